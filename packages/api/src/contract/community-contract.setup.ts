/**
 * Shared set-up of the review and wishlist contract tests: the listing catalog of the category and
 * product pages (packages/testing/src/catalog-listing.fixture.ts), two customers and a staff member
 * with their bearer tokens, and a client of the real GraphQL handler. A fresh database per file.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '@souq/core/db/client.ts';
import type { User } from '@souq/core/db/schema/accounts.schema.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import {
  createContractClient,
  createContractRuntime,
  createTestDatabase,
  type ContractClient,
  type Shape,
} from '@souq/testing';
import { seedListingCatalog, type ListingFixture } from '@souq/testing/catalog-listing.fixture.ts';
import { createTestUser, tokenFor } from './accounts.fixtures.ts';

export { ENVELOPE_FIELDS, LISTED_PRODUCT_FIELDS, listedProductShape } from './listing-contract.setup.ts';

export interface Person {
  user: User;
  token: string;
}

export interface CommunityContract {
  client: ContractClient;
  fixture: ListingFixture;
  database: Database;
  runtime: AppRuntime;
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

/** Registers beforeAll/afterAll hooks; the returned object is filled before the first test. */
export function useCommunityContract(): CommunityContract {
  const state = {} as CommunityContract;
  beforeAll(async () => {
    state.database = await createTestDatabase();
    state.runtime = createContractRuntime(state.database);
    state.client = createContractClient(state.runtime);
    state.fixture = await seedListingCatalog(state.database.db, new Date());
    const person = async (options: Parameters<typeof createTestUser>[1] = {}): Promise<Person> => {
      const user = await createTestUser(state.database, options);
      return { user, token: await tokenFor(state.runtime, user) };
    };
    state.shopper = await person();
    state.other = await person();
    state.staff = await person({ privilageType: 'admin' });
  });
  afterAll(async () => {
    await state.database?.close();
  });
  return state;
}
