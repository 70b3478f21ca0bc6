/**
 * An order under the names of the contract (SPEC.md section 3, Order). Amounts are the snapshots
 * taken when it was placed, in major units of the order's currency (docs/decisions/006).
 */
import type { Order, OrderLine } from '../db/schema/orders.schema.ts';
import type { CurrencyCode } from '../locale/locales.ts';
import { toMajorUnits } from '../money/money.ts';

export interface OrderContract {
  _id: string;
  orderId: string;
  trnxId: string | null;
  trnxStatus: string | null;
  orderedFrom: string;
  orderCreateDate: string;
  currency: CurrencyCode;
  status: string;
  paymentMethod: string;
  paymentStatus: string;
  isPaidAsRequest: boolean;
  usedCoupon: string | null;
  usedGiftCard: string | null;
  usedReferralCode: string | null;
  subtotal: number;
  couponDiscount: number;
  shippingFees: number;
  codFees: number;
  codAmount: number;
  totalPrice: number;
  customer: { _id: string };
  cart: string | null;
  address: string | null;
  items: Array<{
    _id: string;
    product: string | null;
    image: string | null;
    giftCard: string | null;
    name: string;
    arName: string;
    imagePath: string | null;
    quantity: number;
    price: number;
    total: number;
    designer: string | null;
  }>;
}

export function toOrderContract(order: Order, lines: readonly OrderLine[]): OrderContract {
  const major = (amount: number) => toMajorUnits(amount, order.currency);
  return {
    _id: order.id,
    orderId: order.orderNumber,
    trnxId: order.trnxId,
    trnxStatus: order.trnxStatus,
    orderedFrom: order.orderedFrom,
    orderCreateDate: order.createdAt.toISOString(),
    currency: order.currency,
    status: order.status,
    paymentMethod: order.paymentMethod,
    paymentStatus: order.paymentStatus,
    isPaidAsRequest: order.isPaidAsRequest,
    usedCoupon: order.couponId,
    usedGiftCard: order.giftCardId,
    usedReferralCode: order.referralCodeId,
    subtotal: major(order.subtotalMinor),
    couponDiscount: major(order.couponDiscountMinor),
    shippingFees: major(order.shippingMinor),
    codFees: major(order.codFeesMinor),
    codAmount: major(order.codAmountMinor),
    totalPrice: major(order.totalMinor),
    customer: { _id: order.customerId },
    cart: order.cartId,
    address: order.addressId,
    items: lines.map((line) => ({
      _id: line.id,
      product: line.productId,
      image: line.productImageId,
      giftCard: line.giftCardId,
      name: line.productName,
      arName: line.productArName,
      imagePath: line.imagePath,
      quantity: line.quantity,
      price: toMajorUnits(line.unitPriceMinor, line.currency),
      total: toMajorUnits(line.unitPriceMinor * line.quantity, line.currency),
      designer: line.designerId,
    })),
  };
}
