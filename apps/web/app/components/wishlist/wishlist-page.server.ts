/**
 * The loader of profile/wishlist and profile/wishlists/:id: a signed-in user only (guests go to
 * the localized home, SPEC.md section 6), the wishlist of themselves or, for staff, of anyone
 * (getUserWishlist). Someone else's wishlist is 403 in the page's language.
 */
import { data } from 'react-router';
import { getUserById } from '@souq/core/accounts/accounts.service.ts';
import { countryOf } from '@souq/core/locale/locales.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { getUserWishlist } from '@souq/core/wishlist/wishlist.service.ts';
import { t } from '../../i18n/i18n.ts';
import { inLanguage, toProductCard } from '../../lib/catalog-view.ts';
import { localePath } from '../../lib/locale-routing.ts';
import type { RequestContext } from '../../lib/request-context.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { WishlistView } from './wishlist-grid.tsx';

export async function loadWishlistPage(rc: RequestContext, userId: string | null): Promise<WishlistView> {
  const { actor } = await requireUser(rc);
  const ctx = rc.service(actor);
  const { locale, language } = rc;
  const own = !userId || userId.toLowerCase() === actor.id;
  try {
    const [entries, owner] = await Promise.all([
      getUserWishlist(ctx, { user: own ? null : userId }),
      own ? null : getUserById(ctx, { user: userId }),
    ]);
    return {
      locale,
      title: owner ? t(locale, 'wishlist.userTitle', { name: owner.name }) : t(locale, 'wishlist.title'),
      own,
      browseHref: localePath(locale, '/'),
      country: t(locale, `countriesInText.${countryOf(locale)}`),
      items: entries.map((entry) => ({
        productId: entry.productId,
        imageId: entry.imageId,
        name: inLanguage(language, entry),
        imagePath: entry.imagePath,
        card: entry.product ? toProductCard(locale, language, entry.product) : null,
      })),
    };
  } catch (error) {
    if (!isDomainError(error)) throw error;
    const status = error.status === 403 ? 403 : 404;
    throw data(t(locale, status === 403 ? 'errors.auth.forbidden' : 'errors.notFound'), { status });
  }
}
