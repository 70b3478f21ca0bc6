/**
 * The one money helper of the project. Amounts are integer minor units (piasters, halalas, fils)
 * with a currency; nothing here works on floating-point major units.
 */
import type { CurrencyCode, LanguageCode } from '../locale/locales.ts';
import { toArabicDigits, toWesternDigits } from '../locale/locales.ts';

export interface Money {
  amountMinor: number;
  currency: CurrencyCode;
}

/** EGP, SAR and AED all have 100 minor units to the major unit. */
export const MINOR_PER_MAJOR: Record<CurrencyCode, number> = { EGP: 100, SAR: 100, AED: 100 };

const LABELS: Record<LanguageCode, Record<CurrencyCode, string>> = {
  en: { EGP: 'EGP', SAR: 'SAR', AED: 'AED' },
  ar: { EGP: 'ج.م', SAR: 'ر.س', AED: 'د.إ' },
};

/** The currency label of SPEC.md section 1: EGP, SAR, AED in English; ج.م, ر.س, د.إ in Arabic. */
export const currencyLabel = (currency: CurrencyCode, language: LanguageCode): string =>
  LABELS[language][currency];

export class MoneyError extends RangeError {
  override name = 'MoneyError';
}

/** Throws unless `value` is a safe integer amount of minor units. */
export function assertMinor(value: number, what = 'amount'): number {
  if (!Number.isSafeInteger(value)) {
    throw new MoneyError(`${what} must be an integer number of minor units, got ${String(value)}`);
  }
  return value;
}

/** Sum of integer minor amounts; throws when an input is not an integer or the sum leaves the safe range. */
export function sumMinor(values: Iterable<number>): number {
  let total = 0;
  for (const value of values) total += assertMinor(value);
  return assertMinor(total, 'sum');
}

/** amountMinor * quantity, integer-checked (a cart line). */
export function multiplyMinor(amountMinor: number, quantity: number): number {
  assertMinor(amountMinor);
  assertMinor(quantity, 'quantity');
  return assertMinor(amountMinor * quantity, 'product');
}

/** Integer division rounding half away from zero, exact for safe integers. */
function divideRounded(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const magnitude = Math.abs(numerator);
  const rounded = Math.floor((magnitude * 2 + denominator) / (denominator * 2));
  return rounded === 0 ? 0 : sign * rounded;
}

/**
 * `percent`% of an amount, rounded half away from zero to a whole minor unit. `percent` may have
 * up to two decimals (12.5, 33.33); it is taken in basis points so the arithmetic stays integer.
 */
export function percentOf(amountMinor: number, percent: number): number {
  assertMinor(amountMinor);
  if (!Number.isFinite(percent))
    throw new MoneyError(`percent must be a finite number, got ${String(percent)}`);
  const basisPoints = Math.round(percent * 100);
  return divideRounded(assertMinor(amountMinor * basisPoints, 'amount x percent'), 10_000);
}

/**
 * The amount after a percentage discount (an offer of 20 takes 20% off). The discount is clamped to
 * 0..100%, so the result is never negative nor above the original amount.
 */
export function applyPercent(amountMinor: number, percentOff: number): number {
  const clamped = Math.min(100, Math.max(0, percentOff));
  return amountMinor - percentOf(amountMinor, clamped);
}

export interface FormatMoneyOptions {
  /** Western digits (default) or Arabic-Indic (٠-٩) with Arabic separators. */
  digits?: 'latn' | 'arab';
  /** Keep `.00` on whole amounts (off by default: `1,250 EGP`). */
  alwaysShowMinor?: boolean;
}

const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Formats integer minor units for people: `1,250 EGP`, `99.50 SAR`, `1,250 ج.م`, and with
 * `{ digits: 'arab' }` `١٬٢٥٠ ج.م`. Whole amounts drop `.00`. Deterministic (no Intl), so the
 * server and the browser render the same text. The number and the label are joined by a
 * no-break space so they never wrap apart.
 */
export function formatMoney(
  amountMinor: number,
  currency: CurrencyCode,
  language: LanguageCode,
  options: FormatMoneyOptions = {},
): string {
  assertMinor(amountMinor);
  const perMajor = MINOR_PER_MAJOR[currency];
  const magnitude = Math.abs(amountMinor);
  const major = Math.floor(magnitude / perMajor);
  const minor = magnitude % perMajor;
  let text = groupThousands(String(major));
  if (minor !== 0 || options.alwaysShowMinor) {
    text += '.' + String(minor).padStart(String(perMajor - 1).length, '0');
  }
  if (amountMinor < 0) text = '-' + text;
  if (options.digits === 'arab') {
    text = toArabicDigits(text).replace(/,/g, '\u066c').replace(/\./g, '\u066b');
  }
  return `${text}\u00a0${currencyLabel(currency, language)}`;
}

/**
 * Minor units to a major-unit number (12550 -> 125.5) for legacy contracts that carry prices as
 * plain numbers (egPrice, suPrice, emPrice). Only at the edge: never compute with the result.
 */
export function toMajorUnits(amountMinor: number, currency: CurrencyCode): number {
  assertMinor(amountMinor);
  return amountMinor / MINOR_PER_MAJOR[currency];
}

/** Minor units to a plain decimal string for machine use (`12.5` major -> `"12.50"`). */
export function minorToDecimalString(amountMinor: number, currency: CurrencyCode): string {
  assertMinor(amountMinor);
  const perMajor = MINOR_PER_MAJOR[currency];
  const magnitude = Math.abs(amountMinor);
  const text = `${Math.floor(magnitude / perMajor)}.${String(magnitude % perMajor).padStart(2, '0')}`;
  return amountMinor < 0 ? `-${text}` : text;
}

/**
 * An amount typed by a person in major units (`150`, `99.5`, `١٥٠٫٥`, `۱۲۰`) to integer minor
 * units, or null when it is not a non-negative amount with at most as many decimals as the currency
 * has. Arabic-Indic and Persian digits and the Arabic decimal separator (U+066B) are accepted; the
 * conversion is done on the digits, never through a floating-point product.
 */
export function parseMajorToMinor(value: string | number, currency: CurrencyCode): number | null {
  const perMajor = MINOR_PER_MAJOR[currency];
  const decimals = String(perMajor - 1).length;
  const text =
    typeof value === 'number'
      ? Number.isFinite(value) && value >= 0
        ? value.toFixed(decimals)
        : ''
      : toWesternDigits(value.trim()).replace(/\u066b/g, '.');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return null;
  const minor = Number(match[1]) * perMajor + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) ? minor : null;
}
