/**
 * A shopper's order through GraphQL in the browser journeys, where the order is the set-up and not
 * what the journey looks at (a designer's sale, the orders page's first card): a shipping address,
 * the cart, a cash-on-delivery order, and staff moving it on.
 */
import { expect } from 'vitest';
import type { E2e } from './e2e-harness.ts';

export const PRODUCT_IMAGES = `query($product: ID!) { getProductImages(product: $product) { status_code data { _id } } }`;
export const ADD_ADDRESS = `mutation($address: AddressInput) { addAddress(address: $address) { status_code data { _id country } } }`;
export const ADD_TO_CART = `mutation($image: ID, $quantity: Int, $currentCountry: String) {
  addToCart(image: $image, quantity: $quantity, currentCountry: $currentCountry) { status_code message data { _id } }
}`;
export const PLACE_COD_ORDER = `mutation($cartId: ID, $addr: ID, $currentCountry: String) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: "cod", currentCountry: $currentCountry) {
    status_code message data { _id orderId status }
  }
}`;
export const CHANGE_ORDER_STATUS = `mutation($order: ID!, $status: String!, $note: String) {
  changeOrderStatus(order: $order, status: $status, note: $note) { status_code message data { status } }
}`;

/** From a placed order to a delivered one, as staff move it. */
export const TO_DELIVERED = ['in_production', 'ready_for_shipping', 'out_for_delivery', 'delivered'] as const;

export interface CodOrder {
  /** The first image of the product is the one bought. */
  productId: string;
  quantity: number;
  country: 'eg' | 'sa';
  /** A new shipping address in `country` (AddressInput). */
  address: Record<string, unknown>;
}

/** `buyer` orders cash on delivery to a new address; the order's id. */
export async function placeCodOrder(e2e: E2e, buyer: string, order: CodOrder): Promise<string> {
  const { productId, quantity, country } = order;
  const images = await e2e.field<Array<{ _id: string }>>(PRODUCT_IMAGES, { product: productId });
  const address = await e2e.field<Array<{ _id: string; country: string }>>(
    ADD_ADDRESS,
    { address: { country, ...order.address } },
    buyer,
  );
  const cart = await e2e.field<{ _id: string }>(
    ADD_TO_CART,
    { image: images.data[0]!._id, quantity, currentCountry: country },
    buyer,
  );
  expect(cart.status_code, cart.message ?? '').toBe(200);
  const addr = address.data.filter((row) => row.country === country).at(-1)!._id;
  const placed = await e2e.field<{ _id: string }>(
    PLACE_COD_ORDER,
    { cartId: cart.data._id, addr, currentCountry: country },
    buyer,
  );
  expect(placed.status_code, placed.message ?? '').toBe(200);
  return placed.data._id;
}

/** Staff (`staff`, a session token) move an order through `statuses`, each accepted. */
export async function moveOrder(e2e: E2e, staff: string, order: string, statuses: readonly string[]) {
  for (const status of statuses) {
    const changed = await e2e.field<{ status: string }>(CHANGE_ORDER_STATUS, { order, status }, staff);
    expect(changed.status_code, changed.message ?? '').toBe(200);
  }
}
