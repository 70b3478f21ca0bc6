/**
 * The listing inputs of a URL or an API argument (sort, page, price bounds) read leniently, and the
 * paging summary of a listing: pure, so the pages' browser code uses them without the services.
 */
import { toWesternDigits } from '../locale/locales.ts';

export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc', 'best-sellers', 'oldest'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
export const DEFAULT_LISTING_SORT: ListingSort = 'newest';

/** The contract's spellings (SPEC.md 7: `sort` default `-createdAt`) and the site's own. */
const SORT_ALIASES: ReadonlyMap<string, ListingSort> = new Map([
  ['-createdat', 'newest'],
  ['newest', 'newest'],
  ['createdat', 'oldest'],
  ['+createdat', 'oldest'],
  ['oldest', 'oldest'],
  ['price', 'price-asc'],
  ['+price', 'price-asc'],
  ['price-asc', 'price-asc'],
  ['allpriceafteroffer', 'price-asc'],
  ['-price', 'price-desc'],
  ['price-desc', 'price-desc'],
  ['-allpriceafteroffer', 'price-desc'],
  ['-salesnumber', 'best-sellers'],
  ['-sales', 'best-sellers'],
  ['best-sellers', 'best-sellers'],
  ['bestsellers', 'best-sellers'],
]);

/** A sort value from a URL or an API argument; anything unknown is the default (newest first). */
export function parseListingSort(value: string | null | undefined): ListingSort {
  if (!value) return DEFAULT_LISTING_SORT;
  return SORT_ALIASES.get(value.trim().toLowerCase()) ?? DEFAULT_LISTING_SORT;
}

/** A positive whole number from a URL or an argument (Arabic-Indic digits accepted), else `fallback`. */
export function parsePositiveInt(value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  let number = NaN;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const western = toWesternDigits(value.trim());
    if (/^\d{1,15}$/.test(western)) number = Number(western);
  }
  if (!Number.isFinite(number) || number < 1) return fallback;
  return Math.min(max, Math.trunc(number));
}

/**
 * An amount in major units (`150`, `99.5`, `١٥٠`) from a URL or an argument, or null when absent,
 * negative or not a number.
 */
export function parseMajorAmount(value: unknown): number | null {
  let number = NaN;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string') {
    const western = toWesternDigits(value.trim()).replace(/\u066b/g, '.');
    if (/^\d{1,12}(\.\d{1,2})?$/.test(western)) number = Number(western);
  }
  return Number.isFinite(number) && number >= 0 && number <= 1e12 ? number : null;
}

export interface PageInfo {
  hasNext: boolean;
  totalCount: number;
  totalPages: number;
  page: number;
  limit: number;
}

export const DESIGNER_SORTS = ['best-sellers', 'most-products', 'newest', 'name'] as const;
export type DesignerSort = (typeof DESIGNER_SORTS)[number];
export const DEFAULT_DESIGNER_SORT: DesignerSort = 'best-sellers';

const DESIGNER_SORT_ALIASES: ReadonlyMap<string, DesignerSort> = new Map([
  ['-salesnumber', 'best-sellers'],
  ['best-sellers', 'best-sellers'],
  ['-productscount', 'most-products'],
  ['most-products', 'most-products'],
  ['-createdat', 'newest'],
  ['newest', 'newest'],
  ['name', 'name'],
  ['+name', 'name'],
]);

/** A designer sort from a URL or an argument; anything unknown is the default (best sellers). */
export function parseDesignerSort(value: string | null | undefined): DesignerSort {
  if (!value) return DEFAULT_DESIGNER_SORT;
  return DESIGNER_SORT_ALIASES.get(value.trim().toLowerCase()) ?? DEFAULT_DESIGNER_SORT;
}
