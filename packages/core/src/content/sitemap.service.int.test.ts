import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { seedListingCatalog, type ListingFixture } from '@souq/testing/catalog-listing.fixture.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import {
  countSitemapEntries,
  sitemapEntries,
  SITEMAP_STATIC_PATHS,
  type SitemapEntry,
} from './sitemap.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

let database: Database;
let fixture: ListingFixture;
const context = (): ServiceContext => testServiceContext(database.db, { locale: 'ar-eg' });

const collect = async (range?: { offset?: number; limit?: number }) => {
  const entries: SitemapEntry[] = [];
  for await (const entry of sitemapEntries(context(), range)) entries.push(entry);
  return entries;
};

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await seedListingCatalog(database.db, new Date());
});
afterAll(async () => {
  await database?.close();
});

describe('sitemap entries', () => {
  it('lists content pages, categories, designers and published products with their countries', async () => {
    const entries = await collect();
    const paths = entries.map((entry) => entry.path);
    expect(paths.slice(0, SITEMAP_STATIC_PATHS.length)).toEqual([...SITEMAP_STATIC_PATHS]);
    expect(paths.some((path) => path.startsWith('/categories/'))).toBe(true);
    expect(paths.some((path) => path.startsWith('/designers/'))).toBe(true);
    expect(paths).toContain(`/products/${fixture.desertId}`);
    expect(paths).not.toContain(`/products/${fixture.draftId}`); // not published
    const aeOnly = entries.find((entry) => entry.path === `/products/${fixture.aeOnlyId}`);
    expect(aeOnly?.countries).toEqual(['ae']);
    expect(entries.length).toBeLessThanOrEqual(await countSitemapEntries(context()));
  });

  it('pages through the same order with offset and limit, for the files of a sitemap index', async () => {
    const all = await collect();
    const count = await countSitemapEntries(context());
    const pages: SitemapEntry[] = [];
    const size = 7;
    for (let offset = 0; offset < count; offset += size)
      pages.push(...(await collect({ offset, limit: size })));
    expect(pages.map((entry) => entry.path)).toEqual(all.map((entry) => entry.path));
    expect(await collect({ offset: count + 5, limit: size })).toEqual([]);
  });
});
