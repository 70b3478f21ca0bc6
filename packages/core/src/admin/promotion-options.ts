/**
 * The promotions pages' fixed choices and limits (issue 21), apart from the services so the
 * dashboard's pages can draw them in the browser without loading database code.
 */

/** The coupon list's status filter: switched on and not ended, switched off, past its end date. */
export const COUPON_STATUSES = ['active', 'inactive', 'expired'] as const;
export type CouponListStatus = (typeof COUPON_STATUSES)[number];

/** What a gift card is now, in the order the list's filter offers them. */
export const GIFT_CARD_STATES = ['unpaid', 'scheduled', 'active', 'spent', 'expired', 'cancelled'] as const;
export type GiftCardState = (typeof GIFT_CARD_STATES)[number];

/** The most codes one bulk generation makes (one transaction, one CSV). */
export const BULK_COUPONS_MAX = 5000;

/** The most a referral code's owner may earn per use, in major units of any currency (a typo guard). */
export const REFERRAL_REWARD_MAX_MAJOR = 10_000;
