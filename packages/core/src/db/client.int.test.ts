import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabaseKind } from '@souq/testing';
import { type Database } from './client.ts';
import { selectRows } from './rows.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe(`the database client on ${testDatabaseKind()}`, () => {
  it('opens the engine of this test project and answers a ping', async () => {
    expect(database.kind).toBe(testDatabaseKind());
    await expect(database.ping()).resolves.toBeUndefined();
  });

  it('has every table of the data model after migrating, and migrating again changes nothing', async () => {
    const tables = async () => {
      const rows = await selectRows<{ table_name: string }>(
        database.db,
        sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
      );
      return rows.map((row) => row.table_name);
    };
    const before = await tables();
    for (const table of [
      'users',
      'products',
      'product_prices',
      'orders',
      'order_lines',
      'carts',
      'site_settings',
      'jobs',
      'idempotency_keys',
      'processed_webhook_events',
    ]) {
      expect(before).toContain(table);
    }
    await database.migrate();
    expect(await tables()).toEqual(before);
  });

  it('indexes every foreign key column', async () => {
    const unindexed = await selectRows<{ table_name: string; column_name: string }>(
      database.db,
      sql`
      select c.conrelid::regclass::text as table_name, a.attname as column_name
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
          where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
        )
      order by 1, 2`,
    );
    expect(unindexed).toEqual([]);
  });
});
