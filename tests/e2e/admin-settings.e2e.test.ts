/**
 * The site settings in the dashboard (issue 21), on a server of the file's own (they change what
 * every page shows). In order:
 * - English: superAdmin refuses a negative Saudi delivery fee beside its field (nothing saved), then
 *   switches the locale strategy from the environment's A to C without a restart: the Emirates'
 *   pages, off under A, open at once.
 * - Arabic: superAdmin changes the Arabic footer message and the Saudi delivery fee; the anonymous
 *   storefront (its cached page) shows the footer at once and a Saudi shopper's cart the fee.
 * - English: switching Tabby off in the Emirates (/admin/payment-methods) takes it off the Emirates
 *   checkout of a shopper at the payment step.
 * Screenshots: artifacts/screenshots/admin-settings/.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import sharp from 'sharp';
import { buyableProductAt, hydrated, useE2e } from '@souq/testing/e2e-harness.ts';
import { ADD_ADDRESS, ADD_TO_CART, PRODUCT_IMAGES } from '@souq/testing/e2e-orders.ts';
import { t } from '../../apps/web/app/i18n/i18n.ts';

const e2e = useE2e({ server: {} });

const shot = (page: Page, name: string, fullPage = false) =>
  saveScreenshot(page, `admin-settings/${name}`, { fullPage });

const SETTINGS = `query($currentCountry: String) { getSettings(currentCountry: $currentCountry) {
  status_code data { suShippingFees arFooterText } } }`;

const BANNER = `{ getSettings { status_code data { idesignBanner } } }`;

/** The superAdmin's settings page in `locale`, hydrated. */
async function settingsPage(locale: 'en-eg' | 'ar-eg') {
  const opened = await e2e.newPage();
  await e2e.useSession(opened.context, await e2e.logIn('admin@souq.test'));
  await opened.page.goto(`${e2e.url}/${locale}/admin/settings`);
  await hydrated(opened.page, '#admin-main');
  return opened;
}

/** An anonymous request's page (the page cache may answer it). */
const anonymous = (pathname: string) => fetch(`${e2e.url}${pathname}`, { redirect: 'manual' });

/** Polls an anonymous page until `check` holds (the change notice reaches the cache in a moment). */
async function eventually(pathname: string, check: (status: number, html: string) => boolean) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const response = await anonymous(pathname);
    const html = await response.text();
    if (check(response.status, html)) return html;
    if (Date.now() > deadline) throw new Error(`${pathname} answered ${response.status}, not as expected`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('site settings', () => {
  it('English: a negative fee is refused beside its field; the locale strategy changes without a restart', async () => {
    const { page, errors, refusedOnPurpose } = await settingsPage('en-eg');
    const text = (key: Parameters<typeof t>[1]) => t('en-eg', key);
    expect(await page.locator('h1').innerText()).toBe(text('admin.settings.title'));
    await shot(page, 'settings-en');
    await e2e.expectAccessible(page, { include: '#admin-main' });
    const before = await e2e.field<{ suShippingFees: number }>(SETTINGS, { currentCountry: 'sa' });

    const money = page.locator('[data-testid="settings-form-money"]');
    await money.locator('[name="shippingFeeSaMinor"]').fill('-5');
    await refusedOnPurpose(400, async () => {
      await money.locator('[data-testid="settings-save-money"]').click();
      await expect
        .poll(() => money.locator('[name="shippingFeeSaMinor"]').getAttribute('aria-invalid'))
        .toBe('true');
    });
    const field = money.locator('[name="shippingFeeSaMinor"]');
    const describedBy = (await field.getAttribute('aria-describedby'))!.split(' ')[0]!;
    expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain(
      text('admin.settings.errors.money'),
    );
    // The typed value stays in the field; nothing was saved.
    expect(await field.inputValue()).toBe('-5');
    await shot(page, 'settings-en-refused');
    const after = await e2e.field<{ suShippingFees: number }>(SETTINGS, { currentCountry: 'sa' });
    expect(after.data.suShippingFees).toBe(before.data.suShippingFees);

    // Without JavaScript (a plain form post): a bad email, refused beside its field, typed value kept.
    const plain = await e2e.newPage({ javaScriptEnabled: false });
    await e2e.useSession(plain.context, await e2e.logIn('admin@souq.test'));
    await plain.page.goto(`${e2e.url}/en-eg/admin/settings`);
    const contacts = plain.page.locator('[data-testid="settings-form-contacts"]');
    await contacts.locator('[name="supportEmail"]').fill('support@@souq');
    await plain.refusedOnPurpose(400, async () => {
      await contacts.locator('[data-testid="settings-save-contacts"]').click();
      await plain.page.waitForLoadState();
    });
    const email = plain.page.locator('[data-testid="settings-form-contacts"] [name="supportEmail"]');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.inputValue()).toBe('support@@souq');
    expect(await plain.page.locator('#settings-contacts').innerText()).toContain(
      text('admin.settings.errors.email'),
    );
    const contactsNow = await e2e.field<{ supportEmail: string }>(
      `{ getSettings { status_code data { supportEmail } } }`,
    );
    expect(contactsNow.data.supportEmail).not.toBe('support@@souq');
    expect(plain.errors).toEqual([]);

    // The environment's strategy A: the Emirates are off (their pages go to en-eg).
    expect((await anonymous('/en-ae/about')).status).toBe(302);
    const locale = page.locator('[data-testid="settings-form-locale"]');
    await locale.locator('[name="localeStrategy"]').selectOption('C');
    await locale.locator('[data-testid="settings-save-locale"]').click();
    await locale.locator('[data-testid="settings-saved-locale"]').waitFor();
    // Strategy C: every locale served, an unprefixed path goes to en-eg; no restart.
    await eventually('/en-ae/about', (status) => status === 200);
    expect((await anonymous('/about')).headers.get('location')).toBe('/en-eg/about');

    // The promotional styling: only inside the window typed here (UTC).
    expect(await (await anonymous('/en-eg/about')).text()).not.toContain('data-promo="on"');
    const minute = (offset: number) => new Date(Date.now() + offset * 60_000).toISOString().slice(0, 16);
    const promo = page.locator('[data-testid="settings-form-promo"]');
    await promo.locator('[name="promoStartsAt"]').fill(minute(-60));
    await promo.locator('[name="promoEndsAt"]').fill(minute(60));
    await promo.locator('[data-testid="settings-save-promo"]').click();
    await promo.locator('[data-testid="settings-saved-promo"]').waitFor();
    await eventually('/en-eg/about', (status, html) => status === 200 && html.includes('data-promo="on"'));
    expect(errors).toEqual([]);
  });

  it('Arabic: the footer message and the Saudi delivery fee show on the storefront at once', async () => {
    // A shopper with a Saudi cart (signed in: the cart is theirs), and the anonymous home page
    // kept in the page cache before the change.
    const email = `settings-fee-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signed = await e2e.signUp({ fName: 'Reem', lName: 'Shopper', email, password: 'shopper-pass-1' });
    const token = signed.data.jwt;
    const product = await buyableProductAt(e2e.url, 'sa');
    const images = await e2e.field<Array<{ _id: string }>>(PRODUCT_IMAGES, { product: product._id });
    const cart = await e2e.field(
      ADD_TO_CART,
      { image: images.data[0]!._id, quantity: 1, currentCountry: 'sa' },
      token,
    );
    expect(cart.status_code, cart.message ?? '').toBe(200);
    await anonymous('/ar-sa/about');
    expect((await anonymous('/ar-sa/about')).headers.get('x-page-cache')).toBe('HIT');

    const { page, errors } = await settingsPage('ar-eg');
    const footerText = `نسعد بخدمتكم ${crypto.randomUUID().slice(0, 4)}`;
    const display = page.locator('[data-testid="settings-form-display"]');
    await display.locator('[name="arFooterText"]').fill(footerText);
    // A new iDesign banner with the same save: re-encoded and stored under settings/.
    const banner = await sharp({
      create: { width: 800, height: 200, channels: 3, background: { r: 20, g: 90, b: 80 } },
    })
      .png()
      .toBuffer();
    await display
      .locator('input[name="idesignBannerFile"]')
      .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: banner });
    await display.locator('[data-testid="settings-save-display"]').click();
    await display.locator('[data-testid="settings-saved-display"]').waitFor();
    const stored = await e2e.field<{ idesignBanner: string }>(BANNER);
    expect(stored.data.idesignBanner).toMatch(/^settings\/[0-9a-f]{32}\.webp$/);
    expect((await fetch(`${e2e.url}/uploads/${stored.data.idesignBanner}`)).status).toBe(200);
    const money = page.locator('[data-testid="settings-form-money"]');
    await money.locator('[name="shippingFeeSaMinor"]').fill('٣٧٫٥');
    await money.locator('[data-testid="settings-save-money"]').click();
    await money.locator('[data-testid="settings-saved-money"]').waitFor();
    // The saved form starts again from what is stored, in the shop's own writing of the amount.
    await expect.poll(() => money.locator('[name="shippingFeeSaMinor"]').inputValue()).toBe('37.50');
    await page.locator('#settings-display').scrollIntoViewIfNeeded();
    await shot(page, 'settings-ar');
    await e2e.expectAccessible(page, { include: '#admin-main' });
    expect(errors).toEqual([]);

    // The anonymous storefront: the cached page was forgotten, the new footer is on the next request.
    await eventually('/ar-sa/about', (status, html) => status === 200 && html.includes(footerText));
    const shopper = await e2e.newPage();
    await e2e.useSession(shopper.context, token);
    await shopper.page.goto(`${e2e.url}/ar-sa/cart`);
    await hydrated(shopper.page);
    const shipping = shopper.page.locator('[data-testid="price-breakdown"] [data-row="shipping"] dd');
    expect(await shipping.innerText()).toContain('37.50');
    expect(await shopper.page.locator('[data-testid="site-footer"]').innerText()).toContain(footerText);
    await shopper.page.locator('[data-testid="price-breakdown"]').scrollIntoViewIfNeeded();
    await shot(shopper.page, 'storefront-ar-sa-cart-fee');
    expect(shopper.errors).toEqual([]);
  });

  it('English: Tabby switched off in the Emirates leaves the Emirates checkout', async () => {
    // A shopper at the Emirates payment step (strategy C, set above, serves en-ae).
    const email = `settings-tabby-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const signed = await e2e.signUp({ fName: 'Omar', lName: 'Shopper', email, password: 'shopper-pass-1' });
    const token = signed.data.jwt;
    const product = await buyableProductAt(e2e.url, 'ae' as 'sa');
    const images = await e2e.field<Array<{ _id: string }>>(PRODUCT_IMAGES, { product: product._id });
    const cart = await e2e.field(
      ADD_TO_CART,
      { image: images.data[0]!._id, quantity: 1, currentCountry: 'ae' },
      token,
    );
    expect(cart.status_code, cart.message ?? '').toBe(200);
    const address = await e2e.field<Array<{ _id: string; country: string }>>(
      ADD_ADDRESS,
      {
        address: {
          country: 'ae',
          city: 'Dubai',
          address1: '3 Creek Road',
          phone: '0501234567',
          fName: 'Omar',
        },
      },
      token,
    );
    const addr = address.data.filter((row) => row.country === 'ae').at(-1)!._id;
    const shopper = await e2e.newPage();
    await e2e.useSession(shopper.context, token);
    const paymentUrl = `${e2e.url}/en-ae/payment?addr=${addr}`;
    await shopper.page.goto(paymentUrl);
    await hydrated(shopper.page);
    const tabby = shopper.page.locator('[data-testid="payment-methods"] input[value="tabby"]');
    expect(await tabby.count()).toBe(1);

    const admin = await e2e.newPage();
    await e2e.useSession(admin.context, await e2e.logIn('admin@souq.test'));
    await admin.page.goto(`${e2e.url}/en-eg/admin/settings`);
    await hydrated(admin.page, '#admin-main');
    await admin.page.locator('[data-testid="settings-payment-methods-link"]').click();
    await admin.page.waitForURL((url) => url.pathname === '/en-eg/admin/payment-methods');
    const emirates = admin.page.locator('[data-testid="payment-methods-ae"]');
    await emirates.locator('[data-testid="switch-ae-tabby"]').uncheck();
    await emirates.locator('[data-testid="save-ae"]').click();
    await emirates.locator('[role="status"]').waitFor();
    expect(admin.errors).toEqual([]);

    await shopper.page.goto(paymentUrl);
    await hydrated(shopper.page);
    expect(await tabby.count()).toBe(0);
    expect(await shopper.page.locator('[data-testid="payment-methods"] input[value="tamara"]').count()).toBe(
      1,
    );
    await shot(shopper.page, 'checkout-en-ae-without-tabby');
    expect(shopper.errors).toEqual([]);
  });
});
