import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { countryCode, primaryId, timestamps } from './common.schema.ts';
import { designs } from './idesign.schema.ts';
import { productImages } from './media.schema.ts';
import { coupons, giftCards, referralCodes } from './promotions.schema.ts';

/**
 * A cart belongs to a user or, with user_id null, to a guest who keeps its id. Prices are never
 * stored here: they are read live for the cart's country.
 */
export const carts = pgTable(
  'carts',
  {
    id: primaryId(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    country: countryCode('country').notNull().default('eg'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'set null' }),
    referralCodeId: uuid('referral_code_id').references(() => referralCodes.id, {
      onDelete: 'set null',
    }),
    /** Where it was created (SPEC: createdIn), e.g. web or app. */
    createdIn: text('created_in'),
    ...timestamps(),
  },
  (t) => [
    // One cart per signed-in user: a guest cart is merged into it on login.
    uniqueIndex('carts_user_id_uq')
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index('carts_coupon_id_idx').on(t.couponId),
    index('carts_gift_card_id_idx').on(t.giftCardId),
    index('carts_referral_code_id_idx').on(t.referralCodeId),
    index('carts_updated_at_idx').on(t.updatedAt),
  ],
);

/** A line is either a product variant (image) or a gift card being bought. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: primaryId(),
    cartId: uuid('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productImageId: uuid('product_image_id').references(() => productImages.id, {
      onDelete: 'cascade',
    }),
    giftCardId: uuid('gift_card_id').references(() => giftCards.id, { onDelete: 'cascade' }),
    /**
     * The chosen features of the variant (image_features ids, sorted): the same variant with other
     * features is another line.
     */
    featureIds: uuid('feature_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    quantity: integer('quantity').notNull().default(1),
    /** The shopper's design (iDesign, issue 22): each design is its own line of the variant. */
    designId: uuid('design_id').references(() => designs.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    // NULLS NOT DISTINCT: the undecorated line of a variant stays one line (a null design is one
    // key); the gift card column keeps two cards being bought two lines.
    unique('cart_lines_item_uq')
      .on(t.cartId, t.productImageId, t.giftCardId, t.featureIds, t.designId)
      .nullsNotDistinct(),
    index('cart_lines_design_id_idx').on(t.designId),
    index('cart_lines_product_image_id_idx').on(t.productImageId),
    index('cart_lines_gift_card_id_idx').on(t.giftCardId),
    check('cart_lines_quantity_ck', sql`${t.quantity} > 0`),
    check('cart_lines_item_ck', sql`(${t.productImageId} is null) <> (${t.giftCardId} is null)`),
  ],
);

export type Cart = typeof carts.$inferSelect;
export type NewCart = typeof carts.$inferInsert;
export type CartLine = typeof cartLines.$inferSelect;
export type NewCartLine = typeof cartLines.$inferInsert;
