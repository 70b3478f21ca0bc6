import { toProductContract } from '@souq/core/catalog/product.mapper.ts';
import { addRemoveWishlist, getUserWishlist } from '@souq/core/wishlist/wishlist.service.ts';
import { envelope } from '../envelope.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

export const wishlistQueries = {
  getUserWishlist: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.currentCountry);
      const entries = await getUserWishlist(ctx, { user: args.user });
      return entries.map((entry) => ({
        image: entry.imageId,
        imagePath: entry.imagePath,
        productId: entry.productId,
        name: entry.name,
        arName: entry.arName,
        product: entry.product ? toProductContract(entry.product, ctx.country) : null,
        createdAt: entry.createdAt.toISOString(),
      }));
    }),
} satisfies QueryResolvers;

export const wishlistMutations = {
  addRemoveWishlist: (_parent, args, context) =>
    envelope(async () => {
      const toggle = await addRemoveWishlist(context.serviceContext(), {
        image: args.image,
        user: args.user,
      });
      return { image: toggle.imageId, product: toggle.productId, wishlisted: toggle.wishlisted };
    }),
} satisfies MutationResolvers;
