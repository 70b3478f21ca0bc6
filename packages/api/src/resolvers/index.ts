import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types.ts';
import { accountMutations, accountQueries } from './accounts.resolvers.ts';
import { catalogQueries } from './catalog.resolvers.ts';
import { searchMutations, searchQueries } from './search.resolvers.ts';
import { settingsQueries } from './settings.resolvers.ts';

/**
 * Every Query field. Read when a handler is created, so a test may spy on one of them before
 * calling createGraphqlHandler.
 */
export const queryResolvers = {
  ...settingsQueries,
  ...catalogQueries,
  ...searchQueries,
  ...accountQueries,
} satisfies QueryResolvers;

/** Every Mutation field, read like queryResolvers. */
export const mutationResolvers = {
  ...searchMutations,
  ...accountMutations,
} satisfies MutationResolvers;

export function buildResolvers(): Resolvers {
  return { Query: { ...queryResolvers }, Mutation: { ...mutationResolvers } };
}
