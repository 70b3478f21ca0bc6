/**
 * Search results in the contract's names (SPEC.md section 7): `_id`, ISO dates, products through
 * product.mapper.ts priced for one country.
 */
import type { PublicProfileFields } from '../catalog/catalog.types.ts';
import { toProductContract, type ProductContract } from '../catalog/product.mapper.ts';
import type { CountryCode } from '../locale/locales.ts';
import type { KeywordSuggestion } from './search-index.ts';
import type { GlobalSearchResult, RecordedKeyword, Suggestions, UserSummary } from './search.service.ts';

export interface UserContract extends PublicProfileFields {
  _id: string;
  role: string;
  email: string | null;
  createdAt: string;
}

export function toUserContract(user: UserSummary): UserContract {
  return {
    _id: user.id,
    role: user.role,
    name: user.name,
    fName: user.fName,
    lName: user.lName,
    slug: user.slug,
    image: user.image,
    description: user.description,
    arDescription: user.arDescription,
    city: user.city,
    country: user.country,
    featured: user.featured,
    salesNumber: user.salesNumber,
    status: user.status,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
  };
}

export interface GlobalSearchContract {
  products: ProductContract[];
  designers: UserContract[];
  page: number;
  limit: number;
  hasMore: boolean;
}

export function toGlobalSearchContract(
  result: GlobalSearchResult,
  country: CountryCode,
): GlobalSearchContract {
  return {
    products: result.products.map((product) => toProductContract(product, country)),
    designers: result.designers.map(toUserContract),
    page: result.page,
    limit: result.limit,
    hasMore: result.hasMore,
  };
}

export interface SearchSuggestionsContract {
  products: ProductContract[];
  keywords: KeywordSuggestion[];
}

export function toSuggestionsContract(
  suggestions: Suggestions,
  country: CountryCode,
): SearchSuggestionsContract {
  return {
    products: suggestions.products.map((product) => toProductContract(product, country)),
    keywords: suggestions.keywords,
  };
}

export interface SearchKeywordContract {
  _id: string;
  keyword: string;
  count: number;
}

export const toSearchKeywordContract = (keyword: RecordedKeyword): SearchKeywordContract => ({
  _id: keyword.id,
  keyword: keyword.keyword,
  count: keyword.count,
});
