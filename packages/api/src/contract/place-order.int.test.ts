import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { ENVELOPE_FIELDS, useCartContract } from './cart-contract.setup.ts';

const PLACE = `mutation PlaceOrder($cartId: ID, $addr: ID, $paymentMethod: String, $couponCode: String, $currentCountry: String, $idempotencyKey: String) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: $paymentMethod, couponCode: $couponCode, currentCountry: $currentCountry, idempotencyKey: $idempotencyKey) {
    ${ENVELOPE_FIELDS}
    data {
      _id orderId orderedFrom orderCreateDate currency status paymentMethod paymentStatus isPaidAsRequest
      usedCoupon usedGiftCard usedReferralCode subtotal couponDiscount shippingFees codFees codAmount totalPrice
      customer { _id } cart address
      items { _id product image name arName imagePath quantity price total designer }
    }
  }
}`;

const orderShape = {
  _id: 'id',
  orderId: 'string',
  orderedFrom: 'string',
  orderCreateDate: 'string',
  currency: 'string',
  status: 'string',
  paymentMethod: 'string',
  paymentStatus: 'string',
  isPaidAsRequest: 'boolean',
  usedCoupon: 'string?',
  subtotal: 'number',
  couponDiscount: 'number',
  shippingFees: 'number',
  codFees: 'number',
  codAmount: 'number',
  totalPrice: 'number',
  customer: { _id: 'id' },
  cart: 'string?',
  address: 'string?',
  items: [
    {
      _id: 'id',
      product: 'string?',
      image: 'string?',
      name: 'string',
      arName: 'string',
      imagePath: 'string?',
      quantity: 'integer',
      price: 'number',
      total: 'number',
      designer: 'string?',
    },
  ],
} as const;

const api = useCartContract();

describe('placeOrder', () => {
  it('places a cash-on-delivery order once, however often it is submitted', async () => {
    const me = await api.signIn();
    const cart = await api.add({ image: api.fixture.nileImageId, quantity: 2 }, me.token);
    const variables = {
      cartId: cart._id,
      addr: me.addressIds.eg,
      paymentMethod: 'cod',
      idempotencyKey: 'abc',
    };
    const result = await api.client.operation<{ _id: string }>(PLACE, { variables, token: me.token });
    expectEnvelope(result, { status_code: 200, dataShape: orderShape });
    expect(result.data).toMatchObject({
      orderedFrom: 'eg',
      currency: 'EGP',
      paymentMethod: 'cod',
      subtotal: 200,
      shippingFees: 50,
      codFees: 15,
      totalPrice: 265,
      codAmount: 265,
      customer: { _id: me.id },
      items: [{ quantity: 2, price: 100, total: 200 }],
    });
    const again = await api.client.operation<{ _id: string }>(PLACE, { variables, token: me.token });
    expect(again.data!._id).toBe(result.data!._id);
  });

  it("answers 500 'This address is not found for this user!' for another user's address", async () => {
    const me = await api.signIn();
    const other = await api.signIn();
    const cart = await api.add({ image: api.fixture.nileImageId }, me.token);
    expectEnvelope(
      await api.client.operation(PLACE, {
        variables: { cartId: cart._id, addr: other.addressIds.eg, paymentMethod: 'cod' },
        token: me.token,
      }),
      {
        status_code: 500,
        message: 'This address is not found for this user!',
        message_key: 'errors.routing.addressNotFound',
      },
    );
  });

  it('refuses guests, a missing payment method and products without cash on delivery', async () => {
    const me = await api.signIn();
    const cart = await api.add({ image: api.fixture.desertPrimaryImageId }, me.token);
    expectEnvelope(
      await api.client.operation(PLACE, {
        variables: { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: 'cod' },
      }),
      { status_code: 401 },
    );
    expectEnvelope(
      await api.client.operation(PLACE, {
        variables: { cartId: cart._id, addr: me.addressIds.eg },
        token: me.token,
      }),
      { status_code: 400, message: 'Please select a payment method' },
    );
    expectEnvelope(
      await api.client.operation(PLACE, {
        variables: { cartId: cart._id, addr: me.addressIds.eg, paymentMethod: 'cod' },
        token: me.token,
      }),
      { status_code: 400, message: 'Some products are not available for cash on delivery' },
    );
  });
});
