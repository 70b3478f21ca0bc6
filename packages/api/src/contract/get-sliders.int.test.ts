import { describe, expect, it } from 'vitest';
import { expectEnvelope, type Shape } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  ENVELOPE_FIELDS,
  idsOf,
  useCatalogPagesContract,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const FIELDS = `${ENVELOPE_FIELDS} data { _id image country lang link displayOrder }`;
const QUERY = `query GetSliders($currentCountry: String, $lang: String) {
  getSliders(currentCountry: $currentCountry, lang: $lang) { ${FIELDS} }
}`;

const sliderShape: Shape = {
  _id: 'id',
  image: 'string',
  country: 'string?',
  lang: 'string?',
  link: 'string?',
  displayOrder: 'integer',
};

const api = useCatalogPagesContract();
const sliders = (variables: Record<string, unknown>, headers?: Record<string, string>) =>
  api.client.operation<Array<{ _id: string }>>(QUERY, { variables, ...(headers ? { headers } : {}) });

describe('getSliders', () => {
  it('gives the slides of a country and language in display order, switched-off ones never', async () => {
    const f = api.fixture;
    const arabic = await sliders({ currentCountry: 'eg', lang: 'ar' });
    expectEnvelope(arabic, { status_code: 200, message: 'success', dataShape: [sliderShape] });
    expect(idsOf(arabic.data)).toEqual([f.slideAllId, f.slideArId]);
    expect(idsOf((await sliders({ currentCountry: 'sa', lang: 'en' })).data)).toEqual([
      f.slideAllId,
      f.slideSaEnId,
    ]);
    expect(idsOf((await sliders({ currentCountry: 'eg', lang: 'en' })).data)).toEqual([f.slideAllId]);
  });

  it('needs no argument (Egypt, the language of the request) and refuses an unknown country', async () => {
    const result = await api.client.operation<Array<{ _id: string }>>(`query { getSliders { ${FIELDS} } }`, {
      headers: { 'accept-language': 'en' },
    });
    expectEnvelope(result, { status_code: 200, dataShape: [sliderShape] });
    expect(idsOf(result.data)).toEqual([api.fixture.slideAllId]);
    expectEnvelope(await sliders({ currentCountry: 'nz' }), COUNTRY_REFUSED);
  });
});
