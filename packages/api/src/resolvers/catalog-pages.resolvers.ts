/**
 * The queries of the catalog listing pages (SPEC.md section 7): collections, tags, designers, the
 * home lists, offers, attributes and the home pictures. Each parses its arguments, calls one core
 * service and maps the result to the contract.
 */
import {
  toAdvertContract,
  toAttributeContract,
  toBannerContract,
  toCategoryProductsContract,
  toCollectionContract,
  toCollectionProductsContract,
  toDesignerContract,
  toSliderContract,
  toTagContract,
} from '@souq/core/catalog/catalog-pages.mapper.ts';
import {
  getCollection,
  getProductsByCollectionId,
  listCollections,
} from '@souq/core/catalog/collection.service.ts';
import {
  getFeaturedDesigners,
  getProductsByDesigner,
  getProductsByManufacturer,
  sortDesigners,
} from '@souq/core/catalog/designer-listing.service.ts';
import {
  getFeaturedProducts,
  getIdesignProducts,
  getNewArrivals,
  getOfferForHome,
  getPaginatedProductsWithOffer,
  getProductsWithOffer,
  homeProductsWithCategory,
  homeProductsWithCollection,
} from '@souq/core/catalog/home.service.ts';
import { toProductContract } from '@souq/core/catalog/product.mapper.ts';
import { getAttributes, getProductsByTagId, getTag } from '@souq/core/catalog/tag.service.ts';
import { getAdvert, getBanners, getSliders } from '@souq/core/content/home-content.service.ts';
import { parseLanguage } from '@souq/core/locale/parse.ts';
import { envelope } from '../envelope.ts';
import { productListEnvelope } from './product-list.ts';
import type { QueryResolvers } from '../generated/resolvers-types.ts';

export const catalogPageQueries = {
  getCollections: (_parent, args, context) =>
    envelope(async () =>
      (await listCollections(context.serviceContext(args.currentCountry))).map(toCollectionContract),
    ),

  getCollection: (_parent, args, context) =>
    envelope(async () =>
      toCollectionContract(await getCollection(context.serviceContext(args.currentCountry), args.slug)),
    ),

  getProductsByCollectionId: (_parent, args, context) =>
    productListEnvelope(context, args.availableIn, (ctx) =>
      getProductsByCollectionId(ctx, args.collectionId),
    ),

  getTag: (_parent, args, context) =>
    envelope(async () => toTagContract(await getTag(context.serviceContext(), args.tagId))),

  getProductsByTagId: (_parent, args, context) =>
    productListEnvelope(context, args.availableIn, (ctx) => getProductsByTagId(ctx, args.tag)),

  sortDesigners: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.availableIn);
      const { items } = await sortDesigners(ctx, { sort: args.sort, page: args.page, perPage: args.limit });
      return items.map(toDesignerContract);
    }),

  getFeaturedDesigners: (_parent, args, context) =>
    envelope(async () =>
      (await getFeaturedDesigners(context.serviceContext(args.availableIn))).map(toDesignerContract),
    ),

  getProductsByDesigner: (_parent, args, context) =>
    productListEnvelope(context, args.availableIn, (ctx) => getProductsByDesigner(ctx, args.designer)),

  getProductsByManufacturer: (_parent, args, context) =>
    productListEnvelope(context, args.availableIn, (ctx) =>
      getProductsByManufacturer(ctx, args.manufacturer),
    ),

  homeProductsWithCategory: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.availableIn);
      const groups = await homeProductsWithCategory(ctx, args.limit);
      return groups.map((group) => toCategoryProductsContract(group, ctx.country));
    }),

  homeProductsWithCollection: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.availableIn);
      const groups = await homeProductsWithCollection(ctx, args.limit);
      return groups.map((group) => toCollectionProductsContract(group, ctx.country));
    }),

  getFeaturedProducts: (_parent, args, context) =>
    productListEnvelope(context, args.availableIn, (ctx) => getFeaturedProducts(ctx)),

  getProductsWithOffer: (_parent, args, context) =>
    productListEnvelope(context, args.availableIn, (ctx) => getProductsWithOffer(ctx)),

  getNewArrivals: (_parent, args, context) =>
    productListEnvelope(context, args.availableIn, (ctx) => getNewArrivals(ctx)),

  getIdesignProducts: (_parent, args, context) =>
    productListEnvelope(context, args.availableIn, (ctx) => getIdesignProducts(ctx)),

  getPaginatedProductsWithOffer: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.availableIn);
      const { items, pageInfo } = await getPaginatedProductsWithOffer(ctx, {
        page: args.paginate?.page,
        perPage: args.paginate?.limit,
      });
      return { items: items.map((item) => toProductContract(item, ctx.country)), pageInfo };
    }),

  getOfferForHome: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.availableIn);
      const offer = await getOfferForHome(ctx);
      return offer ? toCollectionProductsContract(offer, ctx.country) : null;
    }),

  getAttributes: (_parent, _args, context) =>
    envelope(async () => (await getAttributes(context.serviceContext())).map(toAttributeContract)),

  getSliders: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.currentCountry);
      return (await getSliders(ctx, { lang: parseLanguage(args.lang) })).map(toSliderContract);
    }),

  getBanners: (_parent, args, context) =>
    envelope(async () => {
      const ctx = context.serviceContext(args.country);
      return (await getBanners(ctx, { lang: parseLanguage(args.lang) })).map(toBannerContract);
    }),

  getAdvert: (_parent, _args, context) =>
    envelope(async () => {
      const advert = await getAdvert(context.serviceContext());
      return advert ? toAdvertContract(advert) : null;
    }),
} satisfies QueryResolvers;
