import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { products } from './catalog.schema.ts';
import { createdAt, primaryId, timestamps } from './common.schema.ts';
import { posts } from './content.schema.ts';

export const reviewType = pgEnum('review_type', ['review', 'comment', 'discussion']);

/**
 * Product reviews (with a rating), comments on posts, and discussion threads; a reply points at
 * its parent.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => reviews.id, {
      onDelete: 'cascade',
    }),
    type: reviewType('type').notNull(),
    text: text('text').notNull(),
    rating: integer('rating'),
    /** Staff can hide abusive text without deleting the thread. */
    visible: boolean('visible').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index('reviews_product_created_idx').on(t.productId, t.createdAt),
    index('reviews_post_created_idx').on(t.postId, t.createdAt),
    index('reviews_parent_id_idx').on(t.parentId),
    index('reviews_user_id_idx').on(t.userId),
    index('reviews_type_created_idx').on(t.type, t.createdAt),
    check('reviews_rating_ck', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

export const reviewAttachments = pgTable(
  'review_attachments',
  {
    id: primaryId(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type'),
    createdAt: createdAt(),
  },
  (t) => [index('review_attachments_review_id_idx').on(t.reviewId)],
);

export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
export type ReviewAttachment = typeof reviewAttachments.$inferSelect;
