import { data, Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { listAdminCustomers } from '@souq/core/admin/customers.service.ts';
import { CUSTOMER_ROLES, CUSTOMER_STATUSES } from '@souq/core/admin/people-options.ts';
import { COUNTRIES } from '@souq/core/locale/locales.ts';
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
  KeysetPager,
  NoRows,
  FilterSelect,
} from '../../components/admin/list-controls.tsx';
import {
  AdminDate,
  countryKey,
  RoleBadge,
  StatusBadge,
  type PersonRole,
  adminHref,
} from '../../components/admin/people-ui.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import type { Route } from './+types/customers';

/** Everyone with an account, newest first; the filters are the URL (`?q=&role=&status=&country=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'customers.read');
  const params = new URL(request.url).searchParams;
  const filters = {
    q: params.get('q') ?? '',
    role: params.get('role') ?? '',
    status: params.get('status') ?? '',
    country: params.get('country') ?? '',
  };
  const page = await listAdminCustomers(service, { ...filters, after: params.get('after') });
  return data(
    {
      locale: rc.locale,
      filters,
      next: page.next,
      rows: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.customers.title');
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, filters, rows, next } = loaderData;
  const hrefOf = (row: Row) => adminHref(locale, `/customers/${row.id}`);
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'name',
      header: t('admin.customers.columns.name'),
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          <Link to={hrefOf(row.original)} className="font-semibold text-ink hover:text-brand" tabIndex={-1}>
            <bdi>{row.original.name}</bdi>
          </Link>
          {row.original.privilageType ? (
            <Badge tone="brand" size="sm">
              {t('admin.customers.staffBadge')}
            </Badge>
          ) : null}
        </span>
      ),
    },
    {
      id: 'email',
      header: t('admin.customers.columns.email'),
      cell: ({ row }) => (
        <span dir="ltr" className="text-ink-soft">
          {row.original.email ?? t('admin.common.none')}
        </span>
      ),
    },
    {
      id: 'phone',
      header: t('admin.customers.columns.phone'),
      meta: { className: 'hidden whitespace-nowrap md:table-cell' },
      cell: ({ row }) =>
        row.original.phone ? (
          <span dir="ltr" className="num">
            {[row.original.dialCode, row.original.phone].filter(Boolean).join(' ')}
          </span>
        ) : (
          t('admin.common.none')
        ),
    },
    {
      id: 'role',
      header: t('admin.customers.columns.role'),
      cell: ({ row }) => <RoleBadge role={row.original.role as PersonRole} />,
    },
    {
      id: 'status',
      header: t('admin.customers.columns.status'),
      cell: ({ row }) => <StatusBadge active={row.original.active} />,
    },
    {
      id: 'country',
      header: t('admin.customers.columns.country'),
      meta: { className: 'hidden lg:table-cell' },
      cell: ({ row }) => {
        const key = countryKey(row.original.country);
        return key ? t(key) : (row.original.country ?? t('admin.common.none'));
      },
    },
    {
      id: 'joined',
      header: t('admin.customers.columns.joined'),
      meta: { className: 'hidden whitespace-nowrap md:table-cell' },
      cell: ({ row }) => <AdminDate iso={row.original.createdAt} />,
    },
  ];
  return (
    <AdminPage title={t('admin.customers.title')} description={t('admin.customers.description')}>
      <FilterBar testId="admin-customers-filters">
        <FilterField label={t('admin.customers.search')} htmlFor="customers-q">
          <input
            id="customers-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={200}
            className={`${filterControlClass} w-64`}
          />
        </FilterField>
        <FilterSelect
          label={t('admin.customers.role')}
          id="customers-role"
          name="role"
          defaultValue={filters.role}
          options={CUSTOMER_ROLES.map((role) => ({ value: role, label: t(`admin.customers.roles.${role}`) }))}
        />
        <FilterSelect
          label={t('admin.customers.status')}
          id="customers-status"
          name="status"
          defaultValue={filters.status}
          options={CUSTOMER_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.customers.statuses.${status}`),
          }))}
        />
        <FilterSelect
          label={t('admin.customers.country')}
          id="customers-country"
          name="country"
          defaultValue={filters.country}
          options={COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }))}
        />
      </FilterBar>
      <DataTable
        caption={t('admin.customers.caption')}
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={hrefOf}
        empty={<NoRows />}
        testId="admin-customers"
      />
      <KeysetPager next={next} testId="admin-customers-pager" />
    </AdminPage>
  );
}
