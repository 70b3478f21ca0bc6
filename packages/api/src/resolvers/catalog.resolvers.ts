import {
  getProductById,
  listVisibleCategories,
  PRODUCT_NOT_FOUND_MESSAGE,
  type ProductState,
} from '@souq/core/catalog/catalog.service.ts';
import { toCategoryContract, toProductContract } from '@souq/core/catalog/product.mapper.ts';
import { notFound } from '@souq/core/errors.ts';
import { envelope } from '../envelope.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

const PRODUCT_STATES: readonly ProductState[] = ['active', 'draft', 'archived'];

/** A `status` argument no product can have finds no product (rather than a 400 older clients never saw). */
function parseProductState(value: string | null | undefined): ProductState | undefined {
  if (value == null || value.trim() === '') return undefined;
  const state = value.trim().toLowerCase();
  if ((PRODUCT_STATES as readonly string[]).includes(state)) return state as ProductState;
  throw notFound('product', PRODUCT_NOT_FOUND_MESSAGE);
}

export const catalogQueries = {
  getCategories: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.currentCountry);
      return (await listVisibleCategories(ctx)).map(toCategoryContract);
    }),

  getProductById: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.availableIn);
      const status = parseProductState(args.status);
      const product = await getProductById(ctx, {
        productId: args.product,
        ...(status ? { status } : {}),
        ...(args.productStatus != null ? { productStatus: args.productStatus } : {}),
      });
      return toProductContract(product, ctx.country);
    }),
} satisfies QueryResolvers;
