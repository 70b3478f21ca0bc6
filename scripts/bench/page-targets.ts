import type { BenchFixtures } from './dataset.ts';
import {
  FILTER_PRODUCTS,
  GET_CART_BY_ID,
  GET_PRODUCT_BY_ID,
  GLOBAL_SEARCH,
  graphqlBody,
} from './graphql-client.ts';
import type { LoadTarget, TargetGroup } from './load.ts';
import type { Engine } from './options.ts';

/** The page-locale pairs of issue 20: Arabic in Egypt, English in Saudi Arabia. */
export const LOCALES = ['ar-eg', 'en-sa'] as const;
export type BenchLocale = (typeof LOCALES)[number];

const SEARCH_TEXT: Record<BenchLocale, string> = { 'ar-eg': 'غروب النيل', 'en-sa': 'nile sunset' };

export type PageName = 'home' | 'category' | 'category-deep' | 'product' | 'search';

/** The storefront pages the benchmark measures, in one locale. */
export function pagePaths(fixtures: BenchFixtures, locale: BenchLocale): { page: PageName; path: string }[] {
  return [
    { page: 'home', path: `/${locale}/` },
    { page: 'category', path: `/${locale}/categories/${fixtures.categorySlug}` },
    {
      page: 'category-deep',
      path: `/${locale}/categories/${fixtures.categorySlug}?page=${fixtures.deepPage}`,
    },
    { page: 'product', path: `/${locale}/products/${fixtures.productId}` },
    { page: 'search', path: `/${locale}/search?v=${encodeURIComponent(SEARCH_TEXT[locale])}` },
  ];
}

export const targetName = (group: TargetGroup, page: string, locale?: string) =>
  [group, page, locale].filter(Boolean).join(' ');

/** Every page in both locales, as `group` (with the cookie of a signed-in shopper when given). */
export function pageTargets(
  group: TargetGroup,
  engine: Engine,
  url: string,
  fixtures: BenchFixtures,
  sessionCookie?: string,
): LoadTarget[] {
  const headers = {
    accept: 'text/html,application/xhtml+xml',
    ...(sessionCookie ? { cookie: sessionCookie } : {}),
  };
  return LOCALES.flatMap((locale) =>
    pagePaths(fixtures, locale).map(({ page, path }) => ({
      name: targetName(group, page, locale),
      group,
      engine,
      url,
      requests: [{ path, headers }],
    })),
  );
}

const post = (query: string, variables: Record<string, unknown>) => ({
  path: '/graphql',
  method: 'POST' as const,
  headers: { 'content-type': 'application/json' },
  body: graphqlBody(query, variables),
});

/** The four GraphQL operations of issue 20 (searches cycle through a few texts in both languages). */
export function graphqlTargets(
  engine: Engine,
  url: string,
  fixtures: BenchFixtures,
  cartId: string,
): LoadTarget[] {
  const target = (name: string, requests: LoadTarget['requests']): LoadTarget => ({
    name: targetName('graphql', name),
    group: 'graphql',
    engine,
    url,
    requests,
  });
  return [
    target('getProductById', [post(GET_PRODUCT_BY_ID, { product: fixtures.productId })]),
    target('filterProducts', [post(FILTER_PRODUCTS, { category: fixtures.categorySlug, page: 1 })]),
    target(
      'globalSearch',
      Object.values(SEARCH_TEXT).flatMap((searchText) =>
        ['eg', 'sa'].map((country) => post(GLOBAL_SEARCH, { searchText, country })),
      ),
    ),
    target('getCartById', [post(GET_CART_BY_ID, { cart: cartId })]),
  ];
}
