import { describe, expect, it } from 'vitest';
import type { CartView } from '@souq/core/cart/cart.service.ts';
import { countryTotals, checkLines, type CartLineItem } from '@souq/core/cart/cart-lines.ts';
import { computeFinalPrice } from '@souq/core/checkout/final-price.service.ts';
import { COUNTRIES, type CountryCode } from '@souq/core/locale/locales.ts';
import { hasBuyableLines, toCartData } from './cart-view.server.ts';

const product = (id: string, name: string, arName: string) => ({
  id,
  sku: id,
  slug: id,
  name,
  arName,
  published: true,
  maxPerOrder: 3,
  availableEdition: null,
  isAvailableForCod: true,
  isIdesign: false,
  categoryId: 'c',
  subcategoryId: null,
  designerId: 'd',
  manufacturerId: null,
  discountPercent: 0,
});

const price = (country: CountryCode, unit: number) => ({
  country,
  currency: country === 'eg' ? ('EGP' as const) : ('SAR' as const),
  unitBeforeOfferMinor: unit,
  unitAfterOfferMinor: unit,
  taxMinor: 0,
  revenueMinor: 0,
  siteRevenueMinor: 0,
  manufacturingCostMinor: 0,
  requiredTimeDays: 3,
});

const lines: CartLineItem[] = [
  {
    lineId: 'l1',
    design: null,
    quantity: 2,
    createdAt: new Date(0),
    imageId: 'i1',
    imagePath: 'products/nile.webp',
    features: [],
    product: product('p1', 'Nile print', 'لوحة النيل'),
    giftCard: null,
    prices: { eg: price('eg', 10_000), sa: price('sa', 2_000) },
  },
  {
    lineId: 'l2',
    design: null,
    quantity: 1,
    createdAt: new Date(0),
    imageId: 'i2',
    imagePath: null,
    features: [],
    product: product('p2', 'Mug', 'كوب'),
    giftCard: null,
    prices: { eg: price('eg', 8_000) },
  },
];

function viewIn(country: CountryCode): CartView {
  return {
    id: 'cart',
    userId: null,
    country,
    currency: country === 'eg' ? 'EGP' : 'SAR',
    createdAt: new Date(0),
    createdIn: 'web',
    coupon: null,
    giftCard: null,
    lines: checkLines(lines, country),
    totals: Object.fromEntries(COUNTRIES.map((c) => [c, countryTotals(lines, c)])) as CartView['totals'],
    shippingFeeMinor: 2_500,
    codFeeMinor: 1_000,
    requiredTimeDays: 3,
    codAvailable: true,
  };
}

describe('toCartData', () => {
  it('flags a line not sold in the country with its localized message and leaves it out of the bill', () => {
    const view = viewIn('sa');
    const cart = toCartData('ar-sa', view, computeFinalPrice(view, null, null));
    expect(cart.lines.map((line) => [line.name, line.excluded, line.totalMinor])).toEqual([
      ['لوحة النيل', false, 4_000],
      ['كوب', true, null],
    ]);
    expect(cart.lines[1]!.problem).toBe('لا يمكنك طلب هذه المنتجات من هذه الدولة');
    expect(cart.lines[0]).toMatchObject({ href: '/ar-sa/products/p1', maxQuantity: 3, cod: true });
    expect(cart.bill).toMatchObject({
      currency: 'SAR',
      itemsMinor: 4_000,
      shippingMinor: 2_500,
      totalMinor: 6_500,
    });
    expect(cart.otherTotals).toEqual([{ country: 'eg', currency: 'EGP', quantity: 3, valueMinor: 28_000 }]);
    expect(hasBuyableLines(view)).toBe(true);
  });

  it('counts nothing to buy when every line is excluded', () => {
    const view = { ...viewIn('sa'), lines: checkLines([lines[1]!], 'sa') };
    expect(hasBuyableLines(view)).toBe(false);
    expect(hasBuyableLines(null)).toBe(false);
  });
});
