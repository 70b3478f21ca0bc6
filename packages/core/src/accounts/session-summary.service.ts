/**
 * What the storefront header shows about the visitor (SPEC.md section 4, start-up): the
 * signed-in user's first name, role and picture, the pieces in their cart for the page's country
 * and their wishlist size. Served as JSON at /api/me so the pages themselves stay the same for
 * everyone (docs/decisions/015-locale-urls-and-page-cache.md).
 */
import { and, count, eq, sum } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { cartLines, carts } from '../db/schema/cart.schema.ts';
import { wishlistItems } from '../db/schema/wishlist.schema.ts';
import { currentUser } from './accounts.service.ts';

export interface SessionSummary {
  user: {
    firstName: string;
    role: 'customer' | 'designer' | 'manufacturer';
    privilageType: 'superAdmin' | 'admin' | 'designerSupport' | null;
    image: string | null;
  } | null;
  cartQuantity: number;
  wishlistCount: number;
}

export const GUEST_SESSION_SUMMARY: SessionSummary = Object.freeze({
  user: null,
  cartQuantity: 0,
  wishlistCount: 0,
});

/**
 * The summary for the context's user; a guest, or a user who no longer exists or is blocked,
 * gets the guest summary.
 */
export async function getSessionSummary(ctx: ServiceContext): Promise<SessionSummary> {
  if (!ctx.user) return GUEST_SESSION_SUMMARY;
  const user = await currentUser(ctx);
  if (!user || !user.status) return GUEST_SESSION_SUMMARY;
  const [[cart], [wishlist]] = await Promise.all([
    ctx.db
      .select({ quantity: sum(cartLines.quantity) })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(and(eq(carts.userId, user.id), eq(carts.country, ctx.country))),
    ctx.db.select({ total: count() }).from(wishlistItems).where(eq(wishlistItems.userId, user.id)),
  ]);
  return {
    user: {
      firstName: user.fName,
      role: user.role,
      privilageType: user.privilageType,
      image: user.image,
    },
    cartQuantity: Number(cart?.quantity ?? 0),
    wishlistCount: Number(wishlist?.total ?? 0),
  };
}
