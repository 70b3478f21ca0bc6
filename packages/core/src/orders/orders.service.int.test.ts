import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckoutDatabase, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import type { CountryCode } from '../locale/locales.ts';
import { getSessionSummary } from '../accounts/session-summary.service.ts';
import { addToCart, getCartById, replaceFakeCart } from '../cart/cart.service.ts';
import { getCheckoutAddress } from '../checkout/checkout-address.service.ts';
import { getFinalPrice } from '../checkout/final-price.service.ts';
import { placeOrder } from '../checkout/place-order.service.ts';
import { checkCoupon, removeCartCode } from '../promotions/coupon.service.ts';
import { getOrderById, listOrdersByUser } from './orders.service.ts';
import { buildCoupon, buildCustomer } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';

const now = new Date('2026-03-01T12:00:00Z');
let database: Database;
let fx: CheckoutFixture;

const ctx = (user: Actor | null, country: CountryCode = 'eg') =>
  testServiceContext(database.db, { user, country, now });

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
  await buildCoupon(database.db, { code: 'TEN', discountPercent: 10 }, { now });
});
afterAll(async () => database?.close());

describe('the website journey on the services', () => {
  it('counts a guest cart for the header, merges it at login, and places and lists the order', async () => {
    // A guest's cart is counted by /api/me from its id alone, in its country only.
    const guest = await addToCart(ctx(null), { image: fx.nileImageId, quantity: 2 });
    expect(await getSessionSummary(ctx(null), { guestCartId: guest.id })).toMatchObject({
      user: null,
      cartQuantity: 2,
    });
    // After a switch to Saudi Arabia the badge counts what is sold there (the nile print is).
    expect((await getSessionSummary(ctx(null, 'sa'), { guestCartId: guest.id })).cartQuantity).toBe(2);
    const mugs = await addToCart(ctx(null), { image: fx.mugImageId, quantity: 2 });
    expect((await getSessionSummary(ctx(null), { guestCartId: mugs.id })).cartQuantity).toBe(2);
    expect((await getSessionSummary(ctx(null, 'sa'), { guestCartId: mugs.id })).cartQuantity).toBe(0);
    expect((await getSessionSummary(ctx(null), { guestCartId: 'not-a-cart' })).cartQuantity).toBe(0);

    const shopper = await buildCustomer(database.db);
    const me = ctx(shopper.actor);
    const merged = await replaceFakeCart(me, { fakeCartId: guest.id, userId: shopper.id });
    expect(merged.userId).toBe(shopper.id);
    expect((await getSessionSummary(me, { guestCartId: guest.id })).cartQuantity).toBe(2);
    expect((await expectDomainError(getCartById(ctx(null), guest.id))).code).toBe('CART_NOT_FOUND');

    // A coupon kept on the cart can be taken off again.
    await checkCoupon(me, { couponCode: 'TEN', cartId: merged.id });
    expect((await getFinalPrice(me, { cartId: merged.id })).couponDiscountMinor).toBe(2_000);
    const cleared = await removeCartCode(me, { cartId: merged.id, which: 'coupon' });
    expect(cleared.coupon).toBeNull();
    await checkCoupon(me, { couponCode: 'TEN', cartId: merged.id });

    // addr: one of the user's addresses, in the country ordered from.
    expect((await getCheckoutAddress(me, shopper.addressIds.eg))._id).toBe(shopper.addressIds.eg);
    const missing = await expectDomainError(getCheckoutAddress(me, '00000000-0000-4000-8000-000000000000'));
    expect(missing).toMatchObject({ status: 500, message: 'This address is not found for this user!' });
    expect((await expectDomainError(getCheckoutAddress(me, shopper.addressIds.sa))).code).toBe(
      'ADDRESS_COUNTRY_MISMATCH',
    );
    const other = await buildCustomer(database.db, 'Other');
    expect((await expectDomainError(getCheckoutAddress(me, other.addressIds.eg))).code).toBe(
      'ADDRESS_NOT_FOUND',
    );

    const placed = await placeOrder(me, {
      cartId: merged.id,
      addr: shopper.addressIds.eg,
      paymentMethod: 'cod',
      idempotencyKey: 'web-1',
    });
    const orders = await listOrdersByUser(me, {});
    expect(orders.map(({ order }) => order.id)).toEqual([placed.order.id]);
    expect(orders[0]!.lines).toHaveLength(1);
    expect(orders[0]!.order).toMatchObject({ couponDiscountMinor: 2_000, paymentMethod: 'cod' });
    // Orders are listed per country; staff may read them, other customers may not.
    expect(await listOrdersByUser(me, { currentCountry: 'sa' })).toEqual([]);
    expect((await expectDomainError(listOrdersByUser(ctx(other.actor), { user: shopper.id }))).code).toBe(
      'FORBIDDEN',
    );
    expect((await getOrderById(me, placed.order.id)).order.orderNumber).toBe(placed.order.orderNumber);
    expect((await expectDomainError(getOrderById(ctx(other.actor), placed.order.id))).status).toBe(404);
    expect((await expectDomainError(getOrderById(me, 'nope'))).status).toBe(404);
    const staff: Actor = { ...other.actor, privilageType: 'admin' };
    expect(await listOrdersByUser(ctx(staff), { user: shopper.id })).toHaveLength(1);
  });
});
