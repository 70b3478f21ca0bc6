/**
 * Issue 18 on the API: getPaymentMethods, placeOrder with an online method (the order waits in
 * 'pending' with where to pay: paymentUrl, paymentReference), its Idempotency-Key header, and
 * setFawryRef. The gateways are the sandbox's (the default of a process that configured none).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '@souq/core/db/schema/orders.schema.ts';
import { payments } from '@souq/core/db/schema/payments.schema.ts';
import { products } from '@souq/core/db/schema/catalog.schema.ts';
import { ENVELOPE_FIELDS, useCartContract } from '@souq/testing/cart-contract.fixture.ts';

const PLACE = `mutation PlaceOrder($cartId: ID, $addr: ID, $paymentMethod: String, $idempotencyKey: String, $currentCountry: String) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: $paymentMethod, idempotencyKey: $idempotencyKey, currentCountry: $currentCountry) {
    ${ENVELOPE_FIELDS}
    data { _id orderId status paymentMethod paymentStatus paymentUrl paymentReference totalPrice }
  }
}`;

const METHODS = `query Methods($currentCountry: String, $cartId: ID) {
  getPaymentMethods(currentCountry: $currentCountry, cartId: $cartId) {
    ${ENVELOPE_FIELDS}
    data { method eligible reason name hint kind }
  }
}`;

const SET_FAWRY_REF = `mutation SetFawryRef($fawryRefInput: FawryRefInput!) {
  setFawryRef(fawryRefInput: $fawryRefInput) {
    ${ENVELOPE_FIELDS}
    data { _id status paymentReference paymentUrl }
  }
}`;

interface PlacedData {
  _id: string;
  orderId: string;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  paymentUrl: string | null;
  paymentReference: string | null;
  totalPrice: number;
}

const api = useCartContract();
beforeAll(async () => {
  await api.database.db
    .update(products)
    .set({ availableEdition: 100 })
    .where(eq(products.id, api.fixture.nileId));
});

async function shopperWithCart(quantity = 1) {
  const me = await api.signIn();
  const cart = await api.add({ image: api.fixture.nileImageId, quantity }, me.token);
  return { me, cart };
}

const EN = { 'x-lang': 'en' };

describe('getPaymentMethods', () => {
  it('lists every method of the contract for the cart in Egypt, with why not and the names in the request language', async () => {
    const { me, cart } = await shopperWithCart(1);
    const answer = await api.client.operation<
      Array<{ method: string; eligible: boolean; reason: string | null; name: string; kind: string }>
    >(METHODS, { variables: { currentCountry: 'eg', cartId: cart._id }, token: me.token, headers: EN });
    expect(answer).toMatchObject({ status_code: 200 });
    const byMethod = new Map(answer.data!.map((option) => [option.method, option]));
    expect(byMethod.size).toBe(17);
    expect(byMethod.get('card')).toMatchObject({
      eligible: true,
      reason: null,
      name: 'Credit or debit card',
      kind: 'online',
    });
    expect(byMethod.get('fawry')).toMatchObject({ eligible: true, name: 'Fawry' });
    // 100 EGP: below valU's 500.
    expect(byMethod.get('valu')).toMatchObject({ eligible: false, reason: 'minAmount' });
    expect(byMethod.get('tabby')).toMatchObject({ eligible: false, reason: 'country' });
    expect(byMethod.get('mada')).toMatchObject({ eligible: false, reason: 'country' });
    expect(byMethod.get('wallet')).toMatchObject({ eligible: false, reason: 'balance', kind: 'balance' });
    const arabic = await api.client.operation<Array<{ method: string; name: string }>>(METHODS, {
      variables: { currentCountry: 'eg', cartId: cart._id },
      token: me.token,
      headers: { 'x-lang': 'ar' },
    });
    expect(arabic.data!.find((option) => option.method === 'card')!.name).not.toBe('Credit or debit card');
  });
});

describe('placeOrder with an online method', () => {
  it('card: the order waits for its payment and answers the sandbox page to pay on', async () => {
    const { me, cart } = await shopperWithCart(1);
    const answer = await api.client.operation<PlacedData>(PLACE, {
      variables: { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: 'card' },
      token: me.token,
      headers: EN,
    });
    expect(answer).toMatchObject({
      status_code: 200,
      data: { status: 'pending', paymentStatus: 'pending', paymentReference: null },
    });
    const [payment] = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, answer.data!._id));
    expect(payment).toMatchObject({ method: 'card', provider: 'sandbox', status: 'pending' });
    expect(answer.data!.paymentUrl).toMatch(new RegExp(`/en-eg/payment/sandbox/${payment!.id}$`));
  });

  it('fawry: answers the reference number and our page that shows it', async () => {
    const { me, cart } = await shopperWithCart(1);
    const answer = await api.client.operation<PlacedData>(PLACE, {
      variables: { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: 'fawry' },
      token: me.token,
      headers: EN,
    });
    expect(answer).toMatchObject({ status_code: 200, data: { status: 'pending' } });
    expect(answer.data!.paymentReference).toMatch(/^\d{10}$/);
    expect(answer.data!.paymentUrl).toMatch(/\/payment\/sandbox\//);
  });

  it('two calls with the same Idempotency-Key header and no argument make one order, with the same payment page', async () => {
    const { me, cart } = await shopperWithCart(1);
    const call = () =>
      api.client.operation<PlacedData>(PLACE, {
        variables: { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: 'card' },
        token: me.token,
        headers: { ...EN, 'idempotency-key': `online-${me.id}` },
      });
    const first = await call();
    const second = await call();
    expect(first).toMatchObject({ status_code: 200 });
    expect(second).toEqual(first);
    const placed = await api.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.customerId, me.id));
    expect(placed).toHaveLength(1);
    expect(
      await api.database.db.select().from(payments).where(eq(payments.orderId, placed[0]!.id)),
    ).toHaveLength(1);
  });

  it('tabby in Egypt is refused with the contract text, and nothing is placed', async () => {
    const { me, cart } = await shopperWithCart(1);
    const answer = await api.client.operation(PLACE, {
      variables: { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: 'tabby' },
      token: me.token,
    });
    expect(answer).toMatchObject({ error_code: 'PAYMENT_METHOD_NOT_IN_COUNTRY', data: null });
    const valu = await api.client.operation(PLACE, {
      variables: { cartId: cart._id, addr: me.addressIds.sa, paymentMethod: 'valu', currentCountry: 'sa' },
      token: me.token,
    });
    expect(valu).toMatchObject({ message: 'Valu is unavailable outside Egypt', data: null });
  });
});

describe('setFawryRef', () => {
  const fawryError = {
    error_code: 'FAWRY_ERROR',
    message: 'Error while creating Fawry reference',
    data: null,
  };

  it("stores the reference shown to the customer on their order's open Fawry payment (Arabic-Indic digits accepted)", async () => {
    const { me, cart } = await shopperWithCart(1);
    const placed = await api.client.operation<PlacedData>(PLACE, {
      variables: { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: 'fawry' },
      token: me.token,
    });
    const answer = await api.client.operation(SET_FAWRY_REF, {
      variables: { fawryRefInput: { order: placed.data!._id, fawryRef: '٩٨٧٦٥٤٣٢١٠' } },
      token: me.token,
    });
    expect(answer).toMatchObject({
      status_code: 200,
      data: { _id: placed.data!._id, status: 'pending', paymentReference: '9876543210' },
    });
    // A reference that is no number: the contract's Fawry error.
    expect(
      await api.client.operation(SET_FAWRY_REF, {
        variables: { fawryRefInput: { order: placed.data!._id, fawryRef: 'abc' } },
        token: me.token,
      }),
    ).toMatchObject(fawryError);
    // Someone else's order, or no order: 404 as a missing one; a guest: 401. Nothing changes.
    const other = await api.signIn();
    for (const [order, token] of [
      [placed.data!._id, other.token],
      ['not-an-id', me.token],
    ] as const) {
      expect(
        await api.client.operation(SET_FAWRY_REF, {
          variables: { fawryRefInput: { order, fawryRef: '1234' } },
          token,
        }),
      ).toMatchObject({ status_code: 404, data: null });
    }
    expect(
      await api.client.operation(SET_FAWRY_REF, {
        variables: { fawryRefInput: { order: placed.data!._id, fawryRef: '1' } },
      }),
    ).toMatchObject({ status_code: 401, data: null });
    const [payment] = await api.database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, placed.data!._id));
    expect(payment!.referenceNumber).toBe('9876543210');
  });

  it('refuses an order paid by card or cash on delivery', async () => {
    for (const method of ['card', 'cod']) {
      const { me, cart } = await shopperWithCart(1);
      const placed = await api.client.operation<PlacedData>(PLACE, {
        variables: { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: method },
        token: me.token,
      });
      expect(placed).toMatchObject({ status_code: 200 });
      expect(
        await api.client.operation(SET_FAWRY_REF, {
          variables: { fawryRefInput: { order: placed.data!._id, fawryRef: '1234567890' } },
          token: me.token,
        }),
      ).toMatchObject(fawryError);
    }
  });
});
