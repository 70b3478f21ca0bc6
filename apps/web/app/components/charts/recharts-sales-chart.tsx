import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { formatMoney } from '@souq/core/money/money.ts';
import { formatCount, formatTick, type ChartFormat, type ChartRow } from './chart-data.ts';
import { CHART_COLORS } from './static-sales-chart.tsx';

export interface RechartsSalesChartProps {
  rows: ChartRow[];
  rtl: boolean;
  format: ChartFormat;
  title: string;
  profitLabel: string;
  salesLabel: string;
}

const AXIS_TICK = { fontSize: 11, fill: CHART_COLORS.text };

/**
 * The interactive chart (tooltips, keyboard access), loaded on its own after hydration by
 * SalesChart so Recharts is only downloaded by the seller pages. In Arabic the months run from the
 * right (a reversed XAxis) and the profit axis stands on the right.
 */
export default function RechartsSalesChart({
  rows,
  rtl,
  format,
  title,
  profitLabel,
  salesLabel,
}: RechartsSalesChartProps) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={rows} title={title} margin={{ top: 12, right: 4, bottom: 4, left: 4 }}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" stroke={CHART_COLORS.grid} />
        <XAxis
          dataKey="label"
          reversed={rtl}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={{ stroke: CHART_COLORS.grid }}
          interval="preserveStartEnd"
          minTickGap={8}
        />
        <YAxis
          yAxisId="profit"
          orientation={rtl ? 'right' : 'left'}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={48}
          tickFormatter={(value: number) => formatTick(value, format)}
        />
        <YAxis
          yAxisId="sales"
          orientation={rtl ? 'left' : 'right'}
          allowDecimals={false}
          tick={AXIS_TICK}
          tickLine={false}
          axisLine={false}
          width={40}
          tickFormatter={(value: number) => formatTick(value, format)}
        />
        <Tooltip
          cursor={{ fill: 'var(--color-brand-tint)' }}
          labelFormatter={(_label, payload) => (payload[0]?.payload as ChartRow | undefined)?.fullLabel ?? ''}
          formatter={(value, _name, item) =>
            item.dataKey === 'profit'
              ? [
                  formatMoney((item.payload as ChartRow).profitMinor, 'EGP', format.language, {
                    digits: format.digits,
                  }),
                  profitLabel,
                ]
              : [formatCount(Number(value), format), salesLabel]
          }
          contentStyle={{ borderRadius: 12, borderColor: 'var(--color-line)', fontSize: 13 }}
          wrapperStyle={{ direction: rtl ? 'rtl' : 'ltr' }}
        />
        <Bar
          yAxisId="profit"
          dataKey="profit"
          name={profitLabel}
          fill={CHART_COLORS.bar}
          radius={[3, 3, 0, 0]}
          maxBarSize={28}
          isAnimationActive={false}
        />
        <Line
          yAxisId="sales"
          dataKey="sales"
          name={salesLabel}
          type="monotone"
          stroke={CHART_COLORS.line}
          strokeWidth={2.5}
          dot={{ r: 3, fill: CHART_COLORS.line }}
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
