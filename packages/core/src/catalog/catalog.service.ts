/**
 * Catalog reads: categories of a country, home listings and the product page.
 *
 * A product is available in a country when it is `active`, its designer switch (`productStatus`)
 * is on, and it has an active price row for that country (docs/decisions/003). Prices shown are
 * that row's amount with the best running promotion applied (pricing.ts).
 */
import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Actor, ServiceContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { memoryCopy } from '../db/memory-copy.ts';
import { preparedFor } from '../db/prepared.ts';
import { selectRows } from '../db/rows.ts';
import { users } from '../db/schema/accounts.schema.ts';
import {
  categories,
  collections,
  productOffers,
  productPrices,
  products,
  subcategories,
  tags,
} from '../db/schema/catalog.schema.ts';
import {
  featureExtraPrices,
  imageExtraPrices,
  imageFeatures,
  productImagePhotos,
  productImages,
} from '../db/schema/media.schema.ts';
import { COUNTRIES, currencyOfCountry, type CountryCode, type CurrencyCode } from '../locale/locales.ts';
import { isRunning, shownPrice } from './pricing.ts';
import type {
  CategoryItem,
  CountryPrice,
  CountryPriceDetail,
  ImageFeatureItem,
  ProductDetail,
  ProductImageItem,
  ProductState,
  ProductSummary,
  SubcategoryItem,
} from './catalog.types.ts';
import { isUuid } from '../ids.ts';

export type * from './catalog.types.ts';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found or unavailable in this country';
export const HOME_PRODUCTS_DEFAULT_LIMIT = 24;
export const HOME_PRODUCTS_MAX_LIMIT = 100;

const productNotFound = () => notFound('product', PRODUCT_NOT_FOUND_MESSAGE);

/** Products a shopper may see: published and switched on by their designer. */
export const isPublished = (): SQL => and(eq(products.status, 'active'), eq(products.productStatus, true))!;

/** Join condition: the product's active price row in `country` (a product is sold where it has one). */
export const activePriceIn = (country: CountryCode): SQL =>
  and(
    eq(productPrices.productId, products.id),
    eq(productPrices.country, country),
    eq(productPrices.active, true),
  )!;

/** A published product of the outer query has an active price in `country`. */
export const sellsIn = (country: CountryCode): SQL =>
  sql`exists (select 1 from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.country} = ${country} and ${productPrices.active})`;

/** Subquery: some available product in `country` matches `condition` (on the products table). */
const hasAvailableProduct = (country: CountryCode, condition: SQL): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${products} where ${condition} and ${isPublished()} and ${sellsIn(country)})`;

/**
 * The largest discount among the product's running offers (null when none). Listings read the same
 * rule in SQL (migration 0007 product_summaries): change them together.
 */
export const runningOfferPercent = (now: Date): SQL<number | null> =>
  sql<
    number | null
  >`(select max(${productOffers.discountPercent}) from ${productOffers} where ${productOffers.productId} = ${products.id} and ${offerRuns(now)})`;

/** An offer row that is switched on and whose days include `now`. */
export const offerRuns = (now: Date): SQL => {
  const at = now.toISOString();
  return sql`${productOffers.status} and ${productOffers.startDate} <= ${at}::timestamptz and ${productOffers.endDate} > ${at}::timestamptz`;
};

/**
 * The discount of the product's collection when it runs now, else 0 (needs the collections join).
 * Also in migration 0007 product_summaries: change them together.
 */
export const runningCollectionPercent = (now: Date): SQL<number | null> => {
  const at = now.toISOString();
  return sql<
    number | null
  >`case when ${collections.status} and (${collections.startDate} is null or ${collections.startDate} <= ${at}::timestamptz) and (${collections.endDate} is null or ${collections.endDate} > ${at}::timestamptz) then ${collections.discountPercent} else 0 end`;
};

/** The primary image, else the first one by display order. */
const primaryImagePath = (): SQL<string | null> =>
  sql<
    string | null
  >`(select ${productImages.path} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.primaryImage} desc, ${productImages.displayOrder} asc, ${productImages.createdAt} asc limit 1)`;

const designerColumns = {
  id: users.id,
  slug: users.slug,
  name: users.name,
  fName: users.fName,
  lName: users.lName,
  image: users.image,
};

const isStaff = (user: Actor | null) => Boolean(user?.privilageType);

// ---------------------------------------------------------------------------------------------
// Categories

/**
 * Every category in display order, each with `hasProducts` for the context's country and its
 * subcategories (also flagged), for the GraphQL getCategories(currentCountry).
 */
export function listCategories(ctx: ServiceContext): Promise<CategoryItem[]> {
  return categoriesOf(ctx, ctx.country);
}

/** The header and menu of every page read the tree: kept in memory until the catalogue changes. */
const categoriesOf = memoryCopy(['catalog'], async (ctx, country: CountryCode): Promise<CategoryItem[]> => {
  const categoryRows = await ctx.db
    .select({
      id: categories.id,
      slug: categories.slug,
      name: categories.name,
      arName: categories.arName,
      image: categories.image,
      banner: categories.banner,
      description: categories.description,
      arDescription: categories.arDescription,
      displayOrder: categories.displayOrder,
      hasProducts: hasAvailableProduct(country, sql`${products.categoryId} = ${categories.id}`),
    })
    .from(categories)
    // Switched off or hidden in this country by staff (issue 21): not shown at all.
    .where(sql`${categories.status} and not (${country}::country_code = any(${categories.hiddenIn}))`)
    .orderBy(asc(categories.displayOrder), asc(categories.name), asc(categories.id));
  if (categoryRows.length === 0) return [];

  const subcategoryRows = await ctx.db
    .select({
      id: subcategories.id,
      categoryId: subcategories.categoryId,
      slug: subcategories.slug,
      name: subcategories.name,
      arName: subcategories.arName,
      image: subcategories.image,
      displayOrder: subcategories.displayOrder,
      hasProducts: hasAvailableProduct(country, sql`${products.subcategoryId} = ${subcategories.id}`),
    })
    .from(subcategories)
    .orderBy(asc(subcategories.displayOrder), asc(subcategories.name), asc(subcategories.id));

  const byCategory = new Map<string, SubcategoryItem[]>();
  for (const { categoryId, ...subcategory } of subcategoryRows) {
    const list = byCategory.get(categoryId) ?? [];
    list.push({ ...subcategory, hasProducts: Boolean(subcategory.hasProducts) });
    byCategory.set(categoryId, list);
  }
  return categoryRows.map((category) => ({
    ...category,
    hasProducts: Boolean(category.hasProducts),
    subCategories: byCategory.get(category.id) ?? [],
  }));
});

/**
 * The categories shown to shoppers of the context's country (SPEC.md section 4, start-up): those
 * with products there, in display order, each with its subcategories that have products there.
 */
export async function listVisibleCategories(ctx: ServiceContext): Promise<CategoryItem[]> {
  const all = await listCategories(ctx);
  return all
    .filter((category) => category.hasProducts)
    .map((category) => ({
      ...category,
      subCategories: category.subCategories.filter((subcategory) => subcategory.hasProducts),
    }));
}

// ---------------------------------------------------------------------------------------------
// Listings

const availableCountries = (prices: Partial<Record<CountryCode, unknown>>): CountryCode[] =>
  COUNTRIES.filter((country) => prices[country] !== undefined);

export interface ListHomeProductsInput {
  /** At most this many products, newest first (1..100, default 24). */
  limit?: number;
}

/**
 * The newest products available in the context's country, with their price there, the price
 * after the running offer, the primary image and the designer.
 */
export async function listHomeProducts(
  ctx: ServiceContext,
  { limit = HOME_PRODUCTS_DEFAULT_LIMIT }: ListHomeProductsInput = {},
): Promise<ProductSummary[]> {
  const size = Math.min(
    HOME_PRODUCTS_MAX_LIMIT,
    Math.max(1, Math.trunc(limit) || HOME_PRODUCTS_DEFAULT_LIMIT),
  );
  const newest = ctx.db
    .select({
      id: products.id,
    })
    .from(products)
    .innerJoin(productPrices, activePriceIn(ctx.country))
    .where(isPublished())
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(size);
  return (await summariesOfSelection(ctx, newest)).items;
}

/** A row of product_summaries (migration 0007): JSON, so dates are ISO texts. */
interface SummaryRow {
  id: string;
  sku: string;
  slug: string;
  name: string;
  arName: string;
  createdAt: string;
  isIdesign: boolean;
  isAvailableForCod: boolean;
  availableEdition: number | null;
  badgeColor: string | null;
  badgeTitle: string | null;
  badgeTitleAr: string | null;
  categoryId: string;
  subcategoryId: string | null;
  collectionId: string | null;
  amountMinor: number;
  currency: CurrencyCode;
  offerPercent: number | null;
  collectionPercent: number | null;
  primaryImagePath: string | null;
  /** [country, currency, amountMinor, salesNumber, requiredTimeDays] per active price. */
  prices: [CountryCode, CurrencyCode, number, number, number | null][] | null;
  designer: ProductSummary['designer'];
}

/**
 * The products of `productIds` that are available in the context's country, as listings show them,
 * in the order of `productIds` (for search results ranked elsewhere). Others are left out. Every
 * listing reads its products through product_summaries, whose plan each connection keeps.
 */
export async function listProductSummariesByIds(
  ctx: ServiceContext,
  productIds: readonly string[],
): Promise<ProductSummary[]> {
  const ids = [...new Set(productIds)].filter((id) => isUuid(id));
  if (ids.length === 0) return [];
  const rows = await selectRows<{ summary: SummaryRow }>(
    ctx.db,
    sql`select product_summaries(${`{${ids.join(',')}}`}::uuid[], ${ctx.country}::country_code, ${ctx.now.toISOString()}::timestamptz) as summary`,
  );
  // Both drivers parse json columns.
  return inOrderOf(
    ids,
    rows.map((row) => toSummary(ctx.country, row.summary)),
  );
}

/**
 * The products a selection picks (a query of one `id` column, ordered and limited), in its order,
 * as listings show them, and the `count` query's answer when one is given: one statement, so a
 * listing is one round trip whatever its size. The ids go through an array, which keeps the
 * selection's order and lets it stop at its limit; materialized, so the selection runs once
 * (inlined, it ran once for the ids and again for the summaries).
 */
export async function summariesOfSelection(
  ctx: ServiceContext,
  selection: SQLWrapper,
  count?: SQLWrapper,
): Promise<{ items: ProductSummary[]; total: number }> {
  const [row] = await selectRows<{
    ids: string[] | null;
    total: number | null;
    summaries: SummaryRow[] | null;
  }>(
    ctx.db,
    sql`with picked as materialized (select array(${selection}) as ids)
      select to_json(picked.ids) as ids,
        ${count ? sql`(${count})::int` : sql`null::int`} as total,
        (select json_agg(summary.value) from product_summaries(picked.ids, ${ctx.country}::country_code, ${ctx.now.toISOString()}::timestamptz) as summary(value)) as summaries
      from picked`,
  );
  const summaries = (row?.summaries ?? []).map((summary) => toSummary(ctx.country, summary));
  return { items: inOrderOf(row?.ids ?? [], summaries), total: Number(row?.total ?? 0) };
}

/**
 * The summaries of several selections (each an ordered id list) in one statement: a page that
 * shows two product rows (the product page's suggestions and more from the designer) reads both
 * with one call of product_summaries.
 */
export async function summariesOfSelections(
  ctx: ServiceContext,
  selections: readonly SQLWrapper[],
): Promise<ProductSummary[][]> {
  if (selections.length === 0) return [];
  const lists = sql.join(
    selections.map((selection, i) => sql`array(${selection}) as ${sql.identifier(`list${i}`)}`),
    sql`, `,
  );
  const all = sql.join(
    selections.map((_, i) => sql`picked.${sql.identifier(`list${i}`)}`),
    sql` || `,
  );
  const ids = sql.join(
    selections.map((_, i) => sql`to_json(picked.${sql.identifier(`list${i}`)})`),
    sql`, `,
  );
  const [row] = await selectRows<{ lists: string[][] | null; summaries: SummaryRow[] | null }>(
    ctx.db,
    sql`with picked as materialized (select ${lists})
      select json_build_array(${ids}) as lists,
        (select json_agg(summary.value) from product_summaries(${all}, ${ctx.country}::country_code, ${ctx.now.toISOString()}::timestamptz) as summary(value)) as summaries
      from picked`,
  );
  const summaries = (row?.summaries ?? []).map((summary) => toSummary(ctx.country, summary));
  return selections.map((_, i) => inOrderOf(row?.lists?.[i] ?? [], summaries));
}

/** The summaries in the order of `ids` (those without one left out). */
function inOrderOf(ids: readonly string[], summaries: ProductSummary[]): ProductSummary[] {
  const byId = new Map(summaries.map((summary) => [summary.id, summary]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function toSummary(country: CountryCode, row: SummaryRow): ProductSummary {
  const prices: Partial<Record<CountryCode, CountryPrice>> = {};
  for (const [priceCountry, currency, amountMinor, salesNumber, requiredTimeDays] of row.prices ?? []) {
    prices[priceCountry] = { country: priceCountry, currency, amountMinor, salesNumber, requiredTimeDays };
  }
  return {
    id: row.id,
    sku: row.sku,
    slug: row.slug,
    name: row.name,
    arName: row.arName,
    createdAt: new Date(row.createdAt),
    isIdesign: row.isIdesign,
    isAvailableForCod: row.isAvailableForCod,
    availableEdition: row.availableEdition,
    badge: toBadge(row),
    designer: row.designer,
    categoryId: row.categoryId,
    subcategoryId: row.subcategoryId,
    collectionId: row.collectionId,
    country,
    currency: row.currency,
    ...shownPrice(row.amountMinor, Math.max(row.offerPercent ?? 0, row.collectionPercent ?? 0)),
    primaryImagePath: row.primaryImagePath,
    prices,
    availableIn: availableCountries(prices),
  };
}

function toBadge(row: { badgeColor: string | null; badgeTitle: string | null; badgeTitleAr: string | null }) {
  if (!row.badgeTitle && !row.badgeTitleAr) return null;
  return { color: row.badgeColor, title: row.badgeTitle, titleAr: row.badgeTitleAr };
}

// ---------------------------------------------------------------------------------------------
// Product page

/**
 * The product page's one statement, prepared once per database: PostgreSQL plans it once per
 * connection and Drizzle builds its SQL once (docs/decisions/042).
 */
const productById = preparedFor((db) =>
  db
    .select({
      product: products,
      designer: designerColumns,
      category: {
        id: categories.id,
        slug: categories.slug,
        name: categories.name,
        arName: categories.arName,
      },
      subcategory: {
        id: subcategories.id,
        slug: subcategories.slug,
        name: subcategories.name,
        arName: subcategories.arName,
      },
      collection: {
        id: collections.id,
        slug: collections.slug,
        title: collections.title,
        arTitle: collections.arTitle,
        discountPercent: collections.discountPercent,
        status: collections.status,
        startDate: collections.startDate,
        endDate: collections.endDate,
      },
      tag: { id: tags.id, slug: tags.slug, name: tags.name, arName: tags.arName, createdAt: tags.createdAt },
      primaryImagePath: primaryImagePath(),
      // The rest of the page comes in the same statement: one round trip per product.
      prices: pricesJson(),
      offers: offersJson(),
      images: imagesJson(sql`${products.id}`),
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.designerId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .leftJoin(collections, eq(collections.id, products.collectionId))
    .leftJoin(tags, eq(tags.id, products.tagId))
    .where(
      and(
        eq(products.id, sql.placeholder('productId')),
        eq(products.status, sql.placeholder('status')),
        eq(products.productStatus, sql.placeholder('productStatus')),
      ),
    )
    .limit(1)
    .prepare('product_by_id'),
);

/**
 * The product page's row per product, state and switch, kept in memory until the catalogue changes
 * (db/memory-copy.ts): a product's page and `getProductById` run no statement while it is warm.
 * Who may see it, the running offer and the price are worked out per request from the row. The
 * sales counts in it are not announced (migration 0019): the minute's lifetime bounds their age;
 * ids come from URLs, so at most 5,000 products are kept per database.
 */
const productRow = memoryCopy(
  ['catalog'],
  async (ctx, key: string) => {
    const [productId, status, productStatus] = key.split(':') as [string, ProductState, string];
    const [row] = await productById(ctx.db).execute({
      productId,
      status,
      productStatus: productStatus === 'true',
    });
    return row;
  },
  { maxEntries: 5_000, maxAgeMs: 60_000 },
);

export interface GetProductByIdInput {
  productId: string;
  /** Editorial status to look up (default `active`). Other values are for staff and the designer. */
  status?: ProductState;
  /** The designer's on/off switch to look up (default on). Off is for staff and the designer. */
  productStatus?: boolean;
}

/**
 * The full product for the context's country: texts, relations, active prices per country, the
 * running offer, images with their variants. Unknown, unpublished (unless the actor may see it)
 * or not sold in the country: DomainError PRODUCT_NOT_FOUND (404).
 */
export async function getProductById(
  ctx: ServiceContext,
  input: GetProductByIdInput,
): Promise<ProductDetail> {
  return (await readProduct(ctx, input, false)).product;
}

/**
 * The product as its page shows it in the context's country: as getProductById where it is sold;
 * where it is not, as the first country that sells it shows it (`orderableHere: false`, prices in
 * that country's currency), so the page can say where it can be ordered instead of a dead end.
 * Unknown or unpublished products are PRODUCT_NOT_FOUND as in getProductById.
 */
export async function getProductForPage(
  ctx: ServiceContext,
  input: GetProductByIdInput,
): Promise<{ product: ProductDetail; orderableHere: boolean }> {
  return readProduct(ctx, input, true);
}

async function readProduct(
  ctx: ServiceContext,
  input: GetProductByIdInput,
  elsewhere: boolean,
): Promise<{ product: ProductDetail; orderableHere: boolean }> {
  const { productId, status = 'active', productStatus = true } = input;
  if (!isUuid(productId)) throw productNotFound();

  const row = await productRow(ctx, `${productId}:${status}:${productStatus}`);
  if (!row) throw productNotFound();

  const { product } = row;
  const privileged = isStaff(ctx.user) || (ctx.user !== null && ctx.user.id === product.designerId);
  const isPublic = status === 'active' && productStatus;
  if (!isPublic && !privileged) throw productNotFound();

  const priceRows = row.prices ?? [];
  const prices: Partial<Record<CountryCode, CountryPriceDetail>> = {};
  for (const price of priceRows) {
    prices[price.country] = {
      country: price.country,
      currency: price.currency,
      amountMinor: price.amountMinor,
      salesNumber: price.salesNumber,
      requiredTimeDays: price.requiredTimeDays,
      ...(privileged
        ? {
            basePriceMinor: price.basePriceMinor,
            taxMinor: price.taxMinor,
            revenueMinor: price.revenueMinor,
            siteRevenueMinor: price.siteRevenueMinor,
            manufacturingCostMinor: price.manufacturingCostMinor,
          }
        : {}),
    };
  }
  const orderableHere = prices[ctx.country] !== undefined;
  const shownCountry = orderableHere || !elsewhere ? ctx.country : availableCountries(prices)[0];
  const here = shownCountry === undefined ? undefined : prices[shownCountry];
  if (!here || shownCountry === undefined) throw productNotFound();

  const offers = (row.offers ?? []).map((offer) => ({
    ...offer,
    startDate: new Date(offer.startDate),
    endDate: new Date(offer.endDate),
  }));
  const images = toImageItems(row.images);
  const runningOffer = offers.find((offer) => isRunning(offer, ctx.now)) ?? null;
  const collection = row.collection
    ? {
        id: row.collection.id,
        slug: row.collection.slug,
        title: row.collection.title,
        arTitle: row.collection.arTitle,
        discountPercent: row.collection.discountPercent,
        running: isRunning(row.collection, ctx.now),
      }
    : null;
  const discount = Math.max(
    runningOffer?.discountPercent ?? 0,
    collection?.running ? collection.discountPercent : 0,
  );

  const detail: ProductDetail = {
    id: product.id,
    sku: product.sku,
    slug: product.slug,
    name: product.name,
    arName: product.arName,
    status: product.status,
    productStatus: product.productStatus,
    description: product.description,
    arDescription: product.arDescription,
    brief: product.brief,
    arBrief: product.arBrief,
    lists: product.lists,
    arLists: product.arLists,
    singleWeightGrams: product.singleWeightGrams,
    maxPerOrder: product.maxPerOrder,
    availableEdition: product.availableEdition,
    initAvailableEdition: product.initAvailableEdition,
    isAvailableForCod: product.isAvailableForCod,
    isIdesign: product.isIdesign,
    idesignStages: product.idesignStages ?? null,
    designerStage: product.designerStage,
    displayOrderInCategory: product.displayOrderInCategory,
    newMessage: product.newMessage,
    badge: toBadge(product),
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
    designer: row.designer,
    categoryId: product.categoryId,
    subcategoryId: product.subcategoryId,
    collectionId: product.collectionId,
    category: row.category,
    subcategory: row.subcategory,
    collection,
    tag: row.tag,
    offer: runningOffer
      ? {
          id: runningOffer.id,
          title: runningOffer.title,
          arTitle: runningOffer.arTitle,
          discountPercent: runningOffer.discountPercent,
          startDate: runningOffer.startDate,
          endDate: runningOffer.endDate,
          status: runningOffer.status,
        }
      : null,
    country: shownCountry,
    currency: currencyOfCountry(shownCountry),
    ...shownPrice(here.amountMinor, discount),
    primaryImagePath: row.primaryImagePath,
    prices,
    availableIn: availableCountries(prices),
    images,
    includesInternals: privileged,
  };
  return { product: detail, orderableHere };
}

export async function loadImages(ctx: ServiceContext, productId: string): Promise<ProductImageItem[]> {
  const [row] = await selectRows<{ images: ImageJson[] | null }>(
    ctx.db,
    sql`select ${imagesJson(sql`${productId}::uuid`)} as images`,
  );
  return toImageItems(row?.images ?? null);
}

/** An active price row as pricesJson reads it. */
interface PriceJson {
  country: CountryCode;
  currency: CurrencyCode;
  amountMinor: number;
  basePriceMinor: number;
  taxMinor: number;
  revenueMinor: number;
  siteRevenueMinor: number;
  manufacturingCostMinor: number;
  salesNumber: number;
  requiredTimeDays: number | null;
}

/** The active price rows of the outer product, as JSON. */
function pricesJson(): SQL<PriceJson[] | null> {
  return sql<PriceJson[] | null>`(select json_agg(json_build_object(
    'country', ${productPrices.country}, 'currency', ${productPrices.currency},
    'amountMinor', ${productPrices.amountMinor}, 'basePriceMinor', ${productPrices.basePriceMinor},
    'taxMinor', ${productPrices.taxMinor}, 'revenueMinor', ${productPrices.revenueMinor},
    'siteRevenueMinor', ${productPrices.siteRevenueMinor},
    'manufacturingCostMinor', ${productPrices.manufacturingCostMinor},
    'salesNumber', ${productPrices.salesNumber}, 'requiredTimeDays', ${productPrices.requiredTimeDays}))
  from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.active})`;
}

/** An offer as offersJson reads it (dates as ISO texts). */
interface OfferJson {
  id: string;
  title: string;
  arTitle: string;
  discountPercent: number;
  startDate: string;
  endDate: string;
  status: boolean;
}

/** The offers of the outer product, largest discount first, then the one ending first. */
function offersJson(): SQL<OfferJson[] | null> {
  return sql<OfferJson[] | null>`(select json_agg(json_build_object(
    'id', ${productOffers.id}, 'title', ${productOffers.title}, 'arTitle', ${productOffers.arTitle},
    'discountPercent', ${productOffers.discountPercent}, 'startDate', ${productOffers.startDate},
    'endDate', ${productOffers.endDate}, 'status', ${productOffers.status})
    order by ${productOffers.discountPercent} desc, ${productOffers.endDate} asc)
  from ${productOffers} where ${productOffers.productId} = ${products.id})`;
}

/** An image as imagesJson reads it: empty lists and maps come as null. */
type ImageJson = Omit<ProductImageItem, 'extraPrices' | 'features' | 'otherImages'> & {
  extraPrices: ProductImageItem['extraPrices'] | null;
  otherImages: ProductImageItem['otherImages'] | null;
  features: Array<
    Omit<ImageFeatureItem, 'extraPrices'> & { extraPrices: ImageFeatureItem['extraPrices'] | null }
  > | null;
};

/**
 * Every image of `productId`, primary first, with its extra prices per country, its other photos
 * and its features (each with its extra prices), as one JSON value: one statement however many.
 */
function imagesJson(productId: SQL): SQL<ImageJson[] | null> {
  return sql<ImageJson[] | null>`(select json_agg(json_build_object(
    'id', ${productImages.id}, 'path', ${productImages.path}, 'originalName', ${productImages.originalName},
    'primaryImage', ${productImages.primaryImage}, 'featured', ${productImages.featured},
    'stage', ${productImages.stage}, 'displayOrder', ${productImages.displayOrder},
    'extraPrices', (select json_object_agg(${imageExtraPrices.country}, ${imageExtraPrices.extraMinor})
      from ${imageExtraPrices} where ${imageExtraPrices.imageId} = ${productImages.id}),
    'otherImages', (select json_agg(json_build_object('id', ${productImagePhotos.id}, 'path', ${productImagePhotos.path})
      order by ${productImagePhotos.displayOrder})
      from ${productImagePhotos} where ${productImagePhotos.imageId} = ${productImages.id}),
    'features', (select json_agg(json_build_object(
        'id', ${imageFeatures.id}, 'property', ${imageFeatures.property}, 'arProperty', ${imageFeatures.arProperty},
        'value', ${imageFeatures.value}, 'arValue', ${imageFeatures.arValue},
        'featureImage', ${imageFeatures.featureImage}, 'description', ${imageFeatures.description},
        'arDescription', ${imageFeatures.arDescription},
        'extraPrices', (select json_object_agg(${featureExtraPrices.country}, ${featureExtraPrices.extraMinor})
          from ${featureExtraPrices} where ${featureExtraPrices.featureId} = ${imageFeatures.id}))
        order by ${imageFeatures.displayOrder})
      from ${imageFeatures} where ${imageFeatures.imageId} = ${productImages.id}))
    order by ${productImages.primaryImage} desc, ${productImages.displayOrder} asc, ${productImages.createdAt} asc)
  from ${productImages} where ${productImages.productId} = ${productId})`;
}

function toImageItems(images: ImageJson[] | null): ProductImageItem[] {
  return (images ?? []).map((image) => ({
    ...image,
    extraPrices: image.extraPrices ?? {},
    otherImages: image.otherImages ?? [],
    features: (image.features ?? []).map((feature) => ({
      ...feature,
      extraPrices: feature.extraPrices ?? {},
    })),
  }));
}
