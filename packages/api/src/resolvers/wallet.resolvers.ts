import { requestReferralCodeProfit } from '@souq/core/wallet/wallet.service.ts';
import { envelope } from '../envelope.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';

export const walletMutations = {
  requestReferralCodeProfit: (_parent, args, context) =>
    envelope(async () => {
      const moved = await requestReferralCodeProfit(context.serviceContext(), { amount: args.amount });
      return {
        currency: moved.currency,
        amount: moved.amount,
        walletBalance: moved.walletBalance,
        referralBalance: moved.referralBalance,
      };
    }),
} satisfies MutationResolvers;
