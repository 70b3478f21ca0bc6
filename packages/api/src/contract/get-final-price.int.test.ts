import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { ensureReferralCode } from '@souq/core/wallet/referral-uses.ts';
import { ENVELOPE_FIELDS, useCartContract } from '@souq/testing/cart-contract.fixture.ts';
import { buildCoupon } from '@souq/testing/builders/index.ts';
import { creditWallet, ownersReferralCode } from '@souq/testing/wallet-referral.fixture.ts';

const FINAL = `query GetFinalPrice($currentCountry: String, $cartId: ID, $couponCode: String, $referralCode: String, $useWallet: Boolean, $useReferralBalance: Boolean) {
  getFinalPrice(currentCountry: $currentCountry, cartId: $cartId, couponCode: $couponCode, referralCode: $referralCode, useWallet: $useWallet, useReferralBalance: $useReferralBalance) {
    ${ENVELOPE_FIELDS}
    data {
      cartId country currency quantity itemsPriceBeforeOffer offerDiscount itemsPrice couponDiscount
      freeDelivery shippingFeesBeforeCoupon shippingFees codFees tax totalPrice totalPriceWithCod
      giftCardAmount referralCode referralDiscount walletAmount referralBalanceAmount
      amountDue amountDueWithCod giftCard { code restAmount }
      cartProductsCodStatus messages coupon { code }
      items { _id product image giftCard name arName quantity priceBeforeOffer price total tax }
    }
  }
}`;

const finalShape = {
  cartId: 'id',
  country: 'string',
  currency: 'string',
  quantity: 'integer',
  itemsPriceBeforeOffer: 'number',
  offerDiscount: 'number',
  itemsPrice: 'number',
  couponDiscount: 'number',
  freeDelivery: 'boolean',
  shippingFeesBeforeCoupon: 'number',
  shippingFees: 'number',
  codFees: 'number',
  tax: 'number',
  totalPrice: 'number',
  totalPriceWithCod: 'number',
  giftCardAmount: 'number',
  referralCode: 'string?',
  referralDiscount: 'number',
  walletAmount: 'number',
  referralBalanceAmount: 'number',
  amountDue: 'number',
  amountDueWithCod: 'number',
  giftCard: 'any',
  cartProductsCodStatus: 'boolean',
  messages: ['string'],
  coupon: 'any',
  items: [
    {
      _id: 'id',
      product: 'string?',
      image: 'string?',
      giftCard: 'string?',
      name: 'string',
      arName: 'string',
      quantity: 'integer',
      priceBeforeOffer: 'number',
      price: 'number',
      total: 'number',
      tax: 'number',
    },
  ],
} as const;

const api = useCartContract();
const final = (variables: Record<string, unknown>, token?: string) =>
  api.client.operation<Record<string, unknown>>(FINAL, { variables, ...(token ? { token } : {}) });

describe('getFinalPrice', () => {
  it('gives the bill: offers, coupon, delivery and cash-on-delivery fees', async () => {
    await buildCoupon(api.database.db, { code: 'FREESHIP', freeDelivery: true }, { now: api.now });
    const cart = await api.add({ image: api.fixture.oddImageId, quantity: 2 });
    await api.add({ cart: cart._id, image: api.fixture.frameImageId });
    const result = await final({ cartId: cart._id, currentCountry: 'eg' });
    expectEnvelope(result, { status_code: 200, dataShape: finalShape });
    // odd 99.99 -> 66.99 (x2), frame 240 -> 180.
    expect(result.data).toMatchObject({
      currency: 'EGP',
      itemsPriceBeforeOffer: 439.98,
      offerDiscount: 126,
      itemsPrice: 313.98,
      shippingFees: 50,
      codFees: 15,
      totalPrice: 363.98,
      totalPriceWithCod: 378.98,
      giftCardAmount: 0,
      amountDue: 363.98,
      amountDueWithCod: 378.98,
    });
    const free = await final({ cartId: cart._id, couponCode: 'FREESHIP' });
    expect(free.data).toMatchObject({
      shippingFees: 0,
      freeDelivery: true,
      totalPrice: 313.98,
      coupon: { code: 'FREESHIP' },
    });
  });

  it('prices in the country asked for and names what cannot be bought there', async () => {
    const cart = await api.add({ image: api.fixture.nileImageId });
    await api.add({ cart: cart._id, image: api.fixture.mugImageId });
    const result = await final({ cartId: cart._id, currentCountry: 'sa' });
    expectEnvelope(result, { status_code: 200, dataShape: finalShape });
    expect(result.data).toMatchObject({
      currency: 'SAR',
      itemsPrice: 20,
      shippingFees: 25,
      codFees: 10,
      totalPrice: 45,
      messages: ['You cannot order these products from this country'],
    });
  });

  it('shows a referral code discount and what the wallet pays (docs/decisions/019)', async () => {
    const me = await api.signIn();
    await creditWallet(api, me.id, 2_000);
    const code = await ownersReferralCode(api, { discountValue: 10, type: 'percent' });
    const cart = await api.add({ image: api.fixture.nileImageId }, me.token);
    // nile 100 - 10% = 90, + 50 delivery = 140; the wallet pays 20, 120 is left (+15 COD fee).
    const result = await final({ cartId: cart._id, referralCode: code.code, useWallet: true }, me.token);
    expectEnvelope(result, { status_code: 200, dataShape: finalShape });
    expect(result.data).toMatchObject({
      referralCode: code.code,
      referralDiscount: 10,
      totalPrice: 140,
      walletAmount: 20,
      referralBalanceAmount: 0,
      amountDue: 120,
      amountDueWithCod: 135,
    });
    expectEnvelope(await final({ cartId: cart._id, referralCode: 'NOPE-CODE' }, me.token), {
      status_code: 404,
      message: 'This referral code is not found',
    });
    const mine = await ensureReferralCode(api.database, me.id);
    expectEnvelope(await final({ cartId: cart._id, referralCode: mine.code }, me.token), {
      status_code: 400,
      message: 'You cannot use your own referral code',
    });
  });

  it('answers errors as envelopes', async () => {
    const cart = await api.add({ image: api.fixture.nileImageId });
    expectEnvelope(await final({ cartId: cart._id, couponCode: 'NOPE' }), {
      status_code: 404,
      message: 'Coupon not found',
    });
    expectEnvelope(await final({ cartId: 'nope' }), { status_code: 404, message: 'Cart not found' });
    expectEnvelope(await final({ cartId: cart._id, currentCountry: 'fr' }), { status_code: 400 });
  });
});
