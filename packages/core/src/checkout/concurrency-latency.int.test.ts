/**
 * Issue 14, case 5: the races of concurrency.int.test.ts and wallet-concurrency.int.test.ts (stock,
 * a coupon's last use, a gift card's balance, a wallet) again with 100 ms added before every
 * statement, as over a slow network or on a loaded server: the gap between a read and its write
 * grows from microseconds to a tenth of a second, and the guards must still let exactly one win.
 * A handful of racers keeps it cheap (PGlite runs transactions one at a time: fewer there).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '@souq/testing/test-database.ts';
import { withQueryLatency } from '@souq/testing/database-faults.ts';
import { openCheckoutDatabase, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { orderLines, orders } from '../db/schema/orders.schema.ts';
import { coupons, giftCards } from '../db/schema/promotions.schema.ts';
import { couponRedemptions, giftCardRedemptions } from '../db/schema/redemptions.schema.ts';
import { walletEntries } from '../db/schema/ledger.schema.ts';
import { DomainError } from '../errors.ts';
import { addToCart } from '../cart/cart.service.ts';
import { adjustWallet, walletBalanceMinor } from '../wallet/wallet.service.ts';
import { placeOrder } from './place-order.service.ts';
import {
  buildCoupon,
  buildCustomer,
  buildGiftCard,
  buildProduct,
  type TestCustomer,
} from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

const LATENCY_MS = 100;
const now = new Date('2026-03-01T12:00:00Z');
const RACERS = testDatabaseKind() === 'postgres' ? 5 : 3;
let database: Database;
let fx: CheckoutFixture;

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
});
afterAll(async () => database?.close());

const ctxOf = (actor: Actor) => testServiceContext(database.db, { user: actor, country: 'eg', now });

/** RACERS shoppers, each with a cart holding one of the image (made before the latency is on). */
async function shoppersWithCarts(imageId: string) {
  const shoppers = await Promise.all(Array.from({ length: RACERS }, () => buildCustomer(database.db)));
  const carts: string[] = [];
  for (const shopper of shoppers)
    carts.push((await addToCart(ctxOf(shopper.actor), { image: imageId, quantity: 1 })).id);
  return { shoppers, carts };
}

/** Runs the racers with the latency on; answers the winners and the losers' messages. */
async function race<T>(racers: Array<() => Promise<T>>) {
  const removeLatency = withQueryLatency(database, LATENCY_MS);
  let results: PromiseSettledResult<T>[];
  try {
    results = await Promise.allSettled(racers.map((racer) => racer()));
  } finally {
    removeLatency();
  }
  const done = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const refused = results.flatMap((result) =>
    result.status === 'rejected' ? [result.reason as unknown] : [],
  );
  for (const reason of refused) expect(reason, String(reason)).toBeInstanceOf(DomainError);
  return { done, messages: refused.map((reason) => (reason as DomainError).message) };
}

const checkoutOf =
  (shopper: TestCustomer, cartId: string, extra: { couponCode?: string } = {}) =>
  () =>
    placeOrder(ctxOf(shopper.actor), { cartId, addr: shopper.addressIds.eg, paymentMethod: 'cod', ...extra });

/**
 * RACERS shoppers checking out at once, each with one unit of a new product of `availableEdition`
 * in their cart (and `couponCode` given, a coupon or a gift card code).
 */
async function raceCheckouts({
  availableEdition,
  couponCode,
}: {
  availableEdition: number | null;
  couponCode?: string;
}) {
  const product = await buildProduct(database.db, {
    designerId: fx.designerId,
    categoryId: fx.printsId,
    prices: { eg: 10_000 },
    availableEdition,
  });
  const { shoppers, carts } = await shoppersWithCarts(product.imageId);
  const extra = couponCode ? { couponCode } : {};
  return { product, ...(await race(shoppers.map((shopper, i) => checkoutOf(shopper, carts[i]!, extra)))) };
}

describe(
  `races with ${LATENCY_MS} ms added to every statement (${testDatabaseKind()})`,
  { timeout: 120_000 },
  () => {
    it('adds the latency to every statement, inside transactions too', async () => {
      const removeLatency = withQueryLatency(database, LATENCY_MS);
      try {
        const started = Date.now();
        await database.db.transaction(async (tx) => {
          await tx.select().from(products).limit(1);
          await tx.select().from(products).limit(1);
        });
        // begin, two selects, commit (PGlite's transaction sends its own begin and commit).
        expect(Date.now() - started).toBeGreaterThanOrEqual(2 * LATENCY_MS);
      } finally {
        removeLatency();
      }
    });

    it('sells the last unit to exactly one buyer', async () => {
      const { product: last, done, messages } = await raceCheckouts({ availableEdition: 1 });
      expect(done).toHaveLength(1);
      expect(messages).toEqual(Array.from({ length: RACERS - 1 }, () => 'This product is out of stock'));
      const [product] = await database.db.select().from(products).where(eq(products.id, last.productId));
      expect(product!.availableEdition).toBe(0);
      const sold = await database.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.productId, last.productId));
      expect(sold.map((line) => line.quantity)).toEqual([1]);
    });

    it("lets exactly one checkout spend a coupon's last use", async () => {
      const coupon = await buildCoupon(
        database.db,
        {
          code: 'SLOWLAST',
          discountPercent: 10,
          availableSales: 1,
        },
        { now },
      );
      const { done, messages } = await raceCheckouts({ availableEdition: null, couponCode: 'SLOWLAST' });
      expect(done).toHaveLength(1);
      expect(new Set(messages)).toEqual(new Set(['This coupon is not available now']));
      const [after] = await database.db.select().from(coupons).where(eq(coupons.id, coupon.id));
      expect(after).toMatchObject({ availableSales: 0, salesNumber: 1 });
      const redemptions = await database.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id));
      expect(redemptions.map((row) => row.orderId)).toEqual([done[0]!.order.id]);
    });

    it("lets exactly one checkout spend a gift card's balance", async () => {
      const card = await buildGiftCard(
        database.db,
        {
          code: 'SLOW-CARD',
          priceMinor: 10_000,
          currency: 'EGP',
        },
        { now },
      );
      const { done, messages } = await raceCheckouts({ availableEdition: null, couponCode: 'SLOW-CARD' });
      expect(done).toHaveLength(1);
      expect(new Set(messages)).toEqual(new Set(['This gift card has no balance left']));
      const [after] = await database.db.select().from(giftCards).where(eq(giftCards.id, card.id));
      expect(after!.restAmountMinor).toBe(0);
      const redeemed = await database.db
        .select()
        .from(giftCardRedemptions)
        .where(eq(giftCardRedemptions.giftCardId, card.id));
      expect(redeemed.map((row) => row.amountMinor)).toEqual([10_000]);
    });

    it('lets exactly one staff debit take a wallet that fits one', async () => {
      const [owner, staff] = await Promise.all([buildCustomer(database.db), buildCustomer(database.db)]);
      const admin = ctxOf({ ...staff!.actor, privilageType: 'admin' });
      await adjustWallet(admin, {
        userId: owner!.id,
        amountMinor: 5_000,
        currency: 'EGP',
        reason: 'goodwill',
      });
      const { done, messages } = await race(
        Array.from(
          { length: RACERS },
          () => () =>
            adjustWallet(admin, {
              userId: owner!.id,
              amountMinor: -3_000,
              currency: 'EGP',
              reason: 'correction',
            }),
        ),
      );
      expect(done).toHaveLength(1);
      expect(new Set(messages)).toEqual(new Set(['Your wallet balance is lower than this amount']));
      const entries = await database.db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.userId, owner!.id));
      expect(entries.map((entry) => entry.amountMinor).sort((a, b) => a - b)).toEqual([-3_000, 5_000]);
      expect(await walletBalanceMinor(database, owner!.id, 'EGP')).toBe(2_000);
      // Every order of these races has its lines.
      const all = await database.db.select({ id: orders.id }).from(orders);
      const lines = await database.db.select({ orderId: orderLines.orderId }).from(orderLines);
      for (const order of all) expect(lines.some((line) => line.orderId === order.id)).toBe(true);
    });
  },
);
