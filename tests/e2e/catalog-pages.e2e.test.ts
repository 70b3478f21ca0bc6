/**
 * The category and product pages, in Arabic (ar-eg, with JavaScript) and English (en-sa, with
 * JavaScript turned off): from the home page into a category, sort and filter by price, open a
 * product, check its price and currency, add to cart (the honest notice), switch the language on
 * the product page. Each page gets an axe-core scan and a screenshot.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { useE2e } from '@souq/testing/e2e-harness.ts';

const e2e = useE2e();

/** "1,250.50 ج.م" or "99.50 SAR" -> 1250.5 */
const amountOf = (text: string) => Number(/\d[\d,]*(\.\d+)?/.exec(text)?.[0].replace(/,/g, '') ?? NaN);

async function shownPrices(page: Page): Promise<number[]> {
  const texts = await page
    .locator('[data-testid="product-card"] [data-testid="product-price"]')
    .allInnerTexts();
  return texts.map(amountOf);
}

const journeys = [
  {
    locale: 'ar-eg',
    other: 'en-eg',
    lang: 'ar',
    dir: 'rtl',
    currencyLabel: 'ج.م',
    currency: 'EGP',
    javaScript: true,
  },
  {
    locale: 'en-sa',
    other: 'ar-sa',
    lang: 'en',
    dir: 'ltr',
    currencyLabel: 'SAR',
    currency: 'SAR',
    javaScript: false,
  },
] as const;

describe('category and product pages', () => {
  for (const journey of journeys) {
    it(`works in ${journey.locale} (JavaScript ${journey.javaScript ? 'on' : 'off'})`, async () => {
      const { context, page, errors } = await e2e.newPage({ javaScriptEnabled: journey.javaScript });

      // Home -> the first category of the slider.
      await page.goto(`${e2e.url}/${journey.locale}/`);
      const categoryLink = page.locator(`main a[href^="/${journey.locale}/categories/"]`).first();
      const categoryHref = await categoryLink.getAttribute('href');
      expect(categoryHref).toBeTruthy();
      await Promise.all([page.waitForURL(`**${categoryHref}`), categoryLink.click()]);
      expect(await page.getAttribute('html', 'lang')).toBe(journey.lang);
      expect(await page.getAttribute('html', 'dir')).toBe(journey.dir);
      await expect.poll(() => page.locator('[data-testid="product-card"]').count()).toBeGreaterThan(1);
      expect(await page.locator('h1').innerText()).not.toBe('');
      expect(await page.title()).toContain('—');

      // Sort by price (the GET form), then keep a middle band of those prices.
      await page.selectOption('select[name="sort"]', 'price-asc');
      await Promise.all([
        page.waitForURL(/sort=price-asc/),
        page.locator('main form[method="get"] button[type="submit"]:visible').click(),
      ]);
      await page.waitForLoadState('load');
      await expect
        .poll(async () => {
          const prices = await shownPrices(page);
          return prices.join() === [...prices].sort((a, b) => a - b).join();
        })
        .toBe(true);
      const sorted = await shownPrices(page);
      expect(sorted.length).toBeGreaterThan(1);
      expect(sorted).toEqual([...sorted].sort((a, b) => a - b));
      const from = Math.floor(sorted[0]!) + 1;
      const to = Math.ceil(sorted.at(-1)!);
      await page.fill('input[name="from"]', String(from));
      await page.fill('input[name="to"]', String(to));
      await Promise.all([
        page.waitForURL(new RegExp(`from=${from}&to=${to}`)),
        page.locator('main form[method="get"] button[type="submit"]:visible').click(),
      ]);
      await page.waitForLoadState('load');
      expect(page.url()).toContain('sort=price-asc');
      expect(page.url()).toContain(`to=${to}`);
      // With JavaScript the new list renders just after the URL changes: wait for it.
      await expect
        .poll(async () => (await shownPrices(page)).every((price) => price >= from && price <= to))
        .toBe(true);
      const filtered = await shownPrices(page);
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered).toEqual([...filtered].sort((a, b) => a - b));
      expect(await page.inputValue('input[name="from"]')).toBe(String(from));
      const labels = await page.locator('[data-testid="product-price"]').allInnerTexts();
      expect(labels.every((label) => label.includes(journey.currencyLabel))).toBe(true);
      await e2e.expectAccessible(page, { javaScript: journey.javaScript });
      await saveScreenshot(page, `category-${journey.locale}`);

      // The first product of the filtered list.
      const productLink = page.locator('[data-testid="product-card"] a').first();
      const productHref = (await productLink.getAttribute('href'))!;
      const productPath = productHref.replace(`/${journey.locale}/`, '/');
      await Promise.all([page.waitForURL(`**${productHref}`), productLink.click()]);
      await page.locator('script[type="application/ld+json"]').first().waitFor({ state: 'attached' });
      const name = await page.locator('h1').innerText();
      expect(name).not.toBe('');
      const price = await page.locator('main [data-testid="product-price"]').first().innerText();
      expect(price).toContain(journey.currencyLabel);
      expect(await page.getAttribute('html', 'dir')).toBe(journey.dir);
      const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as unknown,
      );
      const [product, breadcrumbs] = structured.flat() as Array<Record<string, unknown>>;
      expect(product).toMatchObject({ '@type': 'Product', name });
      expect(product!['offers']).toMatchObject({ '@type': 'Offer', priceCurrency: journey.currency });
      expect(Number((product!['offers'] as { price: string }).price)).toBeCloseTo(amountOf(price), 2);
      expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });
      await e2e.expectAccessible(page, { javaScript: journey.javaScript });
      await saveScreenshot(page, `product-${journey.locale}`);

      // Add to cart (the form with a quantity: hearts and review forms also post). With JavaScript
      // a fetcher answers on the page; without it the plain form lands on the cart with the line.
      await page
        .locator('main form[method="post"]:has(input[name="quantity"]) button[type="submit"]')
        .click();
      if (journey.javaScript) {
        await expect
          .poll(() => page.locator('main [role="status"]', { hasText: /\S/ }).count())
          .toBeGreaterThan(0);
        expect(page.url()).toContain(productPath);
      } else {
        await page.waitForURL((url) => url.pathname === `/${journey.locale}/cart`);
        expect(await page.locator('main [data-testid="cart-line"]').count()).toBe(1);
        await page.goBack();
      }

      // The language switch keeps the product.
      const switchLink = page.locator(`header a[href^="/${journey.other}/"]`).first();
      await Promise.all([page.waitForURL(`**/${journey.other}${productPath}`), switchLink.click()]);
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe(journey.other.slice(0, 2));
      await expect.poll(() => page.getAttribute('html', 'dir')).toBe(journey.dir === 'rtl' ? 'ltr' : 'rtl');
      await expect.poll(() => page.locator('h1').innerText()).not.toBe(name);

      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('answers unknown categories and products with the 404 page', async () => {
    const { page } = await e2e.newPage();
    for (const path of ['/en-eg/categories/no-such-category', '/ar-sa/products/not-an-id']) {
      const response = await page.goto(`${e2e.url}${path}`);
      expect(response?.status()).toBe(404);
    }
    const response = await page.goto(`${e2e.url}/en-eg/products/00000000-0000-4000-8000-000000000000`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('body').innerText()).toContain('This page could not be found');
    await page.close();
  });

  it('ignores malformed listing flags instead of failing', async () => {
    const home = await (await fetch(`${e2e.url}/en-eg/`)).text();
    const slug = /\/en-eg\/categories\/([^"?]+)/.exec(home)?.[1];
    expect(slug).toBeDefined();
    const response = await fetch(
      `${e2e.url}/en-eg/categories/${slug}?sort=drop&page=-3&from=abc&to=-1&sub=nope`,
    );
    expect(response.status).toBe(200);
  });
});
