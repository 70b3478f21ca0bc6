/** A coupon under the names of the contract (SPEC.md section 3, Coupon); money in major units. */
import type { Coupon } from '../db/schema/promotions.schema.ts';
import type { CurrencyCode } from '../locale/locales.ts';
import { toMajorUnits } from '../money/money.ts';

export interface CouponContract {
  _id: string;
  code: string;
  title: string;
  description: string | null;
  category: string | null;
  subCategory: string | null;
  user: string | null;
  salesNumber: number;
  availableSales: number | null;
  startDate: string | null;
  endDate: string | null;
  status: boolean;
  /** Percent off (0..100). */
  discount: number;
  maximumDiscount: number | null;
  freeDelivery: boolean;
  /** Only for a shopper's first order (issue 23). */
  firstOrderOnly: boolean;
  /** The minimum purchase, in `currency`. */
  suMinPurchase: number | null;
  fixedAmountDiscount: number | null;
  country: string | null;
  currency: CurrencyCode | null;
}

export function toCouponContract(coupon: Coupon): CouponContract {
  // Money amounts of a coupon are in its own currency; a coupon without one only has a percent.
  const money = (amount: number | null) =>
    amount === null ? null : toMajorUnits(amount, coupon.currency ?? 'EGP');
  return {
    _id: coupon.id,
    code: coupon.code,
    title: coupon.title,
    description: coupon.description,
    category: coupon.categoryId,
    subCategory: coupon.subcategoryId,
    user: coupon.userId,
    salesNumber: coupon.salesNumber,
    availableSales: coupon.availableSales,
    startDate: coupon.startDate?.toISOString() ?? null,
    endDate: coupon.endDate?.toISOString() ?? null,
    status: coupon.status,
    discount: coupon.discountPercent,
    maximumDiscount: money(coupon.maximumDiscountMinor),
    freeDelivery: coupon.freeDelivery,
    firstOrderOnly: coupon.firstOrderOnly,
    suMinPurchase: money(coupon.minPurchaseMinor),
    fixedAmountDiscount: money(coupon.fixedAmountDiscountMinor),
    country: coupon.country,
    currency: coupon.currency,
  };
}
