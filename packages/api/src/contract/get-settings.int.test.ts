import { describe, expect, it } from 'vitest';
import { siteSettings } from '@souq/core/db/schema/settings.schema.ts';
import { expectEnvelope, type Shape } from '@souq/testing';
import { useContractApi } from '@souq/testing/contract-api.fixture.ts';

const SETTINGS_FIELDS = `
  _id title arTitle description arDescription keywords arKeywords website address arAddress
  adminEmail adminPhone otherAdminPhone supportEmail supportPhone
  fcAccount instaAccount pintsAccount analyticsId googleAnalytics
  tabFooter arTabFooter footerText arFooterText collectionTitleHeader arCollectionTitleHeader
  showForCompetitionInput idesignBanner sarToEgp aedToEgp
  codFees egCodFees suCodFees emCodFees shippingFees egShippingFees suShippingFees emShippingFees currency
  commercialRegistrationNo taxRegistrationNo updatedAt
`;
const GET_SETTINGS = `query GetSettings($currentCountry: String) {
  getSettings(currentCountry: $currentCountry) {
    status_code message errors message_key error_code
    data { ${SETTINGS_FIELDS} }
  }
}`;

const settingsShape: Shape = {
  _id: 'id',
  title: 'string',
  arTitle: 'string',
  tabFooter: 'string?',
  arTabFooter: 'string?',
  footerText: 'string?',
  arFooterText: 'string?',
  fcAccount: 'string?',
  instaAccount: 'string?',
  pintsAccount: 'string?',
  showForCompetitionInput: 'boolean',
  sarToEgp: 'number',
  aedToEgp: 'number',
  codFees: 'number',
  egCodFees: 'number',
  suCodFees: 'number',
  emCodFees: 'number',
  shippingFees: 'number',
  currency: 'string',
  updatedAt: 'string',
};

// Saved and answered under the same names and values (the fees are converted, so they stay apart).
const savedTexts = {
  title: 'Souq Designers',
  arTitle: 'سوق المصممين',
  tabFooter: 'Designed in Egypt',
  arTabFooter: 'صمم في مصر',
  footerText: 'Every piece is made by hand',
  arFooterText: 'كل قطعة مصنوعة يدويا',
  fcAccount: 'https://facebook.com/souq',
  instaAccount: 'https://instagram.com/souq',
  pintsAccount: 'https://pinterest.com/souq',
  supportEmail: 'support@souq.test',
  sarToEgp: 13.17,
  aedToEgp: 13.46,
};

const api = useContractApi();

describe('getSettings', () => {
  it('answers the defaults in the envelope before any settings were saved', async () => {
    const result = await api.client.operation(GET_SETTINGS);
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: settingsShape });
    expect(result.data).toMatchObject({ _id: '1', codFees: 0, currency: 'EGP' });
  });

  it('gives the saved settings under the SPEC names, in both languages, fees in major units', async () => {
    await api.database.db.insert(siteSettings).values({
      ...savedTexts,
      codFeeEgMinor: 2550,
      codFeeSaMinor: 1500,
      codFeeAeMinor: 1200,
      shippingFeeEgMinor: 6000,
    });
    const result = await api.client.operation(GET_SETTINGS);
    expectEnvelope(result, { status_code: 200, dataShape: settingsShape });
    expect(result.data).toMatchObject({
      ...savedTexts,
      codFees: 25.5,
      egCodFees: 25.5,
      suCodFees: 15,
      emCodFees: 12,
      shippingFees: 60,
      currency: 'EGP',
    });
  });

  it.each([
    ['sa', 15, 'SAR'],
    ['saudi', 15, 'SAR'],
    ['ae', 12, 'AED'],
    ['emirates', 12, 'AED'],
    ['EG', 25.5, 'EGP'],
  ])('gives codFees for currentCountry %s', async (currentCountry, codFees, currency) => {
    const result = await api.client.operation(GET_SETTINGS, { variables: { currentCountry } });
    expectEnvelope(result, { status_code: 200 });
    expect(result.data).toMatchObject({ codFees, currency });
  });

  it('refuses an unknown country with status_code 400', async () => {
    const result = await api.client.operation(GET_SETTINGS, { variables: { currentCountry: 'fr' } });
    expectEnvelope(result, {
      status_code: 400,
      message: 'This currency is not available in site!.',
      message_key: 'errors.country.notAvailable',
    });
    expect(result.error_code).toBe('COUNTRY_NOT_AVAILABLE');
  });

  it('is the same for a guest, a signed-in user and a GET request', async () => {
    const viaGet = await api.client.operation(GET_SETTINGS, { method: 'GET' });
    expectEnvelope(viaGet, { status_code: 200, dataShape: settingsShape });
    const withBadToken = await api.client.operation(GET_SETTINGS, { token: 'not.a.jwt' });
    expectEnvelope(withBadToken, { status_code: 200, dataShape: settingsShape });
  });
});
