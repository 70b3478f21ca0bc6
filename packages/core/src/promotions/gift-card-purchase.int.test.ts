/**
 * Buying a gift card on PGlite and PostgreSQL: the form makes an unpaid card in the cart; an order
 * its buyer pays with a paid card marks it paid and schedules its email at its start time; the
 * worker emails the recipient once, in the chosen language; the new card then pays part of
 * another order and keeps the rest; unpaid and expired cards are refused.
 */
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  giftCardForm,
  openCheckoutDatabase,
  type CheckoutFixture,
} from '@souq/testing/cart-checkout.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.schema.ts';
import { giftCards } from '../db/schema/promotions.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import type { CountryCode } from '../locale/locales.ts';
import type { Outbox, OutboxEmail } from '../notifications/outbox.ts';
import { addToCart } from '../cart/cart.service.ts';
import { checkCoupon } from './coupon.service.ts';
import { getFinalPrice } from '../checkout/final-price.service.ts';
import { placeOrder } from '../checkout/place-order.service.ts';
import { jobHandlers } from '../jobs/job-handlers.ts';
import { runDueJobs, type JobRunContext } from '../jobs/jobs.service.ts';
import { createGiftCardForCart, GIFT_CARD_DELIVERY_QUEUE } from './gift-card-purchase.service.ts';
import { buildCustomer, buildGiftCard } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';

// 12:00 in Cairo (UTC+2 in March): the shop's day is 2026-03-01.
const now = new Date('2026-03-01T10:00:00Z');
let database: Database;
let fx: CheckoutFixture;
const sent: OutboxEmail[] = [];
const outbox: Outbox = {
  sendEmail: async (email) => {
    sent.push(email);
  },
  sendSms: async () => undefined,
};
const jobDeps = (at: Date): JobRunContext => ({
  db: database.db,
  outbox,
  log: pino({ level: 'silent' }),
  now: () => at,
  baseUrl: 'http://shop.test',
  handlers: jobHandlers,
});
const ctx = (user: Actor | null, country: CountryCode = 'eg', at = now, locale?: string) => ({
  ...testServiceContext(database.db, { user, country, now: at }),
  ...(locale ? { locale: locale as `${'ar' | 'en'}-${CountryCode}` } : {}),
});

const deliveryJobsOf = async (giftCardId: string) =>
  (await database.db.select().from(jobs).where(eq(jobs.queue, GIFT_CARD_DELIVERY_QUEUE))).filter(
    (job) => job.payload['giftCardId'] === giftCardId,
  );

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
});
afterAll(async () => database?.close());
beforeEach(() => {
  sent.length = 0;
});

describe('buying a gift card', () => {
  it('answers every wrong field of the form at once and makes nothing', async () => {
    const buyer = await buildCustomer(database.db);
    const error = await expectDomainError(
      createGiftCardForCart(
        ctx(buyer.actor),
        giftCardForm({ theme: 'space', amount: '20', recipientEmail: 'nope', agreeNonRefundable: '' }),
      ),
    );
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', status: 400 });
    expect(Object.keys(error.details!['fields'] as object).sort()).toEqual([
      'agreeNonRefundable',
      'amount',
      'recipientEmail',
      'theme',
    ]);
    expect(await database.db.select().from(giftCards).where(eq(giftCards.senderId, buyer.id))).toEqual([]);
  });

  it('buys a card with a paid card, delivers it once at its start date, then it pays part of an order', async () => {
    const buyer = await buildCustomer(database.db, 'Buyer');
    await buildGiftCard(
      database.db,
      { code: 'BUYER-PAYS-600', priceMinor: 60_000, currency: 'EGP' },
      { now },
    );

    // The card is made unpaid, in the cart, for tomorrow (the shop's day), the job parked.
    const created = await createGiftCardForCart(ctx(buyer.actor), giftCardForm({ startDate: '2026-03-02' }));
    const card = created.card;
    expect(card).toMatchObject({
      isPaid: false,
      currency: 'EGP',
      priceMinor: 50_000,
      restAmountMinor: 50_000,
      theme: 'birthday',
      senderId: buyer.id,
      recipientEmail: 'laila@souq.test',
    });
    expect(card.code).toMatch(/^GC-[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    // Midnight in Cairo; valid a year.
    expect(card.startAt.toISOString()).toBe('2026-03-01T22:00:00.000Z');
    expect(card.expiredAt!.getTime() - card.startAt.getTime()).toBe(365 * 86_400_000);
    const [line] = created.view.lines;
    expect(line!.line.giftCard).toMatchObject({ id: card.id, theme: 'birthday', recipientName: 'Laila' });
    expect(created.view.codAvailable).toBe(false);

    // Not paid yet: it cannot pay for anything.
    const early = await expectDomainError(
      checkCoupon(ctx(buyer.actor), { couponCode: card.code, cartId: created.view.id }),
    );
    expect(early.messageKey).toBe('errors.giftCard.notAvailable');

    // A gift card alone needs no delivery: the paying card covers 500 exactly.
    const bill = await getFinalPrice(ctx(buyer.actor), {
      cartId: created.view.id,
      couponCode: 'BUYER-PAYS-600',
    });
    expect(bill).toMatchObject({
      totalMinor: 50_000,
      shippingMinor: 0,
      giftCardAmountMinor: 50_000,
      amountDueMinor: 0,
    });
    await checkCoupon(ctx(buyer.actor), { couponCode: 'BUYER-PAYS-600', cartId: created.view.id });
    const placed = await placeOrder(ctx(buyer.actor), { cartId: created.view.id, addr: buyer.addressIds.eg });
    expect(placed.order).toMatchObject({ paymentStatus: 'paid', giftCardAmountMinor: 50_000 });
    expect(placed.lines.map((l) => l.giftCardId)).toEqual([card.id]);

    const [paid] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(paid).toMatchObject({ isPaid: true, deliveredAt: null });
    const [job] = await deliveryJobsOf(card.id);
    expect(job).toMatchObject({ status: 'queued', payload: { giftCardId: card.id, lang: 'en' } });
    expect(job!.runAt.toISOString()).toBe(card.startAt.toISOString());

    // Before its start: only the buyer's receipt goes out (issue 18), not the card, and the card
    // cannot be spent.
    expect(await runDueJobs(jobDeps(new Date('2026-03-01T21:00:00Z')))).toBe(1);
    expect(sent.map((email) => email.template)).toEqual(['order-receipt']);
    sent.length = 0;
    const otherShopper = await buildCustomer(database.db, 'Friend');
    const friendCart = await addToCart(ctx(otherShopper.actor), { image: fx.canvasImageId });
    expect(
      (
        await expectDomainError(
          checkCoupon(ctx(otherShopper.actor), { couponCode: card.code, cartId: friendCart.id }),
        )
      ).messageKey,
    ).toBe('errors.giftCard.notAvailable');

    // At its start: one email in English, with the theme, sender, message, amount, code and link.
    const startDay = new Date('2026-03-01T22:00:00Z');
    expect(await runDueJobs(jobDeps(startDay))).toBe(1);
    expect(sent).toHaveLength(1);
    const email = sent[0]!;
    expect(email).toMatchObject({ to: 'laila@souq.test', lang: 'en', template: 'gift-card' });
    expect(email.subject).toContain('Happy birthday!');
    expect(email.text).toContain('Omar sent you a 500\u00a0EGP gift card');
    expect(email.text).toContain('Happy birthday, Laila!');
    expect(email.text).toContain(card.code);
    expect(email.text).toContain('http://shop.test/en-eg');
    expect(email.text).toMatch(/Valid until March 1, 2027/);
    expect(email.html).toContain(card.code);
    const [delivered] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(delivered!.deliveredAt?.toISOString()).toBe(startDay.toISOString());

    // A retry (the job run again after a crash) sends nothing more.
    await database.db.update(jobs).set({ status: 'queued' }).where(eq(jobs.id, job!.id));
    expect(await runDueJobs(jobDeps(startDay))).toBe(1);
    expect(sent).toHaveLength(1);

    // The friend spends 500 of it on a 500 canvas + 50 delivery: 500 paid, 50 cash on delivery.
    const later = new Date('2026-03-03T10:00:00Z');
    await checkCoupon(ctx(otherShopper.actor, 'eg', later), { couponCode: card.code, cartId: friendCart.id });
    const friendOrder = await placeOrder(ctx(otherShopper.actor, 'eg', later), {
      cartId: friendCart.id,
      addr: otherShopper.addressIds.eg,
      paymentMethod: 'cod',
    });
    expect(friendOrder.order).toMatchObject({ giftCardAmountMinor: 50_000, paymentStatus: 'pending' });
    const [spent] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(spent!.restAmountMinor).toBe(0);
  });

  it('keeps the rest of a card a smaller order spends, in the recipient language chosen on the form', async () => {
    const buyer = await buildCustomer(database.db, 'Buyer');
    await buildGiftCard(
      database.db,
      { code: 'BUYER-PAYS-2000', priceMinor: 200_000, currency: 'EGP' },
      { now },
    );
    const created = await createGiftCardForCart(
      ctx(buyer.actor, 'eg', now, 'ar-eg'),
      giftCardForm({ amount: '١٠٠٠', theme: 'new baby', recipientLang: '', startDate: '' }),
    );
    expect(created.card).toMatchObject({ priceMinor: 100_000, theme: 'new_baby' });
    await checkCoupon(ctx(buyer.actor), { couponCode: 'BUYER-PAYS-2000', cartId: created.view.id });
    await placeOrder(ctx(buyer.actor), { cartId: created.view.id, addr: buyer.addressIds.eg });
    // Started today: due at once, emailed in the page's language (Arabic).
    expect(await runDueJobs(jobDeps(now))).toBeGreaterThanOrEqual(1);
    const email = sent.find((message) => message.to === 'laila@souq.test')!;
    expect(email).toMatchObject({ lang: 'ar' });
    expect(email.subject).toContain('أهلًا بالمولود الجديد');
    expect(email.text).toContain('1,000\u00a0ج.م');

    const friend = await buildCustomer(database.db, 'Friend');
    const cart = await addToCart(ctx(friend.actor), { image: fx.canvasImageId });
    await checkCoupon(ctx(friend.actor), { couponCode: created.card.code.toLowerCase(), cartId: cart.id });
    const order = await placeOrder(ctx(friend.actor), { cartId: cart.id, addr: friend.addressIds.eg });
    // 500 canvas + 50 delivery, all from the card: 450 left.
    expect(order.order).toMatchObject({ giftCardAmountMinor: 55_000, paymentStatus: 'paid' });
    const [rest] = await database.db.select().from(giftCards).where(eq(giftCards.id, created.card.id));
    expect(rest!.restAmountMinor).toBe(45_000);
  });

  it('refuses an expired card, and never activates or delivers a card whose order was not paid', async () => {
    const shopper = await buildCustomer(database.db);
    await buildGiftCard(
      database.db,
      {
        code: 'EXPIRED-CARD',
        priceMinor: 10_000,
        currency: 'EGP',
        expiredAt: new Date(now.getTime() - 1),
      },
      { now },
    );
    const cart = await addToCart(ctx(shopper.actor), { image: fx.canvasImageId });
    expect(
      (
        await expectDomainError(
          checkCoupon(ctx(shopper.actor), { couponCode: 'EXPIRED-CARD', cartId: cart.id }),
        )
      ).messageKey,
    ).toBe('errors.giftCard.expired');

    // A card never paid: its parked job meets it at expiry and sends nothing.
    const { card } = await createGiftCardForCart(
      ctx(shopper.actor),
      giftCardForm({ recipientEmail: 'nobody@souq.test' }),
    );
    const afterExpiry = new Date(card.expiredAt!.getTime() + 1000);
    await runDueJobs(jobDeps(afterExpiry));
    expect(sent.filter((email) => email.to === 'nobody@souq.test')).toEqual([]);
    const [job] = await deliveryJobsOf(card.id);
    expect(job!.status).toBe('succeeded');
    const unpaidOrders = await database.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, shopper.id), eq(orders.paymentStatus, 'paid')));
    expect(unpaidOrders).toEqual([]);
  });

  it("prices a card in the currency of the country it is bought in, within that currency's limits", async () => {
    const error = await expectDomainError(
      createGiftCardForCart(ctx(null, 'sa'), giftCardForm({ amount: '5000' })),
    );
    expect(error).toMatchObject({
      messageKey: 'validation.giftCard.amountRange',
      message: 'The amount must be a whole number between 10 and 2000 SAR',
    });
    const { card, view } = await createGiftCardForCart(ctx(null, 'sa'), giftCardForm({ amount: '200' }));
    expect(card).toMatchObject({ currency: 'SAR', priceMinor: 20_000, senderId: null });
    expect(view.userId).toBeNull();
  });
});
