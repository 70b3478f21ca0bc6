/**
 * Moderation (issue 21, docs/decisions/047): product reviews, comments on posts and discussion
 * messages, newest first with their product or post and author; staff hide one or restore it.
 *
 * Hiding sets `reviews.visible` false: every storefront query of reviews asks for visible ones
 * (community/reviews.service.ts), and the write announces a catalogue change (the reviews trigger
 * of migration 0019), so the product page's cached copy is forgotten at once.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { reviews } from '../db/schema/community.schema.ts';
import { posts } from '../db/schema/content.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { DomainError } from '../errors.ts';
import { parseId } from '../ids.ts';
import { recordAudit } from './audit-log.service.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';
import { requirePermission } from './permissions.ts';
import { MODERATION_TYPES, MODERATION_VISIBILITY, type ModerationType } from './inbox-options.ts';

export const MODERATION_PAGE_SIZE = 30;

export interface ModerationRow {
  id: string;
  type: ModerationType;
  text: string;
  rating: number | null;
  visible: boolean;
  isReply: boolean;
  authorId: string;
  authorName: string;
  productId: string | null;
  productName: string | null;
  productArName: string | null;
  postId: string | null;
  postTitle: string | null;
  postArTitle: string | null;
  createdAt: Date;
}

const itemNotFound = () =>
  new DomainError({
    code: 'REVIEW_NOT_FOUND',
    messageKey: 'admin.inbox.errors.reviewNotFound',
    message: 'This review does not exist',
    status: 404,
  });

const oneOf = <T extends string>(allowed: readonly T[], value: string): value is T =>
  (allowed as readonly string[]).includes(value);

/** Reviews, comments and discussion messages, newest first, keyset-paged; by type and visibility. */
export async function listModerationItems(
  ctx: ServiceContext,
  filter: { type?: string | null; visibility?: string | null; after?: string | null; limit?: number } = {},
): Promise<{ items: ModerationRow[]; next: string | null }> {
  requirePermission(ctx, 'inbox.read');
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit ?? MODERATION_PAGE_SIZE) || 1), 200);
  const conditions: SQL[] = [];
  if (filter.type) {
    if (!oneOf(MODERATION_TYPES, filter.type)) return { items: [], next: null };
    conditions.push(eq(reviews.type, filter.type));
  }
  if (filter.visibility) {
    if (!oneOf(MODERATION_VISIBILITY, filter.visibility)) return { items: [], next: null };
    conditions.push(eq(reviews.visible, filter.visibility === 'visible'));
  }
  const cursor = decodeCursor(filter.after);
  if (cursor) conditions.push(olderThan(reviews.createdAt, reviews.id, cursor));
  const rows = await ctx.db
    .select({
      id: reviews.id,
      type: reviews.type,
      text: reviews.text,
      rating: reviews.rating,
      visible: reviews.visible,
      parentId: reviews.parentId,
      authorId: reviews.userId,
      authorName: users.name,
      productId: reviews.productId,
      productName: products.name,
      productArName: products.arName,
      postId: reviews.postId,
      postTitle: posts.title,
      postArTitle: posts.arTitle,
      createdAt: reviews.createdAt,
      cursorAt: preciseTime(reviews.createdAt),
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .leftJoin(products, eq(products.id, reviews.productId))
    .leftJoin(posts, eq(posts.id, reviews.postId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, parentId, ...row }) => ({ ...row, isReply: parentId !== null })),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/**
 * Hides (`visible` false) or restores a review, comment or discussion message, audited. Replies are
 * rows of their own, hidden or restored one by one.
 */
export async function setReviewVisible(
  ctx: ServiceContext,
  id: string,
  visible: boolean,
): Promise<{ visible: boolean }> {
  requirePermission(ctx, 'inbox.write');
  const reviewId = parseId(id);
  if (!reviewId) throw itemNotFound();
  return withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select({ visible: reviews.visible, type: reviews.type })
      .from(reviews)
      .where(eq(reviews.id, reviewId))
      .for('update');
    if (!before) throw itemNotFound();
    if (before.visible === visible) return { visible };
    await tx.db.update(reviews).set({ visible, updatedAt: tx.now }).where(eq(reviews.id, reviewId));
    await recordAudit(tx, {
      action: visible ? 'review.restore' : 'review.hide',
      entityType: 'review',
      entityId: reviewId,
      before: { visible: before.visible, type: before.type },
      after: { visible },
    });
    return { visible };
  });
}
