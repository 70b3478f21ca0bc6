import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  LOCALES,
  countryFromName,
  countryName,
  countryOf,
  currencyOf,
  digitsOnly,
  directionOf,
  intlTagOf,
  languageOf,
  parseLocale,
  priceKeyOf,
  splitLocale,
  toArabicDigits,
  toWesternDigits,
  withCountry,
  withLanguage,
} from './locales.ts';

describe('locales', () => {
  it('lists the six locales of the spec and defaults to ar-eg', () => {
    expect([...LOCALES].sort()).toEqual(['ar-ae', 'ar-eg', 'ar-sa', 'en-ae', 'en-eg', 'en-sa']);
    expect(DEFAULT_LOCALE).toBe('ar-eg');
  });

  it('parses known locales and rejects everything else', () => {
    expect(parseLocale('ar-eg')).toBe('ar-eg');
    expect(parseLocale('EN-SA')).toBe('en-sa');
    expect(parseLocale('en_ae')).toBe('en-ae');
    expect(parseLocale('fr-eg')).toBeNull();
    expect(parseLocale('en-us')).toBeNull();
    expect(parseLocale('ar')).toBeNull();
    expect(parseLocale('')).toBeNull();
    expect(parseLocale(undefined)).toBeNull();
    expect(parseLocale('ar-eg-x')).toBeNull();
  });

  it('splits a locale-like segment without validating it', () => {
    expect(splitLocale('fr-eg')).toEqual({ language: 'fr', country: 'eg' });
    expect(splitLocale('en-us')).toEqual({ language: 'en', country: 'us' });
    expect(splitLocale('products')).toBeNull();
  });

  it('derives language, country, currency, direction and names', () => {
    expect(languageOf('ar-sa')).toBe('ar');
    expect(countryOf('ar-sa')).toBe('sa');
    expect(currencyOf('ar-sa')).toBe('SAR');
    expect(currencyOf('en-eg')).toBe('EGP');
    expect(currencyOf('en-ae')).toBe('AED');
    expect(directionOf('ar-ae')).toBe('rtl');
    expect(directionOf('en-ae')).toBe('ltr');
    expect(directionOf('ar')).toBe('rtl');
    expect(countryName('eg')).toBe('egypt');
    expect(countryName('sa')).toBe('saudi');
    expect(countryName('ae')).toBe('emirates');
    expect(countryFromName('emirates')).toBe('ae');
    expect(countryFromName('toString')).toBeNull();
    expect(priceKeyOf('sa')).toBe('su');
    expect(priceKeyOf('ae')).toBe('em');
    expect(intlTagOf('ar-eg')).toBe('ar-EG');
  });

  it('switches language keeping the country and country keeping the language', () => {
    expect(withLanguage('ar-sa', 'en')).toBe('en-sa');
    expect(withCountry('ar-sa', 'ae')).toBe('ar-ae');
  });

  it('converts Arabic-Indic and Persian digits to Western digits', () => {
    expect(toWesternDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toWesternDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toWesternDigits('هاتف ٠١٠-12')).toBe('هاتف 010-12');
    expect(digitsOnly(' ٠١٠ ١٢٣ x45')).toBe('01012345');
    expect(toArabicDigits('1,250')).toBe('١,٢٥٠');
  });
});
