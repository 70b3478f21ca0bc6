/**
 * The order lifecycle in the browser (docs/decisions/020), in ar-eg and en-sa: a customer's
 * cash-on-delivery order shows 'placed' in profile/orders, staff move it to production through
 * GraphQL, and the order page shows the history; a second order is cancelled by the customer from
 * the order page through its confirmation step, the stock is back and the email is in the outbox.
 * axe-core scans each page; screenshots are artifacts/screenshots/order-lifecycle-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { hydrated, useE2e } from '@souq/testing/e2e-harness.ts';
import {
  ADD_ADDRESS,
  ADD_TO_CART,
  CHANGE_ORDER_STATUS,
  PLACE_COD_ORDER,
  PRODUCT_IMAGES,
} from '@souq/testing/e2e-orders.ts';
import { readOutbox } from '@souq/core/notifications/outbox.ts';
import { languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { t, type MessageKey, type MessageValues } from '../../apps/web/app/i18n/i18n.ts';

const e2e = useE2e();

const PRODUCTS = `query($availableIn: String) {
  filterProducts(availableIn: $availableIn, limit: 100) {
    data { items { _id isAvailableForCod isIDesign availableEdition maxPerOrder } }
  }
}`;
const PRODUCT = `query($product: ID!, $availableIn: String) {
  getProductById(product: $product, availableIn: $availableIn) { status_code data { _id availableEdition } }
}`;

const expectAccessible = (page: Page) => e2e.expectAccessible(page, { include: 'main' });

/** A product in stock, sold in the country for cash on delivery, and one of its images. */
async function stockedImage(country: 'eg' | 'sa'): Promise<{ productId: string; imageId: string }> {
  const listed = await e2e.field<{
    items: Array<{
      _id: string;
      isAvailableForCod: boolean;
      isIDesign: boolean;
      availableEdition: number | null;
    }>;
  }>(PRODUCTS, { availableIn: country });
  const product = listed.data.items.find(
    (item) =>
      item.isAvailableForCod &&
      !item.isIDesign &&
      item.availableEdition !== null &&
      item.availableEdition > 4,
  );
  expect(product, `a stocked cash-on-delivery product in ${country}`).toBeDefined();
  const images = await e2e.field<Array<{ _id: string }>>(PRODUCT_IMAGES, { product: product!._id });
  return { productId: product!._id, imageId: images.data[0]!._id };
}

const stockOf = async (productId: string, country: string) =>
  (
    await e2e.field<{ availableEdition: number | null }>(PRODUCT, {
      product: productId,
      availableIn: country,
    })
  ).data.availableEdition;

const JOURNEYS: Array<{ locale: LocaleCode; country: 'eg' | 'sa' }> = [
  { locale: 'ar-eg', country: 'eg' },
  { locale: 'en-sa', country: 'sa' },
];

describe.each(JOURNEYS)('order lifecycle in $locale', ({ locale, country }) => {
  const text = (key: MessageKey, values?: MessageValues) => t(locale, key, values);
  const url = (path: string) => `${e2e.url}/${locale}${path}`;
  const language = languageOf(locale);

  it('shows placed, then the history after staff start production, and lets the customer cancel', async () => {
    const email = `lifecycle.${locale}.${Date.now()}@example.com`;
    const password = 'secret12';
    const registered = await e2e.signUp({
      fName: language === 'ar' ? 'ليلى' : 'Layla',
      lName: 'Orders',
      email,
      password,
      mailLang: language,
    });
    expect(registered.status_code).toBe(200);
    const token = await e2e.logIn(email, password);
    const staff = await e2e.logIn('admin@souq.test');
    const address = await e2e.field<Array<{ _id: string; country: string }>>(
      ADD_ADDRESS,
      {
        address: {
          country,
          city: country === 'eg' ? 'القاهرة' : 'Riyadh',
          address1: country === 'eg' ? '12 شارع النيل' : '12 King Fahd Road',
          phone: '0501234567',
          fName: 'Layla',
        },
      },
      token,
    );
    const addr = address.data.find((item) => item.country === country)!._id;
    const { productId, imageId } = await stockedImage(country);

    const order = async (quantity: number) => {
      const cart = await e2e.field<{ _id: string }>(
        ADD_TO_CART,
        { image: imageId, quantity, currentCountry: country },
        token,
      );
      expect(cart.status_code, cart.message ?? '').toBe(200);
      const placed = await e2e.field<{ _id: string; orderId: string; status: string }>(
        PLACE_COD_ORDER,
        { cartId: cart.data._id, addr, currentCountry: country },
        token,
      );
      expect(placed.status_code, placed.message ?? '').toBe(200);
      expect(placed.data.status).toBe('placed');
      return placed.data;
    };
    const first = await order(1);

    const { page, errors } = await e2e.newPage({ prepare: (context) => e2e.useSession(context, token) });

    // profile/orders: the order with its localized 'placed' badge.
    const list = await page.goto(url('/profile/orders'));
    expect(list?.headers()['cache-control']).toBe('private, no-store');
    await hydrated(page);
    const card = page.locator('[data-testid="order-card"]').filter({ hasText: first.orderId });
    const badge = card.locator('[data-testid="order-status"]');
    expect(await badge.getAttribute('data-status')).toBe('placed');
    expect(await badge.innerText()).toBe(text('orders.statuses.placed'));
    await saveScreenshot(page, `order-lifecycle-orders-${locale}`);
    await expectAccessible(page);

    // Staff start production through GraphQL; the order page shows the history.
    const changed = await e2e.field<{ status: string }>(
      CHANGE_ORDER_STATUS,
      { order: first._id, status: 'in_production', note: null },
      staff,
    );
    expect(changed).toMatchObject({ status_code: 200, data: { status: 'in_production' } });
    const orderPage = await page.goto(url(`/profile/orders/${first._id}`));
    expect(orderPage?.headers()['cache-control']).toBe('private, no-store');
    await hydrated(page);
    const events = page.locator('[data-testid="order-history"] ol > li');
    expect(await events.count()).toBe(2);
    expect(await events.nth(0).getAttribute('data-status')).toBe('placed');
    expect(await events.nth(1).getAttribute('data-status')).toBe('in_production');
    expect(await events.nth(1).innerText()).toContain(text('orders.statuses.in_production'));
    expect(await events.nth(1).getAttribute('aria-current')).toBe('step');
    // Being made: the customer can no longer cancel it.
    expect(await page.locator('[data-testid="order-cancel-start"]').count()).toBe(0);
    await saveScreenshot(page, `order-lifecycle-history-${locale}`);
    await expectAccessible(page);

    // A second order, cancelled by the customer from its page through the confirmation step.
    const stockBefore = await stockOf(productId, country);
    const second = await order(2);
    expect(await stockOf(productId, country)).toBe(stockBefore! - 2);
    await page.goto(url(`/profile/orders/${second._id}`));
    await hydrated(page);
    await page.locator('[data-testid="order-cancel-start"]').click();
    const confirm = page.locator('[data-testid="order-cancel-confirm"]');
    await confirm.waitFor({ timeout: 45_000 });
    await confirm
      .getByLabel(text('orders.cancel.reason'))
      .fill(language === 'ar' ? 'طلبت بالخطأ' : 'Ordered by mistake');
    await saveScreenshot(page, `order-lifecycle-cancel-confirm-${locale}`);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: text('orders.cancel.confirm') }).click();
    await page.locator('[data-testid="order-cancelled-notice"]').waitFor({ timeout: 45_000 });
    expect(await page.locator('[data-testid="order-cancelled-notice"]').innerText()).toBe(
      text('orders.cancel.done'),
    );
    const history = page.locator('[data-testid="order-history"] ol > li');
    expect(await history.last().getAttribute('data-status')).toBe('cancelled');
    expect(await history.last().innerText()).toContain(
      language === 'ar' ? 'طلبت بالخطأ' : 'Ordered by mistake',
    );
    expect(await page.locator('[data-testid="order-cancel-start"]').count()).toBe(0);
    await saveScreenshot(page, `order-lifecycle-cancelled-${locale}`);
    await expectAccessible(page);
    expect(await stockOf(productId, country)).toBe(stockBefore);

    // The worker sends the emails: production for the first order, the cancellation for the second
    // (besides the welcome and the two orders' confirmations).
    await expect
      .poll(
        async () =>
          (await readOutbox(e2e.dataDir)).filter(
            (message) =>
              message.channel === 'email' &&
              message.to === email &&
              message.template.startsWith('order-status-'),
          ).length,
        { timeout: 45_000 },
      )
      .toBe(2);
    const mails = (await readOutbox(e2e.dataDir)).filter(
      (message) =>
        message.channel === 'email' && message.to === email && message.template.startsWith('order-status-'),
    );
    const cancelled = mails.find(
      (mail) => mail.channel === 'email' && mail.template === 'order-status-cancelled',
    );
    expect(cancelled).toMatchObject({ lang: language });
    expect(cancelled && 'subject' in cancelled ? cancelled.subject : '').toContain(second.orderId);
    expect(
      mails.some((mail) => mail.channel === 'email' && mail.template === 'order-status-in_production'),
    ).toBe(true);
    expect(errors).toEqual([]);

    // Without JavaScript: the confirmation is a page of its own and its form a plain POST.
    const third = await order(1);
    const { page: noScript } = await e2e.newPage({
      javaScriptEnabled: false,
      prepare: (context) => e2e.useSession(context, token),
    });
    await noScript.goto(url(`/profile/orders/${third._id}`));
    await noScript.locator('[data-testid="order-cancel-start"]').click();
    await noScript.waitForURL((target) => target.searchParams.get('cancel') === '1');
    await noScript.getByRole('button', { name: text('orders.cancel.confirm') }).click();
    await noScript.waitForURL((target) => target.searchParams.get('cancelled') === '1');
    expect(await noScript.locator('[data-testid="order-cancelled-notice"]').innerText()).toBe(
      text('orders.cancel.done'),
    );
    expect(
      await noScript.locator('[data-testid="order-history"] ol > li').last().getAttribute('data-status'),
    ).toBe('cancelled');
    // Posting it again is refused with the localized message (400), nothing changes.
    const again = await noScript.request.post(url(`/profile/orders/${third._id}?cancel=1`), {
      form: { reason: '' },
      headers: { origin: e2e.url },
      maxRedirects: 0,
    });
    expect(again.status()).toBe(400);
    expect(await again.text()).toContain(text('errors.order.notCancellable'));
  });
});
