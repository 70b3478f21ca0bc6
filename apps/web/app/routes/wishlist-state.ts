/**
 * `GET /:locale/wishlist-state`: the ids of the products the signed-in shopper has hearted, for the
 * hearts of cached public pages (components/wishlist/wishlist-state.ts). Never cached: it is
 * about the person asking. A guest gets an empty list.
 */
import { listWishlistedProductIds } from '@souq/core/wishlist/wishlist.service.ts';
import { requireLocale } from '../lib/locale-routing.ts';
import { serviceContext } from '../lib/service-context.server.ts';
import { loadSignedIn, PRIVATE_HEADERS } from '../lib/session.server.ts';
import type { Route } from './+types/wishlist-state';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.locale);
  const signedIn = await loadSignedIn(request, context, locale);
  const productIds = signedIn
    ? await listWishlistedProductIds(serviceContext(context, locale, signedIn.actor))
    : [];
  return Response.json({ productIds }, { headers: { ...PRIVATE_HEADERS, Vary: 'Cookie' } });
}
