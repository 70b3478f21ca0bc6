/**
 * Checkouts racing for the same stock, coupon use or cart (docs/decisions/013), on PGlite and on
 * PostgreSQL. On PostgreSQL the transactions really overlap (a pool of connections); PGlite runs
 * them one after another on its single connection, so there the losers meet the guarded UPDATEs
 * with the winner's commit already visible. Checkout leaves stock and the last coupon use to those
 * guards alone, so both engines exercise them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@souq/testing/test-database.ts';
import { openCheckoutDatabase, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import type { Database } from '../db/client.ts';
import { cartLines } from '../db/schema/cart.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { orderLines, orders } from '../db/schema/orders.schema.ts';
import { coupons } from '../db/schema/promotions.schema.ts';
import { DomainError } from '../errors.ts';
import { addToCart } from '../cart/cart.service.ts';
import { placeOrder, type PlacedOrder } from './place-order.service.ts';
import { buildCoupon, buildCustomer, buildProduct, type TestCustomer } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

const now = new Date('2026-03-01T12:00:00Z');
const onPostgres = testDatabaseKind() === 'postgres';
let database: Database;
let fx: CheckoutFixture;

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
});
afterAll(async () => database?.close());

const ctxOf = (shopper: TestCustomer) =>
  testServiceContext(database.db, { user: shopper.actor, country: 'eg', now });

/** A print of the fixture's designer sold in Egypt, with `availableEdition` in stock. */
const buildPrint = (egMinor: number, availableEdition: number) =>
  buildProduct(database.db, {
    designerId: fx.designerId,
    categoryId: fx.printsId,
    prices: { eg: egMinor },
    availableEdition,
  });

const customers = (count: number) =>
  Promise.all(Array.from({ length: count }, () => buildCustomer(database.db)));

/** Puts `quantity` of the image in each shopper's cart (emptied first) and answers the cart ids. */
async function fillCarts(shoppers: TestCustomer[], imageId: string, quantity: number): Promise<string[]> {
  const ids: string[] = [];
  for (const shopper of shoppers) {
    const view = await addToCart(ctxOf(shopper), { image: imageId, quantity });
    await database.db.delete(cartLines).where(eq(cartLines.cartId, view.id));
    await addToCart(ctxOf(shopper), { cart: view.id, image: imageId, quantity });
    ids.push(view.id);
  }
  return ids;
}

const checkout = (
  shopper: TestCustomer,
  cartId: string,
  extra: { couponCode?: string; idempotencyKey?: string } = {},
) => placeOrder(ctxOf(shopper), { cartId, addr: shopper.addressIds.eg, paymentMethod: 'cod', ...extra });

function outcomes(results: PromiseSettledResult<PlacedOrder>[]) {
  const placed = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const refused = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  for (const reason of refused) expect(reason, String(reason)).toBeInstanceOf(DomainError);
  return { placed, messages: refused.map((reason) => (reason as DomainError).message) };
}

const stockOf = async (productId: string) =>
  (await database.db.select().from(products).where(eq(products.id, productId)))[0]!.availableEdition;

const unitsSold = async (productId: string) =>
  (await database.db.select().from(orderLines).where(eq(orderLines.productId, productId))).reduce(
    (sum, line) => sum + line.quantity,
    0,
  );

describe(`concurrent checkouts (${testDatabaseKind()})`, { timeout: 240_000 }, () => {
  it('sells the last unit to exactly one of 50 buyers', async () => {
    const last = await buildPrint(10_000, 1);
    const shoppers = await customers(50);
    const carts = await fillCarts(shoppers, last.imageId, 1);
    const results = await Promise.allSettled(shoppers.map((shopper, i) => checkout(shopper, carts[i]!)));
    const { placed, messages } = outcomes(results);
    expect(placed).toHaveLength(1);
    expect(messages).toHaveLength(49);
    expect(new Set(messages)).toEqual(new Set(['This product is out of stock']));
    expect(await stockOf(last.productId)).toBe(0);
    expect(await unitsSold(last.productId)).toBe(1);
  });

  it('never sells more than the stock: 4 carts of 3 against 10, repeated', async () => {
    const rounds = onPostgres ? 50 : 5;
    const shoppers = await customers(4);
    for (let round = 0; round < rounds; round += 1) {
      const stocked = await buildPrint(5_000, 10);
      const carts = await fillCarts(shoppers, stocked.imageId, 3);
      const { placed, messages } = outcomes(
        await Promise.allSettled(shoppers.map((shopper, i) => checkout(shopper, carts[i]!))),
      );
      expect(placed, `round ${round}`).toHaveLength(3);
      expect(messages).toEqual(['This product is out of stock']);
      expect(await unitsSold(stocked.productId)).toBe(9);
      expect(await stockOf(stocked.productId)).toBe(1);
    }
  });

  it('places one order when the same cart is submitted 10 times at once', async () => {
    const stocked = await buildPrint(5_000, 5);
    const [shopper] = await customers(1);
    const [cartId] = await fillCarts([shopper!], stocked.imageId, 2);
    const withoutKey = await Promise.allSettled(
      Array.from({ length: 10 }, () => checkout(shopper!, cartId!)),
    );
    const first = outcomes(withoutKey);
    expect(first.messages).toEqual([]);
    expect(new Set(first.placed.map((placed) => placed.order.id)).size).toBe(1);
    expect(first.placed.filter((placed) => !placed.replayed)).toHaveLength(1);

    // The same with an Idempotency-Key, on a refilled cart: again one new order.
    await addToCart(ctxOf(shopper!), { cart: cartId, image: stocked.imageId, quantity: 1 });
    const withKey = outcomes(
      await Promise.allSettled(
        Array.from({ length: 10 }, () => checkout(shopper!, cartId!, { idempotencyKey: 'k-1' })),
      ),
    );
    expect(withKey.messages).toEqual([]);
    expect(new Set(withKey.placed.map((placed) => placed.order.id)).size).toBe(1);
    const mine = await database.db.select().from(orders).where(eq(orders.customerId, shopper!.id));
    expect(mine).toHaveLength(2);
    expect(await stockOf(stocked.productId)).toBe(2);
  });

  it('lets exactly one of 20 checkouts spend the last use of a coupon', async () => {
    const coupon = await buildCoupon(
      database.db,
      {
        code: 'LASTONE',
        discountPercent: 10,
        availableSales: 1,
      },
      { now },
    );
    const shoppers = await customers(20);
    const carts = await fillCarts(shoppers, fx.nileImageId, 1);
    const { placed, messages } = outcomes(
      await Promise.allSettled(
        shoppers.map((shopper, i) => checkout(shopper, carts[i]!, { couponCode: 'LASTONE' })),
      ),
    );
    expect(placed).toHaveLength(1);
    expect(placed[0]!.order.couponDiscountMinor).toBe(1_000);
    expect(messages).toHaveLength(19);
    expect(new Set(messages)).toEqual(new Set(['This coupon is not available now']));
    const [after] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(after).toMatchObject({ availableSales: 0, salesNumber: 1 });
    // The losers' carts are untouched: nothing of a refused order was kept.
    const left = await database.db.select().from(cartLines);
    expect(left.filter((line) => carts.includes(line.cartId))).toHaveLength(19);
  });
});
