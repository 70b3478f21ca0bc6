/**
 * Blog and news posts in the dashboard (issue 21, `content.write`): the list with drafts, the
 * editor's save, publish and unpublish, removal, and the preview of a draft that is not stored.
 * Bodies are sanitized before they are stored (content-input.ts); the storefront sanitizes again
 * on the way out. The database announces every write to the page cache (migration 0019).
 */
import { and, desc, eq, isNotNull, isNull, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../../context.ts';
import { posts, type Post } from '../../db/schema/content.schema.ts';
import { withTransaction } from '../../db/transaction.ts';
import { notFound } from '../../errors.ts';
import { parseId } from '../../ids.ts';
import { excerptOf } from '../../content/rich-text.ts';
import { POST_TYPES, type PostType } from '../../content/posts.service.ts';
import { POST_STATUSES, type PostStatus } from './content-options.ts';
import { recordAudit } from '../audit-log.service.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from '../keyset.ts';
import { requirePermission } from '../permissions.ts';
import {
  imagePathField,
  oneOf,
  parseContentInput,
  requiredText,
  richTextField,
  slugField,
  slugFromTitle,
  slugTaken,
} from './content-input.ts';

export const ADMIN_POSTS_PAGE_SIZE = 25;

export interface AdminPostRow {
  id: string;
  slug: string;
  type: PostType;
  title: string;
  arTitle: string;
  image: string | null;
  publishedAt: string | null;
  createdAt: string;
}

export interface AdminPostFilter {
  type?: string | null;
  status?: string | null;
  after?: string | null;
}

/** Posts newest first (drafts too), filtered by type and status, a keyset page at a time. */
export async function listAdminPosts(
  ctx: ServiceContext,
  filter: AdminPostFilter = {},
): Promise<{ rows: AdminPostRow[]; next: string | null; type: PostType | null; status: PostStatus | null }> {
  requirePermission(ctx, 'content.write');
  const type = POST_TYPES.find((value) => value === filter.type) ?? null;
  const status = POST_STATUSES.find((value) => value === filter.status) ?? null;
  const cursor = decodeCursor(filter.after);
  const where: (SQL | undefined)[] = [
    type ? eq(posts.type, type) : undefined,
    status === 'draft'
      ? isNull(posts.publishedAt)
      : status === 'published'
        ? isNotNull(posts.publishedAt)
        : undefined,
    cursor ? olderThan(posts.createdAt, posts.id, cursor) : undefined,
  ];
  const rows = await ctx.db
    .select({ post: posts, at: preciseTime(posts.createdAt) })
    .from(posts)
    .where(and(...where))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(ADMIN_POSTS_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_POSTS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    rows: page.map(({ post }) => ({
      id: post.id,
      slug: post.slug,
      type: post.type,
      title: post.title,
      arTitle: post.arTitle,
      image: post.image,
      publishedAt: post.publishedAt?.toISOString() ?? null,
      createdAt: post.createdAt.toISOString(),
    })),
    next:
      rows.length > ADMIN_POSTS_PAGE_SIZE && last ? encodeCursor({ at: last.at, id: last.post.id }) : null,
    type,
    status,
  };
}

export interface AdminPost {
  id: string;
  slug: string;
  type: PostType;
  title: string;
  arTitle: string;
  /** Stored (already safe) HTML. */
  description: string;
  arDescription: string;
  image: string | null;
  publishedAt: string | null;
}

const toAdminPost = (row: Post): AdminPost => ({
  id: row.id,
  slug: row.slug,
  type: row.type,
  title: row.title,
  arTitle: row.arTitle,
  description: row.description ?? '',
  arDescription: row.arDescription ?? '',
  image: row.image,
  publishedAt: row.publishedAt?.toISOString() ?? null,
});

async function findPost(ctx: ServiceContext, id: string, lock = false): Promise<Post> {
  const postId = parseId(id);
  if (!postId) throw notFound('post', 'Post not found');
  const query = ctx.db.select().from(posts).where(eq(posts.id, postId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('post', 'Post not found');
  return row;
}

/** One post as the editor shows it (drafts too). */
export async function getAdminPost(ctx: ServiceContext, id: string): Promise<AdminPost> {
  requirePermission(ctx, 'content.write');
  return toAdminPost(await findPost(ctx, id));
}

export interface PostInput {
  type?: string | null;
  slug?: string | null;
  title?: string | null;
  arTitle?: string | null;
  description?: string | null;
  arDescription?: string | null;
  image?: string | null;
}

const postSchema = z.object({
  type: oneOf(POST_TYPES),
  slug: slugField,
  title: requiredText(200),
  arTitle: requiredText(200),
  description: richTextField,
  arDescription: richTextField,
  image: imagePathField,
});

export type ParsedPost = z.output<typeof postSchema>;

/** The form checked and its bodies sanitized; nothing is stored. */
export function parsePostInput(input: PostInput): ParsedPost {
  return parseContentInput(postSchema, input);
}

export interface PostPreview {
  type: PostType;
  title: string;
  arTitle: string;
  /** Safe HTML, as the storefront would show it. */
  html: string;
  arHtml: string;
  excerpt: string;
  arExcerpt: string;
  image: string | null;
}

/**
 * The storefront's view of a draft in both languages, from the posted form (not stored): the same
 * checks and the same sanitizer as a save, so what staff preview is what a save would publish.
 */
export async function previewAdminPost(ctx: ServiceContext, input: PostInput): Promise<PostPreview> {
  requirePermission(ctx, 'content.write');
  const post = parsePostInput(input);
  return {
    type: post.type,
    title: post.title,
    arTitle: post.arTitle,
    html: post.description ?? '',
    arHtml: post.arDescription ?? '',
    excerpt: excerptOf(post.description),
    arExcerpt: excerptOf(post.arDescription),
    image: post.image,
  };
}

async function freeSlug(ctx: ServiceContext, wanted: string, title: string, id: string | null) {
  const taken = async (slug: string) =>
    (
      await ctx.db
        .select({ id: posts.id })
        .from(posts)
        .where(and(eq(posts.slug, slug), id ? ne(posts.id, id) : undefined))
        .limit(1)
    ).length > 0;
  if (wanted !== '') {
    if (await taken(wanted)) throw slugTaken();
    return wanted;
  }
  // No slug typed: one from the English title, numbered until it is free.
  const base = slugFromTitle(title) || 'post';
  for (let n = 1; n < 50; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await taken(slug))) return slug;
  }
  return `${base}-${crypto.randomUUID().slice(0, 8)}`;
}

const audited = (post: Post | (ParsedPost & { slug: string })) => ({
  type: post.type,
  slug: post.slug,
  title: post.title,
  arTitle: post.arTitle,
  image: post.image,
  descriptionLength: post.description?.length ?? 0,
  arDescriptionLength: post.arDescription?.length ?? 0,
});

/**
 * Creates (id null) or saves a post. `publish` true publishes it now (a draft) or keeps it
 * published; false keeps it a draft or unpublishes it; absent leaves the state as it is.
 */
export async function saveAdminPost(
  ctx: ServiceContext,
  id: string | null,
  input: PostInput,
  publish?: boolean,
): Promise<AdminPost> {
  requirePermission(ctx, 'content.write');
  const data = parsePostInput(input);
  return withTransaction(ctx, async (tx) => {
    const before = id ? await findPost(tx, id, true) : null;
    const slug = await freeSlug(tx, data.slug, data.title, before?.id ?? null);
    const publishedAt =
      publish === undefined
        ? (before?.publishedAt ?? null)
        : publish
          ? (before?.publishedAt ?? ctx.now)
          : null;
    const values = { ...data, slug, publishedAt, updatedAt: ctx.now };
    const [row] = before
      ? await tx.db.update(posts).set(values).where(eq(posts.id, before.id)).returning()
      : await tx.db
          .insert(posts)
          .values({ ...values, createdAt: ctx.now })
          .returning();
    await recordAudit(tx, {
      action: before ? 'post.update' : 'post.create',
      entityType: 'post',
      entityId: row!.id,
      before: before ? { ...audited(before), publishedAt: before.publishedAt } : null,
      after: { ...audited(row!), publishedAt: row!.publishedAt },
    });
    return toAdminPost(row!);
  });
}

/** Publishes (now, unless it already was) or unpublishes a post. */
export async function setPostPublished(
  ctx: ServiceContext,
  id: string,
  publish: boolean,
): Promise<AdminPost> {
  requirePermission(ctx, 'content.write');
  return withTransaction(ctx, async (tx) => {
    const before = await findPost(tx, id, true);
    const publishedAt = publish ? (before.publishedAt ?? ctx.now) : null;
    const [row] = await tx.db
      .update(posts)
      .set({ publishedAt, updatedAt: ctx.now })
      .where(eq(posts.id, before.id))
      .returning();
    await recordAudit(tx, {
      action: publish ? 'post.publish' : 'post.unpublish',
      entityType: 'post',
      entityId: before.id,
      before: { publishedAt: before.publishedAt },
      after: { publishedAt },
    });
    return toAdminPost(row!);
  });
}

/** Removes a post for good (unpublishing keeps it). */
export async function deleteAdminPost(ctx: ServiceContext, id: string): Promise<{ id: string }> {
  requirePermission(ctx, 'content.write');
  return withTransaction(ctx, async (tx) => {
    const before = await findPost(tx, id, true);
    await tx.db.delete(posts).where(eq(posts.id, before.id));
    await recordAudit(tx, {
      action: 'post.delete',
      entityType: 'post',
      entityId: before.id,
      before: audited(before),
      after: null,
    });
    return { id: before.id };
  });
}
