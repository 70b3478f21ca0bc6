import { DomainError } from '../errors.ts';
import { toWesternDigits } from './locales.ts';

/**
 * The one rule for characters in text that people send (issue 14): control characters are refused
 * everywhere, invisible direction and zero-width marks are stripped from names, codes and emails.
 *
 * Refused: C0 controls other than tab, line feed and carriage return (those are legitimate in
 * multi-line text such as descriptions and reviews), DEL and the C1 controls. NUL in particular
 * cannot be stored in a PostgreSQL text column: let through, it fails the query.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * Direction marks (U+200E/F, U+061C, the embeddings and overrides U+202A-202E, the isolates
 * U+2066-2069) and zero-width characters (U+200B-200D, U+2060, U+FEFF). Copying from a
 * right-to-left page often brings them along; in a code or an email they would make `ab` and
 * `a\u200bb` two different values that look the same.
 */
const INVISIBLE_MARKS = /[\u061c\u200b-\u200f\u202a-\u202e\u2060\u2066-\u2069\ufeff]/g;

export const CONTROL_CHARACTERS_KEY = 'validation.controlCharacters';
export const CONTROL_CHARACTERS_MESSAGE = 'This field contains characters that are not allowed';

export const hasControlCharacters = (value: string): boolean => CONTROL_CHARACTER.test(value);

/** Drops the control characters (the documented rule of the contact form: stripped, not refused). */
export const withoutControlCharacters = (value: string): string => value.replace(CONTROL_CHARACTERS, '');

/** Drops direction and zero-width marks (names, codes, emails, numbers). */
export const withoutInvisibleMarks = (value: string): string => value.replace(INVISIBLE_MARKS, '');

/** The 400 answered for input with control characters; `field` names it when known. */
export function controlCharactersError(field?: string): DomainError {
  return new DomainError({
    code: 'VALIDATION_FAILED',
    messageKey: CONTROL_CHARACTERS_KEY,
    message: CONTROL_CHARACTERS_MESSAGE,
    status: 400,
    details: field ? { field } : {},
  });
}

/**
 * The path of the first string in `value` (a string, or arrays and plain objects of them, to any
 * depth) that holds a control character; null when there is none. Object keys count too.
 */
export function findControlCharacters(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacters(value) ? path || 'input' : null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findControlCharacters(value[index], `${path}[${index}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) return at;
      const found = findControlCharacters(item, at);
      if (found !== null) return found;
    }
  }
  return null;
}

/** Throws the 400 of controlCharactersError when any string in `value` holds a control character. */
export function assertNoControlCharacters(value: unknown): void {
  const found = findControlCharacters(value);
  if (found !== null) throw controlCharactersError(found);
}

/**
 * A code as typed (coupon, gift card, referral): marks stripped, Arabic-Indic digits made Western,
 * trimmed, so `SAVE١٠`, `\u200fSAVE10` and `SAVE10` find the same code. Letter case is the caller's.
 */
export const normalizeCodeInput = (value: string | null | undefined): string =>
  toWesternDigits(withoutInvisibleMarks(value ?? '')).trim();
