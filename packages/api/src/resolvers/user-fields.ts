/**
 * The User fields kept in other tables (wallet, referral code and its uses, hearts): loaded when a
 * client asks for one of them, once per request and user, and null unless the viewer is the user
 * or staff (accountExtrasOf decides).
 */
import { accountExtrasOf } from '@souq/core/accounts/account-extras.service.ts';
import type { UserResolvers } from '../generated/resolvers-types.ts';
import { perRequest } from './per-request.ts';

const extrasOf = perRequest((userId, context) => accountExtrasOf(context.serviceContext(), userId));

export const userFieldResolvers: UserResolvers = {
  wallet: async (parent, _args, context) => (await extrasOf(parent._id, context))?.wallet ?? null,
  referralCode: async (parent, _args, context) => (await extrasOf(parent._id, context))?.referralCode ?? null,
  referralCodeUses: async (parent, _args, context) =>
    (await extrasOf(parent._id, context))?.referralCodeUses ?? null,
  hearts: async (parent, _args, context) => (await extrasOf(parent._id, context))?.hearts ?? null,
};
