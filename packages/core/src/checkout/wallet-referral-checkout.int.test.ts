/**
 * Paying at checkout with balances (docs/decisions/019): a bill the gift card, wallet and referral
 * earnings pay in full is a prepaid order (no cash on delivery, no COD fee, no COD eligibility);
 * the wallet and the referral earnings pay all or part; a referral code gives the buyer its
 * discount and its owner a payment use. Runs on PGlite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import {
  createCustomer,
  createGiftCard,
  seedCheckoutCatalog,
  testServiceContext,
  type CheckoutFixture,
} from '@souq/testing/cart-checkout.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import { addToCart } from '../cart/cart.service.ts';
import { checkCoupon } from '../promotions/coupon.service.ts';
import { getFinalPrice } from './final-price.service.ts';
import { isPrepaidOrder, placeOrder } from './place-order.service.ts';

const now = new Date('2026-03-01T12:00:00Z');
let database: Database;
let fx: CheckoutFixture;

const ctx = (user: Actor | null) => testServiceContext(database.db, { user, country: 'eg', now });

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

beforeAll(async () => {
  database = await createTestDatabase();
  fx = await seedCheckoutCatalog(database.db, now);
});
afterAll(async () => database?.close());

describe('prepaid orders', () => {
  it('a gift card paying the whole bill of products without cash on delivery places a paid order', async () => {
    await createGiftCard(database.db, now, { code: 'PAYS-ALL', priceMinor: 100_000, currency: 'EGP' });
    const shopper = await createCustomer(database.db);
    const me = ctx(shopper.actor);
    // The desert print is not available for cash on delivery.
    const view = await addToCart(me, { image: fx.desertPrimaryImageId });
    await checkCoupon(me, { couponCode: 'PAYS-ALL', cartId: view.id });
    const bill = await getFinalPrice(me, { cartId: view.id });
    expect(bill).toMatchObject({ codAvailable: false, amountDueMinor: 0, amountDueWithCodMinor: 0 });

    // No payment method needed: nothing is collected on delivery.
    const placed = await placeOrder(me, { cartId: view.id, addr: shopper.addressIds.eg });
    expect(placed.order).toMatchObject({
      paymentMethod: 'giftCard',
      paymentStatus: 'paid',
      codFeesMinor: 0,
      codAmountMinor: 0,
      giftCardAmountMinor: bill.totalMinor,
      totalMinor: bill.totalMinor,
    });
    expect(isPrepaidOrder(placed.order)).toBe(true);
  });

  it('a cart holding a gift-card line is bought when balances pay it all', async () => {
    await createGiftCard(database.db, now, { code: 'PAYS-CARD', priceMinor: 50_000, currency: 'EGP' });
    const bought = await createGiftCard(database.db, now, {
      code: 'BOUGHT-ONE',
      priceMinor: 20_000,
      currency: 'EGP',
      isPaid: false,
    });
    const shopper = await createCustomer(database.db);
    const me = ctx(shopper.actor);
    const view = await addToCart(me, { giftCard: bought.id });
    await checkCoupon(me, { couponCode: 'PAYS-CARD', cartId: view.id });
    const placed = await placeOrder(me, {
      cartId: view.id,
      addr: shopper.addressIds.eg,
      paymentMethod: 'cod',
    });
    expect(placed.order).toMatchObject({
      paymentStatus: 'paid',
      paymentMethod: 'giftCard',
      codAmountMinor: 0,
    });
    expect(placed.lines).toHaveLength(1);
    expect(placed.lines[0]).toMatchObject({ giftCardId: bought.id });
  });

  it('a bill with an amount due still needs cash on delivery', async () => {
    const shopper = await createCustomer(database.db);
    const me = ctx(shopper.actor);
    const view = await addToCart(me, { image: fx.desertPrimaryImageId });
    expect((await failure(placeOrder(me, { cartId: view.id, addr: shopper.addressIds.eg }))).message).toBe(
      'Please select a payment method',
    );
    expect(
      (await failure(placeOrder(me, { cartId: view.id, addr: shopper.addressIds.eg, paymentMethod: 'cod' })))
        .message,
    ).toBe('Some products are not available for cash on delivery');
    const cod = await addToCart(ctx((await createCustomer(database.db)).actor), { image: fx.nileImageId });
    expect(cod.codAvailable).toBe(true);
  });
});
