import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import { parseBulkCouponInput, parseCouponInput } from './coupon-input.ts';
import { giftCardState, maskGiftCardCode } from './gift-cards.service.ts';

const fieldsOf = (run: () => unknown): Record<string, string> => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const fields = (error as DomainError).details!['fields'] as Record<string, { key: string }>;
    return Object.fromEntries(Object.entries(fields).map(([field, { key }]) => [field, key]));
  }
  throw new Error('expected a validation error');
};

describe('parseCouponInput', () => {
  it('reads Arabic-Indic digits, upper-cases the code, keeps money in the market currency', () => {
    expect(
      parseCouponInput({
        code: ' sale٢٠ ',
        title: 'Sale',
        discount: '٢٠',
        maximumDiscount: '٧٥٫٥',
        country: 'sa',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        status: 'on',
        availableSales: '',
      }),
    ).toMatchObject({
      code: 'SALE20',
      discountPercent: 20,
      maximumDiscountMinor: 7_550,
      country: 'sa',
      availableSales: null,
      status: true,
      startDate: new Date('2026-03-01T00:00:00Z'),
      endDate: new Date('2026-04-01T00:00:00Z'),
    });
  });

  it('answers each wrong field with its own message', () => {
    expect(fieldsOf(() => parseCouponInput({ code: 'x', title: 'T', fixedAmount: '5' }))).toEqual({
      code: 'admin.promotions.errors.codeFormat',
      fixedAmount: 'admin.promotions.errors.amountNeedsCountry',
      discount: 'admin.promotions.errors.givesNothing',
    });
    expect(
      fieldsOf(() =>
        parseCouponInput({
          code: 'GOOD',
          title: 'T',
          discount: '0',
          maximumDiscount: '10',
          country: 'eg',
          freeDelivery: 'on',
          startDate: '2026-02-30',
        }),
      ),
    ).toEqual({
      maximumDiscount: 'admin.promotions.errors.maximumNeedsPercent',
      startDate: 'validation.invalid',
    });
    expect(
      fieldsOf(() =>
        parseCouponInput({ code: 'OWN', title: 'T', discount: '5', ownerEmail: 'a\u0000@b.co' }),
      ),
    ).toEqual({ ownerEmail: 'validation.email' });
    // Free delivery alone is a coupon.
    expect(parseCouponInput({ code: 'SHIP', title: 'T', freeDelivery: 'on' }).freeDelivery).toBe(true);
    expect(parseCouponInput({ code: 'HELLO', title: 'T', discount: '5' }).firstOrderOnly).toBe(false);
    expect(
      parseCouponInput({ code: 'HELLO', title: 'T', discount: '5', firstOrderOnly: 'on' }).firstOrderOnly,
    ).toBe(true);
  });

  it('bounds a bulk generation to 1..5000 codes with a Latin prefix', () => {
    expect(
      fieldsOf(() => parseBulkCouponInput({ prefix: 'a', count: '5001', title: 'T', discount: '5' })),
    ).toEqual({
      prefix: 'admin.promotions.errors.prefixFormat',
      count: 'admin.promotions.errors.countRange',
    });
    expect(parseBulkCouponInput({ prefix: 'eid', count: '5000', title: 'T', discount: '5' })).toMatchObject({
      prefix: 'EID',
      count: 5000,
    });
  });
});

describe('gift cards in the dashboard', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  const card = {
    isPaid: true,
    cancelledAt: null,
    startAt: new Date('2026-02-01T00:00:00Z'),
    expiredAt: new Date('2027-02-01T00:00:00Z'),
    restAmountMinor: 100,
  };

  it('masks all but the last four characters', () => {
    expect(maskGiftCardCode('GC-AB12-CD34-EF56-GH78')).toBe('••-••••-••••-••••-GH78');
  });

  it('names the state a card is in', () => {
    expect(giftCardState(card, now)).toBe('active');
    expect(giftCardState({ ...card, cancelledAt: now, restAmountMinor: 0 }, now)).toBe('cancelled');
    expect(giftCardState({ ...card, isPaid: false }, now)).toBe('unpaid');
    expect(giftCardState({ ...card, restAmountMinor: 0 }, now)).toBe('spent');
    expect(giftCardState({ ...card, expiredAt: now }, now)).toBe('expired');
    expect(giftCardState({ ...card, startAt: new Date('2026-03-02T00:00:00Z') }, now)).toBe('scheduled');
  });
});
