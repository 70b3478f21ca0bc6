import { chartGeometry, formatTick, type ChartFormat, type ChartRow } from './chart-data.ts';

export interface SalesChartColors {
  bar: string;
  line: string;
  grid: string;
  text: string;
}

export const CHART_COLORS: SalesChartColors = {
  bar: 'var(--color-brand)',
  line: 'var(--color-accent)',
  grid: 'var(--color-line)',
  text: 'var(--color-ink-muted)',
};

/**
 * The chart as plain SVG, drawn on the server (Recharts 3 draws nothing there: its parts register
 * in a store from effects) and kept until Recharts has loaded in the browser, in the same box, so
 * the page does not move. Also what a visitor without JavaScript sees. Its `direction` is fixed to
 * ltr: the mirroring is in the geometry, and text anchors then mean the same on both pages.
 */
export function StaticSalesChart({
  rows,
  width,
  height,
  rtl,
  format,
  labelledBy,
  className,
}: {
  rows: readonly ChartRow[];
  width: number;
  height: number;
  rtl: boolean;
  format: ChartFormat;
  labelledBy: string;
  className?: string;
}) {
  const geometry = chartGeometry(rows, { width, height, rtl });
  const { plot } = geometry;
  const baseline = plot.y + plot.height;
  const linePath = geometry.line.map((point, i) => `${i === 0 ? 'M' : 'L'}${point.x},${point.y}`).join(' ');
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      height="100%"
      role="img"
      aria-labelledby={labelledBy}
      className={className}
      style={{ direction: 'ltr' }}
      data-testid="chart-svg"
    >
      <g aria-hidden="true">
        {geometry.profitTicks.map((tick) => (
          <line
            key={tick.value}
            x1={plot.x}
            x2={plot.x + plot.width}
            y1={tick.y}
            y2={tick.y}
            stroke={CHART_COLORS.grid}
            strokeDasharray={tick.value === 0 ? undefined : '3 3'}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {geometry.columns.map((column, i) => (
          <rect
            key={rows[i]!.month}
            x={column.barX}
            y={column.barY}
            width={column.barWidth}
            height={Math.max(0, column.barHeight)}
            rx={3}
            fill={CHART_COLORS.bar}
          />
        ))}
        <path
          d={linePath}
          fill="none"
          stroke={CHART_COLORS.line}
          strokeWidth={2.5}
          vectorEffect="non-scaling-stroke"
        />
        {geometry.line.map((point, i) => (
          <circle key={rows[i]!.month} cx={point.x} cy={point.y} r={3} fill={CHART_COLORS.line} />
        ))}
      </g>
      <g aria-hidden="true" fontSize={11} fill={CHART_COLORS.text}>
        {geometry.profitTicks.map((tick) => (
          <text
            key={tick.value}
            x={geometry.profitAxis.x}
            y={tick.y}
            textAnchor={geometry.profitAxis.anchor}
            dominantBaseline="middle"
          >
            {formatTick(tick.value, format)}
          </text>
        ))}
        {geometry.salesTicks.map((tick) => (
          <text
            key={tick.value}
            x={geometry.salesAxis.x}
            y={tick.y}
            textAnchor={geometry.salesAxis.anchor}
            dominantBaseline="middle"
          >
            {formatTick(tick.value, format)}
          </text>
        ))}
        {geometry.columns.map((column, i) =>
          // Every other month when the slots are narrow (a phone), as Recharts' own interval does.
          rows.length > 6 && plot.width / rows.length < 44 && (rows.length - 1 - i) % 2 === 1 ? null : (
            <text key={rows[i]!.month} x={column.center} y={baseline + 18} textAnchor="middle">
              {rows[i]!.label}
            </text>
          ),
        )}
      </g>
    </svg>
  );
}
