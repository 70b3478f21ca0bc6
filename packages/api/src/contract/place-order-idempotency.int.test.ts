/**
 * Issue 14, case 4: one Idempotency-Key (placeOrder's `idempotencyKey`) sent 20 times, one after
 * the other and all at once, places one order and answers the same every time; the same key with
 * another request is refused with 422.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@souq/core/db/schema/orders.schema.ts';
import { products } from '@souq/core/db/schema/catalog.schema.ts';
import { ENVELOPE_FIELDS, useCartContract } from '@souq/testing/cart-contract.fixture.ts';

const PLACE = `mutation PlaceOrder($cartId: ID, $addr: ID, $paymentMethod: String, $useWallet: Boolean, $referralCode: String, $idempotencyKey: String) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: $paymentMethod, useWallet: $useWallet, referralCode: $referralCode, idempotencyKey: $idempotencyKey) {
    ${ENVELOPE_FIELDS}
    data { _id orderId orderCreateDate status paymentMethod totalPrice codAmount items { _id quantity price total } }
  }
}`;
const TIMES = 20;

const api = useCartContract();
beforeAll(async () => {
  await api.database.db
    .update(products)
    .set({ availableEdition: 100 })
    .where(eq(products.id, api.fixture.nileId));
});

async function shopperWithCart(quantity: number) {
  const me = await api.signIn();
  const cart = await api.add({ image: api.fixture.nileImageId, quantity }, me.token);
  return { me, cart };
}

/** A cash-on-delivery order of the cart to the shopper's Egyptian address under one key. */
const codOrder = (me: { addressIds: { eg: string } }, cartId: string, idempotencyKey: string) => ({
  cartId,
  addr: me.addressIds.eg,
  paymentMethod: 'cod',
  idempotencyKey,
});

const stockOfNile = async () =>
  (
    await api.database.db
      .select({ available: products.availableEdition })
      .from(products)
      .where(eq(products.id, api.fixture.nileId))
  )[0]!.available!;

const ordersOf = (customerId: string) =>
  api.database.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, customerId)));

describe('placeOrder with one Idempotency-Key', () => {
  it(`sent ${TIMES} times one after the other: one order, the same answer every time`, async () => {
    const { me, cart } = await shopperWithCart(1);
    const stock = await stockOfNile();
    const variables = codOrder(me, cart._id, 'seq-1');
    const answers = [];
    for (let i = 0; i < TIMES; i += 1) {
      answers.push(await api.client.operation(PLACE, { variables, token: me.token }));
    }
    expect(answers[0]).toMatchObject({ status_code: 200 });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await ordersOf(me.id)).toHaveLength(1);
    expect(await stockOfNile()).toBe(stock - 1);
  });

  it(`sent ${TIMES} times at once: one order, the same answer every time`, async () => {
    const { me, cart } = await shopperWithCart(1);
    const stock = await stockOfNile();
    const variables = codOrder(me, cart._id, 'par-1');
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () => api.client.operation(PLACE, { variables, token: me.token })),
    );
    expect(answers[0]).toMatchObject({ status_code: 200 });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await ordersOf(me.id)).toHaveLength(1);
    expect(await stockOfNile()).toBe(stock - 1);
  });

  it('with another request (another way to pay, a referral code, another address) answers 422 and places nothing; the first request still answers its order', async () => {
    const { me, cart } = await shopperWithCart(1);
    const variables = codOrder(me, cart._id, 'other-1');
    const first = await api.client.operation(PLACE, { variables, token: me.token });
    expect(first).toMatchObject({ status_code: 200 });
    const stock = await stockOfNile();

    const refused = {
      status_code: 422,
      message: 'This order key was already used for another order',
      message_key: 'errors.order.idempotencyKeyReused',
      error_code: 'IDEMPOTENCY_KEY_REUSED',
      data: null,
    };
    for (const another of [
      { paymentMethod: null, useWallet: true },
      { referralCode: 'SOMEONE-ELSE' },
      { addr: me.addressIds.sa },
    ]) {
      expect(
        await api.client.operation(PLACE, { variables: { ...variables, ...another }, token: me.token }),
        JSON.stringify(another),
      ).toMatchObject(refused);
    }
    expect(await api.client.operation(PLACE, { variables, token: me.token })).toEqual(first);
    expect(await ordersOf(me.id)).toHaveLength(1);
    expect(await stockOfNile()).toBe(stock);
  });

  it('the Idempotency-Key request header works as the argument: 20 requests at once, one order', async () => {
    const { me, cart } = await shopperWithCart(1);
    const stock = await stockOfNile();
    const variables = { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: 'cod' };
    const answers = await Promise.all(
      Array.from({ length: TIMES }, () =>
        api.client.operation(PLACE, {
          variables,
          token: me.token,
          headers: { 'idempotency-key': 'header-1' },
        }),
      ),
    );
    expect(answers[0]).toMatchObject({ status_code: 200 });
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(await ordersOf(me.id)).toHaveLength(1);
    expect(await stockOfNile()).toBe(stock - 1);
    const another = await api.client.operation(PLACE, {
      variables: { ...variables, paymentMethod: null, useWallet: true },
      token: me.token,
      headers: { 'idempotency-key': 'header-1' },
    });
    expect(another).toMatchObject({ status_code: 422, error_code: 'IDEMPOTENCY_KEY_REUSED' });
  });
});
