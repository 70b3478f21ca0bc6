import { describe, expect, it } from 'vitest';
import type { Coupon } from '../db/schema/promotions.schema.ts';
import { DomainError } from '../errors.ts';
import { evaluateCoupon, type CouponLine } from './coupon-rules.ts';

const now = new Date('2026-03-01T12:00:00Z');
const day = 86_400_000;

const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: 'c1',
  code: 'TEST',
  title: 'Test',
  description: null,
  categoryId: null,
  subcategoryId: null,
  userId: null,
  salesNumber: 0,
  availableSales: null,
  startDate: new Date(now.getTime() - day),
  endDate: null,
  status: true,
  discountPercent: 0,
  maximumDiscountMinor: null,
  freeDelivery: false,
  firstOrderOnly: false,
  minPurchaseMinor: null,
  fixedAmountDiscountMinor: null,
  country: null,
  currency: null,
  batchId: null,
  createdAt: now,
  updatedAt: now,
  ...overrides,
});

const lines: CouponLine[] = [
  { categoryId: 'prints', subcategoryId: 'posters', designerId: 'layla', amountMinor: 33_333 },
  { categoryId: 'home', subcategoryId: null, designerId: 'omar', amountMinor: 8_000 },
];

const evaluate = (c: Coupon, usedEarlier = false, country: 'eg' | 'sa' = 'eg') =>
  evaluateCoupon(c, { now, country, lines, usedEarlier });

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).message;
  }
  throw new Error('expected a DomainError');
};

describe('evaluateCoupon', () => {
  it('takes a percent of the eligible lines, rounded once, capped by maximumDiscount', () => {
    expect(evaluate(coupon({ discountPercent: 10 })).discountMinor).toBe(4_133); // 10 % of 413.33
    expect(evaluate(coupon({ discountPercent: 10, maximumDiscountMinor: 2_500 })).discountMinor).toBe(2_500);
    expect(evaluate(coupon({ discountPercent: 15, categoryId: 'home' })).discountMinor).toBe(1_200);
    expect(evaluate(coupon({ discountPercent: 50, userId: 'layla' })).eligibleMinor).toBe(33_333);
    expect(evaluate(coupon({ discountPercent: 50, subcategoryId: 'posters' })).discountMinor).toBe(16_667);
  });

  it('gives a fixed amount, never more than the eligible value, and free delivery', () => {
    expect(evaluate(coupon({ fixedAmountDiscountMinor: 5_000 })).discountMinor).toBe(5_000);
    expect(evaluate(coupon({ fixedAmountDiscountMinor: 50_000, categoryId: 'home' })).discountMinor).toBe(
      8_000,
    );
    expect(evaluate(coupon({ freeDelivery: true }))).toEqual({
      discountMinor: 0,
      freeDelivery: true,
      eligibleMinor: 41_333,
    });
  });

  it('answers the SPEC errors for coupons that cannot be used', () => {
    expect(messageOf(() => evaluate(coupon({ status: false })))).toBe('This coupon is not available now');
    expect(messageOf(() => evaluate(coupon({ startDate: new Date(now.getTime() + day) })))).toBe(
      'This coupon is not available now',
    );
    expect(messageOf(() => evaluate(coupon({ endDate: now })))).toBe('This coupon is out of date');
    expect(messageOf(() => evaluate(coupon({ availableSales: 0 })))).toBe('This coupon is not available now');
    expect(messageOf(() => evaluate(coupon({ country: 'eg', currency: 'EGP' }), false, 'sa'))).toBe(
      'This coupon is not available now',
    );
    expect(messageOf(() => evaluate(coupon({ discountPercent: 10 }), true))).toBe(
      'You have used this coupon earlier',
    );
    expect(messageOf(() => evaluate(coupon({ discountPercent: 10, categoryId: 'gifts' })))).toBe(
      'This coupon does not apply to the products in your cart',
    );
    expect(
      messageOf(() => evaluate(coupon({ fixedAmountDiscountMinor: 100, minPurchaseMinor: 50_000 }))),
    ).toBe('Your cart does not reach the minimum purchase of this coupon');
  });

  it('keeps a first-order coupon to shoppers without an order', () => {
    const welcome = coupon({ discountPercent: 10, firstOrderOnly: true });
    expect(evaluateCoupon(welcome, { now, country: 'eg', lines, usedEarlier: false }).discountMinor).toBe(
      4_133,
    );
    expect(
      messageOf(() =>
        evaluateCoupon(welcome, { now, country: 'eg', lines, usedEarlier: false, orderedBefore: true }),
      ),
    ).toBe('This coupon is for a first order only: your account already has an order');
    // Without the flag an earlier order changes nothing.
    const plain = coupon({ discountPercent: 10 });
    expect(
      evaluateCoupon(plain, { now, country: 'eg', lines, usedEarlier: false, orderedBefore: true })
        .discountMinor,
    ).toBe(4_133);
  });
});
