import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { referralCodeUsesOf } from '@souq/core/wallet/referral-uses.ts';
import { walletBalanceMinor } from '@souq/core/wallet/wallet.service.ts';
import { ENVELOPE_FIELDS, useCartContract } from '@souq/testing/cart-contract.fixture.ts';
import { ORDER_FIELDS, orderShape } from '@souq/testing/order-contract.ts';
import { creditWallet, ownersReferralCode } from '@souq/testing/wallet-referral.fixture.ts';

const PLACE = `mutation PlaceOrder($cartId: ID, $addr: ID, $paymentMethod: String, $couponCode: String, $referralCode: String, $useWallet: Boolean, $useReferralBalance: Boolean, $currentCountry: String, $idempotencyKey: String) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: $paymentMethod, couponCode: $couponCode, referralCode: $referralCode, useWallet: $useWallet, useReferralBalance: $useReferralBalance, currentCountry: $currentCountry, idempotencyKey: $idempotencyKey) {
    ${ENVELOPE_FIELDS}
    data { ${ORDER_FIELDS} isPaidAsRequest usedCoupon usedGiftCard usedReferralCode cart address }
  }
}`;

const placedOrderShape = {
  ...orderShape,
  isPaidAsRequest: 'boolean',
  usedCoupon: 'string?',
  cart: 'string?',
  address: 'string?',
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
    expectEnvelope(result, { status_code: 200, dataShape: placedOrderShape });
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

  it('pays with the wallet and a referral code: a prepaid order needs no payment method', async () => {
    const me = await api.signIn();
    await creditWallet(api, me.id, 50_000);
    const code = await ownersReferralCode(api, { discountValue: 10, type: 'percent', discountByValue: 500 });
    // The desert print has no cash on delivery: the wallet pays it all.
    const cart = await api.add({ image: api.fixture.desertPrimaryImageId }, me.token);
    const result = await api.client.operation<Record<string, unknown>>(PLACE, {
      variables: { cartId: cart._id, addr: me.addressIds.eg, useWallet: true, referralCode: code.code },
      token: me.token,
    });
    expectEnvelope(result, { status_code: 200, dataShape: placedOrderShape });
    expect(result.data).toMatchObject({
      paymentMethod: 'wallet',
      paymentStatus: 'paid',
      codFees: 0,
      codAmount: 0,
      usedReferralCode: code.id,
    });
    const paid = result.data!.totalPrice as number;
    expect(await walletBalanceMinor(api.database, me.id, 'EGP')).toBe(50_000 - Math.round(paid * 100));
    expect(await referralCodeUsesOf(api.database, code.ownerId)).toEqual({ paymentUses: 1, registerUses: 0 });
  });
});
