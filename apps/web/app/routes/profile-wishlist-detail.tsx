import { requestContext } from '../lib/request-context.server.ts';
import { PRIVATE_HEADERS } from '../lib/session.server.ts';
import { t } from '../i18n/i18n.ts';
import { loadWishlistPage } from '../components/wishlist/wishlist-page.server.ts';
import { WishlistGrid } from '../components/wishlist/wishlist-grid.tsx';
import type { Route } from './+types/profile-wishlist-detail';

/**
 * profile/wishlists/:id (SPEC.md section 2): the wishlist of user `id`, for that user or staff
 * (getUserWishlist(user)); anyone else gets 403.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadWishlistPage(requestContext(request, context), params.id);
}

export const headers = () => PRIVATE_HEADERS;

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [];
  return [
    { title: `${data.title} — ${t(data.locale, 'brand.name')}` },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ProfileWishlistDetail({ loaderData }: Route.ComponentProps) {
  return <WishlistGrid view={loaderData} />;
}
