import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '@souq/testing/test-database.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { isDomainError } from '../errors.ts';
import { type Database } from '../db/client.ts';
import { selectRows } from '../db/rows.ts';
import { users } from '../db/schema/accounts.schema.ts';
import {
  categories,
  collections,
  productPrices,
  products,
  subcategories,
  tags,
} from '../db/schema/catalog.schema.ts';
import { productSearchDocuments } from '../db/schema/search-documents.schema.ts';
import { searchKeywords } from '../db/schema/search.schema.ts';
import type { CountryCode } from '../locale/locales.ts';
import { clearCatalogueTermsCache } from './catalogue-terms.ts';
import { ensureProductSearchDocuments, refreshProductSearchDocuments } from './search-documents.ts';
import {
  globalSearch,
  recordSearchKeyword,
  searchAllProducts,
  searchUser,
  suggest,
} from './search.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { activeProductRow } from '@souq/testing/search.fixture.ts';

let database: Database;
const id: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;
const base = new Date('2026-01-01T00:00:00Z');

const context = (country: CountryCode = 'eg', user: Actor | null = null): ServiceContext =>
  testServiceContext(database.db, { user, country, locale: `ar-${country}` });
const staff: Actor = {
  id: '00000000-0000-4000-8000-000000000001',
  role: 'customer',
  privilageType: 'admin',
  status: true,
};
const customer: Actor = {
  id: '00000000-0000-4000-8000-000000000002',
  role: 'customer',
  privilageType: null,
  status: true,
};

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  const people = await db
    .insert(users)
    .values([
      {
        role: 'designer',
        name: 'Mona Adel',
        slug: 'mona-adel',
        fName: 'Mona',
        lName: 'Adel',
        email: 'mona@souq.test',
        salesNumber: 5,
      },
      {
        role: 'designer',
        name: 'منى عادل',
        slug: 'mona-adel-ar',
        fName: 'منى',
        lName: 'عادل',
        email: 'mona.ar@souq.test',
      },
      {
        role: 'designer',
        name: 'Monir Blocked',
        slug: 'monir',
        fName: 'Monir',
        lName: 'Blocked',
        status: false,
      },
      {
        role: 'customer',
        name: 'Mona Customer',
        slug: 'mona-customer',
        fName: 'Mona',
        lName: 'Customer',
        email: 'buyer@souq.test',
      },
      { role: 'manufacturer', name: 'Mona Print House', slug: 'mona-print', fName: 'Mona', lName: 'Print' },
    ])
    .returning({ id: users.id, slug: users.slug });
  for (const person of people) id[person.slug] = person.id;

  const [lighting] = await db
    .insert(categories)
    .values({ slug: 'lighting', name: 'Lighting', arName: 'إضاءة' })
    .returning({ id: categories.id });
  const [lamps] = await db
    .insert(subcategories)
    .values({ categoryId: lighting!.id, slug: 'table-lamps', name: 'Table lamps', arName: 'مصابيح طاولة' })
    .returning({ id: subcategories.id });
  const [ramadan] = await db
    .insert(collections)
    .values({ slug: 'ramadan', title: 'Ramadan Nights', arTitle: 'ليالي رمضان' })
    .returning({ id: collections.id });
  const [brass] = await db
    .insert(tags)
    .values({ slug: 'brass', name: 'Brass', arName: 'نحاس' })
    .returning({ id: tags.id });

  const placement = { categoryId: lighting!.id, designerId: id['mona-adel']! };
  const product = (
    key: string,
    name: string,
    arName: string,
    extra: Partial<typeof products.$inferInsert> = {},
  ) => activeProductRow(placement, key, name, arName, extra);
  const rows = await db
    .insert(products)
    .values([
      product('lamp-old', 'Brass Lamp', 'مصباح نحاسي', {
        createdAt: new Date(base.getTime() - 30 * DAY),
        subcategoryId: lamps!.id,
        tagId: brass!.id,
      }),
      product('lamp-new', 'Brass Lamp', 'مصباح نحاسي', {
        createdAt: new Date(base.getTime() - 1 * DAY),
        subcategoryId: lamps!.id,
      }),
      product('lamp-best', 'Brass Lamp', 'مصباح نحاسي', {
        createdAt: new Date(base.getTime() - 60 * DAY),
        subcategoryId: lamps!.id,
      }),
      product('lamp-shade', 'Brass Lamp Shade', 'غطاء مصباح نحاسي', {
        createdAt: new Date(base.getTime() - 2 * DAY),
      }),
      product('lantern', 'Ramadan Lantern', 'فانوس رمضان', {
        collectionId: ramadan!.id,
        description: 'Glows like a brass lamp at night',
      }),
      product('by-arabic-designer', 'Clay Bowl', 'وعاء فخار', { designerId: id['mona-adel-ar']! }),
      product('draft', 'Brass Lamp Draft', 'مصباح مسودة', { status: 'draft' }),
      product('switched-off', 'Brass Lamp Hidden', 'مصباح مخفي', { productStatus: false }),
      product('gulf-only', 'Desert Lamp', 'مصباح الصحراء'),
      product('inactive-price', 'Brass Lamp Inactive', 'مصباح غير متاح'),
    ])
    .returning({ id: products.id, slug: products.slug });
  for (const row of rows) id[row.slug] = row.id;

  const eg = (key: string, amountMinor: number, salesNumber = 0, active = true) => ({
    productId: id[key]!,
    country: 'eg' as const,
    currency: 'EGP' as const,
    amountMinor,
    salesNumber,
    active,
  });
  await db
    .insert(productPrices)
    .values([
      eg('lamp-old', 30000, 5),
      eg('lamp-new', 20000, 5),
      eg('lamp-best', 40000, 50),
      eg('lamp-shade', 10000, 100),
      eg('lantern', 15000, 1),
      eg('by-arabic-designer', 9000, 0),
      eg('draft', 10000, 0),
      eg('switched-off', 10000, 0),
      eg('inactive-price', 10000, 0, false),
      { productId: id['gulf-only']!, country: 'sa', currency: 'SAR', amountMinor: 9900 },
      { productId: id['lamp-best']!, country: 'sa', currency: 'SAR', amountMinor: 9900, salesNumber: 1 },
    ]);
  await refreshProductSearchDocuments({ db });
  await db.insert(searchKeywords).values([
    { keyword: 'brass lamp', normalized: 'brass lamp', count: 40 },
    { keyword: 'brass', normalized: 'brass', count: 3 },
    { keyword: 'brassy once', normalized: 'brassy once', count: 1 },
  ]);
  clearCatalogueTermsCache({ db });
});

afterAll(async () => {
  await database?.close();
});

const slugsOf = async (found: Promise<{ products: { id: string }[] }>) => {
  const byId = new Map(Object.entries(id).map(([slug, value]) => [value, slug]));
  return (await found).products.map((product) => byId.get(product.id));
};

describe(`globalSearch on ${testDatabaseKind()}`, () => {
  it('ranks exact names first, then name prefixes, then other matches; ties by sales, then newest', async () => {
    expect(await slugsOf(globalSearch(context(), { searchText: 'brass lamp' }))).toEqual([
      'lamp-best', // exact name, 50 sales
      'lamp-new', // exact name, 5 sales, newer
      'lamp-old', // exact name, 5 sales, older
      'lamp-shade', // name starts with the text (100 sales do not lift it above exact names)
      'lantern', // words in the description only
    ]);
  });

  it('finds the same products by the Arabic name, with spelling variants', async () => {
    const arabic = await slugsOf(globalSearch(context(), { searchText: 'مصباح نحاسي' }));
    expect(arabic.slice(0, 3)).toEqual(['lamp-best', 'lamp-new', 'lamp-old']);
    expect(await slugsOf(globalSearch(context(), { searchText: 'مِصْبَاح نُحَاسِي' }))).toEqual(arabic);
  });

  it('finds products by category, subcategory, collection, tag and designer names', async () => {
    expect(await slugsOf(globalSearch(context(), { searchText: 'table lamps' }))).toEqual(
      expect.arrayContaining(['lamp-old', 'lamp-new', 'lamp-best']),
    );
    expect(await slugsOf(globalSearch(context(), { searchText: 'ليالي رمضان' }))).toContain('lantern');
    expect(await slugsOf(globalSearch(context(), { searchText: 'نحاس' }))).toContain('lamp-old');
    expect(await slugsOf(globalSearch(context(), { searchText: 'عادل' }))).toEqual(['by-arabic-designer']);
    expect(await slugsOf(globalSearch(context(), { searchText: 'إضاءة' }))).toHaveLength(6);
  });

  it('finds only products published and priced (active price) in the country', async () => {
    const found = await slugsOf(globalSearch(context(), { searchText: 'lamp', limit: 50 }));
    expect(found).not.toContain('draft');
    expect(found).not.toContain('switched-off');
    expect(found).not.toContain('inactive-price');
    expect(found).not.toContain('gulf-only');
    expect(await slugsOf(globalSearch(context('sa'), { searchText: 'lamp' }))).toEqual([
      'lamp-best',
      'gulf-only',
    ]);
  });

  it('prices results in the country', async () => {
    const { products: found } = await globalSearch(context('sa'), { searchText: 'desert lamp' });
    expect(found[0]).toMatchObject({ country: 'sa', currency: 'SAR', priceBeforeOfferMinor: 9900 });
  });

  it('gives active designers with the first page', async () => {
    const result = await globalSearch(context(), { searchText: 'mona' });
    expect(result.designers.map((designer) => designer.slug)).toEqual(['mona-adel']);
    expect(result.designers[0]).toMatchObject({ role: 'designer', email: null });
    expect((await globalSearch(context(), { searchText: 'mona', page: 2 })).designers).toEqual([]);
    expect((await globalSearch(context(), { searchText: 'منى' })).designers.map((d) => d.slug)).toEqual([
      'mona-adel-ar',
    ]);
  });

  it('pages: limit, page and hasMore', async () => {
    const first = await globalSearch(context(), { searchText: 'lamp', limit: 2 });
    const second = await globalSearch(context(), { searchText: 'lamp', limit: 2, page: 2 });
    const third = await globalSearch(context(), { searchText: 'lamp', limit: 2, page: 3 });
    expect(first).toMatchObject({ page: 1, limit: 2, hasMore: true });
    expect(second.hasMore).toBe(true);
    expect(third.hasMore).toBe(false);
    const all = [...first.products, ...second.products, ...third.products].map((product) => product.id);
    expect(new Set(all).size).toBe(5);
  });

  it('sorts by -createdAt, createdAt, price and sales when asked', async () => {
    const text = 'brass lamp';
    expect(await slugsOf(globalSearch(context(), { searchText: text, sort: '-createdAt' }))).toEqual([
      'lantern',
      'lamp-new',
      'lamp-shade',
      'lamp-old',
      'lamp-best',
    ]);
    expect((await slugsOf(globalSearch(context(), { searchText: text, sort: 'createdAt' })))[0]).toBe(
      'lamp-best',
    );
    expect(await slugsOf(globalSearch(context(), { searchText: text, sort: 'price' }))).toEqual([
      'lamp-shade',
      'lantern',
      'lamp-new',
      'lamp-old',
      'lamp-best',
    ]);
    expect((await slugsOf(globalSearch(context(), { searchText: text, sort: '-price' })))[0]).toBe(
      'lamp-best',
    );
    expect((await slugsOf(globalSearch(context(), { searchText: text, sort: '-salesNumber' })))[0]).toBe(
      'lamp-shade',
    );
    expect(await slugsOf(globalSearch(context(), { searchText: text, sort: 'nonsense' }))).toEqual(
      await slugsOf(globalSearch(context(), { searchText: text })),
    );
  });

  it.each([
    ['empty', ''],
    ['whitespace', '   \t\n '],
    ['punctuation only', '!!! ... ??? ،؛؟'],
    ['tsquery syntax', "& | ! : * ( ) '"],
    ['one letter', 'a'],
    ['null', null],
  ])('gives empty results for %s input', async (_what, searchText) => {
    const result = await globalSearch(context(), { searchText });
    expect(result).toMatchObject({ products: [], designers: [], hasMore: false });
  });

  it.each([
    ['10,000 characters', 'lamp '.repeat(2000)],
    ['SQL', "lamp'; drop table products; --"],
    ['tsquery syntax around words', "brass & !lamp | (lamp:*) 'x'"],
    ['mixed scripts', 'brass مصباح lamp نحاسي'],
    ['backslashes and LIKE wildcards', 'lamp\\ % _ 50%'],
    ['emoji', '🪔 lamp ✨'],
  ])('never fails on %s', async (_what, searchText) => {
    const result = await globalSearch(context(), { searchText, sort: '-createdAt' });
    expect(Array.isArray(result.products)).toBe(true);
    const relevance = await globalSearch(context(), { searchText });
    expect(Array.isArray(relevance.products)).toBe(true);
  });

  it('finds a product again after its names change and the documents are refreshed', async () => {
    await database.db.update(products).set({ name: 'Copper Lamp' }).where(eq(products.id, id['lamp-shade']!));
    expect(await slugsOf(globalSearch(context(), { searchText: 'copper' }))).toEqual([]);
    await refreshProductSearchDocuments(database, [id['lamp-shade']!]);
    expect(await slugsOf(globalSearch(context(), { searchText: 'copper' }))).toEqual(['lamp-shade']);
    await database.db
      .update(products)
      .set({ name: 'Brass Lamp Shade' })
      .where(eq(products.id, id['lamp-shade']!));
    await refreshProductSearchDocuments(database, [id['lamp-shade']!]);
  });

  it('never shows a product unpublished since its document was built', async () => {
    await database.db.update(products).set({ status: 'archived' }).where(eq(products.id, id['lantern']!));
    try {
      expect(await slugsOf(globalSearch(context(), { searchText: 'ramadan lantern' }))).not.toContain(
        'lantern',
      );
    } finally {
      await database.db.update(products).set({ status: 'active' }).where(eq(products.id, id['lantern']!));
    }
  });

  it('keeps one document per product, removed with the product', async () => {
    const [row] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from ${productSearchDocuments}`,
    );
    expect(row?.n).toBe(10);
  });
});

describe('searchAllProducts', () => {
  it('pages through every match in the country', async () => {
    const result = await searchAllProducts(context(), { value: 'lamp', limit: 100 });
    expect(result.products).toHaveLength(5);
    expect((await searchAllProducts(context(), { value: '' })).products).toEqual([]);
  });
});

describe('searchUser', () => {
  it('finds active designers for anyone, best match first', async () => {
    const found = await searchUser(context(), { value: 'mona adel' });
    expect(found.map((user) => user.slug)).toEqual(['mona-adel']);
    expect(found[0]!.email).toBeNull();
    expect((await searchUser(context(), { value: 'mona', role: 'manufacturer' })).map((u) => u.slug)).toEqual(
      ['mona-print'],
    );
  });

  it('lets staff find anyone, inactive users and emails included', async () => {
    const found = await searchUser(context('eg', staff), { value: 'mon' });
    expect(found.map((user) => user.slug).sort()).toEqual(
      ['mona-adel', 'mona-customer', 'mona-print', 'monir'].sort(),
    );
    expect(found.find((user) => user.slug === 'mona-customer')?.email).toBe('buyer@souq.test');
  });

  it('refuses customer look-ups to non-staff (403) and finds nobody for an unknown role', async () => {
    for (const user of [null, customer]) {
      const error = await searchUser(context('eg', user), { value: 'mona', role: 'customer' }).catch(
        (e: unknown) => e,
      );
      expect(isDomainError(error) && error.status).toBe(403);
    }
    expect(await searchUser(context(), { value: 'mona', role: 'superhero' })).toEqual([]);
    expect(await searchUser(context(), { value: "' or 1=1 --" })).toEqual([]);
  });
});

describe('suggest and recordSearchKeyword', () => {
  it('gives 5 products and popular searches and catalogue names containing the text', async () => {
    const result = await suggest(context(), { text: 'bras' });
    expect(result.products.length).toBeLessThanOrEqual(5);
    expect(result.products.length).toBeGreaterThan(0);
    expect(result.keywords).toEqual([
      { text: 'brass lamp', source: 'keyword' },
      { text: 'brass', source: 'keyword' },
    ]);
    const arabic = await suggest(context(), { text: 'مصابيح', lang: 'ar' });
    expect(arabic.keywords).toContainEqual({ text: 'مصابيح طاولة', source: 'subcategory' });
    const english = await suggest(context(), { text: 'ramadan', lang: 'en' });
    expect(english.keywords).toContainEqual({ text: 'Ramadan Nights', source: 'collection' });
  });

  it('suggests a keyword recorded once only after a second search', async () => {
    expect((await suggest(context(), { text: 'brassy' })).keywords).toEqual([]);
    await recordSearchKeyword(context(), 'Brassy once');
    expect((await suggest(context(), { text: 'brassy' })).keywords).toEqual([
      { text: 'brassy once', source: 'keyword' },
    ]);
  });

  it('counts spelling variants of a keyword as one', async () => {
    const first = await recordSearchKeyword(context(), 'أكواب');
    const second = await recordSearchKeyword(context(), '  اكواب ');
    const third = await recordSearchKeyword(context(), 'أَكْوَاب');
    expect(first).toMatchObject({ keyword: 'أكواب', normalized: 'اكواب', count: 1 });
    expect(second).toMatchObject({ id: first!.id, count: 2 });
    expect(third).toMatchObject({ id: first!.id, count: 3 });
  });

  it.each(['', '   ', '!!!', 'a', "& | ! : * ( ) '", null])('records nothing for %j', async (keyword) => {
    expect(await recordSearchKeyword(context(), keyword)).toBeNull();
  });

  it('keeps long keywords to 100 characters', async () => {
    const recorded = await recordSearchKeyword(context(), 'lamp '.repeat(100));
    expect(recorded!.keyword.length).toBeLessThanOrEqual(100);
  });

  it('gives nothing for text too short or without words', async () => {
    expect(await suggest(context(), { text: '' })).toEqual({ products: [], keywords: [] });
    expect(await suggest(context(), { text: '%%' })).toEqual({ products: [], keywords: [] });
  });
});

describe('ensureProductSearchDocuments', () => {
  it('builds the documents of a database filled before search existed, and then does nothing', async () => {
    await database.db.delete(productSearchDocuments);
    expect((await globalSearch(context(), { searchText: 'brass lamp' })).products).toEqual([]);
    expect(await ensureProductSearchDocuments(database)).toBe(10);
    expect(await ensureProductSearchDocuments(database)).toBe(0);
    expect((await globalSearch(context(), { searchText: 'brass lamp' })).products).toHaveLength(5);
  });
});
