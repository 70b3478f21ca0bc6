import { describe, expect, it } from 'vitest';
import { effectiveDiscountPercent, isRunning, shownPrice } from './pricing.ts';

const now = new Date('2026-03-01T12:00:00Z');
const day = 86_400_000;

describe('pricing', () => {
  it('knows when a promotion runs', () => {
    const base = {
      status: true,
      discountPercent: 10,
      startDate: new Date(now.getTime() - day),
      endDate: new Date(now.getTime() + day),
    };
    expect(isRunning(base, now)).toBe(true);
    expect(isRunning({ ...base, status: false }, now)).toBe(false);
    expect(isRunning({ ...base, discountPercent: 0 }, now)).toBe(false);
    expect(isRunning({ ...base, startDate: new Date(now.getTime() + 1) }, now)).toBe(false);
    expect(isRunning({ ...base, endDate: now }, now)).toBe(false);
    expect(isRunning({ ...base, startDate: null, endDate: null }, now)).toBe(true);
  });

  it('takes the best running discount without stacking', () => {
    expect(effectiveDiscountPercent(10, 25)).toBe(25);
    expect(effectiveDiscountPercent(null, undefined)).toBe(0);
    expect(effectiveDiscountPercent(150)).toBe(100);
  });

  it('computes the shown price in minor units', () => {
    expect(shownPrice(125_000, 20)).toEqual({
      priceBeforeOfferMinor: 125_000,
      priceAfterOfferMinor: 100_000,
      totalDiscount: 20,
      hasOffer: true,
    });
    expect(shownPrice(9_950, 0)).toEqual({
      priceBeforeOfferMinor: 9_950,
      priceAfterOfferMinor: 9_950,
      totalDiscount: 0,
      hasOffer: false,
    });
  });
});
