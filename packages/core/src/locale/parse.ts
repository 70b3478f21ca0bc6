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

/**
 * The language a browser asks for first among ours: the best-ranked (q) Arabic or English tag of
 * an `Accept-Language` header, in the header's order on a tie; null when it names neither.
 */
export function parseAcceptLanguage(header: string | null | undefined): LanguageCode | null {
  if (!header) return null;
  const ranked = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { language: parseLanguage(tag.trim().slice(0, 2)), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && entry.language !== null)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.language ?? null;
}
