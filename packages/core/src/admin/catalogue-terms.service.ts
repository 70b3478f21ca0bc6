/**
 * The catalogue's terms in the dashboard (issue 21, docs/decisions/043): tags (bilingual names),
 * attributes ("spec" with its Arabic twin) and their values (with Arabic twins and an image), and
 * the list of product offers with their on/off switch. An offer belongs to one product and is edited
 * with it in the product editor (decision 033); here staff see every offer in one place and switch
 * one off. Badges are a product's own fields (the editor). Every write is audited.
 */
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { domainError } from '../errors.ts';
import { attributes, attributeValues, productOffers, products, tags } from '../db/schema/catalog.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { parseId } from '../ids.ts';
import { recordAudit } from './audit-log.service.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';
import {
  DISPLAY_ORDER_MAX,
  fieldFailure,
  FieldReader,
  TERM_NAME_MAX,
  type FormValue,
} from './merchandising-input.ts';
import { requirePermission } from './permissions.ts';

export type TermInput = Record<string, FormValue | readonly FormValue[]>;

/** Tags and attributes are tens to a few hundred: each list is whole, up to these. */
export const TERMS_MAX = 1000;
export const OFFERS_PAGE_SIZE = 25;

const errors = {
  tagNotFound: () => domainError('TAG_NOT_FOUND', 'errors.tag.notFound', 'Tag not found', 404),
  attributeNotFound: () =>
    domainError(
      'ATTRIBUTE_NOT_FOUND',
      'admin.merchandising.errors.attributeNotFound',
      'Attribute not found',
      404,
    ),
  valueNotFound: () =>
    domainError(
      'ATTRIBUTE_VALUE_NOT_FOUND',
      'admin.merchandising.errors.attributeNotFound',
      'Attribute value not found',
      404,
    ),
  offerNotFound: () => domainError('OFFER_NOT_FOUND', 'errors.product.offerNotFound', 'Offer not found', 404),
};

// ---------------------------------------------------------------------------------------------
// Tags

export interface AdminTag {
  id: string;
  slug: string;
  name: string;
  arName: string;
  productsCount: number;
}

export async function listAdminTags(ctx: ServiceContext): Promise<AdminTag[]> {
  requirePermission(ctx, 'merchandising.write');
  const rows = await ctx.db
    .select({
      id: tags.id,
      slug: tags.slug,
      name: tags.name,
      arName: tags.arName,
      // The outer column spelled out (a bare "id" would be the subquery's).
      productsCount: sql<number>`(select count(*) from ${products} where ${products.tagId} = ${sql.identifier('tags')}.${sql.identifier('id')})::int`,
    })
    .from(tags)
    .orderBy(asc(tags.name), asc(tags.id))
    .limit(TERMS_MAX);
  return rows.map((row) => ({ ...row, productsCount: Number(row.productsCount) }));
}

/** Creates (`tagId` null) or renames a tag; the slug comes from the English name when left blank. */
export async function saveTag(
  ctx: ServiceContext,
  tagId: string | null,
  input: TermInput,
): Promise<{ id: string }> {
  requirePermission(ctx, 'merchandising.write');
  const id = tagId === null ? null : parseId(tagId);
  if (tagId !== null && !id) throw errors.tagNotFound();
  const read = new FieldReader(input);
  const name = read.text('name', TERM_NAME_MAX, true);
  const arName = read.text('arName', TERM_NAME_MAX, true);
  const slug = read.slug('slug', name);
  read.done();
  return withTransaction(ctx, async (tx) => {
    const others = id ? ne(tags.id, id) : undefined;
    const [nameTaken] = await tx.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(sql`lower(${tags.name}) = lower(${name})`, others))
      .limit(1);
    if (nameTaken) fieldFailure('name', 'admin.merchandising.errors.nameTaken');
    const [slugTaken] = await tx.db
      .select({ id: tags.id })
      .from(tags)
      .where(and(eq(tags.slug, slug), others))
      .limit(1);
    if (slugTaken) fieldFailure('slug', 'admin.merchandising.errors.slugTaken');
    if (id === null) {
      const [created] = await tx.db.insert(tags).values({ name, arName, slug }).returning();
      await recordAudit(tx, {
        action: 'tag.create',
        entityType: 'tag',
        entityId: created!.id,
        after: created,
      });
      return { id: created!.id };
    }
    const [before] = await tx.db.select().from(tags).where(eq(tags.id, id)).for('update');
    if (!before) throw errors.tagNotFound();
    const [after] = await tx.db.update(tags).set({ name, arName, slug }).where(eq(tags.id, id)).returning();
    await recordAudit(tx, { action: 'tag.update', entityType: 'tag', entityId: id, before, after });
    return { id };
  });
}

/** Deletes a tag; its products keep everything else (the foreign key sets null). */
export async function deleteTag(ctx: ServiceContext, tagId: string): Promise<void> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(tagId);
  if (!id) throw errors.tagNotFound();
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(tags).where(eq(tags.id, id)).for('update');
    if (!before) throw errors.tagNotFound();
    await tx.db.delete(tags).where(eq(tags.id, id));
    await recordAudit(tx, { action: 'tag.delete', entityType: 'tag', entityId: id, before });
  });
}

// ---------------------------------------------------------------------------------------------
// Attributes and their values

export interface AdminAttribute {
  id: string;
  spec: string;
  arSpec: string;
  displayOrder: number;
  values: Array<{ id: string; value: string; arValue: string; image: string | null; displayOrder: number }>;
}

export async function listAdminAttributes(ctx: ServiceContext): Promise<AdminAttribute[]> {
  requirePermission(ctx, 'merchandising.write');
  const specs = await ctx.db
    .select()
    .from(attributes)
    .orderBy(asc(attributes.displayOrder), asc(attributes.spec), asc(attributes.id))
    .limit(TERMS_MAX);
  if (specs.length === 0) return [];
  const values = await ctx.db
    .select()
    .from(attributeValues)
    .orderBy(asc(attributeValues.displayOrder), asc(attributeValues.value), asc(attributeValues.id));
  return specs.map((spec) => ({
    id: spec.id,
    spec: spec.spec,
    arSpec: spec.arSpec,
    displayOrder: spec.displayOrder,
    values: values
      .filter((value) => value.attributeId === spec.id)
      .map(({ attributeId: _attributeId, ...value }) => value),
  }));
}

/** Creates (`attributeId` null) or updates an attribute (spec and arSpec, display order). */
export async function saveAttribute(
  ctx: ServiceContext,
  attributeId: string | null,
  input: TermInput,
): Promise<{ id: string }> {
  requirePermission(ctx, 'merchandising.write');
  const id = attributeId === null ? null : parseId(attributeId);
  if (attributeId !== null && !id) throw errors.attributeNotFound();
  const read = new FieldReader(input);
  const spec = read.text('spec', TERM_NAME_MAX, true);
  const arSpec = read.text('arSpec', TERM_NAME_MAX, true);
  const displayOrder = read.whole('displayOrder', 0, DISPLAY_ORDER_MAX, 0) ?? 0;
  read.done();
  return withTransaction(ctx, async (tx) => {
    const [taken] = await tx.db
      .select({ id: attributes.id })
      .from(attributes)
      .where(and(sql`lower(${attributes.spec}) = lower(${spec})`, id ? ne(attributes.id, id) : undefined))
      .limit(1);
    if (taken) fieldFailure('spec', 'admin.merchandising.errors.nameTaken');
    if (id === null) {
      const [created] = await tx.db.insert(attributes).values({ spec, arSpec, displayOrder }).returning();
      await recordAudit(tx, {
        action: 'attribute.create',
        entityType: 'attribute',
        entityId: created!.id,
        after: created,
      });
      return { id: created!.id };
    }
    const [before] = await tx.db.select().from(attributes).where(eq(attributes.id, id)).for('update');
    if (!before) throw errors.attributeNotFound();
    const [after] = await tx.db
      .update(attributes)
      .set({ spec, arSpec, displayOrder })
      .where(eq(attributes.id, id))
      .returning();
    await recordAudit(tx, {
      action: 'attribute.update',
      entityType: 'attribute',
      entityId: id,
      before,
      after,
    });
    return { id };
  });
}

/** Deletes an attribute with its values (products lose those values: they were filters only). */
export async function deleteAttribute(ctx: ServiceContext, attributeId: string): Promise<void> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(attributeId);
  if (!id) throw errors.attributeNotFound();
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(attributes).where(eq(attributes.id, id)).for('update');
    if (!before) throw errors.attributeNotFound();
    await tx.db.delete(attributes).where(eq(attributes.id, id));
    await recordAudit(tx, { action: 'attribute.delete', entityType: 'attribute', entityId: id, before });
  });
}

/** Creates (`valueId` null) or updates a value of an attribute (value, arValue, image, order). */
export async function saveAttributeValue(
  ctx: ServiceContext,
  attributeId: string,
  valueId: string | null,
  input: TermInput,
): Promise<{ id: string }> {
  requirePermission(ctx, 'merchandising.write');
  const parentId = parseId(attributeId);
  if (!parentId) throw errors.attributeNotFound();
  const id = valueId === null ? null : parseId(valueId);
  if (valueId !== null && !id) throw errors.valueNotFound();
  const [current] = id
    ? await ctx.db
        .select({ image: attributeValues.image })
        .from(attributeValues)
        .where(eq(attributeValues.id, id))
    : [];
  const read = new FieldReader(input);
  const value = read.text('value', TERM_NAME_MAX, true);
  const arValue = read.text('arValue', TERM_NAME_MAX, true);
  const image = read.image('image', current ? [current.image] : []);
  const displayOrder = read.whole('displayOrder', 0, DISPLAY_ORDER_MAX, 0) ?? 0;
  read.done();
  return withTransaction(ctx, async (tx) => {
    const [parent] = await tx.db
      .select({ id: attributes.id })
      .from(attributes)
      .where(eq(attributes.id, parentId));
    if (!parent) throw errors.attributeNotFound();
    const [taken] = await tx.db
      .select({ id: attributeValues.id })
      .from(attributeValues)
      .where(
        and(
          eq(attributeValues.attributeId, parentId),
          sql`lower(${attributeValues.value}) = lower(${value})`,
          id ? ne(attributeValues.id, id) : undefined,
        ),
      )
      .limit(1);
    if (taken) fieldFailure('value', 'admin.merchandising.errors.nameTaken');
    const values = { value, arValue, image, displayOrder };
    if (id === null) {
      const [created] = await tx.db
        .insert(attributeValues)
        .values({ ...values, attributeId: parentId })
        .returning();
      await recordAudit(tx, {
        action: 'attributeValue.create',
        entityType: 'attributeValue',
        entityId: created!.id,
        after: created,
      });
      return { id: created!.id };
    }
    const [before] = await tx.db
      .select()
      .from(attributeValues)
      .where(and(eq(attributeValues.id, id), eq(attributeValues.attributeId, parentId)))
      .for('update');
    if (!before) throw errors.valueNotFound();
    const [after] = await tx.db
      .update(attributeValues)
      .set(values)
      .where(eq(attributeValues.id, id))
      .returning();
    await recordAudit(tx, {
      action: 'attributeValue.update',
      entityType: 'attributeValue',
      entityId: id,
      before,
      after,
    });
    return { id };
  });
}

export async function deleteAttributeValue(ctx: ServiceContext, valueId: string): Promise<void> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(valueId);
  if (!id) throw errors.valueNotFound();
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db
      .select()
      .from(attributeValues)
      .where(eq(attributeValues.id, id))
      .for('update');
    if (!before) throw errors.valueNotFound();
    await tx.db.delete(attributeValues).where(eq(attributeValues.id, id));
    await recordAudit(tx, {
      action: 'attributeValue.delete',
      entityType: 'attributeValue',
      entityId: id,
      before,
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Product offers

export interface AdminOffer {
  id: string;
  productId: string;
  productName: string;
  productArName: string;
  title: string;
  arTitle: string;
  discountPercent: number;
  startDate: Date;
  endDate: Date;
  status: boolean;
  createdAt: Date;
}

/** Every product's offers, newest first, one keyset page at a time. */
export async function listAdminOffers(
  ctx: ServiceContext,
  input: { after?: string | null } = {},
): Promise<{ rows: AdminOffer[]; next: string | null }> {
  requirePermission(ctx, 'merchandising.write');
  const cursor = decodeCursor(input.after);
  const rows = await ctx.db
    .select({
      id: productOffers.id,
      productId: productOffers.productId,
      productName: products.name,
      productArName: products.arName,
      title: productOffers.title,
      arTitle: productOffers.arTitle,
      discountPercent: productOffers.discountPercent,
      startDate: productOffers.startDate,
      endDate: productOffers.endDate,
      status: productOffers.status,
      createdAt: productOffers.createdAt,
      at: preciseTime(productOffers.createdAt),
    })
    .from(productOffers)
    .innerJoin(products, eq(products.id, productOffers.productId))
    .where(cursor ? olderThan(productOffers.createdAt, productOffers.id, cursor) : undefined)
    .orderBy(desc(productOffers.createdAt), desc(productOffers.id))
    .limit(OFFERS_PAGE_SIZE + 1);
  const page = rows.slice(0, OFFERS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    rows: page.map(({ at: _at, ...row }) => row),
    next: rows.length > OFFERS_PAGE_SIZE && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

/** Switches one product offer on or off (its other fields are the product editor's). */
export async function setOfferStatus(ctx: ServiceContext, offerId: string, status: boolean): Promise<void> {
  requirePermission(ctx, 'merchandising.write');
  const id = parseId(offerId);
  if (!id) throw errors.offerNotFound();
  await withTransaction(ctx, async (tx) => {
    const [before] = await tx.db.select().from(productOffers).where(eq(productOffers.id, id)).for('update');
    if (!before) throw errors.offerNotFound();
    if (before.status === status) return;
    await tx.db.update(productOffers).set({ status }).where(eq(productOffers.id, id));
    await recordAudit(tx, {
      action: 'offer.status',
      entityType: 'productOffer',
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
  });
}
