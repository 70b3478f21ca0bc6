import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset.ts';

describe('keyset cursors', () => {
  it('round-trip the timestamp with its microseconds and the id', () => {
    const cursor = { at: '2026-11-27T10:11:12.123456Z', id: '0b5f0b4e-8d8e-4c1e-9a39-1f6e7e5d9c11' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
  });

  it('read anything else as the first page', () => {
    for (const text of [null, '', 'x', '%%%', encodeCursor({ at: 'yesterday', id: 'a' }), 'a'.repeat(500)])
      expect(decodeCursor(text)).toBeNull();
    expect(decodeCursor(Buffer.from('{"at":1}').toString('base64url'))).toBeNull();
  });
});
