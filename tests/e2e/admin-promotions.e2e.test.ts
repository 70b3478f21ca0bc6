/**
 * The dashboard's promotions (issue 21) on the shared server, in English and Arabic; each journey
 * writes only what it makes (a new coupon, a new batch, a new shopper's unpaid gift card):
 * - an admin creates a coupon in English (after one refused submit, the message beside the field);
 *   a fresh shopper applies it in the cart and sees the discount, orders, and the use shows on the
 *   coupon's page;
 * - an admin generates 20 single-use codes in Arabic (a wrong prefix refused beside its field) and
 *   downloads the batch's CSV;
 * - an admin cancels a gift card in Arabic (first refused without the confirmation, beside the box):
 *   its balance is zero and it says cancelled; the referral programme, without JavaScript and in
 *   English, refuses a reward with too many decimals beside the field.
 * Screenshots: artifacts/screenshots/admin-promotions/.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { hydrated, useE2e, type E2e } from '@souq/testing/e2e-harness.ts';
import { ADD_TO_CART, placeCodOrder, PRODUCT_IMAGES } from '@souq/testing/e2e-orders.ts';
import { t, type MessageKey, type MessageValues } from '../../apps/web/app/i18n/i18n.ts';

const e2e: E2e = useE2e();

const shot = (page: Page, name: string) =>
  saveScreenshot(page, `admin-promotions/${name}`, { fullPage: true });

/** A page signed in as `email` (a demo login), at `path`, hydrated. */
async function staffPage(email: string, path: string) {
  const opened = await e2e.newPage();
  await e2e.useSession(opened.context, await e2e.logIn(email));
  await opened.page.goto(`${e2e.url}${path}`);
  await hydrated(opened.page, '#admin-main');
  return opened;
}

const expectAccessible = (page: Page) => e2e.expectAccessible(page, { include: '#admin-main' });

async function shopper(name: string) {
  const email = `promo-${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signed = await e2e.signUp({ fName: name, lName: 'Shopper', email, password: 'shopper-pass-1' });
  expect(signed.status_code, signed.message ?? '').toBe(200);
  return { email, id: signed.data._id, token: await e2e.logIn(email, 'shopper-pass-1') };
}

const ADDRESS = { city: 'Cairo', address1: '12 Nile Street', phone: '0101234567', fName: 'Nour' };

describe('a coupon made by staff and used by a shopper', () => {
  const en = (key: MessageKey, values?: MessageValues) => t('en-eg', key, values);

  it('creates a coupon (en), a shopper sees its discount in the cart and orders, the use is listed', async () => {
    const code = `SPRING${crypto.randomBytes(3).toString('hex').toUpperCase()}`;
    const { page, errors, refusedOnPurpose } = await staffPage('staff@souq.test', '/en-eg/admin/coupons/new');
    const form = page.getByTestId('admin-coupon-form');
    await form.locator('input[name="title"]').fill('Spring sale');
    await form.locator('input[name="discount"]').fill('15');
    // A code with a space: refused, the message beside the field, the rest kept as typed.
    await form.locator('input[name="code"]').fill('SPRING SALE');
    await refusedOnPurpose(400, async () => {
      await page.getByTestId('coupon-save').click();
      await expect.poll(() => form.locator('input[name="code"]').getAttribute('aria-invalid')).toBe('true');
    });
    const codeField = form.locator('div', { has: page.locator('input[name="code"]') }).last();
    expect(await codeField.innerText()).toContain(en('admin.promotions.errors.codeFormat'));
    expect(await form.locator('input[name="title"]').inputValue()).toBe('Spring sale');
    await shot(page, 'coupon-form-refused-en');
    await form.locator('input[name="code"]').fill(code);
    await page.getByTestId('coupon-save').click();
    await page.waitForURL((url) => /\/en-eg\/admin\/coupons\/[0-9a-f-]{36}$/.test(url.pathname));
    // The URL changes before the new page is drawn: wait for the coupon's own heading.
    await expect.poll(() => page.locator('h1').innerText()).toBe(code);
    await hydrated(page, '#admin-main');
    await expectAccessible(page);
    await shot(page, 'coupon-form-en');
    const couponUrl = page.url().split('?')[0]!;

    // The shopper: a product in the cart, the code typed in lower case, the discount in the bill.
    const buyer = await shopper('coupon');
    const product = await e2e.buyableProduct('eg');
    const images = await e2e.field<Array<{ _id: string }>>(PRODUCT_IMAGES, { product: product._id });
    await e2e.field(
      ADD_TO_CART,
      { image: images.data[0]!._id, quantity: 1, currentCountry: 'eg' },
      buyer.token,
    );
    const shop = await e2e.newPage();
    await e2e.useSession(shop.context, buyer.token);
    await shop.page.goto(`${e2e.url}/en-eg/cart`);
    await hydrated(shop.page);
    const couponForm = shop.page.locator('[data-testid="coupon-form"]');
    await couponForm.locator('input[name="code"]').fill(code.toLowerCase());
    await couponForm.getByRole('button', { name: en('cart.coupon.apply') }).click();
    await shop.page.locator('[data-testid="coupon-status"]').waitFor();
    const discountRow = shop.page.locator('[data-testid="price-breakdown"] [data-row="coupon"]');
    await discountRow.waitFor();
    expect(await discountRow.innerText()).toMatch(/\d/);
    await shot(shop.page, 'shopper-cart-coupon-en');
    expect(shop.errors).toEqual([]);

    // The order keeps the code (one more of the product, cash on delivery); the use is listed.
    await placeCodOrder(e2e, buyer.token, {
      productId: product._id,
      quantity: 1,
      country: 'eg',
      address: ADDRESS,
    });
    await page.goto(couponUrl);
    await hydrated(page, '#admin-main');
    const uses = page.getByTestId('coupon-uses-row');
    await expect.poll(() => uses.count()).toBe(1);
    expect(await uses.first().innerText()).toContain('coupon Shopper');
    expect(await page.getByTestId('coupon-sales-number').inputValue()).toBe('1');
    await shot(page, 'coupon-uses-en');
    // An edit after the order (which moved the coupon's version on): saved, the uses kept.
    await form.locator('textarea[name="description"]').fill('Fifteen percent off everything this spring.');
    await page.getByTestId('coupon-save').click();
    await expect
      .poll(() => page.locator('#admin-main').innerText())
      .toContain(en('admin.promotions.coupons.saved'));
    expect(await page.getByTestId('coupon-sales-number').inputValue()).toBe('1');
    expect(errors).toEqual([]);
  });
});

describe('bulk codes in Arabic, a gift card cancelled, the referral programme', () => {
  const ar = (key: MessageKey, values?: MessageValues) => t('ar-eg', key, values);

  it('generates 20 single-use codes (ar) and downloads them as CSV', async () => {
    const { page, errors, refusedOnPurpose } = await staffPage('staff@souq.test', '/ar-eg/admin/coupons/new');
    await shot(page, 'coupon-form-ar');
    await page.goto(`${e2e.url}/ar-eg/admin/coupons/generate`);
    await hydrated(page, '#admin-main');
    const form = page.getByTestId('coupon-generate-form');
    await form.locator('input[name="prefix"]').fill('عيد');
    await form.locator('input[name="count"]').fill('٢٠');
    await form.locator('input[name="title"]').fill('هدية العيد');
    await form.locator('input[name="discount"]').fill('10');
    await refusedOnPurpose(400, async () => {
      await page.getByTestId('coupon-generate-submit').click();
      await expect.poll(() => form.locator('input[name="prefix"]').getAttribute('aria-invalid')).toBe('true');
    });
    expect(await form.innerText()).toContain(ar('admin.promotions.errors.prefixFormat'));
    await shot(page, 'coupon-generate-refused-ar');
    const prefix = `EID${crypto.randomBytes(2).toString('hex').toUpperCase()}`;
    await form.locator('input[name="prefix"]').fill(prefix);
    await page.getByTestId('coupon-generate-submit').click();
    await page.waitForURL((url) => url.pathname === '/ar-eg/admin/coupons' && url.searchParams.has('batch'));
    await expect.poll(() => page.getByTestId('admin-coupons-row').count()).toBe(20);
    await hydrated(page, '#admin-main');
    await expectAccessible(page);
    await shot(page, 'coupon-list-batch-ar');

    const href = await page.getByTestId('coupons-batch-export').getAttribute('href');
    const csv = await page.request.get(`${e2e.url}${href}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    const lines = (await csv.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain(ar('admin.promotions.bulk.csv.code'));
    const codes = lines.slice(1).map((line) => line.split(',')[0]!);
    expect(codes).toHaveLength(20);
    for (const one of codes) expect(one).toMatch(new RegExp(`^${prefix}-[A-Z0-9]{8}$`));
    expect(errors).toEqual([]);
  });

  it('cancels a gift card (ar): zero balance, cancelled; the referral form refuses a wrong reward (no JavaScript)', async () => {
    // A shopper's new (unpaid) card: the only card this journey touches.
    const buyer = await shopper('gift');
    const created = await e2e.field<{ giftCard: { _id: string } }>(
      `mutation($recipientEmail: String) {
        createGiftCard(theme: "birthday", amount: 300, senderName: "Omar", senderEmail: "omar@example.com",
          recipientName: "Laila", recipientEmail: $recipientEmail, agreeNonRefundable: true, currentCountry: "eg")
        { status_code message data { giftCard { _id } } }
      }`,
      { recipientEmail: `laila-${crypto.randomUUID().slice(0, 6)}@example.com` },
      buyer.token,
    );
    expect(created.status_code, created.message ?? '').toBe(200);
    const cardId = created.data.giftCard._id;

    const { page, errors, refusedOnPurpose } = await staffPage(
      'staff@souq.test',
      `/ar-eg/admin/gift-cards/${cardId}`,
    );
    // Without the confirmation: refused beside the box, nothing cancelled.
    await refusedOnPurpose(400, async () => {
      await page.getByTestId('gift-card-cancel').click();
      await expect
        .poll(() => page.locator('#admin-main').innerText())
        .toContain(ar('admin.promotions.errors.confirmCancel'));
    });
    await page.getByTestId('gift-card-cancel-confirm').check();
    await page.getByTestId('gift-card-cancel').click();
    await expect
      .poll(() => page.getByTestId('gift-card-state').first().getAttribute('data-state'))
      .toBe('cancelled');
    expect(await page.getByTestId('gift-card-balance').innerText()).toMatch(/[0٠]/);
    expect(await page.getByTestId('gift-card-cancel').isDisabled()).toBe(true);
    await expectAccessible(page);
    await shot(page, 'gift-card-cancelled-ar');

    await page.goto(`${e2e.url}/ar-eg/admin/gift-cards?state=cancelled`);
    await hydrated(page, '#admin-main');
    expect(await page.getByTestId('admin-gift-cards-row').count()).toBeGreaterThan(0);
    await shot(page, 'gift-card-list-ar');
    expect(errors).toEqual([]);

    // The referral programme without JavaScript (a plain POST), in English: a reward with three
    // decimals refused beside its field, what was typed kept.
    const plain = await e2e.newPage({ javaScriptEnabled: false });
    await e2e.useSession(plain.context, await e2e.logIn('staff@souq.test'));
    await plain.page.goto(`${e2e.url}/en-eg/admin/referral`);
    await plain.page.locator('input[name="rewardSAR"]').fill('12.345');
    await plain.refusedOnPurpose(400, async () => {
      await Promise.all([
        plain.page.waitForLoadState('load'),
        plain.page.getByTestId('referral-save').click(),
      ]);
      await expect
        .poll(() => plain.page.locator('input[name="rewardSAR"]').getAttribute('aria-invalid'))
        .toBe('true');
    });
    expect(await plain.page.getByTestId('referral-form').innerText()).toContain(
      t('en-eg', 'admin.promotions.errors.rewardInvalid', { n: 10_000 }),
    );
    expect(await plain.page.locator('input[name="rewardSAR"]').inputValue()).toBe('12.345');
    expect(plain.errors).toEqual([]);
  });
});
