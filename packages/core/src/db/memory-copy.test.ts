import { describe, expect, it } from 'vitest';
import { dispatchChange } from './change-notices.ts';
import type { AppDb } from './client.ts';
import { keepCopiesOf, memoryCopy, stopCopiesOf } from './memory-copy.ts';

/** A stand-in database: the copy only uses it as a key. */
const fakeDb = () => ({}) as AppDb;

/** A copy of "the value of `key` in `db`" that counts its loads. */
function countingCopy() {
  const loads: string[] = [];
  let version = 0;
  const read = memoryCopy(['settings'], async (ctx, key: string) => {
    loads.push(key);
    return `${key}@${(version += 1)}`;
  });
  return { read, loads };
}

describe('memoryCopy (issue 20, docs/decisions/042)', () => {
  it('reads once per database and key while nothing changes', async () => {
    const db = fakeDb();
    keepCopiesOf(db);
    const { read, loads } = countingCopy();
    expect(await read({ db }, 'eg')).toBe('eg@1');
    expect(await read({ db }, 'eg')).toBe('eg@1');
    expect(await read({ db }, 'sa')).toBe('sa@2');
    expect(loads).toEqual(['eg', 'sa']);
  });

  it('keeps the copies of each database apart', async () => {
    const [first, second] = [fakeDb(), fakeDb()];
    keepCopiesOf(first);
    keepCopiesOf(second);
    const { read, loads } = countingCopy();
    await read({ db: first }, 'eg');
    expect(await read({ db: second }, 'eg')).toBe('eg@2');
    expect(loads).toEqual(['eg', 'eg']);
  });

  it('forgets on a change notice of its topic, not of another', async () => {
    const db = fakeDb();
    keepCopiesOf(db);
    const { read } = countingCopy();
    await read({ db }, 'eg');
    dispatchChange('catalog');
    expect(await read({ db }, 'eg')).toBe('eg@1');
    dispatchChange('settings');
    expect(await read({ db }, 'eg')).toBe('eg@2');
  });

  it('keeps nothing for a database nobody listens to (a transaction, a test database)', async () => {
    const db = fakeDb();
    const { read, loads } = countingCopy();
    await read({ db }, 'eg');
    await read({ db }, 'eg');
    expect(loads).toEqual(['eg', 'eg']);
    keepCopiesOf(db);
    await read({ db }, 'eg');
    stopCopiesOf(db);
    expect(await read({ db }, 'eg')).toBe('eg@4');
  });

  it('does not keep a failed read', async () => {
    const db = fakeDb();
    keepCopiesOf(db);
    let fail = true;
    const read = memoryCopy(['content'], async () => {
      if (fail) throw new Error('database unavailable');
      return 'read';
    });
    await expect(read({ db }, 'key')).rejects.toThrow('database unavailable');
    fail = false;
    expect(await read({ db }, 'key')).toBe('read');
  });
});

describe('memoryCopy bounds', () => {
  it('keeps at most maxEntries keys, dropping the least recently read', async () => {
    const db = fakeDb();
    keepCopiesOf(db);
    const loads: string[] = [];
    const read = memoryCopy(['catalog'], async (ctx, key: string) => void loads.push(key), { maxEntries: 2 });
    await read({ db }, 'a');
    await read({ db }, 'b');
    await read({ db }, 'a');
    await read({ db }, 'c');
    await read({ db }, 'a');
    await read({ db }, 'b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('reads again a copy older than maxAgeMs', async () => {
    const db = fakeDb();
    keepCopiesOf(db);
    const loads: string[] = [];
    const read = memoryCopy(['catalog'], async (ctx, key: string) => void loads.push(key), { maxAgeMs: 0 });
    await read({ db }, 'a');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await read({ db }, 'a');
    expect(loads).toEqual(['a', 'a']);
  });
});
