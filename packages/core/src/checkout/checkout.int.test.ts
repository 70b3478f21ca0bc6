import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckoutDatabase, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { cartLines } from '../db/schema/cart.schema.ts';
import { orders } from '../db/schema/orders.schema.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { coupons, giftCards } from '../db/schema/promotions.schema.ts';
import { couponRedemptions, giftCardRedemptions } from '../db/schema/redemptions.schema.ts';
import type { CountryCode } from '../locale/locales.ts';
import { addToCart, getCartById } from '../cart/cart.service.ts';
import { checkCoupon, getCouponByCode } from '../promotions/coupon.service.ts';
import { toOrderContract } from '../orders/order.mapper.ts';
import { getFinalPrice, toFinalPriceContract } from './final-price.service.ts';
import { placeOrder } from './place-order.service.ts';
import {
  buildCoupon,
  buildCustomer,
  buildGiftCard,
  buildProduct,
  type TestCustomer,
} from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';

const now = new Date('2026-03-01T12:00:00Z');
let database: Database;
let fx: CheckoutFixture;

const ctx = (user: Actor | null, country: CountryCode = 'eg') =>
  testServiceContext(database.db, { user, country, now });

/** A customer whose cart holds nile x2, odd x1 and mug x1 (Egypt: 200 + 66.99 + 80 = 346.99). */
async function shopperWithCart(): Promise<{ shopper: TestCustomer; cartId: string }> {
  const shopper = await buildCustomer(database.db);
  const me = ctx(shopper.actor);
  const view = await addToCart(me, { image: fx.nileImageId, quantity: 2 });
  await addToCart(me, { cart: view.id, image: fx.oddImageId });
  await addToCart(me, { cart: view.id, image: fx.mugImageId });
  return { shopper, cartId: view.id };
}

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
  // 14 EGP of each nile print is tax (included in its price).
  await database.db
    .update(productPrices)
    .set({ taxMinor: 1_400 })
    .where(and(eq(productPrices.productId, fx.nileId), eq(productPrices.country, 'eg')));
  await buildCoupon(database.db, { code: 'TEN', discountPercent: 10 }, { now });
  await buildCoupon(database.db, { code: 'SHIPFREE', freeDelivery: true }, { now });
  await buildCoupon(
    database.db,
    {
      code: 'BIG50',
      fixedAmountDiscountMinor: 5_000,
      minPurchaseMinor: 50_000,
      country: 'eg',
      currency: 'EGP',
    },
    { now },
  );
  await buildCoupon(
    database.db,
    {
      code: 'OLD',
      discountPercent: 20,
      endDate: new Date(now.getTime() - 1),
    },
    { now },
  );
  await buildCoupon(
    database.db,
    {
      code: 'MUGS15',
      discountPercent: 15,
      categoryId: fx.homeId,
      maximumDiscountMinor: 1_000,
      availableSales: 5,
    },
    { now },
  );
});
afterAll(async () => database?.close());

describe('getFinalPrice', () => {
  it('gives the whole bill in minor units: offers, delivery, cash-on-delivery fee, included tax', async () => {
    const { shopper, cartId } = await shopperWithCart();
    const bill = await getFinalPrice(ctx(shopper.actor), { cartId });
    expect(bill).toMatchObject({
      currency: 'EGP',
      quantity: 4,
      itemsBeforeOfferMinor: 37_999,
      offerDiscountMinor: 3_300,
      itemsMinor: 34_699,
      couponDiscountMinor: 0,
      shippingMinor: 5_000,
      codFeesMinor: 1_500,
      taxMinor: 2_800,
      totalMinor: 39_699,
      totalWithCodMinor: 41_199,
      codAvailable: true,
    });
    expect(toFinalPriceContract(bill)).toMatchObject({
      totalPrice: 396.99,
      totalPriceWithCod: 411.99,
      shippingFees: 50,
    });
  });

  it('applies a percent coupon (rounded once) and a free-delivery coupon', async () => {
    const { shopper, cartId } = await shopperWithCart();
    const ten = await getFinalPrice(ctx(shopper.actor), { cartId, couponCode: 'ten' });
    expect(ten).toMatchObject({ couponDiscountMinor: 3_470, totalMinor: 34_699 - 3_470 + 5_000 });
    expect(ten.coupon?.code).toBe('TEN');
    const free = await getFinalPrice(ctx(shopper.actor), { cartId, couponCode: 'SHIPFREE' });
    expect(free).toMatchObject({
      shippingBeforeCouponMinor: 5_000,
      shippingMinor: 0,
      freeDelivery: true,
      totalMinor: 34_699,
    });
  });

  it('limits a category coupon to its lines and its cap', async () => {
    const { shopper, cartId } = await shopperWithCart();
    // 15 % of the mug (80) is 12, capped at 10.
    const bill = await getFinalPrice(ctx(shopper.actor), { cartId, couponCode: 'MUGS15' });
    expect(bill.couponDiscountMinor).toBe(1_000);
  });

  it('answers the coupon errors of SPEC.md section 8', async () => {
    const { shopper, cartId } = await shopperWithCart();
    const me = ctx(shopper.actor);
    expect((await expectDomainError(getFinalPrice(me, { cartId, couponCode: 'NOPE' }))).message).toBe(
      'Coupon not found',
    );
    expect((await expectDomainError(getFinalPrice(me, { cartId, couponCode: 'OLD' }))).message).toBe(
      'This coupon is out of date',
    );
    expect((await expectDomainError(getFinalPrice(me, { cartId, couponCode: 'BIG50' }))).message).toBe(
      'Your cart does not reach the minimum purchase of this coupon',
    );
    expect((await expectDomainError(getCouponByCode(me, 'nope'))).status).toBe(404);
    expect(await getCouponByCode(me, 'big50')).toMatchObject({
      code: 'BIG50',
      fixedAmountDiscount: 50,
      suMinPurchase: 500,
    });
  });

  it('keeps a checked coupon on the cart for the bill', async () => {
    const { shopper, cartId } = await shopperWithCart();
    const checked = await checkCoupon(ctx(shopper.actor), { couponCode: 'TEN', cartId });
    expect(checked.discountMinor).toBe(3_470);
    expect((await getFinalPrice(ctx(shopper.actor), { cartId })).couponDiscountMinor).toBe(3_470);
    expect((await getCartById(ctx(shopper.actor), cartId)).coupon?.code).toBe('TEN');
  });
});

describe('placeOrder (cash on delivery)', () => {
  it('records the order, takes the stock, spends the coupon, counts the sales and empties the cart', async () => {
    const limited = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 20_000 },
      availableEdition: 5,
    });
    const { shopper, cartId } = await shopperWithCart();
    const me = ctx(shopper.actor);
    await addToCart(me, { cart: cartId, image: limited.imageId, quantity: 2 });
    const [mugBefore] = await database.db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.productId, fx.mugId), eq(productPrices.country, 'eg')));

    const placed = await placeOrder(me, {
      cartId,
      addr: shopper.addressIds.eg,
      paymentMethod: 'cod',
      couponCode: 'MUGS15',
      idempotencyKey: 'order-1',
    });
    expect(placed.replayed).toBe(false);
    const items = 34_699 + 40_000;
    expect(placed.order).toMatchObject({
      orderedFrom: 'eg',
      currency: 'EGP',
      status: 'placed',
      paymentMethod: 'cod',
      subtotalMinor: items,
      couponDiscountMinor: 1_000,
      shippingMinor: 5_000,
      codFeesMinor: 1_500,
      totalMinor: items - 1_000 + 5_000 + 1_500,
      codAmountMinor: items - 1_000 + 5_000 + 1_500,
      customerId: shopper.id,
    });
    expect(placed.order.address).toMatchObject({ country: 'eg', city: 'Cairo' });
    const limitedLine = placed.lines.find((line) => line.productId === limited.productId)!;
    expect(limitedLine).toMatchObject({
      quantity: 2,
      unitPriceMinor: 20_000,
      currency: 'EGP',
      designerId: fx.designerId,
    });

    const [stock] = await database.db.select().from(products).where(eq(products.id, limited.productId));
    expect(stock!.availableEdition).toBe(3);
    const [mugAfter] = await database.db
      .select()
      .from(productPrices)
      .where(and(eq(productPrices.productId, fx.mugId), eq(productPrices.country, 'eg')));
    expect(mugAfter!.salesNumber).toBe(mugBefore!.salesNumber + 1);
    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.code, 'MUGS15'));
    expect(coupon).toMatchObject({ availableSales: 4, salesNumber: 1 });
    expect(
      await database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.orderId, placed.order.id)),
    ).toHaveLength(1);
    expect(await database.db.select().from(cartLines).where(eq(cartLines.cartId, cartId))).toHaveLength(0);
    const [user] = await database.db.select().from(users).where(eq(users.id, shopper.id));
    expect(user!.orderNum).toBe(1);
    expect(toOrderContract(placed.order, placed.lines)).toMatchObject({
      totalPrice: 801.99,
      usedCoupon: coupon!.id,
    });

    // The same key, or the same cart submitted again, answers the same order and changes nothing.
    const again = await placeOrder(me, {
      cartId,
      addr: shopper.addressIds.eg,
      paymentMethod: 'cod',
      couponCode: 'MUGS15',
      idempotencyKey: 'order-1',
    });
    expect(again).toMatchObject({ replayed: true, order: { id: placed.order.id } });
    const resubmit = await placeOrder(me, { cartId, addr: shopper.addressIds.eg, paymentMethod: 'cod' });
    expect(resubmit.order.id).toBe(placed.order.id);
    const [stockAfter] = await database.db.select().from(products).where(eq(products.id, limited.productId));
    expect(stockAfter!.availableEdition).toBe(3);

    // The coupon was used by this customer: a second order with it is refused.
    await addToCart(me, { cart: cartId, image: fx.mugImageId });
    expect(
      (
        await expectDomainError(
          placeOrder(me, { cartId, addr: shopper.addressIds.eg, paymentMethod: 'cod', couponCode: 'MUGS15' }),
        )
      ).message,
    ).toBe('You have used this coupon earlier');
  });

  it('refuses with nothing changed: foreign address, no payment method, no COD, not signed in, not the owner', async () => {
    const { shopper, cartId } = await shopperWithCart();
    const other = await buildCustomer(database.db, 'Other');
    const me = ctx(shopper.actor);
    const foreign = await expectDomainError(
      placeOrder(me, { cartId, addr: other.addressIds.eg, paymentMethod: 'cod' }),
    );
    expect(foreign).toMatchObject({ status: 500, message: 'This address is not found for this user!' });
    expect(
      (await expectDomainError(placeOrder(me, { cartId, addr: 'x', paymentMethod: 'cod' }))).status,
    ).toBe(500);
    expect((await expectDomainError(placeOrder(me, { cartId, addr: shopper.addressIds.eg }))).message).toBe(
      'Please select a payment method',
    );
    expect(
      (await expectDomainError(placeOrder(me, { cartId, addr: shopper.addressIds.sa, paymentMethod: 'cod' })))
        .code,
    ).toBe('ADDRESS_COUNTRY_MISMATCH');
    expect(
      (
        await expectDomainError(
          placeOrder(ctx(null), { cartId, addr: shopper.addressIds.eg, paymentMethod: 'cod' }),
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await expectDomainError(
          placeOrder(ctx(other.actor), { cartId, addr: other.addressIds.eg, paymentMethod: 'cod' }),
        )
      ).status,
    ).toBe(403);

    await addToCart(me, { cart: cartId, image: fx.desertPrimaryImageId });
    expect(
      (await expectDomainError(placeOrder(me, { cartId, addr: shopper.addressIds.eg, paymentMethod: 'cod' })))
        .message,
    ).toBe('Some products are not available for cash on delivery');
    const [desert] = await database.db.select().from(products).where(eq(products.id, fx.desertId));
    expect(desert!.availableEdition).toBe(4);
    expect((await database.db.select().from(cartLines).where(eq(cartLines.cartId, cartId))).length).toBe(4);
  });

  it('keeps a first-order coupon to a first order: refused in the cart and at checkout after one', async () => {
    const first = await buildCoupon(
      database.db,
      { code: 'FIRST10', discountPercent: 10, firstOrderOnly: true },
      { now },
    );
    const { shopper, cartId } = await shopperWithCart();
    const me = ctx(shopper.actor);
    // No order yet: the cart and the order take it.
    expect((await checkCoupon(me, { couponCode: 'first10', cartId })).discountMinor).toBe(3_470);
    const placed = await placeOrder(me, { cartId, addr: shopper.addressIds.eg, paymentMethod: 'cod' });
    expect(placed.order).toMatchObject({ couponId: first.id, couponDiscountMinor: 3_470 });

    // Another first-order coupon (unused by this shopper) is refused now, in the cart and at checkout.
    await buildCoupon(database.db, { code: 'HELLO5', discountPercent: 5, firstOrderOnly: true }, { now });
    await addToCart(me, { cart: cartId, image: fx.mugImageId });
    const refused = await expectDomainError(checkCoupon(me, { couponCode: 'HELLO5', cartId }));
    expect(refused).toMatchObject({
      code: 'COUPON_FIRST_ORDER_ONLY',
      messageKey: 'errors.coupon.firstOrderOnly',
    });
    expect((await getCartById(me, cartId)).coupon).toBeNull();
    expect(
      (
        await expectDomainError(
          placeOrder(me, { cartId, addr: shopper.addressIds.eg, paymentMethod: 'cod', couponCode: 'HELLO5' }),
        )
      ).code,
    ).toBe('COUPON_FIRST_ORDER_ONLY');
    // A guest's cart cannot know: it keeps the code, and the signed-in checkout refuses it.
    const guest = await addToCart(ctx(null), { image: fx.mugImageId });
    expect((await checkCoupon(ctx(null), { couponCode: 'HELLO5', cartId: guest.id })).coupon?.code).toBe(
      'HELLO5',
    );
    expect((await expectDomainError(getFinalPrice(me, { cartId, couponCode: 'HELLO5' }))).message).toBe(
      'This coupon is for a first order only: your account already has an order',
    );

    // A cancelled order does not count.
    await database.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.order.id));
    expect((await checkCoupon(me, { couponCode: 'HELLO5', cartId })).coupon?.code).toBe('HELLO5');
  });

  it('re-checks the rules at checkout: a product sold out since it was added is refused', async () => {
    const limited = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 1_000 },
      availableEdition: 2,
    });
    const shopper = await buildCustomer(database.db);
    const me = ctx(shopper.actor);
    const view = await addToCart(me, { image: limited.imageId, quantity: 2 });
    await database.db.update(products).set({ availableEdition: 1 }).where(eq(products.id, limited.productId));
    expect(
      (
        await expectDomainError(
          placeOrder(me, { cartId: view.id, addr: shopper.addressIds.eg, paymentMethod: 'cod' }),
        )
      ).message,
    ).toBe('This product is out of stock');
    const empty = await buildCustomer(database.db);
    const emptyCart = await addToCart(ctx(empty.actor), { image: fx.nileImageId });
    await addToCart(ctx(empty.actor), { cart: emptyCart.id, image: fx.nileImageId }).catch(() => undefined);
    await database.db.delete(cartLines).where(eq(cartLines.cartId, emptyCart.id));
    expect(
      (
        await expectDomainError(
          placeOrder(ctx(empty.actor), {
            cartId: emptyCart.id,
            addr: empty.addressIds.eg,
            paymentMethod: 'cod',
          }),
        )
      ).message,
    ).toBe('Your cart is empty');
  });
});

describe('gift cards (checkCoupon with a gift card code)', () => {
  it('pays what it can; the courier collects the rest with the COD fee; the balance is spent once', async () => {
    const card = await buildGiftCard(
      database.db,
      {
        code: 'GIFT-300',
        priceMinor: 30_000,
        currency: 'EGP',
      },
      { now },
    );
    const shopper = await buildCustomer(database.db);
    const me = ctx(shopper.actor);
    const view = await addToCart(me, { image: fx.nileImageId, quantity: 2 });
    const checked = await checkCoupon(me, { couponCode: 'gift-300', cartId: view.id });
    expect(checked).toMatchObject({ type: 'giftCard', coupon: null, discountMinor: 25_000 });
    expect(checked.giftCard).toMatchObject({ code: 'GIFT-300', restAmount: 300 });

    // 200 + 50 delivery, all paid by the card: nothing to collect, no COD fee.
    const bill = await getFinalPrice(me, { cartId: view.id });
    expect(bill).toMatchObject({
      totalMinor: 25_000,
      giftCardAmountMinor: 25_000,
      amountDueMinor: 0,
      amountDueWithCodMinor: 0,
    });
    const codOrder = (extra: { couponCode?: string } = {}) =>
      placeOrder(me, { cartId: view.id, addr: shopper.addressIds.eg, paymentMethod: 'cod', ...extra });
    const first = await codOrder();
    expect(first.order).toMatchObject({
      giftCardId: card.id,
      giftCardAmountMinor: 25_000,
      codFeesMinor: 0,
      codAmountMinor: 0,
      totalMinor: 25_000,
    });
    const [afterFirst] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(afterFirst!.restAmountMinor).toBe(5_000);

    // The next order: 100 + 50, the card pays its last 50, the courier collects 100 + 15.
    await addToCart(me, { cart: view.id, image: fx.nileImageId });
    const second = await codOrder({ couponCode: 'GIFT-300' });
    expect(second.order).toMatchObject({
      giftCardAmountMinor: 5_000,
      codFeesMinor: 1_500,
      codAmountMinor: 11_500,
      totalMinor: 16_500,
    });
    const [afterSecond] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
    expect(afterSecond!.restAmountMinor).toBe(0);
    expect(
      await database.db.select().from(giftCardRedemptions).where(eq(giftCardRedemptions.giftCardId, card.id)),
    ).toHaveLength(2);

    await addToCart(me, { cart: view.id, image: fx.nileImageId });
    expect(
      (await expectDomainError(checkCoupon(me, { couponCode: 'GIFT-300', cartId: view.id }))).message,
    ).toBe('This gift card has no balance left');
  });

  it('refuses unpaid, expired and other-currency cards', async () => {
    await buildGiftCard(
      database.db,
      {
        code: 'UNPAID',
        priceMinor: 10_000,
        currency: 'EGP',
        isPaid: false,
      },
      { now },
    );
    await buildGiftCard(
      database.db,
      {
        code: 'EXPIRED',
        priceMinor: 10_000,
        currency: 'EGP',
        expiredAt: now,
      },
      { now },
    );
    await buildGiftCard(database.db, { code: 'RIYALS', priceMinor: 10_000, currency: 'SAR' }, { now });
    const { shopper, cartId } = await shopperWithCart();
    const me = ctx(shopper.actor);
    expect((await expectDomainError(checkCoupon(me, { couponCode: 'UNPAID', cartId }))).message).toBe(
      'This gift card is not available now',
    );
    expect((await expectDomainError(checkCoupon(me, { couponCode: 'EXPIRED', cartId }))).message).toBe(
      'This gift card is out of date',
    );
    expect((await expectDomainError(getFinalPrice(me, { cartId, couponCode: 'RIYALS' }))).message).toBe(
      'This gift card cannot be used in this country',
    );
  });
});
