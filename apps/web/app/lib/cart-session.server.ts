/**
 * Which cart a request is about (SPEC.md section 4, session): the signed-in user's one cart, or
 * the guest cart whose id the browser keeps (guest-cart-cookie.server.ts). The rules (prices,
 * stock, merging) are the cart services' (packages/core/src/cart); this only reads the cookie,
 * calls them and says which cookie to send back.
 */
import type { AppLoadContext } from 'react-router';
import type { Actor } from '@souq/core/context.ts';
import { isDomainError } from '@souq/core/errors.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { getCartById, getCartByUser, replaceFakeCart, type CartView } from '@souq/core/cart/cart.service.ts';
import { readGuestCartId, serializeGuestCartCookie } from './guest-cart-cookie.server.ts';
import { serviceContext } from './service-context.server.ts';

const secure = (context: AppLoadContext) => context.app.config.env === 'production';

export const guestCartIdOf = (request: Request): string | null =>
  readGuestCartId(request.headers.get('cookie'));

/** Appends the Set-Cookie that keeps the guest cart `cartId` (null: forget it). */
export function setGuestCartCookie(headers: Headers, context: AppLoadContext, cartId: string | null): void {
  headers.append('Set-Cookie', serializeGuestCartCookie(cartId, { secure: secure(context) }));
}

/**
 * On login, register or a later page load: the guest cart's lines buyable in the page's country
 * move into the user's cart (core replaceFakeCart) and the browser forgets the guest cart. A
 * failure never stops the login: the guest cart stays where it was and is logged. Answers whether
 * the user's cart now holds something (the login then goes to the cart instead of home).
 */
export async function mergeGuestCart(
  request: Request,
  context: AppLoadContext,
  locale: LocaleCode,
  actor: Actor,
  headers: Headers,
): Promise<boolean> {
  const fakeCartId = guestCartIdOf(request);
  if (!fakeCartId) return false;
  try {
    const merged = await replaceFakeCart(serviceContext(context, locale, actor), {
      fakeCartId,
      userId: actor.id,
    });
    setGuestCartCookie(headers, context, null);
    return merged.lines.length > 0;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    context.app.log.warn({ err: error, fakeCartId }, 'guest cart merge refused');
    return false;
  }
}

/**
 * The cart of the request priced for the page's country, or null when there is none yet. A
 * signed-in user's guest cart is merged first; a kept id whose cart is gone is forgotten.
 */
export async function loadShopperCart(
  request: Request,
  context: AppLoadContext,
  locale: LocaleCode,
  actor: Actor | null,
  headers: Headers,
): Promise<CartView | null> {
  if (actor) {
    await mergeGuestCart(request, context, locale, actor, headers);
    return getCartByUser(serviceContext(context, locale, actor), actor.id);
  }
  const cartId = guestCartIdOf(request);
  if (!cartId) return null;
  try {
    return await getCartById(serviceContext(context, locale, null), cartId);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    setGuestCartCookie(headers, context, null);
    return null;
  }
}

/** The cart id to write to: the user's own cart needs none (the service finds it), a guest's is kept. */
export function cartIdForWrite(request: Request, actor: Actor | null): string | null {
  return actor ? null : guestCartIdOf(request);
}
