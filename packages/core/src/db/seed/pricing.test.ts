import { describe, expect, it } from 'vitest';
import { breakdown, extraIn, gulfPrice } from './pricing.ts';

describe('demo pricing', () => {
  it('converts EGP to Gulf shelf prices with shop-style endings', () => {
    expect(gulfPrice(150, 'sa')).toBe(12);
    expect(gulfPrice(650, 'sa')).toBe(49);
    expect(gulfPrice(1200, 'ae')).toBe(89);
  });

  it('splits a price into parts that add up exactly', () => {
    for (const market of ['eg', 'sa', 'ae'] as const) {
      const parts = breakdown(market, 349);
      expect(parts.amountMinor).toBe(34_900);
      expect(
        parts.taxMinor + parts.manufacturingCostMinor + parts.revenueMinor + parts.siteRevenueMinor,
      ).toBe(34_900);
      expect(parts.basePriceMinor).toBe(34_900 - parts.taxMinor);
    }
  });

  it('never rounds a surcharge to zero', () => {
    expect(extraIn('sa', 5)).toBe(1);
    expect(extraIn('eg', 40)).toBe(40);
  });
});
