/**
 * Moving one row up or down a displayed list (slides, banners, adverts, FAQs): the rows of the
 * list are locked in their order, the row swaps places with its neighbour and the list is numbered
 * 0..n-1 again, so orders stay distinct whatever they were before (seeded rows may share one).
 */
import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../../context.ts';

/** A table of the content area with an id, a display order and a creation time. */
type OrderedTable = PgTable & { id: PgColumn; displayOrder: PgColumn; createdAt: PgColumn };

/** Moves `rowId` by `step` (-1 up, 1 down) in the list `scope` selects; null when it is not in it. */
export async function moveInList(
  ctx: ServiceContext,
  table: OrderedTable,
  scope: SQL | undefined,
  rowId: string,
  step: -1 | 1,
): Promise<{ from: number; to: number } | null> {
  const { id, displayOrder, createdAt } = table;
  const rows = (await ctx.db
    .select({ id })
    .from(table)
    .where(scope)
    .orderBy(asc(displayOrder), asc(createdAt), asc(id))
    .for('update')) as { id: string }[];
  const from = rows.findIndex((row) => row.id === rowId);
  if (from < 0) return null;
  const to = Math.min(rows.length - 1, Math.max(0, from + step));
  const ids = rows.map((row) => row.id);
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  if (ids.length > 0) {
    // One statement: each id gets its new position.
    const cases = sql.join(
      ids.map((value, index) => sql`when ${value}::uuid then ${index}::int`),
      sql` `,
    );
    await ctx.db
      .update(table)
      // Every ordered table of the content area names the column displayOrder.
      .set({ displayOrder: sql`case ${id} ${cases} end` } as never)
      .where(inArray(id, ids));
  }
  return { from, to };
}

/** The position after the last row of a list (a new row goes to its end). */
export async function nextPosition(
  ctx: ServiceContext,
  table: OrderedTable,
  scope: SQL | undefined,
): Promise<number> {
  const [row] = (await ctx.db
    .select({ last: sql<number | null>`max(${table.displayOrder})` })
    .from(table)
    .where(scope)) as { last: number | string | null }[];
  return row?.last == null ? 0 : Number(row.last) + 1;
}
