import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { cartShape } from '@souq/testing/cart-contract.fixture.ts';
import { useCartOperation } from '@souq/testing/cart-operation.fixture.ts';

const { api, call: create } = useCartOperation('mutation', 'createNewCartForUser', '$user: ID');

describe('createNewCartForUser', () => {
  it('makes the cart once: a second call answers the same cart', async () => {
    const me = await api.signIn();
    const first = await create({
      variables: { user: me.id },
      token: me.token,
    });
    expectEnvelope(first, { status_code: 200, dataShape: cartShape });
    expect(first.data).toMatchObject({ user: me.id, storedProduct: [], totalQtyEg: 0 });
    const second = await create({
      variables: { user: me.id },
      token: me.token,
    });
    expect(second.data!._id).toBe(first.data!._id);
  });

  it('needs the user themselves', async () => {
    const me = await api.signIn();
    const other = await api.signIn();
    expectEnvelope(await create({ variables: { user: me.id } }), { status_code: 401 });
    expectEnvelope(await create({ variables: { user: me.id }, token: other.token }), {
      status_code: 403,
    });
  });
});
