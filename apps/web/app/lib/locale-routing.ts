/**
 * The one place that decides what the first path segment means (SPEC.md section 5, routing
 * checks). Today every page lives under `/{language}-{currencyKey}/` (e.g. /ar-eg/); the locale
 * routing variants (A/B/C of section 2) will grow here without touching the routes.
 */
import { data } from 'react-router';
import {
  DEFAULT_COUNTRY,
  DEFAULT_LOCALE,
  isLanguage,
  parseLocale,
  splitLocale,
  toLocale,
  withLanguage,
  type LanguageCode,
  type LocaleCode,
} from '@souq/core/locale/locales.ts';

/** The contract text of SPEC.md section 8 for an unknown currency part. */
export const CURRENCY_UNAVAILABLE_MESSAGE = 'This currency is not available in site!.';

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

/** The locale of a route, or throws the error response the spec asks for. */
export function requireLocale(segment: string | undefined): LocaleCode {
  const resolution = resolveLocaleSegment(segment);
  switch (resolution.kind) {
    case 'ok':
      return resolution.locale;
    case 'unknown-currency':
      throw data(CURRENCY_UNAVAILABLE_MESSAGE, { status: 500 });
    case 'not-found':
      throw data('Not Found', { status: 404 });
  }
}

const firstSegment = (pathname: string): string | undefined => pathname.split('/').find(Boolean);

/**
 * The best locale to show a page (or an error page) in: the URL's locale, else its language with
 * the default country, else the default locale.
 */
export function localeFromPathname(pathname: string): LocaleCode {
  const resolution = resolveLocaleSegment(firstSegment(pathname));
  if (resolution.kind === 'ok') return resolution.locale;
  if (resolution.kind === 'unknown-currency') return toLocale(resolution.language, DEFAULT_COUNTRY);
  return DEFAULT_LOCALE;
}

/** `/ar-eg/` + path: the URL of a page in a locale. */
export function localePath(locale: LocaleCode, path = '/'): string {
  const rest = path.startsWith('/') ? path : `/${path}`;
  return `/${locale}${rest}`;
}

/** The same page in another locale: replaces (or adds) the locale segment, keeps the rest. */
export function switchLocalePath(pathname: string, search: string, locale: LocaleCode): string {
  const segments = pathname.split('/');
  // segments[0] is '' for an absolute path.
  const current = segments[1];
  if (current !== undefined && resolveLocaleSegment(current).kind !== 'not-found') {
    segments[1] = locale;
  } else {
    segments.splice(1, 0, locale);
  }
  let path = segments.join('/');
  if (path === `/${locale}`) path += '/';
  return path + search;
}

/** The same page in the other language, same country. */
export const otherLanguageLocale = (locale: LocaleCode): LocaleCode =>
  withLanguage(locale, locale.startsWith('ar') ? 'en' : 'ar');
