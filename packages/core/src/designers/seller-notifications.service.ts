/**
 * What a designer or manufacturer has not seen yet (a sale, a ticket decision, a staff message, a
 * payout): one row each in `seller_notifications`. The user menu's badge is the count of unread
 * rows; opening the thing (the dashboard, a ticket's discussion, the profits page) marks its rows
 * read. Writers call `notifySeller` inside their own transaction, so a rolled-back sale leaves no
 * notification behind.
 */
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { ClockedDbContext, DbContext } from '../context.ts';
import { sellerNotifications, type SellerNotification } from '../db/schema/tickets.schema.ts';

export type SellerNotificationKind = SellerNotification['kind'];

export interface SellerNotificationInput {
  userId: string;
  kind: SellerNotificationKind;
  ticketId?: string | null;
  orderId?: string | null;
  payoutId?: string | null;
}

/** Records one unread notification (in the caller's transaction when there is one). */
export async function notifySeller(ctx: ClockedDbContext, input: SellerNotificationInput): Promise<void> {
  await ctx.db.insert(sellerNotifications).values({
    userId: input.userId,
    kind: input.kind,
    ticketId: input.ticketId ?? null,
    orderId: input.orderId ?? null,
    payoutId: input.payoutId ?? null,
    createdAt: ctx.now,
  });
}

/** How many notifications `userId` has not read (the user menu's badge). */
export async function unreadSellerNotificationCount(ctx: DbContext, userId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ total: count() })
    .from(sellerNotifications)
    .where(and(eq(sellerNotifications.userId, userId), isNull(sellerNotifications.readAt)));
  return Number(row?.total ?? 0);
}

/** The newest notifications of `userId`, read or not (the dashboard's list). */
export function listSellerNotifications(
  ctx: DbContext,
  userId: string,
  limit = 20,
): Promise<SellerNotification[]> {
  return ctx.db
    .select()
    .from(sellerNotifications)
    .where(eq(sellerNotifications.userId, userId))
    .orderBy(desc(sellerNotifications.createdAt))
    .limit(Math.min(Math.max(limit, 1), 100));
}

/**
 * Marks read the unread notifications of `userId`, all of them or those of some kinds and, when
 * given, of one ticket. Answers how many it marked.
 */
export async function markSellerNotificationsRead(
  ctx: ClockedDbContext,
  userId: string,
  which: { kinds?: readonly SellerNotificationKind[]; ticketId?: string } = {},
): Promise<number> {
  const conditions: SQL[] = [eq(sellerNotifications.userId, userId), isNull(sellerNotifications.readAt)];
  if (which.kinds?.length) conditions.push(inArray(sellerNotifications.kind, [...which.kinds]));
  if (which.ticketId) conditions.push(eq(sellerNotifications.ticketId, which.ticketId));
  const marked = await ctx.db
    .update(sellerNotifications)
    .set({ readAt: ctx.now })
    .where(and(...conditions))
    .returning({ id: sellerNotifications.id });
  return marked.length;
}
