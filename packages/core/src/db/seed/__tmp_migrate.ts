import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
const client = new PGlite();
const db = drizzle(client);
const t = Date.now();
await migrate(db, { migrationsFolder: 'packages/core/drizzle' });
const r = await client.query<{ n: number }>("select count(*)::int as n from information_schema.tables where table_schema='public'");
console.log('tables', r.rows[0], 'ms', Date.now() - t);
