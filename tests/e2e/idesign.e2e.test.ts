/**
 * The design tool (issue 22, docs/decisions/048 and 049) in the browser, in ar-eg and en-eg (iDesign
 * products sell in Egypt), on the shared server: a new shopper opens an iDesign demo product (the
 * editor's chunk is fetched only then), adds Arabic text on the first stage and a picture on the
 * second (the price follows the stage extras), adds it to the cart, changes the design from the
 * cart, pays cash on delivery, and staff download the print files from the admin order page.
 * Screenshots: artifacts/screenshots/idesign-*.png (the editor at 1280 and 375 px, the cart line,
 * the rendered print file).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { saveScreenshot } from '@souq/testing';
import { screenshotsDir } from '@souq/testing/browser.ts';
import { addShippingAddress, hydrated, useE2e } from '@souq/testing/e2e-harness.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { t } from '../../apps/web/app/i18n/i18n.ts';

const e2e = useE2e();

interface DesignSetup {
  stages: Array<{ id: string; allowedElements: string[] }>;
  stageExtraMinor: Record<string, number>;
}

/** An iDesign demo product whose second stage takes pictures (the t-shirt or the mug). */
async function designableProduct(locale: LocaleCode): Promise<{ id: string; setup: DesignSetup }> {
  const listing = await (await fetch(`${e2e.url}/${locale}/idesign`)).text();
  const ids = [...new Set([...listing.matchAll(/\/products\/([0-9a-f-]{36})/g)].map((match) => match[1]!))];
  for (const id of ids) {
    const answer = await fetch(`${e2e.url}/api/idesign/products/${id}?locale=${locale}`);
    if (!answer.ok) continue;
    const setup = (await answer.json()) as DesignSetup;
    if (
      setup.stages[1]?.allowedElements.includes('image') &&
      setup.stages[0]?.allowedElements.includes('text')
    )
      return { id, setup };
  }
  throw new Error('no iDesign demo product with a picture stage');
}

const editorChunkLoaded = (page: Page) =>
  page.evaluate(() =>
    performance.getEntriesByType('resource').some((entry) => /\/assets\/design-editor-/.test(entry.name)),
  );

const layers = (page: Page) => page.locator('[data-testid="design-layer"]');

describe.each([{ locale: 'ar-eg' as const }, { locale: 'en-eg' as const }])(
  'the design tool in $locale',
  ({ locale }) => {
    const arabic = locale.startsWith('ar');
    const money = (minor: number) => formatMoney(minor, 'EGP', arabic ? 'ar' : 'en');

    it('designs two stages, adds to the cart, edits from the cart, orders, and staff download the print files', async () => {
      const email = `designer.shopper.${locale}.${Date.now()}@example.com`;
      const registered = await e2e.signUp({
        fName: arabic ? 'ليلى' : 'Layla',
        lName: 'Design',
        email,
        password: 'secret12',
      });
      expect(registered.status_code).toBe(200);
      const { id: productId, setup } = await designableProduct(locale);
      const [first, second] = setup.stages as [DesignSetup['stages'][0], DesignSetup['stages'][0]];

      const { context, page, errors } = await e2e.newPage();
      await e2e.useSession(context, registered.data.jwt);

      // 1. The product page: the tool's code is not fetched until the shopper opens it.
      await page.goto(`${e2e.url}/${locale}/products/${productId}`);
      await hydrated(page);
      expect(await editorChunkLoaded(page)).toBe(false);
      await page.locator('[data-testid="idesign-open"]').click();
      const editor = page.locator('[data-testid="design-editor"]');
      await editor.locator('[data-testid="design-canvas"] canvas').first().waitFor();
      expect(await editorChunkLoaded(page)).toBe(true);
      const basePrice = await page.locator('[data-testid="design-total"]').innerText();

      // 2. Arabic text, mixed with Latin and Arabic-Indic digits, on the first stage.
      await editor.locator('[data-testid="design-add-text"]').click();
      await editor.locator('[data-testid="design-text-input"]').fill('مرحبا Souq ٢٠٢٦');
      await editor.locator('[data-testid="design-rotation"]').fill('-8');
      await expect
        .poll(() => editor.locator('[data-testid="design-extras"]').innerText())
        .toBe(money(setup.stageExtraMinor[first.id]!));
      expect(await page.locator('[data-testid="design-total"]').innerText()).not.toBe(basePrice);
      // The keyboard: Delete removes the selected element, Ctrl+Z brings it back.
      await layers(page).first().focus();
      await page.keyboard.press('Delete');
      await expect.poll(() => layers(page).count()).toBe(0);
      await page.keyboard.press('Control+z');
      await expect.poll(() => layers(page).count()).toBe(1);
      await page.keyboard.press('ArrowRight');
      await saveScreenshot(page, `idesign-editor-${locale}-1280`);
      await e2e.expectAccessible(page, { include: '[data-testid="design-editor"]' });

      // 3. A picture on the second stage; the price adds the second stage's extra.
      await editor.locator('[data-testid="design-stage"]').nth(1).click();
      if (!arabic) {
        // A small picture printed large is warned about (under 150 dpi), not refused.
        const tiny = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#c83c5a' } })
          .png()
          .toBuffer();
        await editor
          .locator('[data-testid="design-image-input"]')
          .setInputFiles({ name: 'tiny.png', mimeType: 'image/png', buffer: tiny });
        await editor.locator('[data-testid="design-low-resolution"]').waitFor();
        await page.keyboard.press('Delete');
        await expect.poll(() => layers(page).count()).toBe(0);
      }
      const picture = await sharp({
        create: { width: 1200, height: 900, channels: 3, background: { r: 31, g: 111, b: 100 } },
      })
        .png()
        .toBuffer();
      await editor
        .locator('[data-testid="design-image-input"]')
        .setInputFiles({ name: 'my-photo.png', mimeType: 'image/png', buffer: picture });
      await expect
        .poll(() => editor.locator('[data-testid="design-extras"]').innerText())
        .toBe(money(setup.stageExtraMinor[first.id]! + setup.stageExtraMinor[second.id]!));
      const designedPrice = await page.locator('[data-testid="design-total"]').innerText();
      if (arabic) {
        await page.setViewportSize({ width: 375, height: 800 });
        await saveScreenshot(page, `idesign-editor-${locale}-375`);
        await page.setViewportSize({ width: 1280, height: 900 });
      }

      // 4. Add to cart: the design is saved and joins the cart line, priced with the extras.
      await editor.locator('[data-testid="design-submit"]').click();
      await editor.locator('[data-testid="design-added"]').waitFor();
      await page.goto(`${e2e.url}/${locale}/cart`);
      await hydrated(page);
      const line = page.locator('[data-testid="cart-line"]');
      expect(await line.count()).toBe(1);
      await line.locator('[data-testid="cart-line-design"]').waitFor();
      expect(await line.locator('[data-testid="cart-line-total"]').innerText()).toBe(designedPrice);
      await saveScreenshot(page, `idesign-cart-${locale}`);
      const editLink = line.locator('[data-testid="cart-line-edit-design"]');
      const firstDesign = new URL(`${e2e.url}${await editLink.getAttribute('href')}`).searchParams.get(
        'design',
      );

      // 5. Edit design: the editor reopens with the saved document; saving replaces the line's design.
      await editLink.click();
      await editor.locator('[data-testid="design-canvas"] canvas').first().waitFor();
      await expect.poll(() => layers(page).count()).toBe(1);
      await layers(page).first().click();
      await editor.locator('[data-testid="design-text-input"]').fill('مرحبا يا Souq ٢٠٢٦');
      await editor.locator('[data-testid="design-submit"]').click();
      // A client-side navigation: the URL changes before React has drawn the cart, and the product
      // page's main is already hydrated, so wait for the cart's own line and its new design.
      await page.waitForURL((target) => target.pathname === `/${locale}/cart`);
      await line.first().waitFor();
      await hydrated(page);
      const designOfLine = async () =>
        new URL(`${e2e.url}${await editLink.getAttribute('href')}`).searchParams.get('design');
      await expect.poll(designOfLine).not.toBe(firstDesign);
      expect(await line.count()).toBe(1);

      // 6. Cash on delivery, through the checkout pages.
      await page.locator('[data-testid="checkout-button"]').click();
      await page.waitForURL((target) => target.pathname === `/${locale}/address`);
      await hydrated(page);
      await addShippingAddress(page, {
        arabic,
        country: 'eg',
        saveLabel: t(locale, 'account.addresses.save'),
      });
      await hydrated(page);
      await page.locator('[data-testid="to-payment"]').click();
      await page.waitForURL((target) => target.pathname === `/${locale}/payment`);
      await hydrated(page);
      await page.locator('input[name="paymentMethod"][value="cod"]').check();
      await page.locator('[data-testid="place-order"]').click();
      await page.waitForURL((target) => target.pathname === `/${locale}/thankYou`, { timeout: 45_000 });
      const orderId = new URL(page.url()).searchParams.get('order')!;
      await page.locator('[data-testid="order-line-design"]').waitFor();
      expect(errors).toEqual([]);
      await context.close();

      // 7. Staff download the print files from the admin order page (rendered by a background job).
      const staff = await e2e.newPage();
      await e2e.useSession(staff.context, await e2e.logIn('admin@souq.test'));
      const files = staff.page.locator('[data-testid="admin-order-print-file"]');
      await expect
        .poll(
          async () => {
            await staff.page.goto(`${e2e.url}/${locale}/admin/orders/${orderId}`);
            return files.count();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBeGreaterThanOrEqual(2);
      await staff.page.locator('[data-testid="admin-order-line-design"]').waitFor();
      const hrefs = await files.evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      for (const href of hrefs) {
        const download = await staff.page.request.get(`${e2e.url}${href}`);
        expect(download.status()).toBe(200);
        if (href.endsWith('.png')) {
          expect(download.headers()['content-type']).toContain('image/png');
          const file = path.join(screenshotsDir, `idesign-print-${locale}-${path.basename(href)}`);
          fs.mkdirSync(screenshotsDir, { recursive: true });
          fs.writeFileSync(file, await download.body());
        }
      }
      // The shopper's session is not the manufacturer's: the print files are not theirs.
      const stranger = await fetch(`${e2e.url}${hrefs[0]}`);
      expect(stranger.status).toBe(404);
      expect(staff.errors).toEqual([]);
      await staff.context.close();

      // 8. The line's manufacturer finds the same downloads on their sales page.
      const salesPages = await Promise.all(
        ['printhouse@souq.test', 'workshop@souq.test'].map(async (login) => {
          const token = await e2e.logIn(login);
          const answer = await fetch(`${e2e.url}/${locale}/profile/sales`, {
            headers: { cookie: `souq_session=${token}` },
          });
          return answer.text();
        }),
      );
      expect(salesPages.some((html) => html.includes(`/api/idesign/orders/${orderId}/`))).toBe(true);
    });
  },
);

describe('the design tool without JavaScript', () => {
  it('says the tool needs JavaScript and still sells the undecorated product', async () => {
    const { id } = await designableProduct('ar-eg');
    const { context, page, errors } = await e2e.newPage({ javaScriptEnabled: false });
    await page.goto(`${e2e.url}/ar-eg/products/${id}`);
    expect(await page.locator('[data-testid="idesign-needs-javascript"]').innerText()).toBe(
      t('ar-eg', 'productPage.idesign.needsJavaScript'),
    );
    expect(await page.locator('[data-testid="add-to-cart-form"] button[type="submit"]').isEnabled()).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
