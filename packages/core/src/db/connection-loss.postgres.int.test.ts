import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing';
import { terminateBackends } from '@souq/testing/database-faults.ts';
import { type Database } from './client.ts';
import { selectRows } from './rows.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The postgres project only (*.postgres.int.test.ts): PGlite runs inside the process and has no
// server connection to lose (a closed PGlite is covered by unavailable.test.ts and
// database-outage.pglite.int.test.ts).
describe('a PostgreSQL connection terminated by the server (failover, restart)', () => {
  let database: Database;
  const uncaught: unknown[] = [];
  const onUncaught = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    database = await createTestDatabase();
    process.on('uncaughtException', onUncaught);
  });
  afterAll(async () => {
    process.off('uncaughtException', onUncaught);
    await database?.close();
  });

  it('fails the transaction in flight as unavailable, never as an unhandled error event, and the pool recovers', async () => {
    const inFlight = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      // The connection is checked out of the pool and idle between two statements, as in a
      // checkout between its reads and writes, when the server ends it.
      await terminateBackends(database.location);
      await sleep(300);
      await tx.execute(sql`select 1`);
    });
    const failure = await inFlight.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeDefined();
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // Before the fix: `Unhandled 'error' event` (57P01) here, which ends a real process.
    expect(uncaught).toEqual([]);

    await expect(database.ping()).resolves.toBeUndefined();
    expect(await selectRows(database.db, sql`select 2 as two`)).toEqual([{ two: 2 }]);
  });

  it('answers again after idle connections are terminated', async () => {
    await database.ping();
    await terminateBackends(database.location);
    await sleep(200);
    await expect(database.ping()).resolves.toBeUndefined();
    expect(uncaught).toEqual([]);
  });
});
