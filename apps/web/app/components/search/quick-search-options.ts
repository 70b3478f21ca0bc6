/**
 * What the quick search panel lists for an answer (components/search/quick-search.tsx): the texts
 * to search for, the products and designers shown so far (3 at a time), a "more" row for each
 * list with hits left, and "see all results". The keyboard moves through these in this order.
 */
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { searchResultsPath, type QuickSearchPayload } from './quick-search-payload.ts';

/** SPEC.md section 9: the results panel shows hits 3 at a time. */
export const PANEL_PAGE_SIZE = 3;

export type Option =
  | { kind: 'keyword' | 'product' | 'designer' | 'all'; key: string; href: string; keyword?: string }
  | { kind: 'more-products' | 'more-designers'; key: string };

/** How many pages of each list the shopper has opened with "more". */
export interface PanelPages {
  products: number;
  designers: number;
}

export interface PanelContent {
  products: QuickSearchPayload['products'];
  designers: QuickSearchPayload['designers'];
  moreProducts: boolean;
  moreDesigners: boolean;
  /** Every row the keyboard reaches, in the panel's order. */
  options: Option[];
}

const EMPTY: PanelContent = {
  products: [],
  designers: [],
  moreProducts: false,
  moreDesigners: false,
  options: [],
};

export function panelContent(
  locale: LocaleCode,
  payload: QuickSearchPayload | null,
  pages: PanelPages,
): PanelContent {
  if (!payload) return EMPTY;
  const products = payload.products.slice(0, pages.products * PANEL_PAGE_SIZE);
  const designers = payload.designers.slice(0, pages.designers * PANEL_PAGE_SIZE);
  const moreProducts = payload.products.length > products.length;
  const moreDesigners = payload.designers.length > designers.length;
  const options: Option[] = [
    ...payload.keywords.map((keyword, index) => ({
      kind: 'keyword' as const,
      key: `k${index}`,
      href: keyword.href,
      keyword: keyword.text,
    })),
    ...products.map((product) => ({ kind: 'product' as const, key: `p${product.id}`, href: product.href })),
    ...(moreProducts ? [{ kind: 'more-products' as const, key: 'more-products' }] : []),
    ...designers.map((designer) => ({
      kind: 'designer' as const,
      key: `d${designer.id}`,
      href: designer.href,
    })),
    ...(moreDesigners ? [{ kind: 'more-designers' as const, key: 'more-designers' }] : []),
    { kind: 'all', key: 'all', href: searchResultsPath(locale, payload.query), keyword: payload.query },
  ];
  return { products, designers, moreProducts, moreDesigners, options };
}

/** An answer with nothing in it: the panel says so instead of listing. */
export const isEmptyAnswer = (payload: QuickSearchPayload | null): boolean =>
  payload !== null &&
  payload.keywords.length === 0 &&
  payload.products.length === 0 &&
  payload.designers.length === 0;
