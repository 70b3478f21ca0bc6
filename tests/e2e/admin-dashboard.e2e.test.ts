/**
 * The dashboard's journeys (issue 17), one per role, each in Arabic and English, on the shared
 * server (their writes touch only what they create: a new ticket, fresh shoppers' orders, a new
 * staff account, a fresh customer blocked):
 * - designerSupport accepts a designer's ticket in Arabic; an admin completes the draft product in
 *   English (Arabic texts, prices, a picture with a choice that costs extra) and publishes it; the
 *   shop shows it.
 * - an admin moves a shopper's cash-on-delivery order from placed to delivered in Arabic and refunds
 *   another to the wallet in English.
 * - superAdmin creates a staff account in English, blocks a customer in Arabic (whose open session
 *   stops working at once) and reads all of it in the audit log.
 * - designerSupport's navigation has no orders, and the orders page answers them 403.
 * - an admin, in Arabic, changes a design stage of the demo mug (an extra price in Arabic digits and
 *   a colour added with the picker); the design tool's API serves the new colour and extra.
 * axe-core scans each page; screenshots are artifacts/screenshots/admin-*.png.
 */
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { saveScreenshot } from '@souq/testing';
import { hydrated, useE2e, type E2e } from '@souq/testing/e2e-harness.ts';
import { moveOrder, placeCodOrder, TO_DELIVERED } from '@souq/testing/e2e-orders.ts';
import { t } from '../../apps/web/app/i18n/i18n.ts';

const e2e: E2e = useE2e();

const LOGIN = `mutation($email: String, $password: String) {
  login(email: $email, password: $password) { status_code message data { _id jwt } }
}`;
const CATEGORIES = `{ getCategories(currentCountry: "eg") { status_code data { _id } } }`;
const FILE_TICKET = `mutation($designer: ID, $category: ID, $name: String, $basePrice: Float, $description: String) {
  addProductForDesigner(designer: $designer, category: $category, name: $name, basePrice: $basePrice,
    description: $description, mailLang: "en") { status_code message data { _id } }
}`;
const IDESIGN_PRODUCTS = `{ getIdesignProducts(availableIn: "eg") { status_code data { _id slug } } }`;
const ORDER_STATUS = `query($user: ID) { getOrdersByUserId(user: $user) { status_code message } }`;

/** A page signed in as `email` (a demo login), at `path`, hydrated. */
async function staffPage(email: string, path: string) {
  const opened = await e2e.newPage();
  await e2e.useSession(opened.context, await e2e.logIn(email));
  await opened.page.goto(`${e2e.url}${path}`);
  await hydrated(opened.page, '#admin-main');
  return opened;
}

const expectAccessible = (page: Page) => e2e.expectAccessible(page, { include: '#admin-main' });

/** A fresh shopper (unique email) and their session token. */
async function shopper(name: string) {
  const email = `admin-journey-${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const signed = await e2e.signUp({ fName: name, lName: 'Shopper', email, password: 'shopper-pass-1' });
  expect(signed.status_code, signed.message ?? '').toBe(200);
  return { email, id: signed.data._id, token: await e2e.logIn(email, 'shopper-pass-1') };
}

const ADDRESS = { city: 'Cairo', address1: '12 Nile Street', phone: '0101234567', fName: 'Nour' };

describe('designerSupport accepts a ticket, an admin completes and publishes its product', () => {
  it('accepts in Arabic, completes and publishes in English, and the shop shows it', async () => {
    const designer = await e2e.field<{ _id: string; jwt: string }>(LOGIN, {
      email: 'designer@souq.test',
      password: 'demo1234',
    });
    const category = (await e2e.field<Array<{ _id: string }>>(CATEGORIES)).data[0]!._id;
    const name = `Nile dusk print ${crypto.randomUUID().slice(0, 6)}`;
    const filed = await e2e.field<{ _id: string }>(
      FILE_TICKET,
      {
        designer: designer.data._id,
        category,
        name,
        basePrice: 300,
        description: 'A print of the Nile at dusk.',
      },
      designer.data.jwt,
    );
    expect(filed.status_code, filed.message ?? '').toBe(200);

    // designerSupport, in Arabic: the queue lists the ticket; accepting it makes a draft product.
    const support = await staffPage('support@souq.test', '/ar-eg/admin/tickets');
    expect(await support.page.locator('#admin-main').innerText()).toContain(name);
    await expectAccessible(support.page);
    await saveScreenshot(support.page, 'admin-tickets-ar-eg');
    await support.page.goto(`${e2e.url}/ar-eg/admin/tickets/${filed.data._id}`);
    await hydrated(support.page, '#admin-main');
    await support.page.getByTestId('ticket-accept').click();
    await support.page.locator('input[name="price_eg"]').fill('٤٥٠');
    await support.page.getByTestId('ticket-accept-submit').click();
    const editor = support.page.getByTestId('ticket-product-editor');
    await editor.waitFor();
    const productId = (await editor.getAttribute('href'))!.split('/').at(-1)!;
    await saveScreenshot(support.page, 'admin-ticket-accepted-ar-eg');
    expect(support.errors).toEqual([]);
    // A draft is not in the shop yet.
    const draft = await fetch(`${e2e.url}/en-eg/products/${productId}`);
    expect(draft.status).toBe(404);

    // An admin, in English: the checklist blocks publishing until the Arabic texts and a picture are there.
    const { page, errors } = await staffPage('staff@souq.test', `/en-eg/admin/products/${productId}`);
    expect(await page.getByTestId('product-publish').isDisabled()).toBe(true);
    await page.locator('input[name="arName"]').fill('طباعة غروب النيل');
    await page.locator('textarea[name="arDescription"]').fill('طباعة للنيل عند الغروب.');
    // What the designer earns per piece and the site's share: what a delivered sale records.
    await page.locator('input[name="prices.eg.revenue"]').fill('120');
    await page.locator('input[name="prices.eg.siteRevenue"]').fill('200');
    await page.getByTestId('product-save').click();
    await expect.poll(() => page.locator('input[name="arName"]').inputValue()).toBe('طباعة غروب النيل');
    const picture = await sharp({
      create: { width: 400, height: 400, channels: 3, background: { r: 200, g: 120, b: 60 } },
    })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"][name="image"]')
      .setInputFiles({ name: 'nile.png', mimeType: 'image/png', buffer: picture });
    await expect.poll(() => page.getByTestId('product-images').locator('img').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId('product-publish').isDisabled()).toBe(false);
    // The picture's choices: a frame in both languages that costs 25 EGP more (typed in Arabic digits).
    await page.getByTestId('image-variant').first().click();
    const variant = page.getByTestId('image-variant-dialog');
    await variant.locator('input[name="features.0.property"]').fill('Frame');
    await variant.locator('input[name="features.0.arProperty"]').fill('الإطار');
    await variant.locator('input[name="features.0.value"]').fill('Oak');
    await variant.locator('input[name="features.0.arValue"]').fill('بلوط');
    await variant.locator('input[name="features.0.extraPrices.eg"]').fill('٢٥');
    await variant.getByTestId('image-variant-save').click();
    await variant.waitFor({ state: 'detached' });
    expect(await page.getByTestId('product-image').first().innerText()).toContain('1 choice');
    await expectAccessible(page);
    await saveScreenshot(page, 'admin-product-complete-en-eg');
    await page.getByTestId('product-publish').click();
    await page.getByTestId('product-unpublish').waitFor();
    expect(errors).toEqual([]);

    // The shop shows it, in both languages.
    const shop = await e2e.newPage();
    await shop.page.goto(`${e2e.url}/en-eg/products/${productId}`);
    expect(await shop.page.locator('h1').innerText()).toContain(name);
    await shop.page.goto(`${e2e.url}/ar-eg/products/${productId}`);
    expect(await shop.page.locator('h1').innerText()).toContain('طباعة غروب النيل');
    await saveScreenshot(shop.page, 'admin-published-product-ar-eg');
    expect(shop.errors).toEqual([]);
  });
});

describe('admin moves orders along and refunds them', () => {
  it('moves an order from placed to delivered (ar) and refunds another to the wallet (en)', async () => {
    const buyer = await shopper('orders');
    const product = await e2e.buyableProduct('eg');
    const first = await placeCodOrder(e2e, buyer.token, {
      productId: product._id,
      quantity: 1,
      country: 'eg',
      address: ADDRESS,
    });
    const second = await placeCodOrder(e2e, buyer.token, {
      productId: product._id,
      quantity: 1,
      country: 'eg',
      address: ADDRESS,
    });
    const staffToken = await e2e.logIn('staff@souq.test');
    await moveOrder(e2e, staffToken, second, TO_DELIVERED);

    const { page, errors } = await staffPage('staff@souq.test', `/ar-eg/admin/orders/${first}`);
    for (const status of TO_DELIVERED) {
      await page.getByTestId(`order-move-${status}`).click();
      await page.getByTestId(`order-move-${status}-submit`).click();
      await expect.poll(() => page.getByTestId(`order-move-${status}`).count()).toBe(0);
    }
    await expect.poll(() => page.getByTestId('admin-order-history').innerText()).toContain('تم التوصيل');
    await expectAccessible(page);
    await saveScreenshot(page, 'admin-order-delivered-ar-eg');

    await page.goto(`${e2e.url}/en-eg/admin/orders/${second}`);
    await hydrated(page, '#admin-main');
    await page.getByTestId('order-refund').click();
    await page.getByTestId('order-refund-submit').click();
    await expect.poll(() => page.getByTestId('admin-order-refunds').innerText()).toMatch(/wallet/i);
    await saveScreenshot(page, 'admin-order-refunded-en-eg');

    // The shopper's wallet has the order's total back.
    await page.goto(`${e2e.url}/en-eg/admin/customers/${buyer.id}`);
    await hydrated(page, '#admin-main');
    expect(await page.getByTestId('admin-customer-ledger').innerText()).toMatch(/refund/i);
    expect(errors).toEqual([]);
  });
});

describe('superAdmin manages staff, blocks a customer and reads the audit log', () => {
  it('creates a staff account (en), blocks a customer whose session ends (ar), and finds both in the log', async () => {
    const customer = await shopper('blocked');
    const email = `new-staff-${crypto.randomUUID().slice(0, 8)}@souq.test`;
    const { page, errors } = await staffPage('admin@souq.test', '/en-eg/admin/staff');
    await page.getByTestId('admin-staff-create').click();
    const form = page.getByTestId('admin-staff-create-dialog');
    await form.locator('input[name="fName"]').fill('Hala');
    await form.locator('input[name="lName"]').fill('Support');
    await form.locator('input[name="email"]').fill(email);
    await form.locator('select[name="privilageType"]').selectOption('designerSupport');
    await page.getByTestId('admin-staff-create-submit').click();
    const password = (
      await page.getByTestId('admin-staff-password').locator('p[dir="ltr"]').innerText()
    ).trim();
    expect(password.length).toBeGreaterThanOrEqual(8);
    await expectAccessible(page);
    await saveScreenshot(page, 'admin-staff-created-en-eg');
    // The new staff member signs in with the password shown once.
    expect(await e2e.logIn(email, password)).toBeTruthy();

    // The customer is signed in (their token works) until superAdmin blocks them.
    expect((await e2e.field(ORDER_STATUS, {}, customer.token)).status_code).toBe(200);
    await page.goto(`${e2e.url}/ar-eg/admin/customers/${customer.id}`);
    await hydrated(page, '#admin-main');
    await page.getByTestId('admin-customer-status').click();
    await page.getByTestId('admin-customer-status-submit').click();
    await expect.poll(async () => (await e2e.field(ORDER_STATUS, {}, customer.token)).status_code).toBe(401);
    await saveScreenshot(page, 'admin-customer-blocked-ar-eg');

    await page.goto(`${e2e.url}/ar-eg/admin/audit-log`);
    await hydrated(page, '#admin-main');
    const log = await page.getByTestId('admin-audit-log').innerText();
    expect(log).toContain(email);
    await expectAccessible(page);
    await saveScreenshot(page, 'admin-audit-log-ar-eg');
    await page.goto(`${e2e.url}/en-eg/admin/audit-log?entityType=user&entityId=${customer.id}`);
    await hydrated(page, '#admin-main');
    expect(await page.getByTestId('admin-audit-log').innerText()).toMatch(/block/i);
    await saveScreenshot(page, 'admin-audit-log-en-eg');
    expect(errors).toEqual([]);
  });
});

describe('an admin sets a design stage of an iDesign product', () => {
  it("changes the mug's first stage in Arabic and the design tool serves it", async () => {
    const listed = await e2e.field<Array<{ _id: string; slug: string }>>(IDESIGN_PRODUCTS);
    const mug = listed.data.find((product) => product.slug === 'idesign-mug')!._id;
    const { page, errors, refusedOnPurpose } = await staffPage(
      'staff@souq.test',
      `/ar-eg/admin/products/${mug}`,
    );
    const stage = page.getByTestId('design-stage').first();
    await stage.locator('input[name="idesignStages.0.extraPrice.eg"]').fill('٣٥');
    await stage.getByTestId('design-stage-add-colour').click();
    await stage.locator('input[type="color"]').last().fill('#2a9d8f');
    await expect
      .poll(() => stage.locator('input[name="idesignStages.0.palette"]').inputValue())
      .toMatch(/, #2a9d8f$/);
    await expectAccessible(page);
    // The viewport around the first stage (an element shot of the whole list would stitch the sticky bars in).
    await stage.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await saveScreenshot(page, 'admin-design-stages-ar-eg');
    await page.getByTestId('product-save').click();
    await page.getByText(t('ar', 'admin.products.editor.saved')).waitFor();
    // The picture the first stage is drawn on cannot be removed: the refusal names the stage.
    await refusedOnPurpose(409, async () => {
      page.once('dialog', (dialog) => void dialog.accept());
      await page
        .getByTestId('product-image')
        .first()
        .getByRole('button', { name: t('ar-eg', 'admin.products.editor.images.remove') })
        .click();
      await expect
        .poll(() => page.getByTestId('image-action-refusal').first().innerText())
        .toContain('الجانب الأيسر');
    });
    expect(await page.getByTestId('product-image').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);

    const tool = (await (await fetch(`${e2e.url}/api/idesign/products/${mug}?locale=ar-eg`)).json()) as {
      stages: Array<{ id: string; palette: string[] }>;
      stageExtraMinor: Record<string, number>;
    };
    expect(tool.stages[0]!.palette).toContain('#2a9d8f');
    expect(tool.stageExtraMinor[tool.stages[0]!.id]).toBe(3_500);
  });
});

describe('designerSupport sees only the ticket desk', () => {
  it('has no orders in the navigation and gets 403 on the orders page', async () => {
    const { page, errors, refusedOnPurpose } = await staffPage('support@souq.test', '/en-eg/admin/tickets');
    expect(await page.getByTestId('admin-nav-orders').count()).toBe(0);
    expect(await page.getByTestId('admin-nav-tickets').count()).toBeGreaterThan(0);
    await refusedOnPurpose(403, async () => {
      const response = await page.goto(`${e2e.url}/en-eg/admin/orders`);
      expect(response?.status()).toBe(403);
    });
    expect(await page.locator('main').innerText()).toContain('You do not have access to this page');
    expect(errors).toEqual([]);
  });
});
