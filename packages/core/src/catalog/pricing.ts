/**
 * How a product's shown price follows from its country price and its running promotions.
 * One rule, used by every listing and the product page (and later the cart):
 *
 * - a product offer runs when its status is on and start <= now < end;
 * - a collection discount runs when the collection's status is on and now is inside its dates
 *   (a missing start or end leaves that side open);
 * - the discount applied is the best one running (they do not stack), 0..100 %;
 * - the price after the offer is the country price minus that percentage, rounded once to a
 *   whole minor unit (money.ts applyPercent).
 */
import { applyPercent } from '../money/money.ts';

export interface DatedPromotion {
  status: boolean;
  discountPercent: number;
  startDate: Date | null;
  endDate: Date | null;
}

export function isRunning(promotion: DatedPromotion, now: Date): boolean {
  if (!promotion.status || promotion.discountPercent <= 0) return false;
  if (promotion.startDate && promotion.startDate.getTime() > now.getTime()) return false;
  if (promotion.endDate && promotion.endDate.getTime() <= now.getTime()) return false;
  return true;
}

/** The best running discount of a product: its offer or its collection's, whichever is larger. */
export function effectiveDiscountPercent(...percents: Array<number | null | undefined>): number {
  let best = 0;
  for (const percent of percents) if (percent && percent > best) best = percent;
  return Math.min(100, best);
}

export interface ShownPrice {
  priceBeforeOfferMinor: number;
  priceAfterOfferMinor: number;
  totalDiscount: number;
  hasOffer: boolean;
}

export function shownPrice(amountMinor: number, discountPercent: number): ShownPrice {
  const totalDiscount = effectiveDiscountPercent(discountPercent);
  const priceAfterOfferMinor = applyPercent(amountMinor, totalDiscount);
  return {
    priceBeforeOfferMinor: amountMinor,
    priceAfterOfferMinor,
    totalDiscount,
    hasOffer: totalDiscount > 0 && priceAfterOfferMinor < amountMinor,
  };
}
