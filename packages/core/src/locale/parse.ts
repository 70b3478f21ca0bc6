import {
  countryFromName,
  countryOfCurrency,
  isCountry,
  isCurrency,
  isLanguage,
  type CountryCode,
  type LanguageCode,
} from './locales.ts';

/**
 * Spellings of a market that are neither its key, its currency code nor its English name: the
 * legacy price keys of the contract (SPEC.md section 9) and the Arabic names a registration form
 * receives (with and without the hamza).
 */
const OTHER_COUNTRY_SPELLINGS: ReadonlyMap<string, CountryCode> = new Map([
  ['su', 'sa'],
  ['em', 'ae'],
  ['مصر', 'eg'],
  ['السعودية', 'sa'],
  ['المملكة العربية السعودية', 'sa'],
  ['الإمارات', 'ae'],
  ['الامارات', 'ae'],
  ['الإمارات العربية المتحدة', 'ae'],
]);

/**
 * The one reading of a country a client wrote (GraphQL arguments, REST bodies, the country
 * switch, registration), trimmed and in any case: the key (eg, sa, ae), the currency code (EGP,
 * SAR, AED), the name (egypt, saudi, emirates, مصر, السعودية, الإمارات, ...) or the legacy price
 * key (su, em). Null for anything else, an empty value included: whether null means the default
 * country or a refusal is the caller's choice.
 */
export function parseCountry(value: unknown): CountryCode | null {
  if (typeof value !== 'string') return null;
  const normalized = value.trim().toLowerCase();
  if (isCountry(normalized)) return normalized;
  const currency = normalized.toUpperCase();
  if (isCurrency(currency)) return countryOfCurrency(currency);
  return countryFromName(normalized) ?? OTHER_COUNTRY_SPELLINGS.get(normalized) ?? null;
}

/**
 * The one reading of a language a client wrote: ar or en, trimmed and in any case. Null for
 * anything else (the caller then uses the request's language or refuses).
 */
export function parseLanguage(value: unknown): LanguageCode | null {
  if (typeof value !== 'string') return null;
  const normalized = value.trim().toLowerCase();
  return isLanguage(normalized) ? normalized : null;
}
