import { parseLanguage } from '@souq/core/locale/parse.ts';
import {
  toGlobalSearchContract,
  toSearchKeywordContract,
  toSuggestionsContract,
  toUserContract,
} from '@souq/core/search/search.mapper.ts';
import {
  globalSearch,
  recordSearchKeyword,
  searchAllProducts,
  searchUser,
  suggest,
} from '@souq/core/search/search.service.ts';
import { countryArgument } from '../context.ts';
import { envelope } from '../envelope.ts';
import { productListEnvelope } from './product-list.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

export const searchQueries = {
  globalSearch: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.filter?.availableIn || args.currentCountry);
      const priceCountry = countryArgument(args.currentCountry || args.filter?.availableIn);
      const result = await globalSearch(ctx, {
        searchText: args.searchText,
        lang: parseLanguage(args.filter?.lang),
        sort: args.sort,
        page: args.page,
        limit: args.limit,
        designerLimit: args.designerLimit,
      });
      return toGlobalSearchContract(result, priceCountry);
    }),

  searchAllProducts: (_parent, args, context) =>
    productListEnvelope(
      context,
      args.availableIn,
      async (ctx) =>
        (
          await searchAllProducts(ctx, {
            value: args.value,
            sort: args.sort,
            page: args.page,
            limit: args.limit,
          })
        ).products,
    ),

  searchUser: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext();
      const users = await searchUser(ctx, { value: args.value, role: args.role, limit: args.limit });
      return users.map(toUserContract);
    }),

  searchSuggestions: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.currentCountry);
      const suggestions = await suggest(ctx, { text: args.text, lang: parseLanguage(args.lang) });
      return toSuggestionsContract(suggestions, ctx.country);
    }),
} satisfies QueryResolvers;

export const searchMutations = {
  newSearchKeyword: (_parent, args, context) =>
    envelope(async () => {
      const recorded = await recordSearchKeyword(context.serviceContext(), args.keyword);
      return recorded ? toSearchKeywordContract(recorded) : null;
    }),
} satisfies MutationResolvers;
