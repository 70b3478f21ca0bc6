import { lazy, Suspense, useId, useMemo, useSyncExternalStore } from 'react';
import { formatMoney } from '@souq/core/money/money.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { cx } from '../ui/cx.ts';
import { chartRows, formatCount, type ChartPeriod, type MonthPoint } from './chart-data.ts';
import { StaticSalesChart } from './static-sales-chart.tsx';

// Its own chunk: only the pages that draw a chart (the seller pages, the dashboard's overview and
// seller page) download Recharts, after hydration.
const RechartsSalesChart = lazy(() => import('./recharts-sales-chart.tsx'));

const noSubscription = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/** The two boxes of the server's SVG: a phone's and a wider screen's (the aspect ratio of each). */
const NARROW = { width: 360, height: 220 };
const WIDE = { width: 720, height: 280 };

/**
 * Profit (bars, EGP) and pieces sold (line) per month, the last months oldest first. The server
 * sends an SVG (StaticSalesChart) in a box of fixed aspect ratio; in the browser Recharts takes
 * the same box once loaded, so nothing moves. A visually hidden table carries the figures for
 * screen readers and for anyone without the picture.
 */
export function SalesChart({
  points,
  title,
  className,
  period = 'month',
  labels,
}: {
  points: readonly MonthPoint[];
  title: string;
  className?: string;
  /** Months (the seller pages) or days (the dashboard's overview). */
  period?: ChartPeriod;
  /** The bars', the line's and the period column's names (the seller charts' by default). */
  labels?: { bar: string; line: string; period: string };
}) {
  const t = useT();
  const { language, digits } = useLocale();
  const format = useMemo(() => ({ language, digits }), [language, digits]);
  const rows = useMemo(() => chartRows(points, format, period), [points, format, period]);
  const rtl = language === 'ar';
  const id = useId();
  const titleId = `${id}-title`;
  // False on the server and while hydrating (the server's SVG is adopted as is), true after.
  const live = useSyncExternalStore(noSubscription, inBrowser, onServer);
  const profitLabel = labels?.bar ?? t('seller.charts.profit');
  const salesLabel = labels?.line ?? t('seller.charts.sales');
  const fallback = (
    <>
      <StaticSalesChart
        rows={rows}
        {...NARROW}
        rtl={rtl}
        format={format}
        labelledBy={titleId}
        className="sm:hidden"
      />
      <StaticSalesChart
        rows={rows}
        {...WIDE}
        rtl={rtl}
        format={format}
        labelledBy={titleId}
        className="hidden sm:block"
      />
    </>
  );
  return (
    <figure
      className={cx('flex flex-col gap-3 rounded-card border border-line bg-surface p-4', className)}
      data-testid="sales-chart"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <figcaption id={titleId} className="font-bold text-ink">
          {title}
        </figcaption>
        <ul className="flex gap-4 text-xs text-ink-muted" aria-hidden="true">
          <li className="flex items-center gap-1.5">
            <span className="size-3 rounded-sm bg-brand" />
            {profitLabel}
          </li>
          <li className="flex items-center gap-1.5">
            <span className="h-0.5 w-4 rounded-full bg-accent" />
            {salesLabel}
          </li>
        </ul>
      </div>
      {/* ltr: the mirroring is done by the axes; SVG text anchors would flip again in rtl. */}
      <div className="aspect-[36/22] w-full sm:aspect-[72/28]" dir="ltr">
        {live ? (
          <Suspense fallback={fallback}>
            <RechartsSalesChart
              rows={rows}
              rtl={rtl}
              format={format}
              title={title}
              profitLabel={profitLabel}
              salesLabel={salesLabel}
            />
          </Suspense>
        ) : (
          fallback
        )}
      </div>
      <table className="sr-only" data-testid="chart-table">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labels?.period ?? t('seller.charts.month')}</th>
            <th scope="col">{profitLabel}</th>
            <th scope="col">{salesLabel}</th>
            {labels ? null : <th scope="col">{t('seller.charts.orders')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.month}>
              <th scope="row">{row.fullLabel}</th>
              <td>{formatMoney(row.profitMinor, 'EGP', language, { digits })}</td>
              <td>{formatCount(row.sales, format)}</td>
              {labels ? null : <td>{formatCount(row.orders, format)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
