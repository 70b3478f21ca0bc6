/**
 * What the storefront header shows about the visitor (SPEC.md section 4, start-up): the
 * signed-in user's first name, role and picture, the pieces in their cart for the page's country
 * and their wishlist size. Served as JSON at /api/me so the pages themselves stay the same for
 * everyone (docs/decisions/015-locale-urls-and-page-cache.md).
 */
import { and, count, eq, isNotNull, isNull, or, sum, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import type { User } from '../db/schema/accounts.schema.ts';
import { cartLines, carts } from '../db/schema/cart.schema.ts';
import { productPrices } from '../db/schema/catalog.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { giftCards } from '../db/schema/promotions.schema.ts';
import { wishlistItems } from '../db/schema/wishlist.schema.ts';
import { currencyOfCountry } from '../locale/locales.ts';
import { isActiveAccount } from './account-status.ts';
import { currentUser } from './accounts.service.ts';
import { isUuid } from '../ids.ts';
import { unreadSellerNotificationCount } from '../designers/seller-notifications.service.ts';
import { unreadOrderUpdateCount } from '../orders/order-updates.service.ts';

export interface SessionSummary {
  user: {
    firstName: string;
    role: 'customer' | 'designer' | 'manufacturer';
    privilageType: 'superAdmin' | 'admin' | 'designerSupport' | null;
    image: string | null;
  } | null;
  cartQuantity: number;
  wishlistCount: number;
  /**
   * The user menu's badge: a designer's or manufacturer's unread notifications (sales, ticket
   * decisions, staff messages, payouts); a shopper's unseen order updates (issue 23).
   */
  notifications: number;
}

export const GUEST_SESSION_SUMMARY: SessionSummary = Object.freeze({
  user: null,
  cartQuantity: 0,
  wishlistCount: 0,
  notifications: 0,
});

/**
 * Pieces of the cart matched by `which` that are sold in the context's country: products with a
 * price row there, gift cards in its currency. A cart last read in another country counts too
 * (the country switch moves the cart, SPEC.md section 4), so the badge follows the switch.
 */
async function cartQuantity(ctx: ServiceContext, which: SQL | undefined): Promise<number> {
  const [cart] = await ctx.db
    .select({ quantity: sum(cartLines.quantity) })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .leftJoin(productImages, eq(productImages.id, cartLines.productImageId))
    .leftJoin(
      productPrices,
      and(
        eq(productPrices.productId, productImages.productId),
        eq(productPrices.country, ctx.country),
        eq(productPrices.active, true),
      ),
    )
    .leftJoin(giftCards, eq(giftCards.id, cartLines.giftCardId))
    .where(
      and(
        which,
        or(isNotNull(productPrices.productId), eq(giftCards.currency, currencyOfCountry(ctx.country))),
      ),
    );
  return Number(cart?.quantity ?? 0);
}

/** Pieces in a guest cart (reached by its id alone, docs/decisions/013) for the context's country. */
async function guestCartQuantity(ctx: ServiceContext, guestCartId: string | null | undefined) {
  const id = (guestCartId ?? '').trim().toLowerCase();
  if (!isUuid(id)) return 0;
  return cartQuantity(ctx, and(eq(carts.id, id), isNull(carts.userId)));
}

/**
 * The summary for the context's user; a guest, or a user who no longer exists or is blocked,
 * gets the guest summary, with the pieces of the guest cart the browser keeps (`guestCartId`).
 * `user`: the row the session check already read (saves reading it again).
 */
export async function getSessionSummary(
  ctx: ServiceContext,
  { guestCartId, user: known }: { guestCartId?: string | null; user?: User | null } = {},
): Promise<SessionSummary> {
  const guest = async (): Promise<SessionSummary> => {
    const cartQuantity = await guestCartQuantity(ctx, guestCartId);
    return cartQuantity === 0 ? GUEST_SESSION_SUMMARY : { ...GUEST_SESSION_SUMMARY, cartQuantity };
  };
  if (!ctx.user) return guest();
  const user = known && known.id === ctx.user.id ? known : await currentUser(ctx);
  if (!user || !isActiveAccount(user)) return guest();
  const seller = user.role === 'designer' || user.role === 'manufacturer';
  const [quantity, [wishlist], notifications] = await Promise.all([
    cartQuantity(ctx, eq(carts.userId, user.id)),
    ctx.db.select({ total: count() }).from(wishlistItems).where(eq(wishlistItems.userId, user.id)),
    seller
      ? unreadSellerNotificationCount(ctx, user.id)
      : unreadOrderUpdateCount(ctx, user.orderUpdatesSeenAt),
  ]);
  return {
    user: {
      firstName: user.fName,
      role: user.role,
      privilageType: user.privilageType,
      image: user.image,
    },
    cartQuantity: quantity,
    wishlistCount: Number(wishlist?.total ?? 0),
    notifications,
  };
}
