import { openDatabase } from '@souq/core/db/client.ts';
import { isPostgresReachable, quoteIdentifier, testDatabaseUrl, withDatabaseName } from './postgres.ts';
import { TEMPLATE_DATABASE, withAdminClient } from './test-database.ts';

/** Vitest global setup of the PostgreSQL project: one migrated template per run. */
export default async function setup() {
  const adminUrl = testDatabaseUrl();
  if (!(await isPostgresReachable(adminUrl))) {
    throw new Error(`PostgreSQL is not reachable at ${adminUrl}; set TEST_DATABASE_URL.`);
  }
  await withAdminClient(adminUrl, async (client) => {
    await client.query(`drop database if exists ${quoteIdentifier(TEMPLATE_DATABASE)} with (force)`);
    await client.query(`create database ${quoteIdentifier(TEMPLATE_DATABASE)}`);
  });
  const template = await openDatabase({ url: withDatabaseName(adminUrl, TEMPLATE_DATABASE), poolSize: 1 });
  try {
    await template.migrate();
  } finally {
    await template.close();
  }
}
