/**
 * The public pages a sitemap lists (apps/web/server/sitemap-handler.ts): the content pages, and
 * the categories, collections, designers and products shoppers can open, each with the countries
 * it is available in. Products come in keyset-paged batches so a catalogue of any size is
 * streamed, never held in memory.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { categories, collections, productPrices, products } from '../db/schema/catalog.schema.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { COUNTRIES, type CountryCode } from '../locale/locales.ts';
import { isPublished } from '../catalog/catalog.service.ts';

export interface SitemapEntry {
  /** The path without a locale: `/products/…`. */
  path: string;
  lastModified: Date | null;
  /** Countries whose locales list the page. */
  countries: readonly CountryCode[];
}

/** Pages that exist in every country (SPEC.md section 2, routes). */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/categories',
  '/collections',
  '/designers',
  '/designer',
  '/deals',
  '/about',
  '/b2b',
  '/blog',
  '/careers',
  '/contact',
  '/faq',
  '/how',
  '/news',
  '/privacy',
  '/shipping',
  '/terms',
  '/exchangePolicy',
] as const;

const PRODUCT_BATCH = 1000;

/** Countries (eg, sa, ae) in which the outer product has an active price, as a text array. */
const productCountries = sql<
  string[]
>`coalesce((select array_agg(${productPrices.country}::text order by ${productPrices.country}) from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.active}), '{}')`;

const asCountries = (values: readonly string[]): CountryCode[] =>
  COUNTRIES.filter((country) => values.includes(country));

/** How many entries `sitemapEntries` yields (to decide between one sitemap and an index). */
export async function countSitemapEntries(ctx: ServiceContext): Promise<number> {
  const [counts] = await ctx.db
    .select({
      categories: sql<number>`(select count(*) from ${categories})`,
      collections: sql<number>`(select count(*) from ${collections} where ${collections.status})`,
      designers: sql<number>`(select count(*) from ${users} where ${users.role} = 'designer' and ${users.status})`,
      products: sql<number>`(select count(*) from ${products} where ${isPublished()})`,
    })
    .from(sql`(select 1) as one`);
  return (
    SITEMAP_STATIC_PATHS.length +
    Number(counts?.categories ?? 0) +
    Number(counts?.collections ?? 0) +
    Number(counts?.designers ?? 0) +
    Number(counts?.products ?? 0)
  );
}

/**
 * Every entry in a fixed order (static pages, categories, collections, designers, products),
 * from `offset`, at most `limit` of them. Products without an active price anywhere are skipped
 * (they are not listed in any locale), so a page may hold slightly fewer than `limit`.
 */
export async function* sitemapEntries(
  ctx: ServiceContext,
  { offset = 0, limit = Number.POSITIVE_INFINITY }: { offset?: number; limit?: number } = {},
): AsyncGenerator<SitemapEntry> {
  let position = 0;
  let remaining = limit;
  const take = (): boolean => {
    const inRange = position >= offset && remaining > 0;
    position += 1;
    if (inRange) remaining -= 1;
    return inRange;
  };

  for (const path of SITEMAP_STATIC_PATHS) {
    const entry = { path, lastModified: null, countries: COUNTRIES };
    if (take()) yield entry;
  }
  if (remaining <= 0) return;

  const categoryRows = await ctx.db
    .select({ slug: categories.slug, updatedAt: categories.updatedAt, id: categories.id })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.id));
  for (const row of categoryRows) {
    // A category is listed where it has products (the category bar's rule, SPEC.md section 4).
    const entry = { path: `/categories/${row.slug}`, lastModified: row.updatedAt, countries: COUNTRIES };
    if (take()) yield entry;
  }
  if (remaining <= 0) return;

  const collectionRows = await ctx.db
    .select({ slug: collections.slug, updatedAt: collections.updatedAt })
    .from(collections)
    .where(eq(collections.status, true))
    .orderBy(asc(collections.displayOrder), asc(collections.id));
  for (const row of collectionRows) {
    const entry = { path: `/collections/${row.slug}`, lastModified: row.updatedAt, countries: COUNTRIES };
    if (take()) yield entry;
  }
  if (remaining <= 0) return;

  const designerRows = await ctx.db
    .select({ slug: users.slug, updatedAt: users.updatedAt })
    .from(users)
    .where(and(eq(users.role, 'designer'), eq(users.status, true)))
    .orderBy(asc(users.slug));
  for (const row of designerRows) {
    const entry = { path: `/designers/${row.slug}`, lastModified: row.updatedAt, countries: COUNTRIES };
    if (take()) yield entry;
  }
  if (remaining <= 0) return;

  // Skip whole product batches before the range without reading them.
  const skipProducts = Math.max(0, offset - position);
  position += skipProducts;
  let after: string | null = null;
  if (skipProducts > 0) {
    const [boundary] = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(isPublished())
      .orderBy(asc(products.id))
      .offset(skipProducts - 1)
      .limit(1);
    if (!boundary) return;
    after = boundary.id;
  }
  while (remaining > 0) {
    const rows: Array<{ id: string; updatedAt: Date; countries: string[] }> = await ctx.db
      .select({ id: products.id, updatedAt: products.updatedAt, countries: productCountries })
      .from(products)
      .where(after ? and(isPublished(), gt(products.id, after)) : isPublished())
      .orderBy(asc(products.id))
      .limit(Math.min(PRODUCT_BATCH, remaining));
    if (rows.length === 0) return;
    for (const row of rows) {
      const entry = {
        path: `/products/${row.id}`,
        lastModified: row.updatedAt,
        countries: asCountries(row.countries),
      };
      position += 1;
      remaining -= 1;
      if (entry.countries.length > 0) yield entry;
    }
    after = rows[rows.length - 1]!.id;
    if (rows.length < PRODUCT_BATCH) return;
  }
}
