import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Price } from '../components/ui/price.tsx';
import { Stepper } from '../components/ui/stepper.tsx';
import { CountBadge } from '../components/ui/badge.tsx';
import { formatDateTime } from '../lib/listing-view.ts';
import { I18nProvider, formatTagOf, t } from './i18n.ts';

describe('digits on Arabic pages', () => {
  it('are Western by default and Arabic-Indic when the setting asks for them', () => {
    expect(t('ar-eg', 'home.productsCount', { count: 12 })).toBe('12 منتجًا');
    expect(t('ar-eg', 'home.productsCount', { count: 12 }, 'arab')).toBe('١٢ منتجًا');
  });

  it('stay Western on English pages whatever the setting', () => {
    expect(formatTagOf('en', 'arab')).toBe('en');
    const html = renderToString(
      createElement(I18nProvider, {
        locale: 'en-eg',
        arabicDigits: 'arab',
        children: createElement(Price, { currency: 'EGP', priceMinor: 125_000 }),
      }),
    );
    expect(html).toContain('1,250');
  });

  it('reach prices through the provider', () => {
    const html = renderToString(
      createElement(I18nProvider, {
        locale: 'ar-eg',
        arabicDigits: 'arab',
        children: createElement(Price, { currency: 'EGP', priceMinor: 125_000 }),
      }),
    );
    expect(html).toContain('١٬٢٥٠');
  });

  // Issue 23: one page, one digit system (the gift-card steps once wrote ١. beside 0-9 prices).
  const arabicPage = (digits: 'latn' | 'arab', ...children: ReturnType<typeof createElement>[]) =>
    renderToString(createElement(I18nProvider, { locale: 'ar-eg', arabicDigits: digits, children }));
  const WESTERN = /[0-9]/;
  const ARABIC_INDIC = /[\u0660-\u0669]/;

  it('write step numbers, counters and numbers in texts in the digits of the prices beside them', () => {
    const parts = () => [
      createElement(Price, { key: 'price', currency: 'EGP', priceMinor: 125_000 }),
      createElement(Stepper, { key: 'steps', current: 'shipping' }),
      createElement(CountBadge, { key: 'badge', count: 3 }),
      createElement('p', { key: 'text' }, t('ar-eg', 'giftCards.sections.amount', { step: 2 }, 'arab')),
    ];
    const visible = (html: string) => html.replace(/<[^>]*>/g, ' ');
    const arabic = visible(arabicPage('arab', ...parts()));
    expect(arabic).toMatch(ARABIC_INDIC);
    expect(arabic).not.toMatch(WESTERN);
    const western = visible(
      arabicPage(
        'latn',
        ...parts().slice(0, 3),
        createElement('p', { key: 'text' }, t('ar-eg', 'giftCards.sections.amount', { step: 2 })),
      ),
    );
    expect(western).toMatch(WESTERN);
    expect(western).not.toMatch(ARABIC_INDIC);
  });

  it('write dates made in a loader in the page digits too (a payment deadline, a sale end)', () => {
    const at = new Date('2026-11-27T21:28:00Z');
    expect(formatDateTime('ar-eg', at, 'arab')).toMatch(ARABIC_INDIC);
    expect(formatDateTime('ar-eg', at, 'arab')).not.toMatch(WESTERN);
    expect(formatDateTime('ar-eg', at)).not.toMatch(ARABIC_INDIC);
    expect(formatDateTime('en-eg', at)).toContain('11:28');
  });
});
