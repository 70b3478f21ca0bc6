import type { ServiceContext } from '../context.ts';
import type { CountryCode, CurrencyCode } from '../locale/locales.ts';

export interface SellerProduct {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  status: string;
  productStatus: boolean;
  availableEdition: number | null;
  initAvailableEdition: number | null;
  sales: Record<CountryCode, number>;
  prices: Partial<Record<CountryCode, { priceMinor: number; currency: CurrencyCode; earningMinor: number }>>;
  newMessage: number;
  ticketId: string | null;
}

export async function listSellerProducts(
  ctx: ServiceContext,
  userId?: string | null,
): Promise<SellerProduct[]> {
  void ctx;
  void userId;
  throw new Error('not implemented yet');
}

export async function updateAvailableSales(
  ctx: ServiceContext,
  input: {
    product: string | null | undefined;
    quantity: number | string | null | undefined;
    increase?: boolean | null;
    country?: string | null;
  },
): Promise<SellerProduct> {
  void ctx;
  void input;
  throw new Error('not implemented yet');
}
