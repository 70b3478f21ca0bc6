/**
 * A shopper's order updates (SPEC.md section 2, the user menu's notification badge; issue 23): the
 * status changes of their orders that someone else made (staff, the payment gateway, a job) after
 * they last opened their orders. The history is already in `order_status_events` (decision 020);
 * the shopper's side is one timestamp, `users.order_updates_seen_at`.
 */
import { and, count, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { orderStatusEvents, orders } from '../db/schema/orders.schema.ts';
import { requireActor } from '../accounts/accounts.service.ts';

/** How many changes of the signed-in user's orders they have not seen (0 for a guest). */
export async function unreadOrderUpdateCount(
  ctx: Pick<ServiceContext, 'db' | 'user'>,
  seenAt: Date,
): Promise<number> {
  if (!ctx.user) return 0;
  const userId = ctx.user.id;
  const [row] = await ctx.db
    .select({ total: count() })
    .from(orderStatusEvents)
    .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
    .where(
      and(
        eq(orders.customerId, userId),
        // The order's creation and the shopper's own changes (a cancellation) are not news to them.
        isNotNull(orderStatusEvents.fromStatus),
        or(isNull(orderStatusEvents.actorId), ne(orderStatusEvents.actorId, userId)),
        gt(orderStatusEvents.createdAt, seenAt),
      ),
    );
  return Number(row?.total ?? 0);
}

/** The signed-in user has seen their orders as of now (their orders page). */
export async function markOrderUpdatesSeen(ctx: ServiceContext): Promise<void> {
  const actor = requireActor(ctx);
  await ctx.db.update(users).set({ orderUpdatesSeenAt: ctx.now }).where(eq(users.id, actor.id));
}
