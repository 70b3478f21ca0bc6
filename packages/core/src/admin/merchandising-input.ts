/**
 * Reading the merchandising forms (issue 21: categories, subcategories, collections, tags,
 * attributes): every wrong field at once, each with the i18n key of its message (the FieldErrors
 * shape of content/form-input.ts, thrown by product-input.ts `validationFailed`), whole numbers with
 * Arabic-Indic digits accepted. Nothing here touches the database; uniqueness is the services'.
 */
import type { FieldErrors } from '../content/form-input.ts';
import { COUNTRIES, toWesternDigits, type CountryCode } from '../locale/locales.ts';
import { hasControlCharacters } from '../locale/text-input.ts';
import { isStoredUploadPath } from '../media/upload-limits.ts';
import { validationFailed } from './product-input.ts';

export type FormValue = string | number | boolean | null | undefined;

export const TERM_NAME_MAX = 120;
export const TERM_DESCRIPTION_MAX = 5000;
export const SLUG_MAX = 80;
export const DISPLAY_ORDER_MAX = 100_000;
/** SPEC.md is silent on a collection's discount; the product offers' rule (1..100) would let a sale give things away. */
export const COLLECTION_DISCOUNT_MAX = 90;
const DAY_MS = 86_400_000;

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const textOfValue = (value: FormValue): string => (typeof value === 'string' ? value.trim() : '');
export const flagOf = (value: FormValue): boolean =>
  value === true || value === 'on' || value === 'true' || value === '1';

/** A slug from an English name: lower case latin letters and digits joined by dashes ('' when none). */
export const slugify = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');

/** Collects field errors; `done()` throws VALIDATION_FAILED with all of them, if any. */
export class FieldReader {
  readonly errors: FieldErrors = {};

  constructor(private readonly input: Record<string, FormValue | readonly FormValue[]>) {}

  fail(field: string, key: string, params: Record<string, string | number> = {}): void {
    if (!this.errors[field]) this.errors[field] = { key, params };
  }

  private raw(field: string): FormValue {
    const value = this.input[field];
    return Array.isArray(value) ? (value[0] as FormValue) : (value as FormValue);
  }

  /** Trimmed text up to `max`; '' (or null for optional fields) when blank. */
  text(field: string, max: number, required: true): string;
  text(field: string, max: number, required?: false): string | null;
  text(field: string, max: number, required = false): string | null {
    const value = textOfValue(this.raw(field));
    if (hasControlCharacters(value)) this.fail(field, 'validation.controlCharacters');
    else if (value.length > max) this.fail(field, 'admin.merchandising.errors.tooLong', { n: max });
    else if (required && value === '') this.fail(field, 'validation.required');
    return value === '' ? (required ? '' : null) : value;
  }

  /** A slug (typed, or made from `fallback` when left blank); required either way. */
  slug(field: string, fallback: string): string {
    const typed = textOfValue(this.raw(field)).toLowerCase();
    const slug = typed === '' ? slugify(fallback) : typed;
    if (slug === '') this.fail(field, 'validation.required');
    else if (slug.length > SLUG_MAX || !SLUG_PATTERN.test(slug))
      this.fail(field, 'admin.merchandising.errors.slug');
    return slug;
  }

  /** A whole number min..max; `fallback` when blank. */
  whole(field: string, min: number, max: number, fallback: number | null): number | null {
    const raw = toWesternDigits(textOfValue(this.raw(field)));
    const given = this.raw(field);
    if (typeof given === 'number') {
      if (Number.isSafeInteger(given) && given >= min && given <= max) return given;
      this.fail(field, 'admin.merchandising.errors.range', { min, max });
      return fallback;
    }
    if (raw === '') {
      if (fallback === null) this.fail(field, 'validation.required');
      return fallback;
    }
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
      this.fail(field, 'admin.merchandising.errors.range', { min, max });
      return fallback;
    }
    return Number(raw);
  }

  /**
   * A stored upload's path (`avatars/<32 hex>.webp`, what POST /api/user/upload-one answers), or
   * null; `kept` are the pictures the row has now (the demo's and older ones have other paths), which
   * may be posted back unchanged.
   */
  image(field: string, kept: readonly (string | null)[] = []): string | null {
    const value = textOfValue(this.raw(field));
    if (value === '') return null;
    if (!isStoredUploadPath(value, 'avatars') && !kept.includes(value)) {
      this.fail(field, 'errors.ticket.imageInvalid');
      return null;
    }
    return value;
  }

  /** A day (yyyy-mm-dd, UTC) or an ISO instant; `endOfDay` makes a bare day last through its end. */
  day(field: string, endOfDay: boolean): Date | null {
    const raw = toWesternDigits(textOfValue(this.raw(field)));
    if (raw === '') return null;
    let instant: Date | null = null;
    if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
      const day = new Date(`${raw}T00:00:00Z`);
      if (!Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === raw) {
        instant = endOfDay ? new Date(day.getTime() + DAY_MS) : day;
      }
    } else if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) {
      const parsed = new Date(raw);
      if (!Number.isNaN(parsed.getTime())) instant = parsed;
    }
    if (!instant) this.fail(field, 'admin.merchandising.errors.date');
    return instant;
  }

  /** The countries named by a multi-value field (unknown values are refused). */
  countries(field: string): CountryCode[] {
    const value = this.input[field];
    const given = (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map(
      (item) => textOfValue(item as FormValue),
    );
    const picked = COUNTRIES.filter((country) => given.includes(country));
    if (given.some((item) => item !== '' && !(COUNTRIES as readonly string[]).includes(item))) {
      this.fail(field, 'validation.invalid');
    }
    return picked;
  }

  flag(field: string): boolean {
    return flagOf(this.raw(field));
  }

  done(): void {
    if (Object.keys(this.errors).length > 0) throw validationFailed(this.errors);
  }
}

/** One wrong field found after reading (a slug or name already taken). */
export function fieldFailure(field: string, key: string): never {
  throw validationFailed({ [field]: { key, params: {} } });
}

/** Day text (yyyy-mm-dd) of a stored start, and of a stored end (the day before it: the last day). */
export const startDayOf = (date: Date | null): string => (date ? date.toISOString().slice(0, 10) : '');
export const lastDayOf = (date: Date | null): string =>
  date ? new Date(date.getTime() - DAY_MS).toISOString().slice(0, 10) : '';
