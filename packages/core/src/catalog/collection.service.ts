/**
 * Collections (seasonal sales): the list of getCollections(currentCountry), one collection by slug
 * (getCollection) and its products (getProductsByCollectionId), for the collections pages.
 *
 * A collection is shown when its status is on and it has products available in the country. Its
 * discount applies to its products only while it runs (pricing.ts isRunning); a collection that
 * has not started or has ended is still a browsable group, shown with `running: false`.
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { DbContext, ServiceContext } from '../context.ts';
import { memoryCopy } from '../db/memory-copy.ts';
import { notFound } from '../errors.ts';
import { collections, products } from '../db/schema/catalog.schema.ts';
import { isPublished, sellsIn } from './catalog.service.ts';
import type { ProductSummary } from './catalog.types.ts';
import type { ProductListing } from './category-listing.service.ts';
import { isRunning } from './pricing.ts';
import { listProductPage, listProducts, type ProductPageInput } from './product-listing.service.ts';
import { isUuid } from '../ids.ts';
import type { CountryCode } from '../locale/locales.ts';

export const COLLECTION_NOT_FOUND_MESSAGE = 'Collection not found';

export interface CollectionItem {
  id: string;
  slug: string;
  title: string;
  arTitle: string;
  description: string | null;
  arDescription: string | null;
  startDate: Date | null;
  endDate: Date | null;
  banner: string | null;
  image: string | null;
  status: boolean;
  discountPercent: number;
  displayOrder: number;
  createdAt: Date;
  /** The discount applies now. */
  running: boolean;
  /** Products available in the context's country. */
  productsCount: number;
}

const collectionNotFound = () => notFound('collection', COLLECTION_NOT_FOUND_MESSAGE);

/** Products of the outer collection row available in the country. */
// The outer column is spelled out: drizzle leaves columns unqualified in a one-table select list,
// where a bare "id" would mean the subquery's products.id.
const productsCountSql = (country: CountryCode): SQL<number> =>
  sql<number>`(select count(*) from ${products} where ${products.collectionId} = ${sql.identifier('collections')}.${sql.identifier('id')} and ${isPublished()} and ${sellsIn(country)})::int`;

/** A collection as read, before the clock says whether it runs. */
type CollectionRow = Omit<CollectionItem, 'running'>;

async function selectCollections(ctx: ServiceContext, condition: SQL | undefined): Promise<CollectionItem[]> {
  const rows = await selectCollectionRows(ctx, ctx.country, condition);
  return rows.map((row) => ({ ...row, running: isRunning(row, ctx.now) }));
}

/** The sales menu of every page reads them: kept in memory until the catalogue changes. */
const browsableCollections = memoryCopy(['catalog'], (ctx, country: CountryCode) =>
  selectCollectionRows(ctx, country, undefined),
);

async function selectCollectionRows(
  ctx: DbContext,
  country: CountryCode,
  condition: SQL | undefined,
): Promise<CollectionRow[]> {
  const rows = await ctx.db
    .select({ collection: collections, productsCount: productsCountSql(country) })
    .from(collections)
    .where(condition ? and(eq(collections.status, true), condition) : eq(collections.status, true))
    .orderBy(asc(collections.displayOrder), desc(collections.createdAt), asc(collections.id));
  return rows.map(({ collection, productsCount }) => ({
    id: collection.id,
    slug: collection.slug,
    title: collection.title,
    arTitle: collection.arTitle,
    description: collection.description,
    arDescription: collection.arDescription,
    startDate: collection.startDate,
    endDate: collection.endDate,
    banner: collection.banner,
    image: collection.image,
    status: collection.status,
    discountPercent: collection.discountPercent,
    displayOrder: collection.displayOrder,
    createdAt: collection.createdAt,
    productsCount: Number(productsCount),
  }));
}

/**
 * The collections shoppers of the context's country can browse: status on and at least one
 * product available there; running sales first, then display order.
 */
export async function listCollections(ctx: ServiceContext): Promise<CollectionItem[]> {
  const all = await browsableCollections(ctx, ctx.country);
  return all
    .filter((collection) => collection.productsCount > 0)
    .map((collection) => ({ ...collection, running: isRunning(collection, ctx.now) }))
    .sort((a, b) => Number(b.running) - Number(a.running));
}

/**
 * One collection by slug (or id). Unknown, switched off or without products in the country:
 * DomainError COLLECTION_NOT_FOUND (404).
 */
export async function getCollection(ctx: ServiceContext, slugOrId: string): Promise<CollectionItem> {
  const wanted = slugOrId.trim();
  if (!wanted) throw collectionNotFound();
  const condition = isUuid(wanted)
    ? or(eq(collections.id, wanted), eq(collections.slug, wanted.toLowerCase()))
    : eq(collections.slug, wanted.toLowerCase());
  const [collection] = await selectCollections(ctx, condition);
  if (!collection || collection.productsCount === 0) throw collectionNotFound();
  return collection;
}

/**
 * The products of a collection available in the country, newest first, one page at a time. A
 * malformed or unknown id gives an empty page.
 */
export async function listCollectionProducts(
  ctx: ServiceContext,
  collectionId: string,
  input: ProductPageInput = {},
): Promise<ProductListing> {
  const id = collectionId.trim();
  if (!isUuid(id)) {
    return listProductPage(ctx, sql`false`, input);
  }
  return listProductPage(ctx, eq(products.collectionId, id), input);
}

/** getProductsByCollectionId(collectionId, availableIn): at most 100, newest first. */
export async function getProductsByCollectionId(
  ctx: ServiceContext,
  collectionId: string,
): Promise<ProductSummary[]> {
  const id = collectionId.trim();
  if (!isUuid(id)) return [];
  return listProducts(ctx, eq(products.collectionId, id), 100);
}
