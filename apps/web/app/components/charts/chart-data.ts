/**
 * The seller charts' data, shaped once for both renderers (the server's SVG and Recharts after
 * hydration) and for the visually hidden table: month names and numbers in the page's language
 * and digits (the same rule as prices: formatTagOf, Arabic-Indic only under ARABIC_DIGITS), amounts
 * in major units, and the geometry of the server's SVG with the time axis mirrored in Arabic.
 */
import { formatTagOf, type DigitStyle } from '@souq/core/locale/message-catalog.ts';
import type { LanguageCode } from '@souq/core/locale/locales.ts';
import { MINOR_PER_MAJOR } from '@souq/core/money/money.ts';

/**
 * One month of a seller's figures as the services answer it (ProfitPoint of profits.service.ts), or
 * one day of the overview's sales ('YYYY-MM-DD', the bars in EGP and the line in orders).
 */
export interface MonthPoint {
  month: string; // 'YYYY-MM' or 'YYYY-MM-DD'
  salesCount: number;
  orders: number;
  earnedEgpMinor: number;
}

export interface ChartRow {
  month: string;
  /** Short month name for the axis ("Mar", "مارس"), with the year on January and the first month. */
  label: string;
  /** Month and year for the table and the tooltip ("March 2026"). */
  fullLabel: string;
  /** Profit in EGP major units (the bars' height). */
  profit: number;
  /** The same profit in minor units (what the tooltip and the table print). */
  profitMinor: number;
  /** Pieces sold (the line). */
  sales: number;
  orders: number;
}

export interface ChartFormat {
  language: LanguageCode;
  digits: DigitStyle;
}

const monthDate = (month: string): Date => {
  const [year, monthNumber, day] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, day ?? 1));
};

/** What one point of a chart is: a month ('YYYY-MM', the seller charts) or a day ('YYYY-MM-DD'). */
export type ChartPeriod = 'month' | 'day';

/** The rows of a chart, oldest first (the order the services answer). */
export function chartRows(
  points: readonly MonthPoint[],
  format: ChartFormat,
  period: ChartPeriod = 'month',
): ChartRow[] {
  const tag = formatTagOf(format.language, format.digits);
  const daily = period === 'day';
  const short = new Intl.DateTimeFormat(
    tag,
    daily ? { day: 'numeric', timeZone: 'UTC' } : { month: 'short', timeZone: 'UTC' },
  );
  const shortWithYear = new Intl.DateTimeFormat(
    tag,
    daily
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { month: 'short', year: '2-digit', timeZone: 'UTC' },
  );
  const full = new Intl.DateTimeFormat(
    tag,
    daily ? { dateStyle: 'medium', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' },
  );
  return points.map((point, index) => {
    const date = monthDate(point.month);
    // The first point and each new month (days) or year (months) name the larger unit.
    const withYear = index === 0 || (daily ? date.getUTCDate() === 1 : date.getUTCMonth() === 0);
    return {
      month: point.month,
      label: (withYear ? shortWithYear : short).format(date),
      fullLabel: full.format(date),
      profit: point.earnedEgpMinor / MINOR_PER_MAJOR.EGP,
      profitMinor: point.earnedEgpMinor,
      sales: point.salesCount,
      orders: point.orders,
    };
  });
}

/** Whole numbers in the page's digits ("1,250", "١٬٢٥٠"). */
export function formatCount(value: number, format: ChartFormat): string {
  return new Intl.NumberFormat(formatTagOf(format.language, format.digits), {
    maximumFractionDigits: 0,
  }).format(value);
}

/** Axis ticks: short ("1.2K", "١٫٢ ألف") so they fit beside the plot. */
export function formatTick(value: number, format: ChartFormat): string {
  return new Intl.NumberFormat(formatTagOf(format.language, format.digits), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A percentage of 0..100 in the page's digits ("42%", "٤٢٪"). */
export function formatPercent(value: number, format: ChartFormat): string {
  return new Intl.NumberFormat(formatTagOf(format.language, format.digits), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(value / 100);
}

/**
 * Round ticks from 0 to at least `max`: steps of 1, 2, 2.5 or 5 times a power of ten, so the axis
 * reads 0, 250, 500, 750, 1,000 rather than 0, 237, 474. An all-zero series still gets 0..`count`;
 * `whole` keeps the steps whole numbers (pieces).
 */
export function niceTicks(max: number, count = 4, whole = false): number[] {
  const top = max > 0 ? max : count;
  const rough = top / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 2.5, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough) ?? rough;
  // Pieces are whole: no 0.5 tick, and 2.5 steps become 3.
  const step = whole ? Math.max(1, Math.ceil(nice)) : nice;
  const ticks: number[] = [];
  for (let i = 0; i <= count; i += 1) {
    const tick = Number((step * i).toPrecision(12));
    ticks.push(tick);
    if (tick >= top) break;
  }
  return ticks;
}

export interface ChartBox {
  width: number;
  height: number;
  rtl: boolean;
}

export interface ChartGeometry {
  plot: { x: number; y: number; width: number; height: number };
  /** Where each row's bar and label sit (index as in `rows`); mirrored in Arabic. */
  columns: Array<{ center: number; barX: number; barWidth: number; barY: number; barHeight: number }>;
  /** The sales line's points. */
  line: Array<{ x: number; y: number }>;
  /** Profit ticks (the main axis: the start side, right in Arabic) and sales ticks (the end side). */
  profitTicks: Array<{ value: number; y: number }>;
  salesTicks: Array<{ value: number; y: number }>;
  /** The x of the profit axis' labels and of the sales axis' labels, with their text anchors. */
  profitAxis: { x: number; anchor: 'start' | 'end' };
  salesAxis: { x: number; anchor: 'start' | 'end' };
}

/** Space kept for the axis labels on each side and for the month names below. */
export const CHART_MARGIN = { side: 52, top: 12, bottom: 28 };

/**
 * The server's SVG layout: months run from the start side (left in English, right in Arabic), the
 * profit axis is on the start side and the pieces axis on the end side, as Recharts draws them
 * with a reversed XAxis and swapped YAxis orientations.
 */
export function chartGeometry(rows: readonly ChartRow[], box: ChartBox): ChartGeometry {
  const plot = {
    x: CHART_MARGIN.side,
    y: CHART_MARGIN.top,
    width: box.width - CHART_MARGIN.side * 2,
    height: box.height - CHART_MARGIN.top - CHART_MARGIN.bottom,
  };
  const profitValues = niceTicks(Math.max(0, ...rows.map((row) => row.profit)));
  const salesValues = niceTicks(Math.max(0, ...rows.map((row) => row.sales)), 4, true);
  const profitTop = profitValues.at(-1) ?? 1;
  const salesTop = salesValues.at(-1) ?? 1;
  const yOf = (value: number, top: number) => plot.y + plot.height - (value / top) * plot.height;
  const slot = rows.length > 0 ? plot.width / rows.length : plot.width;
  const barWidth = Math.max(2, Math.min(28, slot * 0.55));
  const columns = rows.map((row, index) => {
    const position = box.rtl ? rows.length - 1 - index : index;
    const center = plot.x + slot * position + slot / 2;
    const barY = yOf(Math.max(0, row.profit), profitTop);
    return { center, barX: center - barWidth / 2, barWidth, barY, barHeight: plot.y + plot.height - barY };
  });
  const start = { x: plot.x - 8, anchor: 'end' as const };
  const end = { x: plot.x + plot.width + 8, anchor: 'start' as const };
  return {
    plot,
    columns,
    line: rows.map((row, index) => ({ x: columns[index]!.center, y: yOf(row.sales, salesTop) })),
    profitTicks: profitValues.map((value) => ({ value, y: yOf(value, profitTop) })),
    salesTicks: salesValues.map((value) => ({ value, y: yOf(value, salesTop) })),
    profitAxis: box.rtl ? { x: end.x, anchor: 'start' } : start,
    salesAxis: box.rtl ? { x: start.x, anchor: 'end' } : end,
  };
}
