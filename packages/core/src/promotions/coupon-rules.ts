/**
 * What a coupon is worth on a cart: one pure rule, used by checkCoupon, getFinalPrice and the order
 * (which then spends one use with a guarded update, see checkout/place-order.service.ts).
 *
 * - usable: status on, started (startDate <= now), not ended (now < endDate), uses left
 *   (availableSales null = unlimited, else > 0), in the coupon's country/currency when it has one,
 *   and not redeemed before by the same user (one use per user); a first-order coupon only for a
 *   user without an order (a guest's cart is checked again at checkout, where the user is known);
 * - eligible lines: the product lines of the cart matching the coupon's category, subcategory and
 *   designer (user) when set; gift cards being bought never get a coupon discount;
 * - the minimum purchase is compared with the products' value after offers;
 * - the discount: percent of the eligible value (rounded once) capped by maximumDiscount, plus the
 *   fixed amount, never more than the eligible value; freeDelivery waives the delivery fee.
 */
import type { Coupon } from '../db/schema/promotions.schema.ts';
import { currencyOfCountry, type CountryCode } from '../locale/locales.ts';
import { percentOf, sumMinor } from '../money/money.ts';
import { couponErrors } from './coupon-errors.ts';

export interface CouponLine {
  categoryId: string;
  subcategoryId: string | null;
  designerId: string;
  /** The line's value after offers (unit price x quantity), minor units. */
  amountMinor: number;
}

export interface CouponEvaluation {
  discountMinor: number;
  freeDelivery: boolean;
  /** The value of the lines the coupon applies to. */
  eligibleMinor: number;
}

/**
 * Throws the SPEC.md section 8 error when the coupon cannot be used at `now` in `country`. Uses left
 * are checked unless `checkUsesLeft` is off: an order spends a use with a guarded UPDATE, which is
 * then the one authority on the last use (place-order.service.ts).
 */
export function assertCouponUsable(
  coupon: Coupon,
  now: Date,
  country: CountryCode,
  checkUsesLeft = true,
): void {
  if (!coupon.status) throw couponErrors.notAvailableNow();
  if (coupon.endDate && coupon.endDate.getTime() <= now.getTime()) throw couponErrors.outOfDate();
  if (coupon.startDate && coupon.startDate.getTime() > now.getTime()) throw couponErrors.notAvailableNow();
  if (checkUsesLeft && coupon.availableSales !== null && coupon.availableSales <= 0)
    throw couponErrors.notAvailableNow();
  if (coupon.country && coupon.country !== country) throw couponErrors.notAvailableNow();
  if (coupon.currency && coupon.currency !== currencyOfCountry(country)) throw couponErrors.notAvailableNow();
}

export function evaluateCoupon(
  coupon: Coupon,
  input: {
    now: Date;
    country: CountryCode;
    lines: readonly CouponLine[];
    usedEarlier: boolean;
    /** Whether the shopper has an order that was not cancelled (first-order coupons refuse them). */
    orderedBefore?: boolean;
    checkUsesLeft?: boolean;
  },
): CouponEvaluation {
  assertCouponUsable(coupon, input.now, input.country, input.checkUsesLeft ?? true);
  if (input.usedEarlier) throw couponErrors.usedEarlier();
  if (coupon.firstOrderOnly && input.orderedBefore) throw couponErrors.firstOrderOnly();
  const eligible = input.lines.filter(
    (line) =>
      (!coupon.categoryId || line.categoryId === coupon.categoryId) &&
      (!coupon.subcategoryId || line.subcategoryId === coupon.subcategoryId) &&
      (!coupon.userId || line.designerId === coupon.userId),
  );
  if (eligible.length === 0) throw couponErrors.notApplicable();
  const productsMinor = sumMinor(input.lines.map((line) => line.amountMinor));
  if (coupon.minPurchaseMinor !== null && productsMinor < coupon.minPurchaseMinor)
    throw couponErrors.belowMinimum();

  const eligibleMinor = sumMinor(eligible.map((line) => line.amountMinor));
  let percentPart = coupon.discountPercent > 0 ? percentOf(eligibleMinor, coupon.discountPercent) : 0;
  if (coupon.maximumDiscountMinor !== null) percentPart = Math.min(percentPart, coupon.maximumDiscountMinor);
  const discountMinor = Math.min(eligibleMinor, percentPart + (coupon.fixedAmountDiscountMinor ?? 0));
  return { discountMinor: Math.max(0, discountMinor), freeDelivery: coupon.freeDelivery, eligibleMinor };
}
