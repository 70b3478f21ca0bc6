import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { categories, subcategories } from './catalog.schema.ts';
import {
  activeStatus,
  countryCode,
  createdAt,
  currencyCode,
  primaryId,
  timestamps,
} from './common.schema.ts';

/**
 * A batch of single-use codes generated at once by staff (issue 21): same terms, one prefix; the
 * batch's codes are exported as CSV. Each code is a coupon row with `batch_id` set.
 */
export const couponBatches = pgTable(
  'coupon_batches',
  {
    id: primaryId(),
    prefix: text('prefix').notNull(),
    count: integer('count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_batches_created_at_idx').on(t.createdAt),
    index('coupon_batches_created_by_idx').on(t.createdBy),
  ],
);

/**
 * A discount code. Percent discounts are capped by maximum_discount_minor; fixed discounts and
 * minimum purchases are money, so a coupon with either is bound to one currency.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: primaryId(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    subcategoryId: uuid('subcategory_id').references(() => subcategories.id, {
      onDelete: 'set null',
    }),
    /** Limits the coupon to one user's products (a designer's own code) when set. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    salesNumber: integer('sales_number').notNull().default(0),
    /** Uses left; null = unlimited. Decremented with a guarded update. */
    availableSales: integer('available_sales'),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    status: activeStatus(),
    discountPercent: integer('discount_percent').notNull().default(0),
    maximumDiscountMinor: integer('maximum_discount_minor'),
    freeDelivery: boolean('free_delivery').notNull().default(false),
    /**
     * Only for a shopper's first order (issue 23): refused to a user who has an order that was not
     * cancelled. A condition the coupon's description promises is kept here, not in its words.
     */
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    minPurchaseMinor: integer('min_purchase_minor'),
    fixedAmountDiscountMinor: integer('fixed_amount_discount_minor'),
    country: countryCode('country'),
    currency: currencyCode('currency'),
    /** The bulk generation that made this single-use code (issue 21); null for a coupon made alone. */
    batchId: uuid('batch_id').references(() => couponBatches.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(t.code),
    // Shoppers type codes in any letter case (typed-code.ts): two codes may not differ by case alone.
    uniqueIndex('coupons_code_lower_uq').on(sql`lower(${t.code})`),
    index('coupons_batch_id_idx').on(t.batchId),
    index('coupons_category_id_idx').on(t.categoryId),
    index('coupons_subcategory_id_idx').on(t.subcategoryId),
    index('coupons_user_id_idx').on(t.userId),
    index('coupons_status_end_idx').on(t.status, t.endDate),
    index('coupons_created_at_idx').on(t.createdAt),
    check('coupons_discount_ck', sql`${t.discountPercent} between 0 and 100`),
    check('coupons_available_sales_ck', sql`${t.availableSales} is null or ${t.availableSales} >= 0`),
  ],
);

export const giftCardTheme = pgEnum('gift_card_theme', [
  'birthday',
  'boy',
  'celebration',
  'christmas',
  'general',
  'girl',
  'couples',
  'new_baby',
]);

/** A prepaid balance in one currency, spent across orders until rest_amount_minor reaches 0. */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: primaryId(),
    code: text('code').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientEmail: text('recipient_email').notNull(),
    senderName: text('sender_name').notNull(),
    senderEmail: text('sender_email').notNull(),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    message: text('message'),
    theme: giftCardTheme('theme').notNull().default('general'),
    currency: currencyCode('currency').notNull(),
    priceMinor: integer('price_minor').notNull(),
    restAmountMinor: integer('rest_amount_minor').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** Cancelled by staff (issue 21): the balance was voided (rest 0) and the card pays nothing more. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_cards_code_uq').on(t.code),
    index('gift_cards_sender_id_idx').on(t.senderId),
    index('gift_cards_recipient_email_idx').on(t.recipientEmail),
    index('gift_cards_paid_start_idx').on(t.isPaid, t.startAt),
    index('gift_cards_created_at_idx').on(t.createdAt),
    check('gift_cards_rest_ck', sql`${t.restAmountMinor} between 0 and ${t.priceMinor}`),
  ],
);

export const referralDiscountType = pgEnum('referral_discount_type', ['percent', 'fixed']);

/**
 * Each user owns at most one referral code. discount_value is what the new buyer gets;
 * discount_by_value is the owner's reward per use.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountValue: integer('discount_value').notNull().default(0),
    type: referralDiscountType('type').notNull().default('percent'),
    discountByValue: integer('discount_by_value').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('referral_codes_code_uq').on(t.code),
    uniqueIndex('referral_codes_user_id_uq').on(t.userId),
  ],
);

export type Coupon = typeof coupons.$inferSelect;
export type CouponBatch = typeof couponBatches.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type GiftCard = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;
export type ReferralCode = typeof referralCodes.$inferSelect;
