/**
 * The cart and cash-on-delivery checkout in the browser (SPEC.md sections 2, 3, 4, 5 and 8), in
 * ar-eg and en-sa, with JavaScript on: a guest adds a product (the guest cart's id is kept in an
 * HttpOnly cookie and counted by /api/me while the product page stays cacheable), goes to
 * checkout and is sent to log in, logs in (the guest cart merges into the user's and the login
 * lands on the cart), applies a wrong then a demo coupon (localized error, then the discount in
 * the bill), adds an address, is told to select a payment method, pays cash on delivery, sees the
 * thank-you page and finds the order in profile/orders. axe-core scans each step; screenshots are
 * artifacts/screenshots/cart-checkout-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { addShippingAddress, hydrated, submitLoginForm, useE2e } from '@souq/testing/e2e-harness.ts';
import { t, type MessageKey, type MessageValues } from '../../apps/web/app/i18n/i18n.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';

const e2e = useE2e();

const expectAccessible = (page: Page) => e2e.expectAccessible(page, { include: 'main' });

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((item) => item.name === name);

/** The header's session summary, asked the way the header asks it (a same-origin fetch). */
async function me(page: Page, country: string) {
  const answer = await page.request.get(`${e2e.url}/api/me?country=${country}`, {
    headers: { origin: e2e.url },
  });
  return (await answer.json()) as { user: { firstName: string } | null; cartQuantity: number };
}

const JOURNEYS: Array<{ locale: LocaleCode; country: 'eg' | 'sa'; coupon: string }> = [
  { locale: 'ar-eg', country: 'eg', coupon: 'WELCOME10' },
  { locale: 'en-sa', country: 'sa', coupon: 'FREESHIP' },
];

describe.each(JOURNEYS)('cart and cash-on-delivery checkout in $locale', ({ locale, country, coupon }) => {
  const text = (key: MessageKey, values?: MessageValues) => t(locale, key, values);
  const url = (path: string) => `${e2e.url}/${locale}${path}`;

  it('takes a guest from the product page to a placed order and profile/orders', async () => {
    const email = `shopper.${locale}.${Date.now()}@example.com`;
    const password = 'secret12';
    const registered = await e2e.signUp({
      fName: locale.startsWith('ar') ? 'سارة' : 'Sara',
      lName: 'Checkout',
      email,
      password,
    });
    expect(registered.status_code).toBe(200);
    const product = await e2e.buyableProduct(country);
    const productName = locale.startsWith('ar') ? product.arName : product.name;

    const { context, page, errors, refusedOnPurpose } = await e2e.newPage();

    // 1. A guest adds the product; the page itself stays public and cacheable.
    const productPage = await page.goto(url(`/products/${product._id}`));
    expect(productPage?.status()).toBe(200);
    expect(productPage?.headers()['cache-control']).toContain('public');
    await hydrated(page);
    const addForm = page.locator('[data-testid="add-to-cart-form"]');
    expect(await addForm.locator('input[name="next"]').count()).toBe(0);
    await addForm.getByRole('button', { name: text('productPage.addToCart') }).click();
    await page.locator('[data-testid="view-cart"]').waitFor({ timeout: 45_000 });
    const guestCart = await cookie(context, 'souq_cart');
    expect(guestCart?.httpOnly).toBe(true);
    expect(await cookie(context, 'souq_session')).toBeUndefined();
    expect(await me(page, country)).toMatchObject({ user: null, cartQuantity: 1 });
    await expect
      .poll(() => page.locator('[data-testid="cart-link"]').getAttribute('title'))
      .toBe(text('layout.header.cart', { count: 1 }));
    await saveScreenshot(page, `cart-checkout-added-${locale}`);

    // 2. The cart: the line, the bill, never cached.
    const cartPage = await page.goto(url('/cart'));
    expect(cartPage?.headers()['cache-control']).toBe('private, no-store');
    await hydrated(page);
    const lines = page.locator('[data-testid="cart-line"]');
    expect(await lines.count()).toBe(1);
    expect(await lines.first().locator('[data-testid="cart-line-name"]').innerText()).toBe(productName);
    // One more, then one less, with the stepper (a fetcher; the loader revalidates).
    await lines
      .first()
      .getByRole('button', { name: text('cart.increase', { name: productName }) })
      .click();
    await expect
      .poll(() => lines.first().locator('[data-testid="cart-line-quantity"]').innerText())
      .toBe('2');
    await lines
      .first()
      .getByRole('button', { name: text('cart.decrease', { name: productName }) })
      .click();
    await expect
      .poll(() => lines.first().locator('[data-testid="cart-line-quantity"]').innerText())
      .toBe('1');
    await saveScreenshot(page, `cart-checkout-cart-guest-${locale}`);
    await expectAccessible(page);

    // 3. Checkout as a guest: sent to log in; the login merges the cart and goes on to the step
    //    the shopper asked for (issue 23), the shipping step; then back to the cart for a coupon.
    await page.locator('[data-testid="checkout-button"]').click();
    await page.waitForURL((target) => target.pathname === `/${locale}/login`);
    await hydrated(page);
    await submitLoginForm(page, email, password, text('account.login.submit'));
    await page.waitForURL((target) => target.pathname === `/${locale}/address`, { timeout: 45_000 });
    expect((await cookie(context, 'souq_session'))?.httpOnly).toBe(true);
    await page.goto(`${e2e.url}/${locale}/cart`);
    await hydrated(page);
    await expect.poll(() => page.locator('[data-testid="cart-line"]').count()).toBe(1);
    await expect.poll(() => cookie(context, 'souq_cart')).toBeUndefined();
    expect((await me(page, country)).cartQuantity).toBe(1);

    // 4. A wrong code, then a demo coupon.
    const couponForm = page.locator('[data-testid="coupon-form"]');
    await refusedOnPurpose(400, async () => {
      await couponForm.locator('input[name="code"]').fill('NO-SUCH-CODE');
      await couponForm.getByRole('button', { name: text('cart.coupon.apply') }).click();
      await expect.poll(() => couponForm.innerText()).toContain(text('errors.coupon.notFound'));
    });
    await couponForm.locator('input[name="code"]').fill(coupon);
    await couponForm.getByRole('button', { name: text('cart.coupon.apply') }).click();
    await page.locator('[data-testid="coupon-status"]').waitFor();
    const breakdown = page.locator('[data-testid="price-breakdown"]');
    if (coupon === 'FREESHIP') {
      await expect
        .poll(() => breakdown.locator('[data-row="shipping"] dd').innerText())
        .toBe(text('checkout.breakdown.freeDelivery'));
    } else {
      await breakdown.locator('[data-row="coupon"]').waitFor();
    }
    await saveScreenshot(page, `cart-checkout-cart-coupon-${locale}`);
    await expectAccessible(page);

    // 5. Shipping details: no address yet, add one (the profile's form).
    await page.locator('[data-testid="checkout-button"]').click();
    await page.waitForURL((target) => target.pathname === `/${locale}/address`);
    await hydrated(page);
    const addressForm = page.locator('[data-testid="address-form"]');
    expect(await addressForm.locator('select[name="country"]').inputValue()).toBe(country);
    await addShippingAddress(page, {
      arabic: locale.startsWith('ar'),
      country,
      saveLabel: text('account.addresses.save'),
    });
    const addressId = new URL(page.url()).searchParams.get('addr')!;
    await hydrated(page);
    expect(await page.locator(`input[name="addr"][value="${addressId}"]`).isChecked()).toBe(true);
    await saveScreenshot(page, `cart-checkout-shipping-${locale}`);
    await expectAccessible(page);

    // The addr value must be one of the user's addresses (500 with the contract message).
    await refusedOnPurpose(500, async () => {
      const stranger = await page.goto(url('/payment?addr=00000000-0000-4000-8000-000000000000'));
      expect(stranger?.status()).toBe(500);
      expect(await page.locator('h1').innerText()).toBe(text('errors.routing.addressNotFound'));
    });
    await page.goBack();
    await hydrated(page);

    // 6. Payment details: cash on delivery, after being asked to choose it.
    await page.locator('[data-testid="to-payment"]').click();
    await page.waitForURL((target) => target.pathname === `/${locale}/payment`);
    await hydrated(page);
    expect(new URL(page.url()).searchParams.get('addr')).toBe(addressId);
    const key = await page.locator('input[name="idempotencyKey"]').inputValue();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    await page.locator('[data-row="cod"]').waitFor();
    await saveScreenshot(page, `cart-checkout-payment-${locale}`);
    await expectAccessible(page);
    const placeOrder = page.locator('[data-testid="place-order"]');
    await refusedOnPurpose(400, async () => {
      await placeOrder.click();
      await expect
        .poll(() => page.locator('[data-testid="place-order-form"]').innerText())
        .toContain(text('errors.payment.selectMethod'));
    });
    await page.locator('input[name="paymentMethod"][value="cod"]').check();
    await page.locator('[data-testid="place-order"]').click();

    // 7. Thank you, then the order in profile/orders.
    await page.waitForURL((target) => target.pathname === `/${locale}/thankYou`, { timeout: 45_000 });
    await hydrated(page);
    const orderNumber = await page.locator('[data-testid="order-number"]').innerText();
    expect(orderNumber).toMatch(/^SD-/);
    expect(await page.locator('[data-testid="order-line"]').count()).toBe(1);
    await saveScreenshot(page, `cart-checkout-thank-you-${locale}`);
    await expectAccessible(page);
    expect((await me(page, country)).cartQuantity).toBe(0);

    await page.goto(url('/profile/orders'));
    await hydrated(page);
    const cards = page.locator('[data-testid="order-card"]');
    expect(await cards.count()).toBe(1);
    expect(await cards.first().innerText()).toContain(orderNumber);
    expect(await cards.first().locator('[data-testid="order-status"]').getAttribute('data-status')).toBe(
      'placed',
    );
    await saveScreenshot(page, `cart-checkout-orders-${locale}`);
    await expectAccessible(page);
    await cards
      .first()
      .getByRole('link', { name: new RegExp(text('orders.view')) })
      .click();
    await page.locator('[data-testid="profile-order"]').waitFor();
    expect(await page.locator('[data-testid="order-line"]').first().innerText()).toContain(productName);
    await saveScreenshot(page, `cart-checkout-order-${locale}`);

    // An empty cart sends checkout pages home.
    await page.goto(url('/address'));
    expect(new URL(page.url()).pathname).toBe(`/${locale}/`);
    expect(errors).toEqual([]);
  });
});
