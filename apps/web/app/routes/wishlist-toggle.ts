/**
 * `POST /:locale/wishlist-toggle` {product, image?, redirectTo}: the heart's form. Toggles the
 * product in the signed-in shopper's wishlist (wishlist.service.ts toggleProductWishlist). A
 * browser without JavaScript is redirected back to `redirectTo` (a path of this site only); the
 * heart's background request (Accept: application/json) gets `{ wishlisted }`. Only same-origin
 * posts carry the session (session.server.ts), so a forged post acts for no one. A guest is sent
 * to log in (JSON: 401).
 */
import { redirect } from 'react-router';
import { isDomainError } from '@souq/core/errors.ts';
import { toggleProductWishlist } from '@souq/core/wishlist/wishlist.service.ts';
import { localePath } from '../lib/locale-routing.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { PRIVATE_HEADERS } from '../lib/session.server.ts';
import type { Route } from './+types/wishlist-toggle';

/** A path on this site: one leading slash, no scheme, no protocol-relative or backslash tricks. */
function safeRedirectPath(value: FormDataEntryValue | null, fallback: string): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return fallback;
  // Control characters (a CR/LF would split the Location header).
  if ([...value].some((char) => char.charCodeAt(0) < 0x20)) return fallback;
  return value;
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const wantsJson = (request.headers.get('accept') ?? '').includes('application/json');
  const form = await request.formData();
  const back = safeRedirectPath(form.get('redirectTo'), localePath(locale, '/'));
  const signedIn = await rc.signedIn();
  if (!signedIn) {
    if (wantsJson) return Response.json({ status_code: 401 }, { status: 401, headers: PRIVATE_HEADERS });
    throw redirect(localePath(locale, '/login'));
  }
  const ctx = rc.service(signedIn.actor);
  try {
    const toggle = await toggleProductWishlist(ctx, {
      product: String(form.get('product') ?? ''),
      image: typeof form.get('image') === 'string' ? String(form.get('image')) : null,
    });
    if (wantsJson) return Response.json({ wishlisted: toggle.wishlisted }, { headers: PRIVATE_HEADERS });
    return redirect(back, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (wantsJson) {
      return Response.json(
        { status_code: error.status, message_key: error.messageKey },
        { status: error.status, headers: PRIVATE_HEADERS },
      );
    }
    return redirect(back, { headers: PRIVATE_HEADERS });
  }
}
