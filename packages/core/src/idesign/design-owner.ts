/**
 * Who owns a design and its pictures (issue 22): the signed-in user, else the guest's cart (its id
 * is the guest's secret, kept in the HttpOnly guest cart cookie). Shared by the design services
 * and the cart, which checks that a line's design is the shopper's.
 */
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../context.ts';
import { carts } from '../db/schema/cart.schema.ts';
import { designAssets, designs } from '../db/schema/idesign.schema.ts';
import { parseId } from '../ids.ts';

export type DesignOwner = { userId: string; cartId?: undefined } | { cartId: string; userId?: undefined };

/** The owner columns' values of a new row. */
export const ownerColumns = (owner: DesignOwner) => ({
  ownerUserId: owner.userId ?? null,
  ownerCartId: owner.userId ? null : owner.cartId!,
});

/** A row of `table` owned by `owner`. */
export function ownedBy(
  table: { ownerUserId: AnyPgColumn; ownerCartId: AnyPgColumn },
  owner: DesignOwner,
): SQL {
  return owner.userId
    ? eq(table.ownerUserId, owner.userId.toLowerCase())
    : eq(table.ownerCartId, owner.cartId!.toLowerCase());
}

/**
 * The owner of the request: the signed-in user, else the kept guest cart, made when the guest has
 * none yet (`created` says so, so the caller keeps its id in the cookie).
 */
export async function designOwnerOf(
  ctx: ServiceContext,
  keptCartId: string | null,
): Promise<{ owner: DesignOwner; createdCartId: string | null }> {
  if (ctx.user) return { owner: { userId: ctx.user.id.toLowerCase() }, createdCartId: null };
  const kept = parseId(keptCartId);
  if (kept) {
    const [cart] = await ctx.db
      .select({ id: carts.id })
      .from(carts)
      .where(and(eq(carts.id, kept), isNull(carts.userId)))
      .limit(1);
    if (cart) return { owner: { cartId: cart.id }, createdCartId: null };
  }
  const [created] = await ctx.db
    .insert(carts)
    .values({ country: ctx.country, createdIn: 'web' })
    .returning({ id: carts.id });
  return { owner: { cartId: created!.id }, createdCartId: created!.id };
}

/** The owner a design must have to go on a line of `cart`: its user, or the guest cart itself. */
export const ownerOfCart = (cart: { id: string; userId: string | null }): DesignOwner =>
  cart.userId ? { userId: cart.userId } : { cartId: cart.id };

/**
 * A guest cart merged into a user's at login hands its designs and pictures to the user (in the
 * merge's transaction), so the lines it moves keep designs their new owner may open.
 */
export async function adoptGuestDesigns(
  ctx: Pick<ServiceContext, 'db'>,
  guestCartId: string,
  userId: string,
) {
  for (const table of [designs, designAssets])
    await ctx.db
      .update(table)
      .set({ ownerUserId: userId, ownerCartId: null })
      .where(eq(table.ownerCartId, guestCartId));
}
