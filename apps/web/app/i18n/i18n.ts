/**
 * The React side of the message catalogs: a provider and hooks over core's framework-free catalogs
 * (packages/core/src/locale/message-catalog.ts), re-exported here so pages import one module.
 *
 * The server (and tests) register both languages whole. The browser registers only its page's
 * language (load-messages.ts: the site's and payments' texts; the dashboard adds its own), so a
 * storefront page does not download the other language or the dashboard's texts.
 */
import { createContext, createElement, use, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, languageOf, type LanguageCode, type LocaleCode } from '@souq/core/locale/locales.ts';
import {
  createT,
  formatTagOf,
  hasMessages,
  type DigitStyle,
  type TFunction,
} from '@souq/core/locale/message-catalog.ts';
import { loadMessages } from './load-messages.ts';

// Vite writes `false` here in the browser build, which drops the import with both catalogs.
if (import.meta.env.SSR) await import('@souq/core/locale/messages.ts');

export {
  catalogs,
  createT,
  formatTagOf,
  lookupMessage,
  translate as t,
  type DigitStyle,
  type MessageKey,
  type MessageValues,
  type TFunction,
} from '@souq/core/locale/message-catalog.ts';
export { loadMessages } from './load-messages.ts';

interface I18nValue {
  locale: LocaleCode;
  language: LanguageCode;
  /** The digits numbers are written in on this page (always 0-9 in English). */
  digits: DigitStyle;
  t: TFunction;
}

const I18nContext = createContext<I18nValue>({
  locale: DEFAULT_LOCALE,
  language: languageOf(DEFAULT_LOCALE),
  digits: 'latn',
  t: createT(DEFAULT_LOCALE),
});

export function I18nProvider({
  locale,
  arabicDigits = 'latn',
  children,
}: {
  locale: LocaleCode;
  arabicDigits?: DigitStyle;
  children: ReactNode;
}) {
  const language = languageOf(locale);
  const value = useMemo<I18nValue>(() => {
    const digits = language === 'ar' ? arabicDigits : 'latn';
    return { locale, language, digits, t: createT(locale, digits) };
  }, [locale, language, arabicDigits]);
  // Switching language in the browser waits (inside the navigation's transition) for its texts.
  // After every hook: React replays a component that suspended in `use`, and by the replay the
  // texts are there, so a hook after a skipped `use` would be a hook React has not seen (error
  // #467, seen when the dashboard previews a page in the other language).
  if (!hasMessages(language)) use(loadMessages(language));
  return createElement(I18nContext.Provider, { value }, children);
}

/** The translate function of the current locale. */
export const useT = (): TFunction => useContext(I18nContext).t;

/**
 * A whole number (a step, a counter, a quantity) in the page's digits: 0-9, or ٠-٩ on Arabic
 * pages under ARABIC_DIGITS, the rule prices and dates follow (formatTagOf).
 */
export function useCount(): (value: number) => string {
  const { language, digits } = useContext(I18nContext);
  const format = useMemo(() => new Intl.NumberFormat(formatTagOf(language, digits)), [language, digits]);
  return (value) => format.format(value);
}

/** The current locale, language and digit style. */
export function useLocale(): { locale: LocaleCode; language: LanguageCode; digits: DigitStyle } {
  const { locale, language, digits } = useContext(I18nContext);
  return { locale, language, digits };
}
