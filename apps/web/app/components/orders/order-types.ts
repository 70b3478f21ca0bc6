/** An order as the thank-you and orders pages receive it (lib/order-view.server.ts). */
import type { CurrencyCode } from '@souq/core/locale/locales.ts';

/** The statuses shown ('confirmed', the old name of 'placed', is shown as 'placed'). */
export type OrderStatus =
  | 'pending'
  | 'placed'
  | 'in_production'
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
  /** wallet and giftCard: paid in full by the shopper's balances at checkout. */
  paymentMethod: 'cod' | 'wallet' | 'giftCard' | 'other';
  currency: CurrencyCode;
  quantity: number;
  subtotalMinor: number;
  couponDiscountMinor: number;
  shippingMinor: number;
  codFeesMinor: number;
  giftCardAmountMinor: number;
  referralDiscountMinor: number;
  /** What the wallet and the referral earnings paid. */
  walletAmountMinor: number;
  refundedMinor: number;
  totalMinor: number;
  /** What the courier collects (cash on delivery). */
  codAmountMinor: number;
  address: string | null;
  /** Oldest first. */
  history: Array<{ id: string; status: OrderStatus; note: string | null; at: string }>;
  /** The customer may still cancel it (the order page shows the form). */
  cancellable: boolean;
  lines: Array<{
    id: string;
    name: string;
    /** The features chosen when ordered, "Size: XL · Colour: Navy"; null when none. */
    featuresText: string | null;
    href: string | null;
    imagePath: string | null;
    quantity: number;
    unitMinor: number;
    totalMinor: number;
    /** The shopper's design on the line (iDesign), its preview. */
    design: { id: string; thumbnailUrl: string | null } | null;
  }>;
}
