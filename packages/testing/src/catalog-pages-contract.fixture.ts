/**
 * Shared set-up of the contract tests of the catalog listing pages: a fresh database per test file
 * with the catalog-pages fixture (the listing catalog plus tags, designers, collections and home
 * pictures: packages/testing/src/catalog-pages.fixture.ts) and a client.
 */
import { seedCatalogPages, type CatalogPagesFixture } from './catalog-pages.fixture.ts';
import { useContractApi, type ContractApi } from './contract-api.fixture.ts';
import { expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope, type Shape } from './graphql-contract.ts';
import { COUNTRY_REFUSED, LISTED_PRODUCT_FIELDS, listedProductShape } from './listing-contract.fixture.ts';

export {
  COUNTRY_REFUSED,
  ENVELOPE_FIELDS,
  LISTED_PRODUCT_FIELDS,
  listedProductShape,
} from './listing-contract.fixture.ts';

export const COLLECTION_FIELDS = `
  _id slug title arTitle description arDescription startDate endDate banner image status discount
  createdAt displayOrder running productsCount
`;

export const collectionShape: Shape = {
  _id: 'id',
  slug: 'string',
  title: 'string',
  arTitle: 'string',
  description: 'string?',
  arDescription: 'string?',
  startDate: 'string?',
  endDate: 'string?',
  banner: 'string?',
  image: 'string?',
  status: 'boolean',
  discount: 'number',
  createdAt: 'string',
  displayOrder: 'integer',
  running: 'boolean',
  productsCount: 'integer',
};

export const DESIGNER_FIELDS = `
  _id role name fName lName slug image description arDescription city country featured salesNumber
  status email createdAt productsCount
`;

export const designerShape: Shape = {
  _id: 'id',
  role: 'string',
  name: 'string',
  fName: 'string?',
  lName: 'string?',
  slug: 'string',
  image: 'string?',
  description: 'string?',
  arDescription: 'string?',
  city: 'string?',
  country: 'string?',
  featured: 'boolean',
  salesNumber: 'integer',
  status: 'boolean',
  email: null,
  createdAt: 'string',
  productsCount: 'integer',
};

export type CatalogPagesContract = ContractApi<CatalogPagesFixture>;

/** The catalog-pages fixture behind the API. */
export const useCatalogPagesContract = (): CatalogPagesContract => useContractApi({ seed: seedCatalogPages });

/** The `_id`s of a list result. */
export const idsOf = (items: Array<{ _id: string }> | null | undefined) =>
  (items ?? []).map((item) => item._id);

/** A query of a product list: `name(args)` with LISTED_PRODUCT_FIELDS. */
export const productListQuery = (name: string, declarations = '') =>
  envelopeDocument('query', name, declarations, LISTED_PRODUCT_FIELDS);

export interface ListedProduct {
  _id: string;
  currency: string;
  allPriceBeforeOffer: number;
  allPriceAfterOffer: number;
  hasOffer: boolean;
  totalDiscount: number;
}

/** The catalog-pages API and a caller of one product list query (`declarations` its variables). */
export function useProductList(name: string, declarations: string) {
  const api = useCatalogPagesContract();
  const query = productListQuery(name, declarations);
  const list = (variables: Record<string, unknown>) =>
    api.client.operation<ListedProduct[]>(query, { variables });
  return { api, list };
}

/**
 * The catalog-pages API and a caller of a home list whose only argument is the optional
 * availableIn: without a country the query is sent with no argument at all.
 */
export function useCountryProductList(name: string) {
  const api = useCatalogPagesContract();
  const bare = productListQuery(name);
  const inCountry = productListQuery(name, '$availableIn: String');
  const list = (availableIn?: string) =>
    availableIn === undefined
      ? api.client.operation<ListedProduct[]>(bare)
      : api.client.operation<ListedProduct[]>(inCountry, { variables: { availableIn } });
  return { api, list };
}

/** The test every home list shares: Saudi Arabia's products priced in SAR, 400 for an unknown country. */
export function itFollowsAvailableIn(
  { api, list }: ReturnType<typeof useCountryProductList>,
  saudiIds: (fixture: CatalogPagesFixture) => string[],
) {
  it('follows the optional availableIn and refuses an unknown country with 400', async () => {
    const saudi = await list('sa');
    expectEnvelope(saudi, { status_code: 200, dataShape: [listedProductShape] });
    expect(idsOf(saudi.data)).toEqual(saudiIds(api.fixture));
    for (const item of saudi.data!) expect(item.currency).toBe('SAR');
    expect(api.fixture).toBeDefined();
    expectEnvelope(await list('atlantis'), COUNTRY_REFUSED);
  });
}
