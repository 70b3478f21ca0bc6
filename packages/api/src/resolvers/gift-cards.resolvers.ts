import { toCartContract } from '@souq/core/cart/cart.mapper.ts';
import {
  createGiftCardForCart,
  toGiftCardContract,
} from '@souq/core/promotions/gift-card-purchase.service.ts';
import { envelope } from '../envelope.ts';
import type { MutationResolvers } from '../generated/resolvers-types.ts';

/** Buying gift cards (docs/decisions/021); every rule lives in core/promotions. */
export const giftCardMutations = {
  createGiftCard: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.currentCountry);
      const { card, view } = await createGiftCardForCart(ctx, {
        cart: args.cart,
        theme: args.theme,
        amount: args.amount,
        senderName: args.senderName,
        senderEmail: args.senderEmail,
        recipientName: args.recipientName,
        recipientEmail: args.recipientEmail,
        recipientLang: args.recipientLang,
        message: args.message,
        startDate: args.startDate,
        agreeNonRefundable: args.agreeNonRefundable,
        createdIn: 'api',
      });
      return { giftCard: toGiftCardContract(card), cart: toCartContract(view) };
    }),
} satisfies MutationResolvers;
