/**
 * Referral codes and the wallet in the browser (docs/decisions/018 and 019), in ar-eg and en-sa,
 * with JavaScript on. A seed customer (the code owner) opens profile/referral-code and finds their
 * code and share link; a new visitor opens register?discount_code=CODE, finds the code prefilled
 * and signs up; the owner's page then counts one more register use and the earned profit, the
 * owner moves part of it to the wallet (after being refused more than the balance) and pays an
 * order partly with the wallet, the rest cash on delivery. axe-core scans each page; screenshots
 * are artifacts/screenshots/referral-wallet-*.png.
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
import { t, type MessageKey, type MessageValues } from '../../apps/web/app/i18n/i18n.ts';
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

async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

const NEW_ARRIVALS = `query($availableIn: String) {
  getNewArrivals(availableIn: $availableIn) {
    data { _id isAvailableForCod isIDesign availableEdition }
  }
}`;

/** A product sold in the country that can be paid cash on delivery and is in stock. */
async function buyableProduct(country: 'eg' | 'sa'): Promise<string> {
  const answer = await graphql<{
    getNewArrivals: {
      data: Array<{
        _id: string;
        isAvailableForCod: boolean;
        isIDesign: boolean;
        availableEdition: number | null;
      }>;
    };
  }>(NEW_ARRIVALS, { availableIn: country });
  const product = answer.getNewArrivals.data.find(
    (item) =>
      item.isAvailableForCod &&
      !item.isIDesign &&
      (item.availableEdition === null || item.availableEdition > 2),
  );
  expect(product, `a cash-on-delivery product in ${country}`).toBeDefined();
  return product!._id;
}

type Envelope<T> = { status_code: number; message?: string; data: T };
/** One GraphQL field's envelope, optionally as a signed-in user. */
async function call<T>(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<Envelope<T>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: Record<string, Envelope<T>> };
  return Object.values(body.data)[0]!;
}

/**
 * A sign-up's referral reward is held until the new customer's first delivered order (decision
 * 026): the visitor orders cash on delivery and staff deliver it, through the API.
 */
async function deliverFirstOrder(email: string, password: string, country: 'eg' | 'sa') {
  const login = `mutation($email: String, $password: String) { login(email: $email, password: $password) { status_code data { jwt } } }`;
  const tokenOf = async (who: string, secret: string) =>
    (await call<{ jwt: string }>(login, { email: who, password: secret })).data.jwt;
  const token = await tokenOf(email, password);
  const staff = await tokenOf('admin@souq.test', 'demo1234');
  const address = await call<Array<{ _id: string; country: string }>>(
    `mutation($address: AddressInput) { addAddress(address: $address) { status_code data { _id country } } }`,
    {
      address: { country, city: 'Cairo', address1: '12 Nile Street', phone: '0501234567', fName: 'Invited' },
    },
    token,
  );
  const productId = await buyableProduct(country);
  const images = await call<Array<{ _id: string }>>(
    `query($product: ID!) { getProductImages(product: $product) { status_code data { _id } } }`,
    { product: productId },
  );
  const cart = await call<{ _id: string }>(
    `mutation($image: ID, $currentCountry: String) { addToCart(image: $image, quantity: 1, currentCountry: $currentCountry) { status_code message data { _id } } }`,
    { image: images.data[0]!._id, currentCountry: country },
    token,
  );
  const placed = await call<{ _id: string }>(
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
    const changed = await call(
      `mutation($order: ID!, $status: String!) { changeOrderStatus(order: $order, status: $status) { status_code message } }`,
      { order: placed.data._id, status },
      staff,
    );
    expect(changed.status_code, changed.message ?? '').toBe(200);
  }
}

async function hydrated(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('form, main');
      return main !== null && Object.keys(main).some((key) => key.startsWith('__react'));
    },
    undefined,
    { timeout: 15_000 },
  );
}

async function expectAccessible(page: Page) {
  expect(formatViolations(await runAxe(page, { include: 'main' }))).toEqual([]);
}

/** Ticks the ALTCHA box and waits for the proof of work to fill the hidden `altcha` field. */
async function passRobotCheck(page: Page, scope: string) {
  const box = page.locator(`${scope} altcha-widget input[type="checkbox"]`);
  await box.waitFor({ state: 'visible', timeout: 15_000 });
  await box.click({ force: true });
  await page.waitForFunction(
    (selector) =>
      Boolean(document.querySelector<HTMLInputElement>(`${selector} input[name="altcha"]`)?.value),
    scope,
    { timeout: 60_000 },
  );
}

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
    const url = (path: string) => `${server.url}/${locale}${path}`;

    it(
      'shares a code, counts the sign-up, moves the profit to the wallet and pays with it',
      { timeout: 240_000 },
      async () => {
        const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
        contexts.push(ownerContext, visitorContext);
        const page = await ownerContext.newPage();
        const errors = watchPageErrors(page);
        const visitorPage = await visitorContext.newPage();
        const visitorErrors = watchPageErrors(visitorPage);
        /** A step whose request is refused on purpose: the browser's log of that answer is expected. */
        const refusedOnPurpose = async (status: number, step: () => Promise<void>) => {
          const before = errors.length;
          await step();
          const expected = [
            `console: Failed to load resource: the server responded with a status of ${status}`,
            `response: ${status} `,
          ];
          for (let at = errors.length - 1; at >= before; at -= 1)
            if (expected.some((start) => errors[at]!.startsWith(start))) errors.splice(at, 1);
        };
        const stat = async (key: string) =>
          Number(await page.locator(`[data-testid="stat-${key}"]`).getAttribute('data-value'));

        // 1. The owner signs in and opens profile/referral-code: the code, its link, the counts.
        await page.goto(url('/login'));
        await hydrated(page);
        const loginForm = page.locator('main form').filter({ has: page.locator('input[name="password"]') });
        await loginForm.locator('input[name="email"]').fill(owner);
        await loginForm.locator('input[name="password"]').fill('demo1234');
        await loginForm.getByRole('button', { name: text('account.login.submit') }).click();
        await page.waitForURL((target) => target.pathname !== `/${locale}/login`, { timeout: 15_000 });
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
        expect(shareLink).toBe(`${server.url}/${locale}/register?discount_code=${code}`);
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
        await visitorPage.locator('[data-testid="register-done"]').waitFor({ timeout: 15_000 });
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
            .poll(() => moveForm.innerText(), { timeout: 20_000 })
            .toContain(text('errors.referral.balanceLow'));
        });
        const moveMinor = Math.max(1, Math.floor(referralAfter / 2));
        await moveForm.locator('input[name="amount"]').fill((moveMinor / 100).toFixed(2));
        await moveForm.locator('[data-testid="move-submit"]').click();
        await expect.poll(() => stat('walletBalance'), { timeout: 20_000 }).toBe(walletBefore + moveMinor);
        expect(await stat('referralBalance')).toBe(referralAfter - moveMinor);
        const moved = page.locator('[data-testid="wallet-entries"] tr[data-reason="referral_reward"]');
        await moved.first().waitFor();
        expect(await moved.first().innerText()).toContain(text('account.referral.reasons.referral_reward'));
        await saveScreenshot(page, `referral-wallet-moved-${locale}`);
        await expectAccessible(page);

        // 5. The owner pays an order partly with the wallet, the rest cash on delivery.
        const productId = await buyableProduct(country);
        await page.goto(url(`/products/${productId}`));
        await hydrated(page);
        await page
          .locator('[data-testid="add-to-cart-form"]')
          .getByRole('button', { name: text('productPage.addToCart') })
          .click();
        await page.locator('[data-testid="view-cart"]').waitFor({ timeout: 15_000 });
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
            .poll(() => payment.innerText(), { timeout: 20_000 })
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
        const plain = await browser.newContext({
          javaScriptEnabled: false,
          storageState: await ownerContext.storageState(),
          viewport: { width: 1280, height: 900 },
        });
        contexts.push(plain);
        const plainPage = await plain.newPage();
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
        // Something is left to pay: cash on delivery must be chosen.
        await refusedOnPurpose(400, async () => {
          await page.locator('[data-testid="place-order"]').click();
          await expect
            .poll(() => payment.innerText(), { timeout: 20_000 })
            .toContain(text('errors.payment.selectMethod'));
        });
        await page.locator('input[name="paymentMethod"][value="cod"]').check();
        await page.locator('[data-testid="place-order"]').click();
        await page.waitForURL((target) => target.pathname === `/${locale}/thankYou`, { timeout: 20_000 });
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
