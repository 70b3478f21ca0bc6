/**
 * The one text normalization of search (issue 4), applied to what is indexed and to what shoppers
 * type, so that spelling variants meet:
 *
 * - Unicode NFKD, then every combining mark removed: Latin accents fold (é -> e), Arabic tashkeel
 *   (harakat, shadda, sukun, tanween, superscript alef, Quranic marks) disappears, and the hamza and
 *   madda of أ إ آ ؤ ئ (which NFKD splits off as marks) go with it: أ إ آ -> ا, ؤ -> و, ئ -> ي.
 *   Presentation forms and ligatures (ﻻ, ﷲ) and full-width letters decompose to plain letters.
 * - ٱ -> ا, ى -> ي, ة -> ه, and the Persian keyboard's ی -> ي and ک -> ك; tatweel removed.
 * - Arabic-Indic and Persian digits -> 0-9.
 * - Lower case.
 * - Anything but a letter of the Latin, Cyrillic or Arabic scripts or a digit -> a space
 *   (punctuation, symbols, emoji, tsquery and LIKE syntax such as `& | ! : * ( ) ' % _`), and runs of
 *   spaces collapse to one, without leading or trailing space.
 *
 * The database applies the same rules with the SQL function `search_normalize(text)` (migration
 * 0001_search); search-normalize.int.test.ts checks both give the same text on both engines. A
 * migration that changes it must also rewrite what was stored with it: the search documents
 * (`npm run search:reindex`) and the generated `users.name_search` (migration 0009), for example
 * with `UPDATE users SET name = name`.
 */
import { toWesternDigits } from '../locale/locales.ts';

/** Queries longer than this (after normalization) are cut at a word boundary. */
export const MAX_QUERY_LENGTH = 200;

/**
 * Combining marks: Latin diacritics, Arabic tashkeel and the hamza/madda marks NFKD splits off
 * (U+0610-U+061A, U+064B-U+065F, U+0670, U+06D6-U+06ED), and the tatweel U+0640.
 * Keep in step with `search_normalize` in packages/core/drizzle/0001_search.sql.
 */
// eslint-disable-next-line no-misleading-character-class -- a class of combining marks on purpose
const MARKS = /[\u0300-\u036f\u0610-\u061a\u0640\u064b-\u065f\u0670\u06d6-\u06dc\u06df-\u06e8\u06ea-\u06ed]/g;

/** Letters that are spelling variants of another letter. */
const LETTER_VARIANTS: Record<string, string> = {
  '\u0671': '\u0627', // ٱ -> ا
  '\u0649': '\u064a', // ى -> ي
  '\u0629': '\u0647', // ة -> ه
  '\u06cc': '\u064a', // ی -> ي
  '\u06a9': '\u0643', // ک -> ك
};
const VARIANT = /[\u0671\u0649\u0629\u06cc\u06a9]/g;

/** The word characters: digits and the letters of the Latin, Cyrillic and Arabic scripts. */
const WORD_CHARS =
  '0-9a-z\\u00df-\\u00f6\\u00f8-\\u00ff\\u0100-\\u024f\\u0400-\\u04ff\\u0620-\\u064a\\u066e-\\u06d3\\u06d5\\u06ee-\\u06ff\\u0750-\\u077f';
const NON_WORD = new RegExp(`[^${WORD_CHARS}]+`, 'g');
const NORMALIZED = new RegExp(`^([${WORD_CHARS}]+( [${WORD_CHARS}]+)*)?$`);

/**
 * Normalizes `value` for search: see the module comment. `maxLength` caps the result (a query of
 * 10,000 characters costs no more than one of 200); pass `Infinity` for indexed text.
 */
export function normalizeSearchText(value: string | null | undefined, maxLength = MAX_QUERY_LENGTH): string {
  if (typeof value !== 'string' || value === '') return '';
  // Only a bounded prefix can survive the cap, so the rest is never processed.
  const input = Number.isFinite(maxLength) ? value.slice(0, Math.max(0, maxLength) * 4 + 16) : value;
  const text = toWesternDigits(input.normalize('NFKD').toLowerCase())
    .replace(VARIANT, (letter) => LETTER_VARIANTS[letter] ?? letter)
    .replace(MARKS, '')
    .replace(NON_WORD, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace > 0 ? cut.slice(0, lastSpace) : cut.slice(0, maxLength)).trim();
}

/** The words of an already normalized text (empty for an empty text). */
export const searchTerms = (normalized: string): string[] => (normalized === '' ? [] : normalized.split(' '));

/** True when `value` could be an output of normalizeSearchText: word characters and single spaces. */
export const isNormalizedSearchText = (value: string): boolean => NORMALIZED.test(value);
