import type { QueryResolvers, Resolvers } from '../generated/resolvers-types.ts';
import { catalogQueries } from './catalog.resolvers.ts';
import { settingsQueries } from './settings.resolvers.ts';

/**
 * Every Query field. Read when a handler is created, so a test may spy on one of them before
 * calling createGraphqlHandler.
 */
export const queryResolvers = {
  ...settingsQueries,
  ...catalogQueries,
} satisfies QueryResolvers;

export function buildResolvers(): Resolvers {
  return { Query: { ...queryResolvers } };
}
