import { domainError } from '../errors.ts';

/**
 * The expected failures of paying (SPEC.md section 8, Payment: "Valu unavailable outside Egypt",
 * "Fawry error"), English contract texts; the web app and the apps localize them by `messageKey`.
 */
const fail = domainError;

export const paymentErrors = {
  valuOutsideEgypt: () =>
    fail('VALU_UNAVAILABLE', 'errors.payment.valuOutsideEgypt', 'Valu is unavailable outside Egypt'),
  notInCountry: () =>
    fail(
      'PAYMENT_METHOD_NOT_IN_COUNTRY',
      'errors.payment.notInCountry',
      'This payment method is not available in this country',
    ),
  switchedOff: () =>
    fail(
      'PAYMENT_METHOD_SWITCHED_OFF',
      'errors.payment.switchedOff',
      'This payment method is not available at the moment',
    ),
  amountTooLow: (details: { minimum: number; currency: string }) =>
    fail(
      'PAYMENT_AMOUNT_TOO_LOW',
      'errors.payment.amountTooLow',
      'The order total is below the minimum of this payment method',
      400,
      details,
    ),
  amountTooHigh: (details: { maximum: number; currency: string }) =>
    fail(
      'PAYMENT_AMOUNT_TOO_HIGH',
      'errors.payment.amountTooHigh',
      'The order total is above the maximum of this payment method',
      400,
      details,
    ),
  fawryError: () => fail('FAWRY_ERROR', 'errors.payment.fawryError', 'Error while creating Fawry reference'),
  paymentNotFound: () =>
    fail('PAYMENT_NOT_FOUND', 'errors.payment.paymentNotFound', 'Payment not found', 404),
  notPayable: () =>
    fail('ORDER_NOT_PAYABLE', 'errors.payment.notPayable', 'This order is not waiting for a payment', 409),
  badSignature: () =>
    fail(
      'PAYMENT_SIGNATURE_INVALID',
      'errors.payment.badSignature',
      'The payment notification does not verify',
      400,
    ),
};
