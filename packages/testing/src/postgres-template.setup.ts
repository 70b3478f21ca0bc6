import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '@souq/core/db/client.ts';
import { isPostgresReachable, quoteIdentifier, testDatabaseUrl, withDatabaseName } from './postgres.ts';
import { withAdminClient } from './test-database.ts';

/** Same migrations, same template: concurrent test runs share it instead of dropping each other's. */
function templateName() {
  const hash = crypto.createHash('sha256');
  for (const file of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return `souq_test_template_${hash.digest('hex').slice(0, 12)}`;
}

/** Vitest global setup of the PostgreSQL project: one migrated template database per schema. */
export default async function setup(project: TestProject) {
  const adminUrl = testDatabaseUrl();
  if (!(await isPostgresReachable(adminUrl))) {
    throw new Error(`PostgreSQL is not reachable at ${adminUrl}; set TEST_DATABASE_URL.`);
  }
  const name = templateName();
  project.provide('postgresTemplate', name);
  await withAdminClient(adminUrl, async (client) => {
    await client.query('select pg_advisory_lock(727275)');
    try {
      const existing = await client.query<{ ready: string | null }>(
        `select shobj_description(oid, 'pg_database') as ready from pg_database where datname = $1`,
        [name],
      );
      if (existing.rows[0]?.ready === 'migrated') return;
      await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
      await client.query(`create database ${quoteIdentifier(name)}`);
      const template = await openDatabase({ url: withDatabaseName(adminUrl, name), poolSize: 1 });
      try {
        await template.migrate();
      } finally {
        await template.close();
      }
      await client.query(`comment on database ${quoteIdentifier(name)} is 'migrated'`);
    } finally {
      await client.query('select pg_advisory_unlock(727275)');
    }
  });
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}
