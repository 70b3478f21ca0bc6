import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Price } from '../components/ui/price.tsx';
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
});
