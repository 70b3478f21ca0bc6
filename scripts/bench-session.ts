import crypto from 'node:crypto';
import pg from 'pg';
import { authenticateBearer } from '@souq/api/auth/bearer.ts';
import { authenticateSession } from '@souq/api/auth/session.ts';
import { startSession } from '@souq/core/accounts/session.service.ts';
import { openDatabase, type Database } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { quoteIdentifier, testDatabaseUrl, withDatabaseName } from '@souq/testing/postgres.ts';

// `npm run bench:session`: the cost per request of the session check (docs/decisions/025).
// On a fresh PGlite (in memory) and a fresh PostgreSQL database (TEST_DATABASE_URL's server), with
// USERS users and SESSIONS_PER_USER sessions each, it times CALLS calls, one at a time, of
//   - authenticateBearer: the JWT check alone (what requests did before),
//   - authenticateSession: the JWT check and the one query on user_sessions joined to users,
// and prints median and p95 of each, and their difference (the added cost per request).
const USERS = 2_000;
const SESSIONS_PER_USER = 3;
const CALLS = 1_000;
const WARM_UP = 200;

const secret = crypto.randomBytes(32);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function time(run: () => Promise<unknown>): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < WARM_UP; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function measure(name: string, database: Database) {
  await database.migrate();
  const now = new Date();
  const rows = await database.db
    .insert(users)
    .values(
      Array.from({ length: USERS }, (_, i) => ({
        role: 'customer' as const,
        name: `Bench User ${i}`,
        slug: `bench-user-${i}`,
        fName: 'Bench',
        lName: `User ${i}`,
        email: `bench-${i}@souq.test`,
      })),
    )
    .returning({ id: users.id });
  const tokens: string[] = [];
  for (const row of rows) {
    const actor = { id: row.id, role: 'customer' as const, privilageType: null, status: true };
    for (let s = 0; s < SESSIONS_PER_USER; s += 1) {
      tokens.push((await startSession(database, secret, actor, { method: 'password', now })).token);
    }
  }
  let i = 0;
  const next = () => `Bearer ${tokens[(i = (i + 7919) % tokens.length)]}`;
  const jwt = await time(() => authenticateBearer(next(), secret));
  const session = await time(async () => {
    const outcome = await authenticateSession(database.db, secret, next());
    if (!outcome.actor) throw new Error('a live session was refused');
  });
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  console.log(
    `${name}: ${tokens.length} sessions. JWT only: median ${ms(jwt.median)}, p95 ${ms(jwt.p95)}. ` +
      `Session check: median ${ms(session.median)}, p95 ${ms(session.p95)}. ` +
      `Added: median ${ms(session.median - jwt.median)}, p95 ${ms(session.p95 - jwt.p95)}.`,
  );
}

const pglite = await openDatabase({});
try {
  await measure('PGlite (in memory)', pglite);
} finally {
  await pglite.close();
}

const adminUrl = testDatabaseUrl();
const name = `souq_bench_session_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
try {
  await admin.connect();
} catch {
  console.log(`PostgreSQL: not reachable at ${adminUrl}, skipped.`);
  process.exit(0);
}
await admin.query(`create database ${quoteIdentifier(name)}`);
try {
  const postgres = await openDatabase({ url: withDatabaseName(adminUrl, name) });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
  }
} finally {
  await admin.query(`drop database if exists ${quoteIdentifier(name)}`);
  await admin.end();
}
