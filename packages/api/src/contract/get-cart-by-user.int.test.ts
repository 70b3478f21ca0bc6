import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import {
  CART_FIELDS,
  cartShape,
  useCartContract,
  type CartData,
} from '@souq/testing/cart-contract.fixture.ts';

const GET = envelopeDocument('query', 'getCartBYUser', '$user: ID, $currentCountry: String', CART_FIELDS);

const api = useCartContract();

describe('getCartBYUser', () => {
  it("answers the user's one cart with its lines", async () => {
    const me = await api.signIn();
    const added = await api.add({ image: api.fixture.canvasImageId }, me.token);
    const result = await api.client.operation<CartData>(GET, { variables: { user: me.id }, token: me.token });
    expectEnvelope(result, { status_code: 200, dataShape: cartShape });
    expect(result.data).toMatchObject({ _id: added._id, user: me.id, totalPriceEg: 500 });
  });

  it('is for the user themselves: 401 for guests, 403 for others', async () => {
    const me = await api.signIn();
    const other = await api.signIn();
    expectEnvelope(await api.client.operation(GET, { variables: { user: me.id } }), {
      status_code: 401,
      message_key: 'errors.auth.loginRequired',
    });
    expectEnvelope(await api.client.operation(GET, { variables: { user: me.id }, token: other.token }), {
      status_code: 403,
    });
  });
});
