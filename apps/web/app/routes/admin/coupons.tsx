import { data, Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { getCouponBatch, listAdminCoupons } from '@souq/core/admin/coupons.service.ts';
import { COUPON_STATUSES } from '@souq/core/admin/promotion-options.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
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
  FilterSelect,
  KeysetPager,
  NoRows,
} from '../../components/admin/list-controls.tsx';
import { AdminDate, adminHref } from '../../components/admin/people-ui.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { isolateLtr } from '../../components/ui/bidi.ts';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { Icon } from '../../components/ui/icon.tsx';
import type { Route } from './+types/coupons';

/** Every coupon, newest first; the filters are the URL (`?q=&status=&batch=`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  const params = new URL(request.url).searchParams;
  const filters = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    batch: params.get('batch') ?? '',
  };
  const page = await listAdminCoupons(service, { ...filters, after: params.get('after') });
  let batch: { id: string; prefix: string; count: number } | null = null;
  if (filters.batch) {
    try {
      const found = await getCouponBatch(service, filters.batch);
      batch = { id: found.id, prefix: found.prefix, count: found.count };
    } catch (error) {
      if (!isDomainError(error)) throw error;
    }
  }
  return data(
    {
      locale: rc.locale,
      now: rc.now.toISOString(),
      filters,
      batch,
      next: page.next,
      rows: page.items.map((row) => ({
        ...row,
        startDate: row.startDate?.toISOString() ?? null,
        endDate: row.endDate?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.nav.coupons');
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

export default function AdminCoupons({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language, digits } = useLocale();
  const { locale, filters, rows, next, batch, now } = loaderData;
  const hrefOf = (row: Row) => adminHref(locale, `/coupons/${row.id}`);
  const stateOf = (row: Row): 'active' | 'inactive' | 'expired' =>
    row.endDate && row.endDate <= now ? 'expired' : row.status ? 'active' : 'inactive';
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'code',
      header: t('admin.promotions.coupons.columns.code'),
      cell: ({ row }) => (
        <Link
          to={hrefOf(row.original)}
          dir="ltr"
          className="font-mono font-semibold text-ink hover:text-brand"
          tabIndex={-1}
        >
          {row.original.code}
        </Link>
      ),
    },
    {
      id: 'title',
      header: t('admin.promotions.coupons.columns.title'),
      meta: { className: 'hidden md:table-cell' },
      cell: ({ row }) => row.original.title,
    },
    {
      id: 'gives',
      header: t('admin.promotions.coupons.columns.gives'),
      cell: ({ row }) => {
        const parts: string[] = [];
        if (row.original.discountPercent > 0)
          parts.push(t('admin.promotions.coupons.percentOff', { percent: row.original.discountPercent }));
        if (row.original.fixedAmountDiscountMinor && row.original.currency)
          parts.push(
            formatMoney(row.original.fixedAmountDiscountMinor, row.original.currency, language, { digits }),
          );
        if (row.original.freeDelivery) parts.push(t('admin.promotions.coupons.freeDelivery'));
        if (row.original.firstOrderOnly) parts.push(t('admin.promotions.coupons.firstOrderOnly'));
        return parts.join(' + ');
      },
    },
    {
      id: 'uses',
      header: t('admin.promotions.coupons.columns.uses'),
      meta: { numeric: true },
      cell: ({ row }) =>
        row.original.availableSales === null
          ? t('admin.promotions.coupons.usesUnlimited', { used: row.original.salesNumber })
          : t('admin.promotions.coupons.usesLeft', {
              used: row.original.salesNumber,
              left: row.original.availableSales,
            }),
    },
    {
      id: 'status',
      header: t('admin.promotions.coupons.columns.status'),
      cell: ({ row }) => {
        const state = stateOf(row.original);
        return (
          <Badge tone={state === 'active' ? 'success' : state === 'expired' ? 'warning' : 'neutral'}>
            {t(`admin.promotions.coupons.statuses.${state}`)}
          </Badge>
        );
      },
    },
    {
      id: 'ends',
      header: t('admin.promotions.coupons.columns.ends'),
      meta: { className: 'hidden whitespace-nowrap lg:table-cell' },
      cell: ({ row }) =>
        row.original.endDate ? (
          <AdminDate iso={new Date(new Date(row.original.endDate).getTime() - 86_400_000).toISOString()} />
        ) : (
          t('admin.common.none')
        ),
    },
  ];
  return (
    <AdminPage
      title={t('admin.nav.coupons')}
      description={t('admin.promotions.coupons.description')}
      actions={
        <>
          <Link
            to={adminHref(locale, '/coupons/generate')}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="coupons-generate"
          >
            {t('admin.promotions.bulk.open')}
          </Link>
          <Link
            to={adminHref(locale, '/coupons/new')}
            className={buttonClasses({ size: 'sm' })}
            data-testid="coupons-new"
          >
            <Icon name="plus" size={16} />
            {t('admin.promotions.coupons.new')}
          </Link>
        </>
      }
    >
      {batch ? (
        <Banner
          tone="info"
          title={t('admin.promotions.bulk.batchTitle', {
            prefix: isolateLtr(batch.prefix),
            count: batch.count,
          })}
          action={
            <a
              href={adminHref(locale, `/coupons/batches/${batch.id}/export`)}
              className={buttonClasses({ size: 'sm', variant: 'secondary' })}
              download
              data-testid="coupons-batch-export"
            >
              <Icon name="download" size={16} />
              {t('admin.table.exportCsv')}
            </a>
          }
        >
          {t('admin.promotions.bulk.batchBody')}
        </Banner>
      ) : null}
      <FilterBar testId="coupons-filters">
        {filters.batch ? <input type="hidden" name="batch" value={filters.batch} /> : null}
        <FilterField label={t('admin.promotions.coupons.search')} htmlFor="coupons-q">
          <input
            id="coupons-q"
            type="search"
            name="q"
            dir="ltr"
            defaultValue={filters.q}
            maxLength={64}
            className={`${filterControlClass} w-56`}
          />
        </FilterField>
        <FilterSelect
          label={t('admin.promotions.coupons.columns.status')}
          id="coupons-status"
          name="status"
          defaultValue={filters.status}
          options={COUPON_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.promotions.coupons.statuses.${status}`),
          }))}
        />
      </FilterBar>
      <DataTable
        caption={t('admin.promotions.coupons.caption')}
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={hrefOf}
        empty={<NoRows />}
        testId="admin-coupons"
      />
      <KeysetPager next={next} testId="admin-coupons-pager" />
    </AdminPage>
  );
}
