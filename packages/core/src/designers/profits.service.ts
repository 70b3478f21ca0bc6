import type { ServiceContext } from '../context.ts';
import type { CountryCode, CurrencyCode } from '../locale/locales.ts';

export interface CountrySales {
  country: CountryCode;
  currency: CurrencyCode;
  salesCount: number;
  /** 0..100 of the seller's pieces. */
  salesPercent: number;
  /** What buyers paid, in the country's currency. */
  salesValueMinor: number;
  /** The seller's earning, in the country's currency. */
  earnedMinor: number;
  earnedEgpMinor: number;
}
export interface ProductSales {
  productId: string;
  slug: string | null;
  name: string;
  arName: string;
  image: string | null;
  salesCount: number;
  earnedEgpMinor: number;
  byCountry: Record<CountryCode, number>;
}
export interface ProfitPoint {
  /** 'YYYY-MM' */
  month: string;
  salesCount: number;
  orders: number;
  earnedEgpMinor: number;
}
export interface PayoutView {
  id: string;
  amountMinor: number;
  currency: 'EGP';
  status: 'requested' | 'paid' | 'rejected';
  requestedAt: Date;
  paidAt: Date | null;
  rejectedAt: Date | null;
  note: string | null;
  reference: string | null;
  beneficiary?: { id: string; name: string };
}
export interface SellerProfit {
  profitFor: 'designer' | 'manufacturer';
  currency: 'EGP';
  totalMinor: number;
  paidMinor: number;
  requestedMinor: number;
  /** total - paid - requested */
  remainMinor: number;
  salesCount: number;
  bestSeller: ProductSales | null;
  byCountry: CountrySales[];
  byProduct: ProductSales[];
  /** Last 12 months incl. the current one, oldest first, zero-filled. */
  monthly: ProfitPoint[];
  /** Newest first. */
  payouts: PayoutView[];
}
export interface SalesPeriod {
  salesCount: number;
  orders: number;
  earnedEgpMinor: number;
  byCountry: CountrySales[];
}
export interface SellerDashboard {
  role: 'designer' | 'manufacturer';
  thisMonth: SalesPeriod;
  allTime: SalesPeriod;
  monthly: ProfitPoint[];
  /** Top 5. */
  bestSellers: ProductSales[];
  remainMinor: number;
}

export async function getProfitByDesigner(
  ctx: ServiceContext,
  designerId: string | null | undefined,
): Promise<SellerProfit> {
  void ctx;
  void designerId;
  throw new Error('not implemented yet');
}

export async function getProfitByManufacturer(
  ctx: ServiceContext,
  manufacturerId: string | null | undefined,
): Promise<SellerProfit> {
  void ctx;
  void manufacturerId;
  throw new Error('not implemented yet');
}

export async function getSellerDashboard(ctx: ServiceContext): Promise<SellerDashboard> {
  void ctx;
  throw new Error('not implemented yet');
}
