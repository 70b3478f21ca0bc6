import { describe, expect, it } from 'vitest';
import {
  MoneyError,
  applyPercent,
  currencyLabel,
  formatMoney,
  minorToDecimalString,
  multiplyMinor,
  parseMajorToMinor,
  toMajorUnits,
  percentOf,
  sumMinor,
} from './money.ts';

const nbsp = '\u00a0';

describe('currencyLabel', () => {
  it('uses the labels of the spec', () => {
    expect(currencyLabel('EGP', 'en')).toBe('EGP');
    expect(currencyLabel('SAR', 'en')).toBe('SAR');
    expect(currencyLabel('AED', 'en')).toBe('AED');
    expect(currencyLabel('EGP', 'ar')).toBe('ج.م');
    expect(currencyLabel('SAR', 'ar')).toBe('ر.س');
    expect(currencyLabel('AED', 'ar')).toBe('د.إ');
  });
});

describe('formatMoney', () => {
  it('formats whole amounts without decimals', () => {
    expect(formatMoney(125_000, 'EGP', 'en')).toBe(`1,250${nbsp}EGP`);
    expect(formatMoney(125_000, 'EGP', 'ar')).toBe(`1,250${nbsp}ج.م`);
    expect(formatMoney(0, 'AED', 'en')).toBe(`0${nbsp}AED`);
    expect(formatMoney(123_456_789_00, 'SAR', 'en')).toBe(`123,456,789${nbsp}SAR`);
  });

  it('keeps two decimals when there are minor units', () => {
    expect(formatMoney(9_950, 'SAR', 'en')).toBe(`99.50${nbsp}SAR`);
    expect(formatMoney(9_905, 'AED', 'ar')).toBe(`99.05${nbsp}د.إ`);
    expect(formatMoney(100, 'EGP', 'en', { alwaysShowMinor: true })).toBe(`1.00${nbsp}EGP`);
  });

  it('formats negative amounts', () => {
    expect(formatMoney(-125_050, 'EGP', 'en')).toBe(`-1,250.50${nbsp}EGP`);
  });

  it('uses Arabic-Indic digits and separators behind the option', () => {
    expect(formatMoney(125_000, 'EGP', 'ar', { digits: 'arab' })).toBe(`١٬٢٥٠${nbsp}ج.م`);
    expect(formatMoney(9_950, 'SAR', 'ar', { digits: 'arab' })).toBe(`٩٩٫٥٠${nbsp}ر.س`);
  });

  it('refuses non-integer amounts', () => {
    expect(() => formatMoney(12.5, 'EGP', 'en')).toThrow(MoneyError);
    expect(() => formatMoney(Number.NaN, 'EGP', 'en')).toThrow(MoneyError);
  });
});

describe('arithmetic', () => {
  it('sums integer minor units', () => {
    expect(sumMinor([100, 250, -50])).toBe(300);
    expect(sumMinor([])).toBe(0);
    expect(() => sumMinor([1, 0.5])).toThrow(MoneyError);
    expect(() => sumMinor([Number.MAX_SAFE_INTEGER, 1])).toThrow(MoneyError);
  });

  it('multiplies by a quantity', () => {
    expect(multiplyMinor(1999, 3)).toBe(5997);
    expect(() => multiplyMinor(1999, 1.5)).toThrow(MoneyError);
  });

  it('takes a percentage with half-away-from-zero rounding', () => {
    expect(percentOf(10_000, 15)).toBe(1_500);
    expect(percentOf(1_005, 10)).toBe(101); // 100.5 -> 101
    expect(percentOf(1_004, 10)).toBe(100); // 100.4 -> 100
    expect(percentOf(999, 12.5)).toBe(125); // 124.875 -> 125
    expect(percentOf(-1_005, 10)).toBe(-101);
    expect(percentOf(10_000, 33.33)).toBe(3_333);
    expect(() => percentOf(100, Number.POSITIVE_INFINITY)).toThrow(MoneyError);
  });

  it('applies a percentage discount, clamped to 0..100%', () => {
    expect(applyPercent(125_000, 20)).toBe(100_000);
    expect(applyPercent(999, 12.5)).toBe(874);
    expect(applyPercent(999, 0)).toBe(999);
    expect(applyPercent(999, 100)).toBe(0);
    expect(applyPercent(999, 150)).toBe(0);
    expect(applyPercent(999, -5)).toBe(999);
  });

  it('converts to major units at the edge', () => {
    expect(toMajorUnits(12_550, 'EGP')).toBe(125.5);
    expect(toMajorUnits(9_999, 'SAR')).toBe(99.99);
  });

  it('prints a machine decimal string', () => {
    expect(minorToDecimalString(1250, 'EGP')).toBe('12.50');
    expect(minorToDecimalString(-5, 'EGP')).toBe('-0.05');
  });
});

describe('parseMajorToMinor', () => {
  it('reads major units typed with Western or Arabic-Indic digits', () => {
    expect(parseMajorToMinor('150', 'EGP')).toBe(15_000);
    expect(parseMajorToMinor(' 99.5 ', 'SAR')).toBe(9_950);
    expect(parseMajorToMinor('١٥٠٫٥', 'EGP')).toBe(15_050);
    expect(parseMajorToMinor('۱۲۰', 'AED')).toBe(12_000);
    expect(parseMajorToMinor('0.10', 'EGP')).toBe(10);
    expect(parseMajorToMinor('12.', 'EGP')).toBe(1_200);
    expect(parseMajorToMinor(40, 'AED')).toBe(4_000);
    expect(parseMajorToMinor(0.29, 'AED')).toBe(29);
  });

  it('refuses negatives, words, three decimals and blanks', () => {
    for (const value of ['-1', 'abc', '1.234', '', '1e3', '1,5', '.5'])
      expect(parseMajorToMinor(value, 'EGP'), value).toBeNull();
    expect(parseMajorToMinor(-2, 'EGP')).toBeNull();
    expect(parseMajorToMinor(Number.NaN, 'EGP')).toBeNull();
  });
});
