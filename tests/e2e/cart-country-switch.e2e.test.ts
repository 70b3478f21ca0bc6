/**
 * Switching country with a full cart (issue 6, SPEC.md section 4): a guest in Egypt holds a product
 * sold in Egypt and Saudi Arabia and one sold only in Egypt, switches to Saudi Arabia from the
 * header: prices and currency change, the Egypt-only line stays in the cart flagged with the
 * localized message and is left out of the total; switching back counts it again. In Arabic and
 * English; axe scans the flagged cart; screenshots are artifacts/screenshots/cart-country-*.png.
 */
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '@souq/testing';
import { addToCartOnProductPage, hydrated, useE2e } from '@souq/testing/e2e-harness.ts';
import { currencyLabel } from '@souq/core/money/money.ts';
import { t, type MessageKey } from '../../apps/web/app/i18n/i18n.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';

const e2e = useE2e();

interface ListedProduct {
  _id: string;
  name: string;
  arName: string;
  availableIn: string[];
  availableEdition: number | null;
  isIDesign: boolean;
}

const FILTER = `query($availableIn: String, $page: Int) {
  filterProducts(availableIn: $availableIn, page: $page, limit: 100) {
    data { items { _id name arName availableIn availableEdition isIDesign } }
  }
}`;

/** Products sold in Egypt, in stock: one also sold in Saudi Arabia, one sold only in Egypt. */
async function pickProducts(): Promise<{ both: ListedProduct; egyptOnly: ListedProduct }> {
  let both: ListedProduct | undefined;
  let egyptOnly: ListedProduct | undefined;
  for (let page = 1; page <= 5 && !(both && egyptOnly); page += 1) {
    const answer = await e2e.graphql<{ filterProducts: { data: { items: ListedProduct[] } } }>(FILTER, {
      availableIn: 'eg',
      page,
    });
    for (const item of answer.filterProducts.data.items) {
      if (item.availableEdition !== null && item.availableEdition < 2) continue;
      // iDesign products are ordered in Egypt only whatever their countries, with their own message
      // (SPEC.md section 8); the journey is about a product's countries.
      if (item.isIDesign) continue;
      if (item.availableIn.includes('sa')) both ??= item;
      else egyptOnly ??= item;
    }
  }
  expect(both, 'a product sold in Egypt and Saudi Arabia').toBeDefined();
  expect(egyptOnly, 'a product sold only in Egypt').toBeDefined();
  return { both: both!, egyptOnly: egyptOnly! };
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
    const { page, errors } = await e2e.newPage();

    for (const product of [both, egyptOnly]) {
      await addToCartOnProductPage(
        page,
        `${e2e.url}/${from}/products/${product._id}`,
        text('productPage.addToCart'),
      );
    }

    await page.goto(`${e2e.url}/${from}/cart`);
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
    await expect.poll(() => flagged.count(), { timeout: 45_000 }).toBe(1);
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
    await e2e.expectAccessible(page, { include: 'main' });

    // Back to Egypt: both lines count again, in pounds.
    await page
      .locator('summary', { hasText: currencyLabel('SAR', language) })
      .first()
      .click();
    await page.locator('[data-testid="country-eg"]').first().click();
    await page.waitForURL((target) => target.pathname === `/${from}/cart`);
    await hydrated(page);
    await expect
      .poll(() => page.locator('[data-testid="cart-line"][data-excluded]').count(), { timeout: 45_000 })
      .toBe(0);
    await expect.poll(() => page.locator('[data-testid="bill-total"]').innerText()).toBe(egyptTotal);
    expect(errors).toEqual([]);
  });
});

describe('POST /cart/created (SPEC.md section 7, REST)', () => {
  const post = (body: unknown, headers: Record<string, string> = { origin: e2e.url }) =>
    fetch(`${e2e.url}/cart/created`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      redirect: 'manual',
    });

  it("keeps a guest cart's id in the HttpOnly cookie, and refuses other sites and unknown carts", async () => {
    const { both } = await pickProducts();
    const images = await e2e.field<{ images: { _id: string }[] }>(
      `query($product: ID!) { getProductById(product: $product, availableIn: "eg") { data { images { _id } } } }`,
      { product: both._id },
    );
    const added = await e2e.field<{ _id: string }>(
      `mutation($image: ID) { addToCart(image: $image, currentCountry: "eg") { status_code data { _id } } }`,
      { image: images.data.images[0]!._id },
    );
    const cartId = added.data._id;

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
    expect((await fetch(`${e2e.url}/cart/created`)).status).toBe(405);
  });
});
