/**
 * The cart under the names of the GraphQL contract (SPEC.md section 3, Cart). Money leaves the
 * domain here as numbers in major units (docs/decisions/006): per-country fields (priceOneEg,
 * totalPriceSu, ...) are in that country's currency, the `...BasedOnCountry` ones in the cart's.
 */
import {
  COUNTRIES,
  currencyOfCountry,
  priceKeyOf,
  type CountryCode,
  type CurrencyCode,
  type PriceKey,
} from '../locale/locales.ts';
import { multiplyMinor, toMajorUnits } from '../money/money.ts';
import { toCouponContract, type CouponContract } from '../promotions/coupon.mapper.ts';
import { toGiftCardBalanceContract, type GiftCardBalanceContract } from '../promotions/gift-card.service.ts';
import type { CartView } from './cart.service.ts';
import { uploadUrl } from '../idesign/design-urls.ts';

type PerCountry<Prefix extends string, Value> = {
  [K in PriceKey as `${Prefix}${Capitalize<K>}`]: Value;
};

const suffix = (country: CountryCode) => {
  const key = priceKeyOf(country);
  return (key.charAt(0).toUpperCase() + key.slice(1)) as Capitalize<PriceKey>;
};

function perCountry<Prefix extends string, Value>(
  prefix: Prefix,
  valueOf: (country: CountryCode) => Value,
): PerCountry<Prefix, Value> {
  const out: Record<string, Value> = {};
  for (const country of COUNTRIES) out[`${prefix}${suffix(country)}`] = valueOf(country);
  return out as PerCountry<Prefix, Value>;
}

const major = (amountMinor: number, currency: CurrencyCode) => toMajorUnits(amountMinor, currency);

export type CartItemContract = {
  _id: string;
  image: { _id: string; path: string | null } | null;
  giftCard: { _id: string; price: number; currency: CurrencyCode } | null;
  product: {
    _id: string;
    sku: string;
    slug: string;
    name: string;
    arName: string;
    maxPerOrder: number | null;
    availableEdition: number | null;
    isAvailableForCod: boolean;
  } | null;
  /** The chosen features; `extraPrice` is what each adds in the cart's country (major units). */
  features: Array<{
    _id: string;
    property: string;
    arProperty: string;
    value: string;
    arValue: string;
    extraPrice: number;
  }>;
  /** The shopper's design (iDesign): the line's own; its preview is a public URL. */
  design: { id: string; thumbnailUrl: string | null } | null;
  quantity: number;
  /** Unit price after offer in the cart's country; null when the line cannot be bought there. */
  modelPriceBasedOnCountry: number | null;
  qtyPriceBasedOnCountry: number | null;
  priceBeforeOfferBasedOnCountry: number | null;
  totalDiscount: number;
  /** False when the line cannot be bought in the cart's country (it is left out of the total). */
  available: boolean;
  /** Why the line cannot be bought as it is (SPEC.md section 8), else null. */
  message: string | null;
  message_key: string | null;
} & PerCountry<'priceOne', number | null> &
  PerCountry<'priceOfQuantity', number | null>;

export type CartContract = {
  _id: string;
  user: string | null;
  country: CountryCode;
  currency: CurrencyCode;
  storedProduct: CartItemContract[];
  cartProductsCodStatus: boolean;
  createdAt: string;
  createdIn: string | null;
  allShippingFees: number;
  cartTotalQtyBasedOnCountry: number;
  cartTotalPriceBasedOnCountry: number;
  requiredTimeForCountry: number | null;
  coupon: CouponContract | null;
  /** The gift card chosen to pay with, and its balance. */
  giftCard: GiftCardBalanceContract | null;
  /** The distinct messages of the lines that cannot be bought as they are. */
  messages: string[];
} & PerCountry<'totalQty', number> &
  PerCountry<'totalPrice', number>;

export function toCartContract(view: CartView): CartContract {
  const country = view.country;
  const here = view.totals[country];
  const storedProduct = view.lines.map(({ line, problem }): CartItemContract => {
    const local = line.prices[country];
    const error = problem?.error();
    const available = !problem?.blocking && local !== undefined;
    return {
      _id: line.lineId,
      image: line.imageId ? { _id: line.imageId, path: line.imagePath } : null,
      features: line.features.map((feature) => ({
        _id: feature.id,
        property: feature.property,
        arProperty: feature.arProperty,
        value: feature.value,
        arValue: feature.arValue,
        extraPrice: major(feature.extraMinor[country] ?? 0, view.currency),
      })),
      giftCard: line.giftCard
        ? {
            _id: line.giftCard.id,
            price: major(line.giftCard.priceMinor, line.giftCard.currency),
            currency: line.giftCard.currency,
          }
        : null,
      product: line.product
        ? {
            _id: line.product.id,
            sku: line.product.sku,
            slug: line.product.slug,
            name: line.product.name,
            arName: line.product.arName,
            maxPerOrder: line.product.maxPerOrder,
            availableEdition: line.product.availableEdition,
            isAvailableForCod: line.product.isAvailableForCod,
          }
        : null,
      design: line.design
        ? {
            id: line.design.id,
            thumbnailUrl: line.design.thumbnailPath ? uploadUrl(line.design.thumbnailPath) : null,
          }
        : null,
      quantity: line.quantity,
      ...perCountry('priceOne', (c) => {
        const price = line.prices[c];
        return price ? major(price.unitAfterOfferMinor, price.currency) : null;
      }),
      ...perCountry('priceOfQuantity', (c) => {
        const price = line.prices[c];
        return price ? major(multiplyMinor(price.unitAfterOfferMinor, line.quantity), price.currency) : null;
      }),
      modelPriceBasedOnCountry: available ? major(local.unitAfterOfferMinor, local.currency) : null,
      qtyPriceBasedOnCountry: available
        ? major(multiplyMinor(local.unitAfterOfferMinor, line.quantity), local.currency)
        : null,
      priceBeforeOfferBasedOnCountry: available ? major(local.unitBeforeOfferMinor, local.currency) : null,
      totalDiscount: line.product?.discountPercent ?? 0,
      available,
      message: error?.message ?? null,
      message_key: error?.messageKey ?? null,
    };
  });
  return {
    _id: view.id,
    user: view.userId,
    country,
    currency: view.currency,
    storedProduct,
    cartProductsCodStatus: view.codAvailable,
    ...perCountry('totalQty', (c) => view.totals[c].quantity),
    ...perCountry('totalPrice', (c) => major(view.totals[c].afterOfferMinor, currencyOfCountry(c))),
    createdAt: view.createdAt.toISOString(),
    createdIn: view.createdIn,
    allShippingFees: major(view.shippingFeeMinor, view.currency),
    cartTotalQtyBasedOnCountry: here.quantity,
    cartTotalPriceBasedOnCountry: major(here.afterOfferMinor, view.currency),
    requiredTimeForCountry: view.requiredTimeDays,
    coupon: view.coupon ? toCouponContract(view.coupon) : null,
    giftCard: view.giftCard ? toGiftCardBalanceContract(view.giftCard) : null,
    messages: [...new Set(storedProduct.flatMap((item) => (item.message ? [item.message] : [])))],
  };
}
