/**
 * Eligibility, every method × country × basket (issue 18): which methods each market offers, the
 * installment providers' minimum and maximum, cash on delivery only for a basket that allows it,
 * the balances only for a bill they cover, and the dashboard's switches.
 */
import { describe, expect, it } from 'vitest';
import type { CountryCode, CurrencyCode } from '../locale/locales.ts';
import {
  ineligibility,
  ineligibilityError,
  paymentOptions,
  type EligibilityInput,
} from './payment-eligibility.ts';
import type { PaymentMethod } from './payment-methods.ts';

const CURRENCY: Record<CountryCode, CurrencyCode> = { eg: 'EGP', sa: 'SAR', ae: 'AED' };

const eligible = (
  country: CountryCode,
  major: number,
  basket: { codAvailable?: boolean; switchedOff?: PaymentMethod[] } = {},
) =>
  paymentOptions({
    country,
    currency: CURRENCY[country],
    amountDueMinor: Math.round(major * 100),
    codAvailable: basket.codAvailable ?? true,
    switchedOff: new Set(basket.switchedOff ?? []),
  })
    .filter((option) => option.eligible)
    .map((option) => option.method);

describe('payment eligibility', () => {
  it.each([
    // country, amount due (major units), basket, the methods offered
    [
      'eg',
      1500,
      {},
      [
        'card',
        'applePay',
        'mobileWallet',
        'fawry',
        'aman',
        'valu',
        'sympl',
        'souhoola',
        'cardInstallment',
        'contact',
        'cib',
        'cod',
      ],
    ],
    [
      'eg',
      700,
      {},
      ['card', 'applePay', 'mobileWallet', 'fawry', 'aman', 'valu', 'sympl', 'souhoola', 'contact', 'cod'],
    ],
    ['eg', 100, {}, ['card', 'applePay', 'mobileWallet', 'fawry', 'aman', 'cod']],
    ['eg', 100, { codAvailable: false }, ['card', 'applePay', 'mobileWallet', 'fawry', 'aman']],
    [
      'eg',
      1500,
      { switchedOff: ['valu', 'fawry'] },
      [
        'card',
        'applePay',
        'mobileWallet',
        'aman',
        'sympl',
        'souhoola',
        'cardInstallment',
        'contact',
        'cib',
        'cod',
      ],
    ],
    ['eg', 0, {}, ['wallet', 'giftCard']],
    ['sa', 300, {}, ['card', 'mada', 'applePay', 'tabby', 'tamara', 'cod']],
    ['sa', 30, {}, ['card', 'mada', 'applePay', 'cod']],
    ['sa', 6000, { codAvailable: false }, ['card', 'mada', 'applePay']],
    ['sa', 0, {}, ['wallet', 'giftCard']],
    ['ae', 300, {}, ['card', 'applePay', 'tabby', 'tamara', 'cod']],
    ['ae', 300, { switchedOff: ['tabby', 'cod'] }, ['card', 'applePay', 'tamara']],
    ['ae', 5000.01, {}, ['card', 'applePay', 'cod']],
  ] as const)('%s, %d due, %o → %j', (country, major, basket, methods) => {
    const { codAvailable, switchedOff } = basket as {
      codAvailable?: boolean;
      switchedOff?: readonly PaymentMethod[];
    };
    expect(eligible(country, major, { codAvailable, switchedOff: [...(switchedOff ?? [])] })).toEqual(
      methods,
    );
  });

  it('names each refusal the way SPEC.md section 8 does', () => {
    const saudi: EligibilityInput = {
      country: 'sa',
      currency: 'SAR',
      amountDueMinor: 100_000,
      codAvailable: false,
      switchedOff: new Set(),
    };
    const reason = (method: PaymentMethod) => ineligibility(method, saudi);
    expect(reason('valu')).toBe('country');
    expect(ineligibilityError('valu', 'country', saudi).message).toBe('Valu is unavailable outside Egypt');
    expect(ineligibilityError('fawry', 'country', saudi).code).toBe('PAYMENT_METHOD_NOT_IN_COUNTRY');
    expect(reason('cod')).toBe('codProducts');
    expect(ineligibilityError('cod', 'codProducts', saudi).message).toBe(
      'Some products are not available for cash on delivery',
    );
    expect(reason('wallet')).toBe('balance');
    // A currency that is not the country's (a stale cart) offers nothing.
    expect(ineligibility('card', { ...saudi, currency: 'EGP' })).toBe('currency');
  });
});
