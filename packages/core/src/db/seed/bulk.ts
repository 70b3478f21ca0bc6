import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { AppDb } from '../client.ts';

/** The database or a transaction of it: both run the seed's statements. */
export type SeedDb = Pick<AppDb, 'execute'>;

/**
 * Inserts many rows with one parameter per statement: the rows travel as one JSON text and
 * PostgreSQL unpacks them with json_populate_recordset into the table's own row type. This is
 * several times faster than a multi-row VALUES list (nothing to bind per value) and stays far from
 * the 65,535-parameter limit, which lets 100,000 demo products seed in about a minute on PGlite.
 *
 * Rows are grouped by the keys they set, and each group inserts only those columns, so a key left
 * out of a row gets the column's database default rather than null.
 */
export async function bulkInsert<T extends PgTable>(
  ctx: { db: SeedDb },
  table: T,
  rows: readonly T['$inferInsert'][],
  chunkSize = 2000,
): Promise<number> {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const groups = new Map<string, { keys: string[]; rows: Record<string, unknown>[] }>();
  for (const row of rows) {
    const keys = Object.keys(row).filter((key) => (row as Record<string, unknown>)[key] !== undefined);
    const signature = keys.join(',');
    let group = groups.get(signature);
    if (!group) groups.set(signature, (group = { keys, rows: [] }));
    group.rows.push(row as Record<string, unknown>);
  }
  for (const { keys, rows: groupRows } of groups.values()) {
    const names = keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`${getTableName(table)} has no column for "${key}"`);
      return [key, column.name] as const;
    });
    const list = sql.join(
      names.map(([, name]) => sql.identifier(name)),
      sql`, `,
    );
    for (let start = 0; start < groupRows.length; start += chunkSize) {
      const chunk = groupRows.slice(start, start + chunkSize).map((row) => {
        const record: Record<string, unknown> = {};
        for (const [key, name] of names) record[name] = row[key];
        return record;
      });
      await ctx.db.execute(
        sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(chunk)}::json)`,
      );
    }
  }
  return rows.length;
}
