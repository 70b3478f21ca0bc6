/**
 * The catalog listing pages in Arabic (ar-eg, JavaScript on) and English (en-sa, JavaScript off):
 * home, categories, collections and one collection (its countdown after hydration, its end date
 * without JavaScript), deals, a tag, designers and one designer, iDesign. Each page: status 200,
 * language and direction, one h1, canonical and hreflang links, an axe-core scan (no serious or
 * critical violation) and a screenshot. Unknown slugs answer 404; malformed flags are ignored.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { useE2e } from '@souq/testing/e2e-harness.ts';

const e2e = useE2e();

const journeys = [
  { locale: 'ar-eg', lang: 'ar', dir: 'rtl', currency: 'ج.م', javaScript: true },
  { locale: 'en-sa', lang: 'en', dir: 'ltr', currency: 'SAR', javaScript: false },
] as const;

type Journey = (typeof journeys)[number];

/** Opens a page and checks what every listing page has; `name` names the screenshot. */
async function visit(page: Page, journey: Journey, pathname: string, name: string) {
  const response = await page.goto(`${e2e.url}/${journey.locale}${pathname}`);
  expect(response?.status(), pathname).toBe(200);
  await page.waitForLoadState('load');
  expect(await page.getAttribute('html', 'lang')).toBe(journey.lang);
  expect(await page.getAttribute('html', 'dir')).toBe(journey.dir);
  expect(await page.locator('h1').count()).toBe(1);
  expect((await page.locator('h1').innerText()).trim()).not.toBe('');
  const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
  expect(canonical).toContain(`/${journey.locale}/`);
  // Strategy A: the Emirates redirect to en-eg, so hreflang leaves them out as the sitemap does.
  const hreflangs = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang')));
  expect(hreflangs).toEqual(['en-EG', 'ar-EG', 'en-SA', 'ar-SA', 'x-default']);
  await e2e.expectAccessible(page, { javaScript: journey.javaScript, label: page.url() });
  await saveScreenshot(page, `catalog-listings-${name}-${journey.locale}`);
}

describe('catalog listing pages', () => {
  for (const journey of journeys) {
    it(`work in ${journey.locale} (JavaScript ${journey.javaScript ? 'on' : 'off'})`, async () => {
      const { context, page, errors } = await e2e.newPage({ javaScriptEnabled: journey.javaScript });
      const prefix = `/${journey.locale}`;

      // Home: slides, categories, the sale with its end, product rows priced in the country.
      await visit(page, journey, '/', 'home');
      const main = page.locator('main');
      expect(await main.locator(`a[href^="${prefix}/categories/"]`).count()).toBeGreaterThan(3);
      expect(await main.locator(`a[href^="${prefix}/products/"]`).count()).toBeGreaterThan(8);
      expect(await main.locator(`a[href^="${prefix}/designers/"]`).count()).toBeGreaterThan(0);
      expect(await main.locator(`a[href="${prefix}/idesign"]`).count()).toBeGreaterThan(0);
      const prices = await main.locator('[data-testid="product-price"]').allInnerTexts();
      expect(prices.length).toBeGreaterThan(8);
      for (const price of prices) expect(price).toContain(journey.currency);
      await saveScreenshot(page, `catalog-listings-home-full-${journey.locale}`, { fullPage: true });

      // Categories: every category with products in the country.
      await visit(page, journey, '/categories', 'categories');
      expect(await main.locator(`a[href^="${prefix}/categories/"]`).count()).toBeGreaterThan(3);

      // Collections and the first one: the end date always, the ticking countdown with JavaScript.
      await visit(page, journey, '/collections', 'collections');
      const collectionHref = await main
        .locator(`a[href^="${prefix}/collections/"]`)
        .first()
        .getAttribute('href');
      expect(collectionHref).toBeTruthy();
      await visit(page, journey, collectionHref!.slice(prefix.length), 'collection');
      expect(await main.locator('[data-testid="product-card"]').count()).toBeGreaterThan(0);
      expect(await main.locator('time[datetime]').count()).toBeGreaterThan(0);
      if (journey.javaScript) {
        await expect.poll(() => main.locator('[role="timer"]').count()).toBeGreaterThan(0);
      } else {
        expect(await main.locator('[role="timer"]').count()).toBe(0);
      }

      // Deals: discounted products only, a malformed page flag is page 1.
      await visit(page, journey, '/deals?page=abc', 'deals');
      const deals = main.locator('[data-testid="product-card"]');
      expect(await deals.count()).toBeGreaterThan(0);
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/deals$/);

      // A tag by slug: the canonical link names its id.
      await visit(page, journey, '/tag/handmade', 'tag');
      expect(await page.getAttribute('link[rel="canonical"]', 'href')).toMatch(/\/tag\/[0-9a-f-]{36}$/);

      // Designers, sorted by name (the GET form), then the first designer's page.
      await visit(page, journey, '/designers?sort=nonsense', 'designers');
      expect(await main.locator('select[name="sort"]').inputValue()).toBe('best-sellers');
      await page.selectOption('select[name="sort"]', 'name');
      await Promise.all([
        page.waitForURL(/sort=name/),
        main.locator('form[method="get"] button[type="submit"]').click(),
      ]);
      await page.waitForLoadState('load');
      const designerLinks = main.locator(
        `section[aria-labelledby="designers-heading"] a[href^="${prefix}/designers/"]`,
      );
      expect(await main.locator('select[name="sort"]').inputValue()).toBe('name');
      expect(await designerLinks.count()).toBeGreaterThan(1);
      const designerHref = await designerLinks.first().getAttribute('href');
      await visit(page, journey, designerHref!.slice(prefix.length), 'designer');
      expect(await main.locator('[data-testid="product-card"]').count()).toBeGreaterThan(0);

      await visit(page, journey, '/idesign', 'idesign');

      expect(errors).toEqual([]);

      // Unknown slugs and ids are the 404 page (the browser logs each 404 as a console error).
      for (const missing of [
        '/collections/no-such-sale',
        '/tag/no-such-tag',
        '/designers/no-such-designer',
      ]) {
        const response = await page.goto(`${e2e.url}${prefix}${missing}`);
        expect(response?.status(), missing).toBe(404);
      }
      await context.close();
    });
  }
});
