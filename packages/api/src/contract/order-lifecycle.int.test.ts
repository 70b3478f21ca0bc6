/**
 * changeOrderStatus, refundOrder and cancelOrder (docs/decisions/020) through the API: the envelope,
 * the Order shape with its status history, and the refusals (a customer changing a status,
 * cancelling someone else's order or an order out for delivery).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { expectEnvelope, signTestToken } from '@souq/testing';
import { ENVELOPE_FIELDS, useCartContract } from '@souq/testing/cart-contract.fixture.ts';
import { buildCustomer } from '@souq/testing/builders/index.ts';

const ORDER_FIELDS = `
  _id orderId status paymentStatus totalPrice codAmount codFees giftCardAmount walletAmount
  referralDiscount refundedAmount usedCoupon usedGiftCard usedReferralCode
  statusHistory { status fromStatus note createdAt }
`;

const orderShape = {
  _id: 'id',
  orderId: 'string',
  status: 'string',
  paymentStatus: 'string',
  totalPrice: 'number',
  codAmount: 'number',
  codFees: 'number',
  giftCardAmount: 'number',
  walletAmount: 'number',
  referralDiscount: 'number',
  refundedAmount: 'number',
  usedCoupon: 'string?',
  usedGiftCard: 'string?',
  usedReferralCode: 'string?',
  statusHistory: [{ status: 'string', fromStatus: 'string?', note: 'string?', createdAt: 'string' }],
} as const;

const PLACE = `mutation PlaceOrder($cartId: ID, $addr: ID) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: "cod") { ${ENVELOPE_FIELDS} data { _id } }
}`;
const CHANGE = `mutation Change($order: ID!, $status: String!, $note: String) {
  changeOrderStatus(order: $order, status: $status, note: $note) { ${ENVELOPE_FIELDS} data { ${ORDER_FIELDS} } }
}`;
const REFUND = `mutation Refund($order: ID!, $to: String!, $amount: Float) {
  refundOrder(order: $order, to: $to, amount: $amount) { ${ENVELOPE_FIELDS} data { ${ORDER_FIELDS} } }
}`;
const CANCEL = `mutation Cancel($order: ID!, $reason: String) {
  cancelOrder(order: $order, reason: $reason) { ${ENVELOPE_FIELDS} data { ${ORDER_FIELDS} } }
}`;

interface OrderData {
  _id: string;
  status: string;
  paymentStatus: string;
  totalPrice: number;
  refundedAmount: number;
  statusHistory: Array<{ status: string; fromStatus: string | null; note: string | null }>;
}

const api = useCartContract();

async function staffToken() {
  const admin = await buildCustomer(api.database.db, 'Admin');
  await api.database.db.update(users).set({ privilageType: 'admin' }).where(eq(users.id, admin.id));
  return signTestToken(api.runtime, { ...admin.actor, privilageType: 'admin' });
}

async function placed() {
  const me = await api.signIn();
  const cart = await api.add({ image: api.fixture.mugImageId, quantity: 1 }, me.token);
  const order = await api.client.operation<{ _id: string }>(PLACE, {
    variables: { cartId: cart._id, addr: me.addressIds.eg },
    token: me.token,
  });
  expect(order.status_code).toBe(200);
  return { me, orderId: order.data!._id };
}

describe('changeOrderStatus', () => {
  it('lets staff move an order on and shows its history', async () => {
    const staff = await staffToken();
    const { orderId } = await placed();
    const result = await api.client.operation<OrderData>(CHANGE, {
      variables: { order: orderId, status: 'in_production', note: 'Printing' },
      token: staff,
    });
    expectEnvelope(result, { status_code: 200, dataShape: orderShape });
    expect(result.data).toMatchObject({
      status: 'in_production',
      statusHistory: [
        { status: 'placed', fromStatus: null, note: null },
        { status: 'in_production', fromStatus: 'placed', note: 'Printing' },
      ],
    });
  });

  it('refuses a customer (403), a skipped step (409) and an unknown status (400)', async () => {
    const staff = await staffToken();
    const { me, orderId } = await placed();
    const mine = await api.client.operation(CHANGE, {
      variables: { order: orderId, status: 'delivered' },
      token: me.token,
    });
    expect(mine).toMatchObject({ status_code: 403, error_code: 'FORBIDDEN', data: null });
    const skip = await api.client.operation(CHANGE, {
      variables: { order: orderId, status: 'delivered' },
      token: staff,
    });
    expect(skip).toMatchObject({
      status_code: 409,
      error_code: 'ORDER_TRANSITION_NOT_ALLOWED',
      message_key: 'errors.order.transitionNotAllowed',
    });
    const unknown = await api.client.operation(CHANGE, {
      variables: { order: orderId, status: 'lost' },
      token: staff,
    });
    expect(unknown).toMatchObject({ status_code: 400, error_code: 'ORDER_STATUS_INVALID' });
    const guest = await api.client.operation(CHANGE, {
      variables: { order: orderId, status: 'in_production' },
    });
    expect(guest.status_code).toBe(401);
  });
});

describe('cancelOrder', () => {
  it('lets the customer cancel their placed order, not someone else or an order out for delivery', async () => {
    const staff = await staffToken();
    const { me, orderId } = await placed();
    const stranger = await api.signIn();
    const foreign = await api.client.operation(CANCEL, {
      variables: { order: orderId },
      token: stranger.token,
    });
    expect(foreign).toMatchObject({ status_code: 404, data: null });

    const cancelled = await api.client.operation<OrderData>(CANCEL, {
      variables: { order: orderId, reason: 'Ordered twice' },
      token: me.token,
    });
    expectEnvelope(cancelled, { status_code: 200, dataShape: orderShape });
    expect(cancelled.data).toMatchObject({ status: 'cancelled', paymentStatus: 'cancelled' });
    expect(cancelled.data!.statusHistory.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Ordered twice',
    });

    const second = await placed();
    for (const status of ['in_production', 'ready_for_shipping', 'out_for_delivery'])
      expect(
        (await api.client.operation(CHANGE, { variables: { order: second.orderId, status }, token: staff }))
          .status_code,
      ).toBe(200);
    const late = await api.client.operation(CANCEL, {
      variables: { order: second.orderId },
      token: second.me.token,
    });
    expect(late).toMatchObject({ status_code: 409, error_code: 'ORDER_NOT_CANCELLABLE' });
  });
});

describe('refundOrder', () => {
  it('refunds a delivered order to the wallet once; a customer cannot refund', async () => {
    const staff = await staffToken();
    const { me, orderId } = await placed();
    for (const status of ['in_production', 'ready_for_shipping', 'out_for_delivery', 'delivered'])
      await api.client.operation(CHANGE, { variables: { order: orderId, status }, token: staff });
    const customer = await api.client.operation(REFUND, {
      variables: { order: orderId, to: 'wallet' },
      token: me.token,
    });
    expect(customer.status_code).toBe(403);
    const refunded = await api.client.operation<OrderData>(REFUND, {
      variables: { order: orderId, to: 'wallet' },
      token: staff,
    });
    expectEnvelope(refunded, { status_code: 200, dataShape: orderShape });
    expect(refunded.data).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(refunded.data!.refundedAmount).toBe(refunded.data!.totalPrice);
    const again = await api.client.operation(REFUND, {
      variables: { order: orderId, to: 'wallet' },
      token: staff,
    });
    expect(again).toMatchObject({ status_code: 409, error_code: 'ORDER_ALREADY_REFUNDED' });
  });
});
