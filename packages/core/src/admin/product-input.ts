/**
 * Reading the product editor's form (issue 17): every wrong field at once, each with the i18n key
 * of its message (the FieldErrors shape of content/form-input.ts), money in major units with
 * Arabic-Indic digits and the Arabic decimal separator accepted (parseMajorAmount), whole numbers
 * likewise. Nothing here touches the database.
 */
import { parseMajorAmount } from '../catalog/category-listing.service.ts';
import type { FieldErrors } from '../content/form-input.ts';
import { DomainError } from '../errors.ts';
import { parseId } from '../ids.ts';
import { COUNTRIES, currencyOfCountry, toWesternDigits, type CountryCode } from '../locale/locales.ts';
import { hasControlCharacters } from '../locale/text-input.ts';
import { MINOR_PER_MAJOR } from '../money/money.ts';

type Value = string | number | boolean | null | undefined;

export interface ProductPriceInput {
  /** Sold there (an active price row). */
  active?: Value;
  price?: Value;
  basePrice?: Value;
  revenue?: Value;
  siteRevenue?: Value;
  manufacturingCost?: Value;
  tax?: Value;
  leadDays?: Value;
}

export interface ProductEditorInput {
  name?: Value;
  arName?: Value;
  description?: Value;
  arDescription?: Value;
  brief?: Value;
  arBrief?: Value;
  /** Countries left out are not touched. */
  prices?: Partial<Record<CountryCode, ProductPriceInput>>;
  availableEdition?: Value;
  initAvailableEdition?: Value;
  maxPerOrder?: Value;
  isAvailableForCod?: Value;
  badgeTitle?: Value;
  badgeTitleAr?: Value;
  badgeColor?: Value;
  tagId?: Value;
  collectionId?: Value;
  categoryId?: Value;
  subcategoryId?: Value;
  manufacturerId?: Value;
  attributeValueIds?: readonly Value[];
  displayOrderInCategory?: Value;
  isIdesign?: Value;
  idesignStages?: ReadonlyArray<{ title?: Value; arTitle?: Value }>;
  status?: Value;
}

export interface ParsedPriceRow {
  country: CountryCode;
  active: boolean;
  amountMinor: number;
  basePriceMinor: number;
  revenueMinor: number;
  siteRevenueMinor: number;
  manufacturingCostMinor: number;
  taxMinor: number;
  requiredTimeDays: number | null;
}

export interface ParsedProductInput {
  name: string;
  arName: string;
  description: string | null;
  arDescription: string | null;
  brief: string | null;
  arBrief: string | null;
  /** Rows to write; a country not sold and never priced has none. */
  prices: ParsedPriceRow[];
  availableEdition: number | null;
  initAvailableEdition: number | null;
  maxPerOrder: number | null;
  isAvailableForCod: boolean;
  badgeTitle: string | null;
  badgeTitleAr: string | null;
  badgeColor: string | null;
  tagId: string | null;
  collectionId: string | null;
  categoryId: string;
  subcategoryId: string | null;
  manufacturerId: string | null;
  attributeValueIds: string[];
  displayOrderInCategory: number;
  isIdesign: boolean;
  idesignStages: Array<{ number: number; title: string; arTitle: string }> | null;
  status: 'active' | 'draft' | 'archived';
}

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const BRIEF_MAX = 1000;
export const BADGE_MAX = 40;
export const STAGES_MAX = 20;
export const LEAD_DAYS_MAX = 365;
export const MAX_PER_ORDER_MAX = 10_000;
const MINOR_MAX = 2_000_000_000;

const text = (value: Value): string => (typeof value === 'string' ? value.trim() : '');
const flag = (value: Value): boolean => value === true || value === 'on' || value === 'true' || value === '1';
const isBlank = (value: Value) =>
  value === null || value === undefined || (typeof value !== 'number' && text(value) === '');

/** A whole number 0..max (Arabic-Indic digits accepted), null when blank, undefined when wrong. */
function wholeNumber(value: Value, max: number): number | null | undefined {
  if (isBlank(value)) return null;
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 && value <= max ? value : undefined;
  const western = toWesternDigits(text(value));
  if (!/^\d{1,10}$/.test(western)) return undefined;
  const number = Number(western);
  return number <= max ? number : undefined;
}

/** Thrown with every wrong field; the first one's key is the message. */
export function validationFailed(fields: FieldErrors): DomainError {
  const [field, first] = Object.entries(fields)[0]!;
  return new DomainError({
    code: 'VALIDATION_FAILED',
    messageKey: first.key,
    message: 'Some fields are not valid',
    status: 400,
    details: { field, fields },
  });
}

/** The editor's input checked and converted, or VALIDATION_FAILED with every wrong field. */
export function parseProductInput(input: ProductEditorInput): ParsedProductInput {
  const errors: FieldErrors = {};
  const fail = (field: string, key: string, params: Record<string, string | number> = {}) => {
    if (!errors[field]) errors[field] = { key, params };
  };
  const words = (field: keyof ProductEditorInput, max: number, required = false): string | null => {
    const value = text(input[field] as Value);
    if (hasControlCharacters(value)) fail(field, 'validation.controlCharacters');
    else if (value.length > max) fail(field, 'errors.ticket.fieldTooLong');
    else if (required && value === '') fail(field, 'validation.required');
    return value === '' ? null : value;
  };
  const name = words('name', NAME_MAX, true) ?? '';
  const arName = words('arName', NAME_MAX, true) ?? '';
  const description = words('description', DESCRIPTION_MAX);
  const arDescription = words('arDescription', DESCRIPTION_MAX);
  const brief = words('brief', BRIEF_MAX);
  const arBrief = words('arBrief', BRIEF_MAX);
  const badgeTitle = words('badgeTitle', BADGE_MAX);
  const badgeTitleAr = words('badgeTitleAr', BADGE_MAX);
  const badgeColor = words('badgeColor', 7);
  if (badgeColor && !/^#[0-9a-f]{6}$/i.test(badgeColor)) fail('badgeColor', 'validation.invalid');

  const prices: ParsedPriceRow[] = [];
  for (const country of COUNTRIES) {
    const given = input.prices?.[country];
    if (!given) continue;
    const field = `prices.${country}`;
    const perMajor = MINOR_PER_MAJOR[currencyOfCountry(country)];
    const money = (key: keyof ProductPriceInput, required: boolean): number => {
      const value = given[key];
      if (isBlank(value)) {
        if (required) fail(`${field}.${key}`, 'validation.required');
        return 0;
      }
      const major = parseMajorAmount(value);
      const minor = major === null ? null : Math.round(major * perMajor);
      if (minor === null || minor > MINOR_MAX) {
        fail(`${field}.${key}`, 'errors.ticket.priceInvalid');
        return 0;
      }
      return minor;
    };
    const active = flag(given.active);
    const priced = !isBlank(given.price);
    const amountMinor = money('price', active);
    const row: ParsedPriceRow = {
      country,
      active,
      amountMinor,
      basePriceMinor: money('basePrice', false),
      revenueMinor: money('revenue', false),
      siteRevenueMinor: money('siteRevenue', false),
      manufacturingCostMinor: money('manufacturingCost', false),
      taxMinor: money('tax', false),
      requiredTimeDays: null,
    };
    const lead = wholeNumber(given.leadDays, LEAD_DAYS_MAX);
    if (lead === undefined) fail(`${field}.leadDays`, 'validation.numeric');
    row.requiredTimeDays = lead ?? null;
    if (active || priced) prices.push(row);
  }

  const availableEdition = wholeNumber(input.availableEdition, MINOR_MAX);
  if (availableEdition === undefined) fail('availableEdition', 'errors.ticket.editionInvalid');
  let initAvailableEdition = wholeNumber(input.initAvailableEdition, MINOR_MAX);
  if (initAvailableEdition === undefined) fail('initAvailableEdition', 'errors.ticket.editionInvalid');
  if (initAvailableEdition === null && typeof availableEdition === 'number')
    initAvailableEdition = availableEdition;
  if (
    typeof availableEdition === 'number' &&
    typeof initAvailableEdition === 'number' &&
    availableEdition > initAvailableEdition
  )
    fail('availableEdition', 'errors.ticket.editionInvalid');
  if (availableEdition === null && typeof initAvailableEdition === 'number')
    fail('availableEdition', 'validation.required');
  const maxPerOrder = wholeNumber(input.maxPerOrder, MAX_PER_ORDER_MAX);
  if (maxPerOrder === undefined || maxPerOrder === 0) fail('maxPerOrder', 'validation.numeric');
  const displayOrder = wholeNumber(input.displayOrderInCategory, 1_000_000);
  if (displayOrder === undefined) fail('displayOrderInCategory', 'validation.numeric');

  const reference = (field: keyof ProductEditorInput, required = false): string | null => {
    const value = input[field] as Value;
    if (isBlank(value)) {
      if (required) fail(field, 'validation.required');
      return null;
    }
    const id = parseId(value);
    if (!id) fail(field, 'validation.invalid');
    return id;
  };
  const categoryId = reference('categoryId', true) ?? '';
  const subcategoryId = reference('subcategoryId');
  const collectionId = reference('collectionId');
  const tagId = reference('tagId');
  const manufacturerId = reference('manufacturerId');
  const attributeValueIds = [
    ...new Set((input.attributeValueIds ?? []).map((value) => parseId(value)).filter((id) => id !== null)),
  ].slice(0, 100);

  const isIdesign = flag(input.isIdesign);
  const stages = (input.idesignStages ?? [])
    .map((stage) => ({ title: text(stage.title), arTitle: text(stage.arTitle) }))
    .filter((stage) => stage.title !== '' || stage.arTitle !== '');
  if (stages.length > STAGES_MAX) fail('idesignStages', 'validation.invalid');
  stages.forEach((stage, index) => {
    if (!stage.title || !stage.arTitle) fail(`idesignStages.${index}`, 'validation.required');
    if (stage.title.length > NAME_MAX || stage.arTitle.length > NAME_MAX)
      fail(`idesignStages.${index}`, 'errors.ticket.fieldTooLong');
    if (hasControlCharacters(stage.title + stage.arTitle))
      fail(`idesignStages.${index}`, 'validation.controlCharacters');
  });

  const status = input.status === 'active' || input.status === 'archived' ? input.status : 'draft';
  if (input.status != null && input.status !== '' && input.status !== status)
    fail('status', 'validation.invalid');

  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return {
    name,
    arName,
    description,
    arDescription,
    brief,
    arBrief,
    prices,
    availableEdition: availableEdition ?? null,
    initAvailableEdition: availableEdition === null ? null : (initAvailableEdition ?? null),
    maxPerOrder: maxPerOrder ?? null,
    isAvailableForCod: flag(input.isAvailableForCod),
    badgeTitle,
    badgeTitleAr,
    badgeColor: badgeColor?.toLowerCase() ?? null,
    tagId,
    collectionId,
    categoryId,
    subcategoryId,
    manufacturerId,
    attributeValueIds,
    displayOrderInCategory: displayOrder ?? 0,
    isIdesign,
    idesignStages: stages.length
      ? stages.map((stage, index) => ({ number: index + 1, title: stage.title, arTitle: stage.arTitle }))
      : null,
    status,
  };
}
