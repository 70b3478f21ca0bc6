import {
  addToCart,
  createNewCartForUser,
  getCartById,
  getCartByUser,
  reduceFromCart,
  removeFromCart,
  replaceFakeCart,
  type CartView,
} from '@souq/core/cart/cart.service.ts';
import { toCartContract } from '@souq/core/cart/cart.mapper.ts';
import type { ServiceContext } from '@souq/core/context.ts';
import type { GraphqlContext } from '../context.ts';
import { envelope } from '../envelope.ts';
import type {
  MutationRemoveFromCartArgs,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';

/** An envelope with the cart a service answers, for the operation's `currentCountry`. */
const cartEnvelope = (
  context: GraphqlContext,
  country: string | null | undefined,
  run: (ctx: ServiceContext) => Promise<CartView>,
) => envelope(async () => toCartContract(await run(context.serviceContext(country))));

/** The line a remove or reduce names: its id, else the image, features or gift card it holds. */
const lineOf = (args: MutationRemoveFromCartArgs) => ({
  cart: args.cart,
  line: args.line,
  image: args.image,
  features: args.features,
  giftCard: args.giftCard,
});

/** The cart operations of SPEC.md section 7; every rule lives in core/cart (docs/decisions/013). */
export const cartQueries = {
  getCartById: (_parent, args, context) =>
    cartEnvelope(context, args.currentCountry, (ctx) => getCartById(ctx, args.cart)),

  getCartBYUser: (_parent, args, context) =>
    cartEnvelope(context, args.currentCountry, (ctx) => getCartByUser(ctx, args.user)),
} satisfies QueryResolvers;

export const cartMutations = {
  addToCart: (_parent, args, context) =>
    cartEnvelope(context, args.currentCountry, (ctx) =>
      addToCart(ctx, {
        cart: args.cart,
        image: args.image,
        giftCard: args.giftCard,
        features: args.features,
        quantity: args.quantity,
        createdIn: 'api',
      }),
    ),

  removeFromCart: (_parent, args, context) =>
    cartEnvelope(context, args.currentCountry, (ctx) => removeFromCart(ctx, lineOf(args))),

  reduceFromCart: (_parent, args, context) =>
    cartEnvelope(context, args.currentCountry, (ctx) => reduceFromCart(ctx, lineOf(args))),

  createNewCartForUser: (_parent, args, context) =>
    cartEnvelope(context, args.currentCountry, (ctx) => createNewCartForUser(ctx, args.user)),

  replaceFakeCart: (_parent, args, context) =>
    cartEnvelope(context, args.currentCountry, (ctx) =>
      replaceFakeCart(ctx, { fakeCartId: args.fakeCartId, userId: args.userId }),
    ),
} satisfies MutationResolvers;
