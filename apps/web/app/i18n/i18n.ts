/**
 * The React side of the message catalogs: a provider and hooks over core's framework-free catalogs
 * (packages/core/src/locale/messages.ts), re-exported here so pages import one module.
 */
import { createContext, createElement, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, languageOf, type LanguageCode, type LocaleCode } from '@souq/core/locale/locales.ts';
import { createT, type DigitStyle, type TFunction } from '@souq/core/locale/messages.ts';

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
} from '@souq/core/locale/messages.ts';

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
  const value = useMemo<I18nValue>(() => {
    const language = languageOf(locale);
    const digits = language === 'ar' ? arabicDigits : 'latn';
    return { locale, language, digits, t: createT(locale, digits) };
  }, [locale, arabicDigits]);
  return createElement(I18nContext.Provider, { value }, children);
}

/** The translate function of the current locale. */
export const useT = (): TFunction => useContext(I18nContext).t;

/** The current locale, language and digit style. */
export function useLocale(): { locale: LocaleCode; language: LanguageCode; digits: DigitStyle } {
  const { locale, language, digits } = useContext(I18nContext);
  return { locale, language, digits };
}
