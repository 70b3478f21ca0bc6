/**
 * getFinalPrice(currentCountry, cartId, couponCode) (SPEC.md section 7): the whole bill of a cart in
 * integer minor units of the country's currency, and the one place its arithmetic lives: the order
 * (place-order.service.ts) is recorded from the same computeFinalPrice.
 *
 *   items after offers (shownPrice per line, x quantity)
 * - coupon discount (coupon-rules.ts)
 * + delivery fee of the country from settings (waived by a free-delivery coupon)
 * = total; cash on delivery adds the COD fee of the country from settings (totalWithCod).
 * A referral code (not the buyer's own) takes its discount off the items after the coupon, before
 * the delivery fee: both combine (docs/decisions/019).
 * The tenders then pay the total in this order: the gift card, the wallet, the referral earnings,
 * each what it can; the rest is the amount due, to which cash on delivery adds its fee (nothing is
 * collected, and no fee charged, when the balances pay it all: a prepaid order).
 *
 * Prices include their tax: `tax` is the part of the items that is tax (product_prices.tax_minor
 * per unit), shown, never added again. Lines that cannot be bought in the country are left out and
 * named in `messages`.
 */
import type { ServiceContext } from '../context.ts';
import { withTransaction } from '../db/transaction.ts';
import {
  coupons,
  giftCards,
  referralCodes,
  type Coupon,
  type GiftCard,
  type ReferralCode,
} from '../db/schema/promotions.schema.ts';
import { eq } from 'drizzle-orm';
import { buildCartView, findCart, type CartView } from '../cart/cart.service.ts';
import type { CountryCode, CurrencyCode } from '../locale/locales.ts';
import { currencyOfCountry } from '../locale/locales.ts';
import { translate } from '../locale/messages.ts';
import { multiplyMinor, percentOf, sumMinor, toMajorUnits } from '../money/money.ts';
import { findReferralCodeForBuyer } from '../wallet/referral-uses.ts';
import { referralBalanceMinor, walletBalanceMinor } from '../wallet/wallet.service.ts';
import { toCouponContract, type CouponContract } from '../promotions/coupon.mapper.ts';
import type { CouponEvaluation } from '../promotions/coupon-rules.ts';
import { couponErrors } from '../promotions/coupon-errors.ts';
import { evaluateCouponOnCart, findCouponByCode } from '../promotions/coupon.service.ts';
import {
  assertGiftCardUsable,
  findGiftCardByCode,
  giftCardShare,
  toGiftCardBalanceContract,
  type GiftCardBalanceContract,
} from '../promotions/gift-card.service.ts';
import { isDomainError } from '../errors.ts';

export interface FinalPriceItem {
  lineId: string;
  productId: string | null;
  imageId: string | null;
  giftCardId: string | null;
  name: string;
  arName: string;
  quantity: number;
  unitBeforeOfferMinor: number;
  unitMinor: number;
  totalMinor: number;
  taxMinor: number;
}

export interface FinalPrice {
  cartId: string;
  country: CountryCode;
  currency: CurrencyCode;
  items: FinalPriceItem[];
  quantity: number;
  itemsBeforeOfferMinor: number;
  offerDiscountMinor: number;
  itemsMinor: number;
  coupon: Coupon | null;
  couponDiscountMinor: number;
  /** The referral code given at payment (never the buyer's own) and what it takes off the items. */
  referralCode: ReferralCode | null;
  referralDiscountMinor: number;
  freeDelivery: boolean;
  shippingBeforeCouponMinor: number;
  shippingMinor: number;
  codFeesMinor: number;
  taxMinor: number;
  totalMinor: number;
  totalWithCodMinor: number;
  giftCard: GiftCard | null;
  giftCardAmountMinor: number;
  /** What the buyer's wallet pays (when asked to), after the gift card. */
  walletAmountMinor: number;
  /** What the buyer's referral earnings pay (when asked to), after the wallet. */
  referralBalanceAmountMinor: number;
  amountDueMinor: number;
  /** What the courier collects when paid cash on delivery: the amount due plus the fee, or 0. */
  amountDueWithCodMinor: number;
  codAvailable: boolean;
  messages: string[];
}

/** What else pays or discounts a bill: a referral code and the buyer's balances offered to it. */
export interface BillTenders {
  referralCode?: ReferralCode | null;
  /** The wallet balance the buyer offers (0 when they do not use it), minor units of the bill. */
  walletAvailableMinor?: number;
  /** The referral earnings the buyer offers, likewise. */
  referralAvailableMinor?: number;
}

/** The buyer's discount of a referral code on the items left after the coupon. */
export function referralDiscountOf(code: ReferralCode, itemsAfterCouponMinor: number): number {
  const value = Math.max(0, code.discountValue);
  const discount = code.type === 'fixed' ? value : percentOf(itemsAfterCouponMinor, value);
  return Math.min(itemsAfterCouponMinor, discount);
}

/** The bill of a cart view with an (already checked) coupon. Pure: no database, no clock. */
export function computeFinalPrice(
  view: CartView,
  coupon: Coupon | null,
  evaluation: CouponEvaluation | null,
  giftCard: GiftCard | null = null,
  tenders: BillTenders = {},
): FinalPrice {
  const country = view.country;
  const items: FinalPriceItem[] = [];
  const messages = new Set<string>();
  for (const { line, problem } of view.lines) {
    if (problem) messages.add(problem.error().message);
    const price = line.prices[country];
    if (problem?.blocking || !price) continue;
    items.push({
      lineId: line.lineId,
      productId: line.product?.id ?? null,
      imageId: line.imageId,
      giftCardId: line.giftCard?.id ?? null,
      // A gift card's code is the recipient's secret: it never goes into names shown on orders.
      name: line.product?.name ?? translate('en', 'cart.giftCardLine'),
      arName: line.product?.arName ?? translate('ar', 'cart.giftCardLine'),
      quantity: line.quantity,
      unitBeforeOfferMinor: price.unitBeforeOfferMinor,
      unitMinor: price.unitAfterOfferMinor,
      totalMinor: multiplyMinor(price.unitAfterOfferMinor, line.quantity),
      taxMinor: multiplyMinor(price.taxMinor, line.quantity),
    });
  }
  const itemsBeforeOfferMinor = sumMinor(
    items.map((item) => multiplyMinor(item.unitBeforeOfferMinor, item.quantity)),
  );
  const itemsMinor = sumMinor(items.map((item) => item.totalMinor));
  const couponDiscountMinor = Math.min(itemsMinor, evaluation?.discountMinor ?? 0);
  const freeDelivery = evaluation?.freeDelivery ?? false;
  const shippingBeforeCouponMinor = items.length > 0 ? view.shippingFeeMinor : 0;
  const shippingMinor = freeDelivery ? 0 : shippingBeforeCouponMinor;
  const referralCode = items.length > 0 ? (tenders.referralCode ?? null) : null;
  const referralDiscountMinor = referralCode
    ? referralDiscountOf(referralCode, itemsMinor - couponDiscountMinor)
    : 0;
  const totalMinor = sumMinor([itemsMinor, -couponDiscountMinor, -referralDiscountMinor, shippingMinor]);
  const codFeesMinor = view.codFeeMinor;
  const giftCardAmountMinor = giftCard ? giftCardShare(giftCard, totalMinor) : 0;
  const afterGiftCard = totalMinor - giftCardAmountMinor;
  const walletAmountMinor = Math.max(0, Math.min(tenders.walletAvailableMinor ?? 0, afterGiftCard));
  const referralBalanceAmountMinor = Math.max(
    0,
    Math.min(tenders.referralAvailableMinor ?? 0, afterGiftCard - walletAmountMinor),
  );
  const amountDueMinor = afterGiftCard - walletAmountMinor - referralBalanceAmountMinor;
  return {
    cartId: view.id,
    country,
    currency: view.currency,
    items,
    quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    itemsBeforeOfferMinor,
    offerDiscountMinor: itemsBeforeOfferMinor - itemsMinor,
    itemsMinor,
    coupon: evaluation ? coupon : null,
    couponDiscountMinor,
    referralCode,
    referralDiscountMinor,
    freeDelivery,
    shippingBeforeCouponMinor,
    shippingMinor,
    codFeesMinor,
    taxMinor: sumMinor(items.map((item) => item.taxMinor)),
    totalMinor,
    totalWithCodMinor: sumMinor([totalMinor, codFeesMinor]),
    giftCard: giftCardAmountMinor > 0 ? giftCard : null,
    giftCardAmountMinor,
    walletAmountMinor,
    referralBalanceAmountMinor,
    amountDueMinor,
    amountDueWithCodMinor: amountDueMinor > 0 ? sumMinor([amountDueMinor, codFeesMinor]) : 0,
    codAvailable: view.codAvailable,
    messages: [...messages],
  };
}

export interface CartDiscounts {
  coupon: Coupon | null;
  evaluation: CouponEvaluation | null;
  giftCard: GiftCard | null;
  /** Why a coupon or gift card kept on the cart was left out (not strict only). */
  notes: string[];
}

/**
 * The coupon and gift card to apply. A code given is a coupon code, else a gift card code (its
 * failures are the answer); without one, the ones kept on the cart by checkCoupon. A kept one that
 * no longer applies is left out when `strict` is off (the bill says why) and refused when it is on:
 * an order never silently loses a discount. An order (strict) leaves the last coupon use and the
 * card's balance to its guarded UPDATEs, so a race is decided there.
 */
export async function discountsForCart(
  ctx: ServiceContext,
  view: CartView,
  code: string | null | undefined,
  { strict }: { strict: boolean },
): Promise<CartDiscounts> {
  const options = { checkUsesLeft: !strict };
  const result: CartDiscounts = { coupon: null, evaluation: null, giftCard: null, notes: [] };
  const given = (code ?? '').trim();
  const keep = async (run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      if (strict || !isDomainError(error)) throw error;
      result.notes.push(error.message);
    }
  };

  if (given !== '') {
    const coupon = await findCouponByCode(ctx, given);
    if (coupon) {
      result.coupon = coupon;
      result.evaluation = await evaluateCouponOnCart(ctx, coupon, view, options);
    } else {
      const card = await findGiftCardByCode(ctx, given);
      if (!card) throw couponErrors.notFound();
      assertGiftCardUsable(card, ctx.now, view.country, !strict);
      result.giftCard = card;
    }
  }
  if (!result.coupon && view.coupon) {
    const [current] = await ctx.db.select().from(coupons).where(eq(coupons.id, view.coupon.id)).limit(1);
    if (current)
      await keep(async () => {
        result.evaluation = await evaluateCouponOnCart(ctx, current, view, options);
        result.coupon = current;
      });
  }
  if (!result.giftCard && view.giftCard) {
    const [card] = await ctx.db.select().from(giftCards).where(eq(giftCards.id, view.giftCard.id)).limit(1);
    if (card)
      await keep(async () => {
        assertGiftCardUsable(card, ctx.now, view.country, !strict);
        result.giftCard = card;
      });
  }
  return result;
}

export interface GetFinalPriceInput {
  cartId?: string | null;
  couponCode?: string | null;
  /** A referral code typed at payment (else the one kept on the cart, if any). */
  referralCode?: string | null;
  /** Pay what the wallet can of the bill. */
  useWallet?: boolean | null;
  /** Pay what the referral earnings can of the bill. */
  useReferralBalance?: boolean | null;
}

/**
 * The referral code and the balances a buyer brings to a bill. A code typed is the answer (unknown
 * or the buyer's own: its error); a code kept on the cart that no longer applies is left out
 * unless `strict` (an order). Balances are read as they are now; an order re-reads them under the
 * user's row lock before it spends them. A guest has no balances.
 */
export async function tendersForCart(
  ctx: ServiceContext,
  cart: { referralCodeId: string | null },
  view: CartView,
  input: Pick<GetFinalPriceInput, 'referralCode' | 'useWallet' | 'useReferralBalance'>,
  { strict }: { strict: boolean },
): Promise<{ tenders: BillTenders; notes: string[] }> {
  const buyerId = ctx.user?.id.toLowerCase() ?? null;
  const notes: string[] = [];
  let referralCode: ReferralCode | null = null;
  const typed = (input.referralCode ?? '').trim();
  if (typed !== '') referralCode = await findReferralCodeForBuyer(ctx, typed, buyerId);
  else if (cart.referralCodeId) {
    const [kept] = await ctx.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.id, cart.referralCodeId))
      .limit(1);
    try {
      if (kept) referralCode = await findReferralCodeForBuyer(ctx, kept.code, buyerId);
    } catch (error) {
      if (strict || !isDomainError(error)) throw error;
      notes.push(error.message);
    }
  }
  const currency = currencyOfCountry(view.country);
  const walletAvailableMinor =
    input.useWallet && buyerId ? Math.max(0, await walletBalanceMinor(ctx, buyerId, currency)) : 0;
  const referralAvailableMinor =
    input.useReferralBalance && buyerId ? Math.max(0, await referralBalanceMinor(ctx, buyerId, currency)) : 0;
  return { tenders: { referralCode, walletAvailableMinor, referralAvailableMinor }, notes };
}

/** getFinalPrice: the bill of the cart in the context's country (the cart follows the country). */
export async function getFinalPrice(ctx: ServiceContext, input: GetFinalPriceInput): Promise<FinalPrice> {
  return withTransaction(ctx, async (tx) => {
    const cart = await findCart(tx, input.cartId);
    const view = await buildCartView(tx, cart);
    const { coupon, evaluation, giftCard, notes } = await discountsForCart(tx, view, input.couponCode, {
      strict: false,
    });
    const tendered = await tendersForCart(tx, cart, view, input, { strict: false });
    const bill = computeFinalPrice(view, coupon, evaluation, giftCard, tendered.tenders);
    const allNotes = [...notes, ...tendered.notes];
    return allNotes.length > 0 ? { ...bill, messages: [...bill.messages, ...allNotes] } : bill;
  });
}

export interface FinalPriceContract {
  cartId: string;
  country: CountryCode;
  currency: CurrencyCode;
  items: Array<{
    _id: string;
    product: string | null;
    image: string | null;
    giftCard: string | null;
    name: string;
    arName: string;
    quantity: number;
    priceBeforeOffer: number;
    price: number;
    total: number;
    tax: number;
  }>;
  quantity: number;
  itemsPriceBeforeOffer: number;
  offerDiscount: number;
  itemsPrice: number;
  coupon: CouponContract | null;
  couponDiscount: number;
  referralCode: string | null;
  referralDiscount: number;
  freeDelivery: boolean;
  shippingFeesBeforeCoupon: number;
  shippingFees: number;
  codFees: number;
  tax: number;
  totalPrice: number;
  totalPriceWithCod: number;
  giftCard: GiftCardBalanceContract | null;
  giftCardAmount: number;
  walletAmount: number;
  referralBalanceAmount: number;
  amountDue: number;
  amountDueWithCod: number;
  cartProductsCodStatus: boolean;
  messages: string[];
}

/** The bill under contract names, money in major units of its currency (docs/decisions/006). */
export function toFinalPriceContract(bill: FinalPrice): FinalPriceContract {
  const major = (amount: number) => toMajorUnits(amount, bill.currency);
  return {
    cartId: bill.cartId,
    country: bill.country,
    currency: bill.currency,
    items: bill.items.map((item) => ({
      _id: item.lineId,
      product: item.productId,
      image: item.imageId,
      giftCard: item.giftCardId,
      name: item.name,
      arName: item.arName,
      quantity: item.quantity,
      priceBeforeOffer: major(item.unitBeforeOfferMinor),
      price: major(item.unitMinor),
      total: major(item.totalMinor),
      tax: major(item.taxMinor),
    })),
    quantity: bill.quantity,
    itemsPriceBeforeOffer: major(bill.itemsBeforeOfferMinor),
    offerDiscount: major(bill.offerDiscountMinor),
    itemsPrice: major(bill.itemsMinor),
    coupon: bill.coupon ? toCouponContract(bill.coupon) : null,
    couponDiscount: major(bill.couponDiscountMinor),
    referralCode: bill.referralCode?.code ?? null,
    referralDiscount: major(bill.referralDiscountMinor),
    freeDelivery: bill.freeDelivery,
    shippingFeesBeforeCoupon: major(bill.shippingBeforeCouponMinor),
    shippingFees: major(bill.shippingMinor),
    codFees: major(bill.codFeesMinor),
    tax: major(bill.taxMinor),
    totalPrice: major(bill.totalMinor),
    totalPriceWithCod: major(bill.totalWithCodMinor),
    giftCard: bill.giftCard ? toGiftCardBalanceContract(bill.giftCard) : null,
    giftCardAmount: major(bill.giftCardAmountMinor),
    walletAmount: major(bill.walletAmountMinor),
    referralBalanceAmount: major(bill.referralBalanceAmountMinor),
    amountDue: major(bill.amountDueMinor),
    amountDueWithCod: major(bill.amountDueWithCodMinor),
    cartProductsCodStatus: bill.codAvailable,
    messages: bill.messages,
  };
}
