/**
 * Shared set-up of the contract tests of the catalog listing pages: a fresh database per test file
 * with the catalog-pages fixture (the listing catalog plus tags, designers, collections and home
 * pictures: packages/testing/src/catalog-pages.fixture.ts) and a client.
 */
import { seedCatalogPages, type CatalogPagesFixture } from './catalog-pages.fixture.ts';
import { useContractApi, type ContractApi } from './contract-api.fixture.ts';
import { ENVELOPE_FIELDS, type Shape } from './graphql-contract.ts';
import { LISTED_PRODUCT_FIELDS } from './listing-contract.fixture.ts';

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
export const productListQuery = (
  name: string,
  declarations = '',
  args = '',
) => `query ${name[0]!.toUpperCase()}${name.slice(1)}${declarations ? `(${declarations})` : ''} {
  ${name}${args ? `(${args})` : ''} { ${ENVELOPE_FIELDS} data { ${LISTED_PRODUCT_FIELDS} } }
}`;

export interface ListedProduct {
  _id: string;
  currency: string;
  allPriceBeforeOffer: number;
  allPriceAfterOffer: number;
  hasOffer: boolean;
  totalDiscount: number;
}
