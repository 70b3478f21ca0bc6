/**
 * Search (issue 4, SPEC.md sections 5, 7 and 9): the header's quick search and the results pages
 * (`globalSearch`, `searchAllProducts`), suggestions while typing, user look-up and the record of
 * what people search.
 *
 * Every text is normalized first (normalize.ts). Bad input (empty, only spaces or punctuation,
 * 10,000 characters, tsquery or SQL syntax, mixed scripts) gives a result or an empty list, never
 * an error. Which products a shopper may find and their prices come from the catalog service
 * (published, priced in the context's country); the SearchIndex only ranks ids.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbContext, ServiceContext } from '../context.ts';
import { DomainError } from '../errors.ts';
import { listProductSummariesByIds } from '../catalog/catalog.service.ts';
import type { ProductSummary, PublicProfileFields } from '../catalog/catalog.types.ts';
import type { AppDb } from '../db/client.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { publicProfileColumns } from '../accounts/user.mapper.ts';
import { searchKeywordWeeks, searchKeywords } from '../db/schema/search.schema.ts';
import { languageOf, type LanguageCode } from '../locale/locales.ts';
import { suggestCatalogueTerms } from './catalogue-terms.ts';
import { normalizeSearchText } from './normalize.ts';
import { PostgresSearchIndex } from './postgres-search-index.ts';
import type { KeywordSuggestion, ProductSearchSort, SearchIndex, UserSearchRole } from './search-index.ts';
import { isStaff } from '../accounts/user.mapper.ts';
import { withoutControlCharacters } from '../locale/text-input.ts';

export type * from './search-index.ts';

/** SPEC.md section 9: the quick search shows at most 7 products and 7 designers. */
export const QUICK_SEARCH_LIMIT = 7;
/** SPEC.md section 9: suggestions give 5 product hits and 5 keywords. */
export const SUGGESTION_LIMIT = 5;
export const SEARCH_DEFAULT_LIMIT = 24;
export const SEARCH_MAX_LIMIT = 100;
/** Results past this rank are not given (an empty page): nobody reads them and deep pages only cost. */
export const SEARCH_MAX_RESULTS = 1000;
/** Shorter normalized queries find nothing (one letter matches everything and helps no one). */
export const MIN_QUERY_LENGTH = 2;
/** Recorded keywords are kept to this many characters. */
export const KEYWORD_MAX_LENGTH = 100;

// ---------------------------------------------------------------------------------------------
// The index

type IndexFactory = (db: AppDb) => SearchIndex;
let indexFactory: IndexFactory = (db) => new PostgresSearchIndex(db);
const indexes = new WeakMap<AppDb, SearchIndex>();

/** Replaces the PostgreSQL index (for example by a Meilisearch adapter); call once at start-up. */
export function useSearchIndex(factory: IndexFactory): void {
  indexFactory = factory;
}

/** The search index over the context's database (one per database handle). */
export function searchIndexOf(ctx: DbContext): SearchIndex {
  let index = indexes.get(ctx.db);
  if (!index) {
    index = indexFactory(ctx.db);
    indexes.set(ctx.db, index);
  }
  return index;
}

// ---------------------------------------------------------------------------------------------
// Arguments

/**
 * The `sort` argument: absent, empty or `relevance` ranks by relevance; `-createdAt` newest first,
 * `createdAt` oldest first, `price`/`-price` by the price in the country (before offers),
 * `-salesNumber` best selling first. Anything else ranks by relevance too.
 */
export function parseSearchSort(value: string | null | undefined): ProductSearchSort {
  switch (value?.trim()) {
    case '-createdAt':
    case 'newest':
      return 'newest';
    case 'createdAt':
    case '+createdAt':
    case 'oldest':
      return 'oldest';
    case 'price':
    case '+price':
    case 'priceAsc':
      return 'priceAsc';
    case '-price':
    case 'priceDesc':
      return 'priceDesc';
    case '-salesNumber':
    case 'bestSelling':
      return 'bestSelling';
    default:
      return 'relevance';
  }
}

const clampLimit = (value: number | null | undefined, fallback: number, max = SEARCH_MAX_LIMIT) =>
  Math.min(max, Math.max(1, Math.trunc(Number(value)) || fallback));
const clampPage = (value: number | null | undefined) => Math.max(1, Math.trunc(Number(value)) || 1);

/** The normalized query, or null when it is too short to search. */
function queryText(value: string | null | undefined): string | null {
  const text = normalizeSearchText(value);
  return text.length >= MIN_QUERY_LENGTH ? text : null;
}

// Staff who may find customers and see emails: superAdmin and admin. designerSupport works with
// designers, whose profiles are public anyway; it has no need of customers' emails (issue 14).

// ---------------------------------------------------------------------------------------------
// Products and designers

/** A user as search results show them. `email` is given to staff only. */
export interface UserSummary extends PublicProfileFields {
  id: string;
  role: UserSearchRole;
  createdAt: Date;
  email: string | null;
}

export interface ProductSearchInput {
  searchText?: string | null;
  /** The shopper's language; default the context's. */
  lang?: LanguageCode | null;
  /** See parseSearchSort. */
  sort?: string | null;
  /** Products per page (1-100, default 24). */
  limit?: number | null;
  /** 1-based. */
  page?: number | null;
}

export interface ProductSearchResult {
  products: ProductSummary[];
  page: number;
  limit: number;
  hasMore: boolean;
}

export interface GlobalSearchInput extends ProductSearchInput {
  /** Designers to give with the first page (0-100, default 7); none on later pages. */
  designerLimit?: number | null;
}

export interface GlobalSearchResult extends ProductSearchResult {
  designers: UserSummary[];
}

/**
 * Products available in the context's country and active designers matching `searchText`
 * (GraphQL globalSearch, the header's quick search and the results page).
 */
export async function globalSearch(
  ctx: ServiceContext,
  input: GlobalSearchInput,
): Promise<GlobalSearchResult> {
  const designerLimit =
    input.designerLimit === 0 ? 0 : clampLimit(input.designerLimit, QUICK_SEARCH_LIMIT, SEARCH_MAX_LIMIT);
  const text = queryText(input.searchText);
  const [products, designers] = await Promise.all([
    searchProductPage(ctx, text, input),
    text && designerLimit > 0 && clampPage(input.page) === 1
      ? findUsers(ctx, text, { role: 'designer', includeInactive: false, limit: designerLimit })
      : Promise.resolve([]),
  ]);
  return { ...products, designers };
}

/** Every product available in the context's country matching `value`, a page at a time. */
export async function searchAllProducts(
  ctx: ServiceContext,
  input: Omit<ProductSearchInput, 'searchText'> & { value?: string | null },
): Promise<ProductSearchResult> {
  return searchProductPage(ctx, queryText(input.value), input);
}

async function searchProductPage(
  ctx: ServiceContext,
  text: string | null,
  input: ProductSearchInput,
): Promise<ProductSearchResult> {
  const limit = clampLimit(input.limit, SEARCH_DEFAULT_LIMIT);
  const page = clampPage(input.page);
  if (text === null || page * limit > SEARCH_MAX_RESULTS)
    return { products: [], page, limit, hasMore: false };
  const found = await searchIndexOf(ctx).searchProducts({
    text,
    country: ctx.country,
    language: input.lang ?? languageOf(ctx.locale),
    sort: parseSearchSort(input.sort),
    limit,
    offset: (page - 1) * limit,
  });
  return {
    products: await listProductSummariesByIds(ctx, found.ids),
    page,
    limit,
    hasMore: found.hasMore,
  };
}

export interface SearchUserInput {
  value?: string | null;
  /** customer, designer or manufacturer; absent means designers for shoppers, anyone for staff. */
  role?: string | null;
  limit?: number | null;
}

export const forbidden = () =>
  new DomainError({
    code: 'FORBIDDEN',
    messageKey: 'errors.auth.forbidden',
    message: 'You are not allowed to do this',
    status: 403,
  });

const USER_ROLES: readonly UserSearchRole[] = ['customer', 'designer', 'manufacturer'];

/**
 * Users whose name matches `value` (GraphQL searchUser). Anyone may look up active designers and
 * manufacturers; staff may look up anyone (inactive included, with the email). A customer look-up
 * by someone else is DomainError FORBIDDEN (403). An unknown role finds nobody.
 */
export async function searchUser(ctx: ServiceContext, input: SearchUserInput): Promise<UserSummary[]> {
  const staff = isStaff(ctx.user);
  const requested = input.role?.trim() ? input.role.trim() : null;
  if (requested !== null && !(USER_ROLES as readonly string[]).includes(requested)) return [];
  const role = (requested as UserSearchRole | null) ?? (staff ? null : 'designer');
  if (!staff && role === 'customer') throw forbidden();
  const text = queryText(input.value);
  if (text === null) return [];
  return findUsers(ctx, text, {
    role,
    includeInactive: staff,
    limit: clampLimit(input.limit, SEARCH_DEFAULT_LIMIT),
  });
}

async function findUsers(
  ctx: ServiceContext,
  text: string,
  options: { role: UserSearchRole | null; includeInactive: boolean; limit: number },
): Promise<UserSummary[]> {
  const found = await searchIndexOf(ctx).searchUsers({ text, offset: 0, ...options });
  if (found.ids.length === 0) return [];
  const conditions = [inArray(users.id, found.ids)];
  if (!options.includeInactive) conditions.push(eq(users.status, true));
  const rows = await ctx.db
    .select({ ...publicProfileColumns, email: users.email })
    .from(users)
    .where(and(...conditions));
  const staff = isStaff(ctx.user);
  const byId = new Map(rows.map((row) => [row.id, { ...row, email: staff ? row.email : null }]));
  return found.ids.flatMap((id) => byId.get(id) ?? []);
}

// ---------------------------------------------------------------------------------------------
// Suggestions and keywords

export interface SuggestInput {
  text?: string | null;
  lang?: LanguageCode | null;
}

export interface Suggestions {
  /** Up to 5 products available in the context's country, best first. */
  products: ProductSummary[];
  /** Up to 5 texts to search for: popular searches and catalogue names. */
  keywords: KeywordSuggestion[];
}

/** What to offer while the shopper types (SPEC.md section 9: 5 product hits and 5 keywords). */
export async function suggest(ctx: ServiceContext, input: SuggestInput): Promise<Suggestions> {
  const text = queryText(input.text);
  if (text === null) return { products: [], keywords: [] };
  const index = searchIndexOf(ctx);
  const language = input.lang ?? languageOf(ctx.locale);
  const [found, recorded, catalogue] = await Promise.all([
    index.searchProducts({
      text,
      country: ctx.country,
      language,
      sort: 'relevance',
      limit: SUGGESTION_LIMIT,
      offset: 0,
    }),
    index.suggestKeywords({ text, country: ctx.country, language, limit: SUGGESTION_LIMIT }),
    suggestCatalogueTerms(ctx, text, language, SUGGESTION_LIMIT),
  ]);
  // Popular searches first, then catalogue names; one entry per normalized text.
  const seen = new Set<string>();
  const keywords = [...recorded, ...catalogue]
    .filter((suggestion) => {
      const key = normalizeSearchText(suggestion.text);
      if (key === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, SUGGESTION_LIMIT);
  return { products: await listProductSummariesByIds(ctx, found.ids), keywords };
}

export interface RecordedKeyword {
  id: string;
  keyword: string;
  normalized: string;
  count: number;
}

/**
 * Counts one search of `keyword` (GraphQL newSearchKeyword): variants that normalize alike
 * ("أكواب", "اكواب ") share one row. Nothing to record (empty, punctuation, one letter): null.
 */
export async function recordSearchKeyword(
  ctx: ServiceContext,
  keyword: string | null | undefined,
): Promise<RecordedKeyword | null> {
  // What people typed, without control characters (a search box strips them; issue 14).
  const shown = withoutControlCharacters(keyword ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, KEYWORD_MAX_LENGTH)
    .trim();
  const normalized = normalizeSearchText(shown, KEYWORD_MAX_LENGTH);
  if (normalized.length < MIN_QUERY_LENGTH) return null;
  const [row] = await ctx.db
    .insert(searchKeywords)
    .values({ keyword: shown, normalized, count: 1, lastSearchedAt: ctx.now })
    .onConflictDoUpdate({
      target: searchKeywords.normalized,
      set: { count: sql`${searchKeywords.count} + 1`, lastSearchedAt: ctx.now },
    })
    .returning({
      id: searchKeywords.id,
      keyword: searchKeywords.keyword,
      normalized: searchKeywords.normalized,
      count: searchKeywords.count,
    });
  await countWeeklySearch(ctx, shown, normalized);
  return row ?? null;
}

/** The Monday (UTC) of the week of `at`, as `YYYY-MM-DD`: the search report's weeks. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * Counts the search in its week and language (the dashboard's search report, issue 21). Whether it
 * found anything is asked of the index once per text and week (the first search's country), not on
 * every search: one small update per search, one look-up per new text of the week.
 */
async function countWeeklySearch(ctx: ServiceContext, shown: string, normalized: string): Promise<void> {
  const week = weekOf(ctx.now);
  const lang = languageOf(ctx.locale);
  const key = and(
    eq(searchKeywordWeeks.week, week),
    eq(searchKeywordWeeks.lang, lang),
    eq(searchKeywordWeeks.normalized, normalized),
  );
  const bumped = await ctx.db
    .update(searchKeywordWeeks)
    .set({ searches: sql`${searchKeywordWeeks.searches} + 1` })
    .where(key)
    .returning({ searches: searchKeywordWeeks.searches });
  if (bumped.length > 0) return;
  const found = await searchIndexOf(ctx).searchProducts({
    text: normalized,
    country: ctx.country,
    language: lang,
    sort: 'relevance',
    limit: 1,
    offset: 0,
  });
  await ctx.db
    .insert(searchKeywordWeeks)
    .values({ week, lang, normalized, keyword: shown, searches: 1, found: found.ids.length > 0 })
    .onConflictDoUpdate({
      target: [searchKeywordWeeks.week, searchKeywordWeeks.lang, searchKeywordWeeks.normalized],
      set: { searches: sql`${searchKeywordWeeks.searches} + 1` },
    });
}
