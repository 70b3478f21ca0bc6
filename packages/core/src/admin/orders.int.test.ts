/**
 * The dashboard's orders on PGlite and PostgreSQL: every filter of the list, keyset paging that
 * returns each row once in order, the CSV batches, the detail, a staff status change with its audit
 * row and status event, a wallet refund credited once however many run at once, who may do it, and
 * an order's online payment attempts and gateway refunds (issue 18).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { walletEntries } from '../db/schema/ledger.schema.ts';
import { orders, orderStatusEvents, type Order } from '../db/schema/orders.schema.ts';
import { paymentRefunds, payments } from '../db/schema/payments.schema.ts';
import { users } from '../db/schema/accounts.schema.ts';
import {
  actorOf,
  buildCustomer,
  buildOrder,
  buildProduct,
  buildUser,
  type TestCustomer,
} from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { cancelOrder, changeOrderStatus, refundOrder } from '../orders/order-lifecycle.service.ts';
import {
  ADMIN_ORDERS_EXPORT_BATCH,
  exportAdminOrders,
  getAdminOrder,
  listAdminOrders,
  type AdminOrderFilters,
} from './orders.service.ts';

let database: Database;
let superAdmin: Actor;
let admin: Actor;
let support: Actor;
let shopper: TestCustomer;
let ali: TestCustomer;
let mona: TestCustomer;
let designerA: string;
let designerB: string;
/** A picture of designer A's product (the payments section's orders). */
let imageOfA: string;
/** The orders of the filter tests, by name. */
const placed: Record<string, Order> = {};

// 2026-11-02 in Cairo (UTC+2 in November) starts at 2026-11-01T22:00Z.
const base = new Date('2026-11-02T08:00:00Z');
const at = (hours: number) => new Date(base.getTime() + hours * 3_600_000);
const ctx = (user: Actor | null, now = at(200)) => testServiceContext(database.db, { user, now });
/** The filter tests' window: only their orders fall in it. */
const WINDOW = { from: '2026-11-02', to: '2026-11-05' } satisfies AdminOrderFilters;

async function numbersOf(filters: AdminOrderFilters): Promise<string[]> {
  const { items } = await listAdminOrders(ctx(admin), { ...WINDOW, ...filters });
  const names = Object.entries(placed);
  return items.map((item) => names.find(([, order]) => order.id === item.id)?.[0] ?? item.number);
}

/** Every row of a filtered list, walking the keyset pages `limit` at a time. */
async function walk(filters: AdminOrderFilters, limit: number): Promise<string[]> {
  const seen: string[] = [];
  let after: string | null = null;
  do {
    const page: Awaited<ReturnType<typeof listAdminOrders>> = await listAdminOrders(ctx(admin), {
      ...filters,
      after,
      limit,
    });
    seen.push(...page.items.map((item) => item.id));
    after = page.next;
  } while (after);
  return seen;
}

beforeAll(async () => {
  database = await createTestDatabase();
  superAdmin = actorOf(await buildUser(database.db, { privilageType: 'superAdmin' }));
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin', fName: 'Hoda', lName: 'Staff' }));
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
  shopper = await buildCustomer(database.db, 'Shopper');
  ali = await buildCustomer(database.db, 'Ali');
  mona = await buildCustomer(database.db, 'Mona');
  await database.db.update(users).set({ phone: '01012345678' }).where(eq(users.id, mona.id));
  designerA = (await buildUser(database.db, { role: 'designer', name: 'Atelier Amira', password: null })).id;
  designerB = (await buildUser(database.db, { role: 'designer', name: 'Studio Badr', password: null })).id;
  const productA = await buildProduct(database.db, {
    designerId: designerA,
    prices: { eg: 10_000, sa: 2_000 },
  });
  imageOfA = productA.imageId;
  const productB = await buildProduct(database.db, { designerId: designerB, prices: { eg: 25_000 } });
  await database.db.update(products).set({ isIdesign: true }).where(eq(products.id, productB.productId));

  const order = async (
    name: string,
    customer: TestCustomer,
    imageId: string,
    hours: number,
    country: 'eg' | 'sa' = 'eg',
  ) => {
    placed[name] = (await buildOrder(database.db, { customer, imageId, now: at(hours), country })).order;
  };
  await order('aliPrint', ali, productA.imageId, 0);
  await order('aliDesign', ali, productB.imageId, 1);
  await order('monaSaudi', mona, productA.imageId, 24, 'sa');
  await order('monaDesign', mona, productB.imageId, 48);
  // 2026-11-04T22:30Z is already the 5th in Cairo.
  await order('lateNight', ali, productA.imageId, 62.5);
  await database.db.update(orders).set({ paymentMethod: 'card' }).where(eq(orders.id, placed.monaSaudi!.id));
  await changeOrderStatus(ctx(admin, at(50)), { order: placed.monaDesign!.id, status: 'in_production' });
});

afterAll(() => database?.close());

describe('the orders list', () => {
  it('lists newest first, with the customer and the total', async () => {
    expect(await numbersOf({})).toEqual(['lateNight', 'monaDesign', 'monaSaudi', 'aliDesign', 'aliPrint']);
    const { items } = await listAdminOrders(ctx(admin), { ...WINDOW, q: placed.monaSaudi!.orderNumber });
    expect(items).toEqual([
      expect.objectContaining({
        id: placed.monaSaudi!.id,
        status: 'placed',
        country: 'sa',
        currency: 'SAR',
        paymentMethod: 'card',
        totalMinor: placed.monaSaudi!.totalMinor,
        customerId: mona.id,
        customerName: expect.stringContaining('Mona'),
      }),
    ]);
  });

  it('filters by status, country and payment method', async () => {
    expect(await numbersOf({ status: 'in_production' })).toEqual(['monaDesign']);
    expect(await numbersOf({ status: 'placed' })).toEqual([
      'lateNight',
      'monaSaudi',
      'aliDesign',
      'aliPrint',
    ]);
    expect(await numbersOf({ country: 'sa' })).toEqual(['monaSaudi']);
    expect(await numbersOf({ payment: 'card' })).toEqual(['monaSaudi']);
    expect(await numbersOf({ payment: 'cod', country: 'eg' })).toEqual([
      'lateNight',
      'monaDesign',
      'aliDesign',
      'aliPrint',
    ]);
  });

  it('filters by the shop day range', async () => {
    expect(await numbersOf({ from: '2026-11-03', to: '2026-11-03' })).toEqual(['monaSaudi']);
    expect(await numbersOf({ from: '2026-11-05', to: '2026-11-05' })).toEqual(['lateNight']);
    expect(await numbersOf({ from: '2026-11-04', to: '2026-11-04' })).toEqual(['monaDesign']);
    expect(await numbersOf({ from: '2026-11-02', to: '2026-11-02' })).toEqual(['aliDesign', 'aliPrint']);
  });

  it('filters by customer: id, email, name or phone', async () => {
    expect(await numbersOf({ customer: ali.id })).toEqual(['lateNight', 'aliDesign', 'aliPrint']);
    expect(await numbersOf({ customer: ali.id.toUpperCase() })).toEqual([
      'lateNight',
      'aliDesign',
      'aliPrint',
    ]);
    const [monaRow] = await database.db.select().from(users).where(eq(users.id, mona.id));
    expect(await numbersOf({ customer: monaRow!.email!.toUpperCase() })).toEqual(['monaDesign', 'monaSaudi']);
    expect(await numbersOf({ customer: 'mona' })).toEqual(['monaDesign', 'monaSaudi']);
    expect(await numbersOf({ customer: '012345' })).toEqual(['monaDesign', 'monaSaudi']);
    expect(await numbersOf({ customer: '100%_' })).toEqual([]);
  });

  it('filters by designer (id or name) and by iDesign lines', async () => {
    expect(await numbersOf({ designer: designerB })).toEqual(['monaDesign', 'aliDesign']);
    expect(await numbersOf({ designer: 'atelier amira' })).toEqual(['lateNight', 'monaSaudi', 'aliPrint']);
    expect(await numbersOf({ design: 'yes' })).toEqual(['monaDesign', 'aliDesign']);
    expect(await numbersOf({ design: 'no' })).toEqual(['lateNight', 'monaSaudi', 'aliPrint']);
    expect(await numbersOf({ design: 'yes', customer: ali.id })).toEqual(['aliDesign']);
  });

  it('finds an order by its number or the beginning of it, in any letter case', async () => {
    const number = placed.aliPrint!.orderNumber;
    expect(await numbersOf({ q: number.toLowerCase() })).toEqual(['aliPrint']);
    expect(await numbersOf({ q: number.slice(0, -2) })).toContain('aliPrint');
    expect(await numbersOf({ q: 'SD-NOPE' })).toEqual([]);
  });

  it('answers nonsense with an empty list or the first page, never an error', async () => {
    for (const filters of [
      { status: 'shipped' },
      { status: "placed'; drop table orders; --" },
      { country: 'fr' },
      { payment: 'c o d' },
      { from: '2026-02-30' },
      { to: 'yesterday' },
      { customer: 'a\u0000b' },
      { designer: 'x'.repeat(500) },
      { design: 'maybe' },
      { q: '%' },
    ] satisfies AdminOrderFilters[])
      expect(await numbersOf(filters)).toEqual([]);
    const { items } = await listAdminOrders(ctx(admin), { ...WINDOW, after: 'not-a-cursor', limit: 1e12 });
    expect(items).toHaveLength(5);
  });

  it('pages with a keyset: every row once, in order, even when orders share an instant', async () => {
    const tied = await buildCustomer(database.db, 'Tied');
    const product = await buildProduct(database.db, { designerId: designerA });
    for (let i = 0; i < 7; i += 1)
      await buildOrder(database.db, { customer: tied, imageId: product.imageId, now: at(100 + (i % 2)) });
    const expected = (
      await database.db
        .select({ id: orders.id, createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.customerId, tied.id))
    )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
      .map((row) => row.id);
    expect(await walk({ customer: tied.id }, 2)).toEqual(expected);
    expect(await walk({ customer: tied.id }, 3)).toEqual(expected);
  });

  it('exports the filtered rows in batches of 500 that cover them all once', async () => {
    const bulk = await buildCustomer(database.db, 'Bulk');
    const template = placed.aliPrint!;
    await database.db.insert(orders).values(
      Array.from({ length: ADMIN_ORDERS_EXPORT_BATCH + 20 }, (_, i) => ({
        ...template,
        id: undefined,
        orderNumber: `SD-BULK-${i}`,
        idempotencyKey: null,
        cartId: null,
        customerId: bulk.id,
        createdAt: new Date(at(120).getTime() + Math.floor(i / 3) * 1000),
      })),
    );
    const batches: string[][] = [];
    for await (const batch of exportAdminOrders(ctx(admin), { customer: bulk.id }))
      batches.push(batch.map((row) => row.id));
    expect(batches.map((batch) => batch.length)).toEqual([ADMIN_ORDERS_EXPORT_BATCH, 20]);
    expect(batches.flat()).toEqual(await walk({ customer: bulk.id }, 200));
    expect(new Set(batches.flat()).size).toBe(ADMIN_ORDERS_EXPORT_BATCH + 20);

    const filtered: string[] = [];
    for await (const batch of exportAdminOrders(ctx(admin), { ...WINDOW, design: 'yes' }))
      filtered.push(...batch.map((row) => row.number));
    expect(filtered).toEqual([placed.monaDesign!.orderNumber, placed.aliDesign!.orderNumber]);
  });
});

describe('one order', () => {
  it('shows lines, totals, payment, customer, address and history with who changed it', async () => {
    const detail = await getAdminOrder(ctx(admin), placed.monaDesign!.id);
    expect(detail).toMatchObject({
      number: placed.monaDesign!.orderNumber,
      status: 'in_production',
      country: 'eg',
      currency: 'EGP',
      customer: { id: mona.id, phone: '01012345678' },
      address: { country: 'eg', city: 'Cairo' },
      payment: { method: 'cod', status: 'pending' },
      totals: {
        subtotalMinor: placed.monaDesign!.subtotalMinor,
        codAmountMinor: placed.monaDesign!.codAmountMinor,
        totalMinor: placed.monaDesign!.totalMinor,
        refundableMinor: 0,
      },
      refunds: [],
    });
    expect(detail.lines).toEqual([
      expect.objectContaining({
        quantity: 1,
        unitPriceMinor: 25_000,
        isIdesign: true,
        designer: { id: designerB, name: 'Studio Badr' },
      }),
    ]);
    expect(detail.history.map((event) => [event.from, event.to, event.actor?.name ?? null])).toEqual([
      [null, 'placed', expect.stringContaining('Mona')],
      ['placed', 'in_production', 'Hoda Staff'],
    ]);
    expect(detail.nextSteps).toEqual([
      { status: 'ready_for_shipping', kind: 'change' },
      { status: 'cancelled', kind: 'cancel' },
    ]);
  });

  it('is 404 for an unknown or malformed id', async () => {
    expect((await expectDomainError(getAdminOrder(ctx(admin), 'nope'))).status).toBe(404);
    expect((await expectDomainError(getAdminOrder(ctx(admin), crypto.randomUUID()))).status).toBe(404);
  });
});

describe('staff writes', () => {
  const auditOf = (orderId: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, orderId)))
      .orderBy(auditLog.createdAt);

  it('a status change writes an audit row and a status event', async () => {
    const { order } = await buildOrder(database.db, { customer: shopper, now: at(150) });
    await changeOrderStatus(ctx(admin, at(151)), {
      order: order.id,
      status: 'ready_for_shipping',
      note: 'Ready-made',
    });
    expect(await auditOf(order.id)).toMatchObject([
      {
        staffId: admin.id,
        action: 'order.status',
        before: { status: 'placed', refundedMinor: 0 },
        after: { status: 'ready_for_shipping', refundedNowMinor: 0, note: 'Ready-made' },
      },
    ]);
    const events = await database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id));
    expect(events.map((event) => [event.fromStatus, event.toStatus, event.actorId])).toContainEqual([
      'placed',
      'ready_for_shipping',
      admin.id,
    ]);
  });

  it("a staff cancellation is audited; the customer's own is not", async () => {
    const byStaff = await buildOrder(database.db, { customer: shopper, now: at(152) });
    await cancelOrder(ctx(superAdmin, at(153)), { order: byStaff.order.id, reason: 'Out of paper' });
    expect(await auditOf(byStaff.order.id)).toMatchObject([
      {
        staffId: superAdmin.id,
        action: 'order.cancel',
        before: { status: 'placed' },
        after: { status: 'cancelled' },
      },
    ]);
    const byCustomer = await buildOrder(database.db, { customer: shopper, now: at(154) });
    await cancelOrder(ctx(shopper.actor, at(155)), { order: byCustomer.order.id });
    expect(await auditOf(byCustomer.order.id)).toEqual([]);
  });

  it('refunds to the wallet once, even when two staff refund at the same time', async () => {
    const { order } = await buildOrder(database.db, { customer: shopper, now: at(160) });
    for (const status of ['in_production', 'ready_for_shipping', 'out_for_delivery', 'delivered'])
      await changeOrderStatus(ctx(admin, at(161)), { order: order.id, status });
    const part = Math.round(order.totalMinor * 0.6);
    const results = await Promise.allSettled([
      refundOrder(ctx(admin, at(162)), { order: order.id, to: 'wallet', amount: part / 100 }),
      refundOrder(ctx(superAdmin, at(162)), { order: order.id, to: 'wallet', amount: part / 100 }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const credits = await database.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, order.id), eq(walletEntries.reason, 'order_refund')));
    expect(credits.map((entry) => entry.amountMinor)).toEqual([part]);

    // The rest, then nothing more: the total is never passed.
    await refundOrder(ctx(admin, at(163)), { order: order.id, to: 'original' });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({
      status: 'refunded',
      refundedMinor: order.totalMinor,
      paymentStatus: 'refunded',
    });
    await expectDomainError(refundOrder(ctx(admin, at(164)), { order: order.id, to: 'wallet', amount: 1 }));

    const audits = await auditOf(order.id);
    expect(audits.filter((entry) => entry.action === 'order.refund').map((entry) => entry.after)).toEqual([
      expect.objectContaining({ refund: { to: 'wallet', amountMinor: part } }),
      expect.objectContaining({
        status: 'refunded',
        refund: { to: 'original', amountMinor: order.totalMinor - part },
      }),
    ]);
    const detail = await getAdminOrder(ctx(admin), order.id);
    expect(detail.refunds.map((refund) => [refund.to, refund.amountMinor])).toEqual([
      ['wallet', part],
      ['original', order.totalMinor - part],
    ]);
    expect(detail.nextSteps).toEqual([]);
  });
});

describe('permissions', () => {
  it('lets superAdmin and admin read; designerSupport and customers get 403, a guest 401', async () => {
    for (const staff of [superAdmin, admin])
      expect((await listAdminOrders(ctx(staff), WINDOW)).items.length).toBeGreaterThan(0);
    for (const [user, status] of [
      [support, 403],
      [shopper.actor, 403],
      [null, 401],
    ] as const) {
      expect((await expectDomainError(listAdminOrders(ctx(user)))).status).toBe(status);
      expect((await expectDomainError(getAdminOrder(ctx(user), placed.aliPrint!.id))).status).toBe(status);
      expect((await expectDomainError(exportAdminOrders(ctx(user)).next())).status).toBe(status);
      expect(
        (
          await expectDomainError(
            changeOrderStatus(ctx(user), { order: placed.aliPrint!.id, status: 'in_production' }),
          )
        ).status,
      ).toBe(status);
      expect(
        (await expectDomainError(refundOrder(ctx(user), { order: placed.aliPrint!.id, to: 'wallet' })))
          .status,
      ).toBe(status);
    }
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.aliPrint!.id));
    expect(row!.status).toBe('placed');
  });
});

describe("an order's online payments", () => {
  it('lists its attempts and gateway refunds newest first, numbers masked to their last four digits', async () => {
    const { order } = await buildOrder(database.db, { customer: ali, imageId: imageOfA, now: at(500) });
    await database.db
      .update(orders)
      .set({
        paymentMethod: 'card',
        paymentProvider: 'sandbox',
        paymentStatus: 'paid',
        trnxId: '987654',
        sourceData: { type: 'card', subType: 'MasterCard', pan: '512345xxxxxx2346' },
      })
      .where(eq(orders.id, order.id));
    const attempt = {
      orderId: order.id,
      provider: 'sandbox',
      amountMinor: order.totalMinor,
      currency: 'EGP' as const,
      country: 'eg' as const,
      locale: 'ar-eg',
      expiresAt: at(501),
    };
    const [declined] = await database.db
      .insert(payments)
      .values({
        ...attempt,
        method: 'mobileWallet',
        status: 'failed',
        outcome: 'declined',
        providerRef: 'sbx-1',
        sourceData: { type: 'wallet', subType: 'wallet', pan: '01010101010' },
        createdAt: at(500),
        updatedAt: at(500.1),
      })
      .returning();
    const [paid] = await database.db
      .insert(payments)
      .values({
        ...attempt,
        method: 'card',
        status: 'paid',
        outcome: 'success',
        providerRef: 'sbx-2',
        trnxId: '987654',
        trnxStatus: 'success',
        sourceData: { type: 'card', subType: 'MasterCard', pan: '512345xxxxxx2346' },
        settledAt: at(500.3),
        createdAt: at(500.2),
        updatedAt: at(500.3),
      })
      .returning();
    await database.db.insert(paymentRefunds).values([
      {
        paymentId: paid!.id,
        orderId: order.id,
        amountMinor: 1_000,
        currency: 'EGP',
        status: 'failed',
        lastError: 'gateway timed out',
        createdAt: at(510),
        updatedAt: at(510.5),
      },
      {
        paymentId: paid!.id,
        orderId: order.id,
        amountMinor: 2_000,
        currency: 'EGP',
        status: 'succeeded',
        providerRef: 'rf-77',
        createdAt: at(520),
        updatedAt: at(520.5),
      },
    ]);

    const detail = await getAdminOrder(ctx(admin), order.id);
    expect(detail.onlinePayments.map((row) => row.id)).toEqual([paid!.id, declined!.id]);
    expect(detail.onlinePayments[0]).toEqual({
      id: paid!.id,
      method: 'card',
      provider: 'sandbox',
      status: 'paid',
      outcome: 'success',
      amountMinor: order.totalMinor,
      currency: 'EGP',
      providerRef: 'sbx-2',
      trnxId: '987654',
      trnxStatus: 'success',
      source: { type: 'card', subType: 'MasterCard', masked: '•••• 2346' },
      referenceNumber: null,
      createdAt: at(500.2),
      expiresAt: at(501),
      settledAt: at(500.3),
    });
    // A wallet's "pan" is its phone number: only its last four digits are shown.
    expect(detail.onlinePayments[1]).toMatchObject({
      method: 'mobileWallet',
      status: 'failed',
      outcome: 'declined',
      source: { masked: '•••• 1010' },
      settledAt: null,
    });
    expect(detail.payment.source).toEqual({ type: 'card', subType: 'MasterCard', pan: '2346' });
    expect(
      detail.gatewayRefunds.map((row) => [row.amountMinor, row.status, row.providerRef, row.lastError]),
    ).toEqual([
      [2_000, 'succeeded', 'rf-77', null],
      [1_000, 'failed', null, 'gateway timed out'],
    ]);
    expect(detail.gatewayRefunds[0]).toMatchObject({
      paymentId: paid!.id,
      method: 'card',
      provider: 'sandbox',
    });
  });

  it('keeps a reference number of a kiosk payment still waiting', async () => {
    const { order } = await buildOrder(database.db, { customer: mona, imageId: imageOfA, now: at(530) });
    await database.db
      .update(orders)
      .set({ paymentMethod: 'fawry', status: 'pending' })
      .where(eq(orders.id, order.id));
    await database.db.insert(payments).values({
      orderId: order.id,
      method: 'fawry',
      provider: 'sandbox',
      amountMinor: order.totalMinor,
      currency: 'EGP',
      country: 'eg',
      locale: 'en-eg',
      referenceNumber: '9912345678',
      expiresAt: at(578),
    });
    const detail = await getAdminOrder(ctx(admin), order.id);
    expect(detail.onlinePayments).toEqual([
      expect.objectContaining({
        method: 'fawry',
        status: 'pending',
        outcome: 'pending',
        referenceNumber: '9912345678',
        source: null,
        trnxId: null,
        settledAt: null,
      }),
    ]);
    expect(detail.gatewayRefunds).toEqual([]);
  });

  it('has none for an order paid cash on delivery', async () => {
    const detail = await getAdminOrder(ctx(admin), placed.aliPrint!.id);
    expect(detail.payment.method).toBe('cod');
    expect(detail.onlinePayments).toEqual([]);
    expect(detail.gatewayRefunds).toEqual([]);
  });
});
