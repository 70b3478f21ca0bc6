/** An order as the thank-you and orders pages receive it (lib/order-view.server.ts). */
import type { CurrencyCode } from '@souq/core/locale/locales.ts';

export type OrderStatus =
  | 'pending'
  | 'confirmed'
  | 'ready_for_shipping'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  | 'refunded';

export interface OrderData {
  id: string;
  number: string;
  href: string;
  createdAt: string;
  status: OrderStatus;
  paymentMethod: 'cod' | 'other';
  currency: CurrencyCode;
  quantity: number;
  subtotalMinor: number;
  couponDiscountMinor: number;
  shippingMinor: number;
  codFeesMinor: number;
  giftCardAmountMinor: number;
  totalMinor: number;
  /** What the courier collects (cash on delivery). */
  codAmountMinor: number;
  address: string | null;
  lines: Array<{
    id: string;
    name: string;
    href: string | null;
    imagePath: string | null;
    quantity: number;
    unitMinor: number;
    totalMinor: number;
  }>;
}
