import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import { useT } from '../../i18n/i18n.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon.tsx';
import { withParams, type ListSort } from './list-url.ts';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The server sort key of this column (`?sort=`); sortable only when given. */
    sortKey?: string;
    /** Numbers and money line up at the end of the cell. */
    numeric?: boolean;
    /** Extra classes for the header and cells (widths, hiding on small screens). */
    className?: string;
  }
}

export interface DataTableProps<Row> {
  /** What the table lists, for screen readers. */
  caption: string;
  rows: Row[];
  columns: ColumnDef<Row, unknown>[];
  rowId: (row: Row) => string;
  /** The detail page of a row: Enter on a focused row opens it. */
  rowHref?: (row: Row) => string;
  /** The list's current server sort (headers with a `sortKey` link to the others). */
  sort?: ListSort;
  /**
   * Bulk actions: a checkbox per row, named `name` and tied to the form `form` (by id), so the
   * selection posts with that form's action, JavaScript or not.
   */
  selection?: { form: string; name: string; label: (row: Row) => string };
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
  testId?: string;
}

/**
 * The dashboard's table (TanStack Table for the model, our markup for both directions): server
 * sort through the URL, an optional selection for bulk actions, and keyboard navigation (arrows move
 * between rows, Home and End jump, Enter opens the row). While the next page loads the table is
 * marked busy and dimmed.
 */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  rowId,
  rowHref,
  sort,
  selection,
  empty,
  testId,
}: DataTableProps<Row>) {
  const t = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const body = useRef<HTMLTableSectionElement>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // No React Compiler in this build; the table model is remade per render from the page's rows.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => rowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
  });
  const loading = navigation.state === 'loading' && navigation.location?.pathname === location.pathname;

  if (rows.length === 0) return <>{empty}</>;

  const allIds = rows.map(rowId);
  const allSelected = allIds.length > 0 && allIds.every((id) => selected.has(id));
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const focused = (event.target as HTMLElement).closest('tr');
    if (!focused || !body.current || focused !== event.target) return;
    const rowsOf = Array.from(body.current.querySelectorAll<HTMLTableRowElement>('tr[data-row]'));
    const index = rowsOf.indexOf(focused);
    const target =
      event.key === 'ArrowDown'
        ? rowsOf[index + 1]
        : event.key === 'ArrowUp'
          ? rowsOf[index - 1]
          : event.key === 'Home'
            ? rowsOf[0]
            : event.key === 'End'
              ? rowsOf.at(-1)
              : undefined;
    if (target) {
      event.preventDefault();
      target.focus();
    } else if (event.key === 'Enter' && focused.dataset.href) {
      event.preventDefault();
      void navigate(focused.dataset.href);
    }
  };

  return (
    <div
      className={cx(
        'overflow-x-auto rounded-card border border-line bg-surface transition-opacity',
        loading && 'opacity-60',
      )}
      aria-busy={loading}
      data-testid={testId}
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-sand/60 text-xs text-ink-muted">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col" className="w-10 px-3 py-2">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand"
                    aria-label={t('admin.table.selectAll')}
                    checked={allSelected}
                    onChange={(event) => setSelected(event.target.checked ? new Set(allIds) : new Set())}
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta;
                const label = header.isPlaceholder
                  ? null
                  : flexRender(header.column.columnDef.header, header.getContext());
                const active = sort && meta?.sortKey === sort.key ? sort.direction : null;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}
                    className={cx(
                      'whitespace-nowrap px-3 py-2 font-semibold',
                      meta?.numeric ? 'text-end' : 'text-start',
                      meta?.className,
                    )}
                  >
                    {meta?.sortKey ? (
                      <Link
                        to={withParams(location.search, {
                          sort: meta.sortKey,
                          dir: active === 'desc' ? 'asc' : 'desc',
                        })}
                        className="inline-flex items-center gap-1 hover:text-brand"
                        preventScrollReset
                      >
                        {label}
                        {active ? (
                          <Icon
                            name="chevron-down"
                            size={14}
                            className={active === 'asc' ? 'rotate-180' : undefined}
                            label={t(
                              active === 'asc' ? 'admin.table.sortAscending' : 'admin.table.sortDescending',
                            )}
                          />
                        ) : null}
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown}>
          {table.getRowModel().rows.map((row, index) => {
            const href = rowHref?.(row.original);
            return (
              <tr
                key={row.id}
                data-row=""
                data-href={href}
                tabIndex={index === 0 ? 0 : -1}
                className="border-t border-line hover:bg-sand/40 focus:bg-sand/60 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand"
                data-testid={testId ? `${testId}-row` : undefined}
              >
                {selection ? (
                  <td className="px-3 py-2">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand"
                      form={selection.form}
                      name={selection.name}
                      value={row.id}
                      aria-label={t('admin.table.selectRow', { name: selection.label(row.original) })}
                      checked={selected.has(row.id)}
                      onChange={(event) => toggle(row.id, event.target.checked)}
                    />
                  </td>
                ) : null}
                {row.getVisibleCells().map((cell) => {
                  const meta = cell.column.columnDef.meta;
                  return (
                    <td
                      key={cell.id}
                      className={cx(
                        'px-3 py-2 align-middle',
                        meta?.numeric ? 'num text-end' : 'text-start',
                        meta?.className,
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {selection ? (
        <p className="border-t border-line px-3 py-2 text-xs text-ink-muted" aria-live="polite">
          {t('admin.table.selected', { count: selected.size })}
        </p>
      ) : null}
    </div>
  );
}
