/**
 * The lines of a cart with everything the rules need, priced in every country they are sold in.
 *
 * A line's unit price in a country is the product's active price row there plus the variant's
 * (image's) extra price, its chosen features' extra prices and its design's stage extras there, minus
 * the best running offer or collection discount, rounded once:
 * the same rule as every listing and the product page (catalog/pricing.ts shownPrice, the SQL of
 * catalog.service.ts runningOfferPercent/runningCollectionPercent). Nothing is stored: a price
 * change or a new offer shows in the cart at once; an order snapshots the prices it was placed at.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { selectRows } from '../db/rows.ts';
import { cartLines } from '../db/schema/cart.schema.ts';
import { collections, productPrices, products } from '../db/schema/catalog.schema.ts';
import {
  featureExtraPrices,
  imageExtraPrices,
  imageFeatures,
  productImages,
} from '../db/schema/media.schema.ts';
import { giftCards, type GiftCard } from '../db/schema/promotions.schema.ts';
import { designs } from '../db/schema/idesign.schema.ts';
import { parseDesignStages, stageExtrasMinor } from '../idesign/design-stages.ts';
import { runningCollectionPercent, runningOfferPercent } from '../catalog/catalog.service.ts';
import { shownPrice } from '../catalog/pricing.ts';
import {
  COUNTRIES,
  countryOfCurrency,
  currencyOfCountry,
  type CountryCode,
  type CurrencyCode,
} from '../locale/locales.ts';
import { multiplyMinor, sumMinor } from '../money/money.ts';
import type { DomainError } from '../errors.ts';
import { cartErrors } from './cart-errors.ts';

export interface LineProduct {
  id: string;
  sku: string;
  slug: string;
  name: string;
  arName: string;
  /** Published and switched on by its designer. */
  published: boolean;
  maxPerOrder: number | null;
  /** Stock left; null = unlimited. */
  availableEdition: number | null;
  isAvailableForCod: boolean;
  isIdesign: boolean;
  categoryId: string;
  subcategoryId: string | null;
  designerId: string;
  manufacturerId: string | null;
  /** The best running offer or collection discount, 0..100. */
  discountPercent: number;
}

/** A line's price in one country (minor units of that country's currency). */
export interface LineCountryPrice {
  country: CountryCode;
  currency: CurrencyCode;
  unitBeforeOfferMinor: number;
  unitAfterOfferMinor: number;
  taxMinor: number;
  revenueMinor: number;
  siteRevenueMinor: number;
  manufacturingCostMinor: number;
  requiredTimeDays: number | null;
}

/** A feature chosen on a line (Size: XL) and what it adds to the unit price in each country. */
export interface LineFeature {
  id: string;
  property: string;
  arProperty: string;
  value: string;
  arValue: string;
  extraMinor: Partial<Record<CountryCode, number>>;
}

/** The shopper's design on a line (iDesign) and what its used stages add per country. */
export interface LineDesign {
  id: string;
  thumbnailPath: string | null;
  usedStageIds: string[];
  extraMinor: Partial<Record<CountryCode, number>>;
}

export interface CartLineItem {
  lineId: string;
  /** Null for a line without a design; a design line is its own line (two designs, two lines). */
  design: LineDesign | null;
  quantity: number;
  createdAt: Date;
  imageId: string | null;
  imagePath: string | null;
  /** The chosen features, in the variant's display order (empty for gift cards). */
  features: LineFeature[];
  product: LineProduct | null;
  giftCard: {
    id: string;
    code: string;
    currency: CurrencyCode;
    priceMinor: number;
    isPaid: boolean;
    /** What the cart line shows of a card being bought (never its code: the recipient's secret). */
    theme: GiftCard['theme'];
    recipientName: string;
  } | null;
  /** Where the line can be bought and at what price. */
  prices: Partial<Record<CountryCode, LineCountryPrice>>;
}

/** Why a line cannot be bought in a country; `blocking` problems take it out of that country's total. */
export interface LineProblem {
  kind: 'notFound' | 'notInCountry' | 'egyptOnly' | 'outOfStock' | 'maxPerOrder';
  blocking: boolean;
  error: () => DomainError;
}

/** Every line of a cart, oldest first, priced in every country it is sold in at `ctx.now`. */
export async function loadCartLines(ctx: ServiceContext, cartId: string): Promise<CartLineItem[]> {
  const rows = await lineRows(ctx, cartId);
  if (rows.length === 0) return [];
  const pricing = await linePricing(ctx, rows);
  return rows.map((row): CartLineItem => {
    const base = {
      lineId: row.lineId,
      design: lineDesign(row),
      quantity: row.quantity,
      createdAt: row.createdAt,
      imageId: row.imageId,
      imagePath: row.imagePath,
      // A feature deleted since it was chosen no longer names or prices the line.
      features: pricing.featureOrder.flatMap((id) =>
        (row.featureIds ?? []).includes(id) ? [pricing.features.get(id)!] : [],
      ),
    };
    const unknown = { ...base, product: null, giftCard: null, prices: {} };
    if (row.giftCardId) {
      const card = pricing.cardOf.get(row.giftCardId);
      return card ? { ...base, ...giftCardLine(card) } : unknown;
    }
    return row.productId ? { ...base, ...productLine(row, base.features, base.design, pricing) } : unknown;
  });
}

/** The cart's lines joined to their variant, product and running discounts. */
function lineRows(ctx: ServiceContext, cartId: string) {
  const { db, now } = ctx;
  return db
    .select({
      lineId: cartLines.id,
      quantity: cartLines.quantity,
      createdAt: cartLines.createdAt,
      imageId: cartLines.productImageId,
      giftCardId: cartLines.giftCardId,
      featureIds: cartLines.featureIds,
      designId: cartLines.designId,
      designThumbnailPath: designs.thumbnailPath,
      designStageIds: designs.usedStageIds,
      idesignStages: products.idesignStages,
      imagePath: productImages.path,
      productId: products.id,
      sku: products.sku,
      slug: products.slug,
      name: products.name,
      arName: products.arName,
      status: products.status,
      productStatus: products.productStatus,
      maxPerOrder: products.maxPerOrder,
      availableEdition: products.availableEdition,
      isAvailableForCod: products.isAvailableForCod,
      isIdesign: products.isIdesign,
      categoryId: products.categoryId,
      subcategoryId: products.subcategoryId,
      designerId: products.designerId,
      manufacturerId: products.manufacturerId,
      offerPercent: runningOfferPercent(now),
      collectionPercent: runningCollectionPercent(now),
    })
    .from(cartLines)
    .leftJoin(productImages, eq(productImages.id, cartLines.productImageId))
    .leftJoin(products, eq(products.id, productImages.productId))
    .leftJoin(collections, eq(collections.id, products.collectionId))
    .leftJoin(designs, eq(designs.id, cartLines.designId))
    .where(eq(cartLines.cartId, cartId))
    .orderBy(asc(cartLines.createdAt), asc(cartLines.id));
}

type LineRow = Awaited<ReturnType<typeof lineRows>>[number];

/** A line's design with its stage extras in every country (the product's stages of the moment). */
function lineDesign(row: LineRow): LineDesign | null {
  if (!row.designId) return null;
  const stages = parseDesignStages(row.idesignStages) ?? [];
  const used = row.designStageIds ?? [];
  return {
    id: row.designId,
    thumbnailPath: row.designThumbnailPath,
    usedStageIds: used,
    extraMinor: Object.fromEntries(
      COUNTRIES.map((country) => [country, stageExtrasMinor(stages, used, country)]),
    ),
  };
}
type LinePricing = Awaited<ReturnType<typeof linePricing>>;

const distinct = (values: Array<string | null | undefined>): string[] => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** A product's active price in one country, as the lines read it. */
interface LinePrice {
  productId: string;
  country: CountryCode;
  currency: CurrencyCode;
  amountMinor: number;
  taxMinor: number;
  revenueMinor: number;
  siteRevenueMinor: number;
  manufacturingCostMinor: number;
  requiredTimeDays: number | null;
}

/**
 * The price rows, variant and feature extras the lines need, in one statement however many lines
 * (JSON per kind), and the gift cards being bought (a second one only when there are some).
 */
async function linePricing(ctx: ServiceContext, rows: LineRow[]) {
  const { db } = ctx;
  const idList = (values: string[]) => `{${values.join(',')}}`;
  const productIds = distinct(rows.map((row) => row.productId));
  const imageIds = distinct(rows.map((row) => row.imageId));
  const giftCardIds = distinct(rows.map((row) => row.giftCardId));
  const featureIds = distinct(rows.flatMap((row) => row.featureIds ?? []));
  const [found] =
    productIds.length === 0
      ? [null]
      : await selectRows<{
          prices: LinePrice[] | null;
          extras: Array<{ imageId: string; country: CountryCode; extraMinor: number }> | null;
          features: Array<
            Omit<LineFeature, 'extraMinor'> & { extraMinor: LineFeature['extraMinor'] | null }
          > | null;
        }>(
          db,
          sql`select
            (select json_agg(json_build_object('productId', ${productPrices.productId}, 'country', ${productPrices.country},
                'currency', ${productPrices.currency}, 'amountMinor', ${productPrices.amountMinor},
                'taxMinor', ${productPrices.taxMinor}, 'revenueMinor', ${productPrices.revenueMinor},
                'siteRevenueMinor', ${productPrices.siteRevenueMinor},
                'manufacturingCostMinor', ${productPrices.manufacturingCostMinor},
                'requiredTimeDays', ${productPrices.requiredTimeDays}))
              from ${productPrices}
              where ${productPrices.productId} = any(${idList(productIds)}::uuid[]) and ${productPrices.active}) as prices,
            (select json_agg(json_build_object('imageId', ${imageExtraPrices.imageId}, 'country', ${imageExtraPrices.country},
                'extraMinor', ${imageExtraPrices.extraMinor}))
              from ${imageExtraPrices} where ${imageExtraPrices.imageId} = any(${idList(imageIds)}::uuid[])) as extras,
            (select json_agg(json_build_object('id', ${imageFeatures.id}, 'property', ${imageFeatures.property},
                'arProperty', ${imageFeatures.arProperty}, 'value', ${imageFeatures.value}, 'arValue', ${imageFeatures.arValue},
                'extraMinor', (select json_object_agg(${featureExtraPrices.country}, ${featureExtraPrices.extraMinor})
                  from ${featureExtraPrices} where ${featureExtraPrices.featureId} = ${imageFeatures.id}))
                order by ${imageFeatures.displayOrder})
              from ${imageFeatures} where ${imageFeatures.id} = any(${idList(featureIds)}::uuid[])) as features`,
        );
  const priceRows = found?.prices ?? [];
  const extraRows = found?.extras ?? [];
  const featureRows = found?.features ?? [];
  const cardRows =
    giftCardIds.length === 0
      ? []
      : await db.select().from(giftCards).where(inArray(giftCards.id, giftCardIds));
  const features = new Map(
    featureRows.map((row): [string, LineFeature] => [row.id, { ...row, extraMinor: row.extraMinor ?? {} }]),
  );
  return {
    priceOf: new Map(priceRows.map((row) => [`${row.productId}:${row.country}`, row])),
    extraOf: new Map(extraRows.map((row) => [`${row.imageId}:${row.country}`, row.extraMinor])),
    cardOf: new Map(cardRows.map((card) => [card.id, card])),
    features,
    /** Feature ids in the variants' display order. */
    featureOrder: featureRows.map((row) => row.id),
  };
}

/** A gift card being bought: sold in its currency's country only, at its price. */
function giftCardLine(card: GiftCard): Pick<CartLineItem, 'product' | 'giftCard' | 'prices'> {
  const country = countryOfCurrency(card.currency);
  return {
    product: null,
    giftCard: {
      id: card.id,
      code: card.code,
      currency: card.currency,
      priceMinor: card.priceMinor,
      isPaid: card.isPaid,
      theme: card.theme,
      recipientName: card.recipientName,
    },
    prices: {
      [country]: {
        country,
        currency: card.currency,
        unitBeforeOfferMinor: card.priceMinor,
        unitAfterOfferMinor: card.priceMinor,
        taxMinor: 0,
        revenueMinor: 0,
        siteRevenueMinor: card.priceMinor,
        manufacturingCostMinor: 0,
        requiredTimeDays: null,
      },
    },
  };
}

/** A variant's line: its product and its price in every country with an active price row. */
function productLine(
  row: LineRow,
  features: LineFeature[],
  design: LineDesign | null,
  { priceOf, extraOf }: LinePricing,
): Pick<CartLineItem, 'product' | 'giftCard' | 'prices'> {
  const discountPercent = Math.max(row.offerPercent ?? 0, row.collectionPercent ?? 0);
  const product: LineProduct = {
    id: row.productId!,
    sku: row.sku!,
    slug: row.slug!,
    name: row.name!,
    arName: row.arName!,
    published: row.status === 'active' && row.productStatus === true,
    maxPerOrder: row.maxPerOrder,
    availableEdition: row.availableEdition,
    isAvailableForCod: row.isAvailableForCod ?? false,
    isIdesign: row.isIdesign ?? false,
    categoryId: row.categoryId!,
    subcategoryId: row.subcategoryId,
    designerId: row.designerId!,
    manufacturerId: row.manufacturerId,
    discountPercent,
  };
  const prices: Partial<Record<CountryCode, LineCountryPrice>> = {};
  for (const country of COUNTRIES) {
    const price = priceOf.get(`${row.productId}:${country}`);
    if (!price) continue;
    const extra = (row.imageId && extraOf.get(`${row.imageId}:${country}`)) || 0;
    const featureExtras = features.map((feature) => feature.extraMinor[country] ?? 0);
    const designExtra = design?.extraMinor[country] ?? 0;
    const shown = shownPrice(
      sumMinor([price.amountMinor, extra, designExtra, ...featureExtras]),
      discountPercent,
    );
    prices[country] = {
      country,
      currency: price.currency,
      unitBeforeOfferMinor: shown.priceBeforeOfferMinor,
      unitAfterOfferMinor: shown.priceAfterOfferMinor,
      taxMinor: price.taxMinor,
      revenueMinor: price.revenueMinor,
      siteRevenueMinor: price.siteRevenueMinor,
      manufacturingCostMinor: price.manufacturingCostMinor,
      requiredTimeDays: price.requiredTimeDays,
    };
  }
  return { product, giftCard: null, prices };
}

/**
 * The first rule a line breaks when bought `quantity` at a time in `country`, or null. The
 * quantity is the whole quantity of the product in the cart (variants of one product share its
 * stock and its per-order limit).
 */
export function lineProblem(
  line: Pick<CartLineItem, 'product' | 'giftCard' | 'prices'>,
  country: CountryCode,
  quantity: number,
): LineProblem | null {
  const details = { country, quantity, productId: line.product?.id ?? null };
  if (line.giftCard) {
    if (line.giftCard.isPaid) return { kind: 'notFound', blocking: true, error: cartErrors.giftCardNotFound };
    if (!line.prices[country])
      return { kind: 'notInCountry', blocking: true, error: () => cartErrors.notInCountry(details) };
    return null;
  }
  const product = line.product;
  if (!product || !product.published)
    return { kind: 'notFound', blocking: true, error: () => cartErrors.productNotFound(details) };
  if (!line.prices[country])
    return { kind: 'notInCountry', blocking: true, error: () => cartErrors.notInCountry(details) };
  // Made to the buyer's design in Egypt: sold only there (docs/decisions/013).
  if (product.isIdesign && country !== 'eg')
    return { kind: 'egyptOnly', blocking: true, error: () => cartErrors.egyptOnly(details) };
  if (product.availableEdition !== null && product.availableEdition <= 0)
    return { kind: 'outOfStock', blocking: true, error: () => cartErrors.outOfStock(details) };
  if (product.maxPerOrder !== null && product.maxPerOrder > 0 && quantity > product.maxPerOrder)
    return {
      kind: 'maxPerOrder',
      blocking: false,
      error: () => cartErrors.maxPerOrder({ ...details, maxPerOrder: product.maxPerOrder }),
    };
  if (product.availableEdition !== null && quantity > product.availableEdition)
    return {
      kind: 'outOfStock',
      blocking: false,
      error: () => cartErrors.outOfStock({ ...details, available: product.availableEdition }),
    };
  return null;
}

/**
 * The most of one product a cart may hold: `cap`, or less when the product has a per-order limit or
 * fewer left in stock.
 */
export function lineLimit(
  product: Pick<LineProduct, 'maxPerOrder' | 'availableEdition'>,
  cap: number,
): number {
  const limits = [product.maxPerOrder, product.availableEdition].filter(
    (value): value is number => typeof value === 'number' && value > 0,
  );
  return Math.min(cap, ...limits);
}

/** The whole quantity of each product in the lines (variants of a product add up). */
export function quantityByProduct(lines: readonly CartLineItem[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const line of lines) {
    if (!line.product) continue;
    totals.set(line.product.id, (totals.get(line.product.id) ?? 0) + line.quantity);
  }
  return totals;
}

/** Each line with its problem in `country` (null when it can be bought as it is). */
export function checkLines(
  lines: readonly CartLineItem[],
  country: CountryCode,
): Array<{ line: CartLineItem; problem: LineProblem | null }> {
  const perProduct = quantityByProduct(lines);
  return lines.map((line) => ({
    line,
    problem: lineProblem(line, country, line.product ? perProduct.get(line.product.id)! : line.quantity),
  }));
}

export interface CountryTotals {
  country: CountryCode;
  currency: CurrencyCode;
  quantity: number;
  beforeOfferMinor: number;
  afterOfferMinor: number;
  taxMinor: number;
}

/** The quantity and value of the lines that can be bought in `country` (blocked lines are left out). */
export function countryTotals(lines: readonly CartLineItem[], country: CountryCode): CountryTotals {
  const counted = checkLines(lines, country).filter(({ problem }) => !problem?.blocking);
  return {
    country,
    currency: currencyOfCountry(country),
    quantity: counted.reduce((sum, { line }) => sum + line.quantity, 0),
    beforeOfferMinor: sumMinor(
      counted.map(({ line }) => multiplyMinor(line.prices[country]!.unitBeforeOfferMinor, line.quantity)),
    ),
    afterOfferMinor: sumMinor(
      counted.map(({ line }) => multiplyMinor(line.prices[country]!.unitAfterOfferMinor, line.quantity)),
    ),
    taxMinor: sumMinor(
      counted.map(({ line }) => multiplyMinor(line.prices[country]!.taxMinor, line.quantity)),
    ),
  };
}
