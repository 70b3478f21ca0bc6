/**
 * Switching country with a full cart (issue 6, SPEC.md section 4): a guest in Egypt holds a product
 * sold in Egypt and Saudi Arabia and one sold only in Egypt, switches to Saudi Arabia from the
 * header: prices and currency change, the Egypt-only line stays in the cart flagged with the
 * localized message and is left out of the total; switching back counts it again. In Arabic and
 * English; axe scans the flagged cart; screenshots are artifacts/screenshots/cart-country-*.png.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  launchBrowser,
  saveScreenshot,
  startTestServer,
  watchPageErrors,
  type TestServer,
} from '@souq/testing';
import { formatViolations, runAxe } from '@souq/testing/axe.ts';
import { currencyLabel } from '@souq/core/money/money.ts';
import { t, type MessageKey } from '../../apps/web/app/i18n/i18n.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';

let server: TestServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
  await server?.stop();
});

interface ListedProduct {
  _id: string;
  name: string;
  arName: string;
  availableIn: string[];
  availableEdition: number | null;
}

const FILTER = `query($availableIn: String, $page: Int) {
  filterProducts(availableIn: $availableIn, page: $page, limit: 100) {
    data { items { _id name arName availableIn availableEdition } }
  }
}`;

/** Products sold in Egypt, in stock: one also sold in Saudi Arabia, one sold only in Egypt. */
async function pickProducts(): Promise<{ both: ListedProduct; egyptOnly: ListedProduct }> {
  let both: ListedProduct | undefined;
  let egyptOnly: ListedProduct | undefined;
  for (let page = 1; page <= 5 && !(both && egyptOnly); page += 1) {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: FILTER, variables: { availableIn: 'eg', page } }),
    });
    const answer = (await response.json()) as {
      data: { filterProducts: { data: { items: ListedProduct[] } } };
    };
    for (const item of answer.data.filterProducts.data.items) {
      if (item.availableEdition !== null && item.availableEdition < 2) continue;
      if (item.availableIn.includes('sa')) both ??= item;
      else egyptOnly ??= item;
    }
  }
  expect(both, 'a product sold in Egypt and Saudi Arabia').toBeDefined();
  expect(egyptOnly, 'a product sold only in Egypt').toBeDefined();
  return { both: both!, egyptOnly: egyptOnly! };
}

async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

const JOURNEYS: Array<{ from: LocaleCode; to: LocaleCode }> = [
  { from: 'ar-eg', to: 'ar-sa' },
  { from: 'en-eg', to: 'en-sa' },
];

describe.each(JOURNEYS)('a cart moving from $from to $to', ({ from, to }) => {
  const language = from.startsWith('ar') ? 'ar' : 'en';
  const text = (key: MessageKey) => t(from, key);

  it('flags the line not sold in the new country and leaves it out of the total', async () => {
    const { both, egyptOnly } = await pickProducts();
    const nameOf = (product: ListedProduct) => (language === 'ar' ? product.arName : product.name);
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    const errors = watchPageErrors(page);

    for (const product of [both, egyptOnly]) {
      await page.goto(`${server.url}/${from}/products/${product._id}`);
      await hydrated(page);
      await page
        .locator('[data-testid="add-to-cart-form"]')
        .getByRole('button', { name: text('productPage.addToCart') })
        .click();
      await page.locator('[data-testid="view-cart"]').waitFor({ timeout: 15_000 });
    }

    await page.goto(`${server.url}/${from}/cart`);
    await hydrated(page);
    const lines = page.locator('[data-testid="cart-line"]');
    expect(await lines.count()).toBe(2);
    expect(await page.locator('[data-testid="cart-line"][data-excluded]').count()).toBe(0);
    const egyptTotal = await page.locator('[data-testid="bill-total"]').innerText();
    expect(egyptTotal).toContain(currencyLabel('EGP', language));

    // The header's country switch keeps the page: the cart, now in Saudi riyals.
    await page
      .locator('summary', { hasText: currencyLabel('EGP', language) })
      .first()
      .click();
    await page.locator('[data-testid="country-sa"]').first().click();
    await page.waitForURL((target) => target.pathname === `/${to}/cart`);
    await hydrated(page);
    expect(await lines.count()).toBe(2);
    const flagged = page.locator('[data-testid="cart-line"][data-excluded="true"]');
    // A client-side navigation: the new country's cart arrives with the route's data.
    await expect.poll(() => flagged.count(), { timeout: 15_000 }).toBe(1);
    expect(await flagged.locator('[data-testid="cart-line-name"]').innerText()).toBe(nameOf(egyptOnly));
    expect(await flagged.locator('[data-testid="cart-line-problem"]').innerText()).toContain(
      t(to, 'errors.order.notAvailableInCountry'),
    );
    expect(await flagged.locator('[data-testid="cart-line-total"]').count()).toBe(0);
    const counted = page.locator('[data-testid="cart-line"]:not([data-excluded])');
    expect(await counted.locator('[data-testid="cart-line-name"]').innerText()).toBe(nameOf(both));
    const lineTotal = await counted.locator('[data-testid="cart-line-total"]').innerText();
    expect(lineTotal).toContain(currencyLabel('SAR', language));
    const breakdown = await page.locator('[data-testid="price-breakdown"]').innerText();
    expect(breakdown).toContain(currencyLabel('SAR', language));
    expect(breakdown).not.toContain(currencyLabel('EGP', language));
    expect(await page.locator('[data-testid="bill-total"]').innerText()).toContain(
      currencyLabel('SAR', language),
    );
    await saveScreenshot(page, `cart-country-flagged-${to}`);
    expect(formatViolations(await runAxe(page, { include: 'main' }))).toEqual([]);

    // Back to Egypt: both lines count again, in pounds.
    await page
      .locator('summary', { hasText: currencyLabel('SAR', language) })
      .first()
      .click();
    await page.locator('[data-testid="country-eg"]').first().click();
    await page.waitForURL((target) => target.pathname === `/${from}/cart`);
    await hydrated(page);
    await expect
      .poll(() => page.locator('[data-testid="cart-line"][data-excluded]').count(), { timeout: 15_000 })
      .toBe(0);
    await expect.poll(() => page.locator('[data-testid="bill-total"]').innerText()).toBe(egyptTotal);
    expect(errors).toEqual([]);
  });
});

describe('POST /cart/created (SPEC.md section 7, REST)', () => {
  const post = (body: unknown, headers: Record<string, string> = { origin: server.url }) =>
    fetch(`${server.url}/cart/created`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
    });

  it("keeps a guest cart's id in the HttpOnly cookie, and refuses other sites and unknown carts", async () => {
    const { both } = await pickProducts();
    const images = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `query($product: ID!) { getProductById(product: $product, availableIn: "eg") { data { images { _id } } } }`,
        variables: { product: both._id },
      }),
    });
    const image = (
      (await images.json()) as { data: { getProductById: { data: { images: { _id: string }[] } } } }
    ).data.getProductById.data.images[0]!._id;
    const added = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: `mutation($image: ID) { addToCart(image: $image, currentCountry: "eg") { status_code data { _id } } }`,
        variables: { image },
      }),
    });
    const cartId = ((await added.json()) as { data: { addToCart: { data: { _id: string } } } }).data.addToCart
      .data._id;

    const kept = await post({ cart: cartId, logged: false });
    expect(kept.status).toBe(200);
    expect(await kept.json()).toMatchObject({ status_code: 200 });
    const cookie = kept.headers.get('set-cookie') ?? '';
    expect(cookie).toContain(`souq_cart=${cartId}`);
    expect(cookie.toLowerCase()).toContain('httponly');
    expect(kept.headers.get('cache-control')).toContain('no-store');

    const crossSite = await post({ cart: cartId }, { origin: 'https://evil.example' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get('set-cookie')).toBeNull();

    const unknown = await post({ cart: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('set-cookie')).toBeNull();
    expect((await fetch(`${server.url}/cart/created`)).status).toBe(405);
  });
});
