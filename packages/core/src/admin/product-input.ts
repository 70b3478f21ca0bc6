/**
 * Reading the product editor's form (issue 17): every wrong field at once, each with the i18n key
 * of its message (the FieldErrors shape of content/form-input.ts), money in major units with
 * Arabic-Indic digits and the Arabic decimal separator accepted (money.ts: parseMajorToMinor), whole
 * numbers likewise. The product's offers and an image's variant data (stage, features, extra prices)
 * are read here too. Nothing here touches the database.
 */
import type { FieldErrors } from '../content/form-input.ts';
import { DomainError } from '../errors.ts';
import { parseId } from '../ids.ts';
import { COUNTRIES, currencyOfCountry, toWesternDigits, type CountryCode } from '../locale/locales.ts';
import { hasControlCharacters } from '../locale/text-input.ts';
import { parseMajorToMinor } from '../money/money.ts';
import {
  parseDesignStageRows,
  type DesignStageInput,
  type DesignStageOptions,
  type StoredDesignStage,
} from './design-stage-input.ts';
import { flag, isBlank, text, wholeNumber, type Value } from './form-values.ts';

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
  /**
   * The design stages (design-stage-input.ts), read when the product is iDesign; left out, or on a
   * product that is not iDesign, the stored stages are not touched.
   */
  idesignStages?: readonly DesignStageInput[];
  /** The product's offers; left out, they are not touched. A row without id is a new offer. */
  offers?: readonly ProductOfferInput[];
  status?: Value;
}

export interface ProductOfferInput {
  id?: Value;
  title?: Value;
  arTitle?: Value;
  /** Percent off, a whole number 1..100. */
  discount?: Value;
  /** A day (yyyy-mm-dd: from its start, UTC) or an ISO instant. */
  startDate?: Value;
  /** A day (yyyy-mm-dd: the offer runs through it, UTC) or an ISO instant. */
  endDate?: Value;
  active?: Value;
  /** Removes an existing offer. */
  remove?: Value;
}

export interface ParsedOffer {
  /** null: a new offer. */
  id: string | null;
  remove: boolean;
  title: string;
  arTitle: string;
  discountPercent: number;
  startDate: Date;
  endDate: Date;
  status: boolean;
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
  /** undefined: not touched; null: none. */
  idesignStages: StoredDesignStage[] | null | undefined;
  /** null: the input left the offers out. */
  offers: ParsedOffer[] | null;
  status: 'active' | 'draft' | 'archived';
}

export const NAME_MAX = 200;
export const DESCRIPTION_MAX = 10_000;
export const BRIEF_MAX = 1000;
export const BADGE_MAX = 40;
export const LEAD_DAYS_MAX = 365;
export const MAX_PER_ORDER_MAX = 10_000;
export const OFFERS_MAX = 10;
const MINOR_MAX = 2_000_000_000;
const DAY_MS = 86_400_000;

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

/**
 * The editor's input checked and converted, or VALIDATION_FAILED with every wrong field. `stages`:
 * the pictures the design stages may use and the saved stage ids (the service reads them).
 */
export function parseProductInput(
  input: ProductEditorInput,
  stages: DesignStageOptions = { pictures: new Map(), storedIds: [] },
): ParsedProductInput {
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
    const money = (key: keyof ProductPriceInput, required: boolean): number => {
      const value = given[key];
      if (isBlank(value)) {
        if (required) fail(`${field}.${key}`, 'validation.required');
        return 0;
      }
      const minor = parseMajorToMinor(typeof value === 'boolean' ? '' : value!, currencyOfCountry(country));
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
  const idesignStages =
    isIdesign && input.idesignStages !== undefined
      ? parseDesignStageRows(input.idesignStages, stages, fail)
      : undefined;

  const offers = input.offers === undefined ? null : parseOffers(input.offers, fail);

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
    idesignStages,
    offers,
    status,
  };
}

/** A day or an instant typed in a form; `endOfDay` makes a bare day last through its end. */
function instantOf(value: Value, endOfDay: boolean): Date | null {
  const raw = toWesternDigits(text(value));
  if (/^\d{4}-\d{2}-\d{2}$/.test(raw)) {
    const day = new Date(`${raw}T00:00:00Z`);
    if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== raw) return null;
    return endOfDay ? new Date(day.getTime() + DAY_MS) : day;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/.test(raw)) return null;
  const instant = new Date(raw);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

type Fail = (field: string, key: string, params?: Record<string, string | number>) => void;

/** The offers' rows: blank new rows are skipped, removed ones need only their id. */
function parseOffers(rows: readonly ProductOfferInput[], fail: Fail): ParsedOffer[] {
  const offers: ParsedOffer[] = [];
  const given = Array.isArray(rows) ? rows : [];
  given.forEach((row, index) => {
    const field = `offers.${index}`;
    const id = isBlank(row.id) ? null : parseId(row.id);
    if (!isBlank(row.id) && !id) fail(field, 'errors.product.offerNotFound');
    const remove = flag(row.remove);
    const title = text(row.title);
    const arTitle = text(row.arTitle);
    if (
      !id &&
      title === '' &&
      arTitle === '' &&
      isBlank(row.discount) &&
      isBlank(row.startDate) &&
      isBlank(row.endDate)
    )
      return;
    if (remove) {
      if (id)
        offers.push({
          id,
          remove,
          title,
          arTitle,
          discountPercent: 0,
          startDate: new Date(0),
          endDate: new Date(0),
          status: false,
        });
      return;
    }
    for (const [key, value] of [
      ['title', title],
      ['arTitle', arTitle],
    ] as const) {
      if (value === '') fail(`${field}.${key}`, 'validation.required');
      else if (value.length > NAME_MAX) fail(`${field}.${key}`, 'errors.ticket.fieldTooLong');
      else if (hasControlCharacters(value)) fail(`${field}.${key}`, 'validation.controlCharacters');
    }
    const discount = wholeNumber(row.discount, 100);
    if (discount === null) fail(`${field}.discount`, 'validation.required');
    else if (discount === undefined || discount < 1)
      fail(`${field}.discount`, 'errors.product.offerDiscount');
    const startDate = instantOf(row.startDate, false);
    const endDate = instantOf(row.endDate, true);
    if (isBlank(row.startDate)) fail(`${field}.startDate`, 'validation.required');
    else if (!startDate) fail(`${field}.startDate`, 'validation.invalid');
    if (isBlank(row.endDate)) fail(`${field}.endDate`, 'validation.required');
    else if (!endDate) fail(`${field}.endDate`, 'validation.invalid');
    else if (startDate && endDate <= startDate)
      fail(`${field}.endDate`, 'errors.product.offerEndsBeforeStart');
    offers.push({
      id,
      remove,
      title,
      arTitle,
      discountPercent: discount ?? 0,
      startDate: startDate ?? new Date(0),
      endDate: endDate ?? new Date(0),
      status: flag(row.active),
    });
  });
  if (offers.filter((offer) => !offer.remove).length > OFFERS_MAX)
    fail('offers', 'errors.product.offersTooMany', { n: OFFERS_MAX });
  return offers;
}

export interface ImageFeatureInput {
  id?: Value;
  property?: Value;
  arProperty?: Value;
  value?: Value;
  arValue?: Value;
  /** Extra price per country in major units; blank is none. */
  extraPrices?: Partial<Record<CountryCode, Value>>;
  remove?: Value;
}

export interface ImageVariantInput {
  /** One of the product's iDesign stage titles (English), the image's current stage, or blank. */
  stage?: Value;
  extraPrices?: Partial<Record<CountryCode, Value>>;
  features?: readonly ImageFeatureInput[];
}

export interface ParsedImageFeature {
  id: string | null;
  remove: boolean;
  property: string;
  arProperty: string;
  value: string;
  arValue: string;
  /** Minor units per country; a country left out has no extra. */
  extraPrices: Partial<Record<CountryCode, number>>;
}

export interface ParsedImageVariant {
  stage: string | null;
  extraPrices: Partial<Record<CountryCode, number>>;
  features: ParsedImageFeature[];
}

export const FEATURES_MAX = 40;
export const FEATURE_TEXT_MAX = 100;

/**
 * An image's stage, extra prices and features (the variant data). `soldIn`: the countries the
 * product is sold in; an extra price elsewhere is refused. `stages`: the stage values allowed.
 */
export function parseImageVariantInput(
  input: ImageVariantInput,
  options: { soldIn: readonly CountryCode[]; stages: readonly string[] },
): ParsedImageVariant {
  const errors: FieldErrors = {};
  const fail: Fail = (field, key, params = {}) => {
    if (!errors[field]) errors[field] = { key, params };
  };
  const stageText = text(input.stage);
  const stage = stageText === '' ? null : stageText;
  if (stage !== null && !options.stages.includes(stage)) fail('stage', 'validation.invalid');

  const extras = (given: Partial<Record<CountryCode, Value>> | undefined, field: string) => {
    const out: Partial<Record<CountryCode, number>> = {};
    for (const country of COUNTRIES) {
      const value = given?.[country];
      if (isBlank(value)) continue;
      if (!options.soldIn.includes(country)) {
        fail(`${field}.${country}`, 'errors.product.notSoldThere');
        continue;
      }
      const minor = typeof value === 'boolean' ? null : parseMajorToMinor(value!, currencyOfCountry(country));
      if (minor === null || minor > MINOR_MAX) fail(`${field}.${country}`, 'errors.ticket.priceInvalid');
      else if (minor > 0) out[country] = minor;
    }
    return out;
  };
  const extraPrices = extras(input.extraPrices, 'extraPrices');

  const features: ParsedImageFeature[] = [];
  const rows = Array.isArray(input.features) ? input.features : [];
  rows.forEach((row, index) => {
    const field = `features.${index}`;
    const id = isBlank(row.id) ? null : parseId(row.id);
    if (!isBlank(row.id) && !id) fail(field, 'errors.product.featureNotFound');
    const texts = {
      property: text(row.property),
      arProperty: text(row.arProperty),
      value: text(row.value),
      arValue: text(row.arValue),
    };
    const remove = flag(row.remove);
    const blank =
      Object.values(texts).every((value) => value === '') &&
      COUNTRIES.every((country) => isBlank(row.extraPrices?.[country]));
    if (!id && (blank || remove)) return;
    if (remove) {
      features.push({ id, remove, ...texts, extraPrices: {} });
      return;
    }
    for (const [key, value] of Object.entries(texts)) {
      if (value === '') fail(`${field}.${key}`, 'validation.required');
      else if (value.length > FEATURE_TEXT_MAX) fail(`${field}.${key}`, 'errors.ticket.fieldTooLong');
      else if (hasControlCharacters(value)) fail(`${field}.${key}`, 'validation.controlCharacters');
    }
    features.push({ id, remove, ...texts, extraPrices: extras(row.extraPrices, `${field}.extraPrices`) });
  });
  if (features.filter((feature) => !feature.remove).length > FEATURES_MAX)
    fail('features', 'errors.product.featuresTooMany', { n: FEATURES_MAX });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { stage, extraPrices, features };
}
