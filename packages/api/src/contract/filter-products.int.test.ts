import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { pageFields, pageShape, type PageData } from '@souq/testing/page-contract.ts';
import {
  COUNTRY_REFUSED,
  ENVELOPE_FIELDS,
  LISTED_PRODUCT_FIELDS,
  listedProductShape,
  useListingContract,
} from '@souq/testing/listing-contract.fixture.ts';

const FILTER = `query FilterProducts(
  $category: String, $subCategory: String, $collection: String, $properties: [String!],
  $availableIn: String, $lang: String, $sort: String, $from: Float, $to: Float, $page: Int, $limit: Int
) {
  filterProducts(
    category: $category, subCategory: $subCategory, collection: $collection, properties: $properties,
    availableIn: $availableIn, lang: $lang, sort: $sort, from: $from, to: $to, page: $page, limit: $limit
  ) {
    ${ENVELOPE_FIELDS}
    data { ${pageFields(LISTED_PRODUCT_FIELDS)} }
  }
}`;

type ProductPage = PageData<{
  _id: string;
  allPriceAfterOffer: number;
  allPriceBeforeOffer: number;
  currency: string;
}>;

const api = useListingContract();
const filter = async (variables: Record<string, unknown>) => {
  const result = await api.client.operation<ProductPage>(FILTER, { variables });
  expectEnvelope(result, { status_code: 200, message: 'success', dataShape: pageShape(listedProductShape) });
  return result.data!;
};
const idsOf = (page: ProductPage) => page.items.map((item) => item._id);

describe('filterProducts', () => {
  it('lists a category (by id or slug) newest first, priced in Egypt by default, with pageInfo', async () => {
    const f = api.fixture;
    const page = await filter({ category: f.printsId, lang: 'ar' });
    expect(idsOf(page)).toEqual([f.oddId, f.canvasId, f.frameId, f.desertId, f.nileId]);
    expect(page.pageInfo).toEqual({ hasNext: false, totalCount: 5, totalPages: 1, page: 1, limit: 24 });
    expect(page.items[0]).toMatchObject({
      currency: 'EGP',
      allPriceBeforeOffer: 99.99,
      allPriceAfterOffer: 66.99,
    });
    expect(idsOf(await filter({ category: 'prints' }))).toEqual(idsOf(page));
  });

  it('sorts by price and best sellers, and filters the shown price in the currency of availableIn', async () => {
    const f = api.fixture;
    expect(idsOf(await filter({ category: f.printsId, sort: 'price', from: 100, to: 180 }))).toEqual([
      f.nileId,
      f.desertId,
      f.frameId,
    ]);
    expect(idsOf(await filter({ category: f.printsId, sort: '-salesNumber', limit: 2 }))).toEqual([
      f.desertId,
      f.canvasId,
    ]);
    const saudi = await filter({ category: f.printsId, availableIn: 'sa', sort: '-price', from: 10 });
    expect(idsOf(saudi)).toEqual([f.canvasId, f.nileId]);
    expect(saudi.items.map((item) => [item.currency, item.allPriceAfterOffer])).toEqual([
      ['SAR', 90],
      ['SAR', 20],
    ]);
  });

  it('filters by subcategory, collection and properties', async () => {
    const f = api.fixture;
    expect(idsOf(await filter({ subCategory: f.framesId }))).toEqual([f.frameId]);
    expect(idsOf(await filter({ collection: 'summer-sale' }))).toEqual([f.frameId]);
    expect(idsOf(await filter({ properties: [f.paperId, f.a3Id] }))).toEqual([f.frameId]);
  });

  it('paginates and reads bad input as defaults instead of failing', async () => {
    const f = api.fixture;
    const second = await filter({ category: f.printsId, limit: 2, page: 2 });
    expect(idsOf(second)).toEqual([f.frameId, f.desertId]);
    expect(second.pageInfo).toEqual({ hasNext: true, totalCount: 5, totalPages: 3, page: 2, limit: 2 });
    const odd = await filter({
      category: f.printsId,
      sort: 'nonsense',
      page: -4,
      limit: 0,
      from: 500,
      to: 100,
    });
    expect(odd.pageInfo).toMatchObject({ page: 1, limit: 24, totalCount: 4 });
    expect(idsOf(await filter({ category: 'not-a-category' }))).toEqual([]);
  });

  it('refuses an unknown country with 400', async () => {
    const result = await api.client.operation(FILTER, { variables: { availableIn: 'fr' } });
    expectEnvelope(result, COUNTRY_REFUSED);
  });
});
