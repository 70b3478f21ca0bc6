/**
 * The one place that decides what the first path segment means (SPEC.md section 2 "Locale" and
 * section 5 "Routing checks"), and how a locale is written into a URL.
 *
 * Three strategies, picked in the site settings or else by LOCALE_STRATEGY (docs/decisions/015, 046):
 * - A: every page carries the prefix (`/ar-eg/...`); the Emirates are switched off, so an ae
 *   path redirects to the same page under en-eg; `/` redirects to the default locale.
 * - B: the default locale (DEFAULT_LOCALE) has no prefix (`/products/1`), the others do; the
 *   default locale written with its prefix redirects to the unprefixed URL.
 * - C: a guard sends any unprefixed path to the same path under en-eg.
 *
 * The setting is process-wide: the server calls `configureLocaleRouting` at start and again
 * whenever staff change it in the site settings (server/locale-settings.ts, issue 21), and the
 * document carries it to the browser (`localeRoutingScript`), so `localePath` gives the same
 * answer in loaders, in server rendering and after hydration.
 */
import { data, redirect } from 'react-router';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  DEFAULT_LOCALE,
  LOCALES,
  countryOf,
  intlTagOf,
  isLanguage,
  parseLocale,
  splitLocale,
  toLocale,
  withCountry,
  withLanguage,
  type CountryCode,
  type LanguageCode,
  type LocaleCode,
} from '@souq/core/locale/locales.ts';
import { parseCountry, parseLanguage } from '@souq/core/locale/parse.ts';

/** The contract text of SPEC.md section 8 for an unknown currency part. */
export const CURRENCY_UNAVAILABLE_MESSAGE = 'This currency is not available in site!.';

export const LOCALE_STRATEGIES = ['A', 'B', 'C'] as const;
export type LocaleStrategy = (typeof LOCALE_STRATEGIES)[number];

export interface LocaleRoutingSettings {
  strategy: LocaleStrategy;
  /** The locale of `/` (A), of unprefixed paths (B) and of pages without a locale. */
  defaultLocale: LocaleCode;
}

/** Where strategy A sends the switched-off country and strategy C sends unprefixed paths. */
export const FALLBACK_LOCALE: LocaleCode = 'en-eg';

/** Countries switched off by a strategy: A serves no Emirates pages (SPEC.md section 2). */
const SWITCHED_OFF: Record<LocaleStrategy, readonly CountryCode[]> = { A: ['ae'], B: [], C: [] };

const GLOBAL_KEY = '__souqLocaleRouting';
const FALLBACK_SETTINGS: LocaleRoutingSettings = { strategy: 'A', defaultLocale: DEFAULT_LOCALE };

type WithSettings = { [GLOBAL_KEY]?: LocaleRoutingSettings };

/** Sets the strategy for this process (server) or tab (browser, via `localeRoutingScript`). */
export function configureLocaleRouting(settings: LocaleRoutingSettings): void {
  (globalThis as WithSettings)[GLOBAL_KEY] = { ...settings };
}

export function localeRouting(): LocaleRoutingSettings {
  return (globalThis as WithSettings)[GLOBAL_KEY] ?? FALLBACK_SETTINGS;
}

/** A script for the document head: the browser's copy of the server's settings, before hydration. */
export function localeRoutingScript(settings: LocaleRoutingSettings = localeRouting()): string {
  const json = JSON.stringify({ strategy: settings.strategy, defaultLocale: settings.defaultLocale });
  return `globalThis.${GLOBAL_KEY}=${json.replace(/</g, '\\u003c')};`;
}

/** The countries a strategy serves, in the order of SPEC.md (egypt, saudi, emirates). */
export const enabledCountries = (settings: LocaleRoutingSettings = localeRouting()): CountryCode[] =>
  COUNTRIES.filter((country) => !SWITCHED_OFF[settings.strategy].includes(country));

/** The locales a strategy serves: six, or four when A switches the Emirates off. */
export const enabledLocales = (settings: LocaleRoutingSettings = localeRouting()): LocaleCode[] =>
  LOCALES.filter((locale) => enabledCountries(settings).includes(countryOf(locale)));

export type LocaleResolution =
  | { kind: 'ok'; locale: LocaleCode }
  /** The language part is known but the currency part is not: 500 with the contract message. */
  | { kind: 'unknown-currency'; language: LanguageCode }
  /** Not a locale at all, or an unknown language: 404. */
  | { kind: 'not-found' };

export function resolveLocaleSegment(segment: string | undefined): LocaleResolution {
  if (!segment) return { kind: 'not-found' };
  const locale = parseLocale(segment);
  if (locale) return { kind: 'ok', locale };
  const parts = splitLocale(segment);
  if (!parts || !isLanguage(parts.language)) return { kind: 'not-found' };
  return { kind: 'unknown-currency', language: parts.language };
}

/** Whether a first path segment is written like a locale (`xx-yy`), valid or not. */
const looksLikeLocale = (segment: string | undefined): boolean =>
  segment !== undefined && splitLocale(segment) !== null;

const segmentsOf = (pathname: string): string[] => pathname.split('/').filter(Boolean);

/** The path without its locale prefix: `/ar-eg/products/1` -> `/products/1`; `/ar-eg` -> `/`. */
export function stripLocale(pathname: string): string {
  const segments = segmentsOf(pathname);
  if (looksLikeLocale(segments[0])) segments.shift();
  const trailing = pathname.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${segments.join('/')}${trailing}`;
}

/** `/ar-eg/` + path: the URL of a page in a locale (no prefix for B's default locale). */
export function localePath(
  locale: LocaleCode,
  path = '/',
  settings: LocaleRoutingSettings = localeRouting(),
): string {
  const rest = path.startsWith('/') ? path : `/${path}`;
  if (settings.strategy === 'B' && locale === settings.defaultLocale) return rest;
  return `/${locale}${rest}`;
}

export type RouteDecision =
  | { kind: 'ok'; locale: LocaleCode }
  | { kind: 'redirect'; to: string; status: 301 | 302 }
  | { kind: 'not-found' }
  | { kind: 'unknown-currency' };

/**
 * What the strategy does with a request path (SPEC.md sections 2 and 5). Pure, for the layout
 * loaders and the tests; `search` is kept on redirects.
 */
export function routeDecision(
  pathname: string,
  search = '',
  settings: LocaleRoutingSettings = localeRouting(),
): RouteDecision {
  const first = segmentsOf(pathname)[0];
  if (looksLikeLocale(first)) {
    const resolution = resolveLocaleSegment(first);
    if (resolution.kind !== 'ok') return { kind: resolution.kind };
    const { locale } = resolution;
    const rest = stripLocale(pathname);
    if (!enabledCountries(settings).includes(countryOf(locale))) {
      // The country is switched off: the same page where the strategy sends it (SPEC.md variant A).
      return { kind: 'redirect', to: localePath(FALLBACK_LOCALE, rest, settings) + search, status: 302 };
    }
    if (settings.strategy === 'B' && locale === settings.defaultLocale) {
      // One URL per page: the default locale lives without its prefix.
      return { kind: 'redirect', to: rest + search, status: 301 };
    }
    return { kind: 'ok', locale };
  }
  switch (settings.strategy) {
    case 'A':
      return pathname === '/' || pathname === ''
        ? { kind: 'redirect', to: localePath(settings.defaultLocale, '/', settings) + search, status: 302 }
        : { kind: 'not-found' };
    case 'B':
      return { kind: 'ok', locale: settings.defaultLocale };
    case 'C':
      return {
        kind: 'redirect',
        to: localePath(FALLBACK_LOCALE, pathname || '/', settings) + search,
        status: 302,
      };
  }
}

/** Runs `routeDecision` for a loader: returns the locale or throws the redirect or error page. */
export function guardLocaleRequest(request: Request, settings: LocaleRoutingSettings = localeRouting()) {
  const url = new URL(request.url);
  // Client navigations fetch `/path.data`; the decision is about the page's own path.
  const pathname = url.pathname.replace(/\.data$/, '').replace(/^\/_root$/, '/');
  const decision = routeDecision(pathname, url.search.replace(/[?&]_routes=[^&]*/, ''), settings);
  switch (decision.kind) {
    case 'ok':
      return decision.locale;
    case 'redirect':
      throw redirect(decision.to, decision.status);
    case 'unknown-currency':
      throw data(CURRENCY_UNAVAILABLE_MESSAGE, { status: 500 });
    case 'not-found':
      throw data('Not Found', { status: 404 });
  }
}

/**
 * The best locale to show a page (or an error page) in: the URL's locale, else its language with
 * the default country, else the locale of unprefixed paths.
 */
export function localeFromPathname(
  pathname: string,
  settings: LocaleRoutingSettings = localeRouting(),
): LocaleCode {
  const first = segmentsOf(pathname)[0];
  const resolution = resolveLocaleSegment(first);
  if (resolution.kind === 'ok') return resolution.locale;
  if (resolution.kind === 'unknown-currency') return toLocale(resolution.language, DEFAULT_COUNTRY);
  return settings.defaultLocale;
}

/**
 * Whether a path lies outside every locale: a locale-shaped prefix of no known language
 * (`/fr-fr/…`), or no prefix under a strategy that gives unprefixed paths no locale (A answers
 * them 404, C redirects them; B serves them in its default locale).
 */
export function isOutsideLocale(
  pathname: string,
  settings: LocaleRoutingSettings = localeRouting(),
): boolean {
  const first = segmentsOf(pathname)[0];
  if (resolveLocaleSegment(first).kind !== 'not-found') return false;
  return settings.strategy !== 'B' || looksLikeLocale(first);
}

/**
 * The locale a document is shown in, error pages included: the URL's (localeFromPathname), but a
 * page outside every locale (a 404 at `/no-such-page` under A) speaks the visitor's browser
 * language (Accept-Language, read by the root loader), with the default locale's country.
 */
export function documentLocale(
  pathname: string,
  browserLanguage: LanguageCode | null | undefined,
  settings: LocaleRoutingSettings = localeRouting(),
): LocaleCode {
  if (browserLanguage && isOutsideLocale(pathname, settings))
    return toLocale(browserLanguage, countryOf(settings.defaultLocale));
  return localeFromPathname(pathname, settings);
}

/** The same page in another locale: replaces (or adds, or drops) the locale prefix, keeps the rest. */
export function switchLocalePath(
  pathname: string,
  search: string,
  locale: LocaleCode,
  settings: LocaleRoutingSettings = localeRouting(),
): string {
  return localePath(locale, stripLocale(pathname), settings) + search;
}

/**
 * Where a language or country switch leads (SPEC.md section 4): the language switch keeps the
 * page and country, the country switch keeps the page and language and changes the currency.
 * Both values are read by core's one parser of each (parseLanguage, parseCountry); what they
 * do not read, or a country the strategy switched off, is ignored.
 */
export function localeAfterSwitch(
  current: LocaleCode,
  change: { language?: string | null; currency?: string | null },
  settings: LocaleRoutingSettings = localeRouting(),
): LocaleCode {
  let next = current;
  const language = parseLanguage(change.language);
  if (language) next = withLanguage(next, language);
  const country = parseCountry(change.currency);
  if (country && enabledCountries(settings).includes(country)) next = withCountry(next, country);
  return next;
}

/** The same page in the other language, same country. */
export const otherLanguageLocale = (locale: LocaleCode): LocaleCode =>
  withLanguage(locale, locale.startsWith('ar') ? 'en' : 'ar');

/**
 * Canonical and hreflang alternates of a page at `path` (without locale), in every locale the
 * strategy serves: under A the Emirates redirect to en-eg, so they are left out (as the sitemap
 * leaves them out); under B and C all six are announced.
 */
export function alternateLinks(
  origin: string,
  locale: LocaleCode,
  path: string,
  search = '',
  settings: LocaleRoutingSettings = localeRouting(),
) {
  return {
    canonical: `${origin}${localePath(locale, path, settings)}${search}`,
    alternates: enabledLocales(settings).map((alternate) => ({
      locale: alternate,
      hrefLang: intlTagOf(alternate),
      href: `${origin}${localePath(alternate, path, settings)}${search}`,
    })),
    xDefault: `${origin}${localePath(settings.defaultLocale, path, settings)}${search}`,
  };
}
