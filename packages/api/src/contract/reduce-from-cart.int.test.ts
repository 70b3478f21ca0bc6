import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import {
  CART_FIELDS,
  cartShape,
  useCartContract,
  type CartData,
} from '@souq/testing/cart-contract.fixture.ts';

const REDUCE = envelopeDocument(
  'mutation',
  'reduceFromCart',
  '$cart: ID, $image: ID, $giftCard: ID, $currentCountry: String, $line: ID',
  CART_FIELDS,
);

const api = useCartContract();
const reduce = (variables: Record<string, unknown>) => api.client.operation<CartData>(REDUCE, { variables });

describe('reduceFromCart', () => {
  it('takes one away, and the last one removes the line', async () => {
    const cart = await api.add({ image: api.fixture.nileImageId, quantity: 2 });
    const first = await reduce({ cart: cart._id, image: api.fixture.nileImageId });
    expectEnvelope(first, { status_code: 200, dataShape: cartShape });
    expect(first.data).toMatchObject({ totalQtyEg: 1, totalPriceEg: 100 });
    const second = await reduce({ cart: cart._id, image: api.fixture.nileImageId });
    expect(second.data).toMatchObject({ storedProduct: [], totalQtyEg: 0, allShippingFees: 0 });
    expectEnvelope(await reduce({ cart: cart._id, image: api.fixture.nileImageId }), {
      status_code: 404,
      message_key: 'errors.cart.itemNotFound',
    });
  });

  it('takes one away from the line named by its _id', async () => {
    const cart = await api.add({ image: api.fixture.nileImageId, quantity: 2 });
    const result = await reduce({ cart: cart._id, line: cart.storedProduct[0]!._id });
    expectEnvelope(result, { status_code: 200, dataShape: cartShape });
    expect(result.data!.storedProduct[0]!.quantity).toBe(1);
  });

  it('needs an image or a gift card', async () => {
    const cart = await api.add({ image: api.fixture.nileImageId });
    expectEnvelope(await reduce({ cart: cart._id }), {
      status_code: 400,
      message_key: 'errors.cart.itemRequired',
    });
  });
});
