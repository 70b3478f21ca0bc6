import { listAdminPayouts, type AdminPayoutRow } from '@souq/core/admin/withdrawals.service.ts';
import type { ServiceContext } from '@souq/core/context.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { t as translate } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { csvResponse, type CsvColumn } from '../../lib/csv.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import type { Route } from './+types/payouts-export';

const STATUSES = ['requested', 'approved', 'paid', 'rejected'];

/**
 * The withdrawals desk as CSV (a resource route: the list page links here with its filters). The
 * page's tab `status` (none: requested, `all`: every status) and `seller`.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'payouts.read');
  const params = new URL(request.url).searchParams;
  const tab = params.get('status') ?? 'requested';
  const status = STATUSES.includes(tab) ? tab : null;
  return payoutsCsv(rc.locale, service, { status, seller: params.get('seller') });
}

/** The filtered desk as streamed CSV, a keyset page at a time (amounts in EGP, dates in UTC). */
function payoutsCsv(
  locale: LocaleCode,
  service: ServiceContext,
  filter: { status: string | null; seller: string | null },
) {
  const head = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  const columns: CsvColumn<AdminPayoutRow>[] = [
    { header: head('admin.payouts.columns.requestedAt'), value: (row) => row.requestedAt.toISOString() },
    { header: head('admin.payouts.columns.seller'), value: (row) => row.seller.name },
    { header: head('admin.designers.email'), value: (row) => row.seller.email },
    { header: head('admin.payouts.columns.amount'), value: (row) => row.amountMinor / 100 },
    { header: head('admin.payouts.columns.status'), value: (row) => row.status },
    {
      header: head('admin.payouts.columns.decided'),
      value: (row) => (row.paidAt ?? row.rejectedAt ?? row.approvedAt)?.toISOString(),
    },
    { header: head('admin.payouts.columns.reference'), value: (row) => row.reference },
    { header: head('admin.payouts.columns.note'), value: (row) => row.note },
    { header: head('admin.payouts.columns.decidedBy'), value: (row) => row.decidedBy },
  ];
  async function* batches() {
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listAdminPayouts>> = await listAdminPayouts(service, {
        ...filter,
        after,
      });
      yield page.items;
      after = page.next;
    } while (after);
  }
  return csvResponse(`withdrawals-${filter.status ?? 'all'}.csv`, columns, batches());
}
