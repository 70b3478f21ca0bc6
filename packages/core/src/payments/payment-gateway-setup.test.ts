import { describe, expect, it } from 'vitest';
import { liveGatewaysOf, parseIntegrationIds } from './payment-gateway-setup.ts';

describe('the live gateways from the environment', () => {
  it('reads one integration id per method, older spellings included, and refuses the rest', () => {
    expect(parseIntegrationIds('card:1, mada:2,ApplePay:3 ,vodafone-cash:4')).toEqual({
      card: 1,
      mada: 2,
      applePay: 3,
      mobileWallet: 4,
    });
    expect(() => parseIntegrationIds('bitcoin:5')).toThrow(/bitcoin:5/);
    expect(() => parseIntegrationIds('card:x')).toThrow(/card:x/);
  });

  it('builds a gateway only when all of its credentials are set', () => {
    expect(Object.keys(liveGatewaysOf({}))).toEqual([]);
    const live = liveGatewaysOf({
      PAYMOB_SECRET_KEY: 'egy_sk_test',
      PAYMOB_PUBLIC_KEY: 'egy_pk_test',
      PAYMOB_HMAC_SECRET: 'hmac',
      PAYMOB_INTEGRATION_IDS: 'card:1',
      FAWRY_MERCHANT_CODE: 'code',
      TABBY_SECRET_KEY: 'sk_test',
      TABBY_MERCHANT_CODE_SA: 'souq_sa',
      TABBY_MERCHANT_CODE_AE: 'souq_ae',
      TAMARA_API_TOKEN: 'token',
      TAMARA_NOTIFICATION_KEY: 'key',
    });
    // Fawry lacks its secure key: it stays off.
    expect(Object.keys(live).sort()).toEqual(['paymob', 'tabby', 'tamara']);
    expect(live.paymob!.canRefund('aman')).toBe(false);
  });
});
