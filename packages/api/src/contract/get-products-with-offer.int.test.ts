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

const BARE = productListQuery('getProductsWithOffer');
const IN_COUNTRY = productListQuery(
  'getProductsWithOffer',
  '$availableIn: String',
  'availableIn: $availableIn',
);

const api = useCatalogPagesContract();
const list = (availableIn?: string) =>
  availableIn === undefined
    ? api.client.operation<ListedProduct[]>(BARE)
    : api.client.operation<ListedProduct[]>(IN_COUNTRY, { variables: { availableIn } });

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
