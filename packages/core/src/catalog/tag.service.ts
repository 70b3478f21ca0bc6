/**
 * Tags and attributes: getTag(tagId), getProductsByTagId(tag, availableIn) and the tag page, and
 * getAttributes (the filterable specs with their values, in both languages).
 */
import { asc, eq, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { attributes, attributeValues, products, tags } from '../db/schema/catalog.schema.ts';
import type { ProductSummary, TagRef } from './catalog.types.ts';
import type { ProductListing } from './category-listing.service.ts';
import { listProductPage, listProducts, type ProductPageInput } from './product-listing.service.ts';
import { isUuid } from '../ids.ts';

export const TAG_NOT_FOUND_MESSAGE = 'Tag not found';

const tagNotFound = () => notFound('tag', TAG_NOT_FOUND_MESSAGE);

/** One tag by id (or slug, for readable links). Unknown or malformed: DomainError TAG_NOT_FOUND (404). */
export async function getTag(ctx: ServiceContext, idOrSlug: string): Promise<TagRef> {
  const wanted = idOrSlug.trim();
  if (!wanted) throw tagNotFound();
  const match = isUuid(wanted) ? or(eq(tags.id, wanted), eq(tags.slug, wanted)) : eq(tags.slug, wanted);
  const [tag] = await ctx.db
    .select({ id: tags.id, slug: tags.slug, name: tags.name, arName: tags.arName, createdAt: tags.createdAt })
    .from(tags)
    .where(match)
    .limit(1);
  if (!tag) throw tagNotFound();
  return tag;
}

/** A page of the tag's products available in the country, newest first. */
export async function listTagProducts(
  ctx: ServiceContext,
  tagId: string,
  input: ProductPageInput = {},
): Promise<ProductListing> {
  const id = tagId.trim();
  return listProductPage(ctx, isUuid(id) ? eq(products.tagId, id) : sql`false`, input);
}

/** getProductsByTagId(tag, availableIn): at most 100, newest first; a malformed id gives []. */
export async function getProductsByTagId(ctx: ServiceContext, tagId: string): Promise<ProductSummary[]> {
  const id = tagId.trim();
  if (!isUuid(id)) return [];
  return listProducts(ctx, eq(products.tagId, id), 100);
}

export interface AttributeValueItem {
  id: string;
  value: string;
  arValue: string;
  image: string | null;
}

export interface AttributeItem {
  id: string;
  spec: string;
  arSpec: string;
  values: AttributeValueItem[];
}

/** Every attribute with its values, both in display order (getAttributes). */
export async function getAttributes(ctx: ServiceContext): Promise<AttributeItem[]> {
  const [specRows, valueRows] = await Promise.all([
    ctx.db
      .select()
      .from(attributes)
      .orderBy(asc(attributes.displayOrder), asc(attributes.spec), asc(attributes.id)),
    ctx.db
      .select()
      .from(attributeValues)
      .orderBy(asc(attributeValues.displayOrder), asc(attributeValues.value), asc(attributeValues.id)),
  ]);
  const byAttribute = new Map<string, AttributeValueItem[]>();
  for (const row of valueRows) {
    const list = byAttribute.get(row.attributeId) ?? [];
    list.push({ id: row.id, value: row.value, arValue: row.arValue, image: row.image });
    byAttribute.set(row.attributeId, list);
  }
  return specRows.map((row) => ({
    id: row.id,
    spec: row.spec,
    arSpec: row.arSpec,
    values: byAttribute.get(row.id) ?? [],
  }));
}
