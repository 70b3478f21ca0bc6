import type { AppDb } from './client.ts';

/**
 * A Drizzle prepared query (`.prepare(name)` with `sql.placeholder`s) made once per database and
 * kept as long as the database lives, for the hottest reads (docs/decisions/042). Inside a
 * transaction `ctx.db` is the transaction: it gets a query of its own, dropped with it.
 */
export function preparedFor<Query>(prepare: (db: AppDb) => Query): (db: AppDb) => Query {
  const byDb = new WeakMap<AppDb, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) byDb.set(db, (query = prepare(db)));
    return query;
  };
}
