/**
 * Coupons (SPEC.md sections 3, 7 and 8): getCouponByCode(code) and checkCoupon(couponCode, cartId),
 * which prices the coupon on the cart and keeps it on the cart for checkout. The rule itself lives
 * in coupon-rules.ts; a use is only spent when an order is placed.
 */
import { and, eq, ne } from 'drizzle-orm';
import type { DbContext, ServiceContext } from '../context.ts';
import { carts } from '../db/schema/cart.schema.ts';
import { coupons, type Coupon } from '../db/schema/promotions.schema.ts';
import { orders } from '../db/schema/orders.schema.ts';
import { couponRedemptions } from '../db/schema/redemptions.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { buildCartView, findCart, type CartView } from '../cart/cart.service.ts';
import { multiplyMinor, sumMinor } from '../money/money.ts';
import { typedCodeMatch } from './typed-code.ts';
import { couponErrors } from './coupon-errors.ts';
import { toCouponContract, type CouponContract } from './coupon.mapper.ts';
import { evaluateCoupon, type CouponEvaluation, type CouponLine } from './coupon-rules.ts';
import {
  assertGiftCardUsable,
  findGiftCardByCode,
  giftCardShare,
  toGiftCardBalanceContract,
  type GiftCardBalanceContract,
} from './gift-card.service.ts';

/** A coupon by its code, any letter case; null when there is none. */
export async function findCouponByCode(
  ctx: DbContext,
  code: string | null | undefined,
): Promise<Coupon | null> {
  const match = typedCodeMatch(coupons.code, code);
  if (!match) return null;
  const [coupon] = await ctx.db.select().from(coupons).where(match).limit(1);
  return coupon ?? null;
}

/** getCouponByCode: the coupon as the contract names it; 404 'Coupon not found'. */
export async function getCouponByCode(
  ctx: ServiceContext,
  code: string | null | undefined,
): Promise<CouponContract> {
  const coupon = await findCouponByCode(ctx, code);
  if (!coupon) throw couponErrors.notFound();
  return toCouponContract(coupon);
}

/** Whether the user already has an order with this coupon (a coupon is used once per user). */
export async function hasUsedCoupon(
  ctx: DbContext,
  couponId: string,
  userId: string | null,
): Promise<boolean> {
  if (!userId) return false;
  const [row] = await ctx.db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Whether the user has an order that was not cancelled: a first-order coupon is refused then. An
 * order waiting for its payment counts (it may still be paid), a cancelled one does not.
 */
export async function hasOrderedBefore(ctx: DbContext, userId: string | null): Promise<boolean> {
  if (!userId) return false;
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.customerId, userId), ne(orders.status, 'cancelled')))
    .limit(1);
  return row !== undefined;
}

/** The product lines a coupon may discount: the ones buyable in the cart's country. */
export function couponLinesOf(view: CartView): CouponLine[] {
  return view.lines.flatMap(({ line, problem }) => {
    const price = line.prices[view.country];
    if (problem?.blocking || !line.product || !price) return [];
    return [
      {
        categoryId: line.product.categoryId,
        subcategoryId: line.product.subcategoryId,
        designerId: line.product.designerId,
        amountMinor: multiplyMinor(price.unitAfterOfferMinor, line.quantity),
      },
    ];
  });
}

/** What the coupon is worth on the cart for the cart owner (or the signed-in user of a guest cart). */
export async function evaluateCouponOnCart(
  ctx: ServiceContext,
  coupon: Coupon,
  view: CartView,
  { checkUsesLeft = true }: { checkUsesLeft?: boolean } = {},
): Promise<CouponEvaluation> {
  const userId = view.userId ?? ctx.user?.id.toLowerCase() ?? null;
  return evaluateCoupon(coupon, {
    now: ctx.now,
    country: view.country,
    lines: couponLinesOf(view),
    usedEarlier: await hasUsedCoupon(ctx, coupon.id, userId),
    orderedBefore: coupon.firstOrderOnly ? await hasOrderedBefore(ctx, userId) : false,
    checkUsesLeft,
  });
}

export interface CheckCouponResult {
  /** A coupon code, or a gift card code (SPEC.md section 7: "a coupon or a gift card"). */
  type: 'coupon' | 'giftCard';
  coupon: CouponContract | null;
  giftCard: GiftCardBalanceContract | null;
  /** What it takes off the cart now: the coupon discount, or what the card pays of the total. */
  discountMinor: number;
  freeDelivery: boolean;
  view: CartView;
}

/**
 * checkCoupon(couponCode, cartId): checks a coupon code, else a gift card code, on the cart in the
 * cart's country, and keeps it on the cart for getFinalPrice and the order. Failures (SPEC.md
 * section 8) change nothing.
 */
export async function checkCoupon(
  ctx: ServiceContext,
  input: { couponCode?: string | null; cartId?: string | null },
): Promise<CheckCouponResult> {
  return withTransaction(ctx, async (tx) => {
    const cart = await findCart(tx, input.cartId, { lock: true, write: true });
    const cartCtx = { ...tx, country: cart.country };
    const coupon = await findCouponByCode(tx, input.couponCode);
    if (!coupon) {
      const card = await findGiftCardByCode(tx, input.couponCode);
      if (!card) throw couponErrors.notFound();
      assertGiftCardUsable(card, ctx.now, cart.country);
      const view = await buildCartView(cartCtx, cart);
      const updated = await tx.db
        .update(carts)
        .set({ giftCardId: card.id })
        .where(eq(carts.id, cart.id))
        .returning({ id: carts.id });
      if (updated.length !== 1) throw couponErrors.cartUpdateFailed();
      const here = view.totals[view.country];
      return {
        type: 'giftCard',
        coupon: null,
        giftCard: toGiftCardBalanceContract(card),
        discountMinor: giftCardShare(card, sumMinor([here.afterOfferMinor, view.shippingFeeMinor])),
        freeDelivery: false,
        view: { ...view, giftCard: card },
      };
    }
    const view = await buildCartView(cartCtx, cart);
    const evaluation = await evaluateCouponOnCart(cartCtx, coupon, view);
    const updated = await tx.db
      .update(carts)
      .set({ couponId: coupon.id })
      .where(eq(carts.id, cart.id))
      .returning({ id: carts.id });
    if (updated.length !== 1) throw couponErrors.cartUpdateFailed();
    return {
      type: 'coupon',
      coupon: toCouponContract(coupon),
      giftCard: null,
      discountMinor: evaluation.discountMinor,
      freeDelivery: evaluation.freeDelivery,
      view: { ...view, coupon },
    };
  });
}

/**
 * Takes the kept coupon (or gift card) off the cart: the shopper's way out when a kept code no
 * longer applies, since an order refuses a kept code it cannot honour (docs/decisions/013).
 */
export async function removeCartCode(
  ctx: ServiceContext,
  input: { cartId?: string | null; which: 'coupon' | 'giftCard' },
): Promise<CartView> {
  return withTransaction(ctx, async (tx) => {
    const cart = await findCart(tx, input.cartId, { lock: true, write: true });
    const change = input.which === 'coupon' ? { couponId: null } : { giftCardId: null };
    await tx.db.update(carts).set(change).where(eq(carts.id, cart.id));
    return buildCartView({ ...tx, country: cart.country }, { ...cart, ...change });
  });
}
