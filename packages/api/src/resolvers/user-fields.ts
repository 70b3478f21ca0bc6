/**
 * The User fields kept in other tables (wallet, referral code and its uses, hearts): loaded when a
 * client asks for one of them, once per request and user, and null unless the viewer is the user
 * or staff (accountExtrasOf decides).
 */
import { accountExtrasOf, type AccountExtras } from '@souq/core/accounts/account-extras.service.ts';
import type { GraphqlContext } from '../context.ts';
import type { UserResolvers } from '../generated/resolvers-types.ts';

const extras = new WeakMap<GraphqlContext, Map<string, Promise<AccountExtras | null>>>();

function extrasOf(userId: string, context: GraphqlContext): Promise<AccountExtras | null> {
  let cache = extras.get(context);
  if (!cache) extras.set(context, (cache = new Map()));
  let answer = cache.get(userId);
  if (!answer) {
    answer = accountExtrasOf(context.serviceContext(), userId);
    cache.set(userId, answer);
  }
  return answer;
}

export const userFieldResolvers: UserResolvers = {
  wallet: async (parent, _args, context) => (await extrasOf(parent._id, context))?.wallet ?? null,
  referralCode: async (parent, _args, context) => (await extrasOf(parent._id, context))?.referralCode ?? null,
  referralCodeUses: async (parent, _args, context) =>
    (await extrasOf(parent._id, context))?.referralCodeUses ?? null,
  hearts: async (parent, _args, context) => (await extrasOf(parent._id, context))?.hearts ?? null,
};
