import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  idsOf,
  itFollowsAvailableIn,
  listedProductShape,
  useCountryProductList,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const homeList = useCountryProductList('getProductsWithOffer');
const { api, list } = homeList;

describe('getProductsWithOffer', () => {
  it('needs no argument: products with a running offer or collection sale in Egypt, biggest discount first', async () => {
    const f = api.fixture;
    const result = await list();
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
    expect(idsOf(result.data)).toEqual([f.desertId, f.oddId, f.frameId]);
    expect(result.data!.map((item) => [item.totalDiscount, item.allPriceAfterOffer])).toEqual([
      [50, 150],
      [33, 66.99],
      [25, 180],
    ]);
  });

  itFollowsAvailableIn(homeList, () => []);
});
