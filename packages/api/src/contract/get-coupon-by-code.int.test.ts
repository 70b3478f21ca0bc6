import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import { COUPON_FIELDS, couponShape, useCartContract } from '@souq/testing/cart-contract.fixture.ts';
import { buildCoupon } from '@souq/testing/builders/index.ts';

const GET = envelopeDocument('query', 'getCouponByCode', '$code: String', COUPON_FIELDS);

const api = useCartContract();

describe('getCouponByCode', () => {
  it('finds a coupon in any letter case, money in major units', async () => {
    await buildCoupon(
      api.database.db,
      {
        code: 'EGYPT50',
        fixedAmountDiscountMinor: 5_000,
        minPurchaseMinor: 50_000,
        country: 'eg',
        currency: 'EGP',
        firstOrderOnly: true,
      },
      { now: api.now },
    );
    const result = await api.client.operation(GET, { variables: { code: 'egypt50' } });
    expectEnvelope(result, { status_code: 200, dataShape: couponShape });
    expect(result.data).toMatchObject({
      code: 'EGYPT50',
      fixedAmountDiscount: 50,
      suMinPurchase: 500,
      currency: 'EGP',
      // A condition of the coupon's data (issue 23), for the apps to show.
      firstOrderOnly: true,
    });
  });

  it("answers 404 'Coupon not found'", async () => {
    for (const code of ['NOPE', '', null]) {
      expectEnvelope(await api.client.operation(GET, { variables: { code } }), {
        status_code: 404,
        message: 'Coupon not found',
        message_key: 'errors.coupon.notFound',
      });
    }
  });
});
