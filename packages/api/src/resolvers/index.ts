import type { MutationResolvers, QueryResolvers, Resolvers } from '../generated/resolvers-types.ts';
import { accountMutations, accountQueries } from './accounts.resolvers.ts';
import { cartMutations, cartQueries } from './cart.resolvers.ts';
import { catalogQueries } from './catalog.resolvers.ts';
import { checkoutMutations, checkoutQueries } from './checkout.resolvers.ts';
import { contentMutations, contentQueries } from './content.resolvers.ts';
import { giftCardMutations } from './gift-cards.resolvers.ts';
import { orderMutations } from './orders.resolvers.ts';
import { productFieldResolvers } from './product-fields.ts';
import { userFieldResolvers } from './user-fields.ts';
import { reviewMutations, reviewQueries } from './reviews.resolvers.ts';
import { catalogPageQueries } from './catalog-pages.resolvers.ts';
import { searchMutations, searchQueries } from './search.resolvers.ts';
import { settingsQueries } from './settings.resolvers.ts';
import { ticketMutations, ticketQueries } from './tickets.resolvers.ts';
import { profitMutations, profitQueries } from './profits.resolvers.ts';
import { walletMutations } from './wallet.resolvers.ts';
import { wishlistMutations, wishlistQueries } from './wishlist.resolvers.ts';

/**
 * Every Query field. Read when a handler is created, so a test may spy on one of them before
 * calling createGraphqlHandler.
 */
export const queryResolvers = {
  ...settingsQueries,
  ...cartQueries,
  ...checkoutQueries,
  ...catalogQueries,
  ...catalogPageQueries,
  ...searchQueries,
  ...accountQueries,
  ...reviewQueries,
  ...wishlistQueries,
  ...contentQueries,
  ...ticketQueries,
  ...profitQueries,
} satisfies QueryResolvers;

/** Every Mutation field, read like queryResolvers. */
export const mutationResolvers = {
  ...searchMutations,
  ...cartMutations,
  ...checkoutMutations,
  ...accountMutations,
  ...reviewMutations,
  ...wishlistMutations,
  ...walletMutations,
  ...contentMutations,
  ...giftCardMutations,
  ...orderMutations,
  ...ticketMutations,
  ...profitMutations,
} satisfies MutationResolvers;

export function buildResolvers(): Resolvers {
  return {
    Query: { ...queryResolvers },
    Mutation: { ...mutationResolvers },
    Product: productFieldResolvers as Resolvers['Product'],
    User: userFieldResolvers,
  };
}
