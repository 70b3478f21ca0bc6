import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { cartShape } from '@souq/testing/cart-contract.fixture.ts';
import { useCartOperation } from '@souq/testing/cart-operation.fixture.ts';

const { api, call: getCart } = useCartOperation('query', 'getCartById', '$cart: ID, $currentCountry: String');
const get = (variables: Record<string, unknown>, token?: string) =>
  getCart({ variables, ...(token ? { token } : {}) });

describe('getCartById', () => {
  it('prices the cart for the country and flags lines not sold there', async () => {
    const cart = await api.add({ image: api.fixture.nileImageId });
    await api.add({ cart: cart._id, image: api.fixture.mugImageId });
    const egypt = await get({ cart: cart._id, currentCountry: 'eg' });
    expectEnvelope(egypt, { status_code: 200, dataShape: cartShape });
    expect(egypt.data).toMatchObject({ cartTotalPriceBasedOnCountry: 180, messages: [] });

    const saudi = await get({ cart: cart._id, currentCountry: 'sa' });
    expectEnvelope(saudi, { status_code: 200, dataShape: cartShape });
    expect(saudi.data).toMatchObject({
      country: 'sa',
      cartTotalQtyBasedOnCountry: 1,
      cartTotalPriceBasedOnCountry: 20,
      allShippingFees: 25,
      messages: ['You cannot order these products from this country'],
    });
    expect(saudi.data!.storedProduct.filter((item) => !item.available)).toHaveLength(1);
  });

  it("answers 404 for an unknown cart and 401/403 for a user's cart", async () => {
    expectEnvelope(await get({ cart: '00000000-0000-4000-8000-000000000000' }), {
      status_code: 404,
      message: 'Cart not found',
    });
    const owner = await api.signIn();
    const other = await api.signIn();
    const cart = await api.add({ image: api.fixture.nileImageId }, owner.token);
    expectEnvelope(await get({ cart: cart._id }, owner.token), { status_code: 200, dataShape: cartShape });
    expectEnvelope(await get({ cart: cart._id }), { status_code: 401 });
    expectEnvelope(await get({ cart: cart._id }, other.token), { status_code: 403 });
  });
});
