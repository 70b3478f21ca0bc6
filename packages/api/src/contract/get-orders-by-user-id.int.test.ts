import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import { ENVELOPE_FIELDS, useCartContract } from '@souq/testing/cart-contract.fixture.ts';
import { ORDER_FIELDS, orderShape } from '@souq/testing/order-contract.ts';

const PLACE = envelopeDocument(
  'mutation',
  'placeOrder',
  '$cartId: ID, $addr: ID, $paymentMethod: String, $idempotencyKey: String',
  '_id orderId',
);

const ORDERS = `query Orders($user: ID, $currentCountry: String) {
  getOrdersByUserId(user: $user, currentCountry: $currentCountry) { ${ENVELOPE_FIELDS} data { ${ORDER_FIELDS} } }
}`;

const ordersShape = [orderShape] as const;

const api = useCartContract();

describe('getOrdersByUserId', () => {
  it("lists the user's orders of a country, newest first, with their lines", async () => {
    const me = await api.signIn();
    const placed: string[] = [];
    for (const key of ['first', 'second']) {
      const cart = await api.add({ image: api.fixture.nileImageId, quantity: 1 }, me.token);
      const order = await api.client.operation<{ _id: string }>(PLACE, {
        variables: { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: 'cod', idempotencyKey: key },
        token: me.token,
      });
      expect(order.status_code).toBe(200);
      placed.push(order.data!._id);
    }
    const result = await api.client.operation<Array<{ _id: string }>>(ORDERS, {
      variables: { user: me.id, currentCountry: 'eg' },
      token: me.token,
    });
    expectEnvelope(result, { status_code: 200, dataShape: ordersShape });
    expect(result.data!.map((order) => order._id)).toEqual([...placed].reverse());
    expect(result.data![0]).toMatchObject({
      orderedFrom: 'eg',
      currency: 'EGP',
      paymentMethod: 'cod',
      status: 'placed',
      customer: { _id: me.id },
      items: [{ quantity: 1, price: 100, total: 100 }],
    });
    // Without `user`: the signed-in user's; another country: none.
    const mine = await api.client.operation<unknown[]>(ORDERS, { variables: {}, token: me.token });
    expect(mine.data).toHaveLength(2);
    const saudi = await api.client.operation<unknown[]>(ORDERS, {
      variables: { currentCountry: 'sa' },
      token: me.token,
    });
    expectEnvelope(saudi, { status_code: 200 });
    expect(saudi.data).toEqual([]);
  });

  it('refuses guests (401) and other customers (403)', async () => {
    const me = await api.signIn();
    const other = await api.signIn();
    expectEnvelope(await api.client.operation(ORDERS, { variables: { user: me.id } }), { status_code: 401 });
    expectEnvelope(await api.client.operation(ORDERS, { variables: { user: me.id }, token: other.token }), {
      status_code: 403,
    });
  });
});
