import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  idsOf,
  itFollowsAvailableIn,
  listedProductShape,
  useCountryProductList,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const homeList = useCountryProductList('getFeaturedProducts');
const { api, list } = homeList;

describe('getFeaturedProducts', () => {
  it('needs no argument: products with a featured picture sold in Egypt, best sellers first', async () => {
    const f = api.fixture;
    const result = await list();
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
    expect(idsOf(result.data)).toEqual([f.desertId]);
    expect(result.data![0]).toMatchObject({
      currency: 'EGP',
      allPriceBeforeOffer: 300,
      allPriceAfterOffer: 150,
    });
  });

  itFollowsAvailableIn(homeList, () => []);
});
