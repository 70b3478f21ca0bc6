/**
 * Collections (seasonal sales) in the dashboard (issue 21, docs/decisions/043): bilingual titles and
 * descriptions, first and last day, discount, status, display order, banner and image, and the
 * products in it (a product belongs to at most one collection: `products.collection_id`). The
 * discount reaches shoppers through the storefront's one pricing rule (catalog/pricing.ts and
 * migration 0007's product_summaries: the best running offer or collection discount); nothing
 * here computes a price. Writes are audited; the change-notice triggers refresh the caches.
 */
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { domainError } from '../errors.ts';
import { collections, products } from '../db/schema/catalog.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { parseId } from '../ids.ts';
import { recordAudit } from './audit-log.service.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';
import {
  COLLECTION_DISCOUNT_MAX,
  DISPLAY_ORDER_MAX,
  fieldFailure,
  FieldReader,
  TERM_DESCRIPTION_MAX,
  TERM_NAME_MAX,
  type FormValue,
} from './merchandising-input.ts';
import { requirePermission } from './permissions.ts';

export const COLLECTIONS_PAGE_SIZE = 50;
/** Products shown on a collection's page of the dashboard (a sale of hundreds is paged by the shop). */
export const COLLECTION_PRODUCTS_SHOWN = 200;
export const PRODUCT_PICK_LIMIT = 20;

export interface AdminCollectionRow {
  id: string;
  slug: string;
  title: string;
  arTitle: string;
  status: boolean;
  discountPercent: number;
  startDate: Date | null;
  endDate: Date | null;
  displayOrder: number;
  image: string | null;
  productsCount: number;
  createdAt: Date;
}

export interface CollectionProduct {
  id: string;
  sku: string;
  name: string;
  arName: string;
  status: string;
}

export interface AdminCollection extends AdminCollectionRow {
  description: string | null;
  arDescription: string | null;
  banner: string | null;
  products: CollectionProduct[];
}

export type CollectionInput = Record<string, FormValue | readonly FormValue[]>;

const errors = {
  notFound: () =>
    domainError('COLLECTION_NOT_FOUND', 'errors.collection.notFound', 'Collection not found', 404),
  productNotFound: () =>
    domainError('PRODUCT_NOT_FOUND', 'errors.ticket.productNotFound', 'Product not found', 404, {
      field: 'productId',
    }),
};

// The outer column spelled out (see catalog/collection.service.ts: a bare "id" would be the subquery's).
const productsOfCollection = sql<number>`(select count(*) from ${products} where ${products.collectionId} = ${sql.identifier('collections')}.${sql.identifier('id')})::int`;

const rowColumns = {
  id: collections.id,
  slug: collections.slug,
  title: collections.title,
  arTitle: collections.arTitle,
  status: collections.status,
  discountPercent: collections.discountPercent,
  startDate: collections.startDate,
  endDate: collections.endDate,
  displayOrder: collections.displayOrder,
  image: collections.image,
  productsCount: productsOfCollection,
  createdAt: collections.createdAt,
};

/** Newest first, one keyset page at a time (`after`: the cursor of the previous page). */
export async function listAdminCollections(
  ctx: ServiceContext,
  input: { after?: string | null } = {},
): Promise<{ rows: AdminCollectionRow[]; next: string | null }> {
  requirePermission(ctx, 'merchandising.write');
  const cursor = decodeCursor(input.after);
  const rows = await ctx.db
    .select({ ...rowColumns, at: preciseTime(collections.createdAt) })
    .from(collections)
    .where(cursor ? olderThan(collections.createdAt, collections.id, cursor) : undefined)
    .orderBy(desc(collections.createdAt), desc(collections.id))
    .limit(COLLECTIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, COLLECTIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    rows: page.map(({ at: _at, ...row }) => ({ ...row, productsCount: Number(row.productsCount) })),
    next: rows.length > COLLECTIONS_PAGE_SIZE && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

/** One collection with its products (newest first, at most COLLECTION_PRODUCTS_SHOWN). Unknown: 404. */
export async function getAdminCollection(
  ctx: ServiceContext,
  collectionId: string,
): Promise<AdminCollection> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(collectionId);
  if (!id) throw errors.notFound();
  const [row] = await ctx.db
    .select({
      ...rowColumns,
      description: collections.description,
      arDescription: collections.arDescription,
      banner: collections.banner,
    })
    .from(collections)
    .where(eq(collections.id, id));
  if (!row) throw errors.notFound();
  const members = await ctx.db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      arName: products.arName,
      status: products.status,
    })
    .from(products)
    .where(eq(products.collectionId, id))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(COLLECTION_PRODUCTS_SHOWN);
  return { ...row, productsCount: Number(row.productsCount), products: members };
}

function parseCollection(input: CollectionInput, kept: readonly (string | null)[]) {
  const read = new FieldReader(input);
  const title = read.text('title', TERM_NAME_MAX, true);
  const arTitle = read.text('arTitle', TERM_NAME_MAX, true);
  const slug = read.slug('slug', title);
  const description = read.text('description', TERM_DESCRIPTION_MAX);
  const arDescription = read.text('arDescription', TERM_DESCRIPTION_MAX);
  // 0: a browsable group without a sale; otherwise 1..90 % (merchandising-input.ts).
  const discountPercent = read.whole('discount', 0, COLLECTION_DISCOUNT_MAX, 0) ?? 0;
  const startDate = read.day('startDate', false);
  const endDate = read.day('endDate', true);
  if (startDate && endDate && endDate.getTime() <= startDate.getTime()) {
    read.fail('endDate', 'admin.merchandising.errors.endBeforeStart');
  }
  const displayOrder = read.whole('displayOrder', 0, DISPLAY_ORDER_MAX, 0) ?? 0;
  const image = read.image('image', kept);
  const banner = read.image('banner', kept);
  const status = read.flag('status');
  read.done();
  return {
    title,
    arTitle,
    slug,
    description,
    arDescription,
    discountPercent,
    startDate,
    endDate,
    displayOrder,
    image,
    banner,
    status,
  };
}

/** Creates (`collectionId` null) or updates a collection; answers its id. */
export async function saveCollection(
  ctx: ServiceContext,
  collectionId: string | null,
  input: CollectionInput,
): Promise<{ id: string }> {
  requirePermission(ctx, 'merchandising.write');
  const id = collectionId === null ? null : parseId(collectionId);
  if (collectionId !== null && !id) throw errors.notFound();
  const [current] = id
    ? await ctx.db
        .select({ image: collections.image, banner: collections.banner })
        .from(collections)
        .where(eq(collections.id, id))
    : [];
  const values = parseCollection(input, current ? [current.image, current.banner] : []);
  return withTransaction(ctx, async (tx) => {
    const others = id ? sql`${collections.id} <> ${id}` : sql`true`;
    const [slugTaken] = await tx.db
      .select({ id: collections.id })
      .from(collections)
      .where(and(eq(collections.slug, values.slug), others))
      .limit(1);
    if (slugTaken) fieldFailure('slug', 'admin.merchandising.errors.slugTaken');
    if (id === null) {
      const [created] = await tx.db.insert(collections).values(values).returning();
      await recordAudit(tx, {
        action: 'collection.create',
        entityType: 'collection',
        entityId: created!.id,
        after: created,
      });
      return { id: created!.id };
    }
    const [before] = await tx.db.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!before) throw errors.notFound();
    const [after] = await tx.db
      .update(collections)
      .set({ ...values, updatedAt: tx.now })
      .where(eq(collections.id, id))
      .returning();
    await recordAudit(tx, {
      action: 'collection.update',
      entityType: 'collection',
      entityId: id,
      before,
      after,
    });
    return { id };
  });
}

/** Deletes a collection; its products stay, outside any collection (the foreign key sets null). */
export async function deleteCollection(ctx: ServiceContext, collectionId: string): Promise<void> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(collectionId);
  if (!id) throw errors.notFound();
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(collections).where(eq(collections.id, id)).for('update');
    if (!before) throw errors.notFound();
    await tx.db.delete(collections).where(eq(collections.id, id));
    await recordAudit(tx, { action: 'collection.delete', entityType: 'collection', entityId: id, before });
  });
}

/**
 * Puts a product in the collection (`add`), taking it out of any other one, or takes it out.
 * Taking out a product that is not in this collection changes nothing.
 */
export async function setCollectionProduct(
  ctx: ServiceContext,
  collectionId: string,
  productId: string,
  add: boolean,
): Promise<void> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(collectionId);
  if (!id) throw errors.notFound();
  const product = parseId(productId);
  if (!product) throw errors.productNotFound();
  await withTransaction(ctx, async (tx) => {
    const [collection] = await tx.db
      .select({ id: collections.id })
      .from(collections)
      .where(eq(collections.id, id));
    if (!collection) throw errors.notFound();
    const [before] = await tx.db
      .select({ id: products.id, collectionId: products.collectionId })
      .from(products)
      .where(eq(products.id, product))
      .for('update');
    if (!before) throw errors.productNotFound();
    const target = add ? id : before.collectionId === id ? null : before.collectionId;
    if (target === before.collectionId) return;
    await tx.db.update(products).set({ collectionId: target }).where(eq(products.id, product));
    await recordAudit(tx, {
      action: add ? 'collection.addProduct' : 'collection.removeProduct',
      entityType: 'product',
      entityId: product,
      before: { collectionId: before.collectionId },
      after: { collectionId: target },
    });
  });
}

/** Products to pick for a collection: name, Arabic name or SKU containing `query` (at most 20). */
export async function searchProductsToPick(
  ctx: ServiceContext,
  query: string,
): Promise<Array<CollectionProduct & { collectionId: string | null }>> {
  requirePermission(ctx, 'merchandising.write');
  const wanted = query.trim().slice(0, 100);
  if (wanted.length < 2) return [];
  const pattern = `%${wanted.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
  return ctx.db
    .select({
      id: products.id,
      sku: products.sku,
      name: products.name,
      arName: products.arName,
      status: products.status,
      collectionId: products.collectionId,
    })
    .from(products)
    .where(or(ilike(products.name, pattern), ilike(products.arName, pattern), ilike(products.sku, pattern)))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(PRODUCT_PICK_LIMIT);
}
