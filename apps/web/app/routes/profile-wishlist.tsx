import { requestContext } from '../lib/request-context.server.ts';
import { PRIVATE_HEADERS } from '../lib/session.server.ts';
import { t } from '../i18n/i18n.ts';
import { loadWishlistPage } from '../components/wishlist/wishlist-page.server.ts';
import { WishlistGrid } from '../components/wishlist/wishlist-grid.tsx';
import type { Route } from './+types/profile-wishlist';

/** profile/wishlist (SPEC.md section 2): the signed-in shopper's hearts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadWishlistPage(requestContext(request, context), null);
}

export const headers = () => PRIVATE_HEADERS;

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [{ title: t(data.locale, 'wishlist.metaTitle') }, { name: 'robots', content: 'noindex' }];
}

export default function ProfileWishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistGrid view={loaderData} />;
}
