/** What the cart and checkout pages receive from their loaders (lib/cart-view.server.ts). */
import type { CountryCode, CurrencyCode } from '@souq/core/locale/locales.ts';
import type { GiftCardTheme } from '@souq/core/promotions/gift-card-purchase.service.ts';

export interface CartLineData {
  lineId: string;
  /** What the forms send back: the variant (image) or the gift card of the line. */
  imageId: string | null;
  giftCardId: string | null;
  /** A gift card being bought: its theme and recipient (never its code, the recipient's secret). */
  giftCard?: { theme: GiftCardTheme; recipientName: string } | null;
  name: string;
  /** The chosen features, "Size: XL · Color: Navy", in the page's language; null when none. */
  featuresText: string | null;
  /** Sent back by the line's forms so + adds to this line and not to another choice. */
  featureIds: string[];
  href: string | null;
  imagePath: string | null;
  /** The shopper's design on the line (iDesign): sent back by the line's forms; its preview URL. */
  design?: { id: string; thumbnailUrl: string | null } | null;
  quantity: number;
  currency: CurrencyCode;
  unitMinor: number | null;
  unitBeforeOfferMinor: number | null;
  totalMinor: number | null;
  /** The most the + button may reach (per-order limit and stock). */
  maxQuantity: number;
  /** Why it cannot be bought as it is here, localized; `excluded`: left out of the total. */
  problem: string | null;
  excluded: boolean;
  cod: boolean;
}

export interface BillData {
  currency: CurrencyCode;
  quantity: number;
  itemsBeforeOfferMinor: number;
  offerDiscountMinor: number;
  itemsMinor: number;
  couponCode: string | null;
  couponDiscountMinor: number;
  freeDelivery: boolean;
  shippingMinor: number;
  codFeesMinor: number;
  taxMinor: number;
  totalMinor: number;
  giftCardAmountMinor: number;
  amountDueMinor: number;
  amountDueWithCodMinor: number;
  codAvailable: boolean;
}

export interface CartData {
  id: string;
  country: CountryCode;
  currency: CurrencyCode;
  lines: CartLineData[];
  /** Quantity and value of the cart in the other countries (SPEC.md section 3, per-country totals). */
  otherTotals: Array<{ country: CountryCode; currency: CurrencyCode; quantity: number; valueMinor: number }>;
  /** The coupon or gift card kept on the cart, whether it still applies, and its conditions. */
  coupon: { code: string; applies: boolean; firstOrderOnly: boolean } | null;
  giftCard: { code: string; applies: boolean } | null;
  bill: BillData;
}
