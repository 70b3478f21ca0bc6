/**
 * Shared set-up of the contract tests of the category and product pages: a fresh database per test
 * file with the listing catalog (packages/testing/src/catalog-listing.fixture.ts) and a client.
 */
import { seedListingCatalog, type ListingFixture } from './catalog-listing.fixture.ts';
import { useContractApi, type ContractApi } from './contract-api.fixture.ts';
import type { Shape } from './graphql-contract.ts';

export { ENVELOPE_FIELDS } from './graphql-contract.ts';

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

export type ListingContract = ContractApi<ListingFixture>;

/** The listing catalog behind the API. */
export const useListingContract = (): ListingContract => useContractApi({ seed: seedListingCatalog });
