import { beforeAll, describe, expect, it } from 'vitest';
import { refreshProductSearchDocuments } from '@souq/core/search/search-documents.ts';
import { envelopeDocument, expectEnvelope, type Shape } from '@souq/testing';
import { seedCatalog } from '@souq/testing/catalog-contract.fixture.ts';
import { useContractApi } from '@souq/testing/contract-api.fixture.ts';
import { productPriceShape } from '@souq/testing/product-price-contract.ts';

const PRODUCT_FIELDS = `_id name arName egPrice suPrice emPrice allPriceBeforeOffer allPriceAfterOffer currency
  hasOffer totalDiscount availableIn primaryProductImagePath createdAt
  designer { _id slug name } category { _id }`;

const GLOBAL_SEARCH = `query GlobalSearch($searchText: String, $filter: SearchFilter, $currentCountry: String, $sort: String, $page: Int, $limit: Int) {
  globalSearch(searchText: $searchText, filter: $filter, currentCountry: $currentCountry, sort: $sort, page: $page, limit: $limit) {
    status_code message errors message_key error_code
    data {
      products { ${PRODUCT_FIELDS} }
      designers { _id role name fName lName slug image description arDescription city country featured salesNumber status email createdAt }
      page limit hasMore
    }
  }
}`;

const SEARCH_ALL = envelopeDocument(
  'query',
  'searchAllProducts',
  '$value: String, $availableIn: String, $page: Int, $limit: Int',
  PRODUCT_FIELDS,
);

const productShape: Shape = {
  _id: 'id',
  name: 'string',
  arName: 'string',
  ...productPriceShape,
  hasOffer: 'boolean',
  totalDiscount: 'number',
  availableIn: ['string'],
  primaryProductImagePath: 'string?',
  createdAt: 'string',
  designer: { _id: 'id', slug: 'string', name: 'string' },
  category: { _id: 'id' },
};
const userShape: Shape = {
  _id: 'id',
  role: 'string',
  name: 'string',
  slug: 'string',
  image: 'string?',
  featured: 'boolean',
  salesNumber: 'integer',
  status: 'boolean',
  email: 'string?',
  createdAt: 'string',
};
const globalShape: Shape = {
  products: [productShape],
  designers: [userShape],
  page: 'integer',
  limit: 'integer',
  hasMore: 'boolean',
};

interface GlobalData {
  products: Array<Record<string, unknown> & { _id: string }>;
  designers: Array<Record<string, unknown> & { _id: string }>;
  page: number;
  limit: number;
  hasMore: boolean;
}

const api = useContractApi({ seed: seedCatalog });
beforeAll(async () => {
  await refreshProductSearchDocuments(api.database);
});

const search = (variables: Record<string, unknown>) =>
  api.client.operation<GlobalData>(GLOBAL_SEARCH, { variables });

describe('globalSearch', () => {
  it('finds products and designers, priced in the country (Egypt by default)', async () => {
    const result = await search({ searchText: 'brass' });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: globalShape });
    expect(result.data!.products).toHaveLength(1);
    expect(result.data!.products[0]).toMatchObject({
      _id: api.fixture.lampId,
      name: 'Brass lamp',
      arName: 'مصباح نحاسي',
      egPrice: 450.5,
      currency: 'EGP',
      allPriceBeforeOffer: 450.5,
      allPriceAfterOffer: 360.4,
      hasOffer: true,
    });
    expect(result.data).toMatchObject({ page: 1, limit: 24, hasMore: false });
  });

  it('finds the Arabic name whatever the hamza, teh marbuta or tashkeel', async () => {
    for (const searchText of ['مصباح نحاسي', 'مِصْبَاح', 'مصباح نحاسى', 'نحاس']) {
      const result = await search({ searchText });
      expectEnvelope(result, { status_code: 200, dataShape: globalShape });
      expect(
        result.data!.products.map((product) => product._id),
        searchText,
      ).toEqual([api.fixture.lampId]);
    }
  });

  it('searches the country of filter.availableIn, prices in currentCountry', async () => {
    const inEmirates = await search({ searchText: 'vase', filter: { availableIn: 'ae' } });
    expect(inEmirates.data!.products.map((product) => product._id)).toEqual([api.fixture.vaseId]);
    expect(inEmirates.data!.products[0]).toMatchObject({ currency: 'AED', allPriceBeforeOffer: 120 });
    expect((await search({ searchText: 'vase' })).data!.products).toEqual([]);
    const saudi = await search({ searchText: 'lamp', currentCountry: 'saudi' });
    expect(saudi.data!.products[0]).toMatchObject({ currency: 'SAR', allPriceBeforeOffer: 99.5 });
  });

  it('gives designers matching the text, without their email', async () => {
    const result = await search({ searchText: 'mona', filter: { lang: 'en' } });
    expectEnvelope(result, { status_code: 200, dataShape: globalShape });
    expect(result.data!.designers).toEqual([
      expect.objectContaining({
        _id: api.fixture.designerId,
        role: 'designer',
        name: 'Mona Adel',
        email: null,
      }),
    ]);
  });

  it('accepts sort, page and limit', async () => {
    const result = await search({ searchText: 'lamp', sort: '-createdAt', page: 1, limit: 1 });
    expectEnvelope(result, { status_code: 200, dataShape: globalShape });
    expect(result.data).toMatchObject({ page: 1, limit: 1, hasMore: false });
    const second = await search({ searchText: 'lamp', page: 2, limit: 1 });
    expect(second.data!.products).toEqual([]);
  });

  it.each([
    ['no text', {}],
    ['an empty text', { searchText: '' }],
    ['spaces', { searchText: '    ' }],
    ['punctuation', { searchText: '?!.,;:' }],
    ['tsquery syntax', { searchText: "& | ! : * ( ) '" }],
    ['10,000 characters', { searchText: 'x'.repeat(10_000) }],
    ['SQL', { searchText: "lamp'); drop table products; --" }],
    ['mixed scripts', { searchText: 'brass مصباح' }],
  ])('answers 200 with a list for %s', async (_what, variables) => {
    const result = await search(variables);
    expectEnvelope(result, { status_code: 200, dataShape: globalShape });
  });

  it('answers 400 for an unknown country', async () => {
    expectEnvelope(await search({ searchText: 'lamp', currentCountry: 'mars' }), {
      status_code: 400,
      message: 'This currency is not available in site!.',
      message_key: 'errors.country.notAvailable',
    });
    expectEnvelope(await search({ searchText: 'lamp', filter: { availableIn: 'xx' } }), { status_code: 400 });
  });
});

describe('searchAllProducts', () => {
  it('gives the matching products of the country', async () => {
    const result = await api.client.operation<Array<{ _id: string }>>(SEARCH_ALL, {
      variables: { value: 'brass lamp', availableIn: 'sa' },
    });
    expectEnvelope(result, { status_code: 200, dataShape: [productShape] });
    expect(result.data!.map((product) => product._id)).toEqual([api.fixture.lampId]);
  });

  it('gives an empty list for nothing to search and 400 for an unknown country', async () => {
    const empty = await api.client.operation(SEARCH_ALL, { variables: { value: '  ' } });
    expectEnvelope(empty, { status_code: 200, dataShape: [productShape] });
    expect(empty.data).toEqual([]);
    expectEnvelope(
      await api.client.operation(SEARCH_ALL, { variables: { value: 'lamp', availableIn: 'mars' } }),
      {
        status_code: 400,
      },
    );
  });
});
