/**
 * Reading the coupon form of the dashboard (issue 21): every wrong field at once (the FieldErrors
 * shape of content/form-input.ts, thrown by `validationFailed` like the product editor), money in
 * major units of the coupon's country (money.ts: parseMajorToMinor, Arabic-Indic digits accepted),
 * days as the product offers read them (UTC; the stored end is the start of the day after the last
 * one). Nothing here touches the database: the code's uniqueness and the references are checked by
 * coupons.service.ts.
 */
import type { FieldErrors } from '../content/form-input.ts';
import { parseId } from '../ids.ts';
import { currencyOfCountry, isCountry, toWesternDigits, type CountryCode } from '../locale/locales.ts';
import { hasControlCharacters, normalizeCodeInput } from '../locale/text-input.ts';
import { parseMajorToMinor } from '../money/money.ts';
import { flag, isBlank, text, wholeNumber, type Value } from './form-values.ts';
import { validationFailed } from './product-input.ts';
import { BULK_COUPONS_MAX } from './promotion-options.ts';

/** The coupon's terms as the form posts them (a bulk generation posts the same terms). */
export interface CouponTermsInput {
  title?: Value;
  description?: Value;
  categoryId?: Value;
  subcategoryId?: Value;
  /** The owner (a designer) by email: the coupon then applies to their products only. */
  ownerEmail?: Value;
  startDate?: Value;
  endDate?: Value;
  status?: Value;
  /** Percent off, a whole number 0..100. */
  discount?: Value;
  maximumDiscount?: Value;
  freeDelivery?: Value;
  /** Only for the shopper's first order. */
  firstOrderOnly?: Value;
  minPurchase?: Value;
  fixedAmount?: Value;
  /** The market a coupon with money amounts is bound to (its currency); blank: every market. */
  country?: Value;
}

export interface CouponInput extends CouponTermsInput {
  code?: Value;
  /** Uses left; blank is unlimited. */
  availableSales?: Value;
}

export interface BulkCouponInput extends CouponTermsInput {
  prefix?: Value;
  count?: Value;
}

export interface ParsedCouponTerms {
  title: string;
  description: string | null;
  categoryId: string | null;
  subcategoryId: string | null;
  ownerEmail: string | null;
  startDate: Date | null;
  endDate: Date | null;
  status: boolean;
  discountPercent: number;
  maximumDiscountMinor: number | null;
  freeDelivery: boolean;
  firstOrderOnly: boolean;
  minPurchaseMinor: number | null;
  fixedAmountDiscountMinor: number | null;
  country: CountryCode | null;
}

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,31}$/;
export const COUPON_PREFIX_PATTERN = /^[A-Z0-9]{2,12}$/;
export const COUPON_TITLE_MAX = 200;
export const COUPON_DESCRIPTION_MAX = 2000;
export const AVAILABLE_SALES_MAX = 1_000_000;
const MINOR_MAX = 2_000_000_000;
const DAY_MS = 86_400_000;

/** A day typed in a form (yyyy-mm-dd, Arabic-Indic digits accepted); `endOfDay` lasts through it. */
function dayOf(value: Value, endOfDay: boolean): Date | null {
  const raw = toWesternDigits(text(value));
  if (!/^\d{4}-\d{2}-\d{2}$/.test(raw)) return null;
  const day = new Date(`${raw}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== raw) return null;
  return endOfDay ? new Date(day.getTime() + DAY_MS) : day;
}

/** The code as stored: digits made Western, marks stripped, upper case. */
export const normalizeCouponCode = (value: Value): string =>
  normalizeCodeInput(typeof value === 'string' ? value : '').toUpperCase();

type Fail = (field: string, key: string, params?: Record<string, string | number>) => void;

function collector() {
  const errors: FieldErrors = {};
  const fail: Fail = (field, key, params = {}) => {
    if (!errors[field]) errors[field] = { key, params };
  };
  return { errors, fail };
}

function parseTerms(input: CouponTermsInput, fail: Fail): ParsedCouponTerms {
  const words = (field: keyof CouponTermsInput, max: number, required = false): string | null => {
    const value = text(input[field]);
    if (hasControlCharacters(value)) fail(field, 'validation.controlCharacters');
    else if (value.length > max) fail(field, 'admin.promotions.errors.tooLong', { n: max });
    else if (required && value === '') fail(field, 'validation.required');
    return value === '' ? null : value;
  };
  const title = words('title', COUPON_TITLE_MAX, true) ?? '';
  const description = words('description', COUPON_DESCRIPTION_MAX);

  const reference = (field: 'categoryId' | 'subcategoryId'): string | null => {
    if (isBlank(input[field])) return null;
    const id = parseId(input[field]);
    if (!id) fail(field, 'validation.invalid');
    return id;
  };
  const categoryId = reference('categoryId');
  const subcategoryId = reference('subcategoryId');

  const ownerEmail = text(input.ownerEmail).toLowerCase() || null;
  if (
    ownerEmail &&
    (ownerEmail.length > 254 ||
      hasControlCharacters(ownerEmail) ||
      !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(ownerEmail))
  )
    fail('ownerEmail', 'validation.email');

  const startDate = isBlank(input.startDate) ? null : dayOf(input.startDate, false);
  if (!isBlank(input.startDate) && !startDate) fail('startDate', 'validation.invalid');
  const endDate = isBlank(input.endDate) ? null : dayOf(input.endDate, true);
  if (!isBlank(input.endDate) && !endDate) fail('endDate', 'validation.invalid');
  else if (startDate && endDate && endDate <= startDate)
    fail('endDate', 'admin.promotions.errors.endBeforeStart');

  const discount = wholeNumber(input.discount, 100);
  if (discount === undefined) fail('discount', 'admin.promotions.errors.discountRange');

  const countryText = text(input.country);
  const country = countryText === '' ? null : isCountry(countryText) ? countryText : undefined;
  if (country === undefined) fail('country', 'validation.invalid');

  const money = (field: 'maximumDiscount' | 'minPurchase' | 'fixedAmount'): number | null => {
    const value = input[field];
    if (isBlank(value)) return null;
    if (!country) {
      // Amounts are in one currency: a coupon for every market can only give a percent.
      if (country === null) fail(field, 'admin.promotions.errors.amountNeedsCountry');
      return null;
    }
    const minor = parseMajorToMinor(typeof value === 'boolean' ? '' : value!, currencyOfCountry(country));
    if (minor === null || minor > MINOR_MAX) {
      fail(field, 'admin.promotions.errors.amountInvalid');
      return null;
    }
    return minor;
  };
  const maximumDiscountMinor = money('maximumDiscount');
  const minPurchaseMinor = money('minPurchase');
  const fixedAmountDiscountMinor = money('fixedAmount');
  const freeDelivery = flag(input.freeDelivery);
  if (maximumDiscountMinor !== null && !discount)
    fail('maximumDiscount', 'admin.promotions.errors.maximumNeedsPercent');
  if (discount === 0 || discount === null) {
    if (!fixedAmountDiscountMinor && !freeDelivery) fail('discount', 'admin.promotions.errors.givesNothing');
  }

  return {
    title,
    description,
    categoryId,
    subcategoryId,
    ownerEmail,
    startDate,
    endDate,
    status: flag(input.status),
    discountPercent: discount ?? 0,
    maximumDiscountMinor,
    freeDelivery,
    firstOrderOnly: flag(input.firstOrderOnly),
    minPurchaseMinor,
    fixedAmountDiscountMinor: fixedAmountDiscountMinor || null,
    country: country ?? null,
  };
}

export interface ParsedCoupon extends ParsedCouponTerms {
  code: string;
  availableSales: number | null;
}

/** The coupon form checked and converted, or VALIDATION_FAILED with every wrong field. */
export function parseCouponInput(input: CouponInput): ParsedCoupon {
  const { errors, fail } = collector();
  const code = normalizeCouponCode(input.code);
  if (code === '') fail('code', 'validation.required');
  else if (!COUPON_CODE_PATTERN.test(code)) fail('code', 'admin.promotions.errors.codeFormat');
  const availableSales = wholeNumber(input.availableSales, AVAILABLE_SALES_MAX);
  if (availableSales === undefined) fail('availableSales', 'validation.numeric');
  const terms = parseTerms(input, fail);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { ...terms, code, availableSales: availableSales ?? null };
}

export interface ParsedBulkCoupons extends ParsedCouponTerms {
  prefix: string;
  count: number;
}

/** The bulk generation form: a prefix, how many codes (1..5000) and the terms they share. */
export function parseBulkCouponInput(input: BulkCouponInput): ParsedBulkCoupons {
  const { errors, fail } = collector();
  const prefix = normalizeCouponCode(input.prefix);
  if (prefix === '') fail('prefix', 'validation.required');
  else if (!COUPON_PREFIX_PATTERN.test(prefix)) fail('prefix', 'admin.promotions.errors.prefixFormat');
  const count = wholeNumber(input.count, BULK_COUPONS_MAX);
  if (count === null) fail('count', 'validation.required');
  else if (count === undefined || count < 1)
    fail('count', 'admin.promotions.errors.countRange', { n: BULK_COUPONS_MAX });
  const terms = parseTerms(input, fail);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { ...terms, prefix, count: count ?? 0 };
}

/** A form error found outside the parser (a taken code, an unknown owner), in the same shape. */
export function couponFieldError(field: string, key: string) {
  return validationFailed({ [field]: { key, params: {} } });
}
