import { domainError } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/catalog.service.ts';

/**
 * The expected failures of the cart and of ordering, with the contract texts of SPEC.md section 8
 * (English; the web app and the apps localize them by `messageKey`).
 */
const fail = domainError;

export const cartErrors = {
  cartNotFound: () => fail('CART_NOT_FOUND', 'errors.cart.notFound', 'Cart not found', 404),
  itemNotInCart: () =>
    fail('CART_ITEM_NOT_FOUND', 'errors.cart.itemNotFound', 'This product is not in your cart', 404),
  invalidQuantity: () =>
    fail(
      'INVALID_QUANTITY',
      'errors.cart.invalidQuantity',
      'The quantity must be a whole number of at least 1',
      400,
      // The least quantity as an argument, so the page writes it in its digits.
      { n: 1 },
    ),
  featureNotFound: () =>
    fail(
      'CART_FEATURE_NOT_FOUND',
      'errors.cart.featureNotFound',
      'This option is not available for this product',
      404,
    ),
  oneValuePerFeature: () =>
    fail('CART_FEATURE_TWICE', 'errors.cart.oneValuePerFeature', 'Choose one value for each option'),
  itemRequired: () =>
    fail('CART_ITEM_REQUIRED', 'errors.cart.itemRequired', 'Choose a product or a gift card to add'),
  giftCardNotFound: () => fail('GIFT_CARD_NOT_FOUND', 'errors.giftCard.notFound', 'Gift card not found', 404),
  empty: () => fail('CART_EMPTY', 'errors.cart.empty', 'Your cart is empty'),
  productNotFound: (details?: Record<string, unknown>) =>
    fail('PRODUCT_NOT_FOUND', 'errors.product.notFound', PRODUCT_NOT_FOUND_MESSAGE, 404, details),
  notInCountry: (details?: Record<string, unknown>) =>
    fail(
      'NOT_AVAILABLE_IN_COUNTRY',
      'errors.order.notAvailableInCountry',
      'You cannot order these products from this country',
      400,
      details,
    ),
  egyptOnly: (details?: Record<string, unknown>) =>
    fail(
      'EGYPT_ONLY',
      'errors.order.egyptOnly',
      'This product cannot be ordered outside of Egypt',
      400,
      details,
    ),
  maxPerOrder: (details?: Record<string, unknown>) =>
    fail(
      'MAX_PER_ORDER_EXCEEDED',
      'errors.order.maxPerOrder',
      'You cannot exceed the available amount per order',
      400,
      details,
    ),
  outOfStock: (details?: Record<string, unknown>) =>
    fail('OUT_OF_STOCK', 'errors.order.outOfStock', 'This product is out of stock', 400, details),
  codUnavailable: () =>
    fail(
      'COD_UNAVAILABLE',
      'errors.payment.codUnavailable',
      'Some products are not available for cash on delivery',
    ),
  paymentMethodRequired: () =>
    fail('PAYMENT_METHOD_REQUIRED', 'errors.payment.selectMethod', 'Please select a payment method'),
  paymentMethodUnavailable: () =>
    fail(
      'PAYMENT_METHOD_UNAVAILABLE',
      'errors.payment.methodUnavailable',
      'This payment method is not available for this order',
    ),
  /** SPEC.md section 5, routing checks: the addr value is not one of the user's saved addresses. */
  addressNotFound: () =>
    fail(
      'ADDRESS_NOT_FOUND',
      'errors.routing.addressNotFound',
      'This address is not found for this user!',
      500,
    ),
  addressCountryMismatch: () =>
    fail(
      'ADDRESS_COUNTRY_MISMATCH',
      'errors.order.addressCountryMismatch',
      'The delivery address must be in the country you order from',
    ),
  idempotencyKeyReused: () =>
    fail(
      'IDEMPOTENCY_KEY_REUSED',
      'errors.order.idempotencyKeyReused',
      'This order key was already used for another order',
      422,
    ),
};
