/**
 * The Order as the API lists and places it (SPEC.md section 7): the summary and its lines, shared by
 * the getOrdersByUserId and placeOrder contract tests so both select and check it in one way.
 */

/** The selection of an order's summary, its customer and its lines. */
export const ORDER_FIELDS = `
  _id orderId orderedFrom orderCreateDate currency status paymentMethod paymentStatus
  subtotal couponDiscount shippingFees codFees codAmount totalPrice customer { _id }
  items { _id product image name arName imagePath quantity price total designer }
`;

/** The shape of ORDER_FIELDS. */
export const orderShape = {
  _id: 'id',
  orderId: 'string',
  orderedFrom: 'string',
  orderCreateDate: 'string',
  currency: 'string',
  status: 'string',
  paymentMethod: 'string',
  paymentStatus: 'string',
  subtotal: 'number',
  couponDiscount: 'number',
  shippingFees: 'number',
  codFees: 'number',
  codAmount: 'number',
  totalPrice: 'number',
  customer: { _id: 'id' },
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
