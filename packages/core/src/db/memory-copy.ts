/**
 * In-memory copies of what every page reads and rarely changes: the settings, the category tree of
 * the header, the sales menu, the payment method switches, the header texts (issue 20,
 * docs/decisions/042).
 *
 * A copy is kept only for a database whose change notices this process hears (`keepCopiesOf`,
 * called by `createRuntime` once it listens): the database's own triggers announce every write to
 * the tables behind a copy (migration 0019), and `onChange` forgets the copy at once. A database
 * nobody listens to (a test's, a script's) and a transaction (`ctx.db` is then the transaction,
 * never a listened database) are read every time, so a copy never outlives a write it did not hear.
 *
 * Copies are keyed by the database they came from: test files share one module instance while
 * each has its own database (docs/decisions/038). The production server loads this module twice
 * (the server through tsx, the page loaders bundled): the set of listened databases lives on
 * `globalThis`, each module copy keeps its own copies and hears the same notices.
 */
import type { DbContext } from '../context.ts';
import { onChange, type ChangeTopic } from './change-notices.ts';
import type { AppDb } from './client.ts';

const LISTENED = Symbol.for('souq.memory-copy.listened');
const SHARED_COPIES = Symbol.for('souq.memory-copy.shared');
type Copies = WeakMap<AppDb, Map<unknown, Kept<unknown>>>;
const shared = globalThis as typeof globalThis & {
  [LISTENED]?: WeakSet<AppDb>;
  [SHARED_COPIES]?: Map<string, { copies: Copies }>;
};
const listened: WeakSet<AppDb> = (shared[LISTENED] ??= new WeakSet());
const sharedCopies = (shared[SHARED_COPIES] ??= new Map());

/** Copies of `db`'s data may be kept from now on: this process hears every change of it. */
export function keepCopiesOf(db: AppDb): void {
  listened.add(db);
}

/** Stops keeping copies of `db` (its listener stopped). */
export function stopCopiesOf(db: AppDb): void {
  listened.delete(db);
}

export interface MemoryCopyOptions {
  /** At most this many keys per database: the least recently read goes first (keys from URLs). */
  maxEntries?: number;
  /** A copy older than this is read again: a backstop for what no notice announces. */
  maxAgeMs?: number;
  /**
   * One copy for both module copies of the production server (the server's and the page
   * loaders'), under this name: what the server reads for itself (the settings' locale strategy,
   * server/locale-settings.ts) costs the pages no second read.
   */
  shareAs?: string;
}

interface Kept<Value> {
  at: number;
  value: Promise<Value>;
}

/**
 * `load` behind a copy per database and key, forgotten whenever one of `topics` changes. What
 * `load` answers must depend only on the database and the key (never on the clock or the actor),
 * and callers must not change it: every request shares the one value. A failed load is not kept.
 */
export function memoryCopy<Key, Value>(
  topics: readonly ChangeTopic[],
  load: (ctx: DbContext, key: Key) => Promise<Value>,
  { maxEntries = Infinity, maxAgeMs = Infinity, shareAs }: MemoryCopyOptions = {},
): (ctx: DbContext, key: Key) => Promise<Value> {
  let holder: { copies: Copies } = { copies: new WeakMap() };
  if (shareAs) {
    const known = sharedCopies.get(shareAs);
    if (known) holder = known;
    else sharedCopies.set(shareAs, holder);
  }
  // A load under way when the change is heard lands in the forgotten map, never in the new one.
  for (const topic of topics) onChange(topic, () => (holder.copies = new WeakMap()));
  return (ctx, key) => {
    if (!listened.has(ctx.db)) return load(ctx, key);
    const copies = holder.copies as WeakMap<AppDb, Map<Key, Kept<Value>>>;
    let byKey = copies.get(ctx.db);
    if (!byKey) copies.set(ctx.db, (byKey = new Map()));
    const now = Date.now();
    const known = byKey.get(key);
    if (known && now - known.at <= maxAgeMs) {
      if (maxEntries !== Infinity) {
        // Most recently read last: the map's first key is the one to drop.
        byKey.delete(key);
        byKey.set(key, known);
      }
      return known.value;
    }
    const loading = load(ctx, key);
    const kept = byKey;
    const entry = { at: now, value: loading };
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > maxEntries) kept.delete(kept.keys().next().value as Key);
    loading.catch(() => {
      if (kept.get(key) === entry) kept.delete(key);
    });
    return loading;
  };
}
