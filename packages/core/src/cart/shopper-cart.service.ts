/**
 * The shopper's cart (SPEC.md section 4, session): which cart a website request is about. A
 * signed-in user has one cart (a guest cart the browser still keeps joins it); a guest has the cart
 * whose id the browser keeps (the web's guest cart cookie), or none yet. The web reads and writes
 * that cookie only; every rule of which cart it is, when a kept id is stale and what a shopper may
 * choose of one line lives here.
 *
 * Each answer says what the browser should keep afterwards (`keep`): a guest cart id to keep, null
 * to forget the kept one, undefined to leave it as it is.
 */
import type { ServiceContext } from '../context.ts';
import { isDomainError } from '../errors.ts';
import { getCartById, getCartByUser, replaceFakeCart, type CartView } from './cart.service.ts';
import { lineLimit, type LineProduct } from './cart-lines.ts';

/** What the browser keeps of the guest cart after a call: an id, null (forget it) or undefined. */
export type KeptCartChange = string | null | undefined;

/** The most of one line a shopper is offered at once (the quantity steppers); the cart allows more. */
export const SHOPPER_LINE_MAX = 99;

/** What a quantity stepper offers of a product: SHOPPER_LINE_MAX, its per-order limit or its stock. */
export const shopperLineMax = (
  product: Pick<LineProduct, 'maxPerOrder' | 'availableEdition'> | null,
): number => (product ? lineLimit(product, SHOPPER_LINE_MAX) : SHOPPER_LINE_MAX);

/** Codes meaning the kept guest cart can no longer be written to (merged, deleted, or not a guest's). */
const STALE_CART = new Set(['CART_NOT_FOUND', 'UNAUTHENTICATED', 'FORBIDDEN']);

/**
 * On login, register or a later page load of a signed-in user: the kept guest cart's lines buyable
 * in the context's country move into the user's cart (replaceFakeCart) and the browser forgets the
 * guest cart. A refused merge never stops the login: the guest cart stays and the refusal is logged.
 * `hasLines`: whether the user's cart now holds something (the login then goes to the cart).
 */
export async function mergeKeptCart(
  ctx: ServiceContext,
  keptCartId: string | null,
): Promise<{ hasLines: boolean; keep: KeptCartChange }> {
  if (!keptCartId || !ctx.user) return { hasLines: false, keep: undefined };
  try {
    const merged = await replaceFakeCart(ctx, { fakeCartId: keptCartId, userId: ctx.user.id });
    return { hasLines: merged.lines.length > 0, keep: null };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    ctx.log.warn({ err: error, fakeCartId: keptCartId }, 'guest cart merge refused');
    return { hasLines: false, keep: undefined };
  }
}

/**
 * The shopper's cart priced for the context's country, or null when there is none yet: a signed-in
 * user's cart (the kept guest cart merged first), else the kept guest cart (forgotten when gone).
 */
export async function openShopperCart(
  ctx: ServiceContext,
  keptCartId: string | null,
): Promise<{ view: CartView | null; keep: KeptCartChange }> {
  if (ctx.user) {
    const { keep } = await mergeKeptCart(ctx, keptCartId);
    return { view: await getCartByUser(ctx, ctx.user.id), keep };
  }
  if (!keptCartId) return { view: null, keep: undefined };
  try {
    return { view: await getCartById(ctx, keptCartId), keep: undefined };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { view: null, keep: null };
  }
}

/** A cart after a change, and what the browser keeps of the guest cart afterwards. */
export interface ShopperCartChange {
  view: CartView;
  keep: KeptCartChange;
}

/**
 * A change of a cart that exists (a line reduced or removed, a code kept or taken off), given the
 * id of the cart to change: the user's own cart, else the kept guest cart.
 */
export async function changeShopperCart(
  ctx: ServiceContext,
  keptCartId: string | null,
  change: (cartId: string | null) => Promise<CartView>,
): Promise<ShopperCartChange> {
  const cartId = ctx.user ? (await getCartByUser(ctx, ctx.user.id)).id : keptCartId;
  const view = await change(cartId);
  return { view, keep: keptAfter(ctx, keptCartId, view) };
}

/**
 * An add that may start a cart (addToCart, a gift card bought into the cart), given the cart to add
 * to: the kept guest cart for a guest, none for a user (the service finds the user's cart). A kept
 * guest cart that is gone (merged at a login elsewhere) is not an error: the add starts a new
 * cart, which the browser then keeps.
 */
export async function addToShopperCart(
  ctx: ServiceContext,
  keptCartId: string | null,
  add: (cartId: string | null) => Promise<CartView>,
): Promise<ShopperCartChange> {
  const kept = ctx.user ? null : keptCartId;
  let view: CartView;
  try {
    view = await add(kept);
  } catch (error) {
    if (!kept || !isDomainError(error) || !STALE_CART.has(error.code)) throw error;
    view = await add(null);
  }
  return { view, keep: keptAfter(ctx, keptCartId, view) };
}

/** After a change of `view`: a guest's new cart is kept by the browser; anything else stays. */
function keptAfter(ctx: ServiceContext, keptCartId: string | null, view: CartView): KeptCartChange {
  return !ctx.user && view.userId === null && view.id !== keptCartId ? view.id : undefined;
}
