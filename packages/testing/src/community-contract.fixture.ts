/**
 * Shared set-up of the review and wishlist contract tests: the listing catalog of the category and
 * product pages (packages/testing/src/catalog-listing.fixture.ts), two customers and a staff member
 * with their bearer tokens, and a client of the real GraphQL handler. A fresh database per file.
 */
import type { User } from '@souq/core/db/schema/accounts.schema.ts';
import { buildUser, type UserOverrides } from './builders/user.builder.ts';
import { seedListingCatalog, type ListingFixture } from './catalog-listing.fixture.ts';
import { tokenFor, useContractApi, type ContractApi } from './contract-api.fixture.ts';
import type { Shape } from './graphql-contract.ts';

export { ENVELOPE_FIELDS, LISTED_PRODUCT_FIELDS, listedProductShape } from './listing-contract.fixture.ts';

export interface Person {
  user: User;
  token: string;
}

export interface CommunityContract extends ContractApi<ListingFixture> {
  shopper: Person;
  other: Person;
  staff: Person;
}

export const REVIEW_FIELDS =
  '_id type text rating product post parent user { _id name image } attachments createdAt';

export const reviewShape: Shape = {
  _id: 'id',
  type: 'string',
  text: 'string',
  rating: 'integer?',
  product: 'string?',
  post: 'string?',
  parent: 'string?',
  user: { _id: 'id', name: 'string', image: 'string?' },
  attachments: ['string'],
  createdAt: 'string',
};

/** The listing catalog behind the API, two customers and a staff member. */
export function useCommunityContract(): CommunityContract {
  const api = useContractApi({
    seed: async (db, now) => {
      const fixture = await seedListingCatalog(db, now);
      const person = async (overrides: UserOverrides = {}): Promise<Person> => {
        const user = await buildUser(db, overrides);
        return { user, token: tokenFor(api.runtime, user) };
      };
      Object.assign(api, {
        shopper: await person(),
        other: await person(),
        staff: await person({ privilageType: 'admin' }),
      });
      return fixture;
    },
  }) as CommunityContract;
  return api;
}
