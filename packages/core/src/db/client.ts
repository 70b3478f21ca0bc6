import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type PgModule from 'pg';
import type { PoolClient } from 'pg';
import * as schema from './schema/index.ts';
import { acquireFolderLock } from './pglite-lock.ts';
import { StatementCounter } from './statement-counter.ts';

export type Schema = typeof schema;
/** The one database handle services receive: PGlite and node-postgres share this type. */
export type AppDb = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: AppDb;
  kind: 'pglite' | 'postgres';
  /** Where it lives, for messages: a folder, ':memory:' or the URL without password. */
  location: string;
  ping(): Promise<void>;
  /** Applies the committed drizzle-kit migrations; safe at every start. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /**
   * Runs `handlers.notice` for each NOTIFY on `channel` (change-notices.ts). On PostgreSQL one
   * dedicated connection listens and reconnects by itself; `handlers.gap` runs when it was lost
   * (notices may have been missed) and again once it listens anew. Answers the stop.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** PGlite only: the whole database as an uncompressed tarball. */
  dump?(): Promise<Blob>;
  /** The statements sent through `db` (the query budget test reads it). */
  statements: StatementCounter;
}

export interface OpenDatabaseOptions {
  /** postgres://… ; when unset the embedded PGlite database is used. */
  url?: string | undefined;
  /** PGlite folder; ':memory:' or undefined with no url means in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
  /** PGlite only: start from a dump made by `dumpDatabase` (tests copy a migrated template). */
  loadDump?: Blob;
  /** Where lost connections are reported (warn); the runtime passes its logger. */
  log?: { warn(details: object, message: string): void } | undefined;
}

export interface ListenHandlers {
  notice(payload: string): void;
  gap(): void;
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

const redact = (url: string) => {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an invalid URL';
  }
};

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  return options.url
    ? openPostgres(options.url, options.poolSize ?? 10, options.log)
    : openPglite(options.dataDir, options.loadDump);
}

async function openPostgres(
  url: string,
  poolSize: number,
  log: OpenDatabaseOptions['log'],
): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Money columns are bigint in ledgers; they never exceed 2^53 minor units.
  pg.types.setTypeParser(20, (value) => Number(value));
  // JIT compilation off: a listing at 100,000 products is estimated costly enough to be compiled,
  // which took 775 ms of its 1,160 (issue 20); a web request's short queries never repay it.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    options: '-c jit=off',
  });
  const location = redact(url);
  const connectionLost = (error: Error) =>
    log?.warn(
      { err: error, code: (error as { code?: unknown }).code, database: location },
      'database connection lost',
    );
  // An idle client dropped by the server: the pool replaces it (logged by the listener below).
  pool.on('error', () => undefined);
  // A client checked out of the pool (inside a transaction, between two statements) has no
  // listener of the pool's: when the server terminates it (57P01 on failover or restart) it emits
  // 'error', and an 'error' event nobody listens to ends the process. Its queries fail on their
  // own (the request answers 503) and, no longer queryable, the pool discards it at release.
  pool.on('connect', (client) => {
    client.on('error', connectionLost);
    releaseWhenBeginFails(client);
  });
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new DatabaseUnavailableError(
      `Cannot reach PostgreSQL at ${location}: ${(error as Error).message}. Check DATABASE_URL and that the server is running.`,
    );
  }
  const statements = new StatementCounter();
  const db = drizzle({ client: pool, schema, logger: statements }) as unknown as AppDb;
  const listeners = new Set<() => Promise<void>>();
  return {
    db,
    kind: 'postgres',
    statements,
    listen: async (channel, handlers) => {
      const stop = await listenOnPostgres(pg, url, channel, handlers, connectionLost);
      listeners.add(stop);
      return async () => {
        listeners.delete(stop);
        await stop();
      };
    },
    location,
    ping: async () => {
      await pool.query('select 1');
    },
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      // Several app processes may start at once against one PostgreSQL: one migrates at a time.
      // The lock is held by a session, so the migrations run on that same connection.
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock(727274)');
        await migrate(drizzle({ client: connection }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock(727274)').catch(() => undefined);
        connection.release();
      }
    },
    close: async () => {
      await Promise.all([...listeners].map((stop) => stop().catch(() => undefined)));
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined, loadDump: Blob | undefined): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Search needs pg_trgm (migration 0001_search); PGlite loads an extension only when constructed with it.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir === undefined || dataDir === ':memory:';
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    release = acquireFolderLock(`${dataDir}.lock`, path.relative(process.cwd(), dataDir) || dataDir);
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = new PGlite({
      ...(inMemory ? {} : { dataDir }),
      ...(loadDump ? { loadDataDir: loadDump } : {}),
      extensions: { pg_trgm },
    });
    await client.waitReady;
  } catch (error) {
    release();
    throw new DatabaseUnavailableError(
      `Cannot open the embedded database ${dataDir ?? ':memory:'}: ${(error as Error).message}. ` +
        'If the folder is damaged, run `npm run db:reset`.',
    );
  }
  const statements = new StatementCounter();
  const db = drizzle({ client, schema, logger: statements }) as unknown as AppDb;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    statements,
    location: inMemory ? ':memory:' : dataDir,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async () => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db as never, { migrationsFolder });
    },
    dump: () => client.dumpDataDir('none'),
    // One process owns a PGlite database: its notices are delivered in this process, after commit.
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channel, (payload) => handlers.notice(payload));
      return async () => {
        if (!closed) await unlisten();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

const LISTEN_RETRY_MS = [250, 1000, 5000, 15_000];

/**
 * One connection outside the pool (a pooled client would be handed to queries) that LISTENs on
 * `channel`. When it is lost, `gap` runs, and it reconnects with a growing delay; once it listens
 * again `gap` runs once more (what changed meanwhile was never announced to it).
 */
async function listenOnPostgres(
  pg: typeof PgModule,
  url: string,
  channel: string,
  handlers: ListenHandlers,
  connectionLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: InstanceType<typeof pg.Client> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    next.on('error', (error) => {
      connectionLost(error);
      lost(next);
    });
    next.on('end', () => lost(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${quoted}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
  };
  const lost = (which: InstanceType<typeof pg.Client>) => {
    if (stopped || client !== which) return;
    client = null;
    handlers.gap();
    schedule();
  };
  const schedule = () => {
    if (stopped || retry) return;
    const delay = LISTEN_RETRY_MS[Math.min(failures, LISTEN_RETRY_MS.length - 1)]!;
    retry = setTimeout(() => {
      retry = null;
      connect().then(
        () => {
          failures = 0;
          handlers.gap();
        },
        () => {
          failures += 1;
          schedule();
        },
      );
    }, delay);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}

/**
 * drizzle-orm's node-postgres `transaction` sends BEGIN before its try/finally, so a BEGIN that
 * fails (its connection was just terminated) never gives its client back, and each such failure
 * holds a pool slot for good until every request waits for a connection (issue 14: the pool must
 * recover by itself). A failed BEGIN releases its client here, with the error, so the pool drops it;
 * drizzle then throws before reaching its own release, so the client is released once.
 */
function releaseWhenBeginFails(client: PoolClient) {
  const query = client.query as (...args: unknown[]) => unknown;
  client.query = function (this: unknown, ...args: unknown[]) {
    const result = query.apply(this, args);
    const config = args[0];
    const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
    if (typeof text === 'string' && /^\s*begin\b/i.test(text) && result instanceof Promise) {
      result.catch((error: Error) => client.release(error));
    }
    return result;
  } as typeof client.query;
}

export const runMigrations = (database: Database) => database.migrate();
