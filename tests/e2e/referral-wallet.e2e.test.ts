/**
 * Referral codes and the wallet in the browser (docs/decisions/018 and 019), in ar-eg and en-sa,
 * with JavaScript on. A seed customer (the code owner) opens profile/referral-code and finds their
 * code and share link; a new visitor opens register?discount_code=CODE, finds the code prefilled
 * and signs up; the owner's page then counts one more register use and the earned profit, the
 * owner moves part of it to the wallet (after being refused more than the balance) and pays an
 * order partly with the wallet, the rest cash on delivery. axe-core scans each page; screenshots
 * are artifacts/screenshots/referral-wallet-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import {
  addToCartOnProductPage,
  DEMO_PASSWORD,
  hydrated as hydratedAt,
  passRobotCheck,
  useE2e,
} from '@souq/testing/e2e-harness.ts';
import { t, type MessageKey, type MessageValues } from '../../apps/web/app/i18n/i18n.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';

const e2e = useE2e({ server: {} });

/**
 * A sign-up's referral reward is held until the new customer's first delivered order (decision
 * 026): the visitor orders cash on delivery and staff deliver it, through the API.
 */
async function deliverFirstOrder(email: string, password: string, country: 'eg' | 'sa') {
  const token = await e2e.logIn(email, password);
  const staff = await e2e.logIn('admin@souq.test');
  const address = await e2e.field<Array<{ _id: string; country: string }>>(
    `mutation($address: AddressInput) { addAddress(address: $address) { status_code data { _id country } } }`,
    {
      address: { country, city: 'Cairo', address1: '12 Nile Street', phone: '0501234567', fName: 'Invited' },
    },
    token,
  );
  const { _id: productId } = await e2e.buyableProduct(country);
  const images = await e2e.field<Array<{ _id: string }>>(
    `query($product: ID!) { getProductImages(product: $product) { status_code data { _id } } }`,
    { product: productId },
  );
  const cart = await e2e.field<{ _id: string }>(
    `mutation($image: ID, $currentCountry: String) { addToCart(image: $image, quantity: 1, currentCountry: $currentCountry) { status_code message data { _id } } }`,
    { image: images.data[0]!._id, currentCountry: country },
    token,
  );
  const placed = await e2e.field<{ _id: string }>(
    `mutation($cartId: ID, $addr: ID, $currentCountry: String) { placeOrder(cartId: $cartId, addr: $addr, paymentMethod: "cod", currentCountry: $currentCountry) { status_code message data { _id } } }`,
    {
      cartId: cart.data._id,
      addr: address.data.find((item) => item.country === country)!._id,
      currentCountry: country,
    },
    token,
  );
  expect(placed.status_code, placed.message ?? '').toBe(200);
  for (const status of ['in_production', 'ready_for_shipping', 'out_for_delivery', 'delivered']) {
    const changed = await e2e.field(
      `mutation($order: ID!, $status: String!) { changeOrderStatus(order: $order, status: $status) { status_code message } }`,
      { order: placed.data._id, status },
      staff,
    );
    expect(changed.status_code, changed.message ?? '').toBe(200);
  }
}

const hydrated = (page: Page) => hydratedAt(page, 'form, main');
const expectAccessible = (page: Page) => e2e.expectAccessible(page, { include: 'main' });

/** friendCode: another seed customer's referral code (10% off), used by the owner at payment. */
const JOURNEYS: Array<{
  locale: LocaleCode;
  country: 'eg' | 'sa';
  owner: string;
  visitor: string;
  friendCode: string;
}> = [
  { locale: 'ar-eg', country: 'eg', owner: 'customer@souq.test', visitor: 'مريم', friendCode: 'NASSER15' },
  {
    locale: 'en-sa',
    country: 'sa',
    owner: 'nasser.al.subaie@example.com',
    visitor: 'Maryam',
    friendCode: 'HANA10',
  },
];

describe.each(JOURNEYS)(
  'referral code and wallet in $locale',
  ({ locale, country, owner, visitor, friendCode }) => {
    const text = (key: MessageKey, values?: MessageValues) => t(locale, key, values);
    const url = (path: string) => `${e2e.url}/${locale}${path}`;

    it(
      'shares a code, counts the sign-up, moves the profit to the wallet and pays with it',
      { timeout: 240_000 },
      async () => {
        const { context: ownerContext, page, errors, refusedOnPurpose } = await e2e.newPage();
        const { page: visitorPage, errors: visitorErrors } = await e2e.newPage();
        const stat = async (key: string) =>
          Number(await page.locator(`[data-testid="stat-${key}"]`).getAttribute('data-value'));

        // 1. The owner is signed in (a session from the API: the login form is the accounts and
        // cart-checkout journeys') and opens profile/referral-code: the code, its link, the counts.
        await e2e.useSession(ownerContext, await e2e.logIn(owner, DEMO_PASSWORD));
        const referralPage = await page.goto(url('/profile/referral-code'));
        expect(referralPage?.status()).toBe(200);
        expect(referralPage?.headers()['cache-control']).toBe('private, no-store');
        await hydrated(page);
        // The profile menu links to the page.
        await page
          .getByRole('navigation', { name: text('account.profile.navLabel') })
          .getByRole('link', { name: text('account.profile.referralCode') })
          .waitFor();
        const code = (await page.locator('[data-testid="referral-code"]').innerText()).trim();
        expect(code).toMatch(/^[A-Z0-9]+$/);
        const shareLink = await page.locator('[data-testid="share-link"]').inputValue();
        expect(shareLink).toBe(`${e2e.url}/${locale}/register?discount_code=${code}`);
        await page.locator('[data-testid="copy-link"]').waitFor();
        const registerUses = await stat('registerUses');
        const referralBefore = await stat('referralBalance');
        const walletBefore = await stat('walletBalance');
        await saveScreenshot(page, `referral-wallet-profile-${locale}`);
        await expectAccessible(page);

        // 2. A new visitor opens the share link: the code is prefilled; they sign up.
        await visitorPage.goto(shareLink);
        await hydrated(visitorPage);
        await visitorPage.getByRole('button', { name: text('account.register.continue') }).click();
        const form = visitorPage.locator('[data-testid="register-form-customer"]');
        await form.waitFor();
        expect(await form.locator('input[name="discountCode"]').inputValue()).toBe(code);
        await form.locator('input[name="fName"]').fill(visitor);
        await form.locator('input[name="lName"]').fill('Referral');
        const invited = `invited.${locale}.${Date.now()}@example.com`;
        await form.locator('input[name="email"]').fill(invited);
        await form.locator('input[name="password"]').fill('secret12');
        await form.getByLabel(text('account.labels.terms')).check();
        await passRobotCheck(visitorPage, '[data-testid="register-form-customer"]');
        await saveScreenshot(visitorPage, `referral-wallet-register-${locale}`);
        await form.getByRole('button', { name: text('account.register.submit') }).click();
        await visitorPage.locator('[data-testid="register-done"]').waitFor({ timeout: 45_000 });
        expect(visitorErrors).toEqual([]);

        // 3. The owner's page counts the sign-up; its reward is held (decision 026) until the new
        // customer's first order is delivered, then it is earned.
        await page.reload();
        await hydrated(page);
        expect(await stat('registerUses')).toBe(registerUses + 1);
        expect(await stat('referralBalance')).toBe(referralBefore);
        await deliverFirstOrder(invited, 'secret12', country);
        await page.reload();
        await hydrated(page);
        const referralAfter = await stat('referralBalance');
        expect(referralAfter).toBeGreaterThan(referralBefore);

        // 4. More than the balance is refused, localized; then part of it moves to the wallet.
        const moveForm = page.locator('[data-testid="move-form"]');
        await refusedOnPurpose(400, async () => {
          await moveForm.locator('input[name="amount"]').fill('100000');
          await moveForm.locator('[data-testid="move-submit"]').click();
          await expect
            .poll(() => moveForm.innerText(), { timeout: 45_000 })
            .toContain(text('errors.referral.balanceLow'));
        });
        const moveMinor = Math.max(1, Math.floor(referralAfter / 2));
        await moveForm.locator('input[name="amount"]').fill((moveMinor / 100).toFixed(2));
        await moveForm.locator('[data-testid="move-submit"]').click();
        await expect.poll(() => stat('walletBalance'), { timeout: 45_000 }).toBe(walletBefore + moveMinor);
        expect(await stat('referralBalance')).toBe(referralAfter - moveMinor);
        const moved = page.locator('[data-testid="wallet-entries"] tr[data-reason="referral_reward"]');
        await moved.first().waitFor();
        expect(await moved.first().innerText()).toContain(text('account.referral.reasons.referral_reward'));
        await saveScreenshot(page, `referral-wallet-moved-${locale}`);
        await expectAccessible(page);

        // 5. The owner pays an order partly with the wallet, the rest cash on delivery.
        const { _id: productId } = await e2e.buyableProduct(country);
        await addToCartOnProductPage(page, url(`/products/${productId}`), text('productPage.addToCart'));
        await page.goto(url('/address'));
        await hydrated(page);
        await page.locator('input[name="addr"]').first().check();
        await page.locator('[data-testid="to-payment"]').click();
        await page.waitForURL((target) => target.pathname === `/${locale}/payment`);
        await hydrated(page);
        const payment = page.locator('[data-testid="place-order-form"]');
        expect(await payment.innerText()).toContain(
          text('checkout.payment.useWallet', { amount: '' }).replace(/\(\)$/, '').trim(),
        );
        await page.locator('[data-testid="use-wallet"]').check();
        await page.locator('[data-testid="update-total"]').click();
        await page.waitForURL((target) => target.searchParams.get('useWallet') === '1');
        await hydrated(page);
        await page.locator('[data-testid="price-breakdown"] [data-row="wallet"]').waitFor();
        expect(await page.locator('[data-testid="use-wallet"]').isChecked()).toBe(true);
        // The owner's own code is refused, localized; a friend's code takes its discount.
        const codeField = page.locator('[data-testid="referral-code"]');
        await refusedOnPurpose(400, async () => {
          await codeField.fill(code);
          await page.locator('[data-testid="update-total"]').click();
          await expect
            .poll(() => payment.innerText(), { timeout: 45_000 })
            .toContain(text('errors.referral.ownCode'));
        });
        await codeField.fill(friendCode);
        await page.locator('[data-testid="update-total"]').click();
        await page.waitForURL((target) => target.searchParams.get('referralCode') === friendCode);
        await hydrated(page);
        await page.locator('[data-testid="price-breakdown"] [data-row="referral"]').waitFor();
        expect(await page.locator('[data-testid="use-wallet"]').isChecked()).toBe(true);
        await saveScreenshot(page, `referral-wallet-payment-${locale}`);

        // Without JavaScript the same form updates the bill: unticking the wallet drops its row.
        const { page: plainPage } = await e2e.newPage({
          javaScriptEnabled: false,
          storageState: await ownerContext.storageState(),
        });
        await plainPage.goto(page.url());
        await plainPage.locator('[data-testid="price-breakdown"] [data-row="wallet"]').waitFor();
        await plainPage.locator('[data-testid="use-wallet"]').uncheck();
        await plainPage.locator('[data-testid="update-total"]').click();
        await plainPage.waitForURL((target) => !target.searchParams.has('useWallet'));
        expect(await plainPage.locator('[data-testid="price-breakdown"] [data-row="wallet"]').count()).toBe(
          0,
        );
        expect(await plainPage.locator('[data-testid="price-breakdown"] [data-row="referral"]').count()).toBe(
          1,
        );
        await plainPage.close();
        await expectAccessible(page);
        // When something is left to pay, cash on delivery must be chosen; when the wallet covers
        // it all (a cheap product in the demo's country), the order needs no method.
        if ((await page.locator('[data-testid="prepaid-note"]').count()) === 0) {
          await refusedOnPurpose(400, async () => {
            await page.locator('[data-testid="place-order"]').click();
            await expect
              .poll(() => payment.innerText(), { timeout: 45_000 })
              .toContain(text('errors.payment.selectMethod'));
          });
          await page.locator('input[name="paymentMethod"][value="cod"]').check();
        }
        await page.locator('[data-testid="place-order"]').click();
        await page.waitForURL((target) => target.pathname === `/${locale}/thankYou`, { timeout: 45_000 });
        await hydrated(page);

        await page.goto(url('/profile/referral-code'));
        await hydrated(page);
        expect(await stat('walletBalance')).toBeLessThan(walletBefore + moveMinor);
        const paid = page.locator('[data-testid="wallet-entries"] tr[data-reason="order_payment"]');
        expect(await paid.first().innerText()).toContain(text('account.referral.reasons.order_payment'));
        await saveScreenshot(page, `referral-wallet-paid-${locale}`);
        expect(errors).toEqual([]);
      },
    );
  },
);
