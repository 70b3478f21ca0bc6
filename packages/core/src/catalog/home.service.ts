/**
 * The product rows of the home page and the argument-free lists of SPEC.md section 7:
 * homeProductsWithCategory(n) and homeProductsWithCollection(n), getFeaturedProducts,
 * getNewArrivals, getProductsWithOffer, getPaginatedProductsWithOffer, getIdesignProducts and
 * getOfferForHome. Every list holds products available in the context's country, priced there.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { listVisibleCategories } from './catalog.service.ts';
import type { CategoryItem, ProductSummary } from './catalog.types.ts';
import type { ProductListing } from './category-listing.service.ts';
import { listCollections, type CollectionItem } from './collection.service.ts';
import {
  hasRunningOffer,
  isFeaturedProduct,
  listProductPage,
  listProducts,
  listProductsPerGroup,
  type ProductPageInput,
} from './product-listing.service.ts';

/** Products in one home row. */
export const HOME_ROW_SIZE = 8;
/** The argument-free lists (featured, new arrivals, offers, iDesign). */
export const HOME_LIST_SIZE = 12;
/** homeProductsWithCategory/Collection: how many groups at most. */
export const HOME_GROUPS_MAX = 10;

const groupsOf = (limit: number | null | undefined) =>
  Math.min(HOME_GROUPS_MAX, Math.max(1, Math.trunc(limit ?? 2) || 2));

export interface CategoryWithProducts {
  category: CategoryItem;
  products: ProductSummary[];
}

export interface CollectionWithProducts {
  collection: CollectionItem;
  products: ProductSummary[];
}

/** Best sellers in the country among `ids` grouped by `column`, `HOME_ROW_SIZE` per group. */
function rowsBy(
  ctx: ServiceContext,
  column: typeof products.categoryId | typeof products.collectionId,
  ids: string[],
  perGroup: number,
): Promise<Map<string, ProductSummary[]>> {
  return listProductsPerGroup(ctx, column, ids, perGroup, 'best-sellers');
}

/** The first `limit` (default 2) categories shown in the country, each with its best sellers. */
export async function homeProductsWithCategory(
  ctx: ServiceContext,
  limit?: number | null,
  perGroup = HOME_ROW_SIZE,
): Promise<CategoryWithProducts[]> {
  const categories = (await listVisibleCategories(ctx)).slice(0, groupsOf(limit));
  const rows = await rowsBy(
    ctx,
    products.categoryId,
    categories.map((category) => category.id),
    perGroup,
  );
  return categories.map((category) => ({ category, products: rows.get(category.id) ?? [] }));
}

/**
 * The first `limit` (default 2) collections browsable in the country (running sales first), each
 * with its best sellers.
 */
export async function homeProductsWithCollection(
  ctx: ServiceContext,
  limit?: number | null,
  perGroup = HOME_ROW_SIZE,
): Promise<CollectionWithProducts[]> {
  const collections = (await listCollections(ctx)).slice(0, groupsOf(limit));
  const rows = await rowsBy(
    ctx,
    products.collectionId,
    collections.map((collection) => collection.id),
    perGroup,
  );
  return collections.map((collection) => ({ collection, products: rows.get(collection.id) ?? [] }));
}

/** Products with a featured picture, best sellers first. */
export function getFeaturedProducts(ctx: ServiceContext, limit = HOME_LIST_SIZE): Promise<ProductSummary[]> {
  return listProducts(ctx, isFeaturedProduct(), limit, 'best-sellers');
}

/** The newest products. */
export function getNewArrivals(ctx: ServiceContext, limit = HOME_LIST_SIZE): Promise<ProductSummary[]> {
  return listProducts(ctx, undefined, limit, 'newest');
}

/** Products with a running offer or collection sale, biggest discount first. */
export function getProductsWithOffer(ctx: ServiceContext, limit = HOME_LIST_SIZE): Promise<ProductSummary[]> {
  return listProducts(ctx, hasRunningOffer(ctx), limit, 'discount');
}

/** One page of getProductsWithOffer (the deals page and getPaginatedProductsWithOffer). */
export function getPaginatedProductsWithOffer(
  ctx: ServiceContext,
  input: ProductPageInput = {},
): Promise<ProductListing> {
  return listProductPage(ctx, hasRunningOffer(ctx), { order: 'discount', ...input });
}

/** Products with the iDesign tool (isIDesign), newest first. */
export function getIdesignProducts(ctx: ServiceContext, limit = HOME_LIST_SIZE): Promise<ProductSummary[]> {
  return listProducts(ctx, eq(products.isIdesign, true), limit, 'newest');
}

/** One page of the iDesign products (the idesign page). */
export function listIdesignProducts(
  ctx: ServiceContext,
  input: ProductPageInput = {},
): Promise<ProductListing> {
  return listProductPage(ctx, eq(products.isIdesign, true), { order: 'newest', ...input });
}

/**
 * The offer of the home page: the running collection sale (with products in the country) that
 * ends first, with its best sellers; null when no sale runs.
 */
export async function getOfferForHome(
  ctx: ServiceContext,
  perGroup = HOME_ROW_SIZE,
): Promise<CollectionWithProducts | null> {
  const running = (await listCollections(ctx)).filter((collection) => collection.running);
  if (running.length === 0) return null;
  const endsFirst = [...running].sort(
    (a, b) => (a.endDate?.getTime() ?? Infinity) - (b.endDate?.getTime() ?? Infinity),
  )[0]!;
  const rows = await rowsBy(ctx, products.collectionId, [endsFirst.id], perGroup);
  return { collection: endsFirst, products: rows.get(endsFirst.id) ?? [] };
}
