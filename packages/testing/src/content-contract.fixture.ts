/**
 * Shared set-up of the contract tests of the content pages: a fresh database per test file with the
 * content fixture (packages/testing/src/content-pages.fixture.ts), a client, and a temporary
 * uploads folder for CVs.
 */
import { seedContentPages, type ContentPagesFixture } from './content-pages.fixture.ts';
import { useContractApi, type ContractApi } from './contract-api.fixture.ts';
import type { Shape } from './graphql-contract.ts';

export { ENVELOPE_FIELDS } from './graphql-contract.ts';

export const TERMS_FIELDS =
  '_id type description arDescription content { title arTitle description arDescription } updatedAt';
export const termsShape: Shape = {
  _id: 'id',
  type: 'string',
  description: 'string',
  arDescription: 'string',
  content: [{ title: 'string', arTitle: 'string', description: 'string', arDescription: 'string' }],
  updatedAt: 'string',
};
export const POST_FIELDS =
  '_id slug type title arTitle description arDescription excerpt arExcerpt image publishedAt createdAt';
export const postShape: Shape = {
  _id: 'id',
  slug: 'string',
  type: 'string',
  title: 'string',
  arTitle: 'string',
  description: 'string',
  arDescription: 'string',
  excerpt: 'string',
  arExcerpt: 'string',
  image: 'string?',
  publishedAt: 'string',
  createdAt: 'string',
};

/** The `fieldErrors` of a form mutation's envelope (beside the common envelope fields). */
export const fieldErrorsIn = (result: object): unknown => (result as { fieldErrors?: unknown }).fieldErrors;

export type ContentContract = ContractApi<ContentPagesFixture>;

/** The content fixture (unless `seed: false`) behind the API, with a temporary uploads folder. */
export const useContentContract = (options: { seed?: boolean } = {}): ContentContract =>
  useContractApi({
    dataDir: true,
    ...(options.seed === false ? {} : { seed: seedContentPages }),
  }) as ContentContract;
