import { describe, expect, it } from 'vitest';
import { expectEnvelope, type Shape } from '@souq/testing';
import {
  COLLECTION_FIELDS,
  COUNTRY_REFUSED,
  ENVELOPE_FIELDS,
  LISTED_PRODUCT_FIELDS,
  collectionShape,
  idsOf,
  listedProductShape,
  useCatalogPagesContract,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const QUERY = `query HomeProductsWithCollection($limit: Int, $availableIn: String) {
  homeProductsWithCollection(limit: $limit, availableIn: $availableIn) {
    ${ENVELOPE_FIELDS}
    data { collection { ${COLLECTION_FIELDS} } products { ${LISTED_PRODUCT_FIELDS} } }
  }
}`;

const groupShape: Shape = { collection: collectionShape, products: [listedProductShape] };

interface Group {
  collection: { slug: string; running: boolean };
  products: Array<{ _id: string; allPriceAfterOffer: number }>;
}

const api = useCatalogPagesContract();
const home = (variables: Record<string, unknown>) => api.client.operation<Group[]>(QUERY, { variables });

describe('homeProductsWithCollection', () => {
  it('gives the first 2 collections of the country (running sales first) with their products', async () => {
    const f = api.fixture;
    const result = await home({ limit: 2, availableIn: 'eg' });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [groupShape] });
    expect(
      result.data!.map((group) => [group.collection.slug, group.collection.running, idsOf(group.products)]),
    ).toEqual([
      ['summer-sale', true, [f.frameId]],
      ['winter', false, [f.nileId]],
    ]);
    expect(result.data![0]!.products[0]!.allPriceAfterOffer).toBe(180);
  });

  it('follows availableIn and the limit', async () => {
    expect((await home({ limit: 1 })).data!.map((group) => group.collection.slug)).toEqual(['summer-sale']);
    expect((await home({ limit: 2, availableIn: 'ae' })).data).toEqual([]);
    expectEnvelope(await home({ limit: 2, availableIn: 'nowhere' }), COUNTRY_REFUSED);
  });
});
