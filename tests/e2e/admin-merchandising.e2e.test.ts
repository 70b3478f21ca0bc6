/**
 * The merchandising journeys (issue 21) on the shared server, each putting back what it changed
 * of the demo catalogue (other journeys read it):
 * - an admin creates a collection with a 25 % discount in English (a bad discount first, refused
 *   beside its field), adds a product, and the anonymous storefront shows the collection and the
 *   product's discounted price at once (the page cache does not serve the page it had);
 * - an admin renames a category in Arabic (an empty Arabic name first, refused beside the field)
 *   and the storefront's category page shows the new name; two categories are reordered with the
 *   keyboard.
 * Screenshots: artifacts/screenshots/admin-merchandising/.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { hydrated, useE2e, type E2e } from '@souq/testing/e2e-harness.ts';

const e2e: E2e = useE2e();

const shot = (page: Page, name: string) => saveScreenshot(page, `admin-merchandising/${name}`);

const PRODUCT = `query($id: ID!) {
  getProductById(product: $id, availableIn: "eg") { status_code data { _id name allPriceBeforeOffer allPriceAfterOffer totalDiscount } }
}`;
const NEW_ARRIVALS = `{ getNewArrivals(availableIn: "eg") { data { _id name allPriceBeforeOffer allPriceAfterOffer totalDiscount } } }`;
const CATEGORIES = `{ getCategories(currentCountry: "eg") { data { _id slug arName hasProducts } } }`;

type Priced = {
  _id: string;
  name: string;
  allPriceBeforeOffer: number;
  allPriceAfterOffer: number;
  totalDiscount: number;
};

async function staffPage(path: string) {
  const opened = await e2e.newPage();
  await e2e.useSession(opened.context, await e2e.logIn('staff@souq.test'));
  await opened.page.goto(`${e2e.url}${path}`);
  await hydrated(opened.page, '#admin-main');
  return opened;
}

/** An anonymous request's HTML (what the page cache serves). */
const anonymousHtml = async (path: string) => {
  const response = await fetch(`${e2e.url}${path}`);
  return { status: response.status, html: await response.text() };
};

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('merchandising', () => {
  it('creates a collection with a discount in English; the shop shows it and the discounted price', async () => {
    // A product without a running discount, from the end of the new arrivals (others buy the first).
    const arrivals = (await e2e.field<Priced[]>(NEW_ARRIVALS)).data;
    const product = [...arrivals].reverse().find((item) => item.totalDiscount === 0);
    expect(product, 'a product without a discount').toBeDefined();
    const slug = `e2e-sale-${Date.now().toString(36)}`;
    // The storefront's page of that slug is not there yet (and the cache may keep that answer).
    expect((await anonymousHtml(`/en-eg/collections/${slug}`)).status).toBe(404);

    const { page, errors, refusedOnPurpose } = await staffPage('/en-eg/admin/collections/new');
    const form = page.getByTestId('collection-form');
    await form.locator('input[name="title"]').fill('Summer Prints Sale');
    await form.locator('input[name="arTitle"]').fill('تخفيضات مطبوعات الصيف');
    await form.locator('input[name="slug"]').fill(slug);
    await form.locator('input[name="discount"]').fill('95');
    await form.locator('input[name="startDate"]').fill(day(-1));
    await form.locator('input[name="endDate"]').fill(day(5));
    await e2e.expectAccessible(page, { include: '#admin-main' });
    // Refused beside the field, nothing created.
    await refusedOnPurpose(400, async () => {
      await page.getByTestId('collection-save').click();
      await expect
        .poll(() => form.locator('input[name="discount"]').getAttribute('aria-invalid'))
        .toBe('true');
    });
    expect(await form.innerText()).toContain('Enter a whole number from 0 to 90');
    expect(page.url()).toContain('/admin/collections/new');
    await shot(page, 'collection-form-refused-en');

    await form.locator('input[name="discount"]').fill('25');
    await page.getByTestId('collection-save').click();
    await page.waitForURL(/\/admin\/collections\/[0-9a-f-]{36}$/);
    await hydrated(page, '#admin-main');
    const collectionPath = new URL(page.url()).pathname;

    // Add the product: search, then Add.
    await page.getByTestId('collection-search').fill(product!.name);
    await page.getByTestId('collection-search-submit').click();
    await page.getByTestId('collection-found').waitFor();
    // Names repeat across designers: the line of this very product.
    await page
      .locator(`[data-testid="addProduct-line"][data-product-id="${product!._id}"]`)
      .getByTestId('addProduct')
      .click();
    await expect.poll(() => page.getByTestId('collection-products').innerText()).toContain(product!.name);
    await page.getByTestId('collection-products').scrollIntoViewIfNeeded();
    await shot(page, 'collection-form-en');
    expect(errors).toEqual([]);

    try {
      // The anonymous shop: the collection's page, the product's discounted price.
      const priced = (await e2e.field<Priced>(PRODUCT, { id: product!._id })).data;
      expect(priced.totalDiscount).toBe(25);
      expect(priced.allPriceAfterOffer).toBeCloseTo(product!.allPriceBeforeOffer * 0.75, 0);
      const listed = await anonymousHtml(`/en-eg/collections/${slug}`);
      expect(listed.status).toBe(200);
      expect(listed.html).toContain('Summer Prints Sale');
      const shop = await e2e.newPage();
      await shop.page.goto(`${e2e.url}/en-eg/collections/${slug}`);
      const card = shop.page.locator('main').getByText(product!.name).first();
      await card.waitFor();
      expect(await shop.page.locator('main').innerText()).toContain('25% off');
      await shot(shop.page, 'storefront-collection-en');
      expect(shop.errors).toEqual([]);
    } finally {
      // Put the product back outside any collection, switch the sale off.
      await page.goto(`${e2e.url}${collectionPath}`);
      await hydrated(page, '#admin-main');
      await page.getByTestId('collection-products').getByTestId('removeProduct').first().click();
      await expect.poll(() => page.locator('[data-testid="collection-products"]').count()).toBe(0);
    }
    const after = (await e2e.field<Priced>(PRODUCT, { id: product!._id })).data;
    expect(after.totalDiscount).toBe(0);
  });

  it('renames a category in Arabic, the shop shows the new name; reorders two with the keyboard', async () => {
    const listed = (
      await e2e.field<Array<{ _id: string; slug: string; arName: string; hasProducts: boolean }>>(CATEGORIES)
    ).data;
    const category = listed.find((item) => item.hasProducts)!;
    const oldName = category.arName;
    const newName = `${oldName} المميزة`;
    // The shop's page of it, cached now with the old name.
    expect((await anonymousHtml(`/ar-eg/categories/${category.slug}`)).html).toContain(oldName);

    const { page, errors, refusedOnPurpose } = await staffPage(`/ar-eg/admin/categories/${category._id}`);
    const arName = page.locator('input[name="arName"]').first();
    await arName.fill('');
    await refusedOnPurpose(400, async () => {
      await page.getByTestId('category-save').click();
      await expect.poll(() => arName.getAttribute('aria-invalid')).toBe('true');
    });
    expect(await page.locator('#admin-main').innerText()).toContain('هذا الحقل مطلوب');
    await shot(page, 'category-refused-ar');
    try {
      await arName.fill(newName);
      await page.getByTestId('category-save').click();
      await page.getByText('تم حفظ القسم').first().waitFor();
      const shop = await anonymousHtml(`/ar-eg/categories/${category.slug}`);
      expect(shop.html).toContain(newName);
      const browser = await e2e.newPage();
      await browser.page.goto(`${e2e.url}/ar-eg/categories/${category.slug}`);
      expect(await browser.page.locator('h1').first().innerText()).toContain(newName);
      await shot(browser.page, 'storefront-category-ar');
    } finally {
      await arName.fill(oldName);
      await page.getByTestId('category-save').click();
      await expect.poll(() => arName.inputValue()).toBe(oldName);
    }

    // The list, in Arabic: move the first category down with the keyboard (Tab to its button, Enter).
    await page.goto(`${e2e.url}/ar-eg/admin/categories`);
    await hydrated(page, '#admin-main');
    const names = () => page.getByTestId('category-name').allInnerTexts();
    const before = await names();
    await shot(page, 'categories-list-ar');
    await page.getByTestId('category-down').first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual([before[1], before[0], ...before.slice(2)]);
    // And back, with the keyboard again: the second card's "up" button.
    await page.getByTestId('category-up').nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(names).toEqual(before);
    await e2e.expectAccessible(page, { include: '#admin-main' });
    expect(errors).toEqual([]);
  });
});
