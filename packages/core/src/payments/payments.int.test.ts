/**
 * Online payments end to end in core (issue 18; docs/decisions/034), on PGlite and PostgreSQL: an
 * order paid online waits in 'pending' with its stock taken; the sandbox's and Paymob's reports are
 * applied once however often they arrive; a redirect alone never pays; a gateway that times out
 * leaves the order pending and the reconciliation settles it without a second charge; an order
 * left unpaid is released; refunds go back through the gateway or to the wallet.
 */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openCheckoutDatabase, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import { buildCustomer, buildProduct, type TestCustomer } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { walletEntries } from '../db/schema/ledger.schema.ts';
import { orders, orderStatusEvents } from '../db/schema/orders.schema.ts';
import {
  paymentEvents,
  paymentMethodSettings,
  paymentRefunds,
  payments,
} from '../db/schema/payments.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import { addToCart } from '../cart/cart.service.ts';
import { placeOrder } from '../checkout/place-order.service.ts';
import { jobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/jobs.service.ts';
import type { Outbox, OutboxEmail } from '../notifications/outbox.ts';
import { changeOrderStatus, refundOrder } from '../orders/order-lifecycle.service.ts';
import { configurePaymentGateways } from './payment-gateways.ts';
import {
  applyReport,
  chooseSandboxOutcome,
  handlePaymentCallback,
  handlePaymentReturn,
  reconcilePayments,
  retryOrderPayment,
  startPayment,
  PAYMENT_WINDOW_MS,
} from './payments.service.ts';
import { PaymobProvider } from './providers/paymob.provider.ts';
import { startPaymobFake, type PaymobFake } from './providers/paymob-fake.ts';
import { SandboxProvider } from './providers/sandbox.provider.ts';

let now = new Date('2026-05-01T10:00:00Z');
let database: Database;
let fx: CheckoutFixture;
let shopper: TestCustomer;
let staff: Actor;
let productId: string;
let imageId: string;
const sent: OutboxEmail[] = [];
const outbox: Outbox = { sendEmail: async (email) => void sent.push(email), sendSms: async () => undefined };
const log = pino({ level: 'silent' });
const ORIGIN = 'http://shop.test';
const SANDBOX = { mode: 'sandbox' as const, sandboxSecret: 'test-sandbox-secret', live: {} };

const ctx = (user: Actor | null, country: 'eg' | 'sa' = 'eg') =>
  testServiceContext(database.db, { user, country, now, locale: country === 'eg' ? 'en-eg' : 'ar-sa' });
const system = () => ({ db: database.db, now, log });
const runJobs = async () => {
  let ran = 0;
  for (let pass = -1; pass !== 0; ran += pass)
    pass = await runDueJobs({
      db: database.db,
      outbox,
      log,
      now: () => now,
      baseUrl: ORIGIN,
      handlers: jobHandlers,
    });
  return ran;
};

async function placeOnline(method: string, quantity = 1) {
  const me = ctx(shopper.actor);
  const cart = await addToCart(me, { image: imageId, quantity });
  const placed = await placeOrder(me, {
    cartId: cart.id,
    addr: shopper.addressIds.eg,
    paymentMethod: method,
  });
  return placed;
}
const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentRow = async (id: string) =>
  (await database.db.select().from(payments).where(eq(payments.id, id)))[0]!;
const stock = async () =>
  (await database.db.select().from(products).where(eq(products.id, productId)))[0]!.availableEdition;

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
  shopper = await buildCustomer(database.db, 'Payer');
  const admin = await buildCustomer(database.db, 'Cashier');
  staff = { ...admin.actor, privilageType: 'admin' };
  const product = await buildProduct(database.db, {
    designerId: fx.designerId,
    categoryId: fx.printsId,
    prices: { eg: 80_000, sa: 20_000 },
    availableEdition: 50,
  });
  productId = product.productId;
  imageId = product.imageId;
});
afterAll(async () => database?.close());
beforeEach(() => {
  configurePaymentGateways(SANDBOX);
  sent.length = 0;
  now = new Date(now.getTime() + 60_000);
});

describe('the sandbox gateway', () => {
  it('places a card order pending payment with its stock taken, and the hosted page pays it once', async () => {
    const before = await stock();
    const placed = await placeOnline('card', 2);
    expect(placed.order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'card',
    });
    expect(placed.order.codFeesMinor).toBe(0);
    expect(placed.order.paymentDueAt!.getTime()).toBe(now.getTime() + PAYMENT_WINDOW_MS);
    expect(await stock()).toBe(before! - 2);
    expect(placed.payment).toMatchObject({ status: 'pending', provider: 'sandbox', method: 'card' });
    expect(placed.payment!.amountMinor).toBe(placed.order.totalMinor);

    const started = await startPayment(system(), placed.payment!.id, ORIGIN);
    expect(started.redirectUrl).toBe(`${ORIGIN}/en-eg/payment/sandbox/${placed.payment!.id}`);
    // Nothing is confirmed before the payment: no confirmation, no "you made a sale".
    expect(await runJobs()).toBe(0);

    const paid = await chooseSandboxOutcome(system(), {
      paymentId: placed.payment!.id,
      outcome: 'success',
      notify: true,
    });
    expect(paid).toMatchObject({ status: 'paid', outcome: 'success' });
    const order = await orderRow(placed.order.id);
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      isPaidAsRequest: true,
      paymentDueAt: null,
    });
    expect(order.trnxId).toMatch(/^sbx_/);
    expect(order.sourceData).toMatchObject({ type: 'card', pan: '512345xxxxxx2346' });
    const history = await database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, order.id));
    expect(history.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, 'pending'],
      ['pending', 'placed'],
    ]);
    // The buyer's confirmation and the designer's sale email, once.
    expect(await runJobs()).toBe(2);
    expect(sent.filter((email) => email.template === 'order-confirmation')).toMatchObject([
      { to: expect.stringMatching(/^customer-/), text: expect.stringContaining(placed.order.orderNumber) },
    ]);
  });

  it('applies a callback replayed 100 times, ten at once, once', async () => {
    const placed = await placeOnline('card');
    await startPayment(system(), placed.payment!.id, ORIGIN);
    const sandbox = new SandboxProvider({
      secret: SANDBOX.sandboxSecret,
      decisions: { latest: async () => null },
    });
    const callback = sandbox.signedDecision({
      paymentId: placed.payment!.id,
      outcome: 'success',
      sequence: 1,
    });
    const results: string[] = [];
    for (let round = 0; round < 10; round += 1)
      results.push(
        ...(await Promise.all(
          Array.from({ length: 10 }, () =>
            handlePaymentCallback(system(), 'sandbox', callback).catch(() => 'raced'),
          ),
        )),
      );
    expect(results.filter((result) => result === 'applied')).toHaveLength(1);
    const events = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.paymentId, placed.payment!.id));
    expect(events).toHaveLength(1);
    const history = await database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, placed.order.id));
    expect(history).toHaveLength(2);
    const confirmations = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.queue, 'order-confirmation-email')));
    expect(confirmations.filter((job) => job.payload.orderId === placed.order.id)).toHaveLength(1);
  });

  it('refuses a callback whose body or signature was changed, and changes nothing', async () => {
    const placed = await placeOnline('card');
    const sandbox = new SandboxProvider({
      secret: SANDBOX.sandboxSecret,
      decisions: { latest: async () => null },
    });
    const good = sandbox.signedDecision({ paymentId: placed.payment!.id, outcome: 'success', sequence: 1 });
    const forged = { ...good, body: good.body.replace('"sequence":1', '"sequence":2') };
    expect(await expectDomainError(handlePaymentCallback(system(), 'sandbox', forged))).toMatchObject({
      code: 'PAYMENT_SIGNATURE_INVALID',
    });
    const wrongKey = new SandboxProvider({ secret: 'another', decisions: { latest: async () => null } });
    expect(
      await expectDomainError(
        handlePaymentCallback(
          system(),
          'sandbox',
          wrongKey.signedDecision({ paymentId: placed.payment!.id, outcome: 'success', sequence: 1 }),
        ),
      ),
    ).toMatchObject({ code: 'PAYMENT_SIGNATURE_INVALID' });
    expect((await orderRow(placed.order.id)).status).toBe('pending');
    // The untouched notification still pays it.
    expect(await handlePaymentCallback(system(), 'sandbox', good)).toBe('applied');
    expect((await orderRow(placed.order.id)).status).toBe('placed');
  });

  it('a success redirect with no callback stays pending until retrieve confirms it', async () => {
    const placed = await placeOnline('card');
    await startPayment(system(), placed.payment!.id, ORIGIN);
    // The tester "loses" the notification: the choice is made, nothing is applied.
    await chooseSandboxOutcome(system(), {
      paymentId: placed.payment!.id,
      outcome: 'success',
      notify: false,
    });
    expect((await orderRow(placed.order.id)).status).toBe('pending');
    const back = await handlePaymentReturn(system(), 'sandbox', {
      method: 'GET',
      query: new URLSearchParams({ payment: placed.payment!.id }),
      headers: new Headers(),
      body: '',
    });
    expect(back).toMatchObject({ status: 'paid', locale: 'en-eg' });
    expect((await orderRow(placed.order.id)).paymentStatus).toBe('paid');
  });

  it('keeps a declined order waiting so the shopper can pay with another method', async () => {
    const placed = await placeOnline('card');
    await startPayment(system(), placed.payment!.id, ORIGIN);
    const declined = await chooseSandboxOutcome(system(), {
      paymentId: placed.payment!.id,
      outcome: 'unauthorized',
      notify: true,
    });
    expect(declined).toMatchObject({ status: 'failed', outcome: 'unauthorized' });
    expect(await orderRow(placed.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
    const retry = await retryOrderPayment(ctx(shopper.actor), {
      order: placed.order.id,
      method: 'mobileWallet',
    });
    expect(retry.id).not.toBe(placed.payment!.id);
    expect(retry.amountMinor).toBe(placed.payment!.amountMinor);
    await startPayment(system(), retry.id, ORIGIN);
    await chooseSandboxOutcome(system(), { paymentId: retry.id, outcome: 'success', notify: true });
    expect(await orderRow(placed.order.id)).toMatchObject({
      status: 'placed',
      paymentMethod: 'mobileWallet',
    });
    // Someone else's order is not theirs to pay.
    const other = await buildCustomer(database.db, 'Stranger');
    expect(
      await expectDomainError(
        retryOrderPayment(ctx(other.actor), { order: placed.order.id, method: 'card' }),
      ),
    ).toMatchObject({
      code: 'PAYMENT_NOT_FOUND',
    });
  });

  it('releases an order left unpaid past its window, and refunds a payment that arrives after it', async () => {
    const before = await stock();
    const placed = await placeOnline('card', 3);
    await startPayment(system(), placed.payment!.id, ORIGIN);
    expect(await stock()).toBe(before! - 3);
    now = new Date(now.getTime() + PAYMENT_WINDOW_MS + 60_000);
    const pass = await reconcilePayments(system());
    expect(pass.released).toBe(1);
    expect(await orderRow(placed.order.id)).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
    });
    expect((await paymentRow(placed.payment!.id)).status).toBe('expired');
    expect(await stock()).toBe(before);
    // The shopper pays on the gateway's page a moment too late: the money goes back.
    const sandbox = new SandboxProvider({
      secret: SANDBOX.sandboxSecret,
      decisions: { latest: async () => null },
    });
    await handlePaymentCallback(
      system(),
      'sandbox',
      sandbox.signedDecision({ paymentId: placed.payment!.id, outcome: 'success', sequence: 9 }),
    );
    expect((await orderRow(placed.order.id)).status).toBe('cancelled');
    await runJobs();
    await runJobs();
    const refunds = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, placed.payment!.id));
    expect(refunds).toMatchObject([{ amountMinor: placed.payment!.amountMinor, status: 'succeeded' }]);
  });
});

describe('eligibility at placeOrder', () => {
  it('refuses methods outside their country, below their minimum, switched off, or COD for a product without it', async () => {
    const me = ctx(shopper.actor);
    let cart = await addToCart(me, { image: imageId, quantity: 1 });
    const place = (method: string, addr = shopper.addressIds.eg, as = me) =>
      placeOrder(as, { cartId: cart.id, addr, paymentMethod: method });
    expect(await expectDomainError(place('tabby'))).toMatchObject({ code: 'PAYMENT_METHOD_NOT_IN_COUNTRY' });
    expect(await expectDomainError(place('mada'))).toMatchObject({ code: 'PAYMENT_METHOD_NOT_IN_COUNTRY' });
    expect(await expectDomainError(place('cib'))).toMatchObject({ code: 'PAYMENT_AMOUNT_TOO_LOW' });
    expect(await expectDomainError(place('bitcoin'))).toMatchObject({ code: 'PAYMENT_METHOD_UNAVAILABLE' });
    await database.db.insert(paymentMethodSettings).values({ method: 'valu', country: 'eg', enabled: false });
    expect(await expectDomainError(place('valu'))).toMatchObject({ code: 'PAYMENT_METHOD_SWITCHED_OFF' });
    await database.db.delete(paymentMethodSettings);
    // In Saudi Arabia: Valu is Egypt's ("Valu is unavailable outside Egypt"), tabby is offered.
    const saudi = ctx(shopper.actor, 'sa');
    cart = await addToCart(saudi, { image: imageId, quantity: 1 });
    expect(await expectDomainError(place('valu', shopper.addressIds.sa, saudi))).toMatchObject({
      code: 'VALU_UNAVAILABLE',
      message: 'Valu is unavailable outside Egypt',
    });
    const tabby = await place('tabby', shopper.addressIds.sa, saudi);
    expect(tabby.order).toMatchObject({ status: 'pending', paymentMethod: 'tabby', currency: 'SAR' });
    // Older spellings still work: "cash" is cash on delivery.
    cart = await addToCart(me, { image: imageId, quantity: 1 });
    const cod = await place('Cash');
    expect(cod.order).toMatchObject({ status: 'placed', paymentMethod: 'cod' });
    expect(cod.payment).toBeNull();
  });
});

describe('Paymob through its local fake', () => {
  let fake: PaymobFake;
  beforeAll(async () => {
    fake = await startPaymobFake();
  });
  afterAll(async () => fake?.close());
  beforeEach(() => {
    configurePaymentGateways({
      mode: 'live',
      sandboxSecret: SANDBOX.sandboxSecret,
      live: { paymob: new PaymobProvider({ config: fake.config, timeoutMs: 500 }) },
    });
  });
  afterEach(() => configurePaymentGateways(SANDBOX));

  it('a gateway that times out leaves the order pending; the processed callback pays it once; a tampered one changes nothing', async () => {
    const placed = await placeOnline('card');
    fake.hangNext();
    const first = await startPayment(system(), placed.payment!.id, ORIGIN);
    expect(first.redirectUrl).toBeNull();
    expect((await orderRow(placed.order.id)).status).toBe('pending');
    const started = await startPayment(system(), placed.payment!.id, ORIGIN);
    expect(started.redirectUrl).toContain('/unifiedcheckout/');
    expect(fake.intentions.size).toBeGreaterThanOrEqual(1);

    const callback = fake.signedProcessedCallback(placed.payment!.id, 'success');
    const tampered = { ...callback, body: callback.body.replace('"amount_cents":', '"amount_cents":1') };
    expect(await expectDomainError(handlePaymentCallback(system(), 'paymob', tampered))).toMatchObject({
      code: 'PAYMENT_SIGNATURE_INVALID',
    });
    expect((await orderRow(placed.order.id)).status).toBe('pending');
    expect(await handlePaymentCallback(system(), 'paymob', callback)).toBe('applied');
    expect(await handlePaymentCallback(system(), 'paymob', callback)).toBe('duplicate');
    const order = await orderRow(placed.order.id);
    expect(order).toMatchObject({
      status: 'placed',
      paymentStatus: 'paid',
      paymentProvider: 'paymob',
      isPaidAsRequest: true,
    });
    expect(order.sourceData).toMatchObject({ subType: 'MasterCard' });
  });

  it('reconciliation settles a payment whose callback never came, without a second charge', async () => {
    const placed = await placeOnline('card');
    await startPayment(system(), placed.payment!.id, ORIGIN);
    const intentions = fake.intentions.size;
    fake.setTransaction(placed.payment!.id, 'success');
    fake.hangNext();
    now = new Date(now.getTime() + 3 * 60_000);
    await reconcilePayments(system());
    // The inquiry timed out: still pending.
    expect((await orderRow(placed.order.id)).status).toBe('pending');
    now = new Date(now.getTime() + 3 * 60_000);
    await reconcilePayments(system());
    expect(await orderRow(placed.order.id)).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(fake.intentions.size).toBe(intentions);
  });

  it('refunds a delivered card order through Paymob, and a kiosk order to the wallet', async () => {
    const placed = await placeOnline('card');
    await startPayment(system(), placed.payment!.id, ORIGIN);
    await handlePaymentCallback(
      system(),
      'paymob',
      fake.signedProcessedCallback(placed.payment!.id, 'success'),
    );
    for (const status of ['in_production', 'ready_for_shipping', 'out_for_delivery', 'delivered'])
      await changeOrderStatus(ctx(staff), { order: placed.order.id, status });
    await refundOrder(ctx(staff), { order: placed.order.id, to: 'original' });
    await runJobs();
    const refunds = await database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, placed.order.id));
    expect(refunds).toMatchObject([{ status: 'succeeded', amountMinor: placed.payment!.amountMinor }]);
    expect(fake.requests.some((request) => request.path.includes('/void_refund/refund'))).toBe(true);

    const kiosk = await placeOnline('aman');
    await startPayment(system(), kiosk.payment!.id, ORIGIN);
    const report = await new PaymobProvider({ config: fake.config }).parseCallback(
      fake.signedProcessedCallback(kiosk.payment!.id, 'success'),
    );
    await applyReport(system(), await paymentRow(kiosk.payment!.id), report, 'callback');
    await changeOrderStatus(ctx(staff), { order: kiosk.order.id, status: 'cancelled' });
    await refundOrder(ctx(staff), { order: kiosk.order.id, to: 'original' });
    const credited = await database.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, kiosk.order.id), eq(walletEntries.reason, 'order_refund')));
    expect(credited.reduce((sum, entry) => sum + entry.amountMinor, 0)).toBe(kiosk.payment!.amountMinor);
  });
});
