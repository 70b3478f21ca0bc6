/**
 * The designer's whole road (issue 16, "Done when"), in ar-eg and in en-sa on a server of its own: a
 * designer signs up in the overlay with a picture, is asked to complete the profile before adding a
 * product and adds the bio, submits a product with a file uploaded at once (progress bar), and finds
 * it waiting approval; designerSupport accepts it (GraphQL here), which makes a draft product, and an
 * admin completes and publishes it in the dashboard's editor; a customer buys it and staff deliver
 * the order; the user menu's badge counts
 * the news, the dashboard shows the profit and its chart; the designer saves payment details and
 * asks for part of the balance, staff pay it, and the profits page shows the balance down and the
 * payout paid. On the shared server: its two sign-ups through the form are the only ones from the
 * browser's address there (the other journeys sign up through the API from addresses of their own,
 * e2e-harness.ts). Screenshots: artifacts/screenshots/designer-journey-*.png.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { hydrated, passRobotCheck, useE2e } from '@souq/testing/e2e-harness.ts';
import { moveOrder, placeCodOrder, TO_DELIVERED } from '@souq/testing/e2e-orders.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { t, type MessageKey } from '../../apps/web/app/i18n/i18n.ts';

const e2e = useE2e({ server: {} });

const LOGIN = `mutation($email: String, $password: String) {
  login(email: $email, password: $password) { status_code message data { _id jwt } }
}`;
const TICKETS = `query($designer: ID, $status: String) {
  getDesignerTickets(designer: $designer, status: $status) { status_code data { _id name status product { _id } } }
}`;
const ACCEPT = `mutation($ticket: ID, $prices: [TicketPriceInput!], $images: [String!]) {
  acceptTicket(ticket: $ticket, prices: $prices, images: $images, availableEdition: 30) {
    status_code message data { status product { _id } }
  }
}`;
const PAYOUTS = `query($status: String, $beneficiary: ID) {
  getPayouts(status: $status, beneficiary: $beneficiary) { status_code data { _id amount status } }
}`;
const PAY = `mutation($payout: ID!, $reference: String) {
  markPayoutPaid(payout: $payout, reference: $reference) { status_code message data { status } }
}`;

/** A 1×1 PNG: the server sniffs the bytes, so the file must really be one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface Journey {
  locale: LocaleCode;
  country: 'eg' | 'sa';
  first: string;
  /** A seeded customer of that country (the demo password), so no third sign-up is spent. */
  buyer: string;
  bank: { name: string; iban: string };
}

const JOURNEYS: Journey[] = [
  {
    locale: 'ar-eg',
    country: 'eg',
    first: 'سلمى',
    buyer: 'yasmin.fouad@example.com',
    bank: { name: 'البنك الأهلي المصري', iban: 'EG380019000500000000263180002' },
  },
  {
    locale: 'en-sa',
    country: 'sa',
    first: 'Reem',
    buyer: 'noura.al.qahtani@example.com',
    bank: { name: 'Riyad Bank', iban: 'SA0380000000608010167519' },
  },
];

const valueOf = async (page: Page, scope: string, testId: string) =>
  Number(await page.locator(`${scope} [data-testid="${testId}"]`).getAttribute('data-value'));

describe.each(JOURNEYS)('a designer from sign-up to a paid withdrawal in $locale', (journey) => {
  const { locale, country } = journey;
  const text = (key: MessageKey) => t(locale, key);
  const url = (path: string) => `${e2e.url}/${locale}${path}`;

  it('signs up, is accepted, sells, is paid', async () => {
    const { page, errors } = await e2e.newPage();
    const stamp = Date.now().toString(36);
    const email = `designer.${locale}.${stamp}@example.com`;
    const password = 'designs1';

    // 1. Sign-up in the overlay, as a designer with a profile picture and no bio.
    await page.goto(url('/?page=register'));
    const overlay = page.locator('[data-testid="account-overlay"]');
    await overlay.waitFor({ timeout: 45_000 });
    await overlay.getByLabel(text('account.register.designer')).check();
    await overlay.getByRole('button', { name: text('account.register.continue') }).click();
    const form = overlay.locator('[data-testid="register-form-designer"]');
    await form.waitFor();
    await form.locator('input[name="fName"]').fill(journey.first);
    await form.locator('input[name="lName"]').fill(`Studio ${stamp}`);
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="password"]').fill(password);
    await form.locator('input[name="city"]').fill(country === 'eg' ? 'Cairo' : 'Riyadh');
    await form.locator('select[name="country"]').selectOption(country);
    const picture = await sharp({
      create: { width: 300, height: 300, channels: 3, background: { r: 190, g: 90, b: 40 } },
    })
      .png()
      .toBuffer();
    await form
      .locator('input[name="imageFile"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
    await form.locator('input[type="hidden"][name="image"]').waitFor({ state: 'attached', timeout: 45_000 });
    await form.locator('input[name="terms"]').check();
    await passRobotCheck(page, '[data-testid="register-form-designer"]');
    await form.getByRole('button', { name: text('account.register.submit') }).click();
    await overlay.locator('[data-testid="register-done"]').waitFor({ timeout: 45_000 });

    // 2. Adding a product asks for the bio first; the profile form takes it.
    await page.goto(url('/profile/products/add'));
    await page.locator('[data-testid="designer-profile-gaps"]').waitFor();
    expect(await page.locator('[data-testid="product-add-form"]').count()).toBe(0);
    await page.goto(url('/profile/edit'));
    await hydrated(page, '[data-testid="profile-edit"]');
    await page.locator('textarea[name="description"]').fill('Hand-drawn posters of Nile towns.');
    await page.getByRole('button', { name: text('account.profile.save') }).click();
    await expect.poll(() => page.locator('[data-testid="designer-profile-gaps"]').count()).toBe(0);

    // 3. The product with its file: uploaded at once, its progress bar full; then waiting approval.
    await page.goto(url('/profile/products/add'));
    await hydrated(page, '[data-testid="product-add-form"]');
    const productName = `Nile Poster ${stamp}`;
    const add = page.getByTestId('product-add-form');
    await add.locator('select[name="category"]').selectOption({ index: 1 });
    await add.locator('input[name="name"]').fill(productName);
    await add.locator('input[name="basePrice"]').fill(locale.startsWith('ar') ? '٣٠٠' : '300');
    await add.locator('textarea[name="description"]').fill('A3 poster, print-ready at 300 dpi.');
    await page
      .getByTestId('attachment-input')
      .setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG });
    const item = page.getByTestId('attachment-item').filter({ hasText: 'poster.png' });
    await expect.poll(() => item.getAttribute('data-status'), { timeout: 45_000 }).toBe('done');
    expect(await item.getByTestId('attachment-progress').getAttribute('value')).toBe('100');
    await page.getByTestId('product-add-submit').click();
    await page.waitForURL(new RegExp(`/${locale}/profile/tickets\\?sent=1$`));
    const card = page.getByTestId('ticket-card').filter({ hasText: productName });
    expect(await card.getByTestId('ticket-status').getAttribute('data-status')).toBe('waiting');
    await saveScreenshot(page, `designer-journey-ticket-${locale}`);

    // 4. designerSupport accepts it with prices in both markets and a picture: a draft, then published.
    const login = await e2e.field<{ _id: string; jwt: string }>(LOGIN, { email, password });
    const { _id: designerId, jwt: designer } = login.data;
    const waiting = await e2e.field<Array<{ _id: string; name: string }>>(
      TICKETS,
      { designer: designerId, status: 'waiting' },
      designer,
    );
    const ticket = waiting.data.find((row) => row.name === productName);
    expect(ticket, 'the new ticket, waiting').toBeDefined();
    const support = await e2e.logIn('support@souq.test');
    const body = new FormData();
    body.append('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'poster.png');
    const uploaded = (await (
      await fetch(`${e2e.url}/api/user/upload-one`, {
        method: 'POST',
        headers: { authorization: `Bearer ${support}` },
        body,
      })
    ).json()) as { status_code: number; file: { filename: string } };
    expect(uploaded.status_code).toBe(200);
    const accepted = await e2e.field<{ status: string; product: { _id: string } }>(
      ACCEPT,
      {
        ticket: ticket!._id,
        prices: [
          { country: 'eg', price: 450, revenue: 120, siteRevenue: 200, manufacturingCost: 130 },
          { country: 'sa', price: 60, revenue: 16, siteRevenue: 27, manufacturingCost: 17 },
        ],
        images: [uploaded.file.filename],
      },
      support,
    );
    expect(accepted.status_code, accepted.message ?? '').toBe(200);
    const productId = accepted.data.product._id;
    expect((await fetch(url(`/products/${productId}`))).status, 'a draft is not on sale').toBe(404);
    // An admin completes the draft in the dashboard (its Arabic description) and publishes it.
    const editor = await e2e.newPage();
    await e2e.useSession(editor.context, await e2e.logIn('staff@souq.test'));
    await editor.page.goto(url(`/admin/products/${productId}`));
    await hydrated(editor.page, '#admin-main');
    await editor.page.locator('textarea[name="arDescription"]').fill('ملصق مطبوع لغروب النيل.');
    await editor.page.getByTestId('product-save').click();
    await expect.poll(() => editor.page.getByTestId('product-publish').isDisabled()).toBe(false);
    await editor.page.getByTestId('product-publish').click();
    await editor.page.getByTestId('product-unpublish').waitFor();
    expect(editor.errors).toEqual([]);
    await page.goto(url(`/products/${productId}`));
    expect(await page.locator('main h1').innerText()).toContain(productName);

    // 5. A customer buys two; staff deliver the order.
    const orderId = await placeCodOrder(e2e, await e2e.logIn(journey.buyer), {
      productId,
      quantity: 2,
      country,
      address: { city: 'City', address1: '1 Market Street', phone: '0501234567', fName: 'Buyer' },
    });
    await moveOrder(e2e, await e2e.logIn('staff@souq.test'), orderId, TO_DELIVERED);

    // 6. The badge counts the news (the decision and the sale); the dashboard shows the profit.
    await page.goto(url('/'));
    await hydrated(page);
    const trigger = page.locator('[data-testid="user-menu-trigger"]');
    await expect.poll(() => trigger.innerText(), { timeout: 45_000 }).toMatch(/[2-9٢-٩]/);
    await page.goto(url('/profile'));
    await hydrated(page);
    const profit = await valueOf(page, '[data-testid="period-all"]', 'stat-profit');
    // 2 × the designer's revenue per piece, in EGP (SAR at the settings' rate for en-sa).
    expect(profit).toBeGreaterThan(0);
    expect(await valueOf(page, '[data-testid="period-all"]', 'stat-sales')).toBe(2);
    // The server's SVG draws bars as rect, Recharts (after hydration) as .recharts-rectangle paths.
    const bars = page.locator('[data-testid="sales-chart"] svg').locator('rect, .recharts-rectangle');
    await expect.poll(() => bars.count()).toBeGreaterThan(0);
    await saveScreenshot(page, `designer-journey-dashboard-${locale}`);
    await e2e.expectAccessible(page, { include: 'main' });

    // 7. Payment details, then a withdrawal of half the balance; staff pay it.
    await page.goto(url('/profile/payment'));
    await hydrated(page);
    const payment = page.locator('[data-testid="payment-form"]');
    await payment.locator('input[name="bank"]').fill(journey.bank.name);
    await payment.locator('input[name="iban"]').fill(journey.bank.iban);
    await payment.locator('button[type="submit"]').click();
    await page.locator('[data-testid="payment-card"]').waitFor();
    await page.goto(url('/profile/profits'));
    await hydrated(page);
    const remain = await valueOf(page, 'main', 'profit-remain');
    expect(remain).toBe(profit);
    const half = Math.floor(remain / 200);
    const withdraw = page.locator('[data-testid="withdraw-form"]');
    await withdraw.locator('input[name="amount"]').fill(String(half));
    await withdraw.locator('button[type="submit"]').click();
    const rows = page.locator('[data-testid="payout-row"]');
    await expect.poll(() => rows.count(), { timeout: 45_000 }).toBe(1);
    expect(await valueOf(page, 'main', 'profit-remain')).toBe(remain - half * 100);
    const requested = await e2e.field<Array<{ _id: string; status: string }>>(
      PAYOUTS,
      { status: 'requested', beneficiary: designerId },
      designer,
    );
    expect(requested.data).toHaveLength(1);
    const admin = await e2e.logIn('admin@souq.test');
    const paid = await e2e.field<{ status: string }>(
      PAY,
      { payout: requested.data[0]!._id, reference: `TRX-${stamp}` },
      admin,
    );
    expect(paid.status_code, paid.message ?? '').toBe(200);
    await page.reload();
    await hydrated(page);
    expect(await rows.first().getAttribute('data-status')).toBe('paid');
    expect(await valueOf(page, 'main', 'profit-paid')).toBe(half * 100);
    expect(await valueOf(page, 'main', 'profit-remain')).toBe(remain - half * 100);
    await saveScreenshot(page, `designer-journey-profits-${locale}`);
    await e2e.expectAccessible(page, { include: 'main' });
    expect(errors).toEqual([]);
  });
});
