import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '@souq/testing';
import { buildProduct, buildUser } from '@souq/testing/builders/index.ts';
import { CHANGE_CHANNEL } from './change-notices.ts';
import type { Database } from './client.ts';

let database: Database;
const heard: string[] = [];
let stop: () => Promise<void>;

beforeAll(async () => {
  database = await createTestDatabase();
  stop = await database.listen(CHANGE_CHANNEL, {
    notice: (topic) => heard.push(topic),
    gap: () => undefined,
  });
});
afterAll(async () => {
  await stop?.();
  await database?.close();
});

/** Lets the listening connection receive what was sent before (it is another connection). */
async function settle() {
  await database.ping();
  await new Promise((resolve) => setTimeout(resolve, testDatabaseKind() === 'postgres' ? 50 : 0));
}

/** The notices a write gave, once PostgreSQL has delivered them (after its commit). */
async function noticesOf(write: () => Promise<unknown>): Promise<string[]> {
  await settle();
  heard.length = 0;
  await write();
  await settle();
  return [...new Set(heard)].sort();
}

describe(`change notices announced by the database on ${testDatabaseKind()}`, () => {
  it('announces a write to the catalogue, the content and the settings, each under its topic', async () => {
    const { db } = database;
    const product = await buildProduct(db);
    expect(
      await noticesOf(() =>
        db.execute(sql`update products set slug = slug || '-x' where id = ${product.productId}`),
      ),
    ).toEqual(['catalog']);
    expect(
      await noticesOf(() =>
        db.execute(
          sql`update product_prices set amount_minor = amount_minor + 100 where product_id = ${product.productId}`,
        ),
      ),
    ).toEqual(['catalog']);
    expect(await noticesOf(() => db.execute(sql`update site_settings set title = title`))).toEqual([
      'settings',
    ]);
    expect(await noticesOf(() => db.execute(sql`update faqs set question = question`))).toEqual(['content']);
  });

  it("stays quiet for what no public page shows: a market's sales count, a shopper's account", async () => {
    const { db } = database;
    const product = await buildProduct(db);
    expect(
      await noticesOf(() =>
        db.execute(
          sql`update product_prices set sales_number = sales_number + 1 where product_id = ${product.productId}`,
        ),
      ),
    ).toEqual([]);
    const shopper = await buildUser(db, { role: 'customer' });
    expect(
      await noticesOf(() => db.execute(sql`update users set name = 'Renamed' where id = ${shopper.id}`)),
    ).toEqual([]);
    const designer = await buildUser(db, { role: 'designer' });
    expect(
      await noticesOf(() =>
        db.execute(sql`update users set sales_number = sales_number + 1 where id = ${designer.id}`),
      ),
    ).toEqual([]);
    expect(
      await noticesOf(() => db.execute(sql`update users set name = 'New name' where id = ${designer.id}`)),
    ).toEqual(['catalog']);
  });

  it('says nothing for a transaction that rolls back', async () => {
    const { db } = database;
    const notices = await noticesOf(() =>
      db
        .transaction(async (tx) => {
          await tx.execute(sql`update site_settings set title = title`);
          throw new Error('rolled back');
        })
        .catch(() => undefined),
    );
    expect(notices).toEqual([]);
  });
});
