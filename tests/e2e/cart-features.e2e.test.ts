/**
 * Choosing a variant's features on the product page (issue 6: "a line is a product image (variant)
 * with chosen features"), in Arabic and English: the choices are radio groups named by their
 * property, the cart shows what was chosen and prices it, another choice of the same variant is a
 * second line, and the + button of a line adds to that line. axe scans the product form and the
 * cart; screenshots are artifacts/screenshots/cart-features-*.png.
 */
import { describe, expect, it } from 'vitest';
import { saveScreenshot } from '@souq/testing';
import { hydrated, useE2e } from '@souq/testing/e2e-harness.ts';
import { t, type MessageKey, type MessageValues } from '../../apps/web/app/i18n/i18n.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';

const e2e = useE2e();

interface FeatureChoice {
  _id: string;
  property: string;
  arProperty: string;
  value: string;
  arValue: string;
}
interface Listed {
  _id: string;
  name: string;
  arName: string;
  availableEdition: number | null;
  images: Array<{ _id: string; primaryImage: boolean; features: FeatureChoice[] }> | null;
}

const FILTER = `query($page: Int) {
  filterProducts(availableIn: "eg", page: $page, limit: 100) {
    data { items { _id availableEdition } }
  }
}`;
const PRODUCT = `query($product: ID!) {
  getProductById(product: $product, availableIn: "eg") {
    data { _id name arName availableEdition images { _id primaryImage features { _id property arProperty value arValue } } }
  }
}`;

/** A product sold in Egypt with one variant whose single property offers two values or more. */
async function productWithFeatures(): Promise<{ product: Listed; choices: FeatureChoice[] }> {
  for (let page = 1; page <= 3; page += 1) {
    const listed = await e2e.graphql<{
      filterProducts: { data: { items: Array<{ _id: string; availableEdition: number | null }> } };
    }>(FILTER, { page });
    for (const item of listed.filterProducts.data.items) {
      if (item.availableEdition !== null && item.availableEdition < 5) continue;
      const { getProductById } = await e2e.graphql<{ getProductById: { data: Listed | null } }>(PRODUCT, {
        product: item._id,
      });
      const product = getProductById.data;
      if (product?.images?.length !== 1) continue;
      const features = product.images[0]!.features;
      if (features.length >= 2 && new Set(features.map((feature) => feature.property)).size === 1)
        return { product, choices: features };
    }
  }
  throw new Error('no seeded product with features');
}

describe.each(['ar-eg', 'en-eg'] as LocaleCode[])('features of a variant in %s', (locale) => {
  const text = (key: MessageKey, values?: MessageValues) => t(locale, key, values);
  const arabic = locale.startsWith('ar');

  it('adds each choice as its own line and shows it in the cart', async () => {
    const { product, choices } = await productWithFeatures();
    const [first, second] = choices as [FeatureChoice, FeatureChoice];
    const property = arabic ? first.arProperty : first.property;
    const valueOf = (choice: FeatureChoice) => (arabic ? choice.arValue : choice.value);
    const { page, errors } = await e2e.newPage();

    await page.goto(`${e2e.url}/${locale}/products/${product._id}`);
    await hydrated(page);
    const form = page.locator('[data-testid="add-to-cart-form"]');
    const group = form.getByRole('group', { name: property });
    // The first value is chosen from the start: a shopper who does not look still buys a whole item.
    expect(await group.getByRole('radio', { name: valueOf(first) }).isChecked()).toBe(true);
    const addButton = form.getByRole('button', { name: text('productPage.addToCart') });
    await addButton.click();
    await page.locator('[data-testid="view-cart"]').waitFor({ timeout: 45_000 });
    await group.getByRole('radio', { name: valueOf(second) }).check();
    const cartLink = page.locator('[data-testid="cart-link"]');
    const cartBefore = await cartLink.getAttribute('title');
    await addButton.click();
    // The answer of the first add is still on screen, and the button may not be busy yet right
    // after the click: the second add has finished when the header counts its line (a busy button
    // is greyed out on purpose, which axe would judge).
    await expect.poll(() => cartLink.getAttribute('title'), { timeout: 45_000 }).not.toBe(cartBefore);
    await expect.poll(() => addButton.getAttribute('aria-busy'), { timeout: 45_000 }).toBeNull();
    await saveScreenshot(page, `cart-features-product-${locale}`);
    await e2e.expectAccessible(page, { include: '[data-testid="add-to-cart-form"]' });

    await page.goto(`${e2e.url}/${locale}/cart`);
    await hydrated(page);
    const lines = page.locator('[data-testid="cart-line"]');
    await expect.poll(() => lines.count()).toBe(2);
    const features = await lines.locator('[data-testid="cart-line-features"]').allInnerTexts();
    expect(features).toEqual([`${property}: ${valueOf(first)}`, `${property}: ${valueOf(second)}`]);

    // + on the second line adds to that choice, not to the first value.
    const name = arabic ? product.arName : product.name;
    await lines
      .nth(1)
      .getByRole('button', { name: text('cart.increase', { name }) })
      .click();
    await expect.poll(() => lines.nth(1).locator('[data-testid="cart-line-quantity"]').innerText()).toBe('2');
    expect(await lines.nth(0).locator('[data-testid="cart-line-quantity"]').innerText()).toBe('1');
    await saveScreenshot(page, `cart-features-cart-${locale}`);
    await e2e.expectAccessible(page, { include: 'main' });
    expect(errors).toEqual([]);
  });
});
