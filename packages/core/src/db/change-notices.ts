/**
 * Change notices between server processes (ARCHITECTURE.md, Scale; docs/decisions/037).
 *
 * A process may keep a copy of data in memory only when every process forgets that copy as soon as
 * the data changes. A write that changes such data calls `notifyChange(ctx, topic)` inside its
 * transaction: this process forgets its copies at once, and `pg_notify` tells every process that
 * listens, PostgreSQL delivering the notice only when (and if) the transaction commits. Each
 * process listens on one dedicated connection (`listenForChanges`, started by the runtime); on
 * PGlite, one process owns the database and PGlite delivers the notice in that process alone.
 * A listening connection that is lost may have missed notices: every copy is forgotten then, and
 * again once it is back.
 *
 * Caches subscribe with `onChange(topic, forget)`; a handler must be cheap and must not throw.
 */
import { sql } from 'drizzle-orm';
import type { AppDb, Database } from './client.ts';

export const CHANGE_CHANNEL = 'souq_changes';

/**
 * What changed: `catalog` (categories, collections, tags, attributes, products, their prices,
 * offers, images, stock and reviews, and the designers shown with them), `content` (posts,
 * sliders, banners, adverts, FAQs, content pages, careers, header texts, how-it-works) and
 * `settings` (the site settings and the payment method switches). Database triggers announce
 * every write to these tables (migration 0019, docs/decisions/039), so no service can forget to.
 */
export const CHANGE_TOPICS = ['catalog', 'content', 'settings'] as const;
export type ChangeTopic = (typeof CHANGE_TOPICS)[number];

/**
 * The subscriptions live on `globalThis` under a registered symbol: the production server loads
 * this module twice (through tsx for the server and its runtime, and bundled into the React Router
 * build that the page loaders run), and a cache in one copy must hear the listener of the other.
 */
const REGISTRY = Symbol.for('souq.change-notices');
type Registry = Map<ChangeTopic, Set<() => void>>;
const shared = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
const handlers: Registry = (shared[REGISTRY] ??= new Map());

/** Calls `forget` whenever `topic` changes, in this process or another. Answers the unsubscribe. */
export function onChange(topic: ChangeTopic, forget: () => void): () => void {
  let set = handlers.get(topic);
  if (!set) handlers.set(topic, (set = new Set()));
  set.add(forget);
  return () => set.delete(forget);
}

/** Runs the handlers of `topic` (or of every topic, after a gap in listening). */
export function dispatchChange(topic: ChangeTopic | 'all'): void {
  const topics = topic === 'all' ? CHANGE_TOPICS : [topic];
  for (const name of topics) {
    for (const forget of handlers.get(name) ?? []) {
      try {
        forget();
      } catch {
        // A cache that cannot forget must not fail the write that changed its data.
      }
    }
  }
}

const isTopic = (value: string): value is ChangeTopic => (CHANGE_TOPICS as readonly string[]).includes(value);

/**
 * Tells every process that `topic` changed: at once in this one, and through PostgreSQL to the
 * others when the caller's transaction commits (nothing is said when it rolls back).
 */
export async function notifyChange(ctx: { db: Pick<AppDb, 'execute'> }, topic: ChangeTopic): Promise<void> {
  dispatchChange(topic);
  await ctx.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${topic})`);
}

export interface ChangeListener {
  stop(): Promise<void>;
}

/**
 * Listens for the notices of every process on `database` (one dedicated connection on PostgreSQL)
 * and runs the subscribed handlers. The database's `listen` reconnects by itself and reports each
 * gap, after which every copy is forgotten.
 */
export async function listenForChanges(
  database: Pick<Database, 'listen'>,
  log?: { warn(details: object, message: string): void },
): Promise<ChangeListener> {
  const stop = await database.listen(CHANGE_CHANNEL, {
    notice: (payload) => {
      if (isTopic(payload)) dispatchChange(payload);
      else log?.warn({ payload }, 'unknown change notice');
    },
    gap: () => dispatchChange('all'),
  });
  return { stop };
}
