/**
 * `GET /:locale/wishlist-state`: the ids of the products the signed-in shopper has hearted, for the
 * hearts of cached public pages (components/wishlist/wishlist-state.ts). Never cached: it is
 * about the person asking. A guest gets an empty list.
 */
import { listWishlistedProductIds } from '@souq/core/wishlist/wishlist.service.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { PRIVATE_HEADERS } from '../lib/session.server.ts';
import type { Route } from './+types/wishlist-state';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const signedIn = await rc.signedIn();
  const productIds = signedIn ? await listWishlistedProductIds(rc.service(signedIn.actor)) : [];
  return Response.json({ productIds }, { headers: { ...PRIVATE_HEADERS, Vary: 'Cookie' } });
}
