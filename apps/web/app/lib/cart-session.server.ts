/**
 * Which cart a request is about (SPEC.md section 4, session), for the pages: core's shopper cart
 * (packages/core/src/cart/shopper-cart.service.ts) decides, given the guest cart id the browser
 * keeps (guest-cart-cookie.server.ts); this passes that id and sends back the cookie it asks for.
 */
import type { Actor } from '@souq/core/context.ts';
import type { CartView } from '@souq/core/cart/cart.service.ts';
import { mergeKeptCart, openShopperCart } from '@souq/core/cart/shopper-cart.service.ts';
import { keepGuestCart, keptCartIdOf } from './guest-cart-cookie.server.ts';
import type { RequestContext } from './request-context.server.ts';

/**
 * On login, register or a later page load: the kept guest cart joins the user's cart and the
 * browser forgets it (a refused merge never stops the login). Answers whether the user's cart now
 * holds something (the login then goes to the cart instead of home).
 */
export async function mergeGuestCart(rc: RequestContext, actor: Actor, headers: Headers): Promise<boolean> {
  const { hasLines, keep } = await mergeKeptCart(rc.service(actor), keptCartIdOf(rc));
  keepGuestCart(rc, headers, keep);
  return hasLines;
}

/** The request's cart priced for the page's country, or null when there is none yet. */
export async function loadShopperCart(
  rc: RequestContext,
  actor: Actor | null,
  headers: Headers,
): Promise<CartView | null> {
  const { view, keep } = await openShopperCart(rc.service(actor), keptCartIdOf(rc));
  keepGuestCart(rc, headers, keep);
  return view;
}
