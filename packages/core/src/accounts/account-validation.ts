import { z } from 'zod';
import { DomainError } from '../errors.ts';
import { toWesternDigits } from '../locale/locales.ts';
import { parseCountry } from '../locale/parse.ts';
import {
  CONTROL_CHARACTERS_KEY,
  CONTROL_CHARACTERS_MESSAGE,
  hasControlCharacters,
  withoutInvisibleMarks,
} from '../locale/text-input.ts';

/**
 * Input rules of SPEC.md section 5. Each zod message is an i18n key; `toValidationError` turns the
 * first issue into the DomainError with the SPEC's English text ('This field is required', 'The
 * {field} must be at least {n} characters long', 'This field must contain only numbers').
 */
export const VALIDATION_KEYS = {
  required: 'validation.required',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  numeric: 'validation.numeric',
  email: 'validation.email',
  phoneMax: 'validation.phoneMax',
  invalid: 'validation.invalid',
  controlCharacters: CONTROL_CHARACTERS_KEY,
} as const;

export const PHONE_MAX_DIGITS = 10;

/** English contract texts of the keys; `{field}` and `{n}` are filled in. */
const ENGLISH: Record<string, string> = {
  [VALIDATION_KEYS.required]: 'This field is required',
  [VALIDATION_KEYS.minLength]: 'The {field} must be at least {n} characters long',
  [VALIDATION_KEYS.maxLength]: 'The {field} may not be longer than {n} characters',
  [VALIDATION_KEYS.numeric]: 'This field must contain only numbers',
  [VALIDATION_KEYS.email]: 'Please enter a valid email',
  [VALIDATION_KEYS.phoneMax]: 'The phone may not exceed 10 digits',
  [VALIDATION_KEYS.invalid]: 'This value is not valid',
  [VALIDATION_KEYS.controlCharacters]: CONTROL_CHARACTERS_MESSAGE,
};

/** A contract text with its {placeholders} filled in (unknown ones stay as written). */
export const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** The DomainError of the first zod issue, with the field and bound in `details` for the UI. */
export function toValidationError(error: z.ZodError, status = 400): DomainError {
  const issue = error.issues[0]!;
  const field = issue.path.map(String).join('.') || 'input';
  const key = issue.message in ENGLISH ? issue.message : VALIDATION_KEYS.invalid;
  const n =
    'minimum' in issue ? Number(issue.minimum) : 'maximum' in issue ? Number(issue.maximum) : undefined;
  const params = { field, ...(n !== undefined ? { n } : {}) };
  return new DomainError({
    code: 'VALIDATION_FAILED',
    messageKey: key,
    message: fill(ENGLISH[key]!, params),
    status,
    details: params,
  });
}

/** Parses with the schema or throws the validation DomainError with `status`. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, status = 400): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw toValidationError(result.error, status);
  return result.data;
}

// ------------------------------------------------------------------------------------------------
// Field rules
// ------------------------------------------------------------------------------------------------

const absent = (value: unknown) => value === undefined || value === null;

/**
 * Text as people send it (locale/text-input.ts): direction and zero-width marks are stripped before
 * anything else, so a name or code is checked and stored the way it looks.
 */
const visibleText = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (typeof value === 'string' ? withoutInvisibleMarks(value) : value), schema);

/** Control characters (NUL, escape...) are refused with a clear 400, never stored. */
const noControlCharacters = (value: string) => !hasControlCharacters(value);

/** A required text: marks stripped, trimmed, non-empty, no control characters. */
export const requiredText = (max = 200) =>
  visibleText(
    z
      .string(VALIDATION_KEYS.required)
      .refine(noControlCharacters, VALIDATION_KEYS.controlCharacters)
      .trim()
      .min(1, VALIDATION_KEYS.required)
      .max(max, VALIDATION_KEYS.maxLength),
  );

/** An optional text: marks stripped, trimmed, no control characters; empty means null. */
export const optionalText = (max = 2000) =>
  visibleText(
    z
      .string(VALIDATION_KEYS.invalid)
      .refine(noControlCharacters, VALIDATION_KEYS.controlCharacters)
      .trim()
      .max(max, VALIDATION_KEYS.maxLength)
      .nullish()
      .transform((value) => (value ? value : null)),
  );

export const emailField = visibleText(
  z
    .string(VALIDATION_KEYS.required)
    .trim()
    .min(1, VALIDATION_KEYS.required)
    .max(254, VALIDATION_KEYS.maxLength)
    .transform((value) => value.toLowerCase())
    .pipe(z.email(VALIDATION_KEYS.email)),
);

/** A password of at least `min` characters (4 or 6: PASSWORD_MIN_LENGTH) and at most 200. */
export const passwordField = (min: number) =>
  z
    .string(VALIDATION_KEYS.required)
    .min(1, VALIDATION_KEYS.required)
    .min(min, VALIDATION_KEYS.minLength)
    .max(200, VALIDATION_KEYS.maxLength);

/**
 * Digits typed in any script (Arabic-Indic too) become Western digits; direction and zero-width
 * marks, spaces, dashes, dots, parentheses and a leading + are dropped; anything else is 'This field must contain only numbers'.
 */
export function normalizeDigits(value: string): string | null {
  const western = toWesternDigits(withoutInvisibleMarks(value)).replace(/[\s\-.()+]/g, '');
  return /^\d*$/.test(western) ? western : null;
}

/** A phone of at most 10 digits (SPEC.md sections 5 and 9); empty means null. */
export const phoneField = z
  .string(VALIDATION_KEYS.numeric)
  .nullish()
  .transform((value, ctx) => {
    if (absent(value) || value!.trim() === '') return null;
    const digits = normalizeDigits(value!);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.numeric });
      return z.NEVER;
    }
    if (digits.length > PHONE_MAX_DIGITS) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.phoneMax });
      return z.NEVER;
    }
    return digits;
  });

export const requiredPhone = phoneField.refine((value) => value !== null, VALIDATION_KEYS.required);

/** A whole number given as a number or as digits (Arabic-Indic accepted); empty means null. */
export const integerField = z
  .union([z.number(), z.string()], VALIDATION_KEYS.numeric)
  .nullish()
  .transform((value, ctx) => {
    if (absent(value) || value === '') return null;
    if (typeof value === 'number') {
      if (Number.isSafeInteger(value) && value >= 0) return value;
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.numeric });
      return z.NEVER;
    }
    const digits = normalizeDigits(value!);
    if (digits === null || digits === '' || digits.length > 9) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.numeric });
      return z.NEVER;
    }
    return Number(digits);
  });

/** A market as `parseCountry` reads it (key, currency code, English or Arabic name). */
export const marketCountryField = z
  .string(VALIDATION_KEYS.required)
  .trim()
  .min(1, VALIDATION_KEYS.required)
  .transform((value, ctx) => {
    const country = parseCountry(value);
    if (!country) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.invalid });
      return z.NEVER;
    }
    return country;
  });

export const languageField = z.enum(['ar', 'en'], VALIDATION_KEYS.invalid);

/** An uploaded avatar path as answered by POST /api/user/upload-one: `avatars/<name>.webp`. */
export const avatarPathField = z
  .string(VALIDATION_KEYS.required)
  .trim()
  .regex(/^avatars\/[A-Za-z0-9_-]{8,80}\.webp$/, VALIDATION_KEYS.invalid);

/** A birth date as YYYY-MM-DD (an ISO date-time is cut to its date). */
export const birthDateField = z
  .string(VALIDATION_KEYS.invalid)
  .nullish()
  .transform((value, ctx) => {
    if (absent(value) || value!.trim() === '') return null;
    const date = toWesternDigits(value!.trim()).slice(0, 10);
    const parsed = new Date(`${date}T00:00:00Z`);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(parsed.getTime())) {
      ctx.addIssue({ code: 'custom', message: VALIDATION_KEYS.invalid });
      return z.NEVER;
    }
    return date;
  });
