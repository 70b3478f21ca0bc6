import { data, Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { listAdminGiftCards } from '@souq/core/admin/gift-cards.service.ts';
import { GIFT_CARD_STATES } from '@souq/core/admin/promotion-options.ts';
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
import { GiftCardStateBadge } from '../../components/admin/promotions/gift-card-state.tsx';
import type { Route } from './+types/gift-cards';

/** Every gift card, newest first; `?q=` finds a code (or its last four), a name or an email. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  const params = new URL(request.url).searchParams;
  const filters = { q: params.get('q') ?? '', state: params.get('state') ?? '' };
  const page = await listAdminGiftCards(service, { ...filters, after: params.get('after') });
  return data(
    {
      locale: rc.locale,
      filters,
      next: page.next,
      rows: page.items.map((row) => ({
        ...row,
        startAt: row.startAt.toISOString(),
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
  return adminMeta(loaderData, 'admin.nav.giftCards');
}

type Row = Route.ComponentProps['loaderData']['rows'][number];

export default function AdminGiftCards({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language, digits } = useLocale();
  const { locale, filters, rows, next } = loaderData;
  const hrefOf = (row: Row) => adminHref(locale, `/gift-cards/${row.id}`);
  const money = (minor: number, row: Row) => formatMoney(minor, row.currency, language, { digits });
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'code',
      header: t('admin.promotions.giftCards.columns.code'),
      cell: ({ row }) => (
        <Link
          to={hrefOf(row.original)}
          dir="ltr"
          className="whitespace-nowrap font-mono text-ink hover:text-brand"
          tabIndex={-1}
        >
          {row.original.maskedCode}
        </Link>
      ),
    },
    {
      id: 'buyer',
      header: t('admin.promotions.giftCards.columns.buyer'),
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{row.original.senderName}</span>
          <span dir="ltr" className="text-xs text-ink-muted">
            {row.original.senderEmail}
          </span>
        </span>
      ),
    },
    {
      id: 'recipient',
      header: t('admin.promotions.giftCards.columns.recipient'),
      meta: { className: 'hidden md:table-cell' },
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{row.original.recipientName}</span>
          <span dir="ltr" className="text-xs text-ink-muted">
            {row.original.recipientEmail}
          </span>
        </span>
      ),
    },
    {
      id: 'amount',
      header: t('admin.promotions.giftCards.columns.amount'),
      meta: { numeric: true, className: 'whitespace-nowrap' },
      cell: ({ row }) => money(row.original.priceMinor, row.original),
    },
    {
      id: 'balance',
      header: t('admin.promotions.giftCards.columns.balance'),
      meta: { numeric: true, className: 'whitespace-nowrap' },
      cell: ({ row }) => money(row.original.restAmountMinor, row.original),
    },
    {
      id: 'currency',
      header: t('admin.promotions.giftCards.columns.currency'),
      meta: { className: 'hidden lg:table-cell' },
      cell: ({ row }) => t(`currencies.${row.original.currency}`),
    },
    {
      id: 'state',
      header: t('admin.promotions.giftCards.columns.state'),
      cell: ({ row }) => <GiftCardStateBadge state={row.original.state} />,
    },
    {
      id: 'created',
      header: t('admin.promotions.giftCards.columns.created'),
      meta: { className: 'hidden whitespace-nowrap lg:table-cell' },
      cell: ({ row }) => <AdminDate iso={row.original.createdAt} />,
    },
  ];
  return (
    <AdminPage title={t('admin.nav.giftCards')} description={t('admin.promotions.giftCards.description')}>
      <FilterBar testId="gift-cards-filters">
        <FilterField label={t('admin.promotions.giftCards.search')} htmlFor="gift-cards-q">
          <input
            id="gift-cards-q"
            type="search"
            name="q"
            defaultValue={filters.q}
            maxLength={200}
            className={`${filterControlClass} w-64`}
          />
        </FilterField>
        <FilterSelect
          label={t('admin.promotions.giftCards.columns.state')}
          id="gift-cards-state"
          name="state"
          defaultValue={filters.state}
          options={GIFT_CARD_STATES.map((state) => ({
            value: state,
            label: t(`admin.promotions.giftCards.states.${state}`),
          }))}
        />
      </FilterBar>
      <DataTable
        caption={t('admin.promotions.giftCards.caption')}
        rows={rows}
        columns={columns}
        rowId={(row) => row.id}
        rowHref={hrefOf}
        empty={<NoRows />}
        testId="admin-gift-cards"
      />
      <KeysetPager next={next} testId="admin-gift-cards-pager" />
    </AdminPage>
  );
}
