import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  idsOf,
  listedProductShape,
  useProductList,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const { api, list: byTag } = useProductList('getProductsByTagId', '$tag: ID!, $availableIn: String');

describe('getProductsByTagId', () => {
  it('lists the tagged products sold in the country, newest first, priced there', async () => {
    const f = api.fixture;
    const egypt = await byTag({ tag: f.goldTagId });
    expectEnvelope(egypt, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
    expect(idsOf(egypt.data)).toEqual([f.canvasId, f.frameId]);
    const saudi = await byTag({ tag: f.goldTagId, availableIn: 'sa' });
    expect(saudi.data!.map((item) => [item._id, item.currency, item.allPriceAfterOffer])).toEqual([
      [f.canvasId, 'SAR', 90],
    ]);
  });

  it('gives an empty list for a malformed or unknown id and 400 for an unknown country', async () => {
    for (const tag of ['gold-ish', '00000000-0000-4000-8000-000000000000']) {
      const result = await byTag({ tag });
      expectEnvelope(result, { status_code: 200 });
      expect(result.data).toEqual([]);
    }
    expectEnvelope(await byTag({ tag: api.fixture.goldTagId, availableIn: 'uk' }), COUNTRY_REFUSED);
  });
});
