/**
 * The guest cart's id, kept by the browser (SPEC.md section 4, session): an HttpOnly cookie that
 * holds only the id of a cart with no owner (docs/decisions/013: the id is the secret). Pages stay
 * the same for everyone: only the cart page, the actions and GET /api/me read it, and the page
 * cache (server/page-cache.ts) ignores it, since only the session cookie marks a signed-in visitor.
 */
import { readCookie } from '@souq/api/auth/session-cookie.ts';
import { parseId } from '@souq/core/ids.ts';
import type { KeptCartChange } from '@souq/core/cart/shopper-cart.service.ts';
import type { RequestContext } from './request-context.server.ts';

export const GUEST_CART_COOKIE = 'souq_cart';
/** A guest cart is kept for 30 days after its last change. */
export const GUEST_CART_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

/** The guest cart id of a Cookie header, or null (absent or not a cart id). */
export function readGuestCartId(cookieHeader: string | null | undefined): string | null {
  return parseId(readCookie(cookieHeader, GUEST_CART_COOKIE));
}

/** The guest cart id the request's browser keeps, or null. */
export const keptCartIdOf = (rc: RequestContext): string | null =>
  readGuestCartId(rc.request.headers.get('cookie'));

/** `Set-Cookie` keeping `cartId` (HttpOnly, SameSite=Lax, Secure in production), or clearing it. */
export function serializeGuestCartCookie(cartId: string | null, { secure }: { secure: boolean }): string {
  const parts = [
    `${GUEST_CART_COOKIE}=${cartId ?? ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${cartId ? GUEST_CART_MAX_AGE_SECONDS : 0}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Appends the Set-Cookie a cart answer asks for (keep an id, forget it); nothing when unchanged. */
export function keepGuestCart(rc: RequestContext, headers: Headers, keep: KeptCartChange): void {
  if (keep === undefined) return;
  headers.append(
    'Set-Cookie',
    serializeGuestCartCookie(keep, { secure: rc.app.config.env === 'production' }),
  );
}
