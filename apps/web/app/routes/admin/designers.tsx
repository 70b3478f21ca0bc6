import { useMemo } from 'react';
import { data, Link, useLocation } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { listSellers, SELLER_SORTS, type SellerRow } from '@souq/core/admin/sellers.service.ts';
import { useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
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
import { parseSort, withParams } from '../../components/admin/list-url.ts';
import { useStableFormatters } from '../../components/admin/sellers/use-formatters.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { Icon } from '../../components/ui/icon.tsx';
import { adminHref } from '../../components/admin/sellers/admin-href.ts';
import type { Route } from './+types/designers';

/** Designers and manufacturers (issue 17): search, role and featured filters, sums per seller. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'designers.read');
  const params = new URL(request.url).searchParams;
  const sort = parseSort(params, SELLER_SORTS, { key: 'newest', direction: 'desc' });
  const filters = {
    q: params.get('q') ?? '',
    role: params.get('role') ?? '',
    featured: params.get('featured') ?? '',
  };
  const page = await listSellers(service, {
    ...filters,
    sort: sort.key,
    dir: sort.direction,
    page: params.get('page'),
  });
  return data({ locale: rc.locale, filters, sort, ...page }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.designers.title');
}

export default function AdminDesigners({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { money, count } = useStableFormatters();
  const location = useLocation();
  const { locale, filters, sort, items, total, page, pages } = loaderData;
  const columns = useMemo<ColumnDef<SellerRow, unknown>[]>(
    () => [
      {
        id: 'name',
        header: t('admin.designers.columns.name'),
        meta: { sortKey: 'name' },
        cell: ({ row }) => (
          <span className="flex min-w-40 flex-col">
            <Link
              to={adminHref(locale, `/designers/${row.original.id}`)}
              className="font-semibold text-ink hover:text-brand hover:underline"
            >
              {row.original.name}
            </Link>
            {row.original.email ? <bdi className="text-xs text-ink-muted">{row.original.email}</bdi> : null}
          </span>
        ),
      },
      {
        id: 'role',
        header: t('admin.designers.columns.role'),
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-1">
            <Badge tone={row.original.role === 'designer' ? 'brand' : 'accent'}>
              {t(`admin.designers.roles.${row.original.role}`)}
            </Badge>
            {row.original.status ? null : <Badge tone="danger">{t('admin.designers.blocked')}</Badge>}
          </span>
        ),
      },
      {
        id: 'products',
        header: t('admin.designers.columns.products'),
        meta: { sortKey: 'products', numeric: true },
        cell: ({ row }) => count(row.original.productsCount),
      },
      {
        id: 'sales',
        header: t('admin.designers.columns.sales'),
        meta: { sortKey: 'sales', numeric: true },
        cell: ({ row }) => count(row.original.salesCount),
      },
      {
        id: 'total',
        header: t('admin.designers.columns.total'),
        meta: { sortKey: 'total', numeric: true },
        cell: ({ row }) => money(row.original.totalMinor, 'EGP'),
      },
      {
        id: 'paid',
        header: t('admin.designers.columns.paid'),
        meta: { numeric: true, className: 'hidden lg:table-cell' },
        cell: ({ row }) => money(row.original.paidMinor, 'EGP'),
      },
      {
        id: 'requested',
        header: t('admin.designers.columns.requested'),
        meta: { numeric: true, className: 'hidden lg:table-cell' },
        cell: ({ row }) =>
          row.original.requestedMinor > 0 ? (
            <Link
              to={adminHref(locale, `/payouts?seller=${row.original.id}`)}
              className="text-brand hover:underline"
            >
              {money(row.original.requestedMinor, 'EGP')}
            </Link>
          ) : (
            money(0, 'EGP')
          ),
      },
      {
        id: 'remain',
        header: t('admin.designers.columns.remain'),
        meta: { sortKey: 'remain', numeric: true },
        cell: ({ row }) => <span className="font-semibold">{money(row.original.remainMinor, 'EGP')}</span>,
      },
      {
        id: 'featured',
        header: t('admin.designers.columns.featured'),
        cell: ({ row }) =>
          row.original.featured ? (
            <Icon name="star" size={16} className="text-accent" label={t('admin.designers.featured')} />
          ) : null,
      },
    ],
    [t, money, count, locale],
  );
  return (
    <AdminPage
      title={t('admin.designers.title')}
      description={`${t('admin.designers.description')} ${t('admin.designers.count', { count: total })}`}
    >
      <FilterBar testId="designers-filters">
        <FilterField label={t('admin.designers.search')} htmlFor="designers-q">
          <input
            id="designers-q"
            name="q"
            type="search"
            defaultValue={filters.q}
            placeholder={t('admin.designers.searchPlaceholder')}
            className={filterControlClass}
            maxLength={100}
          />
        </FilterField>
        <FilterSelect
          label={t('admin.designers.role')}
          id="designers-role"
          name="role"
          defaultValue={filters.role}
          options={[
            { value: 'designer', label: t('admin.designers.roles.designer') },
            { value: 'manufacturer', label: t('admin.designers.roles.manufacturer') },
          ]}
        />
        <FilterSelect
          label={t('admin.designers.featured')}
          id="designers-featured"
          name="featured"
          defaultValue={filters.featured}
          options={[
            { value: 'yes', label: t('admin.designers.featuredYes') },
            { value: 'no', label: t('admin.designers.featuredNo') },
          ]}
        />
      </FilterBar>
      <DataTable
        caption={t('admin.designers.title')}
        rows={items}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={(row) => adminHref(locale, `/designers/${row.id}`)}
        sort={sort}
        empty={<NoRows />}
        testId="admin-designers"
      />
      {pages > 1 ? (
        <nav
          className="flex items-center justify-end gap-2"
          aria-label={t('admin.designers.page', { page, pages })}
        >
          <span className="text-sm text-ink-muted">{t('admin.designers.page', { page, pages })}</span>
          {page > 1 ? (
            <Link
              to={withParams(location.search, { page: page === 2 ? null : String(page - 1) })}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              {t('admin.table.previous')}
            </Link>
          ) : null}
          {page < pages ? (
            <Link
              to={withParams(location.search, { page: String(page + 1) })}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              data-testid="designers-next"
            >
              {t('admin.table.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </AdminPage>
  );
}
