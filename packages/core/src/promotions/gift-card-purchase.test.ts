import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import type { CountryCode } from '../locale/locales.ts';
import { giftCardEmail, giftCardGreeting } from './gift-card-delivery.job.ts';
import {
  GIFT_CARD_THEMES,
  newGiftCardCode,
  parseGiftCardTheme,
  parseWholeAmount,
  validateGiftCardForm,
  type GiftCardFormInput,
} from './gift-card-purchase.service.ts';
import { dateInZone, startOfDayInZone } from './gift-card.service.ts';

// 23:30 in Cairo on 1 March (21:30 UTC): the shop's day is still 1 March, in Riyadh it is 2 March.
const now = new Date('2026-03-01T21:30:00Z');

const form = (overrides: GiftCardFormInput = {}): GiftCardFormInput => ({
  theme: 'general',
  amount: '500',
  senderName: 'Omar',
  senderEmail: 'Omar@Souq.test',
  recipientName: 'Laila',
  recipientEmail: 'laila@souq.test',
  message: '',
  startDate: '',
  agreeNonRefundable: 'on',
  ...overrides,
});

const validate = (input: GiftCardFormInput, country: CountryCode = 'eg') =>
  validateGiftCardForm(input, { country, now, defaultLang: 'ar' });

function fieldsOf(run: () => unknown): Record<string, { key: string; params: Record<string, unknown> }> {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).status).toBe(400);
    return (error as DomainError).details!['fields'] as Record<
      string,
      { key: string; params: Record<string, unknown> }
    >;
  }
  throw new Error('expected a validation error');
}

describe('validateGiftCardForm', () => {
  it('accepts a complete form: today by default, whole amounts in minor units, lower-cased emails', () => {
    const valid = validate(form({ amount: '٢٥٠' }));
    expect(valid).toMatchObject({
      theme: 'general',
      amountMinor: 25_000,
      currency: 'EGP',
      senderEmail: 'omar@souq.test',
      recipientLang: 'ar',
      message: null,
      startDate: '2026-03-01',
    });
    // Midnight of 1 March in Cairo (UTC+2); valid 365 days.
    expect(valid.startAt.toISOString()).toBe('2026-02-28T22:00:00.000Z');
    expect(valid.expiredAt.toISOString()).toBe('2027-02-28T22:00:00.000Z');
  });

  it('reckons "today" in the shop day of the country', () => {
    expect(() => validate(form({ startDate: '2026-03-01' }), 'sa')).toThrow(DomainError);
    expect(validate(form({ startDate: '2026-03-02', amount: 100 }), 'sa').startDate).toBe('2026-03-02');
  });

  it('answers every wrong field with its key', () => {
    const fields = fieldsOf(() =>
      validate({
        theme: 'space',
        amount: '12.5',
        senderName: '',
        senderEmail: 'x',
        recipientName: 'a'.repeat(101),
        recipientEmail: '',
        recipientLang: 'fr',
        message: 'm'.repeat(501),
        startDate: '2026-02-28',
        agreeNonRefundable: undefined,
      }),
    );
    expect(Object.fromEntries(Object.entries(fields).map(([field, error]) => [field, error.key]))).toEqual({
      theme: 'validation.giftCard.theme',
      amount: 'validation.numeric',
      senderName: 'validation.required',
      senderEmail: 'validation.email',
      recipientName: 'validation.maxLength',
      recipientEmail: 'validation.required',
      recipientLang: 'validation.invalid',
      message: 'validation.maxLength',
      startDate: 'validation.giftCard.startDatePast',
      agreeNonRefundable: 'validation.giftCard.agreeRequired',
    });
    expect(fields.recipientName!.params).toEqual({ n: 100 });
    expect(fields.message!.params).toEqual({ n: 500 });
  });

  it('keeps amounts within the limits of the currency and start dates within a year', () => {
    expect(fieldsOf(() => validate(form({ amount: '49' }))).amount).toEqual({
      key: 'validation.giftCard.amountRange',
      params: { min: 50, max: 10_000, currency: 'EGP' },
    });
    expect(fieldsOf(() => validate(form({ amount: '2001' }), 'ae')).amount!.params).toMatchObject({
      max: 2_000,
      currency: 'AED',
    });
    expect(validate(form({ amount: '10000' })).amountMinor).toBe(1_000_000);
    expect(fieldsOf(() => validate(form({ startDate: '2027-03-02' }))).startDate!.key).toBe(
      'validation.giftCard.startDateTooFar',
    );
    expect(validate(form({ startDate: '2027-03-01' })).startDate).toBe('2027-03-01');
    expect(fieldsOf(() => validate(form({ startDate: '01/03/2026' }))).startDate!.key).toBe(
      'validation.invalid',
    );
  });

  it('reads the agreement of a checkbox or a boolean, and nothing else', () => {
    expect(() => validate(form({ agreeNonRefundable: true }))).not.toThrow();
    expect(fieldsOf(() => validate(form({ agreeNonRefundable: 'no' }))).agreeNonRefundable).toBeDefined();
    expect(fieldsOf(() => validate(form({ agreeNonRefundable: false }))).agreeNonRefundable).toBeDefined();
  });
});

describe('gift card helpers', () => {
  it('reads whole amounts in any digits and refuses fractions', () => {
    expect(parseWholeAmount('1,000')).toBe(1000);
    expect(parseWholeAmount('١٬٠٠٠')).toBe(1000);
    expect(parseWholeAmount('500.00')).toBe(500);
    expect(parseWholeAmount(250)).toBe(250);
    expect(parseWholeAmount('  ')).toBeNull();
    expect(parseWholeAmount('12.5')).toBeUndefined();
    expect(parseWholeAmount(12.5)).toBeUndefined();
    expect(parseWholeAmount('-5')).toBeUndefined();
    expect(parseWholeAmount('5e3')).toBeUndefined();
  });

  it('reads the eight themes of SPEC.md in the ways clients write them', () => {
    expect(GIFT_CARD_THEMES).toHaveLength(8);
    for (const theme of GIFT_CARD_THEMES) expect(parseGiftCardTheme(theme)).toBe(theme);
    expect(parseGiftCardTheme('new baby')).toBe('new_baby');
    expect(parseGiftCardTheme('newBaby')).toBe('new_baby');
    expect(parseGiftCardTheme('New-Baby')).toBe('new_baby');
    expect(parseGiftCardTheme('Birthday')).toBe('birthday');
    expect(parseGiftCardTheme('space')).toBeNull();
  });

  it('makes distinct codes that are easy to type', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newGiftCardCode()));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^GC-[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it('finds the shop day and its midnight across time zones', () => {
    expect(dateInZone(now, 'Africa/Cairo')).toBe('2026-03-01');
    expect(dateInZone(now, 'Asia/Riyadh')).toBe('2026-03-02');
    expect(startOfDayInZone('2026-03-02', 'Asia/Dubai').toISOString()).toBe('2026-03-01T20:00:00.000Z');
    // Egypt keeps summer time from late April: midnight is 21:00 UTC.
    expect(startOfDayInZone('2026-07-01', 'Africa/Cairo').toISOString()).toBe('2026-06-30T21:00:00.000Z');
  });

  it('greets in both languages for every theme, and escapes what the buyer typed in the HTML', () => {
    for (const theme of GIFT_CARD_THEMES) {
      expect(giftCardGreeting(theme, 'ar')).toMatch(/[\u0600-\u06ff]/);
      expect(giftCardGreeting(theme, 'en')).toMatch(/[A-Za-z]/);
    }
    const email = giftCardEmail(
      {
        id: '00000000-0000-4000-8000-000000000001',
        code: 'GC-AAAA-BBBB-CCCC-DDDD',
        recipientName: 'Laila',
        recipientEmail: 'laila@souq.test',
        senderName: '<b>Omar</b>',
        senderEmail: 'omar@souq.test',
        senderId: null,
        startAt: now,
        message: '<script>alert(1)</script>',
        theme: 'couples',
        currency: 'SAR',
        priceMinor: 20_000,
        restAmountMinor: 20_000,
        isPaid: true,
        deliveredAt: null,
        createdAt: now,
        expiredAt: new Date('2027-03-02T21:00:00Z'),
        cancelledAt: null,
      },
      'ar',
      'https://souq.test/',
    );
    expect(email.subject).toContain('لكما معًا');
    expect(email.text).toContain('200\u00a0ر.س');
    expect(email.text).toContain('https://souq.test/ar-sa');
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain('&#60;script&#62;');
    expect(email.html).toContain('dir="rtl"');
  });

  it('dresses the card in the common layout, names the site in full and agrees with a female sender', () => {
    const card = {
      id: '00000000-0000-4000-8000-000000000002',
      code: 'GC-AAAA-BBBB-CCCC-DDDD',
      recipientName: 'Laila',
      recipientEmail: 'laila@souq.test',
      senderName: 'منى',
      senderEmail: 'mona@souq.test',
      senderId: '00000000-0000-4000-8000-000000000003',
      startAt: now,
      message: 'Happy birthday',
      theme: 'birthday' as const,
      currency: 'EGP' as const,
      priceMinor: 50_000,
      restAmountMinor: 50_000,
      isPaid: true,
      deliveredAt: null,
      createdAt: now,
      expiredAt: null,
      cancelledAt: null,
    };
    const contact = { supportEmail: 'help@souq.test', supportPhone: null };
    const ar = giftCardEmail(card, 'ar', 'https://souq.test', { senderGender: 'female', contact });
    expect(ar.subject).toContain('منى أرسلت لك بطاقة هدية');
    expect(ar.text).toContain('أرسلت لك منى بطاقة هدية');
    expect(ar.text).toContain('من سوق المصممين.');
    expect(ar.text).toContain('رسالتها لك:');
    expect(ar.text).toContain('help@souq.test');
    expect(ar.html).toMatch(/^<!doctype html>\n<html lang="ar" dir="rtl">\n<head>\n<meta charset="utf-8">/);
    expect(ar.html).toContain(`<title>${ar.subject}</title>`);
    expect(ar.html).toContain('mailto:help@souq.test');
    const male = giftCardEmail(card, 'ar', 'https://souq.test', { senderGender: 'male' });
    expect(male.text).toContain('أرسل لك منى');
    expect(male.text).toContain('رسالته لك:');
    const en = giftCardEmail({ ...card, senderName: 'Mona' }, 'en', 'https://souq.test', {
      senderGender: 'female',
      contact,
    });
    expect(en.text).toMatch(/Mona sent you a .*500.* gift card for Souq Designers\./);
    expect(en.text).toContain('Her message:');
    expect(en.html).toContain('<html lang="en" dir="ltr">');
  });
});
