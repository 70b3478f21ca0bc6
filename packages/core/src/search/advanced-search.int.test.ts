import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { categories, productOffers, productPrices, products } from '../db/schema/catalog.schema.ts';
import type { CountryCode } from '../locale/locales.ts';
import {
  advancedSearch,
  countDesignerProducts,
  getAdvancedSearchFacets,
  type AdvancedSearchInput,
} from './advanced-search.service.ts';
import { refreshProductSearchDocuments } from './search-documents.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { activeProductRow } from '@souq/testing/search.fixture.ts';

let database: Database;
const id: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const base = new Date('2026-01-01T00:00:00Z');

const context = (country: CountryCode = 'eg', language: 'ar' | 'en' = 'en'): ServiceContext =>
  testServiceContext(database.db, { country, locale: `${language}-${country}` });

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const people = await db
    .insert(users)
    .values([
      { role: 'designer', name: 'Aya Nour', slug: 'aya', fName: 'Aya', lName: 'Nour' },
      { role: 'designer', name: 'Karim Saad', slug: 'karim', fName: 'Karim', lName: 'Saad' },
      { role: 'designer', name: 'Hidden Designer', slug: 'hidden', fName: 'H', lName: 'D', status: false },
    ])
    .returning({ id: users.id, slug: users.slug });
  for (const person of people) id[person.slug] = person.id;
  const cats = await db
    .insert(categories)
    .values([
      { slug: 'lighting', name: 'Lighting', arName: 'إضاءة' },
      { slug: 'kitchen', name: 'Kitchen', arName: 'مطبخ' },
    ])
    .returning({ id: categories.id, slug: categories.slug });
  for (const category of cats) id[category.slug] = category.id;

  const placement = { categoryId: id.lighting!, designerId: id.aya! };
  const product = (
    key: string,
    name: string,
    arName: string,
    extra: Partial<typeof products.$inferInsert> = {},
  ) => activeProductRow(placement, key, name, arName, extra);
  const rows = await db
    .insert(products)
    .values([
      product('lamp-cheap', 'Brass Lamp Small', 'مصباح نحاسي صغير', {
        createdAt: new Date(base.getTime() - 3 * DAY),
      }),
      product('lamp-dear', 'Brass Lamp Grand', 'مصباح نحاسي كبير', {
        createdAt: new Date(base.getTime() - 2 * DAY),
        designerId: id.karim!,
      }),
      product('lamp-sold-out', 'Brass Lamp Edition', 'مصباح نحاسي محدود', {
        createdAt: new Date(base.getTime() - 1 * DAY),
        availableEdition: 0,
        initAvailableEdition: 10,
      }),
      product('mug', 'Brass Mug', 'كوب نحاسي', { categoryId: id.kitchen!, designerId: id.karim! }),
      product('lamp-draft', 'Brass Lamp Draft', 'مصباح مسودة', { status: 'draft' }),
      product('lamp-gulf', 'Brass Lamp Gulf', 'مصباح الخليج'),
      product('hidden-designer', 'Brass Bowl', 'وعاء نحاسي', { designerId: id.hidden! }),
    ])
    .returning({ id: products.id, slug: products.slug });
  for (const row of rows) id[row.slug] = row.id;
  const eg = (key: string, amountMinor: number, salesNumber = 0) => ({
    productId: id[key]!,
    country: 'eg' as const,
    currency: 'EGP' as const,
    amountMinor,
    salesNumber,
  });
  await db
    .insert(productPrices)
    .values([
      eg('lamp-cheap', 10000, 1),
      eg('lamp-dear', 50000, 9),
      eg('lamp-sold-out', 30000, 3),
      eg('mug', 20000, 0),
      eg('lamp-draft', 10000),
      { productId: id['lamp-gulf']!, country: 'sa', currency: 'SAR', amountMinor: 9900 },
    ]);
  // 20 % off the grand lamp now: its shown price is 400.00 EGP.
  await db.insert(productOffers).values({
    productId: id['lamp-dear']!,
    title: 'Launch',
    arTitle: 'إطلاق',
    discountPercent: 20,
    startDate: new Date(Date.now() - DAY),
    endDate: new Date(Date.now() + 30 * DAY),
  });
  await refreshProductSearchDocuments({ db });
});

afterAll(async () => {
  await database?.close();
});

const slugOf = new Map<string, string>();
const slugs = async (input: AdvancedSearchInput, ctx = context()) => {
  if (slugOf.size === 0) for (const [slug, value] of Object.entries(id)) slugOf.set(value, slug);
  const result = await advancedSearch(ctx, input);
  return result.items.map((item) => slugOf.get(item.id));
};

describe('advancedSearch', () => {
  it('finds by text only what is published and priced in the country', async () => {
    const found = await slugs({ text: 'brass lamp' });
    expect(found.sort()).toEqual(['lamp-cheap', 'lamp-dear', 'lamp-sold-out']);
    expect(await slugs({ text: 'brass lamp' }, context('sa'))).toEqual(['lamp-gulf']);
    expect(await slugs({ text: 'مصباح' }, context('eg', 'ar'))).toHaveLength(3);
  });

  it('narrows by category and designer (id or slug); unknown values match nothing', async () => {
    expect(await slugs({ text: 'brass', category: 'kitchen' })).toEqual(['mug']);
    expect(await slugs({ text: 'brass', category: id.kitchen })).toEqual(['mug']);
    expect((await slugs({ text: 'brass', designer: 'karim', sort: 'newest' })).sort()).toEqual([
      'lamp-dear',
      'mug',
    ]);
    expect(await slugs({ text: 'brass', designer: id.karim, category: 'lighting' })).toEqual(['lamp-dear']);
    expect(await slugs({ text: 'brass', category: 'no-such-category' })).toEqual([]);
    expect(await slugs({ designer: "x' or 1=1 --" })).toEqual([]);
  });

  it('filters by the shown (after-offer) price in minor units, either way round', async () => {
    // The grand lamp costs 500.00 but shows 400.00 after its 20 % offer.
    expect(await slugs({ text: 'lamp', minPriceMinor: 35000, maxPriceMinor: 45000 })).toEqual(['lamp-dear']);
    expect(await slugs({ text: 'lamp', minPriceMinor: 45000, maxPriceMinor: 35000 })).toEqual(['lamp-dear']);
    expect(await slugs({ text: 'lamp', minPriceMinor: 40001 })).toEqual([]);
    expect(await slugs({ text: 'lamp', maxPriceMinor: 10000 })).toEqual(['lamp-cheap']);
    // Malformed amounts are ignored rather than failing.
    expect(await slugs({ text: 'lamp', minPriceMinor: -5, maxPriceMinor: 1.5 })).toHaveLength(3);
  });

  it('filters by availability: in stock, on sale', async () => {
    expect((await slugs({ text: 'lamp', availability: 'in-stock' })).sort()).toEqual([
      'lamp-cheap',
      'lamp-dear',
    ]);
    expect(await slugs({ text: 'lamp', availability: 'on-sale' })).toEqual(['lamp-dear']);
    expect(await slugs({ text: 'lamp', availability: 'bogus' })).toHaveLength(3);
  });

  it('sorts and paginates with an exact count', async () => {
    expect(await slugs({ text: 'lamp', sort: 'price-asc' })).toEqual([
      'lamp-cheap',
      'lamp-sold-out',
      'lamp-dear',
    ]);
    expect(await slugs({ text: 'lamp', sort: 'price-desc' })).toEqual([
      'lamp-dear',
      'lamp-sold-out',
      'lamp-cheap',
    ]);
    expect(await slugs({ text: 'lamp', sort: 'best-sellers' })).toEqual([
      'lamp-dear',
      'lamp-sold-out',
      'lamp-cheap',
    ]);
    const first = await advancedSearch(context(), { text: 'lamp', sort: 'newest', perPage: 2 });
    expect(first.pageInfo).toEqual({ hasNext: true, totalCount: 3, totalPages: 2, page: 1, limit: 2 });
    const second = await advancedSearch(context(), { text: 'lamp', sort: 'newest', perPage: 2, page: 2 });
    expect(second.items.map((item) => slugOf.get(item.id))).toEqual(['lamp-cheap']);
    expect(second.pageInfo.hasNext).toBe(false);
    const beyond = await advancedSearch(context(), { text: 'lamp', page: 99 });
    expect(beyond.items).toEqual([]);
    expect(beyond.pageInfo.totalCount).toBe(3);
  });

  it('browses with filters alone when there is no text', async () => {
    const result = await advancedSearch(context(), { category: 'lighting', sort: 'price-asc' });
    expect(result.items.map((item) => slugOf.get(item.id))).toEqual([
      'lamp-cheap',
      'lamp-sold-out',
      'lamp-dear',
    ]);
    expect(result.pageInfo.totalCount).toBe(3);
    expect(result.unsearchable).toBe(false);
  });

  it('answers bad text with an empty list or results, never an error', async () => {
    const inputs = [
      '   ',
      '?!...',
      "& | ! : * ( ) '",
      'x'.repeat(10_000),
      'lamp & | !:*',
      "brass' OR 1=1 --",
      'مصباح lamp',
      'ا',
    ];
    for (const text of inputs) {
      const result = await advancedSearch(context(), { text });
      expect(result.items.length).toBeLessThanOrEqual(result.pageInfo.totalCount);
      expect(result.items.every((item) => item.country === 'eg')).toBe(true);
    }
    expect((await advancedSearch(context(), { text: '?!...' })).unsearchable).toBe(true);
    expect((await advancedSearch(context(), { text: '   ' })).pageInfo.totalCount).toBe(4);
    expect((await slugs({ text: 'lamp & | !:*' })).length).toBeGreaterThan(0);
  });
});

describe('getAdvancedSearchFacets', () => {
  it('offers categories and active designers with products in the country', async () => {
    const facets = await getAdvancedSearchFacets(context());
    expect(facets.categories.map((category) => category.slug).sort()).toEqual(['kitchen', 'lighting']);
    expect(facets.designers.map((designer) => designer.slug)).toEqual(['aya', 'karim']);
    const gulf = await getAdvancedSearchFacets(context('sa'));
    expect(gulf.categories.map((category) => category.slug)).toEqual(['lighting']);
    expect(gulf.designers.map((designer) => designer.slug)).toEqual(['aya']);
  });
});

describe('countDesignerProducts', () => {
  it('counts the products each designer sells in the country', async () => {
    const counts = await countDesignerProducts(context(), [id.aya!, id.karim!, id.hidden!, 'not-an-id']);
    // Aya: the small lamp and the sold-out edition (the draft is not counted); Karim: lamp and mug.
    expect(counts.get(id.aya!)).toBe(2);
    expect(counts.get(id.karim!)).toBe(2);
    expect(counts.has(id.hidden!)).toBe(false);
    expect((await countDesignerProducts(context('sa'), [id.aya!])).get(id.aya!)).toBe(1);
  });
});
