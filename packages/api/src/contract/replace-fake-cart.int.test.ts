import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { cartShape } from '@souq/testing/cart-contract.fixture.ts';
import { useCartOperation } from '@souq/testing/cart-operation.fixture.ts';

const { api, call: replace } = useCartOperation(
  'mutation',
  'replaceFakeCart',
  '$fakeCartId: ID, $userId: ID, $currentCountry: String',
);

describe('replaceFakeCart', () => {
  it("merges the guest cart's lines of the current country into the user's cart", async () => {
    const me = await api.signIn();
    await api.add({ image: api.fixture.nileImageId }, me.token);
    const guest = await api.add({ image: api.fixture.nileImageId, quantity: 2 });
    await api.add({ cart: guest._id, image: api.fixture.canvasImageId });
    const result = await replace({
      variables: { fakeCartId: guest._id, userId: me.id, currentCountry: 'eg' },
      token: me.token,
    });
    expectEnvelope(result, { status_code: 200, dataShape: cartShape });
    expect(result.data).toMatchObject({ user: me.id, totalQtyEg: 4, totalPriceEg: 800 });
    // The guest cart is gone.
    const gone = await api.client.operation(
      `query { getCartById(cart: "${guest._id}") { status_code message errors data { _id } } }`,
    );
    expectEnvelope(gone, { status_code: 404 });
  });

  it('needs the user themselves', async () => {
    const me = await api.signIn();
    const guest = await api.add({ image: api.fixture.nileImageId });
    expectEnvelope(await replace({ variables: { fakeCartId: guest._id, userId: me.id } }), {
      status_code: 401,
    });
  });
});
