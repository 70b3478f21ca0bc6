/**
 * The one locale helper of the project (SPEC.md section 2, "Locale", and section 4, "Country switch").
 *
 * A locale is `language-currencyKey`: the second part is the country/currency key (eg, sa, ae).
 * Country is derived from it: eg -> egypt (EGP), sa -> saudi (SAR), ae -> emirates (AED).
 */

export const LANGUAGES = ['ar', 'en'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];

export const COUNTRIES = ['eg', 'sa', 'ae'] as const;
export type CountryCode = (typeof COUNTRIES)[number];

export const CURRENCIES = ['EGP', 'SAR', 'AED'] as const;
export type CurrencyCode = (typeof CURRENCIES)[number];

export type LocaleCode = `${LanguageCode}-${CountryCode}`;

export const LOCALES = [
  'en-eg',
  'ar-eg',
  'en-ae',
  'ar-ae',
  'en-sa',
  'ar-sa',
] as const satisfies readonly LocaleCode[];

export const DEFAULT_LOCALE: LocaleCode = 'ar-eg';
export const DEFAULT_LANGUAGE: LanguageCode = 'ar';
export const DEFAULT_COUNTRY: CountryCode = 'eg';

export type Direction = 'rtl' | 'ltr';

/** The country names of SPEC.md section 4 and 9 (eg egypt, sa saudi, ae emirates). */
export type CountryName = 'egypt' | 'saudi' | 'emirates';

const COUNTRY_NAME: Record<CountryCode, CountryName> = { eg: 'egypt', sa: 'saudi', ae: 'emirates' };
const COUNTRY_BY_NAME: Record<CountryName, CountryCode> = { egypt: 'eg', saudi: 'sa', emirates: 'ae' };
const CURRENCY: Record<CountryCode, CurrencyCode> = { eg: 'EGP', sa: 'SAR', ae: 'AED' };
const COUNTRY_BY_CURRENCY: Record<CurrencyCode, CountryCode> = { EGP: 'eg', SAR: 'sa', AED: 'ae' };

/** The legacy product price keys of the contract: egPrice, suPrice, emPrice (SPEC.md section 9). */
export type PriceKey = 'eg' | 'su' | 'em';
const PRICE_KEY: Record<CountryCode, PriceKey> = { eg: 'eg', sa: 'su', ae: 'em' };

export const isLanguage = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const isCountry = (value: unknown): value is CountryCode =>
  typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);

export const isCurrency = (value: unknown): value is CurrencyCode =>
  typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);

export const isLocale = (value: unknown): value is LocaleCode =>
  typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Parses `ar-eg` (case-insensitive, `_` accepted); null for anything that is not one of the six locales. */
export function parseLocale(value: string | null | undefined): LocaleCode | null {
  if (typeof value !== 'string') return null;
  const normalized = value.trim().toLowerCase().replace('_', '-');
  return isLocale(normalized) ? normalized : null;
}

export type LocaleParts = { language: string; country: string };

/** Splits a locale-like segment into its two parts without validating them (for routing checks). */
export function splitLocale(value: string): LocaleParts | null {
  const match = /^([a-z]{2})[-_]([a-z]{2})$/i.exec(value.trim());
  if (!match) return null;
  return { language: match[1]!.toLowerCase(), country: match[2]!.toLowerCase() };
}

export const toLocale = (language: LanguageCode, country: CountryCode): LocaleCode =>
  `${language}-${country}`;

export const languageOf = (locale: LocaleCode): LanguageCode => locale.slice(0, 2) as LanguageCode;
export const countryOf = (locale: LocaleCode): CountryCode => locale.slice(3, 5) as CountryCode;
export const currencyOf = (locale: LocaleCode): CurrencyCode => CURRENCY[countryOf(locale)];
export const directionOf = (localeOrLanguage: LocaleCode | LanguageCode): Direction =>
  localeOrLanguage.startsWith('ar') ? 'rtl' : 'ltr';

/** What separates the items of a list in running text: the Arabic comma on Arabic pages. */
const LIST_SEPARATORS: Record<LanguageCode, string> = { ar: '، ', en: ', ' };
export const listSeparator = (language: LanguageCode): string => LIST_SEPARATORS[language];

/** Where the shop's day and clock are read in each country (dates shown, day boundaries). */
export const COUNTRY_TIME_ZONES: Record<CountryCode, string> = {
  eg: 'Africa/Cairo',
  sa: 'Asia/Riyadh',
  ae: 'Asia/Dubai',
};
export const timeZoneOf = (country: CountryCode): string => COUNTRY_TIME_ZONES[country];

export const currencyOfCountry = (country: CountryCode): CurrencyCode => CURRENCY[country];
export const countryOfCurrency = (currency: CurrencyCode): CountryCode => COUNTRY_BY_CURRENCY[currency];
export const countryName = (country: CountryCode): CountryName => COUNTRY_NAME[country];
export const countryFromName = (name: string): CountryCode | null =>
  Object.hasOwn(COUNTRY_BY_NAME, name) ? COUNTRY_BY_NAME[name as CountryName] : null;
export const priceKeyOf = (country: CountryCode): PriceKey => PRICE_KEY[country];

/** The same locale in the other language (the language switch keeps the country). */
export const withLanguage = (locale: LocaleCode, language: LanguageCode): LocaleCode =>
  toLocale(language, countryOf(locale));

/** The same language in another country (the country switch keeps the language). */
export const withCountry = (locale: LocaleCode, country: CountryCode): LocaleCode =>
  toLocale(languageOf(locale), country);

/** BCP 47 tag for Intl APIs: `ar-EG`, `en-SA`. */
export const intlTagOf = (locale: LocaleCode): string =>
  `${languageOf(locale)}-${countryOf(locale).toUpperCase()}`;

const ARABIC_INDIC_ZERO = 0x0660; // ٠
const PERSIAN_ZERO = 0x06f0; // ۰

/** Turns Arabic-Indic (٠-٩) and Persian (۰-۹) digits into 0-9; everything else is kept. */
export function toWesternDigits(value: string): string {
  return value.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code >= PERSIAN_ZERO ? code - PERSIAN_ZERO : code - ARABIC_INDIC_ZERO);
  });
}

/** Numeric entries (SPEC.md section 5): Arabic-Indic digits become Western digits, non-digits are stripped. */
export const digitsOnly = (value: string): string => toWesternDigits(value).replace(/\D/g, '');

/** Western digits to Arabic-Indic (٠-٩), for display behind an option. */
export function toArabicDigits(value: string): string {
  return value.replace(/[0-9]/g, (digit) => String.fromCharCode(ARABIC_INDIC_ZERO + Number(digit)));
}
