import { useMemo } from 'react';
import { data, Link, useLocation } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { approvePayout, markPayoutPaid, rejectPayout } from '@souq/core/designers/payouts.service.ts';
import {
  listAdminPayouts,
  listReferralWithdrawals,
  type AdminPayoutRow,
  type ReferralWithdrawalRow,
} from '@souq/core/admin/withdrawals.service.ts';
import type { PayoutView } from '@souq/core/designers/profits.service.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { can, requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { failed, formCall, PRIVATE_HEADERS, textOf, withField } from '../../lib/session.server.ts';
import { loaderAndActionHeaders } from '../../lib/account-form.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { KeysetPager } from '../../components/admin/list-controls.tsx';
import { withParams } from '../../components/admin/list-url.ts';
import { DateText } from '../../components/admin/sellers/date-text.tsx';
import { intentsFor, PayoutDecision } from '../../components/admin/sellers/payout-actions.tsx';
import { useStableFormatters } from '../../components/admin/sellers/use-formatters.ts';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { cx } from '../../components/ui/cx.ts';
import { adminHref } from '../../components/admin/sellers/admin-href.ts';
import type { Route } from './+types/payouts';

const TABS = ['requested', 'approved', 'paid', 'rejected', 'all', 'referrals'] as const;
type Tab = (typeof TABS)[number];

const tabOf = (value: string | null): Tab =>
  (TABS as readonly string[]).includes(value ?? '') ? (value as Tab) : 'requested';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Withdrawals (issue 17): sellers' payout requests by status, with the decisions in dialogs for
 * those who may decide (payouts.decide), and the referral profits moved to wallets, read-only.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { actor, service } = await requireAdmin(rc, 'payouts.read');
  const params = new URL(request.url).searchParams;
  const tab = tabOf(params.get('status'));
  const after = params.get('after');
  const seller = params.get('seller');
  const base = {
    locale: rc.locale,
    tab,
    seller,
    canDecide: can(actor, 'payouts.decide'),
    canOpenCustomers: can(actor, 'customers.read'),
  };
  if (tab === 'referrals') {
    const page = await listReferralWithdrawals(service, { after });
    return data(
      {
        ...base,
        payouts: [] as ReturnType<typeof payoutRow>[],
        referrals: page.items.map((row) => ({ ...row, at: row.at.toISOString() })),
        next: page.next,
      },
      { headers: PRIVATE_HEADERS },
    );
  }
  const status = tab === 'all' ? null : tab;
  const page = await listAdminPayouts(service, { status, seller, after });
  return data(
    { ...base, payouts: page.items.map(payoutRow), referrals: [] as ReferralRow[], next: page.next },
    { headers: PRIVATE_HEADERS },
  );
}

const payoutRow = (row: AdminPayoutRow) => ({
  ...row,
  requestedAt: row.requestedAt.toISOString(),
  approvedAt: iso(row.approvedAt),
  paidAt: iso(row.paidAt),
  rejectedAt: iso(row.rejectedAt),
});
type PayoutRow = ReturnType<typeof payoutRow>;
type ReferralRow = Omit<ReferralWithdrawalRow, 'at'> & { at: string };

const DECISIONS = {
  approve: (ctx: Parameters<typeof approvePayout>[0], form: FormData) =>
    approvePayout(ctx, { payout: textOf(form, 'payout') }),
  markPaid: (ctx: Parameters<typeof approvePayout>[0], form: FormData) =>
    markPayoutPaid(ctx, { payout: textOf(form, 'payout'), reference: textOf(form, 'reference') }),
  reject: (ctx: Parameters<typeof approvePayout>[0], form: FormData) =>
    rejectPayout(ctx, { payout: textOf(form, 'payout'), note: textOf(form, 'note') }),
} as const;

const DONE: Record<
  keyof typeof DECISIONS,
  'admin.payouts.approved' | 'admin.payouts.paid' | 'admin.payouts.rejected'
> = { approve: 'admin.payouts.approved', markPaid: 'admin.payouts.paid', reject: 'admin.payouts.rejected' };

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'payouts.decide');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  if (!(intent in DECISIONS)) throw data('Bad request', { status: 400 });
  const decide = DECISIONS[intent as keyof typeof DECISIONS];
  const result = await formCall(rc.locale, () => decide(service, form));
  if (!result.ok) {
    const failure = withField(result.failure, {
      PAYOUT_REFERENCE_REQUIRED: 'reference',
      VALIDATION_FAILED: intent === 'reject' ? 'note' : 'reference',
    });
    return failed(failure, {}, result.failure.code === 'PAYOUT_ALREADY_DECIDED' ? 409 : 400);
  }
  return data(
    { ok: true as const, message: translate(rc.locale, DONE[intent as keyof typeof DECISIONS]) },
    { headers: PRIVATE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.payouts.title');
}

const TONES: Record<PayoutView['status'], BadgeTone> = {
  requested: 'info',
  approved: 'warning',
  paid: 'success',
  rejected: 'danger',
};

export default function AdminPayouts({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { money } = useStableFormatters();
  const location = useLocation();
  const { locale, tab, seller, canDecide, canOpenCustomers, payouts, referrals, next } = loaderData;
  const action = `${location.pathname}${location.search}`;

  const payoutColumns = useMemo<ColumnDef<PayoutRow, unknown>[]>(
    () => [
      {
        id: 'requestedAt',
        header: t('admin.payouts.columns.requestedAt'),
        cell: ({ row }) => <DateText iso={row.original.requestedAt} />,
      },
      {
        id: 'seller',
        header: t('admin.payouts.columns.seller'),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <Link
              to={adminHref(locale, `/designers/${row.original.seller.id}`)}
              className="font-semibold text-ink hover:text-brand hover:underline"
            >
              {row.original.seller.name}
            </Link>
            <span className="text-xs text-ink-muted">
              {t(
                `admin.designers.roles.${row.original.seller.role === 'manufacturer' ? 'manufacturer' : 'designer'}`,
              )}
            </span>
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('admin.payouts.columns.amount'),
        meta: { numeric: true },
        cell: ({ row }) => <span className="font-semibold">{money(row.original.amountMinor, 'EGP')}</span>,
      },
      {
        id: 'status',
        header: t('admin.payouts.columns.status'),
        cell: ({ row }) => (
          <Badge tone={TONES[row.original.status]}>
            {t(`admin.payouts.statuses.${row.original.status}`)}
          </Badge>
        ),
      },
      {
        id: 'decided',
        header: t('admin.payouts.columns.decided'),
        cell: ({ row }) => (
          <DateText iso={row.original.paidAt ?? row.original.rejectedAt ?? row.original.approvedAt} />
        ),
      },
      {
        id: 'reference',
        header: t('admin.payouts.columns.reference'),
        cell: ({ row }) => (row.original.reference ? <bdi>{row.original.reference}</bdi> : '—'),
      },
      {
        id: 'note',
        header: t('admin.payouts.columns.note'),
        meta: { className: 'max-w-48 truncate' },
        cell: ({ row }) => row.original.note ?? '—',
      },
      {
        id: 'decidedBy',
        header: t('admin.payouts.columns.decidedBy'),
        cell: ({ row }) => row.original.decidedBy ?? '—',
      },
      ...(canDecide
        ? [
            {
              id: 'actions',
              header: t('admin.table.actions'),
              cell: ({ row }: { row: { original: PayoutRow } }) => (
                <div className="flex flex-wrap gap-1.5">
                  {intentsFor(row.original.status).map((intent) => (
                    <PayoutDecision
                      key={intent}
                      intent={intent}
                      payoutId={row.original.id}
                      amount={money(row.original.amountMinor, 'EGP')}
                      seller={row.original.seller.name}
                      action={action}
                    />
                  ))}
                </div>
              ),
            } satisfies ColumnDef<PayoutRow, unknown>,
          ]
        : []),
    ],
    [t, money, locale, canDecide, action],
  );

  const referralColumns = useMemo<ColumnDef<ReferralRow, unknown>[]>(
    () => [
      {
        id: 'date',
        header: t('admin.payouts.columns.date'),
        cell: ({ row }) => <DateText iso={row.original.at} time />,
      },
      {
        id: 'user',
        header: t('admin.payouts.columns.user'),
        cell: ({ row }) => (
          <span className="flex flex-col">
            {canOpenCustomers ? (
              <Link
                to={adminHref(locale, `/customers/${row.original.user.id}`)}
                className="font-semibold text-ink hover:text-brand hover:underline"
              >
                {row.original.user.name}
              </Link>
            ) : (
              <span className="font-semibold">{row.original.user.name}</span>
            )}
            {row.original.user.email ? (
              <bdi className="text-xs text-ink-muted">{row.original.user.email}</bdi>
            ) : null}
          </span>
        ),
      },
      {
        id: 'amount',
        header: t('admin.payouts.columns.amount'),
        meta: { numeric: true },
        cell: ({ row }) => (
          <span className="font-semibold">{money(row.original.amountMinor, row.original.currency)}</span>
        ),
      },
      {
        id: 'note',
        header: t('admin.payouts.columns.note'),
        // requestReferralCodeProfit writes its own name as the note: shown as what it means.
        cell: ({ row }) =>
          row.original.note === 'requestReferralCodeProfit'
            ? t('admin.payouts.movedToWallet')
            : (row.original.note ?? '—'),
      },
    ],
    [t, money, locale, canOpenCustomers],
  );

  const sellerName = seller ? payouts[0]?.seller.name : null;
  return (
    <AdminPage
      title={t('admin.payouts.title')}
      actions={
        tab === 'referrals' ? null : (
          <a
            href={`${location.pathname.replace(/\/$/, '')}/export${withParams(location.search, {})}`}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            download
            data-testid="payouts-csv"
          >
            {t('admin.table.exportCsv')}
          </a>
        )
      }
      description={tab === 'referrals' ? t('admin.payouts.referralsHint') : t('admin.payouts.description')}
    >
      <nav aria-label={t('admin.payouts.statusLabel')} className="flex flex-wrap gap-1 border-b border-line">
        {TABS.map((name) => (
          <Link
            key={name}
            to={withParams(seller && name !== 'referrals' ? `?seller=${seller}` : '', {
              status: name === 'requested' ? null : name,
            })}
            aria-current={name === tab ? 'page' : undefined}
            className={cx(
              '-mb-px border-b-2 px-3 py-2 text-sm font-medium',
              name === tab ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink',
            )}
            data-testid={`payouts-tab-${name}`}
          >
            {t(`admin.payouts.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      {seller && tab !== 'referrals' ? (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {sellerName ? t('admin.payouts.sellerFilter', { name: sellerName }) : null}
          <Link
            to={withParams(location.search, { seller: null })}
            className="font-semibold text-brand hover:underline"
          >
            {t('admin.payouts.clearSeller')}
          </Link>
        </p>
      ) : null}
      {tab === 'referrals' ? (
        <DataTable
          caption={t('admin.payouts.tabs.referrals')}
          rows={referrals}
          columns={referralColumns}
          rowId={(row) => row.id}
          empty={<EmptyState illustration="search" title={t('admin.payouts.noReferrals')} />}
          testId="referral-withdrawals"
        />
      ) : (
        <DataTable
          caption={t(`admin.payouts.tabs.${tab}`)}
          rows={payouts}
          columns={payoutColumns}
          rowId={(row) => row.id}
          empty={<EmptyState illustration="search" title={t('admin.payouts.noPayouts')} />}
          testId="admin-payouts"
        />
      )}
      <KeysetPager next={next} testId="payouts-pager" />
    </AdminPage>
  );
}
