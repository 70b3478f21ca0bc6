/**
 * Keyset paging for the dashboard's lists that grow without bound (orders, the audit log): newest
 * first on (timestamp, id). The cursor carries the last row's timestamp at full (microsecond)
 * precision, read by `preciseTime` (a JavaScript Date keeps milliseconds only, and rows of the same
 * millisecond would be skipped), and its id, as opaque base64url. A cursor that does not decode is
 * the first page, never an error.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isUuid } from '../ids.ts';

export interface KeysetCursor {
  /** ISO 8601 with microseconds, UTC. */
  at: string;
  id: string;
}

/** Select this beside a row to make its cursor: the column as UTC text with microseconds. */
export const preciseTime = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeCursor = (cursor: KeysetCursor): string =>
  Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url');

const ISO_MICROS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

export function decodeCursor(text: string | null | undefined): KeysetCursor | null {
  if (!text || text.length > 200) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as unknown[];
    if (typeof at !== 'string' || typeof id !== 'string' || !isUuid(id) || !ISO_MICROS.test(at)) return null;
    return Number.isNaN(Date.parse(at)) ? null : { at, id: id.toLowerCase() };
  } catch {
    return null;
  }
}

/** Rows after `cursor` in newest-first order of (`time`, `id`); one index range on both columns. */
export const olderThan = (time: AnyColumn, id: AnyColumn, cursor: KeysetCursor): SQL =>
  sql`(${time}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;
