import crypto from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '@souq/core/db/client.ts';
import { quoteIdentifier, testDatabaseUrl, withDatabaseName } from './postgres.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

/** Which engine this Vitest project runs against (set per project in vitest.config.ts). */
export const testDatabaseKind = (): TestDatabaseKind =>
  process.env.SOUQ_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file. On PGlite it lives in memory, loaded from a migrated
 * dump; on PostgreSQL it is copied from a migrated template database and dropped afterwards. Both
 * templates are made once per run by the projects' global setups.
 */
export async function createTestDatabase(kind: TestDatabaseKind = testDatabaseKind()): Promise<Database> {
  if (kind === 'pglite') {
    const template = inject('pgliteTemplate');
    if (template) return openDatabase({ loadDump: new Blob([fs.readFileSync(template)]) });
    const database = await openDatabase();
    await database.migrate();
    return database;
  }
  const adminUrl = testDatabaseUrl();
  const name = `souq_test_${crypto.randomBytes(6).toString('hex')}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(
      `create database ${quoteIdentifier(name)} template ${quoteIdentifier(inject('postgresTemplate'))}`,
    ),
  );
  const database = await openDatabase({ url: withDatabaseName(adminUrl, name), poolSize: 4 });
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    },
  };
}

export async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
