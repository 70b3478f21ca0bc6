/**
 * What the header's quick search receives from `/{locale}/search-suggestions?q=…`
 * (routes/search-suggestions.ts): already in the page's language, with links, so the browser
 * only draws it.
 */
import type { CurrencyCode, LocaleCode } from '@souq/core/locale/locales.ts';
import { localePath } from '../../lib/locale-routing.ts';

export interface QuickSearchProduct {
  id: string;
  href: string;
  name: string;
  designerName: string;
  imagePath: string | null;
  currency: CurrencyCode;
  priceMinor: number;
  originalMinor: number;
  hasOffer: boolean;
}

export interface QuickSearchDesigner {
  id: string;
  href: string;
  name: string;
  avatarPath: string | null;
}

export interface QuickSearchKeyword {
  text: string;
  href: string;
}

export interface QuickSearchPayload {
  /** The text as sent (trimmed), to drop answers that arrive after the shopper typed on. */
  query: string;
  keywords: QuickSearchKeyword[];
  products: QuickSearchProduct[];
  designers: QuickSearchDesigner[];
}

/** The results page of a text (`/{locale}/search?v=…`). */
export const searchResultsPath = (locale: LocaleCode, text: string): string =>
  `${localePath(locale, '/search')}?${new URLSearchParams({ v: text }).toString()}`;

/** The advanced search page, with optional filters already chosen. */
export function advancedSearchPath(locale: LocaleCode, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(Object.entries(params).filter(([, value]) => value !== '')).toString();
  return localePath(locale, '/alpha') + (query ? `?${query}` : '');
}

/** Where a designer found by the search leads: the advanced search showing their products. */
export const designerSearchPath = (locale: LocaleCode, slug: string): string =>
  advancedSearchPath(locale, { designer: slug });

/** Longest text sent to the server; the rest of a pasted essay adds nothing to a search. */
export const QUICK_SEARCH_MAX_LENGTH = 200;

/**
 * A shopper's text placed inside a translated sentence: first-strong isolation (FSI…PDI), so an
 * English query keeps its order inside Arabic and an Arabic one inside English.
 */
export const isolateText = (value: string): string => `\u2068${value}\u2069`;
