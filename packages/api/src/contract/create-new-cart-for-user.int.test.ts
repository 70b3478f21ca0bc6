import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import {
  CART_FIELDS,
  cartShape,
  useCartContract,
  type CartData,
} from '@souq/testing/cart-contract.fixture.ts';

const CREATE = envelopeDocument('mutation', 'createNewCartForUser', '$user: ID', CART_FIELDS);

const api = useCartContract();

describe('createNewCartForUser', () => {
  it('makes the cart once: a second call answers the same cart', async () => {
    const me = await api.signIn();
    const first = await api.client.operation<CartData>(CREATE, {
      variables: { user: me.id },
      token: me.token,
    });
    expectEnvelope(first, { status_code: 200, dataShape: cartShape });
    expect(first.data).toMatchObject({ user: me.id, storedProduct: [], totalQtyEg: 0 });
    const second = await api.client.operation<CartData>(CREATE, {
      variables: { user: me.id },
      token: me.token,
    });
    expect(second.data!._id).toBe(first.data!._id);
  });

  it('needs the user themselves', async () => {
    const me = await api.signIn();
    const other = await api.signIn();
    expectEnvelope(await api.client.operation(CREATE, { variables: { user: me.id } }), { status_code: 401 });
    expectEnvelope(await api.client.operation(CREATE, { variables: { user: me.id }, token: other.token }), {
      status_code: 403,
    });
  });
});
