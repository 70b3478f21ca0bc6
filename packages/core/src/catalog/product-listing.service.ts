/**
 * Paged product lists of the catalog pages (collections, deals, tags, designers, iDesign, the home
 * rows): the products available in the context's country that match one condition, priced there.
 *
 * Availability and prices are catalog.service.ts's (published, an active price row in the
 * country, the best running offer or collection discount); this file only adds the conditions and
 * the orders those pages need.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { collections, productOffers, productPrices, products } from '../db/schema/catalog.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import {
  activePriceIn,
  isPublished,
  offerRuns,
  runningCollectionPercent,
  runningOfferPercent,
  summariesOfSelection,
} from './catalog.service.ts';
import type { ProductSummary } from './catalog.types.ts';
import {
  LISTING_DEFAULT_PER_PAGE,
  LISTING_MAX_PER_PAGE,
  pageOfListedProducts,
  type ProductListing,
} from './category-listing.service.ts';
import { parsePositiveInt } from './listing-params.ts';

/** How a catalog page orders its products. */
export type CatalogOrder = 'newest' | 'best-sellers' | 'discount';

export interface ProductPageInput {
  /** 1-based; anything else is page 1. */
  page?: number | string | null;
  /** 1..100, default 24. */
  perPage?: number | string | null;
  order?: CatalogOrder;
}

/** The best running discount in percent (offer or collection); needs the collections join. */
export const runningDiscountSql = (ctx: ServiceContext): SQL<number> =>
  sql<number>`greatest(coalesce(${runningOfferPercent(ctx.now)}, 0), coalesce(${runningCollectionPercent(ctx.now)}, 0))`;

/**
 * A product with a running offer or in a running collection sale (getProductsWithOffer). Written
 * as a set of running offers (one hashed subquery) rather than `runningDiscountSql > 0`, which
 * evaluated a subquery for every product: 1.4 s at 100,000 products against a few ms (issue 20).
 */
export const hasRunningOffer = (ctx: ServiceContext): SQL =>
  sql`(${products.id} in (select ${productOffers.productId} from ${productOffers} where ${offerRuns(ctx.now)} and ${productOffers.discountPercent} > 0) or ${runningCollectionPercent(ctx.now)} > 0)`;

/** A product with a featured picture (getFeaturedProducts: staff feature a product's image). */
export const isFeaturedProduct = (): SQL =>
  sql`exists (select 1 from ${productImages} where ${productImages.productId} = ${products.id} and ${productImages.featured})`;

function orderOf(ctx: ServiceContext, order: CatalogOrder): SQL[] {
  switch (order) {
    case 'best-sellers':
      return [desc(productPrices.salesNumber), desc(products.createdAt), desc(products.id)];
    case 'discount':
      return [desc(runningDiscountSql(ctx)), desc(products.createdAt), desc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
}

/**
 * One page of the products available in the context's country matching `condition`, with
 * pageInfo. A page past the end is empty (pageInfo still tells the real count).
 */
export async function listProductPage(
  ctx: ServiceContext,
  condition: SQL | undefined,
  input: ProductPageInput = {},
): Promise<ProductListing> {
  const limit = parsePositiveInt(input.perPage ?? undefined, LISTING_DEFAULT_PER_PAGE, LISTING_MAX_PER_PAGE);
  const page = parsePositiveInt(input.page ?? undefined, 1);
  const where = condition ? and(isPublished(), condition) : isPublished();
  return pageOfListedProducts(ctx, where, orderOf(ctx, input.order ?? 'newest'), { page, limit });
}

/** The first `limit` products of listProductPage (the argument-free lists and the home rows). */
export async function listProducts(
  ctx: ServiceContext,
  condition: SQL | undefined,
  limit: number,
  order: CatalogOrder = 'newest',
): Promise<ProductSummary[]> {
  return (await listProductPage(ctx, condition, { perPage: limit, order })).items;
}

/**
 * The first `perGroup` products of each group (the products whose `column` is one of `groupIds`),
 * in `order`, by group: the home rows. One statement however many groups (a lateral join per group
 * id), so a row per category costs nothing more than one row.
 */
export async function listProductsPerGroup(
  ctx: ServiceContext,
  column: typeof products.categoryId | typeof products.collectionId,
  groupIds: readonly string[],
  perGroup: number,
  order: CatalogOrder,
): Promise<Map<string, ProductSummary[]>> {
  const groups = new Map<string, ProductSummary[]>(groupIds.map((id) => [id, []]));
  if (groupIds.length === 0) return groups;
  const ordered = orderOf(ctx, order);
  const ofGroup = ctx.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productPrices, activePriceIn(ctx.country))
    .leftJoin(collections, eq(collections.id, products.collectionId))
    .where(and(isPublished(), sql`${column} = ${sql.identifier('groups')}.${sql.identifier('id')}`))
    .orderBy(...ordered)
    .limit(perGroup);
  const selection = sql`select picked.id
    from unnest(${`{${groupIds.join(',')}}`}::uuid[]) with ordinality as groups(id, n)
    cross join lateral unnest(array(${ofGroup})) with ordinality as picked(id, rank)
    order by groups.n, picked.rank`;
  const { items } = await summariesOfSelection(ctx, selection);
  const groupOf = (item: ProductSummary) =>
    column === products.categoryId ? item.categoryId : item.collectionId;
  for (const item of items) groups.get(groupOf(item) ?? '')?.push(item);
  return groups;
}
