import {
  addToCart,
  createNewCartForUser,
  getCartById,
  getCartByUser,
  reduceFromCart,
  removeFromCart,
  replaceFakeCart,
} from '@souq/core/cart/cart.service.ts';
import { toCartContract } from '@souq/core/cart/cart.mapper.ts';
import { envelope } from '../envelope.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

/** The cart operations of SPEC.md section 7; every rule lives in core/cart (docs/decisions/013). */
export const cartQueries = {
  getCartById: (_parent, args, context) =>
    envelope(async () =>
      toCartContract(await getCartById(context.serviceContext(args.currentCountry), args.cart)),
    ),

  getCartBYUser: (_parent, args, context) =>
    envelope(async () =>
      toCartContract(await getCartByUser(context.serviceContext(args.currentCountry), args.user)),
    ),
} satisfies QueryResolvers;

export const cartMutations = {
  addToCart: (_parent, args, context) =>
    envelope(async () =>
      toCartContract(
        await addToCart(context.serviceContext(args.currentCountry), {
          cart: args.cart,
          image: args.image,
          giftCard: args.giftCard,
          features: args.features,
          quantity: args.quantity,
          createdIn: 'api',
        }),
      ),
    ),

  removeFromCart: (_parent, args, context) =>
    envelope(async () =>
      toCartContract(
        await removeFromCart(context.serviceContext(args.currentCountry), {
          cart: args.cart,
          line: args.line,
          image: args.image,
          features: args.features,
          giftCard: args.giftCard,
        }),
      ),
    ),

  reduceFromCart: (_parent, args, context) =>
    envelope(async () =>
      toCartContract(
        await reduceFromCart(context.serviceContext(args.currentCountry), {
          cart: args.cart,
          line: args.line,
          image: args.image,
          features: args.features,
          giftCard: args.giftCard,
        }),
      ),
    ),

  createNewCartForUser: (_parent, args, context) =>
    envelope(async () =>
      toCartContract(await createNewCartForUser(context.serviceContext(args.currentCountry), args.user)),
    ),

  replaceFakeCart: (_parent, args, context) =>
    envelope(async () =>
      toCartContract(
        await replaceFakeCart(context.serviceContext(args.currentCountry), {
          fakeCartId: args.fakeCartId,
          userId: args.userId,
        }),
      ),
    ),
} satisfies MutationResolvers;
