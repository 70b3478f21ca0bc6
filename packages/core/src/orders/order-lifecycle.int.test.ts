/**
 * The order lifecycle on PGlite and PostgreSQL (docs/decisions/020): each allowed change records an
 * event and queues one email in the customer's language, forbidden ones change nothing,
 * cancellation gives back stock, coupon use, gift card balance and balances, and a refund to the
 * wallet is credited once however many staff press the button.
 */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createReferralCode,
  giftCardForm,
  openCheckoutDatabase,
  type CheckoutFixture,
} from '@souq/testing/cart-checkout.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { profitEntries, walletEntries } from '../db/schema/ledger.schema.ts';
import { orders, orderStatusEvents } from '../db/schema/orders.schema.ts';
import { coupons, giftCards } from '../db/schema/promotions.schema.ts';
import { couponRedemptions, giftCardRedemptions } from '../db/schema/redemptions.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import type { DomainError } from '../errors.ts';
import { jobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs } from '../jobs/jobs.service.ts';
import type { Outbox, OutboxEmail } from '../notifications/outbox.ts';
import { addToCart } from '../cart/cart.service.ts';
import { placeOrder } from '../checkout/place-order.service.ts';
import { checkCoupon } from '../promotions/coupon.service.ts';
import { adjustWallet, walletBalanceMinor } from '../wallet/wallet.service.ts';
import { cancelOrder, changeOrderStatus, refundOrder } from './order-lifecycle.service.ts';
import { createGiftCardForCart } from '../promotions/gift-card-purchase.service.ts';
import { referralBalanceMinor } from '../wallet/wallet.service.ts';
import { ORDER_STATUS_EMAIL_QUEUE } from './order-status-events.ts';
import { getOrderById } from './orders.service.ts';
import {
  buildCoupon,
  buildCustomer,
  buildGiftCard,
  buildProduct,
  type TestCustomer,
} from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';

let now = new Date('2026-03-01T12:00:00Z');
let database: Database;
let fx: CheckoutFixture;
let staff: Actor;
let support: Actor;
const sent: OutboxEmail[] = [];
const outbox: Outbox = {
  sendEmail: async (email) => {
    sent.push(email);
  },
  sendSms: async () => undefined,
};

const ctx = (user: Actor | null) => testServiceContext(database.db, { user, country: 'eg', now });
const tick = () => {
  now = new Date(now.getTime() + 60_000);
};
const runJobs = () =>
  runDueJobs({
    db: database.db,
    outbox,
    log: pino({ level: 'silent' }),
    now: () => now,
    baseUrl: 'http://shop.test',
    handlers: jobHandlers,
  });

/** A customer's cash-on-delivery order of `quantity` pieces of `imageId`, optionally with a code. */
async function placeCodOrder(shopper: TestCustomer, imageId: string, quantity = 1, code?: string) {
  const me = ctx(shopper.actor);
  const cart = await addToCart(me, { image: imageId, quantity });
  if (code) await checkCoupon(me, { couponCode: code, cartId: cart.id });
  const placed = await placeOrder(me, { cartId: cart.id, addr: shopper.addressIds.eg, paymentMethod: 'cod' });
  return placed.order;
}

const eventsOf = (orderId: string) =>
  database.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, orderId));
const emailJobsOf = async () =>
  (await database.db.select().from(jobs).where(eq(jobs.queue, ORDER_STATUS_EMAIL_QUEUE))).length;
const orderRow = async (id: string) => (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
  const admin = await buildCustomer(database.db, 'Admin');
  staff = { ...admin.actor, privilageType: 'admin' };
  support = { ...admin.actor, privilageType: 'designerSupport' };
  await buildCoupon(database.db, { code: 'LIFE10', discountPercent: 10, availableSales: 5 }, { now });
});
afterAll(async () => database?.close());
beforeEach(() => {
  sent.length = 0;
});

describe('placing and moving an order', () => {
  it('places a cash-on-delivery order as placed with its first event, counts its sales, and sends no email', async () => {
    const shopper = await buildCustomer(database.db);
    const product = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 10_000 },
      availableEdition: 5,
    });
    const order = await placeCodOrder(shopper, product.imageId, 2);
    expect(order.status).toBe('placed');
    expect(await eventsOf(order.id)).toMatchObject([
      { fromStatus: null, toStatus: 'placed', actorId: shopper.id },
    ]);
    const [price] = await database.db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.productId, product.productId), eq(productPrices.country, 'eg')));
    expect(price!.salesNumber).toBe(2);
    // The designer's "you made a sale" (decision 031) and the customer's confirmation (issue 18):
    // its lines, total, cash to pay on delivery and a link to the order, no status email.
    expect(await runJobs()).toBe(2);
    const toCustomer = sent.filter((email) => email.to.startsWith('customer-'));
    expect(toCustomer).toHaveLength(1);
    expect(toCustomer[0]!.template).toBe('order-confirmation');
    expect(toCustomer[0]!.text).toContain(order.orderNumber);
    expect(toCustomer[0]!.text).toContain(`/profile/orders/${order.id}`);
  });

  it('records every staff change with one email in the customer language (Arabic by default, English when chosen)', async () => {
    const shopper = await buildCustomer(database.db, 'Mona');
    const english = await buildCustomer(database.db, 'John');
    await database.db.update(users).set({ mailLang: 'en' }).where(eq(users.id, english.id));
    const arOrder = await placeCodOrder(shopper, fx.mugImageId);
    const enOrder = await placeCodOrder(english, fx.mugImageId);

    const steps = ['in_production', 'ready_for_shipping', 'out_for_delivery', 'delivered'] as const;
    for (const status of steps) {
      tick();
      const jobsBefore = await emailJobsOf();
      const changed = await changeOrderStatus(ctx(staff), {
        order: arOrder.id,
        status,
        note: `to ${status}`,
      });
      expect(changed.order.status).toBe(status);
      expect(await emailJobsOf()).toBe(jobsBefore + 1);
      await changeOrderStatus(ctx(staff), { order: enOrder.id, status });
    }
    const history = (await getOrderById(ctx(shopper.actor), arOrder.id)).history;
    expect(history.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, 'placed'],
      ['placed', 'in_production'],
      ['in_production', 'ready_for_shipping'],
      ['ready_for_shipping', 'out_for_delivery'],
      ['out_for_delivery', 'delivered'],
    ]);
    expect(history[1]).toMatchObject({ note: 'to in_production', actorId: staff.id });
    // Cash on delivery is paid when delivered.
    expect((await orderRow(arOrder.id)).paymentStatus).toBe('paid');

    // Eight status emails, the designer's two sale emails (decision 031) and two confirmations.
    expect(await runJobs()).toBe(12);
    const statusEmails = sent.filter((email) => email.template.startsWith('order-status-'));
    const toMona = statusEmails.filter(
      (email) => email.to.startsWith('customer-') && email.text.includes('Mona'),
    );
    expect(toMona).toHaveLength(4);
    expect(toMona.every((email) => email.lang === 'ar')).toBe(true);
    expect(toMona[0]!.subject).toBe(`طلبك ${arOrder.orderNumber}: تحديث الحالة`);
    expect(toMona[0]!.text).toContain('بدأ المصمم في تنفيذ طلبك');
    expect(toMona[0]!.text).toContain(`http://shop.test/ar-eg/profile/orders/${arOrder.id}`);
    const toJohn = statusEmails.filter((email) => email.text.includes('John'));
    expect(toJohn).toHaveLength(4);
    expect(toJohn.map((email) => email.template)).toEqual(steps.map((status) => `order-status-${status}`));
    expect(toJohn[3]!).toMatchObject({
      lang: 'en',
      subject: `Your order ${enOrder.orderNumber}: status update`,
    });
    expect(toJohn[3]!.text).toContain('has been delivered');
    expect(toJohn[3]!.text).toContain(`http://shop.test/en-eg/profile/orders/${enOrder.id}`);
  });

  it('refuses forbidden changes with a localized error and changes nothing', async () => {
    const shopper = await buildCustomer(database.db);
    const order = await placeCodOrder(shopper, fx.mugImageId);
    const jobsBefore = await emailJobsOf();
    const skip = await expectDomainError(
      changeOrderStatus(ctx(staff), { order: order.id, status: 'delivered' }),
    );
    expect(skip).toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      messageKey: 'errors.order.transitionNotAllowed',
    });
    expect(
      (await expectDomainError(changeOrderStatus(ctx(staff), { order: order.id, status: 'placed' }))).code,
    ).toBe('ORDER_TRANSITION_NOT_ALLOWED');
    expect(
      (await expectDomainError(changeOrderStatus(ctx(staff), { order: order.id, status: 'shipped' })))
        .messageKey,
    ).toBe('errors.order.invalidStatus');
    // Customers and designer support cannot change statuses.
    expect(
      (
        await expectDomainError(
          changeOrderStatus(ctx(shopper.actor), { order: order.id, status: 'in_production' }),
        )
      ).status,
    ).toBe(403);
    expect(
      (await expectDomainError(changeOrderStatus(ctx(support), { order: order.id, status: 'in_production' })))
        .status,
    ).toBe(403);
    expect(
      (
        await expectDomainError(
          changeOrderStatus(ctx(staff), { order: crypto.randomUUID(), status: 'in_production' }),
        )
      ).status,
    ).toBe(404);
    // An unpaid order is not refunded.
    expect((await expectDomainError(refundOrder(ctx(staff), { order: order.id, to: 'wallet' }))).code).toBe(
      'ORDER_TRANSITION_NOT_ALLOWED',
    );
    expect((await orderRow(order.id)).status).toBe('placed');
    expect(await eventsOf(order.id)).toHaveLength(1);
    expect(await emailJobsOf()).toBe(jobsBefore);

    // Out for delivery: neither the customer nor staff may cancel any more.
    for (const status of ['in_production', 'ready_for_shipping', 'out_for_delivery'])
      await changeOrderStatus(ctx(staff), { order: order.id, status });
    expect((await expectDomainError(cancelOrder(ctx(shopper.actor), { order: order.id }))).code).toBe(
      'ORDER_NOT_CANCELLABLE',
    );
    expect((await expectDomainError(cancelOrder(ctx(staff), { order: order.id }))).code).toBe(
      'ORDER_NOT_CANCELLABLE',
    );
  });
});

describe('cancellation', () => {
  it('gives back the stock, the coupon use, the gift card balance and the wallet and referral shares', async () => {
    const shopper = await buildCustomer(database.db, 'Salma');
    const product = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 20_000 },
      availableEdition: 4,
    });
    const card = await buildGiftCard(
      database.db,
      {
        code: 'LIFE-CARD',
        priceMinor: 5_000,
        currency: 'EGP',
      },
      { now },
    );
    const me = ctx(shopper.actor);
    const cart = await addToCart(me, { image: product.imageId, quantity: 3 });
    await checkCoupon(me, { couponCode: 'LIFE10', cartId: cart.id });
    const couponBefore = (await database.db.select().from(coupons).where(eq(coupons.code, 'LIFE10')))[0]!;
    const placed = await placeOrder(me, {
      cartId: cart.id,
      addr: shopper.addressIds.eg,
      paymentMethod: 'cod',
    });
    const order = placed.order;
    expect(order.couponId).toBe(couponBefore.id);
    // The gift card pays part of a second order of the same customer.
    const cardCart = await addToCart(me, { image: product.imageId, quantity: 1 });
    await checkCoupon(me, { couponCode: 'LIFE-CARD', cartId: cardCart.id });
    const cardOrder = (
      await placeOrder(me, { cartId: cardCart.id, addr: shopper.addressIds.eg, paymentMethod: 'cod' })
    ).order;
    expect(cardOrder.giftCardAmountMinor).toBe(5_000);
    expect(
      (await database.db.select().from(products).where(eq(products.id, product.productId)))[0]!
        .availableEdition,
    ).toBe(0);
    // The wallet and referral earnings paid part of the first order (as the payments work records it).
    await database.db.insert(walletEntries).values({
      userId: shopper.id,
      currency: 'EGP',
      amountMinor: -3_000,
      reason: 'order_payment',
      orderId: order.id,
    });
    await database.db.insert(profitEntries).values({
      beneficiaryId: shopper.id,
      profitFor: 'referral',
      currency: 'EGP',
      amountMinor: -700,
      orderId: order.id,
    });
    const walletBefore = await walletBalanceMinor(database, shopper.id, 'EGP');

    tick();
    const cancelled = await cancelOrder(me, { order: order.id, reason: 'Changed my mind' });
    expect(cancelled.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'cancelled',
      refundedMinor: 3_700,
    });
    expect(cancelled.history.at(-1)).toMatchObject({
      fromStatus: 'placed',
      toStatus: 'cancelled',
      note: 'Changed my mind',
    });
    expect(
      (await database.db.select().from(products).where(eq(products.id, product.productId)))[0]!
        .availableEdition,
    ).toBe(3);
    const couponAfter = (await database.db.select().from(coupons).where(eq(coupons.id, couponBefore.id)))[0]!;
    expect(couponAfter.availableSales).toBe(couponBefore.availableSales);
    expect(couponAfter.salesNumber).toBe(couponBefore.salesNumber);
    expect(
      await database.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, order.id)),
    ).toHaveLength(0);
    expect(await walletBalanceMinor(database, shopper.id, 'EGP')).toBe(walletBefore + 3_000);
    const refunds = await database.db
      .select()
      .from(profitEntries)
      .where(and(eq(profitEntries.orderId, order.id), eq(profitEntries.beneficiaryId, shopper.id)));
    expect(refunds.map((entry) => entry.amountMinor).sort()).toEqual([-700, 700]);
    const [price] = await database.db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.productId, product.productId), eq(productPrices.country, 'eg')));
    expect(price!.salesNumber).toBe(1);

    // The gift card's share goes back to the card.
    tick();
    await cancelOrder(ctx(staff), { order: cardOrder.id, reason: 'Out of frames' });
    expect(
      (await database.db.select().from(giftCards).where(eq(giftCards.id, card.id)))[0]!.restAmountMinor,
    ).toBe(5_000);
    expect(
      await database.db
        .select()
        .from(giftCardRedemptions)
        .where(eq(giftCardRedemptions.orderId, cardOrder.id)),
    ).toHaveLength(0);
    expect(
      (await database.db.select().from(products).where(eq(products.id, product.productId)))[0]!
        .availableEdition,
    ).toBe(4);

    // Cancelling twice is refused and changes nothing.
    expect((await expectDomainError(cancelOrder(me, { order: order.id }))).code).toBe(
      'ORDER_NOT_CANCELLABLE',
    );
    expect(await walletBalanceMinor(database, shopper.id, 'EGP')).toBe(walletBefore + 3_000);
    await runJobs();
    expect(sent.filter((email) => email.template === 'order-status-cancelled')).toHaveLength(2);
  });

  it('gives the stock back once when ten cancellations race', async () => {
    const shopper = await buildCustomer(database.db);
    const product = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 10_000 },
      availableEdition: 6,
    });
    const order = await placeCodOrder(shopper, product.imageId, 2);
    tick();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, n) =>
        cancelOrder(ctx(n % 2 ? staff : shopper.actor), { order: order.id }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const [row] = await database.db.select().from(products).where(eq(products.id, product.productId));
    expect(row!.availableEdition).toBe(6);
    expect((await eventsOf(order.id)).filter((event) => event.toStatus === 'cancelled')).toHaveLength(1);
  });

  it('gives back what the wallet paid at checkout, and a prepaid order is then refunded in full', async () => {
    const shopper = await buildCustomer(database.db, 'Wallet');
    await adjustWallet(ctx(staff), {
      userId: shopper.id,
      amountMinor: 1_000_000,
      currency: 'EGP',
      reason: 'test',
    });
    const me = ctx(shopper.actor);
    const cart = await addToCart(me, { image: fx.mugImageId, quantity: 1 });
    const placed = await placeOrder(me, { cartId: cart.id, addr: shopper.addressIds.eg, useWallet: true });
    expect(placed.order).toMatchObject({ status: 'placed', paymentStatus: 'paid' });
    expect(await walletBalanceMinor(database, shopper.id, 'EGP')).toBe(1_000_000 - placed.order.totalMinor);
    tick();
    const cancelled = await cancelOrder(me, { order: placed.order.id });
    expect(cancelled.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      refundedMinor: placed.order.totalMinor,
    });
    expect(await walletBalanceMinor(database, shopper.id, 'EGP')).toBe(1_000_000);
    // Nothing is left to refund.
    expect(
      (await expectDomainError(refundOrder(ctx(staff), { order: placed.order.id, to: 'wallet' }))).code,
    ).toBe('ORDER_ALREADY_REFUNDED');
  });

  it("takes back the referral code owner's reward with the cancelled order", async () => {
    const owner = await buildCustomer(database.db, 'Referrer');
    const code = await createReferralCode(database.db, owner.id, {
      discountValue: 10,
      type: 'percent',
      discountByValue: 700,
    });
    const shopper = await buildCustomer(database.db, 'Referred');
    const me = ctx(shopper.actor);
    const cart = await addToCart(me, { image: fx.mugImageId, quantity: 1 });
    const placed = await placeOrder(me, {
      cartId: cart.id,
      addr: shopper.addressIds.eg,
      paymentMethod: 'cod',
      referralCode: code.code,
    });
    expect(await referralBalanceMinor(database, owner.id, 'EGP')).toBe(700);
    tick();
    await cancelOrder(me, { order: placed.order.id });
    expect(await referralBalanceMinor(database, owner.id, 'EGP')).toBe(0);
  });

  it('keeps an order that bought a gift card from its buyer (non-refundable); staff cancelling it voids the card', async () => {
    const buyer = await buildCustomer(database.db, 'CardBuyer');
    await buildGiftCard(
      database.db,
      { code: `PAYS-ALL-${buyer.id.slice(0, 8)}`, priceMinor: 100_000, currency: 'EGP' },
      { now },
    );
    const me = ctx(buyer.actor);
    const created = await createGiftCardForCart(me, giftCardForm({ message: '' }));
    const placed = await placeOrder(me, {
      cartId: created.view.id,
      addr: buyer.addressIds.eg,
      couponCode: `PAYS-ALL-${buyer.id.slice(0, 8)}`,
    });
    expect(placed.order.paymentStatus).toBe('paid');
    const bought = (await database.db.select().from(giftCards).where(eq(giftCards.id, created.card.id)))[0]!;
    expect(bought.isPaid).toBe(true);
    const refused = await expectDomainError(cancelOrder(me, { order: placed.order.id }));
    expect(refused).toMatchObject({
      code: 'ORDER_HAS_GIFT_CARDS',
      messageKey: 'errors.order.giftCardsNotCancellable',
    });
    expect((await orderRow(placed.order.id)).status).toBe('placed');
    tick();
    await cancelOrder(ctx(staff), { order: placed.order.id });
    const voided = (await database.db.select().from(giftCards).where(eq(giftCards.id, created.card.id)))[0]!;
    expect(voided.isPaid).toBe(false);
  });

  it('lets a customer cancel only their own order, and only before production', async () => {
    const shopper = await buildCustomer(database.db);
    const other = await buildCustomer(database.db);
    const order = await placeCodOrder(shopper, fx.mugImageId);
    expect((await expectDomainError(cancelOrder(ctx(other.actor), { order: order.id }))).status).toBe(404);
    await changeOrderStatus(ctx(staff), { order: order.id, status: 'in_production' });
    expect((await expectDomainError(cancelOrder(ctx(shopper.actor), { order: order.id }))).code).toBe(
      'ORDER_NOT_CANCELLABLE',
    );
    // Staff still may, before the courier has it.
    expect((await cancelOrder(ctx(staff), { order: order.id })).order.status).toBe('cancelled');
  });
});

describe('refunds', () => {
  async function deliveredOrder() {
    const shopper = await buildCustomer(database.db);
    const order = await placeCodOrder(shopper, fx.mugImageId);
    for (const status of ['in_production', 'ready_for_shipping', 'out_for_delivery', 'delivered'])
      await changeOrderStatus(ctx(staff), { order: order.id, status });
    return { shopper, order: await orderRow(order.id) };
  }

  it('credits the wallet once even when ten staff refund at the same time', async () => {
    const { shopper, order } = await deliveredOrder();
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => refundOrder(ctx(staff), { order: order.id, to: 'wallet' })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect((result.reason as DomainError).code).toBe('ORDER_ALREADY_REFUNDED');
    const credits = await database.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.orderId, order.id), eq(walletEntries.reason, 'order_refund')));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ userId: shopper.id, amountMinor: order.totalMinor, currency: 'EGP' });
    expect(await orderRow(order.id)).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      refundedMinor: order.totalMinor,
    });
    expect((await eventsOf(order.id)).filter((event) => event.toStatus === 'refunded')).toHaveLength(1);
  });

  it('refunds in parts up to the total, to the original method without touching the wallet', async () => {
    const { shopper, order } = await deliveredOrder();
    const part = await refundOrder(ctx(staff), { order: order.id, to: 'wallet', amount: 10 });
    expect(part.order).toMatchObject({ status: 'delivered', refundedMinor: 1_000, paymentStatus: 'paid' });
    expect(
      (await expectDomainError(refundOrder(ctx(staff), { order: order.id, to: 'original', amount: 100_000 })))
        .code,
    ).toBe('ORDER_REFUND_TOO_LARGE');
    expect(
      (await expectDomainError(refundOrder(ctx(shopper.actor), { order: order.id, to: 'wallet' }))).status,
    ).toBe(403);
    expect((await expectDomainError(refundOrder(ctx(staff), { order: order.id, to: 'card' }))).code).toBe(
      'ORDER_REFUND_TARGET_INVALID',
    );
    const rest = await refundOrder(ctx(staff), { order: order.id, to: 'original', note: 'Courier refund' });
    expect(rest.order).toMatchObject({
      status: 'refunded',
      paymentStatus: 'refunded',
      refundedMinor: order.totalMinor,
    });
    expect(await walletBalanceMinor(database, shopper.id, 'EGP')).toBe(1_000);
    expect(rest.history.at(-1)).toMatchObject({
      fromStatus: 'delivered',
      toStatus: 'refunded',
      note: 'Courier refund',
    });
  });
});
