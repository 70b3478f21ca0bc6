import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { pageFields, pageShape, type PageData } from '@souq/testing/page-contract.ts';
import {
  COUNTRY_REFUSED,
  ENVELOPE_FIELDS,
  LISTED_PRODUCT_FIELDS,
  idsOf,
  listedProductShape,
  useCatalogPagesContract,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const QUERY = `query GetPaginatedProductsWithOffer($availableIn: String, $paginate: PaginateInput) {
  getPaginatedProductsWithOffer(availableIn: $availableIn, paginate: $paginate) {
    ${ENVELOPE_FIELDS}
    data { ${pageFields(LISTED_PRODUCT_FIELDS)} }
  }
}`;

const offerPageShape = pageShape(listedProductShape);

type OfferPage = PageData<{ _id: string; totalDiscount: number; currency: string }>;

const api = useCatalogPagesContract();
const offers = (variables: Record<string, unknown>) => api.client.operation<OfferPage>(QUERY, { variables });

describe('getPaginatedProductsWithOffer', () => {
  it('pages the products with a running offer in the country, biggest discount first, with pageInfo', async () => {
    const f = api.fixture;
    const first = await offers({ availableIn: 'eg', paginate: { page: 1, limit: 2 } });
    expectEnvelope(first, { status_code: 200, message: 'success', dataShape: offerPageShape });
    expect(idsOf(first.data!.items)).toEqual([f.desertId, f.oddId]);
    expect(first.data!.pageInfo).toEqual({ hasNext: true, totalCount: 3, totalPages: 2, page: 1, limit: 2 });
    const second = await offers({ paginate: { page: 2, limit: 2 } });
    expect(idsOf(second.data!.items)).toEqual([f.frameId]);
    expect(second.data!.pageInfo).toMatchObject({ hasNext: false, page: 2 });
  });

  it('reads a missing or malformed paginate as page 1 of 24', async () => {
    for (const paginate of [undefined, { page: 0, limit: -5 }, { page: null, limit: 1000 }]) {
      const result = await offers({ paginate });
      expectEnvelope(result, { status_code: 200, dataShape: offerPageShape });
      expect(result.data!.pageInfo.page).toBe(1);
    }
    expect((await offers({ paginate: { limit: 1000 } })).data!.pageInfo.limit).toBe(100);
  });

  it('follows availableIn', async () => {
    const saudi = await offers({ availableIn: 'sa' });
    expect(saudi.data).toEqual({
      items: [],
      pageInfo: { hasNext: false, totalCount: 0, totalPages: 0, page: 1, limit: 24 },
    });
    expectEnvelope(await offers({ availableIn: 'qq' }), COUNTRY_REFUSED);
  });
});
