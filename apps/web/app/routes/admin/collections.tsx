import { data, Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { listAdminCollections } from '@souq/core/admin/collections.service.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { KeysetPager } from '../../components/admin/list-controls.tsx';
import { adminHref } from '../../components/admin/people-ui.tsx';
import { ActiveBadge, dayText } from '../../components/admin/merch-ui.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { Route } from './+types/collections';

/** Every collection, newest first, a keyset page at a time (issue 21). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'merchandising.write');
  const after = new URL(request.url).searchParams.get('after');
  const page = await listAdminCollections(service, { after });
  return data(
    {
      locale: rc.locale,
      next: page.next,
      collections: page.rows.map((row) => ({
        ...row,
        startDate: row.startDate?.toISOString() ?? null,
        // The last day shown is the day before the stored (exclusive) end.
        endDate: row.endDate ? new Date(row.endDate.getTime() - 86_400_000).toISOString() : null,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.merchandising.collections.title');
}

type Row = Route.ComponentProps['loaderData']['collections'][number];

export default function AdminCollections({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const { locale, collections, next } = loaderData;
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'title',
      header: t('admin.merchandising.collections.columns.title'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <Link
            to={adminHref(locale, `/collections/${row.original.id}`)}
            className="font-semibold text-ink hover:text-brand"
            tabIndex={-1}
          >
            {language === 'ar' ? row.original.arTitle : row.original.title}
          </Link>
          <span className="text-xs text-ink-muted" dir="ltr">
            /{row.original.slug}
          </span>
        </span>
      ),
    },
    {
      id: 'discount',
      header: t('admin.merchandising.collections.columns.discount'),
      meta: { numeric: true },
      cell: ({ row }) =>
        row.original.discountPercent > 0
          ? t('admin.merchandising.collections.percent', { n: row.original.discountPercent })
          : t('admin.common.none'),
    },
    {
      id: 'dates',
      header: t('admin.merchandising.collections.columns.dates'),
      cell: ({ row }) => (
        <span dir="ltr" className="tabular-nums">
          {dayText(row.original.startDate)} → {dayText(row.original.endDate)}
        </span>
      ),
    },
    {
      id: 'products',
      header: t('admin.merchandising.collections.columns.products'),
      meta: { numeric: true },
      cell: ({ row }) => row.original.productsCount,
    },
    {
      id: 'order',
      header: t('admin.merchandising.collections.columns.order'),
      meta: { numeric: true, className: 'hidden md:table-cell' },
      cell: ({ row }) => row.original.displayOrder,
    },
    {
      id: 'status',
      header: t('admin.merchandising.collections.columns.status'),
      cell: ({ row }) => <ActiveBadge active={row.original.status} />,
    },
  ];
  return (
    <AdminPage
      title={t('admin.merchandising.collections.title')}
      description={t('admin.merchandising.collections.description')}
      actions={
        <Link
          to={adminHref(locale, '/collections/new')}
          className={buttonClasses({ size: 'sm' })}
          data-testid="collection-new"
        >
          <Icon name="plus" size={16} />
          {t('admin.merchandising.collections.add')}
        </Link>
      }
    >
      <DataTable
        caption={t('admin.merchandising.collections.title')}
        rows={collections}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={(row) => adminHref(locale, `/collections/${row.id}`)}
        empty={
          <EmptyState
            illustration="search"
            title={t('admin.merchandising.collections.empty')}
            description={t('admin.merchandising.collections.emptyHint')}
          />
        }
        testId="admin-collections"
      />
      <KeysetPager next={next} testId="admin-collections-pager" />
    </AdminPage>
  );
}
