import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { I18nProvider } from '../../i18n/i18n.ts';
import { EventTime, OrderDate } from './order-details.tsx';

const render = (locale: LocaleCode, element: ReactElement) =>
  renderToString(createElement(I18nProvider, { locale, arabicDigits: 'latn', children: element }));

// Issue 23: an order placed at 11:28 PM in Cairo (21:28 UTC in November) showed 9:28 PM.
const LATE_IN_CAIRO = '2026-11-26T21:28:00.000Z';

describe("order dates in the shopper's country's time zone", () => {
  it('shows the time in Cairo, Riyadh and Dubai', () => {
    expect(render('en-eg', createElement(EventTime, { iso: LATE_IN_CAIRO }))).toContain('11:28');
    expect(render('en-sa', createElement(EventTime, { iso: LATE_IN_CAIRO }))).toContain('12:28');
    expect(render('ar-ae', createElement(EventTime, { iso: LATE_IN_CAIRO }))).toContain('1:28');
  });

  it("dates an order by the country's day, not UTC's", () => {
    expect(render('en-eg', createElement(OrderDate, { iso: LATE_IN_CAIRO }))).toContain('Nov 26, 2026');
    expect(render('en-ae', createElement(OrderDate, { iso: LATE_IN_CAIRO }))).toContain('Nov 27, 2026');
  });
});
