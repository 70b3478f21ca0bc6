import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, asc, eq, isNotNull, lt, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '@souq/testing/test-database.ts';
import { verifyPassword } from '../../accounts/password.ts';
import type { Database } from '../client.ts';
import {
  categories,
  collections,
  productImages,
  productPrices,
  products,
  siteSettings,
  subcategories,
  users,
} from '../schema/index.ts';
import { isDatabaseEmpty, seedDemo, SeedRefusedError, type SeedSummary } from './seed.ts';
import { parseDesignStages } from '../../idesign/design-stages.ts';

const ARABIC = /[\u0600-\u06FF]/;
const PRODUCTS = 40;
const SLOW = 180_000;

let database: Database;
let uploadsDir: string;
let summary: SeedSummary;
let wasEmpty: boolean;

beforeAll(async () => {
  database = await createTestDatabase();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-seed-'));
  wasEmpty = await isDatabaseEmpty(database);
  summary = await seedDemo(database, { products: PRODUCTS, uploadsDir });
}, SLOW);

afterAll(async () => {
  await database?.close();
  if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
});

/** What two seeds must agree on: identity, names and every price. */
async function catalogFingerprint(db: Database['db']) {
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      sku: products.sku,
      arName: products.arName,
      country: productPrices.country,
      amount: productPrices.amountMinor,
    })
    .from(products)
    .innerJoin(productPrices, eq(productPrices.productId, products.id))
    .orderBy(asc(products.sku), asc(productPrices.country));
  return rows;
}

describe(`the demo seed on ${testDatabaseKind()}`, () => {
  it('adds three iDesign products of two stages each, their mock-ups rendered, and gives every iDesign product stages', async () => {
    const rows = await database.db
      .select({ slug: products.slug, stages: products.idesignStages })
      .from(products)
      .where(eq(products.isIdesign, true));
    const demo = rows.filter((row) => row.slug.startsWith('idesign-'));
    expect(demo.map((row) => row.slug).sort()).toEqual([
      'idesign-framed-print',
      'idesign-mug',
      'idesign-t-shirt',
    ]);
    for (const row of rows) {
      const stages = parseDesignStages(row.stages);
      expect(stages?.length).toBe(2);
      for (const stage of stages!) expect(fs.existsSync(path.join(uploadsDir, stage.baseImage))).toBe(true);
    }
  });

  it('reports an empty database before and a full one after', async () => {
    expect(wasEmpty).toBe(true);
    expect(await isDatabaseEmpty(database)).toBe(false);
    expect(summary.products).toBe(PRODUCTS);
  });

  it('creates the catalogue structure: categories with subcategories, five collections, one on sale today', async () => {
    const { db } = database;
    const cats = await db.select().from(categories);
    expect(cats.length).toBeGreaterThanOrEqual(12);
    for (const category of cats) {
      const subs = await db.select().from(subcategories).where(eq(subcategories.categoryId, category.id));
      expect(subs.length).toBeGreaterThanOrEqual(2);
      expect(subs.length).toBeLessThanOrEqual(5);
      expect(category.arName).toMatch(ARABIC);
    }
    expect(cats.map((c) => c.arName)).toEqual(expect.arrayContaining(['بوسترات', 'أكواب', 'تيشيرتات']));
    const now = new Date();
    const running = await db
      .select()
      .from(collections)
      .where(
        and(lt(collections.startDate, now), gt(collections.endDate, now), gt(collections.discountPercent, 0)),
      );
    expect(await db.$count(collections)).toBe(5);
    expect(running).toHaveLength(1);
  });

  it('creates people: 20 designers with avatars and bilingual bios, 2 manufacturers, 10 customers', async () => {
    const { db } = database;
    const designers = await db.select().from(users).where(eq(users.role, 'designer'));
    expect(designers).toHaveLength(20);
    for (const designer of designers) {
      expect(designer.image).toMatch(/^avatars\/.+\.webp$/);
      expect(designer.arDescription).toMatch(ARABIC);
      expect(designer.description).toBeTruthy();
    }
    expect(designers.some((designer) => ARABIC.test(designer.name))).toBe(true);
    expect(await db.$count(users, eq(users.role, 'manufacturer'))).toBe(2);
    expect(await db.$count(users, and(eq(users.role, 'customer'), sql`${users.privilageType} is null`))).toBe(
      10,
    );
  });

  it('creates one staff account per privilege and the demo logins, all with password demo1234', async () => {
    const expected = [
      ['admin@souq.test', 'superAdmin'],
      ['staff@souq.test', 'admin'],
      ['support@souq.test', 'designerSupport'],
      ['customer@souq.test', null],
      ['designer@souq.test', null],
    ] as const;
    for (const [email, privilege] of expected) {
      const [account] = await database.db.select().from(users).where(eq(users.email, email));
      expect(account, email).toBeDefined();
      expect(account!.privilageType).toBe(privilege);
      expect(account!.status).toBe(true);
      expect(await verifyPassword('demo1234', account!.passwordHash)).toBe(true);
    }
    const [designer] = await database.db.select().from(users).where(eq(users.email, 'designer@souq.test'));
    expect(designer!.role).toBe('designer');
  });

  it('prices every product in Egypt, and in all three countries unless it is Egypt-only', async () => {
    const { db } = database;
    const rows = await db.select().from(productPrices);
    const byProduct = new Map<string, typeof rows>();
    for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
    expect(byProduct.size).toBe(PRODUCTS);
    let egyptOnly = 0;
    for (const prices of byProduct.values()) {
      const countries = prices.map((p) => p.country).sort();
      if (countries.length === 1) {
        expect(countries).toEqual(['eg']);
        egyptOnly += 1;
      } else {
        expect(countries).toEqual(['ae', 'eg', 'sa']);
      }
      for (const price of prices) {
        expect(price.currency).toBe({ eg: 'EGP', sa: 'SAR', ae: 'AED' }[price.country]);
        expect(Number.isInteger(price.amountMinor)).toBe(true);
        // The parts of a price add up to it exactly.
        expect(
          price.taxMinor + price.manufacturingCostMinor + price.revenueMinor + price.siteRevenueMinor,
        ).toBe(price.amountMinor);
        if (price.country === 'eg') {
          expect(price.amountMinor).toBeGreaterThanOrEqual(50_00);
          expect(price.amountMinor).toBeLessThanOrEqual(1200_00);
        }
      }
    }
    expect(egyptOnly).toBeLessThan(PRODUCTS);
  });

  it('names every product in Arabic and English', async () => {
    const rows = await database.db.select({ name: products.name, arName: products.arName }).from(products);
    for (const row of rows) {
      expect(row.arName).toMatch(ARABIC);
      expect(row.name).toMatch(/^[\w\s'’-]+$/);
    }
  });

  it('writes every referenced picture to the uploads folder', async () => {
    const paths = await database.db.selectDistinct({ path: productImages.path }).from(productImages);
    expect(paths.length).toBeGreaterThan(0);
    for (const { path: relative } of paths) {
      expect(fs.existsSync(path.join(uploadsDir, relative)), relative).toBe(true);
    }
    const [primary] = await database.db
      .select()
      .from(productImages)
      .where(eq(productImages.primaryImage, true))
      .limit(1);
    const bytes = fs.readFileSync(path.join(uploadsDir, primary!.path));
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(fs.readdirSync(path.join(uploadsDir, 'avatars'))).toHaveLength(20);
  });

  it('stores the site settings: exchange rates and cash-on-delivery fees', async () => {
    const [settings] = await database.db.select().from(siteSettings).where(isNotNull(siteSettings.id));
    expect(settings).toMatchObject({ id: 1, sarToEgp: 13.2, aedToEgp: 13.5, codFeeEgMinor: 3000 });
    expect(settings!.arFooterText).toMatch(ARABIC);
  });

  it('refuses to seed a database that has data', async () => {
    await expect(seedDemo(database, { products: 5, uploadsDir })).rejects.toThrow(SeedRefusedError);
  });

  it(
    'is deterministic: another database gets the same products, prices and pictures, also after --force',
    async () => {
      const other = await createTestDatabase();
      const otherUploads = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-seed-'));
      try {
        await seedDemo(other, { products: PRODUCTS, uploadsDir: otherUploads });
        const expected = await catalogFingerprint(database.db);
        expect(await catalogFingerprint(other.db)).toEqual(expected);
        await seedDemo(other, { products: PRODUCTS, uploadsDir: otherUploads, force: true });
        expect(await catalogFingerprint(other.db)).toEqual(expected);
        // Pictures are named by their content (cached for a year): the same names, the same bytes.
        const pictures = fs.readdirSync(path.join(uploadsDir, 'products')).sort();
        expect(fs.readdirSync(path.join(otherUploads, 'products')).sort()).toEqual(pictures);
        const file = path.join(
          'products',
          pictures.find((name) => name.startsWith('mug-'))!,
        );
        expect(fs.readFileSync(path.join(otherUploads, file))).toEqual(
          fs.readFileSync(path.join(uploadsDir, file)),
        );
      } finally {
        await other.close();
        fs.rmSync(otherUploads, { recursive: true, force: true });
      }
    },
    SLOW,
  );
});
