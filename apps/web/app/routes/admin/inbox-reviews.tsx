import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { countNewContactMessages } from '@souq/core/admin/inbox-messages.service.ts';
import { listModerationItems, setReviewVisible } from '@souq/core/admin/moderation.service.ts';
import { MODERATION_TYPES, MODERATION_VISIBILITY } from '@souq/core/admin/inbox-options.ts';
import { t as translate, useLocale, useT } from '../../i18n/i18n.ts';
import { can, requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { failed, formCall, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { loaderAndActionHeaders } from '../../lib/account-form.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { InboxTabs } from '../../components/admin/inbox-ui.tsx';
import { FilterBar, FilterSelect, KeysetPager } from '../../components/admin/list-controls.tsx';
import {
  AdminDate,
  adminHref,
  useAnswerToast,
  type AdminFormAnswer,
} from '../../components/admin/people-ui.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import type { Route } from './+types/inbox-reviews';

/** Moderation (issue 21): reviews, comments and discussion messages, newest first; hide and restore. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service, actor } = await requireAdmin(rc, 'inbox.read');
  const params = new URL(request.url).searchParams;
  const filters = { type: params.get('type') ?? '', visibility: params.get('visibility') ?? '' };
  const [page, newCount] = await Promise.all([
    listModerationItems(service, { ...filters, after: params.get('after') }),
    countNewContactMessages(service),
  ]);
  return data(
    {
      locale: rc.locale,
      filters,
      newCount,
      mayWrite: can(actor, 'inbox.write'),
      next: page.next,
      rows: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** hide or restore one item (`id`). */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'inbox.read');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  if (intent !== 'hide' && intent !== 'restore') throw new Response('Unknown intent', { status: 400 });
  const result = await formCall(rc.locale, () => setReviewVisible(service, id, intent === 'restore'));
  if (!result.ok) return failed(result.failure, { intent });
  return data(
    {
      ok: true as const,
      intent,
      message: translate(
        rc.locale,
        intent === 'hide' ? 'admin.inbox.reviews.hidden' : 'admin.inbox.reviews.restored',
      ),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.inbox.title');
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

function VisibilityForm({ row }: { row: Row }) {
  const t = useT();
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('id') === row.id;
  const kind = t(`admin.inbox.reviews.types.${row.type}`);
  const intent = row.visible ? 'hide' : 'restore';
  return (
    <Form method="post">
      <input type="hidden" name="id" value={row.id} />
      <input type="hidden" name="intent" value={intent} />
      <Button
        type="submit"
        size="sm"
        variant={row.visible ? 'secondary' : 'primary'}
        loading={saving}
        aria-label={t(row.visible ? 'admin.inbox.reviews.hideLabel' : 'admin.inbox.reviews.restoreLabel', {
          kind,
          name: row.authorName,
        })}
        data-testid={`review-${intent}`}
      >
        {t(row.visible ? 'admin.inbox.reviews.hide' : 'admin.inbox.reviews.restore')}
      </Button>
    </Form>
  );
}

export default function AdminInboxReviews({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const answer = useActionData() as AdminFormAnswer | undefined;
  useAnswerToast(answer);
  const { locale, filters, rows, next, newCount, mayWrite } = loaderData;
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'text',
      header: t('admin.inbox.reviews.columns.text'),
      cell: ({ row }) => (
        <span className="flex max-w-lg flex-col gap-1">
          <span className="flex flex-wrap items-center gap-1.5">
            <Badge size="sm">{t(`admin.inbox.reviews.types.${row.original.type}`)}</Badge>
            {row.original.isReply ? (
              <Badge size="sm" tone="info">
                {t('admin.inbox.reviews.reply')}
              </Badge>
            ) : null}
            {row.original.rating ? (
              <span className="num text-xs text-ink-muted">
                {t('admin.inbox.reviews.rating', { rating: row.original.rating })}
              </span>
            ) : null}
          </span>
          <span
            className={
              row.original.visible ? 'line-clamp-3 text-ink' : 'line-clamp-3 text-ink-muted line-through'
            }
            data-testid="review-text"
          >
            <bdi>{row.original.text}</bdi>
          </span>
        </span>
      ),
    },
    {
      id: 'on',
      header: t('admin.inbox.reviews.columns.on'),
      meta: { className: 'hidden md:table-cell' },
      cell: ({ row }) => {
        const item = row.original;
        if (item.productId && item.productName) {
          return (
            <Link
              to={localePath(locale, `/products/${item.productId}`)}
              className="text-brand hover:underline"
              tabIndex={-1}
            >
              {language === 'ar' ? item.productArName : item.productName}
            </Link>
          );
        }
        if (item.postId && item.postTitle) return language === 'ar' ? item.postArTitle : item.postTitle;
        return t('admin.inbox.reviews.deleted');
      },
    },
    {
      id: 'author',
      header: t('admin.inbox.reviews.columns.author'),
      meta: { className: 'hidden sm:table-cell' },
      cell: ({ row }) => (
        <Link
          to={adminHref(locale, `/customers/${row.original.authorId}`)}
          className="hover:text-brand"
          tabIndex={-1}
        >
          {row.original.authorName}
        </Link>
      ),
    },
    {
      id: 'written',
      header: t('admin.inbox.reviews.columns.written'),
      meta: { className: 'hidden lg:table-cell whitespace-nowrap' },
      cell: ({ row }) => <AdminDate iso={row.original.createdAt} time />,
    },
    {
      id: 'state',
      header: t('admin.inbox.reviews.columns.state'),
      cell: ({ row }) => (
        <Badge tone={row.original.visible ? 'success' : 'warning'}>
          {t(`admin.inbox.reviews.visibilities.${row.original.visible ? 'visible' : 'hidden'}`)}
        </Badge>
      ),
    },
    ...(mayWrite
      ? [
          {
            id: 'action',
            header: t('admin.inbox.reviews.columns.action'),
            cell: ({ row }) => <VisibilityForm row={row.original} />,
          } satisfies ColumnDef<Row, unknown>,
        ]
      : []),
  ];
  return (
    <AdminPage title={t('admin.inbox.title')} description={t('admin.inbox.description')}>
      <InboxTabs locale={locale} current="reviews" newCount={newCount} />
      <FilterBar testId="inbox-reviews-filters">
        <FilterSelect
          label={t('admin.inbox.reviews.type')}
          id="reviews-type"
          name="type"
          defaultValue={filters.type}
          options={MODERATION_TYPES.map((type) => ({
            value: type,
            label: t(`admin.inbox.reviews.types.${type}`),
          }))}
        />
        <FilterSelect
          label={t('admin.inbox.reviews.visibility')}
          id="reviews-visibility"
          name="visibility"
          defaultValue={filters.visibility}
          options={MODERATION_VISIBILITY.map((value) => ({
            value,
            label: t(`admin.inbox.reviews.visibilities.${value}`),
          }))}
        />
      </FilterBar>
      <DataTable
        caption={t('admin.inbox.reviews.caption')}
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        empty={
          <EmptyState
            illustration="search"
            title={t('admin.inbox.reviews.empty')}
            description={t('admin.inbox.reviews.emptyHint')}
          />
        }
        testId="inbox-reviews"
      />
      <KeysetPager next={next} testId="inbox-reviews-pager" />
    </AdminPage>
  );
}
