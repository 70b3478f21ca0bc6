import { describe, expect, it } from 'vitest';
import { expectEnvelope, type Shape, envelopeDocument } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  idsOf,
  useCatalogPagesContract,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const QUERY = envelopeDocument(
  'query',
  'getBanners',
  '$country: String, $lang: String',
  '_id image link displayOrder',
);

const bannerShape: Shape = { _id: 'id', image: 'string', link: 'string?', displayOrder: 'integer' };

const api = useCatalogPagesContract();
const banners = (variables: Record<string, unknown>) =>
  api.client.operation<Array<{ _id: string }>>(QUERY, { variables });

describe('getBanners', () => {
  it('gives the banners of a country and language in display order', async () => {
    const f = api.fixture;
    const egypt = await banners({ country: 'eg', lang: 'ar' });
    expectEnvelope(egypt, { status_code: 200, message: 'success', dataShape: [bannerShape] });
    expect(idsOf(egypt.data)).toEqual([f.bannerEgId, f.bannerAllId]);
    expect(idsOf((await banners({ country: 'saudi', lang: 'en' })).data)).toEqual([f.bannerAllId]);
  });

  it('reads an unknown language as the request language and refuses an unknown country', async () => {
    expect(idsOf((await banners({ country: 'eg', lang: 'fr' })).data)).toEqual([
      api.fixture.bannerEgId,
      api.fixture.bannerAllId,
    ]);
    expectEnvelope(await banners({ country: 'us', lang: 'en' }), COUNTRY_REFUSED);
  });
});
