/**
 * Orders, placed through the services as a shopper places them (cart, then checkout), so the
 * order's lines, totals, stock and status events are the real ones.
 */
import { addToCart } from '@souq/core/cart/cart.service.ts';
import {
  placeOrder,
  type PlacedOrder,
  type PlaceOrderInput,
} from '@souq/core/checkout/place-order.service.ts';
import type { AppDb } from '@souq/core/db/client.ts';
import type { CountryCode } from '@souq/core/locale/locales.ts';
import { testServiceContext } from '../service-context.fixture.ts';
import { buildProduct } from './product.builder.ts';
import { buildCustomer, type TestCustomer } from './user.builder.ts';

export interface OrderOverrides extends Omit<PlaceOrderInput, 'cartId' | 'addr'> {
  /** Defaults to a new customer with an address in each market. */
  customer?: TestCustomer;
  /** The variant bought; defaults to a new product sold in Egypt. */
  imageId?: string;
  quantity?: number;
  country?: CountryCode;
  now?: Date;
}

/** A cash-on-delivery order of one piece (by default) placed by the customer in Egypt. */
export async function buildOrder(
  db: AppDb,
  overrides: OrderOverrides = {},
): Promise<PlacedOrder & { customer: TestCustomer }> {
  const { customer: given, imageId: givenImage, quantity = 1, country = 'eg', now, ...input } = overrides;
  const customer = given ?? (await buildCustomer(db));
  const imageId = givenImage ?? (await buildProduct(db)).imageId;
  const ctx = testServiceContext(db, { user: customer.actor, country, now });
  const cart = await addToCart(ctx, { image: imageId, quantity });
  const placed = await placeOrder(ctx, {
    paymentMethod: 'cod',
    ...input,
    cartId: cart.id,
    addr: customer.addressIds[country],
  });
  return { ...placed, customer };
}
