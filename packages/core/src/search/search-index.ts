/**
 * What search.service.ts asks of a search engine. The PostgreSQL implementation
 * (postgres-search-index.ts) is the default; a Meilisearch or OpenSearch adapter can replace it at
 * scale (ARCHITECTURE.md, "search") without touching the service or its callers.
 *
 * Every query text given to an index is already normalized by `normalizeSearchText` and not empty.
 * An index answers with ids in rank order; the service loads and prices the rows itself, so
 * availability, prices and permissions stay in one place.
 */
import type { CountryCode, LanguageCode } from '../locale/locales.ts';

/**
 * `relevance`: exact name, then name prefix, then full-text rank, then trigram similarity; ties by
 * sales in the country, then newest. The others order every match by one key (ties by sales).
 */
export const PRODUCT_SEARCH_SORTS = [
  'relevance',
  'newest',
  'oldest',
  'priceAsc',
  'priceDesc',
  'bestSelling',
] as const;
export type ProductSearchSort = (typeof PRODUCT_SEARCH_SORTS)[number];

export interface ProductSearchQuery {
  /** Normalized, not empty. */
  text: string;
  /** Only products published and priced (active price row) in this country are found. */
  country: CountryCode;
  /** The shopper's language, for indexes that weigh it (the PostgreSQL one ranks both names alike). */
  language: LanguageCode;
  sort: ProductSearchSort;
  limit: number;
  offset: number;
}

export interface SearchPage {
  /** In rank order. */
  ids: string[];
  /** More matches follow this page. */
  hasMore: boolean;
}

export type UserSearchRole = 'customer' | 'designer' | 'manufacturer';

export interface UserSearchQuery {
  /** Normalized, not empty. */
  text: string;
  /** Only users of this role; null for any role. */
  role: UserSearchRole | null;
  /** False: only active users (status true). */
  includeInactive: boolean;
  limit: number;
  offset: number;
}

export type KeywordSuggestionSource = 'keyword' | 'category' | 'subcategory' | 'collection' | 'tag';

export interface KeywordSuggestion {
  /** What to show and to search for when chosen, as typed or as the catalogue writes it. */
  text: string;
  source: KeywordSuggestionSource;
}

export interface KeywordSuggestionQuery {
  /** Normalized, not empty. */
  text: string;
  country: CountryCode;
  language: LanguageCode;
  limit: number;
}

export interface SearchIndex {
  searchProducts(query: ProductSearchQuery): Promise<SearchPage>;
  searchUsers(query: UserSearchQuery): Promise<SearchPage>;
  /**
   * Recorded searches (search_keywords) containing the text, those starting with it and the most
   * searched first. Catalogue names are added by the service (catalogue-terms.ts).
   */
  suggestKeywords(query: KeywordSuggestionQuery): Promise<KeywordSuggestion[]>;
  /** Re-reads the given products (all when omitted) after they or their relations changed. */
  refreshProducts(productIds?: readonly string[]): Promise<void>;
}
