import { describe, expect, it } from 'vitest';
import { translate } from './messages.ts';

// Arabic text about a person agrees with their users.gender through ICU `select` (issue 19).
describe('gender in the catalogs (ICU select)', () => {
  it('picks the feminine or masculine Arabic verb by the gender value', () => {
    const values = { sender: 'منى', amount: '200 ر.س' };
    expect(translate('ar', 'emails.giftCard.intro', { ...values, gender: 'female' })).toMatch(
      /^أرسلت لك منى /,
    );
    expect(translate('ar', 'emails.giftCard.intro', { ...values, gender: 'male' })).toMatch(/^أرسل لك منى /);
    expect(translate('ar', 'emails.giftCard.message', { gender: 'female' })).toBe('رسالتها لك:');
  });

  it('falls back to the `other` form when the gender is unknown', () => {
    expect(translate('ar', 'emails.giftCard.message', { gender: null })).toBe('رسالته لك:');
    expect(translate('ar', 'emails.giftCard.message')).toBe('رسالته لك:');
    expect(translate('en', 'emails.giftCard.message', { gender: null })).toBe('Their message:');
    expect(translate('en', 'emails.giftCard.message', { gender: 'female' })).toBe('Her message:');
  });
});
