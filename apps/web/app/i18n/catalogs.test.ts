import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { catalogs as languages, t } from './i18n.ts';

type Tree = { [key: string]: string | Tree };

/** Every dotted key with its value; non-string leaves are reported as problems. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [inner, leaf] of flatten(value, path)) out.set(inner, leaf);
    } else {
      out.set(path, value);
    }
  }
  return out;
}

const catalogs = { en: flatten(languages.en as Tree), ar: flatten(languages.ar as Tree) };

// intl-messageformat AST element types (see @formatjs/icu-messageformat-parser TYPE).
const ARGUMENT_TYPES = new Set([1, 2, 3, 4, 5, 6]);
const PLURAL = 6;
const SELECT = 5;
const TAG = 8;

interface AstNode {
  type: number;
  value?: string;
  options?: Record<string, { value: AstNode[] }>;
  pluralType?: 'cardinal' | 'ordinal';
  children?: AstNode[];
}

function walk(nodes: AstNode[], visit: (node: AstNode) => void) {
  for (const node of nodes) {
    visit(node);
    if (node.options) for (const option of Object.values(node.options)) walk(option.value, visit);
    if (node.children) walk(node.children, visit);
  }
}

function analyse(message: string, locale: string) {
  const ast = new IntlMessageFormat(message, locale).getAst() as unknown as AstNode[];
  const args = new Set<string>();
  const plurals: AstNode[] = [];
  walk(ast, (node) => {
    if (ARGUMENT_TYPES.has(node.type) && node.value) args.add(node.value);
    if (node.type === TAG && node.value) args.add(`<${node.value}>`);
    if (node.type === PLURAL && node.pluralType !== 'ordinal') plurals.push(node);
    if (node.type === SELECT && node.options && !('other' in node.options)) {
      throw new Error(`select {${node.value}} has no "other" branch`);
    }
  });
  return { args, plurals };
}

describe('message catalogs', () => {
  it('have the same keys in Arabic and English', () => {
    const onlyEn = [...catalogs.en.keys()].filter((key) => !catalogs.ar.has(key));
    const onlyAr = [...catalogs.ar.keys()].filter((key) => !catalogs.en.has(key));
    expect(onlyEn, 'keys missing from ar.json').toEqual([]);
    expect(onlyAr, 'keys missing from en.json').toEqual([]);
  });

  it('hold only non-empty strings', () => {
    for (const [language, entries] of Object.entries(catalogs)) {
      for (const [key, value] of entries) {
        expect(typeof value === 'string' && value.trim() !== '', `${language}: ${key}`).toBe(true);
      }
    }
  });

  it('parse as ICU messages, with the same arguments in both languages', () => {
    const problems: string[] = [];
    for (const [key, enMessage] of catalogs.en) {
      const arMessage = catalogs.ar.get(key);
      if (typeof enMessage !== 'string' || typeof arMessage !== 'string') continue;
      try {
        const enInfo = analyse(enMessage, 'en');
        const arInfo = analyse(arMessage, 'ar');
        // `gender` (a select on the person's users.gender) may be asked by one language only: Arabic
        // verbs agree with a person's gender where English ones do not.
        const grammatical = (name: string) => name !== 'gender';
        const enArgs = [...enInfo.args].filter(grammatical).sort().join(',');
        const arArgs = [...arInfo.args].filter(grammatical).sort().join(',');
        if (enArgs !== arArgs) problems.push(`${key}: arguments differ (en: ${enArgs}; ar: ${arArgs})`);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('give every plural the forms its language needs', () => {
    const required = {
      en: new Intl.PluralRules('en').resolvedOptions().pluralCategories,
      // Arabic has six: zero, one, two, few, many, other.
      ar: new Intl.PluralRules('ar').resolvedOptions().pluralCategories,
    };
    expect(required.ar).toHaveLength(6);
    const problems: string[] = [];
    for (const language of ['en', 'ar'] as const) {
      for (const [key, message] of catalogs[language]) {
        if (typeof message !== 'string') continue;
        for (const plural of analyse(message, language).plurals) {
          const present = Object.keys(plural.options ?? {});
          const missing = required[language].filter((category) => !present.includes(category));
          if (missing.length) problems.push(`${language}: ${key} lacks ${missing.join(', ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('format Arabic plurals with the right form and Western digits', () => {
    const count = (n: number) => t('ar', 'home.productsCount', { count: n });
    expect(count(0)).toBe('لا توجد منتجات بعد');
    expect(count(1)).toBe('منتج واحد');
    expect(count(2)).toBe('منتجان');
    expect(count(3)).toBe('3 منتجات');
    expect(count(11)).toBe('11 منتجًا');
    expect(count(100)).toBe('100 منتج');
    expect(t('en-sa', 'home.productsCount', { count: 1 })).toBe('1 product');
    expect(t('en-sa', 'home.productsCount', { count: 24 })).toBe('24 products');
  });

  // One digit system per page (issue 23): a number written into a text would keep its digits
  // whatever ARABIC_DIGITS says, so numbers are arguments, written by Intl in the page's digits.
  it('write no Arabic-Indic digit (ARABIC_DIGITS decides, through arguments)', () => {
    const arabicIndic = [...catalogs.ar].filter(([, value]) =>
      /[\u0660-\u0669\u06F0-\u06F9]/.test(String(value)),
    );
    expect(arabicIndic.map(([key]) => key)).toEqual([]);
  });

  it('write the numbers of the gift-card, cart and checkout pages as arguments', () => {
    const PAGES =
      /^(giftCards|cart|checkout|payments\.methods|payments\.checkout|errors\.(cart|coupon|giftCard|order|payment)|ui\.(stepper|quantity))\./;
    const literalDigits: string[] = [];
    for (const [language, entries] of Object.entries(catalogs)) {
      for (const [key, value] of entries) {
        if (!PAGES.test(key)) continue;
        const ast = new IntlMessageFormat(String(value), language).getAst() as unknown as AstNode[];
        walk(ast, (node) => {
          if (node.type === 0 && /\d/.test(node.value ?? '')) literalDigits.push(`${language} ${key}`);
        });
      }
    }
    expect(literalDigits).toEqual([]);
    expect(t('ar', 'giftCards.sections.theme', { step: 1 })).toBe('1. اختر التصميم');
    expect(t('ar', 'giftCards.sections.theme', { step: 1 }, 'arab')).toBe('١. اختر التصميم');
    expect(t('ar', 'payments.methods.tabby.hint', { payments: 4 }, 'arab')).toContain('٤');
  });
});
