import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { cartShape } from '@souq/testing/cart-contract.fixture.ts';
import { useCartOperation } from '@souq/testing/cart-operation.fixture.ts';

const { api, call: getCart } = useCartOperation(
  'query',
  'getCartBYUser',
  '$user: ID, $currentCountry: String',
);

describe('getCartBYUser', () => {
  it("answers the user's one cart with its lines", async () => {
    const me = await api.signIn();
    const added = await api.add({ image: api.fixture.canvasImageId }, me.token);
    const result = await getCart({ variables: { user: me.id }, token: me.token });
    expectEnvelope(result, { status_code: 200, dataShape: cartShape });
    expect(result.data).toMatchObject({ _id: added._id, user: me.id, totalPriceEg: 500 });
  });

  it('is for the user themselves: 401 for guests, 403 for others', async () => {
    const me = await api.signIn();
    const other = await api.signIn();
    expectEnvelope(await getCart({ variables: { user: me.id } }), {
      status_code: 401,
      message_key: 'errors.auth.loginRequired',
    });
    expectEnvelope(await getCart({ variables: { user: me.id }, token: other.token }), {
      status_code: 403,
    });
  });
});
