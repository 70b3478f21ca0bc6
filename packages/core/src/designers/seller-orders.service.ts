import type { ServiceContext } from '../context.ts';
import type { CountryCode, CurrencyCode } from '../locale/locales.ts';

export interface SellerOrderLine {
  orderId: string;
  orderNumber: string;
  orderedAt: Date;
  country: CountryCode;
  currency: CurrencyCode;
  /** The display status. */
  status: string;
  productId: string | null;
  productSlug: string | null;
  productName: string;
  productArName: string;
  imagePath: string | null;
  quantity: number;
  unitPriceMinor: number;
  /** revenue×qty (designer) or cost×qty (manufacturer). */
  earningMinor: number;
  features: { property: string; arProperty: string; value: string; arValue: string }[];
}

export async function getOrdersByDesignerId(
  ctx: ServiceContext,
  input: {
    designerId: string | null | undefined;
    country?: string | null;
    page?: number | null;
    limit?: number | null;
  },
): Promise<{ items: SellerOrderLine[]; total: number; page: number; pages: number }> {
  void ctx;
  void input;
  throw new Error('not implemented yet');
}
