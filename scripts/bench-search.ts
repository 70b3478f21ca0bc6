import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import type { ServiceContext } from '@souq/core/context.ts';
import { openDatabase, type Database } from '@souq/core/db/client.ts';
import { seedDemo } from '@souq/core/db/seed/seed.ts';
import { globalSearch, QUICK_SEARCH_LIMIT, suggest } from '@souq/core/search/search.service.ts';
import { searchQueries } from './bench/search-queries.ts';

// `npm run bench:search -- [--products 100000] [--queries 500] [--engine pglite|postgres|both]`
//
// Search latency in-process through the services, one query at a time (what one shopper waits),
// on a fresh database of the demo catalogue with N products:
//   --engine        pglite, postgres or both (default both; postgres needs a reachable server)
//   --url           an admin URL of PostgreSQL (default TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test);
//                   a database is created for the run and dropped after it
//   --pglite-dir    keep the PGlite database in this folder and reuse it when it already has N products;
//                   it is measured on an in-memory copy, like the default in-memory database
//   --keep          keep the PostgreSQL database (its name is printed) and reuse it with --database
//   --database      reuse this already seeded PostgreSQL database (name on the --url server)
// Reports p50, p95 and p99 in milliseconds of globalSearch (header quick search: 7 products and
// 7 designers; results page: 24 products) and of searchSuggestions (5 products and 5 keywords).
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    queries: { type: 'string', default: '500' },
    engine: { type: 'string', default: 'both' },
    url: { type: 'string' },
    'pglite-dir': { type: 'string' },
    keep: { type: 'boolean', default: false },
    database: { type: 'string' },
  },
  strict: true,
});
const productCount = Number(values.products.replace(/[_,]/g, ''));
const queryCount = Number(values.queries);
if (!Number.isSafeInteger(productCount) || productCount < 1)
  throw new Error('--products must be a positive whole number');
if (!Number.isSafeInteger(queryCount) || queryCount < 1)
  throw new Error('--queries must be a positive whole number');
const engines = values.engine === 'both' ? ['pglite', 'postgres'] : [values.engine];
const adminUrl = values.url ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(label: string, queries: string[], run: (query: string) => Promise<unknown>) {
  for (const query of queries.slice(0, 50)) await run(query); // warm-up
  const times: number[] = [];
  for (let i = 0; i < queryCount; i++) {
    const query = queries[i % queries.length]!;
    const started = performance.now();
    await run(query);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => value.toFixed(1).padStart(6);
  console.log(
    `  ${label.padEnd(36)} p50 ${ms(percentile(times, 50))} ms   p95 ${ms(percentile(times, 95))} ms   p99 ${ms(percentile(times, 99))} ms   max ${ms(times.at(-1)!)} ms`,
  );
}

async function benchmark(database: Database) {
  const context = (locale: ServiceContext['locale']): ServiceContext => ({
    db: database.db,
    user: null,
    country: 'eg',
    locale,
    now: new Date(),
    log: pino({ level: 'silent' }),
  });
  const ctx = context('ar-eg');
  const queries = searchQueries();
  const sample = await globalSearch(ctx, { searchText: 'nile sunset mug', limit: QUICK_SEARCH_LIMIT });
  console.log(`  (sample: "nile sunset mug" -> ${sample.products[0]?.name ?? 'nothing'})`);
  await measure('globalSearch quick (7 + 7 designers)', queries, (searchText) =>
    globalSearch(ctx, { searchText, limit: QUICK_SEARCH_LIMIT, designerLimit: QUICK_SEARCH_LIMIT }),
  );
  await measure('globalSearch results page (24)', queries, (searchText) =>
    globalSearch(ctx, { searchText, limit: 24 }),
  );
  await measure('searchSuggestions (5 + 5 keywords)', queries, (text) => suggest(ctx, { text }));
}

async function productsIn(database: Database): Promise<number> {
  const result = (await database.db.execute(
    'select count(*)::int as n from products' as never,
  )) as unknown as {
    rows: { n: number }[];
  };
  return result.rows[0]?.n ?? 0;
}

async function prepare(database: Database, name: string) {
  await database.migrate();
  const existing = await productsIn(database);
  if (existing === productCount) {
    console.log(`${name}: reusing ${existing} products`);
    return;
  }
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-uploads-'));
  try {
    const started = performance.now();
    await seedDemo(database, { products: productCount, uploadsDir, force: existing > 0 });
    console.log(
      `${name}: seeded ${productCount} products in ${Math.round((performance.now() - started) / 1000)} s`,
    );
  } finally {
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  }
}

async function onPglite() {
  const dir = values['pglite-dir'];
  if (!dir) {
    const database = await openDatabase();
    try {
      await prepare(database, 'PGlite (in memory)');
      console.log(`PGlite in memory, ${productCount} products, ${queryCount} queries:`);
      await benchmark(database);
    } finally {
      await database.close();
    }
    return;
  }
  // Seeded once into the folder, measured on an in-memory copy of it: the same engine as a run
  // without --pglite-dir (whose files are in memory too), without seeding 100,000 products again.
  const stored = await openDatabase({ dataDir: path.resolve(dir) });
  let dump: Blob;
  try {
    await prepare(stored, `PGlite (${dir})`);
    await stored.db.execute('checkpoint' as never);
    dump = await stored.dump!();
  } finally {
    await stored.close();
  }
  const database = await openDatabase({ loadDump: dump });
  try {
    console.log(`PGlite in memory (a copy of ${dir}), ${productCount} products, ${queryCount} queries:`);
    await benchmark(database);
  } finally {
    await database.close();
  }
}

async function onPostgres() {
  const name = values.database ?? `souq_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    if (!values.database) await admin.query(`create database "${name}"`);
    const database = await openDatabase({ url: url.toString(), poolSize: 4 });
    try {
      await prepare(database, `PostgreSQL (${name})`);
      // A real server analyzes new tables on its own (autovacuum); do it now rather than wait.
      await database.db.execute('analyze' as never);
      console.log(`PostgreSQL, ${productCount} products, ${queryCount} queries:`);
      await benchmark(database);
    } finally {
      await database.close();
    }
  } finally {
    if (!values.keep && !values.database) await admin.query(`drop database if exists "${name}" with (force)`);
    else console.log(`PostgreSQL database kept: ${name}`);
    await admin.end();
  }
}

for (const engine of engines) {
  if (engine === 'pglite') await onPglite();
  else if (engine === 'postgres') await onPostgres();
  else throw new Error(`--engine must be pglite, postgres or both, got ${engine}`);
}
