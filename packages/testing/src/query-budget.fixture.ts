/**
 * The query budget (issue 20): how many SQL statements each public page and GraphQL operation runs,
 * measured over the real server (the built pages and /graphql) on a demo catalogue. A request is
 * measured twice: cold, right after every in-memory copy was forgotten (what the first shopper
 * after a change pays, and where an N+1 of a kept read would show), and warm (every later shopper).
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '@souq/core/db/client.ts';
import { dispatchChange } from '@souq/core/db/change-notices.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { categories, collections, productPrices, products } from '@souq/core/db/schema/catalog.schema.ts';
import { posts } from '@souq/core/db/schema/content.schema.ts';
import { productImages } from '@souq/core/db/schema/media.schema.ts';

export interface QueryCount {
  cold: number;
  warm: number;
  /** The statements of the cold request, to print when a count is not what it should be. */
  statements?: string[];
}

/** What a measured request needs from the seeded catalogue. */
export interface BudgetTargets {
  productId: string;
  categorySlug: string;
  collectionSlug: string;
  designerSlug: string;
  postSlug: string;
  searchWord: string;
  /** Images of distinct in-stock products sold in Egypt, for cart lines. */
  imageIds: string[];
}

/** The published products sold in Egypt, the one with most images and reviews first. */
export async function budgetTargets(database: Database): Promise<BudgetTargets> {
  const { db } = database;
  const soldInEgypt = and(
    eq(products.status, 'active'),
    eq(products.productStatus, true),
    sql`exists (select 1 from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.country} = 'eg' and ${productPrices.active})`,
  );
  const ranked = await db
    .select({
      id: products.id,
      name: products.name,
      categoryId: products.categoryId,
      collectionId: products.collectionId,
      designerId: products.designerId,
      stock: products.availableEdition,
      isIdesign: products.isIdesign,
      weight: sql<number>`(select count(*) from product_images i where i.product_id = ${products.id}) + (select count(*) from reviews r where r.product_id = ${products.id})`,
    })
    .from(products)
    .where(soldInEgypt)
    .orderBy(desc(sql`7`), products.sku);
  const top = ranked[0]!;
  // Every catalogue has a running sale with products (the home page's offer row), however small.
  await db.execute(sql`update ${products} set collection_id = (select id from ${collections}
      where status and discount_percent > 0 and (start_date is null or start_date <= now())
        and (end_date is null or end_date > now()) order by display_order limit 1)
    where ${products.id} = ${top.id}
      and exists (select 1 from ${collections} where status and discount_percent > 0
        and (start_date is null or start_date <= now()) and (end_date is null or end_date > now()))`);
  const biggestCategory = await db
    .select({ slug: categories.slug })
    .from(categories)
    .innerJoin(products, eq(products.categoryId, categories.id))
    .where(soldInEgypt)
    .groupBy(categories.id)
    .orderBy(desc(sql`count(*)`), categories.slug)
    .limit(1);
  const [collection] = await db
    .select({ slug: collections.slug })
    .from(collections)
    .innerJoin(products, eq(products.collectionId, collections.id))
    .where(and(soldInEgypt, eq(collections.status, true)))
    .limit(1);
  const [designer] = await db
    .select({ slug: users.slug })
    .from(users)
    .where(eq(users.id, top.designerId))
    .limit(1);
  const [post] = await db.select({ slug: posts.slug }).from(posts).where(eq(posts.type, 'blog')).limit(1);
  const buyable = ranked.filter(
    (product) => !product.isIdesign && (product.stock === null || product.stock > 2),
  );
  const imageIds: string[] = [];
  for (const product of buyable) {
    const [image] = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, product.id))
      .limit(1);
    if (image) imageIds.push(image.id);
  }
  return {
    productId: top.id,
    categorySlug: biggestCategory[0]!.slug,
    collectionSlug: collection?.slug ?? 'none',
    designerSlug: designer?.slug ?? 'none',
    postSlug: post?.slug ?? 'none',
    searchWord: top.name.split(/\s+/)[0]!,
    imageIds,
  };
}

/** The statements `request` runs cold (every copy forgotten) and warm (the same request again). */
export async function countRequest(database: Database, request: () => Promise<void>): Promise<QueryCount> {
  dispatchChange('all');
  const statements = await database.statements.record(request);
  const warm = (await database.statements.record(request)).length;
  return { cold: statements.length, warm, statements };
}

/** Fetches `url` and reads the whole answer; fails on anything but `status`. */
export async function fetchOk(url: string, init?: RequestInit, status = 200): Promise<string> {
  const response = await fetch(url, init);
  const body = await response.text();
  if (response.status !== status)
    throw new Error(`${url} answered ${response.status}: ${body.slice(0, 300)}`);
  return body;
}

/** Runs one GraphQL operation and fails unless its envelope says 200. */
export async function graphqlOk(
  base: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<Record<string, { status_code: number; data: unknown }>> {
  const body = await fetchOk(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const parsed = JSON.parse(body) as {
    data?: Record<string, { status_code: number; data: unknown }>;
    errors?: unknown;
  };
  if (!parsed.data || parsed.errors) throw new Error(`GraphQL failed: ${body.slice(0, 500)}`);
  for (const [name, envelope] of Object.entries(parsed.data)) {
    if (envelope.status_code !== 200) throw new Error(`${name} answered ${body.slice(0, 500)}`);
  }
  return parsed.data;
}
