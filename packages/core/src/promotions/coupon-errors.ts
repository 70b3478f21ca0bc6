import { domainError } from '../errors.ts';

/** The coupon failures of SPEC.md section 8 (not found, not available now, used earlier, out of date, cart update). */
const fail = domainError;

export const couponErrors = {
  notFound: () => fail('COUPON_NOT_FOUND', 'errors.coupon.notFound', 'Coupon not found', 404),
  notAvailableNow: () =>
    fail('COUPON_NOT_AVAILABLE', 'errors.coupon.notAvailable', 'This coupon is not available now'),
  usedEarlier: () =>
    fail('COUPON_USED_EARLIER', 'errors.coupon.usedEarlier', 'You have used this coupon earlier'),
  outOfDate: () => fail('COUPON_EXPIRED', 'errors.coupon.expired', 'This coupon is out of date'),
  belowMinimum: () =>
    fail(
      'COUPON_MIN_PURCHASE',
      'errors.coupon.minimumPurchase',
      'Your cart does not reach the minimum purchase of this coupon',
    ),
  firstOrderOnly: () =>
    fail(
      'COUPON_FIRST_ORDER_ONLY',
      'errors.coupon.firstOrderOnly',
      'This coupon is for a first order only: your account already has an order',
    ),
  notApplicable: () =>
    fail(
      'COUPON_NOT_APPLICABLE',
      'errors.coupon.notApplicable',
      'This coupon does not apply to the products in your cart',
    ),
  cartUpdateFailed: () =>
    fail('COUPON_CART_UPDATE_FAILED', 'errors.coupon.cartUpdate', 'Error while updating cart coupon', 500),
};
