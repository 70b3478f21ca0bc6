import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n.ts';
import { SalesChart } from './sales-chart.tsx';

const points = [
  { month: '2026-01', salesCount: 3, orders: 2, earnedEgpMinor: 45_000 },
  { month: '2026-02', salesCount: 5, orders: 4, earnedEgpMinor: 90_000 },
];

const render = (locale: 'ar-eg' | 'en-eg', arabicDigits: 'latn' | 'arab' = 'latn') =>
  renderToString(
    createElement(I18nProvider, {
      locale,
      arabicDigits,
      children: createElement(SalesChart, { points, title: 'T' }),
    }),
  );

describe('SalesChart on the server', () => {
  it('sends the SVG (phone and wide boxes), labelled, and the figures as a table', () => {
    const html = render('en-eg');
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(2);
    expect(html).toContain('<rect');
    expect(html).toContain('<table class="sr-only"');
    expect(html).toContain('February 2026');
    expect(html).toContain('900\u00a0EGP');
  });

  it('writes Arabic months and, under ARABIC_DIGITS, Arabic-Indic figures', () => {
    const html = render('ar-eg', 'arab');
    expect(html).toContain('فبراير ٢٠٢٦');
    expect(html).toContain('٩٠٠\u00a0ج.م');
  });
});
