import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckoutDatabase, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { carts, cartLines } from '../db/schema/cart.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import type { CountryCode } from '../locale/locales.ts';
import {
  addToCart,
  createNewCartForUser,
  getCartById,
  getCartByUser,
  reduceFromCart,
  removeFromCart,
  replaceFakeCart,
} from './cart.service.ts';
import { toCartContract } from './cart.mapper.ts';
import { buildCustomer, buildProduct, type TestCustomer } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';

const now = new Date('2026-03-01T12:00:00Z');
let database: Database;
let fx: CheckoutFixture;
let customer: TestCustomer;

const ctx = (country: CountryCode = 'eg', user: Actor | null = null) =>
  testServiceContext(database.db, { user, country, now });

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
  customer = await buildCustomer(database.db);
});
afterAll(async () => database?.close());

describe('guest cart', () => {
  it('makes a cart on the first add and prices the lines per country', async () => {
    const first = await addToCart(ctx('eg'), { image: fx.nileImageId, quantity: 2 });
    const view = await addToCart(ctx('eg'), { cart: first.id, image: fx.desertVariantImageId });
    const cart = toCartContract(view);
    expect(cart.user).toBeNull();
    expect(cart.storedProduct).toHaveLength(2);
    const [nile, desert] = cart.storedProduct;
    // nile 100 EGP x 2; 20 SAR in Saudi Arabia.
    expect(nile).toMatchObject({
      quantity: 2,
      priceOneEg: 100,
      priceOfQuantityEg: 200,
      priceOneSu: 20,
      priceOneEm: null,
    });
    // desert 300 + 25 variant extra + 10 for its only frame (Oak, chosen by default), 50 % off: 167.5.
    expect(desert).toMatchObject({
      quantity: 1,
      priceOneEg: 167.5,
      modelPriceBasedOnCountry: 167.5,
      available: true,
    });
    expect(cart).toMatchObject({
      totalQtyEg: 3,
      totalPriceEg: 367.5,
      totalQtySu: 2,
      totalPriceSu: 40,
      totalQtyEm: 0,
      totalPriceEm: 0,
      cartTotalQtyBasedOnCountry: 3,
      cartTotalPriceBasedOnCountry: 367.5,
      allShippingFees: 50,
      requiredTimeForCountry: 7,
      // desert is not available for cash on delivery
      cartProductsCodStatus: false,
      messages: [],
    });
  });

  it('adds up quantities of one variant and refuses more than maxPerOrder, changing nothing', async () => {
    const view = await addToCart(ctx(), { image: fx.desertPrimaryImageId, quantity: 2 });
    const error = await expectDomainError(
      addToCart(ctx(), { cart: view.id, image: fx.desertVariantImageId, quantity: 2 }),
    );
    expect(error.message).toBe('You cannot exceed the available amount per order');
    expect(error.messageKey).toBe('errors.order.maxPerOrder');
    const after = await getCartById(ctx(), view.id);
    expect(after.lines.map(({ line }) => line.quantity)).toEqual([2]);
  });

  it('refuses sold out, not sold here, unknown and unpublished products', async () => {
    const soldOut = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 1_000 },
      availableEdition: 0,
    });
    const few = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 1_000 },
      availableEdition: 2,
    });
    const cases: Array<[() => Promise<unknown>, string]> = [
      [() => addToCart(ctx(), { image: soldOut.imageId }), 'This product is out of stock'],
      [() => addToCart(ctx(), { image: few.imageId, quantity: 3 }), 'This product is out of stock'],
      [
        () => addToCart(ctx('sa'), { image: fx.desertPrimaryImageId }),
        'You cannot order these products from this country',
      ],
      [
        () => addToCart(ctx(), { image: fx.draftImageId }),
        'Product not found or unavailable in this country',
      ],
      [
        () => addToCart(ctx(), { image: '00000000-0000-4000-8000-000000000000' }),
        'Product not found or unavailable in this country',
      ],
      [() => addToCart(ctx(), { image: 'nope' }), 'Product not found or unavailable in this country'],
      [
        () => addToCart(ctx(), { image: fx.nileImageId, quantity: 0 }),
        'The quantity must be a whole number of at least 1',
      ],
      [
        () => addToCart(ctx(), { image: fx.nileImageId, quantity: 1.5 }),
        'The quantity must be a whole number of at least 1',
      ],
      [() => addToCart(ctx(), {}), 'Choose a product or a gift card to add'],
    ];
    for (const [run, message] of cases) expect((await expectDomainError(run())).message).toBe(message);
  });

  it('sells iDesign products in Egypt only', async () => {
    const made = await buildProduct(database.db, {
      designerId: fx.designerId,
      categoryId: fx.printsId,
      prices: { eg: 1_000, sa: 300 },
      availableEdition: null,
    });
    await database.db.update(products).set({ isIdesign: true }).where(eq(products.id, made.productId));
    expect((await addToCart(ctx('eg'), { image: made.imageId })).lines).toHaveLength(1);
    const error = await expectDomainError(addToCart(ctx('sa'), { image: made.imageId }));
    expect(error.message).toBe('This product cannot be ordered outside of Egypt');
  });

  it('reduces, then removes a line; unknown lines and carts are errors', async () => {
    const view = await addToCart(ctx(), { image: fx.nileImageId, quantity: 2 });
    await addToCart(ctx(), { cart: view.id, image: fx.canvasImageId });
    let after = await reduceFromCart(ctx(), { cart: view.id, image: fx.nileImageId });
    expect(after.lines.map(({ line }) => line.quantity)).toEqual([1, 1]);
    after = await reduceFromCart(ctx(), { cart: view.id, image: fx.nileImageId });
    expect(after.lines).toHaveLength(1);
    after = await removeFromCart(ctx(), { cart: view.id, image: fx.canvasImageId });
    expect(toCartContract(after)).toMatchObject({
      storedProduct: [],
      totalQtyEg: 0,
      totalPriceEg: 0,
      allShippingFees: 0,
    });
    expect(
      (await expectDomainError(removeFromCart(ctx(), { cart: view.id, image: fx.canvasImageId }))).message,
    ).toBe('This product is not in your cart');
    expect((await expectDomainError(getCartById(ctx(), '00000000-0000-4000-8000-000000000000'))).status).toBe(
      404,
    );
    expect((await expectDomainError(getCartById(ctx(), 'x'))).message).toBe('Cart not found');
  });

  it('on a country switch flags lines not sold there and leaves them out of the total', async () => {
    const view = await addToCart(ctx('eg'), { image: fx.nileImageId });
    await addToCart(ctx('eg'), { cart: view.id, image: fx.mugImageId, quantity: 2 });
    const saudi = toCartContract(await getCartById(ctx('sa'), view.id));
    expect(saudi.country).toBe('sa');
    expect(saudi.currency).toBe('SAR');
    expect(saudi.cartTotalQtyBasedOnCountry).toBe(1);
    expect(saudi.cartTotalPriceBasedOnCountry).toBe(20);
    expect(saudi.allShippingFees).toBe(25);
    const mug = saudi.storedProduct.find((item) => item.product?._id === fx.mugId)!;
    expect(mug).toMatchObject({
      available: false,
      modelPriceBasedOnCountry: null,
      message: 'You cannot order these products from this country',
      message_key: 'errors.order.notAvailableInCountry',
    });
    expect(saudi.messages).toEqual(['You cannot order these products from this country']);
    const [row] = await database.db.select().from(carts).where(eq(carts.id, view.id));
    expect(row!.country).toBe('sa');
  });
});

describe('user cart', () => {
  it('is one cart per user, reachable only by its owner', async () => {
    const me = ctx('eg', customer.actor);
    const a = await createNewCartForUser(me, customer.id);
    const b = await createNewCartForUser(me, customer.id);
    const c = await getCartByUser(me, customer.id);
    expect(new Set([a.id, b.id, c.id]).size).toBe(1);
    expect((await expectDomainError(getCartById(ctx('eg'), a.id))).status).toBe(401);
    const other = await buildCustomer(database.db, 'Other');
    expect((await expectDomainError(getCartById(ctx('eg', other.actor), a.id))).status).toBe(403);
    expect((await expectDomainError(getCartByUser(ctx('eg', other.actor), customer.id))).status).toBe(403);
  });

  it('merges the guest lines of the current country into the user cart, within the limits', async () => {
    const shopper = await buildCustomer(database.db, 'Merger');
    const me = ctx('eg', shopper.actor);
    const own = await addToCart(me, { image: fx.desertPrimaryImageId, quantity: 2 });
    expect(own.userId).toBe(shopper.id);

    const guest = await addToCart(ctx('eg'), { image: fx.desertVariantImageId, quantity: 3 });
    await addToCart(ctx('eg'), { cart: guest.id, image: fx.nileImageId, quantity: 2 });
    await addToCart(ctx('eg'), { cart: guest.id, image: fx.mugImageId });

    // In Saudi Arabia only nile is sold: the desert and the mug stay behind.
    const merged = await replaceFakeCart(ctx('sa', shopper.actor), {
      fakeCartId: guest.id,
      userId: shopper.id,
    });
    const quantities = Object.fromEntries(merged.lines.map(({ line }) => [line.imageId, line.quantity]));
    expect(quantities).toEqual({ [fx.desertPrimaryImageId]: 2, [fx.nileImageId]: 2 });
    expect(await database.db.select().from(carts).where(eq(carts.id, guest.id))).toHaveLength(0);

    // A second merge in Egypt: the desert variant fits only 1 more under maxPerOrder 3.
    const guest2 = await addToCart(ctx('eg'), { image: fx.desertVariantImageId, quantity: 3 });
    const merged2 = await replaceFakeCart(me, { fakeCartId: guest2.id, userId: shopper.id });
    const desertTotal = merged2.lines
      .filter(({ line }) => line.product?.id === fx.desertId)
      .reduce((sum, { line }) => sum + line.quantity, 0);
    expect(desertTotal).toBe(3);
    // Replaying the merge only answers the user's cart.
    const again = await replaceFakeCart(me, { fakeCartId: guest2.id, userId: shopper.id });
    expect(again.id).toBe(merged2.id);
    const lines = await database.db.select().from(cartLines).where(eq(cartLines.cartId, merged2.id));
    expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(5);
  });

  it('refuses to merge into another user', async () => {
    const other = await buildCustomer(database.db, 'Victim');
    const guest = await addToCart(ctx('eg'), { image: fx.nileImageId });
    const error = await expectDomainError(
      replaceFakeCart(ctx('eg', customer.actor), { fakeCartId: guest.id, userId: other.id }),
    );
    expect(error.status).toBe(403);
  });
});
