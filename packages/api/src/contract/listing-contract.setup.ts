/**
 * Shared set-up of the contract tests of the category and product pages: a fresh database per test
 * file with the listing catalog (packages/testing/src/catalog-listing.fixture.ts) and a client.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@souq/core/db/client.ts';
import {
  createContractClient,
  createContractRuntime,
  createTestDatabase,
  type ContractClient,
  type Shape,
} from '@souq/testing';
import { seedListingCatalog, type ListingFixture } from '@souq/testing/catalog-listing.fixture.ts';

export const ENVELOPE_FIELDS = 'status_code message errors message_key error_code';

export const LISTED_PRODUCT_FIELDS = `
  _id slug name arName currency allPriceBeforeOffer allPriceAfterOffer hasOffer totalDiscount
  egPrice suPrice emPrice availableIn primaryProductImagePath salesNumberInEg
  designer { _id name } category { _id } subCategory { _id } collection { _id }
`;

export const listedProductShape: Shape = {
  _id: 'id',
  slug: 'string',
  name: 'string',
  arName: 'string',
  currency: 'string',
  allPriceBeforeOffer: 'number',
  allPriceAfterOffer: 'number',
  hasOffer: 'boolean',
  totalDiscount: 'number',
  egPrice: 'number?',
  suPrice: 'number?',
  emPrice: 'number?',
  availableIn: ['string'],
  primaryProductImagePath: 'string?',
  salesNumberInEg: 'integer',
  designer: { _id: 'id', name: 'string' },
  category: { _id: 'id' },
  subCategory: 'any',
  collection: 'any',
};

export const IMAGE_FIELDS = `
  _id path originalName primaryImage featured stage egExtraPrice suExtraPrice emExtraPrice
  otherImages { _id path }
  features { _id property arProperty value arValue featureImage egExtraPrice suExtraPrice emExtraPrice description arDescription }
`;

export const imageShape: Shape = {
  _id: 'id',
  path: 'string',
  originalName: 'string?',
  primaryImage: 'boolean',
  featured: 'boolean',
  stage: 'string?',
  egExtraPrice: 'number?',
  suExtraPrice: 'number?',
  emExtraPrice: 'number?',
  otherImages: [{ _id: 'id', path: 'string' }],
  features: [
    {
      _id: 'id',
      property: 'string',
      arProperty: 'string',
      value: 'string',
      arValue: 'string',
      egExtraPrice: 'number?',
      suExtraPrice: 'number?',
      emExtraPrice: 'number?',
    },
  ],
};

export const COUNTRY_REFUSED = {
  status_code: 400,
  message: 'This currency is not available in site!.',
  message_key: 'errors.country.notAvailable',
} as const;

export interface ListingContract {
  client: ContractClient;
  fixture: ListingFixture;
}

/** Registers beforeAll/afterAll hooks; the returned object is filled before the first test. */
export function useListingContract(): ListingContract {
  const state = {} as ListingContract;
  let database: Database | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    state.client = createContractClient(createContractRuntime(database));
    state.fixture = await seedListingCatalog(database.db, new Date());
  });
  afterAll(async () => {
    await database?.close();
  });
  return state;
}
