/**
 * The dashboard's products (issue 17): the filtered, sorted list staff work from and the bulk
 * publish / unpublish of its selection. The editor is product-editor.service.ts, the images
 * product-images.service.ts, the checklist that blocks publishing product-completeness.ts.
 *
 * Paging is keyset on (sort value, id), never OFFSET: page 2,000 of 100,000 products costs what
 * page 1 costs. Each sort reads an index in order and stops after a page: newest on
 * products_created_at_idx (products_status_created_idx under a status filter), price and sales in a
 * country on product_prices_country_amount_idx / _sales_idx. The name sort has no index of its own
 * (a top-N sort over the filtered rows) and no total is counted. Measured on PostgreSQL with 100,000
 * products (two shared cores, five pages each): filters and the created, price and sales sorts
 * 6-25 ms a page, name or SKU text 45-100 ms, the name sort 160-210 ms (an index on (name, id) and
 * (ar_name, id) would make it a range read, left out to avoid a schema change).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { categories, productPrices, products } from '../db/schema/catalog.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { productSearchDocuments } from '../db/schema/search-documents.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { isUuid, parseId } from '../ids.ts';
import { languageOf, type CountryCode, type CurrencyCode } from '../locale/locales.ts';
import { parseCountry } from '../locale/parse.ts';
import { hasControlCharacters, withoutControlCharacters } from '../locale/text-input.ts';
import { normalizeSearchText } from '../search/normalize.ts';
import { refreshProductSearchDocuments } from '../search/search-documents.ts';
import { recordAudit } from './audit-log.service.ts';
import { preciseTime } from './keyset.ts';
import { requirePermission } from './permissions.ts';
import { productCompleteness, type CompletenessKey } from './product-completeness.ts';
import {
  ADMIN_PRODUCT_SORTS,
  ADMIN_PRODUCT_STATUSES,
  ADMIN_PRODUCT_STOCK,
  LOW_EDITION,
  type AdminProductSort,
  type AdminProductStatus,
} from './product-list-options.ts';

export const ADMIN_PRODUCTS_PAGE_SIZE = 50;
/** Bulk actions take at most this many products per call (a page of the list and then some). */
export const BULK_MAX = 200;

export interface AdminProductFilters {
  status?: string | null;
  /** Category id or slug. */
  category?: string | null;
  /** Designer id, or text of their name or email. */
  designer?: string | null;
  /** Sold in this country (an active price row); also the country of the price column and sorts. */
  country?: string | null;
  stock?: string | null;
  /** 'yes' or 'no'. */
  idesign?: string | null;
  cod?: string | null;
  /** Text in the English or Arabic name, or the start of the SKU. */
  q?: string | null;
  sort?: string | null;
  dir?: string | null;
  /** The `next` cursor of the previous page. */
  after?: string | null;
  limit?: number;
}

export interface AdminProductRow {
  id: string;
  sku: string;
  name: string;
  arName: string;
  status: AdminProductStatus;
  /** The designer's own switch. */
  productStatus: boolean;
  designerId: string;
  designerName: string;
  categoryName: string;
  categoryArName: string;
  image: string | null;
  /** The price in `country` of the list (null when it has no price row there). */
  price: { amountMinor: number; currency: CurrencyCode; active: boolean; salesNumber: number } | null;
  availableEdition: number | null;
  initAvailableEdition: number | null;
  isIdesign: boolean;
  isAvailableForCod: boolean;
  createdAt: Date;
  /** What blocks publishing (empty when complete). */
  missing: CompletenessKey[];
}

export interface AdminProductList {
  items: AdminProductRow[];
  next: string | null;
  /** The country of the price column and of the price and sales sorts. */
  country: CountryCode;
  sort: AdminProductSort;
  dir: 'asc' | 'desc';
}

const pick = <T extends string>(allowed: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/** A filter's text: control characters dropped (a NUL cannot even reach PostgreSQL), bounded. */
const filterText = (value: unknown): string =>
  typeof value === 'string' ? withoutControlCharacters(value).trim().slice(0, 200) : '';

const yesNo = (value: unknown): boolean | null => (value === 'yes' ? true : value === 'no' ? false : null);

// A cursor is the last row's sort value and id as base64url JSON; one that does not decode (or
// does not fit the sort) is the first page, never an error.
const encodeCursor = (value: string | number, id: string) =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');

function decodeCursor(text: string | null | undefined, numeric: boolean): [string | number, string] | null {
  if (!text || text.length > 800) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [value, id] = parsed as unknown[];
    if (typeof id !== 'string' || !isUuid(id)) return null;
    if (numeric ? !Number.isSafeInteger(value) : typeof value !== 'string') return null;
    if (!numeric && hasControlCharacters(value as string)) return null;
    return [value as string | number, id.toLowerCase()];
  } catch {
    return null;
  }
}

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Designer ids whose name or email holds `text` (at most 50: a filter, not a search page). */
async function designerIdsMatching(ctx: ServiceContext, text: string): Promise<string[]> {
  const pattern = `%${text.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.fName} || ' ' || ${users.lName}`, pattern),
      ),
    )
    .limit(50);
  return rows.map((row) => row.id);
}

async function filterConditions(
  ctx: ServiceContext,
  filters: AdminProductFilters,
  country: CountryCode | null,
): Promise<SQL[] | null> {
  const conditions: SQL[] = [];
  const status = pick(ADMIN_PRODUCT_STATUSES, filters.status);
  if (status) conditions.push(eq(products.status, status));
  const category = filterText(filters.category);
  if (category) {
    if (isUuid(category)) conditions.push(eq(products.categoryId, category.toLowerCase()));
    else
      conditions.push(
        sql`${products.categoryId} in (select ${categories.id} from ${categories} where ${categories.slug} = ${category.toLowerCase()})`,
      );
  }
  const designer = filterText(filters.designer);
  if (designer) {
    const id = parseId(designer);
    const ids = id ? [id] : await designerIdsMatching(ctx, designer);
    if (ids.length === 0) return null;
    conditions.push(inArray(products.designerId, ids));
  }
  if (country)
    conditions.push(
      sql`exists (select 1 from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.country} = ${country} and ${productPrices.active})`,
    );
  switch (pick(ADMIN_PRODUCT_STOCK, filters.stock)) {
    case 'low':
      conditions.push(
        sql`${products.initAvailableEdition} is not null and ${products.availableEdition} between 1 and ${LOW_EDITION}`,
      );
      break;
    case 'soldOut':
      conditions.push(sql`${products.availableEdition} = 0`);
      break;
    case 'unlimited':
      conditions.push(sql`${products.availableEdition} is null`);
      break;
    case null:
      break;
  }
  const idesign = yesNo(filters.idesign);
  if (idesign !== null) conditions.push(eq(products.isIdesign, idesign));
  const cod = yesNo(filters.cod);
  if (cod !== null) conditions.push(eq(products.isAvailableForCod, cod));
  const raw = filterText(filters.q);
  if (raw) {
    // Names through the search documents' trigram index (normalized as the shop's search is, so
    // hamza and teh marbuta do not matter), the SKU by its start.
    const names = normalizeSearchText(raw);
    const sku = `${raw.replace(/[\\%_]/g, '\\$&')}%`;
    const byName = names
      ? sql`${products.id} in (select ${productSearchDocuments.productId} from ${productSearchDocuments} where ${productSearchDocuments.names} like ${`%${names}%`})`
      : sql`false`;
    conditions.push(sql`(${byName} or ${ilike(products.sku, sku)})`);
  }
  return conditions;
}

/** One page of the dashboard's product list (products.read). */
export async function listAdminProducts(
  ctx: ServiceContext,
  filters: AdminProductFilters = {},
): Promise<AdminProductList> {
  requirePermission(ctx, 'products.read');
  const limit = Math.min(Math.max(1, Math.trunc(filters.limit ?? ADMIN_PRODUCTS_PAGE_SIZE)), 200);
  const soldIn = parseCountry(filters.country);
  const country = soldIn ?? ctx.country;
  const sort = pick(ADMIN_PRODUCT_SORTS, filters.sort) ?? 'created';
  const dir =
    filters.dir === 'asc' ? 'asc' : filters.dir === 'desc' ? 'desc' : sort === 'name' ? 'asc' : 'desc';
  const empty: AdminProductList = { items: [], next: null, country, sort, dir };
  const conditions = await filterConditions(ctx, filters, soldIn);
  if (!conditions) return empty;

  const nameColumn = languageOf(ctx.locale) === 'ar' ? products.arName : products.name;
  const byPrice = sort === 'price' || sort === 'sales';
  // The price and sales sorts list the products priced in the country (their row gives the order).
  const sortColumn: AnyColumn =
    sort === 'name'
      ? nameColumn
      : sort === 'price'
        ? productPrices.amountMinor
        : sort === 'sales'
          ? productPrices.salesNumber
          : products.createdAt;
  const cursor = decodeCursor(filters.after, byPrice);
  if (cursor) {
    const [value, id] = cursor;
    const before = dir === 'desc';
    if (sort === 'created') {
      if (typeof value === 'string' && ISO_MICROS.test(value) && !Number.isNaN(Date.parse(value))) {
        // The single-column bound lets the created_at index start at the cursor.
        conditions.push(
          before
            ? sql`${products.createdAt} <= ${value}::timestamptz`
            : sql`${products.createdAt} >= ${value}::timestamptz`,
        );
        conditions.push(
          sql`(${products.createdAt}, ${products.id}) ${sql.raw(before ? '<' : '>')} (${value}::timestamptz, ${id}::uuid)`,
        );
      }
    } else {
      conditions.push(before ? sql`${sortColumn} <= ${value}` : sql`${sortColumn} >= ${value}`);
      conditions.push(
        sql`(${sortColumn}, ${products.id}) ${sql.raw(before ? '<' : '>')} (${value}, ${id}::uuid)`,
      );
    }
  }
  const order = dir === 'desc' ? [desc(sortColumn), desc(products.id)] : [asc(sortColumn), asc(products.id)];
  const priceJoin = and(eq(productPrices.productId, products.id), eq(productPrices.country, country));
  const base = ctx.db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      arName: products.arName,
      status: products.status,
      productStatus: products.productStatus,
      designerId: products.designerId,
      designerName: users.name,
      categoryName: categories.name,
      categoryArName: categories.arName,
      availableEdition: products.availableEdition,
      initAvailableEdition: products.initAvailableEdition,
      isIdesign: products.isIdesign,
      isAvailableForCod: products.isAvailableForCod,
      createdAt: products.createdAt,
      cursorAt: preciseTime(products.createdAt),
      price: productPrices.amountMinor,
      currency: productPrices.currency,
      priceActive: productPrices.active,
      salesNumber: productPrices.salesNumber,
    })
    .from(products)
    .innerJoin(users, eq(users.id, products.designerId))
    .innerJoin(categories, eq(categories.id, products.categoryId));
  const joined = byPrice ? base.innerJoin(productPrices, priceJoin) : base.leftJoin(productPrices, priceJoin);
  const rows = await joined
    .where(and(...conditions))
    .orderBy(...order)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const ids = page.map((row) => row.id);
  const [missing, images] = await Promise.all([missingOf(ctx, ids), primaryImages(ctx, ids)]);
  const last = page.at(-1);
  const next =
    rows.length > limit && last
      ? encodeCursor(
          sort === 'created'
            ? last.cursorAt
            : sort === 'name'
              ? languageOf(ctx.locale) === 'ar'
                ? last.arName
                : last.name
              : sort === 'price'
                ? (last.price ?? 0)
                : (last.salesNumber ?? 0),
          last.id,
        )
      : null;
  return {
    ...empty,
    next,
    items: page.map((row) => ({
      id: row.id,
      sku: row.sku,
      name: row.name,
      arName: row.arName,
      status: row.status,
      productStatus: row.productStatus,
      designerId: row.designerId,
      designerName: row.designerName,
      categoryName: row.categoryName,
      categoryArName: row.categoryArName,
      image: images.get(row.id) ?? null,
      price:
        row.price === null || row.currency === null
          ? null
          : {
              amountMinor: row.price,
              currency: row.currency,
              active: row.priceActive ?? false,
              salesNumber: row.salesNumber ?? 0,
            },
      availableEdition: row.availableEdition,
      initAvailableEdition: row.initAvailableEdition,
      isIdesign: row.isIdesign,
      isAvailableForCod: row.isAvailableForCod,
      createdAt: row.createdAt,
      missing: missing.get(row.id) ?? [],
    })),
  };
}

async function primaryImages(ctx: Pick<ServiceContext, 'db'>, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ productId: productImages.productId, path: productImages.path })
    .from(productImages)
    .where(inArray(productImages.productId, ids))
    .orderBy(desc(productImages.primaryImage), asc(productImages.displayOrder), asc(productImages.createdAt));
  const first = new Map<string, string>();
  for (const row of rows) if (!first.has(row.productId)) first.set(row.productId, row.path);
  return first;
}

/** The checklist of each product of `ids` (three queries for any number of products). */
export async function missingOf(
  ctx: Pick<ServiceContext, 'db'>,
  ids: readonly string[],
): Promise<Map<string, CompletenessKey[]>> {
  const result = new Map<string, CompletenessKey[]>();
  if (ids.length === 0) return result;
  const [productRows, priceRows, imageRows] = await Promise.all([
    ctx.db
      .select({
        id: products.id,
        name: products.name,
        arName: products.arName,
        description: products.description,
        arDescription: products.arDescription,
        categoryId: products.categoryId,
        isIdesign: products.isIdesign,
        idesignStages: products.idesignStages,
      })
      .from(products)
      .where(inArray(products.id, [...ids])),
    ctx.db
      .select({
        productId: productPrices.productId,
        country: productPrices.country,
        active: productPrices.active,
        amountMinor: productPrices.amountMinor,
      })
      .from(productPrices)
      .where(inArray(productPrices.productId, [...ids])),
    ctx.db
      .select({ productId: productImages.productId, images: count() })
      .from(productImages)
      .where(inArray(productImages.productId, [...ids]))
      .groupBy(productImages.productId),
  ]);
  for (const product of productRows)
    result.set(
      product.id,
      productCompleteness({
        ...product,
        prices: priceRows.filter((row) => row.productId === product.id),
        imageCount: Number(imageRows.find((row) => row.productId === product.id)?.images ?? 0),
      }),
    );
  return result;
}

export type BulkOutcome = 'changed' | 'unchanged' | 'refused' | 'notFound';

export interface BulkStatusResult {
  target: 'active' | 'draft';
  results: Array<{
    id: string;
    name: string | null;
    arName: string | null;
    outcome: BulkOutcome;
    missing: CompletenessKey[];
  }>;
  changed: number;
  refused: number;
}

/**
 * Publishes ('active') or unpublishes ('draft') the products of `ids` in one transaction
 * (products.write). A product whose checklist fails is not published and is reported with what it
 * misses; the others change, each with an audit row, and their search documents follow.
 */
export async function bulkSetProductStatus(
  ctx: ServiceContext,
  ids: readonly unknown[],
  target: 'active' | 'draft',
): Promise<BulkStatusResult> {
  requirePermission(ctx, 'products.write');
  const status = pick(['active', 'draft'] as const, target);
  if (!status) throw new TypeError('bulkSetProductStatus: target must be active or draft');
  const given = [
    ...new Set(
      (Array.isArray(ids) ? ids : []).slice(0, BULK_MAX).map((id) => (typeof id === 'string' ? id : '')),
    ),
  ];
  const wanted = given.map((id) => parseId(id)).filter((id): id is string => id !== null);
  return withTransaction(ctx, async (tx) => {
    const locked = wanted.length
      ? await tx.db
          .select({ id: products.id, name: products.name, arName: products.arName, status: products.status })
          .from(products)
          .where(inArray(products.id, wanted))
          .orderBy(asc(products.id))
          .for('update')
      : [];
    const missing =
      status === 'active'
        ? await missingOf(
            tx,
            locked.map((row) => row.id),
          )
        : new Map();
    const results: BulkStatusResult['results'] = [];
    const changedIds: string[] = [];
    for (const raw of given) {
      const id = parseId(raw);
      const row = id ? locked.find((item) => item.id === id) : undefined;
      if (!row) {
        results.push({ id: raw.slice(0, 64), name: null, arName: null, outcome: 'notFound', missing: [] });
        continue;
      }
      const lacking: CompletenessKey[] = missing.get(row.id) ?? [];
      const base = { id: row.id, name: row.name, arName: row.arName };
      if (row.status === status) results.push({ ...base, outcome: 'unchanged', missing: [] });
      else if (lacking.length > 0) results.push({ ...base, outcome: 'refused', missing: lacking });
      else {
        changedIds.push(row.id);
        results.push({ ...base, outcome: 'changed', missing: [] });
        await recordAudit(tx, {
          action: status === 'active' ? 'product.publish' : 'product.unpublish',
          entityType: 'product',
          entityId: row.id,
          before: { status: row.status },
          after: { status },
        });
      }
    }
    if (changedIds.length > 0) {
      await tx.db
        .update(products)
        .set({ status, updatedAt: bumpedUpdatedAt(tx.now) })
        .where(inArray(products.id, changedIds));
      await refreshProductSearchDocuments(tx, changedIds);
    }
    return {
      target: status,
      results,
      changed: changedIds.length,
      refused: results.filter((result) => result.outcome === 'refused').length,
    };
  });
}

/**
 * The new `updated_at` of a write: now, but always later than the stored one, so the version an
 * editor loaded never matches again after any change (two writes within one clock tick included).
 */
export const bumpedUpdatedAt = (now: Date): SQL =>
  sql`greatest(${now.toISOString()}::timestamptz, ${products.updatedAt} + interval '1 microsecond')`;
