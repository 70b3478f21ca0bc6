/**
 * Blog and news posts (getPosts(type), getPostBySlug(slug)). Only published posts are public: a
 * draft (no publishedAt) or one scheduled for later is not found. Bodies leave as safe HTML.
 */
import { and, desc, eq, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { posts, type Post } from '../db/schema/content.schema.ts';
import { DomainError, notFound } from '../errors.ts';
import { excerptOf, toSafeHtml } from './rich-text.ts';
import { isUuid } from '../ids.ts';

export type PostType = Post['type'];
export const POST_TYPES: readonly PostType[] = ['blog', 'news'];

export interface PostContract {
  _id: string;
  slug: string;
  type: PostType;
  title: string;
  arTitle: string;
  /** Safe HTML. */
  description: string;
  arDescription: string;
  /** The body's first words as plain text, for lists. */
  excerpt: string;
  arExcerpt: string;
  image: string | null;
  publishedAt: string;
  createdAt: string;
}

/** A page of posts is at most this long; the blog is small, but the call must stay bounded. */
const MAX_POSTS = 100;

export function parsePostType(value: string | null | undefined): PostType | null {
  const key = (value ?? '').trim().toLowerCase();
  if (key === '') return null;
  const type = POST_TYPES.find((item) => item === key);
  if (!type) {
    throw new DomainError({
      code: 'VALIDATION_FAILED',
      messageKey: 'validation.invalid',
      message: 'This value is not valid',
      status: 400,
      details: { field: 'type', value },
    });
  }
  return type;
}

const published = (ctx: ServiceContext): SQL =>
  and(isNotNull(posts.publishedAt), lte(posts.publishedAt, ctx.now))!;

function toPostContract(row: Post): PostContract {
  return {
    _id: row.id,
    slug: row.slug,
    type: row.type,
    title: row.title,
    arTitle: row.arTitle,
    description: toSafeHtml(row.description),
    arDescription: toSafeHtml(row.arDescription),
    excerpt: excerptOf(row.description),
    arExcerpt: excerptOf(row.arDescription),
    image: row.image,
    publishedAt: (row.publishedAt ?? row.createdAt).toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/** getPosts(type): published blog or news posts (absent: both), newest first. */
export async function getPosts(ctx: ServiceContext, type?: string | null): Promise<PostContract[]> {
  const postType = parsePostType(type);
  const rows = await ctx.db
    .select()
    .from(posts)
    .where(and(published(ctx), postType ? eq(posts.type, postType) : undefined))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(MAX_POSTS);
  return rows.map(toPostContract);
}

/** getPostBySlug(slug): one published post by slug (its id is accepted too, as in blog/{id}); 404 otherwise. */
export async function getPostBySlug(
  ctx: ServiceContext,
  slug: string | null | undefined,
): Promise<PostContract> {
  const key = (slug ?? '').trim();
  if (key === '') throw notFound('post', 'Post not found');
  const match = isUuid(key) ? or(eq(posts.slug, key), eq(posts.id, key)) : eq(posts.slug, key);
  const [row] = await ctx.db
    .select()
    .from(posts)
    .where(and(match, published(ctx)))
    .limit(1);
  if (!row) throw notFound('post', 'Post not found');
  return toPostContract(row);
}
