/**
 * Shared set-up of the cart, coupon and checkout contract tests: a fresh database per test file
 * with the checkout catalog (packages/testing/src/cart-checkout.fixture.ts), a client and helpers
 * to sign in as a fresh customer.
 */
import { buildCustomer, type TestCustomer } from './builders/user.builder.ts';
import { seedCheckoutCatalog, type CheckoutFixture } from './cart-checkout.fixture.ts';
import { tokenFor, useContractApi, type ContractApi } from './contract-api.fixture.ts';
import { ENVELOPE_FIELDS, type Shape } from './graphql-contract.ts';

export { ENVELOPE_FIELDS } from './graphql-contract.ts';

export const COUPON_FIELDS = `
  _id code title description category subCategory user salesNumber availableSales startDate endDate
  status discount maximumDiscount freeDelivery firstOrderOnly suMinPurchase fixedAmountDiscount country currency
`;

export const couponShape: Shape = {
  _id: 'id',
  code: 'string',
  title: 'string',
  description: 'string?',
  category: 'string?',
  subCategory: 'string?',
  user: 'string?',
  salesNumber: 'integer',
  availableSales: 'integer?',
  startDate: 'string?',
  endDate: 'string?',
  status: 'boolean',
  discount: 'number',
  maximumDiscount: 'number?',
  freeDelivery: 'boolean',
  firstOrderOnly: 'boolean',
  suMinPurchase: 'number?',
  fixedAmountDiscount: 'number?',
  country: 'string?',
  currency: 'string?',
};

export const CART_FIELDS = `
  _id user country currency cartProductsCodStatus createdAt createdIn
  totalQtyEg totalQtySu totalQtyEm totalPriceEg totalPriceSu totalPriceEm
  allShippingFees cartTotalQtyBasedOnCountry cartTotalPriceBasedOnCountry requiredTimeForCountry messages
  coupon { ${COUPON_FIELDS} }
  giftCard { _id code currency price restAmount startAt expiredAt }
  storedProduct {
    _id quantity available message message_key totalDiscount
    image { _id path }
    features { _id property arProperty value arValue extraPrice }
    giftCard { _id price currency }
    product { _id sku slug name arName maxPerOrder availableEdition isAvailableForCod }
    priceOneEg priceOneSu priceOneEm priceOfQuantityEg priceOfQuantitySu priceOfQuantityEm
    modelPriceBasedOnCountry qtyPriceBasedOnCountry priceBeforeOfferBasedOnCountry
  }
`;

export const cartShape: Shape = {
  _id: 'id',
  user: 'string?',
  country: 'string',
  currency: 'string',
  cartProductsCodStatus: 'boolean',
  createdAt: 'string',
  createdIn: 'string?',
  totalQtyEg: 'integer',
  totalQtySu: 'integer',
  totalQtyEm: 'integer',
  totalPriceEg: 'number',
  totalPriceSu: 'number',
  totalPriceEm: 'number',
  allShippingFees: 'number',
  cartTotalQtyBasedOnCountry: 'integer',
  cartTotalPriceBasedOnCountry: 'number',
  requiredTimeForCountry: 'integer?',
  messages: ['string'],
  coupon: 'any',
  giftCard: 'any',
  storedProduct: [
    {
      _id: 'id',
      quantity: 'integer',
      available: 'boolean',
      message: 'string?',
      message_key: 'string?',
      totalDiscount: 'number',
      image: 'any',
      features: [
        {
          _id: 'id',
          property: 'string',
          arProperty: 'string',
          value: 'string',
          arValue: 'string',
          extraPrice: 'number',
        },
      ],
      giftCard: 'any',
      product: 'any',
      priceOneEg: 'number?',
      priceOneSu: 'number?',
      priceOneEm: 'number?',
      priceOfQuantityEg: 'number?',
      priceOfQuantitySu: 'number?',
      priceOfQuantityEm: 'number?',
      modelPriceBasedOnCountry: 'number?',
      qtyPriceBasedOnCountry: 'number?',
      priceBeforeOfferBasedOnCountry: 'number?',
    },
  ],
};

export type CartData = {
  _id: string;
  user: string | null;
  country: string;
  totalQtyEg: number;
  totalPriceEg: number;
  cartTotalPriceBasedOnCountry: number;
  cartTotalQtyBasedOnCountry: number;
  allShippingFees: number;
  messages: string[];
  coupon: { code: string } | null;
  storedProduct: Array<{
    _id: string;
    quantity: number;
    available: boolean;
    message: string | null;
    image: { _id: string } | null;
    features: Array<{ _id: string; value: string; arValue: string; extraPrice: number }>;
    modelPriceBasedOnCountry: number | null;
  }>;
};

export const ADD_TO_CART = `mutation AddToCart($cart: ID, $image: ID, $giftCard: ID, $quantity: Int, $currentCountry: String, $features: [ID!]) {
  addToCart(cart: $cart, image: $image, giftCard: $giftCard, quantity: $quantity, currentCountry: $currentCountry, features: $features) {
    ${ENVELOPE_FIELDS}
    data { ${CART_FIELDS} }
  }
}`;

export interface CartContract extends ContractApi<CheckoutFixture> {
  /** A new customer (with an address in each market) and their bearer token. */
  signIn(): Promise<TestCustomer & { token: string }>;
  /** addToCart through the API; fails the test unless it answers 200. */
  add(variables: Record<string, unknown>, token?: string): Promise<CartData>;
}

/** The checkout catalog behind the API, with helpers to sign in and fill a cart. */
export function useCartContract(): CartContract {
  const api = useContractApi({ seed: seedCheckoutCatalog }) as CartContract;
  api.signIn = async () => {
    const customer = await buildCustomer(api.database.db);
    return { ...customer, token: tokenFor(api.runtime, customer.actor) };
  };
  api.add = async (variables, token) => {
    const result = await api.client.operation<CartData>(ADD_TO_CART, {
      variables,
      ...(token ? { token } : {}),
    });
    if (result.status_code !== 200) throw new Error(`addToCart answered ${JSON.stringify(result)}`);
    return result.data!;
  };
  return api;
}
