import { index, integer, pgEnum, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { createdAt, currencyCode, primaryId } from './common.schema.ts';
import { orders } from './orders.schema.ts';
import { coupons, giftCards, referralCodes } from './promotions.schema.ts';

/** One row per order that used a coupon: the audit trail behind coupons.sales_number. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: primaryId(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    currency: currencyCode('currency').notNull(),
    discountMinor: integer('discount_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_coupon_order_uq').on(t.couponId, t.orderId),
    index('coupon_redemptions_order_id_idx').on(t.orderId),
    index('coupon_redemptions_user_id_idx').on(t.userId),
  ],
);

/** Each spend from a gift card; the card's rest amount is the price minus these. */
export const giftCardRedemptions = pgTable(
  'gift_card_redemptions',
  {
    id: primaryId(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    currency: currencyCode('currency').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('gift_card_redemptions_card_order_uq').on(t.giftCardId, t.orderId),
    index('gift_card_redemptions_order_id_idx').on(t.orderId),
    index('gift_card_redemptions_user_id_idx').on(t.userId),
  ],
);

/** SPEC: referralCodeUses counts paymentUses and registerUses separately. */
export const referralUseKind = pgEnum('referral_use_kind', ['payment', 'register']);

export const referralCodeUses = pgTable(
  'referral_code_uses',
  {
    id: primaryId(),
    codeId: uuid('code_id')
      .notNull()
      .references(() => referralCodes.id, { onDelete: 'cascade' }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    kind: referralUseKind('kind').notNull(),
    currency: currencyCode('currency'),
    rewardMinor: integer('reward_minor').notNull().default(0),
    /**
     * When the owner's reward became profit. A sign-up's reward is held (null) until the new
     * account's first delivered order (docs/decisions/026); a paid order's is released at once.
     */
    rewardReleasedAt: timestamp('reward_released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('referral_code_uses_code_kind_idx').on(t.codeId, t.kind),
    index('referral_code_uses_used_by_idx').on(t.usedBy),
    index('referral_code_uses_order_id_idx').on(t.orderId),
  ],
);

export type CouponRedemption = typeof couponRedemptions.$inferSelect;
export type GiftCardRedemption = typeof giftCardRedemptions.$inferSelect;
export type ReferralCodeUse = typeof referralCodeUses.$inferSelect;
