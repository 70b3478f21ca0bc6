/**
 * Category pages and product listings: one category by slug, the filtered, sorted and paginated
 * products of a category (filterProducts), the products of a category and suggestions for a
 * product page.
 *
 * Availability, prices and offers follow catalog.service.ts and pricing.ts: a listed product is
 * published and has an active price row in the context's country, and the shown price is that
 * row's amount after the best running offer. Bad input never fails: an unknown sort is the
 * default, a page below 1 is page 1, a price range given backwards is read the right way round,
 * an id that is neither a UUID nor a known slug matches nothing.
 */
import { and, asc, count, desc, eq, inArray, sql, type Column, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { users } from '../db/schema/accounts.schema.ts';
import type { ServiceContext } from '../context.ts';
import { notFound } from '../errors.ts';
import {
  attributeValues,
  categories,
  collections,
  productAttributeValues,
  productPrices,
  products,
  subcategories,
} from '../db/schema/catalog.schema.ts';
import { currencyOfCountry } from '../locale/locales.ts';
import { MINOR_PER_MAJOR } from '../money/money.ts';
import {
  activePriceIn,
  isPublished,
  summariesOfSelection,
  listVisibleCategories,
  runningCollectionPercent,
  runningOfferPercent,
} from './catalog.service.ts';
import type { CategoryItem, ProductSummary } from './catalog.types.ts';
import {
  parseListingSort,
  parseMajorAmount,
  parsePositiveInt,
  type ListingSort,
  type PageInfo,
} from './listing-params.ts';
import { isUuid } from '../ids.ts';
import { pageOffset } from '../db/paging.ts';

export const CATEGORY_NOT_FOUND_MESSAGE = 'Category not found';
export const LISTING_DEFAULT_PER_PAGE = 24;
export const LISTING_MAX_PER_PAGE = 100;
export const SUGGESTED_DEFAULT_LIMIT = 8;
export const SUGGESTED_MAX_LIMIT = 24;

// ---------------------------------------------------------------------------------------------
// Category

/**
 * The category of `slug` as shoppers of the context's country see it (only subcategories with
 * products there). Unknown, or without products in the country: DomainError CATEGORY_NOT_FOUND (404).
 */
export async function getCategoryBySlug(ctx: ServiceContext, slug: string): Promise<CategoryItem> {
  const wanted = slug.trim().toLowerCase();
  if (!wanted) throw notFound('category', CATEGORY_NOT_FOUND_MESSAGE);
  // Categories are few (tens): the visible list carries the per-country rules already.
  const category = (await listVisibleCategories(ctx)).find((item) => item.slug.toLowerCase() === wanted);
  if (!category) throw notFound('category', CATEGORY_NOT_FOUND_MESSAGE);
  return category;
}

// ---------------------------------------------------------------------------------------------
// Sorting and paging: the input parsers are pure, in listing-params.ts, so pages use them in the browser.

export interface ProductListing {
  items: ProductSummary[];
  pageInfo: PageInfo;
}

export function pageInfoOf(totalCount: number, page: number, limit: number): PageInfo {
  const totalPages = Math.ceil(totalCount / limit);
  return { hasNext: page < totalPages, totalCount, totalPages, page, limit };
}

/**
 * The ids of the listed products (available in the context's country, with the collection joined
 * for its sale), for a query that adds its filters and order.
 */
export const listedProductIds = (ctx: ServiceContext) =>
  ctx.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productPrices, activePriceIn(ctx.country))
    .leftJoin(collections, eq(collections.id, products.collectionId));

/**
 * One page of the listed products matching `where` in `order`, with the total count: the one
 * paging of filterProducts, the catalogue lists and the advanced search without text. A page past
 * the end is empty (pageInfo still tells the real count).
 */
export async function pageOfListedProducts(
  ctx: ServiceContext,
  where: SQL | undefined,
  order: SQL[],
  { page, limit }: { page: number; limit: number },
): Promise<ProductListing> {
  // The page and the count of every match come in one statement.
  const selection = ctx.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productPrices, activePriceIn(ctx.country))
    .leftJoin(collections, eq(collections.id, products.collectionId))
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(pageOffset(page, limit));
  const matches = ctx.db
    .select({ total: count() })
    .from(products)
    .innerJoin(productPrices, activePriceIn(ctx.country))
    .leftJoin(collections, eq(collections.id, products.collectionId))
    .where(where);
  const { items, total } = await summariesOfSelection(ctx, selection, matches);
  return { items, pageInfo: pageInfoOf(total, page, limit) };
}

// ---------------------------------------------------------------------------------------------
// filterProducts

export interface FilterProductsInput {
  /** Category id or slug. */
  category?: string | null;
  /** Subcategory id or slug. */
  subCategory?: string | null;
  /** Collection id or slug. */
  collection?: string | null;
  /** Attribute value ids: a product matches one value of every attribute given. */
  properties?: readonly string[] | null;
  /** Language of the caller (`ar` or `en`): accepted for the contract; the listing is the same. */
  lang?: string | null;
  /** See parseListingSort; default newest first. */
  sort?: string | null;
  /** Shown (after-offer) price range in major units of the country's currency, inclusive. */
  from?: number | string | null;
  to?: number | string | null;
  /** 1-based page (default 1). */
  page?: number | string | null;
  /** Page size, 1..100 (default 24). */
  perPage?: number | string | null;
  /** Leave this product out (the product page's own product in its suggestions). */
  excludeProductId?: string | null;
}

/**
 * The shown price in the context's country in SQL, the same arithmetic as pricing.ts shownPrice:
 * amount minus the best running discount (offer or collection, 0..100 %) rounded half up to a
 * whole minor unit. Needs the price-row and collections joins of listingQuery.
 */
export function shownPriceSql(ctx: ServiceContext): SQL<number> {
  const percent = sql`least(100, greatest(0, coalesce(${runningOfferPercent(ctx.now)}, 0), coalesce(${runningCollectionPercent(ctx.now)}, 0)))`;
  return sql<number>`(${productPrices.amountMinor}::bigint - ((${productPrices.amountMinor}::bigint * ${percent} * 2 + 100) / 200))`;
}

/** `column = id` for a UUID, else `column` in the ids `bySlug` selects. */
export function idOrSlug(column: Column, value: string, bySlug: SQL): SQL {
  return isUuid(value) ? sql`${column} = ${value}` : sql`${column} in (${bySlug})`;
}

/** The ids of the rows of `table` whose slug is `slug`. */
export function idsOfSlug(
  table: typeof categories | typeof subcategories | typeof collections | typeof users,
  slug: string,
): SQL {
  return sql`select ${table.id} from ${table} where ${table.slug} = ${slug}`;
}

async function propertiesCondition(ctx: ServiceContext, properties: readonly string[]): Promise<SQL[]> {
  const ids = [...new Set(properties.map((value) => value.trim()).filter(isUuid))];
  if (ids.length === 0) return [];
  const rows = await ctx.db
    .select({ id: attributeValues.id, attributeId: attributeValues.attributeId })
    .from(attributeValues)
    .where(inArray(attributeValues.id, ids));
  const byAttribute = new Map<string, string[]>();
  for (const row of rows)
    byAttribute.set(row.attributeId, [...(byAttribute.get(row.attributeId) ?? []), row.id]);
  return [...byAttribute.values()].map(
    (valueIds) =>
      sql`exists (select 1 from ${productAttributeValues} where ${productAttributeValues.productId} = ${products.id} and ${inArray(productAttributeValues.attributeValueId, valueIds)})`,
  );
}

async function listingConditions(ctx: ServiceContext, input: FilterProductsInput): Promise<SQL[]> {
  const conditions: SQL[] = [isPublished()];
  const references = [
    [products.categoryId, input.category, categories],
    [products.subcategoryId, input.subCategory, subcategories],
    [products.collectionId, input.collection, collections],
  ] as const;
  for (const [column, given, table] of references) {
    const value = given?.trim();
    if (value) conditions.push(idOrSlug(column, value, idsOfSlug(table, value)));
  }
  if (input.properties?.length) conditions.push(...(await propertiesCondition(ctx, input.properties)));

  let from = parseMajorAmount(input.from);
  let to = parseMajorAmount(input.to);
  if (from !== null && to !== null && from > to) [from, to] = [to, from];
  const perMajor = MINOR_PER_MAJOR[currencyOfCountry(ctx.country)];
  const shown = shownPriceSql(ctx);
  if (from !== null) conditions.push(sql`${shown} >= ${Math.round(from * perMajor)}`);
  if (to !== null) conditions.push(sql`${shown} <= ${Math.round(to * perMajor)}`);

  const exclude = input.excludeProductId?.trim();
  if (exclude && isUuid(exclude)) conditions.push(sql`${products.id} <> ${exclude}`);
  return conditions;
}

/** The order of a listing sort; ties fall to the newest, then the id, so pages never overlap. */
export function listingOrder(ctx: ServiceContext, sort: ListingSort): SQL[] {
  switch (sort) {
    case 'price-asc':
      return [asc(shownPriceSql(ctx)), desc(products.createdAt), desc(products.id)];
    case 'price-desc':
      return [desc(shownPriceSql(ctx)), desc(products.createdAt), desc(products.id)];
    case 'best-sellers':
      return [desc(productPrices.salesNumber), desc(products.createdAt), desc(products.id)];
    case 'oldest':
      return [asc(products.createdAt), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
  }
}

/**
 * One page of the products available in the context's country that match the filters, sorted,
 * with `pageInfo` (SPEC.md 7: filterProducts and the pageInfo of getPaginatedProductsWithOffer).
 */
export async function filterProducts(
  ctx: ServiceContext,
  input: FilterProductsInput = {},
): Promise<ProductListing> {
  const limit = parsePositiveInt(input.perPage, LISTING_DEFAULT_PER_PAGE, LISTING_MAX_PER_PAGE);
  const page = parsePositiveInt(input.page, 1);
  const sort = parseListingSort(input.sort);
  const where = and(...(await listingConditions(ctx, input)));
  return pageOfListedProducts(ctx, where, listingOrder(ctx, sort), { page, limit });
}

/**
 * The products of a category available in the context's country, newest first (at most 100:
 * getProductsByCategoryId of SPEC.md 7). An unknown or malformed id gives an empty list.
 */
export async function getProductsByCategoryId(
  ctx: ServiceContext,
  input: { categoryId: string; limit?: number },
): Promise<ProductSummary[]> {
  if (!isUuid(input.categoryId.trim())) return [];
  const { items } = await filterProducts(ctx, {
    category: input.categoryId,
    perPage: input.limit ?? LISTING_MAX_PER_PAGE,
  });
  return items;
}

export interface SuggestedProductsInput {
  categoryId?: string | null;
  subCategoryId?: string | null;
  /** The product being viewed: never suggested to itself. */
  productId?: string | null;
  /** 1..24, default 8. */
  limit?: number | null;
}

/**
 * Products to suggest on a product page, available in the context's country: the subcategory's
 * best sellers first, then the category's, newest first among equals. Without a category or
 * subcategory: the country's best sellers. Malformed ids are ignored.
 */
export async function getSuggestedProducts(
  ctx: ServiceContext,
  input: SuggestedProductsInput = {},
): Promise<ProductSummary[]> {
  return (await summariesOfSelection(ctx, suggestedSelection(ctx, input))).items;
}

/** The ids getSuggestedProducts lists, as a selection (the product page reads it with others). */
export function suggestedSelection(ctx: ServiceContext, input: SuggestedProductsInput = {}): SQLWrapper {
  const limit = parsePositiveInt(input.limit ?? undefined, SUGGESTED_DEFAULT_LIMIT, SUGGESTED_MAX_LIMIT);
  const categoryId = input.categoryId?.trim();
  const subCategoryId = input.subCategoryId?.trim();
  const category = categoryId && isUuid(categoryId) ? categoryId : null;
  const subCategory = subCategoryId && isUuid(subCategoryId) ? subCategoryId : null;

  const conditions: SQL[] = [isPublished()];
  if (category && subCategory) {
    conditions.push(
      sql`(${products.categoryId} = ${category} or ${products.subcategoryId} = ${subCategory})`,
    );
  } else if (category) conditions.push(eq(products.categoryId, category));
  else if (subCategory) conditions.push(eq(products.subcategoryId, subCategory));
  const exclude = input.productId?.trim();
  if (exclude && isUuid(exclude)) conditions.push(sql`${products.id} <> ${exclude}`);

  const order: SQL[] = [];
  if (subCategory) order.push(sql`(${products.subcategoryId} = ${subCategory}) desc nulls last`);
  order.push(desc(productPrices.salesNumber), desc(products.createdAt), desc(products.id));

  const selection = ctx.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productPrices, activePriceIn(ctx.country))
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit);
  return selection;
}
