import { describe, expect, it } from 'vitest';
import { addCalendarDays, dayIn, deliveryEstimate, formatDeliveryWindow } from './delivery-estimate.ts';

describe('deliveryEstimate', () => {
  it('counts from today in the shopper’s country, not in UTC', () => {
    // 21:30 UTC on 30 November: 23:30 in Cairo (UTC+2), already 1 December in Riyadh and Dubai.
    const lateEvening = new Date('2026-11-30T21:30:00Z');
    expect(dayIn('Africa/Cairo', lateEvening)).toBe('2026-11-30');
    expect(dayIn('Asia/Riyadh', lateEvening)).toBe('2026-12-01');
    expect(dayIn('Asia/Dubai', lateEvening)).toBe('2026-12-01');
    expect(deliveryEstimate(lateEvening, 5, 'eg')).toEqual({ from: '2026-12-03', to: '2026-12-05' });
    expect(deliveryEstimate(lateEvening, 5, 'sa')).toEqual({ from: '2026-12-04', to: '2026-12-06' });
    expect(deliveryEstimate(lateEvening, 5, 'ae')).toEqual({ from: '2026-12-04', to: '2026-12-06' });
  });

  it('gives a window of two days before the promised day, never before tomorrow', () => {
    const now = new Date('2026-03-10T09:00:00Z');
    expect(deliveryEstimate(now, 14, 'sa')).toEqual({ from: '2026-03-22', to: '2026-03-24' });
    expect(deliveryEstimate(now, 2, 'eg')).toEqual({ from: '2026-03-11', to: '2026-03-12' });
    expect(deliveryEstimate(now, 1, 'eg')).toEqual({ from: '2026-03-11', to: '2026-03-11' });
  });

  it('crosses months, years and leap days', () => {
    expect(addCalendarDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addCalendarDays('2028-02-27', 2)).toBe('2028-02-29');
    expect(deliveryEstimate(new Date('2026-12-29T12:00:00Z'), 7, 'ae')).toEqual({
      from: '2027-01-03',
      to: '2027-01-05',
    });
  });

  it('promises nothing without a delivery time', () => {
    const now = new Date('2026-03-10T09:00:00Z');
    expect(deliveryEstimate(now, null, 'eg')).toBeNull();
    expect(deliveryEstimate(now, undefined, 'eg')).toBeNull();
    expect(deliveryEstimate(now, 0, 'eg')).toBeNull();
    expect(deliveryEstimate(now, -3, 'eg')).toBeNull();
    expect(deliveryEstimate(now, 2.5, 'eg')).toBeNull();
  });
});

describe('formatDeliveryWindow', () => {
  it('writes the window in the page’s language, each day as the calendar says', () => {
    const window = { from: '2026-12-01', to: '2026-12-03' };
    expect(formatDeliveryWindow(window, 'en')).toMatch(/^Tue, Dec 1\s*–\s*Thu, Dec 3$/);
    const arabic = formatDeliveryWindow(window, 'ar-u-nu-latn');
    expect(arabic).toContain('ديسمبر');
    expect(arabic).toMatch(/1.*3/);
    expect(formatDeliveryWindow({ from: '2026-12-03', to: '2026-12-03' }, 'en')).toBe('Thu, Dec 3');
  });
});
