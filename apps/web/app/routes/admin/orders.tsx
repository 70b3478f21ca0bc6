import { data, Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  ADMIN_ORDER_STATUSES,
  ADMIN_PAYMENT_METHODS,
  listAdminOrders,
} from '@souq/core/admin/orders.service.ts';
import {
  COUNTRIES,
  countryOf,
  timeZoneOf,
  type CountryCode,
  type CurrencyCode,
} from '@souq/core/locale/locales.ts';
import { useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { DateFilter } from '../../components/admin/date-filter.tsx';
import {
  FilterBar,
  FilterField,
  filterControlClass,
  KeysetPager,
  NoRows,
  FilterSelect,
} from '../../components/admin/list-controls.tsx';
import { OrderStatusBadge } from '../../components/orders/order-details.tsx';
import { useMoney } from '../../components/seller/seller-ui.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import {
  orderFiltersOf,
  ORDER_FILTER_NAMES,
  ordersPath,
  useAdminDateTime,
  usePaymentLabel,
} from '../../components/admin/orders/order-view.ts';
import type { Route } from './+types/orders';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'orders.read');
  const params = new URL(request.url).searchParams;
  const filters = orderFiltersOf(params);
  const page = await listAdminOrders(service, { ...filters, after: params.get('after') });
  return data(
    {
      locale: rc.locale,
      filters,
      // The options of the filter bar, from the service (the page's bundle holds no server code).
      statuses: ADMIN_ORDER_STATUSES,
      payments: ADMIN_PAYMENT_METHODS,
      timeZone: timeZoneOf(countryOf(rc.locale)),
      next: page.next,
      rows: page.items.map((row) => ({
        id: row.id,
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        status: row.status,
        country: row.country,
        currency: row.currency,
        paymentMethod: row.paymentMethod,
        totalMinor: row.totalMinor,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.orders.title');
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const paymentLabel = usePaymentLabel();
  const { locale, filters, rows, next, timeZone, statuses, payments } = loaderData;
  const dateTime = useAdminDateTime(timeZone);
  const exportParams = new URLSearchParams();
  for (const name of ORDER_FILTER_NAMES) if (filters[name]) exportParams.set(name, filters[name]);
  const exportHref = `${ordersPath(locale, '/export')}${exportParams.size ? `?${exportParams}` : ''}`;

  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'number',
      header: t('admin.orders.columns.number'),
      cell: ({ row }) => (
        <Link
          to={ordersPath(locale, `/${row.original.id}`)}
          className="num whitespace-nowrap font-semibold text-brand hover:underline"
          dir="ltr"
          tabIndex={-1}
        >
          {row.original.number}
        </Link>
      ),
    },
    {
      id: 'date',
      header: t('admin.orders.columns.date'),
      cell: ({ row }) => (
        <time dateTime={row.original.createdAt} className="num whitespace-nowrap">
          {dateTime(row.original.createdAt)}
        </time>
      ),
    },
    {
      id: 'customer',
      header: t('admin.orders.columns.customer'),
      cell: ({ row }) => (
        <div className="flex min-w-0 flex-col">
          <span className="truncate font-medium text-ink">
            {row.original.customerName ? <bdi>{row.original.customerName}</bdi> : '—'}
          </span>
          {row.original.customerEmail ? (
            <span className="truncate text-xs text-ink-muted">
              <bdi dir="ltr">{row.original.customerEmail}</bdi>
            </span>
          ) : null}
        </div>
      ),
    },
    {
      id: 'country',
      header: t('admin.orders.columns.country'),
      cell: ({ row }) => t(`countries.${row.original.country as CountryCode}`),
      meta: { className: 'hidden md:table-cell' },
    },
    {
      id: 'payment',
      header: t('admin.orders.columns.payment'),
      cell: ({ row }) => paymentLabel(row.original.paymentMethod),
      meta: { className: 'hidden lg:table-cell' },
    },
    {
      id: 'status',
      header: t('admin.orders.columns.status'),
      cell: ({ row }) => <OrderStatusBadge status={row.original.status} />,
    },
    {
      id: 'total',
      header: t('admin.orders.columns.total'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap font-semibold">
          {money(row.original.totalMinor, row.original.currency as CurrencyCode)}
        </span>
      ),
      meta: { numeric: true },
    },
  ];

  return (
    <AdminPage
      title={t('admin.orders.title')}
      description={t('admin.orders.description')}
      actions={
        <a
          href={exportHref}
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          data-testid="orders-export"
          download
        >
          {t('admin.table.exportCsv')}
        </a>
      }
    >
      <FilterBar testId="orders-filters">
        <FilterField label={t('admin.orders.filters.number')} htmlFor="filter-q">
          <input
            id="filter-q"
            name="q"
            type="search"
            dir="ltr"
            defaultValue={filters.q}
            placeholder={t('admin.orders.filters.numberPlaceholder')}
            className={filterControlClass}
          />
        </FilterField>
        <FilterSelect
          label={t('admin.orders.filters.status')}
          id="filter-status"
          name="status"
          defaultValue={filters.status}
          options={statuses.map((status) => ({ value: status, label: t(`orders.statuses.${status}`) }))}
        />
        <FilterSelect
          label={t('admin.orders.filters.country')}
          id="filter-country"
          name="country"
          defaultValue={filters.country}
          options={COUNTRIES.map((country) => ({ value: country, label: t(`countries.${country}`) }))}
        />
        <FilterSelect
          label={t('admin.orders.filters.payment')}
          id="filter-payment"
          name="payment"
          defaultValue={filters.payment}
          options={payments.map((method) => ({ value: method, label: paymentLabel(method) }))}
        />
        <DateFilter
          name="from"
          label={t('admin.orders.filters.from')}
          defaultValue={filters.from || null}
          calendarLabel={t('admin.orders.filters.openCalendar')}
        />
        <DateFilter
          name="to"
          label={t('admin.orders.filters.to')}
          defaultValue={filters.to || null}
          calendarLabel={t('admin.orders.filters.openCalendar')}
        />
        <FilterField label={t('admin.orders.filters.customer')} htmlFor="filter-customer">
          <input
            id="filter-customer"
            name="customer"
            type="search"
            defaultValue={filters.customer}
            placeholder={t('admin.orders.filters.customerPlaceholder')}
            className={filterControlClass}
          />
        </FilterField>
        <FilterField label={t('admin.orders.filters.designer')} htmlFor="filter-designer">
          <input
            id="filter-designer"
            name="designer"
            type="search"
            defaultValue={filters.designer}
            placeholder={t('admin.orders.filters.designerPlaceholder')}
            className={filterControlClass}
          />
        </FilterField>
        <FilterSelect
          label={t('admin.orders.filters.design')}
          id="filter-design"
          name="design"
          defaultValue={filters.design}
          options={[
            { value: 'yes', label: t('admin.orders.filters.designYes') },
            { value: 'no', label: t('admin.orders.filters.designNo') },
          ]}
        />
      </FilterBar>
      <DataTable
        caption={t('admin.orders.caption')}
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={(row) => ordersPath(locale, `/${row.id}`)}
        empty={<NoRows />}
        testId="orders-table"
      />
      <KeysetPager next={next} testId="orders-pager" />
    </AdminPage>
  );
}
