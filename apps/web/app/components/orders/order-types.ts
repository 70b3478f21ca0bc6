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

/** A design line's design as the order pages show it (packages/core/src/idesign/design-print.service.ts). */
export interface OrderLineDesignView {
  id: string;
  thumbnailUrl: string | null;
  /** `label`: the stage's name in the page's language. */
  printFiles: Array<{ stageId: string; label: string; format: 'png' | 'svg'; url: string }>;
}

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
  /** The addressee and the street parts, each shown isolated (they may mix Arabic and Latin). */
  address: string[] | null;
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
    /** The shopper's design (iDesign): its preview; print files are for staff and the manufacturer. */
    design?: OrderLineDesignView | null;
    quantity: number;
    unitMinor: number;
    totalMinor: number;
  }>;
}
