import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  idsOf,
  listedProductShape,
  productListQuery,
  useCatalogPagesContract,
  type ListedProduct,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const BARE = productListQuery('getFeaturedProducts');
const IN_COUNTRY = productListQuery(
  'getFeaturedProducts',
  '$availableIn: String',
  'availableIn: $availableIn',
);

const api = useCatalogPagesContract();
const list = (availableIn?: string) =>
  availableIn === undefined
    ? api.client.operation<ListedProduct[]>(BARE)
    : api.client.operation<ListedProduct[]>(IN_COUNTRY, { variables: { availableIn } });

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

  it('follows the optional availableIn and refuses an unknown country with 400', async () => {
    const f = api.fixture;
    const saudi = await list('sa');
    expectEnvelope(saudi, { status_code: 200, dataShape: [listedProductShape] });
    expect(idsOf(saudi.data)).toEqual([]);
    for (const item of saudi.data!) expect(item.currency).toBe('SAR');
    expect(f).toBeDefined();
    expectEnvelope(await list('atlantis'), COUNTRY_REFUSED);
  });
});
