import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { createdAt } from './common.schema.ts';
import { productImages } from './media.schema.ts';

/** Hearts: a wishlist entry is a product image (the variant the shopper liked), not the product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productImageId: uuid('product_image_id')
      .notNull()
      .references(() => productImages.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productImageId] }),
    index('wishlist_items_product_image_id_idx').on(t.productImageId),
    index('wishlist_items_user_created_idx').on(t.userId, t.createdAt),
  ],
);

export type WishlistItem = typeof wishlistItems.$inferSelect;
