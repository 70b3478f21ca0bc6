/**
 * Shapes what the cart services answer (CartView, FinalPrice) into what the cart and checkout
 * pages show, in the page's language. No rule is decided here: which line counts, prices, fees
 * and discounts all come from packages/core (cart-lines.ts, final-price.service.ts).
 */
import type { CartView } from '@souq/core/cart/cart.service.ts';
import type { FinalPrice } from '@souq/core/checkout/final-price.service.ts';
import { languageOf, type LocaleCode } from '@souq/core/locale/locales.ts';
import { multiplyMinor } from '@souq/core/money/money.ts';
import { shopperLineMax } from '@souq/core/cart/shopper-cart.service.ts';
import { t, type MessageKey } from '../i18n/i18n.ts';
import { enabledCountries, localePath } from './locale-routing.ts';
import type { BillData, CartData, CartLineData } from '../components/cart/cart-types.ts';
import { uploadUrl } from '@souq/core/idesign/design-urls.ts';
import { featuresLabel } from './feature-label.ts';
import { inLanguage } from './catalog-view.ts';

export type { BillData, CartData, CartLineData };

/** The localized text of a DomainError's key, else its contract text. */
export function messageOf(locale: LocaleCode, error: { messageKey: string; message: string }): string {
  const text = t(locale, error.messageKey as MessageKey);
  return text === error.messageKey ? error.message : text;
}

export function toBillData(bill: FinalPrice): BillData {
  return {
    currency: bill.currency,
    quantity: bill.quantity,
    itemsBeforeOfferMinor: bill.itemsBeforeOfferMinor,
    offerDiscountMinor: bill.offerDiscountMinor,
    itemsMinor: bill.itemsMinor,
    couponCode: bill.coupon?.code ?? null,
    couponDiscountMinor: bill.couponDiscountMinor,
    freeDelivery: bill.freeDelivery,
    shippingMinor: bill.shippingMinor,
    codFeesMinor: bill.codFeesMinor,
    taxMinor: bill.taxMinor,
    totalMinor: bill.totalMinor,
    giftCardAmountMinor: bill.giftCardAmountMinor,
    amountDueMinor: bill.amountDueMinor,
    amountDueWithCodMinor: bill.amountDueWithCodMinor,
    codAvailable: bill.codAvailable,
  };
}

/** The cart page's data: every line (excluded ones flagged with their message) and the bill. */
export function toCartData(locale: LocaleCode, view: CartView, bill: FinalPrice): CartData {
  const language = languageOf(locale);
  const country = view.country;
  const lines = view.lines.map(({ line, problem }): CartLineData => {
    const price = line.prices[country];
    const product = line.product;
    return {
      lineId: line.lineId,
      imageId: line.imageId,
      giftCardId: line.giftCard?.id ?? null,
      giftCard: line.giftCard
        ? { theme: line.giftCard.theme, recipientName: line.giftCard.recipientName }
        : null,
      name: product
        ? inLanguage(language, product)
        : line.giftCard
          ? t(locale, 'cart.giftCardFor', { name: line.giftCard.recipientName })
          : t(locale, 'cart.giftCardLine'),
      featuresText: featuresLabel(line.features, language),
      featureIds: line.features.map((feature) => feature.id),
      href: product ? localePath(locale, `/products/${product.id}`) : null,
      imagePath: line.imagePath,
      design: line.design
        ? {
            id: line.design.id,
            thumbnailUrl: line.design.thumbnailPath ? uploadUrl(line.design.thumbnailPath) : null,
          }
        : null,
      quantity: line.quantity,
      currency: price?.currency ?? view.currency,
      unitMinor: price?.unitAfterOfferMinor ?? null,
      unitBeforeOfferMinor: price?.unitBeforeOfferMinor ?? null,
      totalMinor: price ? multiplyMinor(price.unitAfterOfferMinor, line.quantity) : null,
      maxQuantity: line.giftCard ? 1 : shopperLineMax(product),
      problem: problem ? messageOf(locale, problem.error()) : null,
      excluded: Boolean(problem?.blocking),
      cod: line.giftCard === null && product?.isAvailableForCod === true,
    };
  });
  return {
    id: view.id,
    country,
    currency: view.currency,
    lines,
    // Only countries the site serves (strategy A switches the Emirates off, docs/decisions/015).
    otherTotals: enabledCountries()
      .filter((other) => other !== country)
      .map((other) => view.totals[other])
      .filter((totals) => totals.quantity > 0)
      .map((totals) => ({
        country: totals.country,
        currency: totals.currency,
        quantity: totals.quantity,
        valueMinor: totals.afterOfferMinor,
      })),
    coupon: view.coupon
      ? {
          code: view.coupon.code,
          applies: bill.coupon?.id === view.coupon.id,
          firstOrderOnly: view.coupon.firstOrderOnly,
        }
      : null,
    giftCard: view.giftCard
      ? { code: view.giftCard.code, applies: bill.giftCard?.id === view.giftCard.id }
      : null,
    bill: toBillData(bill),
  };
}

/** Whether the cart holds anything that can be bought in its country (checkout needs it). */
export const hasBuyableLines = (view: CartView | null): boolean =>
  view !== null && view.lines.some(({ problem }) => !problem?.blocking);
