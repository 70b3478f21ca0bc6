import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, toSettingsContract } from './settings.service.ts';

const settings = {
  ...DEFAULT_SITE_SETTINGS,
  title: 'Souq Designers',
  arTitle: 'سوق المصممين',
  tabFooter: 'Made in Cairo',
  arTabFooter: 'صنع في القاهرة',
  sarToEgp: 13.25,
  aedToEgp: 13.5,
  codFeeEgMinor: 2550,
  codFeeSaMinor: 1500,
  codFeeAeMinor: 1000,
  shippingFeeEgMinor: 6000,
  shippingFeeSaMinor: 2500,
  shippingFeeAeMinor: 2000,
  updatedAt: new Date('2025-01-02T03:04:05.000Z'),
};

describe('toSettingsContract', () => {
  it('keeps the SPEC names and both languages', () => {
    const contract = toSettingsContract(settings, 'eg');
    expect(contract).toMatchObject({
      _id: '1',
      title: 'Souq Designers',
      arTitle: 'سوق المصممين',
      tabFooter: 'Made in Cairo',
      arTabFooter: 'صنع في القاهرة',
      sarToEgp: 13.25,
      aedToEgp: 13.5,
      updatedAt: '2025-01-02T03:04:05.000Z',
    });
    expect(contract).not.toHaveProperty('codFeeEgMinor');
    expect(contract).not.toHaveProperty('id');
  });

  it('gives fees in major units, codFees and shippingFees for the requested country', () => {
    expect(toSettingsContract(settings, 'eg')).toMatchObject({
      codFees: 25.5,
      shippingFees: 60,
      currency: 'EGP',
      egCodFees: 25.5,
      suCodFees: 15,
      emCodFees: 10,
    });
    expect(toSettingsContract(settings, 'sa')).toMatchObject({
      codFees: 15,
      shippingFees: 25,
      currency: 'SAR',
    });
    expect(toSettingsContract(settings, 'ae')).toMatchObject({
      codFees: 10,
      shippingFees: 20,
      currency: 'AED',
    });
  });
});
