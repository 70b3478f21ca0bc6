import { data, Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { listAdminPosts } from '@souq/core/admin/content/posts-admin.service.ts';
import { POST_STATUSES, POST_TYPES } from '@souq/core/admin/content/content-options.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { FilterBar, FilterSelect, KeysetPager } from '../../components/admin/list-controls.tsx';
import { AdminDate, adminHref } from '../../components/admin/people-ui.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import type { Route } from './+types/content-posts';

/** Blog and news posts, drafts included (issue 21): type and status filters, keyset pages. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const params = new URL(request.url).searchParams;
  const list = await listAdminPosts(service, {
    type: params.get('type'),
    status: params.get('status'),
    after: params.get('after'),
  });
  return data(
    {
      locale: rc.locale,
      filters: { type: list.type ?? '', status: list.status ?? '' },
      filtered: Boolean(list.type || list.status || params.get('after')),
      rows: list.rows,
      next: list.next,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.content.posts.title');
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

export default function AdminContentPosts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const { locale, filters, filtered, rows, next } = loaderData;
  const hrefOf = (row: Row) => adminHref(locale, `/content/posts/${row.id}`);
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'title',
      header: t('admin.content.posts.columns.title'),
      cell: ({ row }) => (
        <Link to={hrefOf(row.original)} className="font-semibold text-ink hover:text-brand" tabIndex={-1}>
          {language === 'ar' ? row.original.arTitle : row.original.title}
        </Link>
      ),
    },
    {
      id: 'type',
      header: t('admin.content.posts.columns.type'),
      cell: ({ row }) => t(`admin.content.posts.types.${row.original.type}`),
    },
    {
      id: 'status',
      header: t('admin.content.posts.columns.status'),
      cell: ({ row }) =>
        row.original.publishedAt ? (
          <Badge tone="success">{t('admin.content.posts.statuses.published')}</Badge>
        ) : (
          <Badge tone="neutral">{t('admin.content.posts.statuses.draft')}</Badge>
        ),
    },
    {
      id: 'created',
      header: t('admin.content.posts.columns.created'),
      meta: { className: 'hidden whitespace-nowrap md:table-cell' },
      cell: ({ row }) => <AdminDate iso={row.original.createdAt} />,
    },
    {
      id: 'published',
      header: t('admin.content.posts.columns.published'),
      meta: { className: 'hidden whitespace-nowrap md:table-cell' },
      cell: ({ row }) =>
        row.original.publishedAt ? <AdminDate iso={row.original.publishedAt} /> : t('admin.common.none'),
    },
  ];
  return (
    <AdminPage
      title={t('admin.content.posts.title')}
      description={t('admin.content.posts.description')}
      breadcrumbs={[{ label: t('admin.content.hub.title'), href: adminHref(locale, '/content') }]}
      actions={
        <Link
          to={adminHref(locale, '/content/posts/new')}
          className={buttonClasses({ size: 'sm' })}
          data-testid="content-post-new"
        >
          <Icon name="plus" size={16} />
          {t('admin.content.posts.new')}
        </Link>
      }
    >
      <FilterBar testId="content-posts-filters">
        <FilterSelect
          label={t('admin.content.posts.type')}
          id="posts-type"
          name="type"
          defaultValue={filters.type}
          options={POST_TYPES.map((type) => ({ value: type, label: t(`admin.content.posts.types.${type}`) }))}
        />
        <FilterSelect
          label={t('admin.content.posts.status')}
          id="posts-status"
          name="status"
          defaultValue={filters.status}
          options={POST_STATUSES.map((status) => ({
            value: status,
            label: t(`admin.content.posts.statuses.${status}`),
          }))}
        />
      </FilterBar>
      <DataTable
        caption={t('admin.content.posts.title')}
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={hrefOf}
        empty={
          filtered ? (
            <EmptyState title={t('admin.table.empty')} description={t('admin.table.emptyHint')} />
          ) : (
            <EmptyState
              title={t('admin.content.posts.empty')}
              description={t('admin.content.posts.emptyText')}
            />
          )
        }
        testId="content-posts"
      />
      <KeysetPager next={next} testId="content-posts-pager" />
    </AdminPage>
  );
}
