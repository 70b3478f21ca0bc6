/**
 * The seller's figures in the browser, on the shared server: the demo designer's product is bought
 * twice by a new shopper and staff deliver the order; the dashboard's all-time figures grow by it
 * in English and Arabic, the 12-month chart is SVG in the server's HTML and mirrored in Arabic by
 * Recharts after hydration; on profits, a withdrawal over the balance is refused with its localized
 * message and one within it (typed in Arabic-Indic digits) joins the history; the orders and products
 * pages answer, and axe-core finds nothing serious on any of them. Figures are read
 * relative to what the designer had before (other journeys share the server).
 * Screenshots: artifacts/screenshots/seller-dashboard-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { saveScreenshot } from '@souq/testing';
import { DEMO_PASSWORD, hydrated, useE2e } from '@souq/testing/e2e-harness.ts';
import { moveOrder, placeCodOrder, TO_DELIVERED } from '@souq/testing/e2e-orders.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { t } from '../../apps/web/app/i18n/i18n.ts';
import { chartRows } from '../../apps/web/app/components/charts/chart-data.ts';

const e2e = useE2e();

const LOGIN = `mutation($email: String, $password: String) {
  login(email: $email, password: $password) { status_code message data { _id jwt } }
}`;
const DESIGNER_PRODUCTS = `query($designer: ID!, $availableIn: String) {
  getProductsByDesigner(designer: $designer, availableIn: $availableIn) {
    status_code data { _id isAvailableForCod isIDesign availableEdition }
  }
}`;

const valueOf = async (page: Page, scope: string, testId: string) =>
  Number(await page.locator(`${scope} [data-testid="${testId}"]`).getAttribute('data-value'));

const allTime = async (page: Page) => ({
  sales: await valueOf(page, '[data-testid="period-all"]', 'stat-sales'),
  orders: await valueOf(page, '[data-testid="period-all"]', 'stat-orders'),
  profit: await valueOf(page, '[data-testid="period-all"]', 'stat-profit'),
});

/** The last 12 months' axis labels, oldest first, as the chart writes them in `language`. */
const monthLabels = (language: 'ar' | 'en') => {
  const now = new Date();
  const months = Array.from({ length: 12 }, (_, i) => {
    const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
  const points = months.map((month) => ({ month, salesCount: 0, orders: 0, earnedEgpMinor: 0 }));
  return chartRows(points, { language, digits: 'latn' }).map((row) => row.label);
};

/** The x of Recharts' oldest and newest month labels (after hydration). */
async function monthEnds(page: Page, language: 'ar' | 'en') {
  const labels = monthLabels(language);
  const tick = (label: string) =>
    page
      .locator('[data-testid="sales-chart"] .recharts-xAxis-tick-labels text')
      .filter({ hasText: new RegExp(`^${label}$`) });
  await tick(labels.at(-1)!).waitFor({ timeout: 45_000 });
  const x = async (label: string) => (await tick(label).boundingBox())!.x;
  return { oldest: await x(labels[0]!), newest: await x(labels.at(-1)!) };
}

/** A new shopper buys two of the designer's product in Egypt; staff deliver the order. */
async function deliveredOrderOf(designerId: string): Promise<void> {
  const products = await e2e.field<
    Array<{ _id: string; isAvailableForCod: boolean; availableEdition: number | null }>
  >(DESIGNER_PRODUCTS, { designer: designerId, availableIn: 'eg' });
  const product = products.data.find(
    (item) => item.isAvailableForCod && (item.availableEdition === null || item.availableEdition > 4),
  );
  expect(product, "a cash-on-delivery product of the designer's in Egypt").toBeDefined();
  const email = `seller.dashboard.${Date.now()}@example.com`;
  const password = 'secret12';
  expect((await e2e.signUp({ fName: 'Nour', lName: 'Buyer', email, password })).status_code).toBe(200);
  const orderId = await placeCodOrder(e2e, await e2e.logIn(email, password), {
    productId: product!._id,
    quantity: 2,
    country: 'eg',
    address: { city: 'Cairo', address1: '12 Nile Street', phone: '0101234567', fName: 'Nour' },
  });
  await moveOrder(e2e, await e2e.logIn('admin@souq.test'), orderId, TO_DELIVERED);
}

describe('the seller dashboard and profits', () => {
  it('show a delivered sale in the figures and the chart, withdrawals within the balance only', async () => {
    const login = await e2e.field<{ _id: string; jwt: string }>(LOGIN, {
      email: 'designer@souq.test',
      password: DEMO_PASSWORD,
    });
    const { _id: designerId, jwt } = login.data;
    const { page, errors, refusedOnPurpose } = await e2e.newPage({
      prepare: (context) => e2e.useSession(context, jwt),
    });

    await page.goto(`${e2e.url}/en-eg/profile`);
    const before = await allTime(page);
    await deliveredOrderOf(designerId);

    // English: the figures grew by the order; the chart's SVG came with the server's HTML.
    const html = await (
      await fetch(`${e2e.url}/en-eg/profile`, { headers: { cookie: `souq_session=${jwt}` } })
    ).text();
    expect(html).toMatch(/<svg[^>]*data-testid="chart-svg"/);
    expect(html).toContain('<rect');
    await page.goto(`${e2e.url}/en-eg/profile`);
    await hydrated(page);
    const after = await allTime(page);
    expect(after.sales).toBe(before.sales + 2);
    expect(after.orders).toBe(before.orders + 1);
    expect(after.profit).toBeGreaterThan(before.profit);
    expect(await valueOf(page, '[data-testid="period-month"]', 'stat-orders')).toBeGreaterThanOrEqual(1);
    expect(await page.locator('[data-testid="period-all"] [data-testid="stat-profit"] dd').innerText()).toBe(
      formatMoney(after.profit, 'EGP', 'en'),
    );
    expect(await page.locator('[data-testid="chart-table"] tbody tr').count()).toBe(12);
    const english = await monthEnds(page, 'en');
    expect(english.oldest).toBeLessThan(english.newest);
    await saveScreenshot(page, 'seller-dashboard-en-eg');

    // Arabic: the same figure in Arabic words, the months from the right.
    await page.goto(`${e2e.url}/ar-eg/profile`);
    await hydrated(page);
    expect(await page.locator('[data-testid="period-all"] [data-testid="stat-profit"] dd').innerText()).toBe(
      formatMoney(after.profit, 'EGP', 'ar'),
    );
    expect(await page.locator('[data-testid="seller-dashboard"] h2').first().innerText()).toContain(
      t('ar-eg', 'seller.dashboard.welcome', { name: '' }).trim(),
    );
    const arabic = await monthEnds(page, 'ar');
    expect(arabic.oldest).toBeGreaterThan(arabic.newest);
    await saveScreenshot(page, 'seller-dashboard-ar-eg');
    await e2e.expectAccessible(page, { include: 'main' });

    // Profits in English: the ledger total, and a request over the balance is refused.
    await page.goto(`${e2e.url}/en-eg/profile/profits`);
    await hydrated(page);
    const total = await valueOf(page, 'main', 'profit-total');
    const remain = await valueOf(page, 'main', 'profit-remain');
    expect(total).toBe(after.profit);
    expect(remain).toBe(
      total -
        (await valueOf(page, 'main', 'profit-paid')) -
        (await valueOf(page, 'main', 'profit-requested')),
    );
    const rows = page.locator('[data-testid="payout-row"]');
    const payoutsBefore = await rows.count();
    const form = page.locator('[data-testid="withdraw-form"]');
    await refusedOnPurpose(400, async () => {
      await form.locator('input[name="amount"]').fill(String(Math.floor(remain / 100) + 1000));
      await form.locator('button[type="submit"]').click();
      await expect
        .poll(() => form.innerText(), { timeout: 45_000 })
        .toContain(t('en-eg', 'errors.payout.overBalance'));
    });
    expect(await rows.count()).toBe(payoutsBefore);

    // Profits in Arabic: one pound typed in Arabic-Indic digits joins the history as requested.
    await page.goto(`${e2e.url}/ar-eg/profile/profits`);
    await hydrated(page);
    const arabicForm = page.locator('[data-testid="withdraw-form"]');
    await arabicForm.locator('input[name="amount"]').fill('١');
    await arabicForm.locator('button[type="submit"]').click();
    await expect.poll(() => rows.count(), { timeout: 45_000 }).toBe(payoutsBefore + 1);
    expect(await rows.first().getAttribute('data-status')).toBe('requested');
    expect(await rows.first().getAttribute('data-amount')).toBe('100');
    expect(await valueOf(page, 'main', 'profit-remain')).toBe(remain - 100);
    await saveScreenshot(page, 'seller-dashboard-profits-ar-eg');
    await e2e.expectAccessible(page, { include: 'main' });

    // The order lines (the new one first) and the products pages, each in one language.
    await page.goto(`${e2e.url}/en-eg/profile/sales?country=eg`);
    await hydrated(page);
    expect(await page.locator('[data-testid="sales-line"]').count()).toBeGreaterThan(0);
    await e2e.expectAccessible(page, { include: 'main' });
    await page.goto(`${e2e.url}/ar-eg/profile/products`);
    await hydrated(page);
    expect(await page.locator('[data-testid="seller-product"]').count()).toBeGreaterThan(0);
    await e2e.expectAccessible(page, { include: 'main' });
    expect(errors).toEqual([]);
  });
});
