/**
 * The designer side's money (docs/decisions/031) on PGlite and PostgreSQL: the ledger records a
 * delivered line once, in EGP at the rate of that moment, and its reversal on a refund after
 * delivery; profits are its sums; withdrawals never overdraw, even two at once; sellers see only
 * their own; updateAvailableSales keeps the edition within bounds.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { userPaymentAccounts, users } from '../db/schema/accounts.schema.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { payouts, profitEntries } from '../db/schema/ledger.schema.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import { sellerNotifications } from '../db/schema/tickets.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import type { OutboxEmail } from '../notifications/outbox.ts';
import type { CountryCode } from '../locale/locales.ts';
import { cancelOrder, changeOrderStatus, refundOrder } from '../orders/order-lifecycle.service.ts';
import { recordDeliveredOrderProfits } from './profit-ledger.service.ts';
import {
  MONTHLY_STATEMENT_QUEUE,
  scheduleMonthlyStatement,
  sendMonthlyStatements,
} from './monthly-statement.job.ts';
import { getProfitByDesigner, getProfitByManufacturer, getSellerDashboard } from './profits.service.ts';
import { getOrdersByDesignerId } from './seller-orders.service.ts';
import { listSellerProducts, updateAvailableSales } from './seller-products.service.ts';
import { listPayouts, markPayoutPaid, rejectPayout, requestWithdrawal } from './payouts.service.ts';
import { buildCustomer, buildOrder, buildProduct, buildUser, actorOf } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { recordingJobDeps, runJobsRecording } from '@souq/testing/job-run.fixture.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';

const now = new Date('2026-03-10T12:00:00Z');
let database: Database;
let staff: Actor;
let support: Actor;
let designer: Actor;
let otherDesigner: Actor;
let manufacturer: Actor;
const sent: OutboxEmail[] = [];

const ctx = (user: Actor | null, country: CountryCode = 'eg', at = now) =>
  testServiceContext(database.db, { user, country, now: at });

const runJobsOnce = () => runJobsRecording(database.db, sent, () => now);
const runJobs = async () => {
  while ((await runJobsOnce()) > 0);
};

const setRates = (sarToEgp: number, aedToEgp: number) =>
  database.db.update(siteSettings).set({ sarToEgp, aedToEgp }).where(eq(siteSettings.id, 1));

/** A product of `designerId` made by the manufacturer, with a price, revenue, site revenue and cost per country. */
async function sellable(
  designerId: string,
  prices: Partial<Record<CountryCode, [price: number, revenue: number, site: number, cost: number]>>,
  columns: { availableEdition?: number | null } = {},
) {
  const built = await buildProduct(database.db, {
    designerId,
    manufacturerId: manufacturer.id,
    prices: Object.fromEntries(Object.entries(prices).map(([country, [price]]) => [country, price])),
    ...columns,
  });
  for (const [country, [, revenue, site, cost]] of Object.entries(prices))
    await database.db
      .update(productPrices)
      .set({ revenueMinor: revenue, siteRevenueMinor: site, manufacturingCostMinor: cost })
      .where(
        and(eq(productPrices.productId, built.productId), eq(productPrices.country, country as CountryCode)),
      );
  return built;
}

async function deliver(orderId: string) {
  for (const status of ['ready_for_shipping', 'out_for_delivery', 'delivered'])
    await changeOrderStatus(ctx(staff), { order: orderId, status });
}

const entriesOf = (orderId: string) =>
  database.db.select().from(profitEntries).where(eq(profitEntries.orderId, orderId));

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(siteSettings)
    .values({ id: 1, sarToEgp: 13, aedToEgp: 14 })
    .onConflictDoUpdate({ target: siteSettings.id, set: { sarToEgp: 13, aedToEgp: 14 } });
  const admin = await buildCustomer(database.db, 'Admin');
  staff = { ...admin.actor, privilageType: 'admin' };
  support = { ...admin.actor, privilageType: 'designerSupport' };
  designer = actorOf(await buildUser(database.db, { role: 'designer', mailLang: 'en', password: null }));
  otherDesigner = actorOf(await buildUser(database.db, { role: 'designer', password: null }));
  manufacturer = actorOf(await buildUser(database.db, { role: 'manufacturer', password: null }));
});
afterAll(async () => database?.close());

describe('the profit ledger', () => {
  it('records designer, manufacturer and site entries on delivery in EGP at the rate of that moment; a replay adds nothing', async () => {
    const product = await sellable(designer.id, {
      eg: [10_000, 3_000, 2_000, 4_000],
      sa: [2_000, 500, 300, 800],
      ae: [2_000, 400, 0, 700],
    });
    const egOrder = await buildOrder(database.db, { imageId: product.imageId, quantity: 2, now });
    const saOrder = await buildOrder(database.db, { imageId: product.imageId, country: 'sa', now });
    const aeOrder = await buildOrder(database.db, { imageId: product.imageId, country: 'ae', now });
    for (const placed of [egOrder, saOrder, aeOrder]) await deliver(placed.order.id);
    // A later rate change does not touch what was recorded.
    await setRates(20, 20);

    const eg = await entriesOf(egOrder.order.id);
    expect(eg.map((e) => [e.profitFor, e.beneficiaryId, e.amountMinor, e.amountEgpMinor]).sort()).toEqual(
      [
        ['designer', designer.id, 6_000, 6_000],
        ['manufacturer', manufacturer.id, 8_000, 8_000],
        ['site', null, 4_000, 4_000],
      ].sort(),
    );
    expect(eg.every((e) => e.country === 'eg' && e.entryKind === 'earning' && e.rateToEgp === 1)).toBe(true);
    const sa = await entriesOf(saOrder.order.id);
    expect(sa.find((e) => e.profitFor === 'designer')).toMatchObject({
      currency: 'SAR',
      amountMinor: 500,
      amountEgpMinor: 6_500,
      rateToEgp: 13,
      country: 'sa',
      productId: product.productId,
    });
    const ae = await entriesOf(aeOrder.order.id);
    // The site earned nothing in the Emirates: no zero row.
    expect(ae.map((e) => e.profitFor).sort()).toEqual(['designer', 'manufacturer']);
    expect(ae.find((e) => e.profitFor === 'manufacturer')).toMatchObject({
      amountEgpMinor: 9_800,
      rateToEgp: 14,
    });

    await recordDeliveredOrderProfits(ctx(staff), egOrder.order.id);
    expect(await entriesOf(egOrder.order.id)).toHaveLength(3);
    await setRates(13, 14);
  });

  it('reverses the earnings of a refund after delivery at their own rate; a cancellation before delivery records nothing', async () => {
    const product = await sellable(designer.id, { eg: [10_000, 1_000, 500, 2_000] });
    const delivered = await buildOrder(database.db, { imageId: product.imageId, now });
    await deliver(delivered.order.id);
    await refundOrder(ctx(staff), { order: delivered.order.id, to: 'wallet' });
    const entries = await entriesOf(delivered.order.id);
    expect(entries).toHaveLength(6);
    const sum = entries.reduce((total, e) => total + (e.amountEgpMinor ?? 0), 0);
    expect(sum).toBe(0);
    expect(
      entries
        .filter((e) => e.entryKind === 'reversal')
        .map((e) => e.amountMinor)
        .sort((a, b) => a - b),
    ).toEqual([-2_000, -1_000, -500]);

    const cancelled = await buildOrder(database.db, { imageId: product.imageId, now });
    await cancelOrder(ctx(staff), { order: cancelled.order.id });
    expect(await entriesOf(cancelled.order.id)).toHaveLength(0);
  });
});

describe('profits, orders and the dashboard', () => {
  let seller: Actor;
  let productId: string;
  beforeAll(async () => {
    seller = actorOf(await buildUser(database.db, { role: 'designer', password: null }));
    const product = await sellable(seller.id, {
      eg: [10_000, 2_500, 1_000, 3_000],
      sa: [2_000, 1_000, 0, 0],
    });
    productId = product.productId;
    const first = await buildOrder(database.db, { imageId: product.imageId, quantity: 3, now });
    await deliver(first.order.id);
    const second = await buildOrder(database.db, { imageId: product.imageId, country: 'sa', now });
    await deliver(second.order.id);
    // Placed, not delivered: a sale, not yet earned.
    await buildOrder(database.db, { imageId: product.imageId, now });
  });

  it('sums the ledger in EGP and counts the pieces of placed orders per country and product', async () => {
    const profit = await getProfitByDesigner(ctx(seller), seller.id);
    // 3 × 25 EGP + 10 SAR × 13.
    expect(profit).toMatchObject({
      profitFor: 'designer',
      currency: 'EGP',
      totalMinor: 7_500 + 13_000,
      paidMinor: 0,
      requestedMinor: 0,
      remainMinor: 20_500,
      salesCount: 5,
    });
    expect(profit.byCountry.find((c) => c.country === 'eg')).toMatchObject({
      salesCount: 4,
      salesPercent: 80,
      salesValueMinor: 40_000,
      earnedMinor: 7_500,
      earnedEgpMinor: 7_500,
    });
    expect(profit.byCountry.find((c) => c.country === 'sa')).toMatchObject({
      salesCount: 1,
      earnedMinor: 1_000,
    });
    expect(profit.bestSeller).toMatchObject({ productId, salesCount: 5, byCountry: { eg: 4, sa: 1, ae: 0 } });
    expect(profit.monthly).toHaveLength(12);
    expect(profit.monthly.at(-1)).toMatchObject({
      month: '2026-03',
      salesCount: 5,
      orders: 3,
      earnedEgpMinor: 20_500,
    });
    // Staff and designerSupport read it too.
    expect((await getProfitByDesigner(ctx(support), seller.id)).totalMinor).toBe(20_500);
  });

  it('answers 404 to another designer, a customer and for a designer id that is a manufacturer', async () => {
    expect((await expectDomainError(getProfitByDesigner(ctx(otherDesigner), seller.id))).status).toBe(404);
    const customer = await buildCustomer(database.db);
    expect((await expectDomainError(getProfitByDesigner(ctx(customer.actor), seller.id))).status).toBe(404);
    expect((await expectDomainError(getProfitByDesigner(ctx(staff), manufacturer.id))).status).toBe(404);
    expect(
      (await expectDomainError(getOrdersByDesignerId(ctx(otherDesigner), { designerId: seller.id }))).status,
    ).toBe(404);
  });

  it("lists the seller's order lines newest first without the customer, filtered by a valid country", async () => {
    const all = await getOrdersByDesignerId(ctx(seller), { designerId: seller.id, limit: 2 });
    expect(all).toMatchObject({ total: 3, page: 1, pages: 2 });
    expect(all.items.map((line) => line.productId)).toEqual([productId, productId]);
    expect(Object.keys(all.items[0]!)).not.toContain('customer');
    expect(JSON.stringify(all)).not.toMatch(/Cairo|Test street|souq\.test/);
    const saudi = await getOrdersByDesignerId(ctx(seller), { designerId: seller.id, country: 'sa' });
    expect(saudi.items).toHaveLength(1);
    expect(saudi.items[0]).toMatchObject({ currency: 'SAR', earningMinor: 1_000, status: 'delivered' });
    const unknown = await getOrdersByDesignerId(ctx(seller), { designerId: seller.id, country: 'xx' });
    expect(unknown.total).toBe(3);
    // A page past any offset the database can count (profile/sales?page=99999999999999999999 was a
    // 500): an empty page, not an error.
    const far = await getOrdersByDesignerId(ctx(seller), { designerId: seller.id, page: 1e20 });
    expect(far.items).toEqual([]);
    expect(far.total).toBe(3);
    const made = await getOrdersByDesignerId(ctx(manufacturer), {
      designerId: manufacturer.id,
      country: 'eg',
    });
    expect(made.items.some((line) => line.productId === productId && line.earningMinor === 3_000 * 3)).toBe(
      true,
    );
  });

  it("shows the signed-in seller's dashboard: this month against all time", async () => {
    const dashboard = await getSellerDashboard(ctx(seller));
    expect(dashboard).toMatchObject({ role: 'designer', remainMinor: 20_500 });
    expect(dashboard.thisMonth).toMatchObject({ salesCount: 5, orders: 3, earnedEgpMinor: 20_500 });
    const nextMonth = await getSellerDashboard(ctx(seller, 'eg', new Date('2026-04-02T00:00:00Z')));
    expect(nextMonth.thisMonth.salesCount).toBe(0);
    expect(nextMonth.allTime.salesCount).toBe(5);
    expect((await getProfitByManufacturer(ctx(manufacturer), manufacturer.id)).totalMinor).toBeGreaterThan(0);
  });
});

describe('withdrawals', () => {
  let seller: Actor;
  beforeAll(async () => {
    seller = actorOf(await buildUser(database.db, { role: 'designer', mailLang: 'en', password: null }));
    const product = await sellable(seller.id, { eg: [10_000, 10_000, 0, 0] });
    const order = await buildOrder(database.db, { imageId: product.imageId, now });
    await deliver(order.order.id);
  });

  it('refuses a request without payment details, above the balance or with more than two decimals, writing nothing', async () => {
    expect((await expectDomainError(requestWithdrawal(ctx(seller), { amount: 10 }))).messageKey).toBe(
      'errors.payout.noPaymentDetails',
    );
    await database.db.insert(userPaymentAccounts).values({ userId: seller.id, bank: 'CIB' });
    const over = await expectDomainError(requestWithdrawal(ctx(seller), { amount: 100.01 }));
    expect(over.message).toBe('Your balance is lower than your request amount');
    expect((await expectDomainError(requestWithdrawal(ctx(seller), { amount: 1.005 }))).messageKey).toBe(
      'errors.payout.amountInvalid',
    );
    expect((await expectDomainError(requestWithdrawal(ctx(seller), { amount: 0 }))).status).toBe(400);
    expect(await database.db.select().from(payouts).where(eq(payouts.beneficiaryId, seller.id))).toHaveLength(
      0,
    );
  });

  it('lets only one of two concurrent requests through when together they would overdraw', async () => {
    const results = await Promise.allSettled([
      requestWithdrawal(ctx(seller), { amount: 60 }),
      requestWithdrawal(ctx(seller), { amount: '٦٠' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const profit = await getProfitByDesigner(ctx(seller), seller.id);
    expect(profit).toMatchObject({ totalMinor: 10_000, requestedMinor: 6_000, remainMinor: 4_000 });
  });

  it('is paid or declined by admins only, once, with a notification and an email', async () => {
    const [requested] = await listPayouts(ctx(seller));
    expect(requested).toMatchObject({ status: 'requested', amountMinor: 6_000 });
    expect((await expectDomainError(markPayoutPaid(ctx(support), { payout: requested!.id }))).status).toBe(
      403,
    );
    expect((await expectDomainError(markPayoutPaid(ctx(seller), { payout: requested!.id }))).status).toBe(
      403,
    );
    const paid = await markPayoutPaid(ctx(staff), { payout: requested!.id, reference: 'TRX-1' });
    expect(paid).toMatchObject({ status: 'paid', reference: 'TRX-1' });
    expect((await expectDomainError(rejectPayout(ctx(staff), { payout: requested!.id }))).status).toBe(409);
    const second = await requestWithdrawal(ctx(seller), { amount: 40 });
    const declined = await rejectPayout(ctx(staff), { payout: second.id, note: 'Wrong IBAN' });
    expect(declined).toMatchObject({ status: 'rejected', note: 'Wrong IBAN' });
    expect(await getProfitByDesigner(ctx(seller), seller.id)).toMatchObject({
      paidMinor: 6_000,
      remainMinor: 4_000,
    });
    const kinds = await database.db
      .select({ kind: sellerNotifications.kind })
      .from(sellerNotifications)
      .where(eq(sellerNotifications.userId, seller.id));
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['sale', 'payout_paid', 'payout_rejected']),
    );
    sent.length = 0;
    await runJobs();
    const mine = sent.filter((email) => email.to.startsWith('user-') && email.lang === 'en');
    expect(mine.map((email) => email.template)).toEqual(
      expect.arrayContaining(['payout-paid', 'payout-rejected', 'seller-sale']),
    );
    expect(
      sent.find((email) => email.template === 'seller-sale' && email.text.includes('you earn 100')),
    ).toBeTruthy();
    // Staff list everyone's, filtered; another seller sees none of these.
    expect(await listPayouts(ctx(staff), { status: 'paid', beneficiary: seller.id })).toHaveLength(1);
    expect(
      (await expectDomainError(listPayouts(ctx(otherDesigner), { beneficiary: seller.id }))).status,
    ).toBe(404);
  });
});

describe('updateAvailableSales', () => {
  it('adds to and takes from the edition within bounds, for the designer or staff only', async () => {
    const limited = await sellable(designer.id, { eg: [10_000, 0, 0, 0] }, { availableEdition: 5 });
    const add = await updateAvailableSales(ctx(designer), {
      product: limited.productId,
      quantity: '٣',
      increase: true,
    });
    expect(add).toMatchObject({ availableEdition: 8, initAvailableEdition: 8 });
    const take = await updateAvailableSales(ctx(staff), {
      product: limited.productId,
      quantity: 8,
      increase: false,
    });
    expect(take).toMatchObject({ availableEdition: 0, initAvailableEdition: 0 });
    expect(
      (
        await expectDomainError(
          updateAvailableSales(ctx(designer), { product: limited.productId, quantity: 1 }),
        )
      ).messageKey,
    ).toBe('errors.profit.editionsBelowZero');
    for (const quantity of [0, -1, 1.5, 'abc', null])
      expect(
        (
          await expectDomainError(
            updateAvailableSales(ctx(designer), { product: limited.productId, quantity }),
          )
        ).messageKey,
      ).toBe('errors.profit.quantityInvalid');
    expect(
      (
        await expectDomainError(
          updateAvailableSales(ctx(designer), {
            product: limited.productId,
            quantity: 1,
            increase: true,
            country: 'sa',
          }),
        )
      ).messageKey,
    ).toBe('errors.profit.notSoldInCountry');
    expect(
      (
        await expectDomainError(
          updateAvailableSales(ctx(otherDesigner), { product: limited.productId, quantity: 1 }),
        )
      ).status,
    ).toBe(404);

    const unlimited = await sellable(designer.id, { eg: [10_000, 0, 0, 0] });
    await database.db
      .update(products)
      .set({ initAvailableEdition: null })
      .where(eq(products.id, unlimited.productId));
    expect(
      (
        await expectDomainError(
          updateAvailableSales(ctx(designer), { product: unlimited.productId, quantity: 1 }),
        )
      ).messageKey,
    ).toBe('errors.profit.unlimitedEdition');
    const limitedNow = await updateAvailableSales(ctx(designer), {
      product: unlimited.productId,
      quantity: 4,
      increase: true,
      country: 'egypt',
    });
    expect(limitedNow).toMatchObject({ availableEdition: 4, initAvailableEdition: 4 });
    const listed = await listSellerProducts(ctx(designer));
    expect(listed.find((p) => p.id === unlimited.productId)).toMatchObject({
      prices: { eg: { priceMinor: 10_000, currency: 'EGP' } },
    });
  });
});

describe('the monthly statement', () => {
  it('is queued once for the first of next month, reports the month to each seller and queues the next run', async () => {
    await scheduleMonthlyStatement({ db: database.db }, now);
    await scheduleMonthlyStatement({ db: database.db }, now);
    const queued = await database.db.select().from(jobs).where(eq(jobs.queue, MONTHLY_STATEMENT_QUEUE));
    expect(queued.map((job) => job.runAt.toISOString())).toEqual(['2026-04-01T00:00:00.000Z']);

    sent.length = 0;
    const runAt = new Date('2026-04-01T00:05:00Z');
    await sendMonthlyStatements(
      recordingJobDeps(database.db, sent, () => runAt),
      {},
    );
    const [row] = await database.db.select().from(users).where(eq(users.id, designer.id));
    const statement = sent.find((email) => email.to === row!.email);
    expect(statement).toMatchObject({ lang: 'en', template: 'seller-statement-2026-03' });
    expect(statement!.subject).toBe('Your statement for March 2026');
    expect(statement!.text).toContain('Earned this month');
    // The manufacturer earned too; a customer never gets one.
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const after = await database.db.select().from(jobs).where(eq(jobs.queue, MONTHLY_STATEMENT_QUEUE));
    expect(after.map((job) => job.runAt.toISOString()).sort()).toEqual([
      '2026-04-01T00:00:00.000Z',
      '2026-05-01T00:00:00.000Z',
    ]);
  });
});
