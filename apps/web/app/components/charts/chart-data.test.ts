import { describe, expect, it } from 'vitest';
import {
  chartGeometry,
  chartRows,
  formatCount,
  formatTick,
  niceTicks,
  type MonthPoint,
} from './chart-data.ts';

const POINTS: MonthPoint[] = [
  { month: '2025-12', salesCount: 2, orders: 1, earnedEgpMinor: 12_050 },
  { month: '2026-01', salesCount: 0, orders: 0, earnedEgpMinor: 0 },
  { month: '2026-02', salesCount: 7, orders: 5, earnedEgpMinor: 180_000 },
];

describe('chartRows', () => {
  it('names the months in English with the year on the first month and on January', () => {
    const rows = chartRows(POINTS, { language: 'en', digits: 'latn' });
    expect(rows.map((row) => row.label)).toEqual(['Dec 25', 'Jan 26', 'Feb']);
    expect(rows[2]).toMatchObject({
      fullLabel: 'February 2026',
      profit: 1800,
      profitMinor: 180_000,
      sales: 7,
    });
  });

  it('names the months in Arabic, in Arabic-Indic digits only when the page uses them', () => {
    const western = chartRows(POINTS, { language: 'ar', digits: 'latn' });
    expect(western[2]!.label).toBe('فبراير');
    expect(western[2]!.fullLabel).toBe('فبراير 2026');
    const arabic = chartRows(POINTS, { language: 'ar', digits: 'arab' });
    expect(arabic[2]!.fullLabel).toBe('فبراير ٢٠٢٦');
  });
});

describe('numbers', () => {
  it('follows the page digits like the prices do', () => {
    expect(formatCount(1250, { language: 'en', digits: 'latn' })).toBe('1,250');
    expect(formatCount(1250, { language: 'ar', digits: 'latn' })).toBe('1,250');
    expect(formatCount(1250, { language: 'ar', digits: 'arab' })).toBe('١٬٢٥٠');
    expect(formatTick(2500, { language: 'en', digits: 'latn' })).toBe('2.5K');
  });

  it('rounds axis ticks to steps people read', () => {
    expect(niceTicks(1800)).toEqual([0, 500, 1000, 1500, 2000]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(niceTicks(0)).toEqual([0, 1, 2, 3, 4]);
    expect(niceTicks(120.5)).toEqual([0, 50, 100, 150]);
    expect(niceTicks(1, 4, true)).toEqual([0, 1]);
    expect(niceTicks(9, 4, true)).toEqual([0, 3, 6, 9]);
  });
});

describe('chartGeometry', () => {
  const rows = chartRows(POINTS, { language: 'en', digits: 'latn' });

  it('runs the months from the left with the profit axis on the left in English', () => {
    const geometry = chartGeometry(rows, { width: 720, height: 280, rtl: false });
    const centers = geometry.columns.map((column) => column.center);
    expect(centers).toEqual([...centers].sort((a, b) => a - b));
    expect(geometry.profitAxis.x).toBeLessThan(geometry.plot.x);
    expect(geometry.salesAxis.x).toBeGreaterThan(geometry.plot.x + geometry.plot.width);
  });

  it('mirrors both in Arabic: the first month on the right, the profit axis on the right', () => {
    const ltr = chartGeometry(rows, { width: 720, height: 280, rtl: false });
    const rtl = chartGeometry(rows, { width: 720, height: 280, rtl: true });
    expect(rtl.columns.map((column) => column.center)).toEqual(
      ltr.columns.map((column) => column.center).reverse(),
    );
    expect(rtl.profitAxis.x).toBeGreaterThan(rtl.plot.x + rtl.plot.width);
    expect(rtl.salesAxis.x).toBeLessThan(rtl.plot.x);
  });

  it('draws the highest profit as the tallest bar and an empty month as no bar', () => {
    const geometry = chartGeometry(rows, { width: 720, height: 280, rtl: false });
    const heights = geometry.columns.map((column) => column.barHeight);
    expect(heights[1]).toBe(0);
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(geometry.line).toHaveLength(3);
  });
});
