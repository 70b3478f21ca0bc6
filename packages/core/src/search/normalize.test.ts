import { describe, expect, it } from 'vitest';
import { isNormalizedSearchText, MAX_QUERY_LENGTH, normalizeSearchText, searchTerms } from './normalize.ts';

describe('normalizeSearchText', () => {
  it.each([
    ['أحمد', 'احمد'],
    ['إسلام', 'اسلام'],
    ['آمنة', 'امنه'],
    ['ٱلله', 'الله'],
    ['مستشفى', 'مستشفي'],
    ['مكتبة', 'مكتبه'],
    ['مؤمن', 'مومن'],
    ['سائق', 'سايق'],
    ['شاطئ', 'شاطي'],
    ['ی ک', 'ي ك'],
  ])('folds the Arabic letter variants: %s -> %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('removes tashkeel (harakat, shadda, sukun, tanween) and tatweel', () => {
    expect(normalizeSearchText('مُحَمَّدٌ')).toBe('محمد');
    expect(normalizeSearchText('كِتَابًا')).toBe('كتابا');
    expect(normalizeSearchText('قَلْبٍ')).toBe('قلب');
    expect(normalizeSearchText('جمـــيل')).toBe('جميل');
    expect(normalizeSearchText('الرَّحْمٰن')).toBe('الرحمن');
  });

  it('turns Arabic-Indic and Persian digits into Western digits', () => {
    expect(normalizeSearchText('آيفون ١٥ برو')).toBe('ايفون 15 برو');
    expect(normalizeSearchText('۱۲۳۴۵۶۷۸۹۰')).toBe('1234567890');
    expect(normalizeSearchText('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('lower-cases English and folds accents', () => {
    expect(normalizeSearchText('Café Crème BRÛLÉE')).toBe('cafe creme brulee');
    expect(normalizeSearchText('Ångström Øre Straße')).toBe('angstrom øre straße');
    expect(normalizeSearchText('ＦＵＬＬ ｗｉｄｔｈ')).toBe('full width');
  });

  it('decomposes Arabic presentation forms and ligatures', () => {
    expect(normalizeSearchText('ﻻ')).toBe('لا');
    expect(normalizeSearchText('ﷲ')).toBe('الله');
  });

  it('turns punctuation, symbols and query syntax into single spaces', () => {
    expect(normalizeSearchText("& | ! : * ( ) '")).toBe('');
    expect(normalizeSearchText('t-shirt, "oversized" (XL)!')).toBe('t shirt oversized xl');
    expect(normalizeSearchText("mug' or 1=1; drop table products; --")).toBe(
      'mug or 1 1 drop table products',
    );
    expect(normalizeSearchText('100% cotton_tee \\ 50$')).toBe('100 cotton tee 50');
    expect(normalizeSearchText('كوب، قهوة؛ رائع؟')).toBe('كوب قهوه رايع');
    expect(normalizeSearchText('☕ mug 🎁')).toBe('mug');
  });

  it('collapses whitespace of every kind and trims', () => {
    expect(normalizeSearchText('  nile \t\n  sunset\u00a0\u200b mug  ')).toBe('nile sunset mug');
    expect(normalizeSearchText('   ')).toBe('');
    expect(normalizeSearchText('')).toBe('');
    expect(normalizeSearchText(null)).toBe('');
    expect(normalizeSearchText(undefined)).toBe('');
  });

  it('keeps mixed Arabic and Latin text as separate words', () => {
    expect(normalizeSearchText('كوب Mug سيراميك')).toBe('كوب mug سيراميك');
    expect(normalizeSearchText('جراب iPhone ١٥')).toBe('جراب iphone 15');
  });

  it('caps long queries at a word boundary', () => {
    const long = 'word '.repeat(2000);
    const normalized = normalizeSearchText(long);
    expect(normalized.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
    expect(normalized.endsWith('word')).toBe(true);
    expect(normalizeSearchText('x'.repeat(10_000))).toBe('x'.repeat(MAX_QUERY_LENGTH));
    expect(normalizeSearchText('a'.repeat(10_000), 10)).toBe('a'.repeat(10));
  });

  it('does not cap indexed text', () => {
    const description = 'handmade '.repeat(100).trim();
    expect(normalizeSearchText(description, Infinity)).toBe(description);
  });

  it('is idempotent', () => {
    for (const input of ['أَكْوَابٌ مُلَوَّنَةٌ', 'Café-Crème ١٢', 'ﷲ ﻻ ى ة ؤ ئ', "& | ! : * ( ) '"]) {
      const once = normalizeSearchText(input);
      expect(normalizeSearchText(once)).toBe(once);
      expect(isNormalizedSearchText(once)).toBe(true);
    }
  });
});

describe('searchTerms and isNormalizedSearchText', () => {
  it('splits a normalized text into its words', () => {
    expect(searchTerms('')).toEqual([]);
    expect(searchTerms('nile sunset')).toEqual(['nile', 'sunset']);
  });

  it('accepts only word characters and single spaces', () => {
    expect(isNormalizedSearchText('كوب mug 15')).toBe(true);
    expect(isNormalizedSearchText('')).toBe(true);
    for (const bad of [' mug', 'mug ', 'a  b', "mug'", 'a:*', 'Mug', 'a&b']) {
      expect(isNormalizedSearchText(bad), bad).toBe(false);
    }
  });
});
