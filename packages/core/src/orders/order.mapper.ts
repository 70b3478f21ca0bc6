/**
 * An order under the names of the contract (SPEC.md section 3, Order). Amounts are the snapshots
 * taken when it was placed, in major units of the order's currency (docs/decisions/006).
 */
import type { Order, OrderLine, OrderStatusEvent } from '../db/schema/orders.schema.ts';
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
  giftCardAmount: number;
  walletAmount: number;
  referralDiscount: number;
  refundedAmount: number;
  totalPrice: number;
  /** Oldest first; 'confirmed' (the old name) reads as 'placed'. */
  statusHistory: Array<{ status: string; fromStatus: string | null; note: string | null; createdAt: string }>;
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

const shownStatus = (status: string): string => (status === 'confirmed' ? 'placed' : status);

export function toOrderContract(
  order: Order,
  lines: readonly OrderLine[],
  history: readonly OrderStatusEvent[] = [],
): OrderContract {
  const major = (amount: number) => toMajorUnits(amount, order.currency);
  return {
    _id: order.id,
    orderId: order.orderNumber,
    trnxId: order.trnxId,
    trnxStatus: order.trnxStatus,
    orderedFrom: order.orderedFrom,
    orderCreateDate: order.createdAt.toISOString(),
    currency: order.currency,
    status: shownStatus(order.status),
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
    giftCardAmount: major(order.giftCardAmountMinor),
    walletAmount: major(order.walletAmountMinor),
    referralDiscount: major(order.referralDiscountMinor),
    refundedAmount: major(order.refundedMinor),
    totalPrice: major(order.totalMinor),
    statusHistory: history.map((event) => ({
      status: shownStatus(event.toStatus),
      fromStatus: event.fromStatus === null ? null : shownStatus(event.fromStatus),
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
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
