import { describe, expect, it } from 'vitest';
import { parseAcceptLanguage, parseCountry, parseLanguage } from './parse.ts';

/**
 * Every spelling the three former country parsers were tested with, and what the one rule reads:
 * A = parseCountryArgument (GraphQL arguments), M = parseMarketCountry (registration),
 * S = localeAfterSwitch (the country switch). The columns say who accepted it before.
 */
const COUNTRY_TABLE: [value: unknown, expected: string | null, acceptedBefore: string][] = [
  ['eg', 'eg', 'A M S'],
  ['sa', 'sa', 'A M S'],
  ['ae', 'ae', 'A M S'],
  ['SA', 'sa', 'A M S'],
  ['AE', 'ae', 'A M S'],
  [' ae ', 'ae', 'A M S'],
  ['egypt', 'eg', 'A M'],
  ['Egypt', 'eg', 'A M'],
  ['saudi', 'sa', 'A M'],
  ['emirates', 'ae', 'A M'],
  ['su', 'sa', 'A'],
  ['em', 'ae', 'A'],
  ['مصر', 'eg', 'M'],
  ['السعودية', 'sa', 'M'],
  ['المملكة العربية السعودية', 'sa', 'M'],
  ['الإمارات', 'ae', 'M'],
  ['الامارات', 'ae', 'M'],
  ['الإمارات العربية المتحدة', 'ae', 'M'],
  [' مصر ', 'eg', 'M'],
  ['EGP', 'eg', 'S'],
  ['egp', 'eg', 'S (A refused it)'],
  ['SAR', 'sa', 'S'],
  ['aed', 'ae', 'S'],
  // Refused by all three (A read absent and empty as eg itself, before parsing; it still does).
  [undefined, null, 'none'],
  [null, null, 'none'],
  ['', null, 'none'],
  ['   ', null, 'none'],
  ['fr', null, 'none'],
  ['us', null, 'none'],
  ['usa', null, 'none'],
  ['USD', null, 'none'],
  ['france', null, 'none'],
  ['mars', null, 'none'],
  ['e g', null, 'none'],
  ['eg-ar', null, 'none'],
  ['__proto__', null, 'none'],
  ['toString', null, 'none'],
  ['constructor', null, 'none'],
  [42, null, 'none'],
];

describe('parseCountry', () => {
  it.each(COUNTRY_TABLE)('reads %j as %j (accepted before by: %s)', (value, expected) => {
    expect(parseCountry(value)).toBe(expected);
  });
});

/** The two former language-argument helpers (catalog pages, search) and the language switch agreed. */
const LANGUAGE_TABLE: [value: unknown, expected: string | null][] = [
  ['ar', 'ar'],
  ['en', 'en'],
  ['EN', 'en'],
  [' Ar ', 'ar'],
  [undefined, null],
  [null, null],
  ['', null],
  ['fr', null],
  ['arabic', null],
  ['en-US', null],
  ['__proto__', null],
  [1, null],
];

describe('parseLanguage', () => {
  it.each(LANGUAGE_TABLE)('reads %j as %j', (value, expected) => {
    expect(parseLanguage(value)).toBe(expected);
  });
});

describe('parseAcceptLanguage', () => {
  it.each([
    ['en-US,en;q=0.9', 'en'],
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
    ['fr-FR, en;q=0.5, ar;q=0.7', 'ar'],
    ['en;q=0, ar;q=0.1', 'ar'],
    ['de, fr', null],
    ['', null],
    [null, null],
    ['*', null],
    ['en;q=abc', 'en'], // a malformed weight counts as 1
  ] as const)('reads %j as %j', (header, expected) => {
    expect(parseAcceptLanguage(header)).toBe(expected);
  });
});
