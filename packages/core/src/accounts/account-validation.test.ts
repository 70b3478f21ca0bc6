import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError } from '../errors.ts';
import {
  emailField,
  integerField,
  parseInput,
  passwordField,
  phoneField,
  requiredText,
} from './account-validation.ts';
import { parseCountry } from '../locale/parse.ts';

const failure = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
};

describe('account validation', () => {
  it("answers 'This field is required' with its i18n key", () => {
    const error = failure(() => parseInput(z.object({ fName: requiredText() }), { fName: '  ' }, 500));
    expect(error).toMatchObject({
      message: 'This field is required',
      messageKey: 'validation.required',
      status: 500,
    });
    expect(error.details).toMatchObject({ field: 'fName' });
  });

  it.each([4, 6])("answers 'The password must be at least %i characters long'", (min) => {
    const error = failure(() => parseInput(z.object({ password: passwordField(min) }), { password: 'abc' }));
    expect(error.message).toBe(`The password must be at least ${min} characters long`);
    expect(error.messageKey).toBe('validation.minLength');
    expect(parseInput(passwordField(min), 'x'.repeat(min))).toBe('x'.repeat(min));
  });

  it('normalizes emails to lower case and refuses invalid ones', () => {
    expect(parseInput(emailField, ' Mona@Example.COM ')).toBe('mona@example.com');
    expect(failure(() => parseInput(emailField, 'mona@')).messageKey).toBe('validation.email');
  });

  it('accepts Arabic-Indic digits in phones and integers, with at most 10 phone digits', () => {
    expect(parseInput(phoneField, '٠١٢٣ ٤٥٦-٧٨٩')).toBe('0123456789');
    expect(parseInput(phoneField, '۰۱۲')).toBe('012');
    expect(parseInput(phoneField, '')).toBeNull();
    expect(failure(() => parseInput(phoneField, '01234567890')).messageKey).toBe('validation.phoneMax');
    expect(failure(() => parseInput(phoneField, '01x2')).message).toBe(
      'This field must contain only numbers',
    );
    expect(parseInput(integerField, '١٢٣٤٥')).toBe(12345);
    expect(parseInput(integerField, 7)).toBe(7);
    expect(parseInput(integerField, null)).toBeNull();
    expect(failure(() => parseInput(integerField, 'ab')).messageKey).toBe('validation.numeric');
    expect(failure(() => parseInput(integerField, 2.5)).messageKey).toBe('validation.numeric');
  });

  it('reads the three markets by code, English and Arabic name', () => {
    expect(['eg', 'Egypt', 'مصر', 'saudi', 'السعودية', 'AE', 'الإمارات'].map(parseCountry)).toEqual([
      'eg',
      'eg',
      'eg',
      'sa',
      'sa',
      'ae',
      'ae',
    ]);
    expect(parseCountry('france')).toBeNull();
  });
});

describe('PASSWORD_MIN_LENGTH', () => {
  it('is 6 by default, 4 when set, and refuses other values', async () => {
    const { loadConfig } = await import('../config/config.ts');
    expect(loadConfig({}).passwordMinLength).toBe(6);
    expect(loadConfig({ PASSWORD_MIN_LENGTH: '4' }).passwordMinLength).toBe(4);
    expect(() => loadConfig({ PASSWORD_MIN_LENGTH: '5' })).toThrow(/PASSWORD_MIN_LENGTH/);
  });
});
