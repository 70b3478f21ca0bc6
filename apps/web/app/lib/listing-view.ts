/**
 * Shared pieces of the catalog listing pages (home, categories, collections, deals, tags,
 * designers, iDesign): the page flag, meta tags with canonical and hreflang links, localized
 * links from content, dates in the shopper's country.
 */
import {
  countryOf,
  currencyOf,
  intlTagOf,
  languageOf,
  timeZoneOf,
  type LocaleCode,
} from '@souq/core/locale/locales.ts';
import { parsePositiveInt, type PageInfo } from '@souq/core/catalog/listing-params.ts';
import type { ProductSummary } from '@souq/core/catalog/catalog.types.ts';
import type { DesignerListItem } from '@souq/core/catalog/designer-listing.service.ts';
import { formatTagOf, t as translate, type DigitStyle } from '../i18n/i18n.ts';
import type { DesignerCardData } from '../components/ui/designer-card.tsx';
import { inLanguage, localeLinks, textIn, toProductCard } from './catalog-view.ts';
import { localePath } from './locale-routing.ts';
import type { RequestContext } from './request-context.server.ts';

/** Products per page of every listing (SPEC.md section 2). */
export const LISTING_PAGE_SIZE = 24;

/** The `page` flag of a listing URL: a malformed or missing value is page 1. */
export const pageFromUrl = (url: URL): number => parsePositiveInt(url.searchParams.get('page'), 1);

/** `path` with `?page=n` (page 1 has no flag, so each page has one URL) and other flags kept. */
export function pageHref(path: string, page: number, flags: Record<string, string | null> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(flags)) if (value) params.set(name, value);
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/** Title, description, Open Graph, canonical and hreflang tags of a listing page. */
export function listingMeta(options: {
  locale: LocaleCode;
  origin: string;
  /** Without the locale prefix. */
  path: string;
  /** The canonical query (`?page=2`), or ''. */
  search?: string;
  title: string;
  description?: string | null;
}) {
  const { locale, origin, path, search = '', title } = options;
  const description =
    options.description ??
    translate(locale, 'listings.meta.description', {
      country: translate(locale, `countriesInText.${countryOf(locale)}`),
      currency: translate(locale, `currencies.${currencyOf(locale)}`),
    });
  return [
    { title },
    { name: 'description', content: description },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:locale', content: intlTagOf(locale).replace('-', '_') },
    ...localeLinks(origin, locale, path, search),
  ];
}

/**
 * What every page of a product listing (collection, tag, deals, iDesign, designer) returns: where
 * it is (with and without the locale), which page, and that page's products as cards.
 */
export function productPage(
  rc: RequestContext,
  pathWithoutLocale: string,
  page: number,
  found: { items: ProductSummary[]; pageInfo: PageInfo },
) {
  const { locale, language } = rc;
  return {
    locale,
    origin: new URL(rc.request.url).origin,
    pathWithoutLocale,
    path: localePath(locale, pathWithoutLocale),
    page,
    products: found.items.map((item) => toProductCard(locale, language, item)),
    pageInfo: found.pageInfo,
  };
}

/** The meta of a page of products (productPage): its canonical URL names the page. */
export const productPageMeta = (
  data: Pick<ReturnType<typeof productPage>, 'locale' | 'origin' | 'pathWithoutLocale' | 'page'>,
  title: string,
  description?: string | null,
) =>
  listingMeta({
    locale: data.locale,
    origin: data.origin,
    path: data.pathWithoutLocale,
    search: pageHref('', data.page),
    title,
    description,
  });

/**
 * A link stored in content (a slide or a banner): a site path gets the locale prefix, a full URL
 * stays as it is; anything else (a `javascript:` link) is dropped.
 */
export function contentHref(locale: LocaleCode, link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return localePath(locale, value);
  if (/^https?:\/\//i.test(value)) return value;
  return null;
}

/**
 * A date and time as the shopper reads it, in the time zone of their country and the page's
 * digits (RequestContext.digits). Formatted in the loader so the server's and the browser's texts
 * are the same.
 */
export function formatDateTime(locale: LocaleCode, date: Date, digits: DigitStyle = 'latn'): string {
  return new Intl.DateTimeFormat(formatTagOf(languageOf(locale), digits), {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: timeZoneOf(countryOf(locale)),
  }).format(date);
}

/** A designer as the designer card shows them, with the link to their page. */
export function toDesignerCard(
  locale: LocaleCode,
  designer: DesignerListItem,
): DesignerCardData & { href: string } {
  const language = languageOf(locale);
  const about = textIn(language, designer.description, designer.arDescription);
  return {
    id: designer.id,
    href: localePath(locale, `/designers/${designer.slug}`),
    name: inLanguage(language, { name: designer.name, arName: designer.name }),
    headline: [about, designer.city].filter(Boolean).join(' · ') || undefined,
    avatarPath: designer.image,
    productCount: designer.productsCount,
  };
}
