import type { AdvancedSearchSort } from '@souq/core/search/advanced-search.service.ts';
import type { MessageKey, TFunction } from '../../i18n/i18n.ts';

/** The sorts of the results and advanced search pages, in the order the select offers them. */
const SORT_LABELS: Record<AdvancedSearchSort, MessageKey> = {
  relevance: 'search.results.sortRelevance',
  newest: 'category.sortNewest',
  'price-asc': 'category.sortPriceAsc',
  'price-desc': 'category.sortPriceDesc',
  'best-sellers': 'category.sortBestSellers',
};

export const searchSortOptions = (t: TFunction) =>
  (Object.keys(SORT_LABELS) as AdvancedSearchSort[]).map((value) => ({
    value,
    label: t(SORT_LABELS[value]),
  }));
