import {
  getProductById,
  listVisibleCategories,
  PRODUCT_NOT_FOUND_MESSAGE,
  type ProductState,
} from '@souq/core/catalog/catalog.service.ts';
import {
  filterProducts,
  getCategoryBySlug,
  getProductsByCategoryId,
  getSuggestedProducts,
} from '@souq/core/catalog/category-listing.service.ts';
import { getImageById, getProductImages } from '@souq/core/catalog/product-page.service.ts';
import { toCategoryContract, toImageContract, toProductContract } from '@souq/core/catalog/product.mapper.ts';
import { notFound } from '@souq/core/errors.ts';
import { envelope } from '../envelope.ts';
import { productListEnvelope } from './product-list.ts';
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

  getCategoryBySlug: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.currentCountry);
      return toCategoryContract(await getCategoryBySlug(ctx, args.slug));
    }),

  filterProducts: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.availableIn);
      const { items, pageInfo } = await filterProducts(ctx, {
        category: args.category,
        subCategory: args.subCategory,
        collection: args.collection,
        properties: args.properties,
        lang: args.lang,
        sort: args.sort,
        from: args.from,
        to: args.to,
        page: args.page,
        perPage: args.limit,
      });
      return { items: items.map((item) => toProductContract(item, ctx.country)), pageInfo };
    }),

  getProductsByCategoryId: (_parent, args, context) =>
    productListEnvelope(context, args.availableIn, (ctx) =>
      getProductsByCategoryId(ctx, { categoryId: args.category }),
    ),

  getSuggestedProducts: (_parent, args, context) =>
    productListEnvelope(context, args.availableIn, (ctx) =>
      getSuggestedProducts(ctx, {
        categoryId: args.categoryId,
        subCategoryId: args.subCategoryId,
        productId: args.product,
        limit: args.limit,
      }),
    ),

  getProductImages: (_parent, args, context) =>
    envelope(async () => {
      const images = await getProductImages(context.serviceContext(), args.product);
      return images.map(toImageContract);
    }),

  getImageById: (_parent, args, context) =>
    envelope(async () => toImageContract(await getImageById(context.serviceContext(), args.image))),
} satisfies QueryResolvers;
