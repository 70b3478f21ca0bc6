import { data, Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { countNewContactMessages, listContactMessages } from '@souq/core/admin/inbox-messages.service.ts';
import { CONTACT_MESSAGE_STATUSES } from '@souq/core/admin/inbox-options.ts';
import { isFeedbackType } from '@souq/core/content/feedback-types.ts';
import { useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { ContactStatusBadge, InboxTabs } from '../../components/admin/inbox-ui.tsx';
import {
  FilterBar,
  FilterField,
  filterControlClass,
  KeysetPager,
} from '../../components/admin/list-controls.tsx';
import { AdminDate, adminHref } from '../../components/admin/people-ui.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import type { Route } from './+types/inbox-messages';

/** The contact messages (issue 21): open ones by default, or one status (`?status=`), newest first. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'inbox.read');
  const params = new URL(request.url).searchParams;
  const status = params.get('status') ?? '';
  const [page, newCount] = await Promise.all([
    listContactMessages(service, { status, after: params.get('after') }),
    countNewContactMessages(service),
  ]);
  return data(
    {
      locale: rc.locale,
      status,
      newCount,
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
  return adminMeta(loaderData, 'admin.inbox.title');
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

export default function AdminInboxMessages({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, status, rows, next, newCount } = loaderData;
  const hrefOf = (row: Row) => adminHref(locale, `/inbox/messages/${row.id}`);
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'from',
      header: t('admin.inbox.messages.columns.from'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <Link
            to={hrefOf(row.original)}
            tabIndex={-1}
            className={
              row.original.status === 'new'
                ? 'font-bold text-ink hover:text-brand'
                : 'font-medium text-ink hover:text-brand'
            }
          >
            {row.original.name}
          </Link>
          <span dir="ltr" className="text-start text-xs text-ink-muted">
            {row.original.email}
          </span>
        </span>
      ),
    },
    {
      id: 'subject',
      header: t('admin.inbox.messages.columns.subject'),
      meta: { className: 'hidden md:table-cell whitespace-nowrap' },
      cell: ({ row }) =>
        isFeedbackType(row.original.feedbackType)
          ? t(`content.feedbackTypes.${row.original.feedbackType}`)
          : t('admin.common.none'),
    },
    {
      id: 'message',
      header: t('admin.inbox.messages.columns.message'),
      meta: { className: 'hidden lg:table-cell' },
      cell: ({ row }) => (
        <span className="line-clamp-2 max-w-md text-ink-soft">
          <bdi>{row.original.excerpt}</bdi>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('admin.inbox.messages.columns.status'),
      cell: ({ row }) => <ContactStatusBadge status={row.original.status} />,
    },
    {
      id: 'received',
      header: t('admin.inbox.messages.columns.received'),
      meta: { className: 'whitespace-nowrap' },
      cell: ({ row }) => <AdminDate iso={row.original.createdAt} time />,
    },
  ];
  return (
    <AdminPage
      title={t('admin.inbox.title')}
      description={
        <span data-testid="inbox-new-summary">{t('admin.inbox.newCount', { count: newCount })}</span>
      }
    >
      <InboxTabs locale={locale} current="messages" newCount={newCount} />
      <FilterBar testId="inbox-messages-filters">
        <FilterField label={t('admin.inbox.messages.status')} htmlFor="inbox-status">
          <select id="inbox-status" name="status" defaultValue={status} className={filterControlClass}>
            <option value="">{t('admin.inbox.messages.open')}</option>
            {CONTACT_MESSAGE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`admin.inbox.statuses.${value}`)}
              </option>
            ))}
          </select>
        </FilterField>
      </FilterBar>
      <DataTable
        caption={t('admin.inbox.messages.caption')}
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={hrefOf}
        empty={
          <EmptyState
            illustration="search"
            title={t('admin.inbox.messages.empty')}
            description={t('admin.inbox.messages.emptyHint')}
          />
        }
        testId="inbox-messages"
      />
      <KeysetPager next={next} testId="inbox-messages-pager" />
    </AdminPage>
  );
}
