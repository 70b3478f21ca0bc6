import { exportAdminOrders, type AdminOrderExportRow } from '@souq/core/admin/orders.service.ts';
import { minorToDecimalString } from '@souq/core/money/money.ts';
import { t } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { csvResponse, type CsvColumn } from '../../lib/csv.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { orderFiltersOf } from '../../components/admin/orders/order-view.ts';
import type { Route } from './+types/orders-export';

/**
 * orders/export?<the list's filters>: every filtered order as streamed CSV, headers in the page's
 * language, amounts in major units of the order's currency.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'orders.read');
  const { locale } = rc;
  const filters = orderFiltersOf(new URL(request.url).searchParams);
  const money =
    (pick: (row: AdminOrderExportRow) => number) =>
    (row: AdminOrderExportRow): string =>
      minorToDecimalString(pick(row), row.currency);
  const columns: CsvColumn<AdminOrderExportRow>[] = [
    { header: t(locale, 'admin.orders.csv.number'), value: (row) => row.number },
    { header: t(locale, 'admin.orders.csv.createdAt'), value: (row) => row.createdAt.toISOString() },
    {
      header: t(locale, 'admin.orders.csv.status'),
      value: (row) => t(locale, `orders.statuses.${row.status}`),
    },
    { header: t(locale, 'admin.orders.csv.country'), value: (row) => row.country },
    { header: t(locale, 'admin.orders.csv.currency'), value: (row) => row.currency },
    { header: t(locale, 'admin.orders.csv.paymentMethod'), value: (row) => row.paymentMethod },
    { header: t(locale, 'admin.orders.csv.paymentStatus'), value: (row) => row.paymentStatus },
    { header: t(locale, 'admin.orders.csv.customer'), value: (row) => row.customerName },
    { header: t(locale, 'admin.orders.csv.email'), value: (row) => row.customerEmail },
    { header: t(locale, 'admin.orders.csv.phone'), value: (row) => row.address?.phone },
    { header: t(locale, 'admin.orders.csv.city'), value: (row) => row.address?.city },
    { header: t(locale, 'admin.orders.csv.subtotal'), value: money((row) => row.subtotalMinor) },
    { header: t(locale, 'admin.orders.csv.discount'), value: money((row) => row.discountMinor) },
    { header: t(locale, 'admin.orders.csv.shipping'), value: money((row) => row.shippingMinor) },
    { header: t(locale, 'admin.orders.csv.codFees'), value: money((row) => row.codFeesMinor) },
    { header: t(locale, 'admin.orders.csv.codAmount'), value: money((row) => row.codAmountMinor) },
    { header: t(locale, 'admin.orders.csv.total'), value: money((row) => row.totalMinor) },
    { header: t(locale, 'admin.orders.csv.refunded'), value: money((row) => row.refundedMinor) },
  ];
  const day = rc.now.toISOString().slice(0, 10);
  return csvResponse(`orders-${day}.csv`, columns, exportAdminOrders(service, filters));
}
