import { describe, expect, it } from 'vitest';
import { expectEnvelope, type Shape } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  ENVELOPE_FIELDS,
  LISTED_PRODUCT_FIELDS,
  idsOf,
  listedProductShape,
  useCatalogPagesContract,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const QUERY = `query HomeProductsWithCategory($limit: Int, $availableIn: String) {
  homeProductsWithCategory(limit: $limit, availableIn: $availableIn) {
    ${ENVELOPE_FIELDS}
    data { category { _id slug name arName hasProducts } products { ${LISTED_PRODUCT_FIELDS} } }
  }
}`;

const groupShape: Shape = {
  category: { _id: 'id', slug: 'string', name: 'string', arName: 'string', hasProducts: 'boolean' },
  products: [listedProductShape],
};

interface Group {
  category: { slug: string };
  products: Array<{ _id: string; currency: string }>;
}

const api = useCatalogPagesContract();
const home = (variables: Record<string, unknown>) => api.client.operation<Group[]>(QUERY, { variables });

describe('homeProductsWithCategory', () => {
  it('gives the first 2 categories of the country with their best sellers there', async () => {
    const f = api.fixture;
    const result = await home({ limit: 2, availableIn: 'eg' });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [groupShape] });
    expect(result.data!.map((group) => [group.category.slug, idsOf(group.products)])).toEqual([
      ['prints', [f.desertId, f.canvasId, f.nileId, f.frameId, f.oddId]],
      ['home', [f.mugId]],
    ]);
  });

  it('follows availableIn and the limit (default 2)', async () => {
    const saudi = await home({ limit: 2, availableIn: 'sa' });
    expect(saudi.data!.map((group) => [group.category.slug, group.products.map((p) => p.currency)])).toEqual([
      ['prints', ['SAR', 'SAR']],
    ]);
    expect((await home({ limit: 1 })).data!.map((group) => group.category.slug)).toEqual(['prints']);
    expect((await home({})).data).toHaveLength(2);
    expectEnvelope(await home({ limit: 2, availableIn: 'jp' }), COUNTRY_REFUSED);
  });
});
