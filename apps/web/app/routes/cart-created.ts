/**
 * `POST /cart/created {cart, logged?}` (SPEC.md section 7, REST, website front server): the front
 * end says which cart it made. A guest's cart id is kept in the browser (the HttpOnly guest cart
 * cookie) when it is really a guest cart; a signed-in user's cart needs nothing kept (the session
 * finds it) and any kept guest id is forgotten once merged. Same-origin posts only (the CSRF rule
 * of the session routes). JSON or form body; answers `{ status_code }`.
 */
import { isSameOriginRequest } from '@souq/api/auth/session-cookie.ts';
import { findCart } from '@souq/core/cart/cart.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { DEFAULT_LOCALE } from '@souq/core/locale/locales.ts';
import { loadSignedIn, PRIVATE_HEADERS } from '../lib/session.server.ts';
import { mergeGuestCart, setGuestCartCookie } from '../lib/cart-session.server.ts';
import { serviceContext } from '../lib/service-context.server.ts';
import type { Route } from './+types/cart-created';

const answer = (status: number, message: string, headers = new Headers(PRIVATE_HEADERS)) => {
  headers.set('Content-Type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify({ status_code: status, message }), { status, headers });
};

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return ((await request.json()) as Record<string, unknown>) ?? {};
    return Object.fromEntries(await request.formData());
  } catch {
    return {};
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  if (!isSameOriginRequest(request.headers, request.url, context.app.config.publicUrl))
    return answer(403, 'Cross-site request refused');
  const body = await readBody(request);
  const cartId = typeof body['cart'] === 'string' ? body['cart'] : '';
  const locale = DEFAULT_LOCALE;
  const signedIn = await loadSignedIn(request, context, locale, { forAction: true });
  const headers = new Headers(PRIVATE_HEADERS);
  if (signedIn) {
    // Logged in: the user's cart is found from the session; a kept guest cart joins it.
    await mergeGuestCart(request, context, locale, signedIn.actor, headers);
    return answer(200, 'success', headers);
  }
  try {
    // Only a guest cart can be kept by a guest (a user's cart answers 401 here).
    const ctx = serviceContext(context, locale, null);
    await findCart(ctx, ctx.db, cartId);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return answer(error.status, error.message);
  }
  setGuestCartCookie(headers, context, cartId.trim().toLowerCase());
  return answer(200, 'success', headers);
}

export function loader() {
  return new Response(null, { status: 405, headers: { Allow: 'POST' } });
}
