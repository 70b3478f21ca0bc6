/**
 * Chosen features on cart lines (issue 6: "a line is a product image (variant) with chosen
 * features"), on PGlite and PostgreSQL: each choice is its own line priced with its extra, a
 * property left out takes its first value, foreign or doubled choices are refused with nothing
 * changed, the line's own id reduces it, a guest's choices survive the merge at login, and the
 * order keeps the features as named and priced.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckoutDatabase, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { placeOrder } from '../checkout/place-order.service.ts';
import { addToCart, getCartById, reduceFromCart, replaceFakeCart, type CartView } from './cart.service.ts';
import { buildCustomer, buildProduct } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';

const now = new Date('2026-03-01T12:00:00Z');
let database: Database;
let fx: CheckoutFixture;
let shirt: Awaited<ReturnType<typeof buildProduct>>;
let other: Awaited<ReturnType<typeof buildProduct>>;

const ctx = (user: Actor | null = null) => testServiceContext(database.db, { user, country: 'eg', now });
const SIZES = {
  property: 'Size',
  arProperty: 'المقاس',
  values: [
    { value: 'M', arValue: 'متوسط' },
    { value: 'XL', arValue: 'كبير جدا', egExtraMinor: 4_000 },
  ],
};
const COLOURS = {
  property: 'Colour',
  arProperty: 'اللون',
  values: [
    { value: 'Navy', arValue: 'كحلي' },
    { value: 'Sand', arValue: 'رملي', egExtraMinor: 1_000 },
  ],
};

const linesOf = (view: CartView) =>
  view.lines.map(({ line }) => ({
    features: line.features.map((feature) => feature.value),
    quantity: line.quantity,
    unitMinor: line.prices.eg?.unitAfterOfferMinor,
  }));

beforeAll(async () => {
  ({ database, fx } = await openCheckoutDatabase(now));
  shirt = await buildProduct(database.db, {
    designerId: fx.designerId,
    categoryId: fx.printsId,
    prices: { eg: 30_000 },
    availableEdition: null,
    features: [SIZES, COLOURS],
  });
  other = await buildProduct(database.db, {
    designerId: fx.designerId,
    categoryId: fx.printsId,
    prices: { eg: 10_000 },
    availableEdition: null,
    features: [SIZES],
  });
});
afterAll(async () => database?.close());

describe('features on cart lines', () => {
  it('makes one line per choice, priced with its extras, and takes the first value of a property left out', async () => {
    let view = await addToCart(ctx(), { image: shirt.imageId });
    view = await addToCart(ctx(), {
      cart: view.id,
      image: shirt.imageId,
      features: [shirt.featureIds.XL!, shirt.featureIds.Sand!],
    });
    view = await addToCart(ctx(), { cart: view.id, image: shirt.imageId, features: [shirt.featureIds.XL!] });
    view = await addToCart(ctx(), {
      cart: view.id,
      image: shirt.imageId,
      features: [shirt.featureIds.Sand!, shirt.featureIds.XL!],
      quantity: 2,
    });
    expect(linesOf(view)).toEqual([
      { features: ['M', 'Navy'], quantity: 1, unitMinor: 30_000 },
      { features: ['XL', 'Sand'], quantity: 3, unitMinor: 35_000 },
      { features: ['XL', 'Navy'], quantity: 1, unitMinor: 34_000 },
    ]);
  });

  it('refuses a choice of another product or two values of one property, changing nothing', async () => {
    const view = await addToCart(ctx(), { image: shirt.imageId });
    const foreign = await expectDomainError(
      addToCart(ctx(), { cart: view.id, image: shirt.imageId, features: [other.featureIds.XL!] }),
    );
    expect(foreign.messageKey).toBe('errors.cart.featureNotFound');
    const twice = await expectDomainError(
      addToCart(ctx(), {
        cart: view.id,
        image: shirt.imageId,
        features: [shirt.featureIds.M!, shirt.featureIds.XL!],
      }),
    );
    expect(twice.messageKey).toBe('errors.cart.oneValuePerFeature');
    const garbage = await expectDomainError(
      addToCart(ctx(), { cart: view.id, image: shirt.imageId, features: ["x' or 1=1"] }),
    );
    expect(garbage.messageKey).toBe('errors.cart.featureNotFound');
    expect(linesOf(await getCartById(ctx(), view.id))).toEqual([
      { features: ['M', 'Navy'], quantity: 1, unitMinor: 30_000 },
    ]);
  });

  it('reduces the line named by its id, or by its variant and features', async () => {
    let view = await addToCart(ctx(), { image: shirt.imageId, quantity: 2 });
    view = await addToCart(ctx(), {
      cart: view.id,
      image: shirt.imageId,
      features: [shirt.featureIds.XL!],
      quantity: 2,
    });
    const xl = view.lines.find(({ line }) => line.features.some((feature) => feature.value === 'XL'))!.line;
    view = await reduceFromCart(ctx(), { cart: view.id, line: xl.lineId });
    view = await reduceFromCart(ctx(), {
      cart: view.id,
      image: shirt.imageId,
      features: [shirt.featureIds.Navy!, shirt.featureIds.M!],
    });
    expect(linesOf(view).map(({ features, quantity }) => ({ features, quantity }))).toEqual([
      { features: ['M', 'Navy'], quantity: 1 },
      { features: ['XL', 'Navy'], quantity: 1 },
    ]);
  });

  it('keeps the choices through the merge at login and snapshots them on the order', async () => {
    const customer = await buildCustomer(database.db, 'Features');
    const guest = await addToCart(ctx(), {
      image: shirt.imageId,
      features: [shirt.featureIds.XL!, shirt.featureIds.Sand!],
    });
    await addToCart(ctx(customer.actor), { image: shirt.imageId });
    const merged = await replaceFakeCart(ctx(customer.actor), { fakeCartId: guest.id, userId: customer.id });
    expect(linesOf(merged).map(({ features }) => features)).toEqual([
      ['M', 'Navy'],
      ['XL', 'Sand'],
    ]);
    const placed = await placeOrder(ctx(customer.actor), {
      cartId: merged.id,
      addr: customer.addressIds.eg,
      paymentMethod: 'cod',
    });
    const snapshots = placed.lines
      .map((line) => ({ unit: line.unitPriceMinor, features: line.features }))
      .sort((a, b) => a.unit - b.unit);
    expect(snapshots).toEqual([
      {
        unit: 30_000,
        features: [
          {
            id: shirt.featureIds.M,
            property: 'Size',
            arProperty: 'المقاس',
            value: 'M',
            arValue: 'متوسط',
            extraMinor: 0,
          },
          {
            id: shirt.featureIds.Navy,
            property: 'Colour',
            arProperty: 'اللون',
            value: 'Navy',
            arValue: 'كحلي',
            extraMinor: 0,
          },
        ],
      },
      {
        unit: 35_000,
        features: [
          {
            id: shirt.featureIds.XL,
            property: 'Size',
            arProperty: 'المقاس',
            value: 'XL',
            arValue: 'كبير جدا',
            extraMinor: 4_000,
          },
          {
            id: shirt.featureIds.Sand,
            property: 'Colour',
            arProperty: 'اللون',
            value: 'Sand',
            arValue: 'رملي',
            extraMinor: 1_000,
          },
        ],
      },
    ]);
  });
});
