/**
 * Categories and subcategories in the dashboard (issue 21, docs/decisions/043). Staff edit the
 * bilingual names and descriptions, the image and banner (stored uploads), the display order (moved
 * one step, or a whole new order from a drag), the status and the countries a category is hidden
 * in; `hasProducts` stays computed by the storefront (catalog.service.ts). A category or
 * subcategory that still has products cannot be deleted: staff switch it off instead. Every write
 * is audited; the change-notice triggers (migration 0019) refresh the storefront's caches.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { domainError } from '../errors.ts';
import { categories, products, subcategories } from '../db/schema/catalog.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { parseId } from '../ids.ts';
import type { CountryCode } from '../locale/locales.ts';
import { recordAudit } from './audit-log.service.ts';
import {
  DISPLAY_ORDER_MAX,
  fieldFailure,
  FieldReader,
  TERM_DESCRIPTION_MAX,
  TERM_NAME_MAX,
  type FormValue,
} from './merchandising-input.ts';
import { requirePermission } from './permissions.ts';

export interface AdminCategoryRow {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  status: boolean;
  hiddenIn: CountryCode[];
  displayOrder: number;
  productsCount: number;
  subcategoriesCount: number;
}

export interface AdminSubcategory {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  displayOrder: number;
  productsCount: number;
}

export interface AdminCategory extends AdminCategoryRow {
  description: string | null;
  arDescription: string | null;
  banner: string | null;
  subcategories: AdminSubcategory[];
}

export type CategoryInput = Record<string, FormValue | readonly FormValue[]>;

/** A shop has tens of categories: the list is whole, in display order (no paging). */
export const CATEGORIES_MAX = 500;

const errors = {
  notFound: () => domainError('CATEGORY_NOT_FOUND', 'errors.category.notFound', 'Category not found', 404),
  subcategoryNotFound: () =>
    domainError(
      'SUBCATEGORY_NOT_FOUND',
      'admin.merchandising.errors.subcategoryNotFound',
      'Subcategory not found',
      404,
    ),
  hasProducts: (count: number) =>
    domainError(
      'CATEGORY_HAS_PRODUCTS',
      'admin.merchandising.errors.hasProducts',
      'This category still has products: switch it off instead',
      409,
      { n: count },
    ),
};

// The outer column is spelled out: drizzle leaves columns unqualified in a one-table select list,
// where a bare "id" would mean the subquery's own id (catalog/collection.service.ts does the same).
const productsOfCategory = sql<number>`(select count(*) from ${products} where ${products.categoryId} = ${sql.identifier('categories')}.${sql.identifier('id')})::int`;
const subcategoriesOfCategory = sql<number>`(select count(*) from ${subcategories} where ${subcategories.categoryId} = ${sql.identifier('categories')}.${sql.identifier('id')})::int`;
const productsOfSubcategory = sql<number>`(select count(*) from ${products} where ${products.subcategoryId} = ${sql.identifier('subcategories')}.${sql.identifier('id')})::int`;

const rowColumns = {
  id: categories.id,
  slug: categories.slug,
  name: categories.name,
  arName: categories.arName,
  image: categories.image,
  status: categories.status,
  hiddenIn: categories.hiddenIn,
  displayOrder: categories.displayOrder,
  productsCount: productsOfCategory,
  subcategoriesCount: subcategoriesOfCategory,
};

const displayOrderSort = [asc(categories.displayOrder), asc(categories.name), asc(categories.id)] as const;

/** Every category in display order with its counts (the storefront's order). */
export async function listAdminCategories(ctx: ServiceContext): Promise<AdminCategoryRow[]> {
  requirePermission(ctx, 'merchandising.write');
  const rows = await ctx.db
    .select(rowColumns)
    .from(categories)
    .orderBy(...displayOrderSort)
    .limit(CATEGORIES_MAX);
  return rows.map((row) => ({
    ...row,
    productsCount: Number(row.productsCount),
    subcategoriesCount: Number(row.subcategoriesCount),
  }));
}

/** One category with its subcategories in display order. Unknown: 404. */
export async function getAdminCategory(ctx: ServiceContext, categoryId: string): Promise<AdminCategory> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(categoryId);
  if (!id) throw errors.notFound();
  const [row] = await ctx.db
    .select({
      ...rowColumns,
      description: categories.description,
      arDescription: categories.arDescription,
      banner: categories.banner,
    })
    .from(categories)
    .where(eq(categories.id, id));
  if (!row) throw errors.notFound();
  const subs = await ctx.db
    .select({
      id: subcategories.id,
      slug: subcategories.slug,
      name: subcategories.name,
      arName: subcategories.arName,
      image: subcategories.image,
      displayOrder: subcategories.displayOrder,
      productsCount: productsOfSubcategory,
    })
    .from(subcategories)
    .where(eq(subcategories.categoryId, id))
    .orderBy(asc(subcategories.displayOrder), asc(subcategories.name), asc(subcategories.id));
  return {
    ...row,
    productsCount: Number(row.productsCount),
    subcategoriesCount: Number(row.subcategoriesCount),
    subcategories: subs.map((sub) => ({ ...sub, productsCount: Number(sub.productsCount) })),
  };
}

function parseCategory(input: CategoryInput, kept: readonly (string | null)[]) {
  const read = new FieldReader(input);
  const name = read.text('name', TERM_NAME_MAX, true);
  const arName = read.text('arName', TERM_NAME_MAX, true);
  const slug = read.slug('slug', name);
  const description = read.text('description', TERM_DESCRIPTION_MAX);
  const arDescription = read.text('arDescription', TERM_DESCRIPTION_MAX);
  const image = read.image('image', kept);
  const banner = read.image('banner', kept);
  const status = read.flag('status');
  const hiddenIn = read.countries('hiddenIn');
  read.done();
  return { name, arName, slug, description, arDescription, image, banner, status, hiddenIn };
}

/**
 * Whether another row of `table` already uses the slug or (case-insensitively) one of the names:
 * the field at fault is refused beside it. The unique slug index stays the last word.
 */
async function refuseTaken(
  ctx: ServiceContext,
  table: typeof categories | typeof subcategories,
  exceptId: string | null,
  values: { slug: string; name: string; arName: string },
): Promise<void> {
  const others = exceptId ? ne(table.id, exceptId) : undefined;
  // Names first: a slug made from a taken name is the name's fault.
  for (const [field, condition] of [
    ['name', sql`lower(${table.name}) = lower(${values.name})`],
    ['arName', sql`${table.arName} = ${values.arName}`],
    ['slug', eq(table.slug, values.slug)],
  ] as const) {
    const [taken] = await ctx.db.select({ id: table.id }).from(table).where(and(condition, others)).limit(1);
    if (taken)
      fieldFailure(
        field,
        field === 'slug' ? 'admin.merchandising.errors.slugTaken' : 'admin.merchandising.errors.nameTaken',
      );
  }
}

/** Creates (`categoryId` null) or updates a category; answers its id. New ones go last. */
export async function saveCategory(
  ctx: ServiceContext,
  categoryId: string | null,
  input: CategoryInput,
): Promise<{ id: string }> {
  requirePermission(ctx, 'merchandising.write');
  const id = categoryId === null ? null : parseId(categoryId);
  if (categoryId !== null && !id) throw errors.notFound();
  const [current] = id
    ? await ctx.db
        .select({ image: categories.image, banner: categories.banner })
        .from(categories)
        .where(eq(categories.id, id))
    : [];
  const values = parseCategory(input, current ? [current.image, current.banner] : []);
  return withTransaction(ctx, async (tx) => {
    await refuseTaken(tx, categories, id, values);
    if (id === null) {
      const [{ next } = { next: 0 }] = await tx.db
        .select({ next: sql<number>`coalesce(max(${categories.displayOrder}) + 1, 0)::int` })
        .from(categories);
      const [created] = await tx.db
        .insert(categories)
        .values({ ...values, displayOrder: Math.min(Number(next), DISPLAY_ORDER_MAX) })
        .returning();
      await recordAudit(tx, {
        action: 'category.create',
        entityType: 'category',
        entityId: created!.id,
        after: created,
      });
      return { id: created!.id };
    }
    const [before] = await tx.db.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw errors.notFound();
    const [after] = await tx.db
      .update(categories)
      .set({ ...values, updatedAt: tx.now })
      .where(eq(categories.id, id))
      .returning();
    await recordAudit(tx, { action: 'category.update', entityType: 'category', entityId: id, before, after });
    return { id };
  });
}

/** Writes `ordered` as the display order 0..n-1 (only the rows whose place changed). */
async function writeOrder(tx: ServiceContext, ordered: Array<{ id: string; displayOrder: number }>) {
  const changed: Array<{ id: string; from: number; to: number }> = [];
  for (const [index, row] of ordered.entries()) {
    if (row.displayOrder === index) continue;
    await tx.db.update(categories).set({ displayOrder: index }).where(eq(categories.id, row.id));
    changed.push({ id: row.id, from: row.displayOrder, to: index });
  }
  return changed;
}

/** Moves a category one place up (-1) or down (+1) in the display order: the keyboard and no-JS way. */
export async function moveCategory(ctx: ServiceContext, categoryId: string, step: -1 | 1): Promise<void> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(categoryId);
  if (!id) throw errors.notFound();
  await withTransaction(ctx, async (tx) => {
    // Locks every row: two staff moving at once take turns instead of writing crossed orders.
    const rows = await tx.db
      .select({ id: categories.id, displayOrder: categories.displayOrder })
      .from(categories)
      .orderBy(...displayOrderSort)
      .for('update');
    const at = rows.findIndex((row) => row.id === id);
    if (at < 0) throw errors.notFound();
    const to = at + step;
    if (to < 0 || to >= rows.length) return;
    const ordered = [...rows];
    [ordered[at], ordered[to]] = [ordered[to]!, ordered[at]!];
    const changed = await writeOrder(tx, ordered);
    await recordAudit(tx, {
      action: 'category.reorder',
      entityType: 'category',
      entityId: id,
      after: { changed },
    });
  });
}

/**
 * A whole new order (a drag and drop): `ids` in their new order. Ids left out keep their relative
 * order after the given ones; unknown ids are ignored.
 */
export async function reorderCategories(ctx: ServiceContext, ids: readonly string[]): Promise<void> {
  requirePermission(ctx, 'merchandising.write');
  const wanted = ids.map((value) => parseId(value)).filter((value): value is string => value !== null);
  if (wanted.length === 0) return;
  await withTransaction(ctx, async (tx) => {
    const rows = await tx.db
      .select({ id: categories.id, displayOrder: categories.displayOrder })
      .from(categories)
      .orderBy(...displayOrderSort)
      .for('update');
    const byId = new Map(rows.map((row) => [row.id, row]));
    const first = [...new Set(wanted)].map((id) => byId.get(id)).filter((row) => row !== undefined);
    // Only ids of no category: nothing to move (and the rest's stored numbers stay as they are).
    if (first.length === 0) return;
    const placed = new Set(first.map((row) => row.id));
    const ordered = [...first, ...rows.filter((row) => !placed.has(row.id))];
    const changed = await writeOrder(tx, ordered);
    if (changed.length > 0) {
      await recordAudit(tx, { action: 'category.reorder', entityType: 'category', after: { changed } });
    }
  });
}

/** Deletes a category without products (its subcategories go with it); one with products: 409. */
export async function deleteCategory(ctx: ServiceContext, categoryId: string): Promise<void> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(categoryId);
  if (!id) throw errors.notFound();
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw errors.notFound();
    const [{ count } = { count: 0 }] = await tx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.categoryId, id));
    if (Number(count) > 0) throw errors.hasProducts(Number(count));
    await tx.db.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, { action: 'category.delete', entityType: 'category', entityId: id, before });
  });
}

function parseSubcategory(input: CategoryInput, kept: readonly (string | null)[]) {
  const read = new FieldReader(input);
  const name = read.text('name', TERM_NAME_MAX, true);
  const arName = read.text('arName', TERM_NAME_MAX, true);
  const slug = read.slug('slug', name);
  const image = read.image('image', kept);
  const displayOrder = read.whole('displayOrder', 0, DISPLAY_ORDER_MAX, 0) ?? 0;
  read.done();
  return { name, arName, slug, image, displayOrder };
}

/** Creates (`subcategoryId` null) or updates a subcategory of `categoryId`; answers its id. */
export async function saveSubcategory(
  ctx: ServiceContext,
  categoryId: string,
  subcategoryId: string | null,
  input: CategoryInput,
): Promise<{ id: string }> {
  requirePermission(ctx, 'merchandising.write');
  const parentId = parseId(categoryId);
  if (!parentId) throw errors.notFound();
  const id = subcategoryId === null ? null : parseId(subcategoryId);
  if (subcategoryId !== null && !id) throw errors.subcategoryNotFound();
  const [current] = id
    ? await ctx.db.select({ image: subcategories.image }).from(subcategories).where(eq(subcategories.id, id))
    : [];
  const values = parseSubcategory(input, current ? [current.image] : []);
  return withTransaction(ctx, async (tx) => {
    const [parent] = await tx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, parentId));
    if (!parent) throw errors.notFound();
    // Slugs are unique across the shop (one index); names only among their category's subcategories.
    const [slugTaken] = await tx.db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(and(eq(subcategories.slug, values.slug), id ? ne(subcategories.id, id) : undefined))
      .limit(1);
    if (slugTaken) fieldFailure('slug', 'admin.merchandising.errors.slugTaken');
    const [nameTaken] = await tx.db
      .select({ id: subcategories.id })
      .from(subcategories)
      .where(
        and(
          eq(subcategories.categoryId, parentId),
          sql`(lower(${subcategories.name}) = lower(${values.name}) or ${subcategories.arName} = ${values.arName})`,
          id ? ne(subcategories.id, id) : undefined,
        ),
      )
      .limit(1);
    if (nameTaken) fieldFailure('name', 'admin.merchandising.errors.nameTaken');
    if (id === null) {
      const [created] = await tx.db
        .insert(subcategories)
        .values({ ...values, categoryId: parentId })
        .returning();
      await recordAudit(tx, {
        action: 'subcategory.create',
        entityType: 'subcategory',
        entityId: created!.id,
        after: created,
      });
      return { id: created!.id };
    }
    const [before] = await tx.db
      .select()
      .from(subcategories)
      .where(and(eq(subcategories.id, id), eq(subcategories.categoryId, parentId)))
      .for('update');
    if (!before) throw errors.subcategoryNotFound();
    const [after] = await tx.db.update(subcategories).set(values).where(eq(subcategories.id, id)).returning();
    await recordAudit(tx, {
      action: 'subcategory.update',
      entityType: 'subcategory',
      entityId: id,
      before,
      after,
    });
    return { id };
  });
}

/** Deletes a subcategory without products; one with products: 409 (move them first). */
export async function deleteSubcategory(ctx: ServiceContext, subcategoryId: string): Promise<void> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(subcategoryId);
  if (!id) throw errors.subcategoryNotFound();
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(subcategories).where(eq(subcategories.id, id)).for('update');
    if (!before) throw errors.subcategoryNotFound();
    const [{ count } = { count: 0 }] = await tx.db
      .select({ count: sql<number>`count(*)::int` })
      .from(products)
      .where(eq(products.subcategoryId, id));
    if (Number(count) > 0) throw errors.hasProducts(Number(count));
    await tx.db.delete(subcategories).where(eq(subcategories.id, id));
    await recordAudit(tx, { action: 'subcategory.delete', entityType: 'subcategory', entityId: id, before });
  });
}
