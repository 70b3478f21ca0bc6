/**
 * The shopper's cart (shopper-cart.service.ts): which cart a website request is about and what
 * the browser keeps of the guest cart afterwards: a guest's first add starts a kept cart, a kept
 * cart that is gone is forgotten (page load) or replaced (add), a sign-in merges it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckoutDatabase, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import { buildCustomer } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { addToCart, reduceFromCart } from './cart.service.ts';
import { parseId } from '../ids.ts';
import {
  addToShopperCart,
  changeShopperCart,
  mergeKeptCart,
  openShopperCart,
  shopperLineMax,
} from './shopper-cart.service.ts';

const now = new Date('2026-03-01T12:00:00Z');
let database: Database;
let fx: CheckoutFixture;

const ctx = (user: Actor | null = null) => testServiceContext(database.db, { user, country: 'eg', now });
const GONE = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
});
afterAll(async () => database?.close());

describe('the shopper cart', () => {
  it('normalizes a cart id once, refusing what cannot name a cart', () => {
    expect(parseId(` ${GONE.toUpperCase()} `)).toBe(GONE);
    for (const value of ['', '../etc', 'not-a-uuid', null, undefined, 42]) expect(parseId(value)).toBeNull();
  });

  it("starts a guest's cart on the first add and keeps it; a gone kept cart is replaced", async () => {
    const add = (cart: string | null) => addToCart(ctx(), { cart, image: fx.nileImageId });
    const first = await addToShopperCart(ctx(), null, add);
    expect(first.keep).toBe(first.view.id);
    const again = await addToShopperCart(ctx(), first.view.id, add);
    expect(again).toMatchObject({ keep: undefined, view: { id: first.view.id } });
    const replaced = await addToShopperCart(ctx(), GONE, add);
    expect(replaced.keep).toBe(replaced.view.id);
    expect(replaced.view.id).not.toBe(GONE);
  });

  it('opens the kept cart, forgetting one that is gone', async () => {
    expect(await openShopperCart(ctx(), null)).toEqual({ view: null, keep: undefined });
    expect(await openShopperCart(ctx(), GONE)).toEqual({ view: null, keep: null });
    const kept = await addToCart(ctx(), { image: fx.nileImageId });
    expect((await openShopperCart(ctx(), kept.id)).view?.id).toBe(kept.id);
  });

  it("merges the kept cart into a signed-in user's cart and changes the user's own cart", async () => {
    const shopper = await buildCustomer(database.db);
    const kept = await addToCart(ctx(), { image: fx.nileImageId, quantity: 2 });
    const merged = await mergeKeptCart(ctx(shopper.actor), kept.id);
    expect(merged).toEqual({ hasLines: true, keep: null });
    const opened = await openShopperCart(ctx(shopper.actor), null);
    expect(opened.view?.userId).toBe(shopper.id);
    const reduced = await changeShopperCart(ctx(shopper.actor), null, (cart) =>
      reduceFromCart(ctx(shopper.actor), { cart, image: fx.nileImageId }),
    );
    expect(reduced.keep).toBeUndefined();
    expect(reduced.view.lines.map(({ line }) => line.quantity)).toEqual([1]);
  });

  it('offers at most 99 of a line, less for a per-order limit or the stock left', () => {
    expect(shopperLineMax(null)).toBe(99);
    expect(shopperLineMax({ maxPerOrder: null, availableEdition: null })).toBe(99);
    expect(shopperLineMax({ maxPerOrder: 3, availableEdition: 10 })).toBe(3);
    expect(shopperLineMax({ maxPerOrder: 0, availableEdition: 7 })).toBe(7);
  });
});
