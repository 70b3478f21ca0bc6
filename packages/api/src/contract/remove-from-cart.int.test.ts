import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { cartShape } from '@souq/testing/cart-contract.fixture.ts';
import { useCartOperation } from '@souq/testing/cart-operation.fixture.ts';

const { api, call: remove } = useCartOperation(
  'mutation',
  'removeFromCart',
  '$cart: ID, $image: ID, $giftCard: ID, $currentCountry: String',
);

describe('removeFromCart', () => {
  it('removes the whole line', async () => {
    const cart = await api.add({ image: api.fixture.nileImageId, quantity: 3 });
    await api.add({ cart: cart._id, image: api.fixture.canvasImageId });
    const result = await remove({
      variables: { cart: cart._id, image: api.fixture.nileImageId },
    });
    expectEnvelope(result, { status_code: 200, dataShape: cartShape });
    expect(result.data!.storedProduct.map((item) => item.image?._id)).toEqual([api.fixture.canvasImageId]);
    expect(result.data!.totalPriceEg).toBe(500);
  });

  it('answers 404 for a line or a cart that is not there', async () => {
    const cart = await api.add({ image: api.fixture.nileImageId });
    expectEnvelope(await remove({ variables: { cart: cart._id, image: api.fixture.mugImageId } }), {
      status_code: 404,
      message: 'This product is not in your cart',
      message_key: 'errors.cart.itemNotFound',
    });
    expectEnvelope(await remove({ variables: { cart: 'nope', image: api.fixture.mugImageId } }), {
      status_code: 404,
      message: 'Cart not found',
      message_key: 'errors.cart.notFound',
    });
  });
});
