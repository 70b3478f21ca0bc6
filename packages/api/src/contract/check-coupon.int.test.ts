import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  CART_FIELDS,
  COUPON_FIELDS,
  ENVELOPE_FIELDS,
  couponShape,
  useCartContract,
} from '@souq/testing/cart-contract.fixture.ts';
import { buildCoupon, buildGiftCard } from '@souq/testing/builders/index.ts';

const CHECK = `query CheckCoupon($couponCode: String, $cartId: ID) {
  checkCoupon(couponCode: $couponCode, cartId: $cartId) {
    ${ENVELOPE_FIELDS}
    data { type discount freeDelivery currency coupon { ${COUPON_FIELDS} } giftCard { _id code currency price restAmount startAt expiredAt } cart { ${CART_FIELDS} } }
  }
}`;

const api = useCartContract();
const check = (couponCode: string, cartId: string) =>
  api.client.operation<{ discount: number; cart: { coupon: { code: string } | null } }>(CHECK, {
    variables: { couponCode, cartId },
  });

describe('checkCoupon', () => {
  it('prices the coupon on the cart and keeps it there', async () => {
    await buildCoupon(api.database.db, { code: 'TEN', discountPercent: 10 }, { now: api.now });
    const cart = await api.add({ image: api.fixture.oddImageId, quantity: 3 });
    const result = await check('ten', cart._id);
    expectEnvelope(result, {
      status_code: 200,
      dataShape: {
        discount: 'number',
        freeDelivery: 'boolean',
        currency: 'string',
        coupon: couponShape,
        cart: 'any',
      },
    });
    // 10 % of 3 x 66.99 = 20.097, rounded once to 20.10.
    expect(result.data).toMatchObject({ discount: 20.1, cart: { coupon: { code: 'TEN' } } });
  });

  it('answers a gift card for a gift card code and keeps it on the cart', async () => {
    await buildGiftCard(
      api.database.db,
      { code: 'GIFT-100', priceMinor: 10_000, currency: 'EGP' },
      { now: api.now },
    );
    const cart = await api.add({ image: api.fixture.canvasImageId });
    const result = await check('gift-100', cart._id);
    expectEnvelope(result, { status_code: 200 });
    expect(result.data).toMatchObject({
      type: 'giftCard',
      coupon: null,
      giftCard: { code: 'GIFT-100', currency: 'EGP', restAmount: 100 },
      discount: 100,
      cart: { giftCard: { code: 'GIFT-100' } },
    });
  });

  it('answers the coupon errors of SPEC.md section 8', async () => {
    const day = 86_400_000;
    await buildCoupon(
      api.database.db,
      {
        code: 'ENDED',
        discountPercent: 10,
        endDate: new Date(api.now.getTime() - day),
      },
      { now: api.now },
    );
    await buildCoupon(
      api.database.db,
      {
        code: 'LATER',
        discountPercent: 10,
        startDate: new Date(api.now.getTime() + day),
      },
      { now: api.now },
    );
    const cart = await api.add({ image: api.fixture.nileImageId });
    expectEnvelope(await check('NOPE', cart._id), { status_code: 404, message: 'Coupon not found' });
    expectEnvelope(await check('ENDED', cart._id), {
      status_code: 400,
      message: 'This coupon is out of date',
      message_key: 'errors.coupon.expired',
    });
    expectEnvelope(await check('LATER', cart._id), {
      status_code: 400,
      message: 'This coupon is not available now',
      message_key: 'errors.coupon.notAvailable',
    });
    expectEnvelope(await check('TEN', '00000000-0000-4000-8000-000000000000'), {
      status_code: 404,
      message: 'Cart not found',
    });
  });
});
