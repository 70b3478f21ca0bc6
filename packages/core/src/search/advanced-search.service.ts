/**
 * The advanced search page (`/{locale}/alpha?search=…`, SPEC.md section 2): a text query narrowed by
 * category, price range, designer and availability, sorted and paginated with a total count.
 *
 * The text part is the SearchIndex of search.service.ts (same normalization, same relevance), read
 * up to SEARCH_MAX_RESULTS ids; the filters, the count and the order then run in one SQL statement
 * over those ids, so a filter never shows a product the index did not find and the count is exact
 * within that cap. Without text the filters browse the whole catalogue of the country.
 *
 * Availability and prices follow catalog.service.ts: only products published and priced in the
 * context's country are found, and the price range compares the shown (after-offer) price in minor
 * units of the country's currency. Bad input never fails: malformed ids match nothing, a backwards
 * range is swapped, unknown sorts and availabilities fall back to the defaults.
 */
import { and, asc, count, eq, inArray, or, isNull, gt, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import {
  activePriceIn,
  isPublished,
  listProductSummariesByIds,
  listVisibleCategories,
  sellsIn,
} from '../catalog/catalog.service.ts';
import {
  idOrSlug,
  idsOfSlug,
  LISTING_DEFAULT_PER_PAGE,
  LISTING_MAX_PER_PAGE,
  listedProductIds,
  listingOrder,
  pageInfoOf,
  pageOfListedProducts,
  shownPriceSql,
} from '../catalog/category-listing.service.ts';
import { parsePositiveInt, type PageInfo } from '../catalog/listing-params.ts';
import type { CategoryItem, ProductSummary } from '../catalog/catalog.types.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { categories, productPrices, products } from '../db/schema/catalog.schema.ts';
import { languageOf, type LanguageCode } from '../locale/locales.ts';
import { assertMinor } from '../money/money.ts';
import { normalizeSearchText } from './normalize.ts';
import { MIN_QUERY_LENGTH, SEARCH_MAX_RESULTS, searchIndexOf } from './search.service.ts';
import { isUuid } from '../ids.ts';
import { pageOffset } from '../db/paging.ts';

export const ADVANCED_SEARCH_SORTS = [
  'relevance',
  'newest',
  'price-asc',
  'price-desc',
  'best-sellers',
] as const;
export type AdvancedSearchSort = (typeof ADVANCED_SEARCH_SORTS)[number];

/** `in-stock`: not a sold-out limited edition; `on-sale`: a running offer or collection discount. */
export const ADVANCED_SEARCH_AVAILABILITIES = ['all', 'in-stock', 'on-sale'] as const;
export type AdvancedSearchAvailability = (typeof ADVANCED_SEARCH_AVAILABILITIES)[number];

/** Designers offered in the page's designer filter (by name); the filter itself takes any id or slug. */
export const DESIGNER_FACET_LIMIT = 200;

export function parseAdvancedSearchSort(value: string | null | undefined): AdvancedSearchSort {
  const wanted = value?.trim().toLowerCase();
  return (ADVANCED_SEARCH_SORTS as readonly string[]).includes(wanted ?? '')
    ? (wanted as AdvancedSearchSort)
    : 'relevance';
}

export function parseAvailability(value: string | null | undefined): AdvancedSearchAvailability {
  const wanted = value?.trim().toLowerCase();
  return (ADVANCED_SEARCH_AVAILABILITIES as readonly string[]).includes(wanted ?? '')
    ? (wanted as AdvancedSearchAvailability)
    : 'all';
}

export interface AdvancedSearchInput {
  /** Searched as globalSearch searches; empty or absent browses with the filters only. */
  text?: string | null;
  /** Category id or slug. */
  category?: string | null;
  /** Designer id or slug. */
  designer?: string | null;
  /** Shown price range in minor units of the context's country's currency, both ends included. */
  minPriceMinor?: number | null;
  maxPriceMinor?: number | null;
  availability?: string | null;
  /** See parseAdvancedSearchSort; `relevance` (the default) is newest first when there is no text. */
  sort?: string | null;
  lang?: LanguageCode | null;
  page?: number | string | null;
  perPage?: number | string | null;
}

export interface AdvancedSearchResult {
  items: ProductSummary[];
  pageInfo: PageInfo;
  /** The text searched after normalization ('' when none). */
  query: string;
  /** Text was given but nothing searchable was left (punctuation only, one letter): no results. */
  unsearchable: boolean;
}

/** A non-negative whole number of minor units, or null (absent, negative, fractional, too large). */
function minorOrNull(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isSafeInteger(value) || value < 0) return null;
  return assertMinor(value);
}

function filterConditions(ctx: ServiceContext, input: AdvancedSearchInput): SQL[] {
  const conditions: SQL[] = [isPublished()];
  const category = input.category?.trim();
  if (category) conditions.push(idOrSlug(products.categoryId, category, idsOfSlug(categories, category)));
  const designer = input.designer?.trim();
  if (designer) {
    const designers = sql`${idsOfSlug(users, designer)} and ${users.role} = 'designer'`;
    conditions.push(idOrSlug(products.designerId, designer, designers));
  }
  let min = minorOrNull(input.minPriceMinor);
  let max = minorOrNull(input.maxPriceMinor);
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const shown = shownPriceSql(ctx);
  if (min !== null) conditions.push(sql`${shown} >= ${min}`);
  if (max !== null) conditions.push(sql`${shown} <= ${max}`);
  switch (parseAvailability(input.availability)) {
    case 'in-stock':
      conditions.push(or(isNull(products.availableEdition), gt(products.availableEdition, 0))!);
      break;
    case 'on-sale':
      conditions.push(sql`${shown} < ${productPrices.amountMinor}`);
      break;
    case 'all':
      break;
  }
  return conditions;
}

const emptyPage = (page: number, limit: number): PageInfo => ({
  hasNext: false,
  totalCount: 0,
  totalPages: 0,
  page,
  limit,
});

/**
 * One page of the products available in the context's country that match the text (when given)
 * and every filter, with the total count. With text, `relevance` keeps the index's order; the
 * count covers at most SEARCH_MAX_RESULTS matches of the text.
 */
export async function advancedSearch(
  ctx: ServiceContext,
  input: AdvancedSearchInput = {},
): Promise<AdvancedSearchResult> {
  const limit = parsePositiveInt(input.perPage, LISTING_DEFAULT_PER_PAGE, LISTING_MAX_PER_PAGE);
  const page = parsePositiveInt(input.page, 1);
  const offset = pageOffset(page, limit);
  const sort = parseAdvancedSearchSort(input.sort);
  const raw = (input.text ?? '').trim();
  const query = normalizeSearchText(raw);
  const conditions = filterConditions(ctx, input);

  if (raw === '' || query === '') {
    // Something typed that normalizes to nothing (only punctuation or spaces) finds nothing, as
    // globalSearch does; no text at all browses the catalogue with the filters.
    if (raw !== '') return { items: [], pageInfo: emptyPage(page, limit), query, unsearchable: true };
    const order = listingOrder(ctx, sort === 'relevance' ? 'newest' : sort);
    const listing = await pageOfListedProducts(ctx, and(...conditions), order, { page, limit });
    return { ...listing, query, unsearchable: false };
  }

  if (query.length < MIN_QUERY_LENGTH)
    return { items: [], pageInfo: emptyPage(page, limit), query, unsearchable: true };

  const found = await searchIndexOf(ctx).searchProducts({
    text: query,
    country: ctx.country,
    language: input.lang ?? languageOf(ctx.locale),
    sort: 'relevance',
    limit: SEARCH_MAX_RESULTS,
    offset: 0,
  });
  if (found.ids.length === 0)
    return { items: [], pageInfo: emptyPage(page, limit), query, unsearchable: false };

  // At most SEARCH_MAX_RESULTS ids: every filtered match is read once and paged here, which also
  // gives the exact count without a second statement.
  const matching = listedProductIds(ctx).where(and(inArray(products.id, found.ids), ...conditions));
  const rows = sort === 'relevance' ? await matching : await matching.orderBy(...listingOrder(ctx, sort));
  let ids = rows.map((row) => row.id);
  if (sort === 'relevance') {
    const rank = new Map(found.ids.map((id, index) => [id, index]));
    ids = ids.sort((a, b) => rank.get(a)! - rank.get(b)!);
  }
  return {
    items: await listProductSummariesByIds(ctx, ids.slice(offset, offset + limit)),
    pageInfo: pageInfoOf(ids.length, page, limit),
    query,
    unsearchable: false,
  };
}

export interface DesignerFacet {
  id: string;
  slug: string;
  name: string;
}

export interface AdvancedSearchFacets {
  /** Categories with products in the context's country, in display order. */
  categories: CategoryItem[];
  /** Active designers with products in the context's country, by name (at most DESIGNER_FACET_LIMIT). */
  designers: DesignerFacet[];
}

/** What the advanced search page offers in its category and designer filters. */
export async function getAdvancedSearchFacets(ctx: ServiceContext): Promise<AdvancedSearchFacets> {
  const [visible, designers] = await Promise.all([
    listVisibleCategories(ctx),
    ctx.db
      .select({ id: users.id, slug: users.slug, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.role, 'designer'),
          eq(users.status, true),
          sql`exists (select 1 from ${products} where ${products.designerId} = ${users.id} and ${isPublished()} and ${sellsIn(ctx.country)})`,
        ),
      )
      .orderBy(asc(users.name), asc(users.id))
      .limit(DESIGNER_FACET_LIMIT),
  ]);
  return { categories: visible, designers };
}

/** How many products each of `designerIds` has available in the context's country (absent: 0). */
export async function countDesignerProducts(
  ctx: ServiceContext,
  designerIds: readonly string[],
): Promise<Map<string, number>> {
  const ids = [...new Set(designerIds.filter((value) => isUuid(value)))];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ designerId: products.designerId, total: count() })
    .from(products)
    .innerJoin(productPrices, activePriceIn(ctx.country))
    .where(and(inArray(products.designerId, ids), isPublished()))
    .groupBy(products.designerId);
  return new Map(rows.map((row) => [row.designerId, Number(row.total)]));
}
