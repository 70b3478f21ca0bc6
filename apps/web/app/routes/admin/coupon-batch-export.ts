import { exportCouponBatch, getCouponBatch, type CouponExportRow } from '@souq/core/admin/coupons.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { data } from 'react-router';
import { t } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { csvResponse, type CsvColumn } from '../../lib/csv.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import type { Route } from './+types/coupon-batch-export';

/**
 * coupons/batches/:batchId/export: the codes of one bulk generation as streamed CSV (csv.server.ts:
 * byte order mark, formula cells defused), headers in the page's language.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  const { locale } = rc;
  let prefix: string;
  try {
    prefix = (await getCouponBatch(service, params.batchId)).prefix;
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
  const day = (date: Date | null) => date?.toISOString().slice(0, 10) ?? '';
  const columns: CsvColumn<CouponExportRow>[] = [
    { header: t(locale, 'admin.promotions.bulk.csv.code'), value: (row) => row.code },
    {
      header: t(locale, 'admin.promotions.bulk.csv.status'),
      value: (row) =>
        t(
          locale,
          row.salesNumber > 0
            ? 'admin.promotions.bulk.csv.used'
            : row.status
              ? 'admin.promotions.bulk.csv.unused'
              : 'admin.promotions.bulk.csv.off',
        ),
    },
    { header: t(locale, 'admin.promotions.bulk.csv.starts'), value: (row) => day(row.startDate) },
    // The stored end is the first instant it no longer works: the last day is the day before.
    {
      header: t(locale, 'admin.promotions.bulk.csv.lastDay'),
      value: (row) => day(row.endDate ? new Date(row.endDate.getTime() - 86_400_000) : null),
    },
  ];
  return csvResponse(`coupons-${prefix}.csv`, columns, exportCouponBatch(service, params.batchId));
}
