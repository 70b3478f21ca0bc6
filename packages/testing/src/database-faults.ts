import type { Database } from '@souq/core/db/client.ts';
import { withAdminClient } from './test-database.ts';

/**
 * Ends every other connection to the PostgreSQL database at `url`, as a failover or a restart of
 * PostgreSQL does (the clients get 57P01 admin_shutdown). Returns how many were ended.
 */
export async function terminateBackends(url: string): Promise<number> {
  return withAdminClient(url, async (client) => {
    const result = await client.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return result.rowCount ?? 0;
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Queryable = { query: (...args: never[]) => unknown };

/** Makes `target.query` (and the other named methods) wait `ms` before each statement. */
function delayMethods(target: object, names: string[], ms: number, restores: Array<() => void>) {
  for (const name of names) {
    const holder = target as Record<string, unknown>;
    const original = holder[name];
    if (typeof original !== 'function') continue;
    const delayed = async function (this: unknown, ...args: unknown[]) {
      await sleep(ms);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    };
    holder[name] = delayed;
    restores.push(() => {
      if (holder[name] === delayed) holder[name] = original;
    });
  }
}

/**
 * Adds `ms` of latency before every statement the database handle sends, inside transactions too
 * (a transaction keeps its one connection: the delay is added on that connection, not by routing
 * statements elsewhere). For races under a slow network or a loaded server: the windows between a
 * read and its write grow from microseconds to `ms`. Returns the function that removes it.
 *
 * node-postgres: the pool's `query` and the `query` of every client it hands out (transactions).
 * PGlite: its `query`/`exec`, and the same of the transaction object its `transaction` passes on.
 */
export function withQueryLatency(database: Database, ms: number): () => void {
  const client = (database.db as unknown as { $client: Record<string, unknown> }).$client;
  const restores: Array<() => void> = [];
  if (database.kind === 'postgres') {
    delayMethods(client, ['query'], ms, restores);
    const connect = client['connect'] as (...args: unknown[]) => Promise<Queryable>;
    const patched = new WeakSet<object>();
    // Promise style only (transactions): pool.query checks out with a callback, and is delayed already.
    const delayedConnect = function (this: unknown, ...args: unknown[]) {
      if (typeof args[0] === 'function') return connect.apply(this, args);
      return connect.apply(this, args).then((checkedOut) => {
        if (!patched.has(checkedOut)) {
          patched.add(checkedOut);
          delayMethods(checkedOut, ['query'], ms, restores);
        }
        return checkedOut;
      });
    };
    client['connect'] = delayedConnect;
    restores.push(() => {
      client['connect'] = connect;
    });
  } else {
    delayMethods(client, ['query', 'exec'], ms, restores);
    const transaction = client['transaction'] as (
      callback: (tx: Record<string, unknown>) => Promise<unknown>,
    ) => Promise<unknown>;
    client['transaction'] = function (
      this: unknown,
      callback: (tx: Record<string, unknown>) => Promise<unknown>,
    ) {
      return transaction.call(this, (tx) => {
        delayMethods(tx, ['query', 'exec'], ms, []);
        return callback(tx);
      });
    };
    restores.push(() => {
      client['transaction'] = transaction;
    });
  }
  return () => {
    for (const restore of restores.reverse()) restore();
  };
}
