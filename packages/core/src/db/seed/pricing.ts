/**
 * Demo price arithmetic: EGP prices are set by hand-like rounding, SAR and AED follow the settings'
 * exchange rates and are rounded to the "29, 34, 89" endings Gulf shops use.
 */
export type Market = 'eg' | 'sa' | 'ae';

export const MARKETS: readonly Market[] = ['eg', 'sa', 'ae'];
export const CURRENCY_OF = { eg: 'EGP', sa: 'SAR', ae: 'AED' } as const;
export const DEMO_RATES = { sarToEgp: 13.2, aedToEgp: 13.5 } as const;
/** Value-added tax included in shelf prices. */
const VAT_PERCENT: Record<Market, number> = { eg: 14, sa: 15, ae: 5 };

/** A Gulf shelf price in major units from an EGP amount. */
export function gulfPrice(egp: number, market: Exclude<Market, 'eg'>): number {
  const raw = egp / (market === 'sa' ? DEMO_RATES.sarToEgp : DEMO_RATES.aedToEgp);
  if (raw < 20) return Math.max(5, Math.ceil(raw));
  return Math.round(raw / 5) * 5 - 1;
}

/** A small surcharge (feature or variant) converted to the market, never rounded to zero. */
export function extraIn(market: Market, egp: number): number {
  if (market === 'eg') return egp;
  const rate = market === 'sa' ? DEMO_RATES.sarToEgp : DEMO_RATES.aedToEgp;
  return Math.max(1, Math.round(egp / rate));
}

export interface PriceBreakdown {
  amountMinor: number;
  basePriceMinor: number;
  taxMinor: number;
  revenueMinor: number;
  siteRevenueMinor: number;
  manufacturingCostMinor: number;
}

/**
 * Splits a shelf price: tax is the VAT inside it, base price is the price net of tax, and the net
 * is shared between the manufacturer (35% of the shelf price), the designer (20%) and the site
 * (the rest), so the parts always add up to the price exactly.
 */
export function breakdown(market: Market, major: number): PriceBreakdown {
  const amountMinor = major * 100;
  const vat = VAT_PERCENT[market];
  const taxMinor = Math.round((amountMinor * vat) / (100 + vat));
  const manufacturingCostMinor = Math.round(amountMinor * 0.35);
  const revenueMinor = Math.round(amountMinor * 0.2);
  return {
    amountMinor,
    basePriceMinor: amountMinor - taxMinor,
    taxMinor,
    revenueMinor,
    siteRevenueMinor: amountMinor - taxMinor - manufacturingCostMinor - revenueMinor,
    manufacturingCostMinor,
  };
}
