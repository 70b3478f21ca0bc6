/**
 * `POST /cart/created {cart, logged?}` (SPEC.md section 7, REST, website front server): the front
 * end says which cart it made. A guest's cart id is kept in the browser (the HttpOnly guest cart
 * cookie) when it is really a guest cart; a signed-in user's cart needs nothing kept (the session
 * finds it) and any kept guest id is forgotten once merged. Same-origin posts only (the CSRF rule
 * of the session routes). JSON or form body; answers `{ status_code }`.
 */
import { isSameOriginRequest } from '@souq/api/auth/session-cookie.ts';
import { readFields } from '@souq/api/rest/rest-route.ts';
import { findCart } from '@souq/core/cart/cart.service.ts';
import { parseId } from '@souq/core/ids.ts';
import { mergeKeptCart } from '@souq/core/cart/shopper-cart.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { PRIVATE_HEADERS } from '../lib/session.server.ts';
import { keepGuestCart, keptCartIdOf } from '../lib/guest-cart-cookie.server.ts';
import { requestContext } from '../lib/request-context.server.ts';
import type { Route } from './+types/cart-created';

const answer = (status: number, message: string, headers = new Headers(PRIVATE_HEADERS)) => {
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify({ status_code: status, message }), { status, headers });
};

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request.headers, request.url, context.app.config.publicUrl))
    return answer(403, 'Cross-site request refused');
  const rc = requestContext(request, context);
  const body = (await readFields(request)) ?? {};
  const signedIn = await rc.signedIn();
  // No locale prefix here: the services act in the locale of unprefixed paths.
  const ctx = rc.documentService(signedIn?.actor ?? null);
  const headers = new Headers(PRIVATE_HEADERS);
  if (signedIn) {
    // Logged in: the user's cart is found from the session; a kept guest cart joins it.
    keepGuestCart(rc, headers, (await mergeKeptCart(ctx, keptCartIdOf(rc))).keep);
    return answer(200, 'success', headers);
  }
  const cartId = parseId(body['cart']);
  try {
    // Only a guest cart can be kept by a guest (a user's cart answers 401 here).
    await findCart(ctx, cartId);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return answer(error.status, error.message);
  }
  keepGuestCart(rc, headers, cartId);
  return answer(200, 'success', headers);
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
