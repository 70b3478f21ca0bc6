/**
 * The machinery of the message catalogs (ICU MessageFormat via intl-messageformat) without the
 * texts themselves: `messages.ts` registers both languages whole for the server, emails and SMS,
 * while the browser registers only the language of its page (apps/web/app/i18n), so a page does
 * not download the other language and the dashboard's texts.
 *
 * Keys are dotted paths into the nested catalogs (`home.productsCount`), checked at compile time
 * against the English catalog; `catalogs.test.ts` keeps the Arabic one in step. Compiled messages
 * are cached per language and key, so a message is parsed once per process (or browser tab).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { languageOf, type LanguageCode, type LocaleCode } from './locales.ts';
import type siteEn from './messages/en.json';
import type adminEn from './messages/admin.en.json';
import type paymentsEn from './messages/payments.en.json';

// The dashboard's texts (issue 17) and the payments' (issue 18) live in their own files, under
// the `admin.` and `payments.` keys.
type Catalog = typeof siteEn & { admin: typeof adminEn; payments: typeof paymentsEn };

/** The files of a language's catalog: the site's texts (top level), the dashboard's, the payments'. */
export type CatalogParts = { site?: object; admin?: object; payments?: object };

/** Every dotted path to a string leaf of a nested catalog. */
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${LeafPaths<T[K]>}` : never;
}[keyof T & string];

export type MessageKey = LeafPaths<Catalog>;
export type MessageValues = Record<string, string | number | Date | null | undefined>;
export type TFunction = (key: MessageKey, values?: MessageValues) => string;

/** Digits on Arabic pages: Western 0-9 by default, Arabic-Indic ٠-٩ by the ARABIC_DIGITS setting. */
export type DigitStyle = 'latn' | 'arab';

/** Locale tag handed to Intl: English always counts in 0-9; Arabic in the configured digits. */
export const formatTagOf = (language: LanguageCode, digits: DigitStyle = 'latn'): string =>
  language === 'en' ? 'en' : `ar-u-nu-${digits}`;

interface CompiledMessage {
  format: IntlMessageFormat;
  /** The arguments of its `select`s (a person's `gender`...): one left out picks the `other` form. */
  selectors: string[];
  /**
   * Its plain arguments (`{n}`) that no plural or select reads: intl-messageformat writes a number
   * there with String(), in 0-9, so under Arabic-Indic digits `translate` writes it first.
   */
  plainArguments: string[];
}

const compiled = new Map<string, CompiledMessage>();

/** The registered texts per language (empty until `registerMessages` fills them). */
export const catalogs: Record<LanguageCode, Catalog> = { en: {} as Catalog, ar: {} as Catalog };

/** Adds files to a language's catalog; a message formatted before is compiled again. */
export function registerMessages(language: LanguageCode, parts: CatalogParts): void {
  const catalog = catalogs[language] as Record<string, unknown>;
  if (parts.site) Object.assign(catalog, parts.site);
  if (parts.admin) catalog.admin = parts.admin;
  if (parts.payments) catalog.payments = parts.payments;
  for (const key of compiled.keys()) if (key.startsWith(`${language}:`)) compiled.delete(key);
}

/** Whether a language's site texts are registered (the browser loads them before rendering). */
export const hasMessages = (language: LanguageCode): boolean => Object.hasOwn(catalogs[language], 'brand');

type MessageElement = ReturnType<IntlMessageFormat['getAst']>[number];
// The element types of intl-messageformat's AST (@formatjs/icu-messageformat-parser TYPE).
const ARGUMENT = 1;
const SELECT = 5;
const PLURAL = 6;
const TAG = 8;

/** The names of a message's plain `{name}` arguments (nested ones included). */
function plainArgumentsOf(elements: readonly MessageElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === ARGUMENT) into.add(element.value);
    if (element.type === SELECT || element.type === PLURAL) {
      for (const option of Object.values(element.options)) plainArgumentsOf(option.value, into);
    }
    if (element.type === TAG) plainArgumentsOf(element.children, into);
  }
  return into;
}

/** The names a plural chooses by (nested ones included). */
function pluralsOf(elements: readonly MessageElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === PLURAL) into.add(element.value);
    if (element.type === SELECT || element.type === PLURAL) {
      for (const option of Object.values(element.options)) pluralsOf(option.value, into);
    }
    if (element.type === TAG) pluralsOf(element.children, into);
  }
  return into;
}

/** The argument names every `select` of a message (nested ones included) chooses by. */
function selectorsOf(elements: readonly MessageElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === SELECT) into.add(element.value);
    if (element.type === SELECT || element.type === PLURAL) {
      for (const option of Object.values(element.options)) selectorsOf(option.value, into);
    }
    if (element.type === TAG) selectorsOf(element.children, into);
  }
  return into;
}

/** The raw message text for a key, or undefined when the catalog has no such string. */
export function lookupMessage(language: LanguageCode, key: string): string | undefined {
  let node: unknown = catalogs[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

function compile(
  language: LanguageCode,
  key: string,
  digits: DigitStyle = 'latn',
): CompiledMessage | undefined {
  const cacheKey = `${language}:${digits}:${key}`;
  const cached = compiled.get(cacheKey);
  if (cached) return cached;
  const message = lookupMessage(language, key);
  if (message === undefined) return undefined;
  const format = new IntlMessageFormat(message, formatTagOf(language, digits));
  const ast = format.getAst();
  const selectors = selectorsOf(ast);
  const plurals = pluralsOf(ast);
  const plainArguments = [...plainArgumentsOf(ast)].filter(
    (name) => !selectors.has(name) && !plurals.has(name),
  );
  const entry = { format, selectors: [...selectors], plainArguments };
  compiled.set(cacheKey, entry);
  return entry;
}

const toLanguage = (localeOrLanguage: LocaleCode | LanguageCode): LanguageCode =>
  localeOrLanguage.length === 2
    ? (localeOrLanguage as LanguageCode)
    : languageOf(localeOrLanguage as LocaleCode);

/**
 * Formats a message for a locale (or bare language). A missing key falls back to the other
 * language, then to the key itself, so a page never crashes on a missing translation. A `select`
 * whose argument is missing or null (a person whose gender is not known) takes its `other` form.
 */
export function translate(
  localeOrLanguage: LocaleCode | LanguageCode,
  key: MessageKey,
  values?: MessageValues,
  digits: DigitStyle = 'latn',
): string {
  const language = toLanguage(localeOrLanguage);
  const message = compile(language, key, digits) ?? compile(language === 'ar' ? 'en' : 'ar', key, digits);
  if (!message) return key;
  let filled = values;
  for (const selector of message.selectors) {
    if (filled?.[selector] == null) filled = { ...filled, [selector]: 'other' };
  }
  if (digits === 'arab' && language === 'ar') {
    for (const name of message.plainArguments) {
      const value = filled?.[name];
      if (typeof value === 'number') filled = { ...filled, [name]: arabicIndic().format(value) };
    }
  }
  const result = message.format.format(filled as Record<string, string | number | Date | null | undefined>);
  return typeof result === 'string' ? result : String(result);
}

let arabicIndicFormat: Intl.NumberFormat | undefined;
/** Numbers in Arabic-Indic digits, without grouping (a year or a code stays one word). */
const arabicIndic = (): Intl.NumberFormat =>
  (arabicIndicFormat ??= new Intl.NumberFormat('ar-u-nu-arab', {
    useGrouping: false,
    maximumFractionDigits: 20,
  }));

/** A `translate` bound to one locale, for loaders, meta functions, emails and the provider. */
export const createT =
  (localeOrLanguage: LocaleCode | LanguageCode, digits: DigitStyle = 'latn'): TFunction =>
  (key, values) =>
    translate(localeOrLanguage, key, values, digits);
