import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  emailField,
  integerField,
  normalizeDigits,
  optionalText,
  parseInput,
  phoneField,
  requiredText,
} from '../accounts/account-validation.ts';
import { isDomainError } from '../errors.ts';
import { TEXT_MARKS } from '@souq/testing/text-marks.ts';
import {
  assertNoControlCharacters,
  CONTROL_CHARACTERS_KEY,
  findControlCharacters,
  normalizeCodeInput,
  withoutInvisibleMarks,
} from './text-input.ts';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (isDomainError(error)) return { status: error.status, key: error.messageKey, message: error.message };
    throw error;
  }
  return null;
};

describe('control characters (the guard of the services, for the website forms)', () => {
  it('finds them in nested input, keys included; tab and line breaks are text', () => {
    expect(findControlCharacters({ a: ['ok', { b: 'x\u0000' }] })).toBe('a[1].b');
    expect(findControlCharacters({ 'k\u0001': 'v' })).toBe('k\u0001');
    expect(findControlCharacters({ text: 'line one\r\n\tline two', n: 3, none: null })).toBeNull();
    expect(refusal(() => assertNoControlCharacters(['\u009b']))).toMatchObject({
      status: 400,
      key: CONTROL_CHARACTERS_KEY,
    });
  });

  it.each(['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\u0085b'])(
    'requiredText, optionalText and emailField refuse %j with the 400 of validation.controlCharacters',
    (text) => {
      const schema = z.object({ name: requiredText(80), note: optionalText(80), email: emailField });
      expect(refusal(() => parseInput(schema, { name: text, note: 'ok', email: 'a@b.co' }))).toMatchObject({
        status: 400,
        key: CONTROL_CHARACTERS_KEY,
        message: 'This field contains characters that are not allowed',
      });
      expect(refusal(() => parseInput(schema, { name: 'ok', note: text, email: 'a@b.co' }))).toMatchObject({
        key: CONTROL_CHARACTERS_KEY,
      });
      expect(
        refusal(() => parseInput(schema, { name: 'ok', note: 'ok', email: `a${text}@b.co` })),
      ).not.toBeNull();
    },
  );
});

describe('input normalization (issue 14, case 14): marks stripped before validation and storage', () => {
  it.each(TEXT_MARKS.map((mark) => [mark.codePointAt(0)!.toString(16), mark]))(
    'U+%s is stripped from names, emails, codes and numbers',
    (_code, mark) => {
      expect(parseInput(requiredText(80), `${mark}سارة${mark} Ali${mark}`)).toBe('سارة Ali');
      expect(parseInput(optionalText(80), `${mark}`)).toBeNull();
      expect(parseInput(emailField, `${mark}Sara${mark}@Example.com${mark}`)).toBe('sara@example.com');
      expect(normalizeCodeInput(`${mark}SAVE${mark}١٠ `)).toBe('SAVE10');
      expect(normalizeDigits(`${mark}٠١٠${mark}۱۲`)).toBe('01012');
      expect(parseInput(phoneField, `${mark}٠١٠١٢٣٤٥٦٧`)).toBe('0101234567');
      expect(parseInput(integerField, `${mark}۱۲${mark}`)).toBe(12);
    },
  );

  it('Arabic-Indic and Persian digits become Western digits in every numeric field', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(parseInput(integerField, '٤٢')).toBe(42);
    expect(refusal(() => parseInput(integerField, '٤x'))).toMatchObject({ key: 'validation.numeric' });
  });

  it('a value made only of marks is empty, not a half-normalized value', () => {
    expect(withoutInvisibleMarks('\u200f\u200b\ufeff')).toBe('');
    expect(refusal(() => parseInput(requiredText(80), '\u200f\u200b'))).toMatchObject({
      key: 'validation.required',
    });
  });
});
