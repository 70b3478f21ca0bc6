import { useMemo } from 'react';
import { data, Link, NavLink, useLocation } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { listTicketQueue, type TicketQueueRow } from '@souq/core/admin/tickets.service.ts';
import type { TicketStatus } from '@souq/core/designers/tickets.service.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import {
  FilterBar,
  FilterField,
  filterControlClass,
  NoRows,
  FilterSelect,
} from '../../components/admin/list-controls.tsx';
import { withParams } from '../../components/admin/list-url.ts';
import { AdminTicketStatus } from '../../components/admin/ticket-status.tsx';
import { OrderDate } from '../../components/orders/order-details.tsx';
import { useCount, useMoney } from '../../components/seller/seller-ui.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { cx } from '../../components/ui/cx.ts';
import type { Route } from './+types/tickets';

const TABS = ['waiting', 'accepted', 'rejected', 'all'] as const;
type Tab = (typeof TABS)[number];

type Row = Omit<TicketQueueRow, 'createdAt' | 'decidedAt'> & { createdAt: string; decidedAt: string | null };

/**
 * The ticket desk's queue (issue 17): a tab per status (waiting first, oldest first), filters by
 * designer, category and name in the URL, sortable columns, page by page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'tickets.read');
  const params = new URL(request.url).searchParams;
  const queue = await listTicketQueue(service, {
    status: params.get('status'),
    designer: params.get('designer'),
    category: params.get('category'),
    q: params.get('q'),
    sort: params.get('sort'),
    dir: params.get('dir'),
    page: params.get('page'),
  });
  return data(
    {
      locale: rc.locale,
      ...queue,
      items: queue.items.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        decidedAt: row.decidedAt?.toISOString() ?? null,
      })),
      filters: {
        designer: params.get('designer') ?? '',
        category: params.get('category') ?? '',
        q: params.get('q') ?? '',
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.tickets.title');
}

function StatusTabs({ current, counts }: { current: Tab; counts: Record<TicketStatus, number> }) {
  const t = useT();
  const location = useLocation();
  const count = useCount();
  const total = counts.waiting + counts.accepted + counts.rejected;
  return (
    <nav aria-label={t('admin.tickets.tabs.label')} className="flex flex-wrap gap-1 border-b border-line">
      {TABS.map((tab) => {
        const active = tab === current;
        return (
          <NavLink
            key={tab}
            to={withParams(location.search, {
              status: tab === 'waiting' ? null : tab,
              page: null,
              sort: null,
              dir: null,
            })}
            aria-current={active ? 'page' : undefined}
            data-testid={`tickets-tab-${tab}`}
            className={cx(
              '-mb-px inline-flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium',
              active ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {t(`admin.tickets.tabs.${tab}`)}
            <span className="num rounded-full bg-sand px-2 text-xs text-ink">
              {count(tab === 'all' ? total : counts[tab])}
            </span>
          </NavLink>
        );
      })}
    </nav>
  );
}

function Pager({ page, hasNext }: { page: number; hasNext: boolean }) {
  const t = useT();
  const location = useLocation();
  const count = useCount();
  if (page === 1 && !hasNext) return null;
  return (
    <nav className="flex items-center justify-end gap-2" aria-label={t('admin.tickets.pager.label')}>
      {page > 1 ? (
        <Link
          to={withParams(location.search, { page: page === 2 ? null : String(page - 1) })}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          {t('admin.tickets.pager.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-ink-muted">{t('admin.tickets.pager.page', { page: count(page) })}</span>
      {hasNext ? (
        <Link
          to={withParams(location.search, { page: String(page + 1) })}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          data-testid="tickets-next"
        >
          {t('admin.tickets.pager.next')}
        </Link>
      ) : null}
    </nav>
  );
}

export default function AdminTickets({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, language } = useLocale();
  const money = useMoney();
  const count = useCount();
  const { items, status, sort, dir, page, hasNext, counts, categories, filters } = loaderData;
  const categoryName = (category: { name: string; arName: string }) =>
    language === 'ar' && category.arName ? category.arName : category.name;

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.tickets.columns.name'),
        meta: { sortKey: 'name' },
        cell: ({ row }) => (
          <Link
            to={localePath(locale, `/admin/tickets/${row.original.id}`)}
            className="font-semibold text-ink hover:text-brand hover:underline"
            tabIndex={-1}
          >
            <bdi>{row.original.name}</bdi>
          </Link>
        ),
      },
      {
        id: 'designer',
        header: t('admin.tickets.columns.designer'),
        cell: ({ row }) => (
          <div className="flex flex-col items-start">
            <bdi>{row.original.designer.name}</bdi>
            {row.original.designer.email ? (
              <span dir="ltr" className="text-start text-xs text-ink-muted">
                {row.original.designer.email}
              </span>
            ) : null}
          </div>
        ),
      },
      {
        id: 'category',
        header: t('admin.tickets.columns.category'),
        cell: ({ row }) =>
          row.original.category ? categoryName(row.original.category) : t('admin.common.none'),
      },
      {
        id: 'price',
        header: t('admin.tickets.columns.basePrice'),
        meta: { sortKey: 'price', numeric: true },
        cell: ({ row }) =>
          row.original.basePriceMinor === null
            ? t('admin.common.none')
            : money(row.original.basePriceMinor, row.original.currency),
      },
      {
        id: 'files',
        header: t('admin.tickets.columns.files'),
        meta: { numeric: true },
        cell: ({ row }) => count(row.original.files),
      },
      {
        id: 'unread',
        header: t('admin.tickets.columns.unread'),
        meta: { sortKey: 'unread', numeric: true },
        cell: ({ row }) =>
          row.original.unread > 0 ? (
            <span
              className="num inline-grid h-5 min-w-5 place-items-center rounded-full bg-sale px-1.5 text-2xs font-bold text-white"
              title={t('admin.tickets.unreadLabel', { count: count(row.original.unread) })}
            >
              {count(row.original.unread)}
            </span>
          ) : (
            <span className="text-ink-muted">{count(0)}</span>
          ),
      },
      {
        id: 'filed',
        header: t('admin.tickets.columns.filed'),
        meta: { sortKey: 'filed', className: 'whitespace-nowrap' },
        cell: ({ row }) => <OrderDate iso={row.original.createdAt} />,
      },
      {
        id: 'status',
        header: t('admin.tickets.columns.status'),
        cell: ({ row }) => <AdminTicketStatus status={row.original.status} />,
      },
      {
        id: 'decided',
        header: t('admin.tickets.columns.decided'),
        meta: { sortKey: 'decided', className: 'whitespace-nowrap' },
        cell: ({ row }) =>
          row.original.decidedAt ? <OrderDate iso={row.original.decidedAt} /> : t('admin.common.none'),
      },
    ],
    // The labels follow the page's language; the rest is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale],
  );

  return (
    <AdminPage title={t('admin.tickets.title')} description={t('admin.tickets.description')}>
      <StatusTabs current={status} counts={counts} />
      <FilterBar testId="tickets-filters">
        {status !== 'waiting' ? <input type="hidden" name="status" value={status} /> : null}
        <FilterField label={t('admin.tickets.filters.search')} htmlFor="tickets-q">
          <input
            id="tickets-q"
            name="q"
            type="search"
            maxLength={200}
            defaultValue={filters.q}
            placeholder={t('admin.tickets.filters.searchPlaceholder')}
            className={filterControlClass}
          />
        </FilterField>
        <FilterField label={t('admin.tickets.filters.designer')} htmlFor="tickets-designer">
          <input
            id="tickets-designer"
            name="designer"
            type="search"
            maxLength={200}
            defaultValue={filters.designer}
            placeholder={t('admin.tickets.filters.designerPlaceholder')}
            className={filterControlClass}
          />
        </FilterField>
        <FilterSelect
          label={t('admin.tickets.filters.category')}
          id="tickets-category"
          name="category"
          defaultValue={filters.category}
          options={categories.map((category) => ({ value: category.id, label: categoryName(category) }))}
        />
      </FilterBar>
      <DataTable<Row>
        caption={t('admin.tickets.caption', {
          status: t(`admin.tickets.tabs.${status}`),
        })}
        rows={items}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={(row) => localePath(locale, `/admin/tickets/${row.id}`)}
        sort={{ key: sort, direction: dir }}
        empty={<NoRows />}
        testId="tickets-table"
      />
      <Pager page={page} hasNext={hasNext} />
    </AdminPage>
  );
}
