import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '@souq/testing';
import { useE2e } from '@souq/testing/e2e-harness.ts';

const e2e = useE2e();

describe('the first storefront journey', () => {
  it('shows an Arabic right-to-left home page priced in Egyptian pounds at /ar-eg/', async () => {
    const { page, errors } = await e2e.newPage();
    const response = await page.goto(`${e2e.url}/ar-eg/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('ar');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expect.poll(() => page.locator('[data-testid="product-card"]').count()).toBeGreaterThan(5);
    const firstPrice = await page.locator('[data-testid="product-price"]').first().innerText();
    expect(firstPrice).toContain('ج.م');
    expect(await page.locator('body').innerText()).toMatch(/[\u0600-\u06FF]{3,}/);
    // React marks the nodes it hydrated; a page whose loader data never reached the browser stays inert.
    await page.waitForFunction(
      () => {
        const card = document.querySelector('[data-testid="product-card"]');
        return card !== null && Object.keys(card).some((key) => key.startsWith('__reactFiber$'));
      },
      undefined,
      { timeout: 45_000 },
    );
    await saveScreenshot(page, 'home-ar-eg');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows an English left-to-right home page priced in riyals at /en-sa/', async () => {
    const { page, errors } = await e2e.newPage();
    const response = await page.goto(`${e2e.url}/en-sa/`);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    expect(await page.getAttribute('html', 'dir')).toBe('ltr');
    await expect.poll(() => page.locator('[data-testid="product-card"]').count()).toBeGreaterThan(5);
    const prices = await page.locator('[data-testid="product-price"]').allInnerTexts();
    expect(prices.every((price) => price.includes('SAR'))).toBe(true);
    await saveScreenshot(page, 'home-en-sa');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the Arabic home page on a phone-sized screen', async () => {
    const { page, errors } = await e2e.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.url}/ar-eg/`);
    await saveScreenshot(page, 'home-ar-eg-mobile');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('answers an unknown page with the 404 error page', async () => {
    const { page } = await e2e.newPage();
    const response = await page.goto(`${e2e.url}/en-eg/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.locator('body').innerText()).toContain('This page could not be found');
    await page.close();
  });

  it('serves health probes, immutable assets and GraphQL from the same server', async () => {
    expect((await fetch(`${e2e.url}/healthz`)).status).toBe(200);
    const ready = await fetch(`${e2e.url}/readyz`);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'pglite' });
    const html = await (await fetch(`${e2e.url}/en-eg/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js(?=")/)?.[0];
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${e2e.url}${asset}`);
    expect(assetResponse.headers.get('cache-control')).toContain('immutable');
    const graphql = await fetch(`${e2e.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ getSettings { status_code data { sarToEgp aedToEgp } } }' }),
    });
    const body = (await graphql.json()) as { data: { getSettings: { status_code: number } } };
    expect(body.data.getSettings.status_code).toBe(200);
  });
});
