/**
 * The one place that writes an order's status history (docs/decisions/020): placeOrder records the
 * first status, every later change (staff change, cancellation, refund) records itself here too and
 * queues the customer's email in the same transaction, so the history, the order row and the email
 * commit or roll back together.
 */
import { asc, inArray } from 'drizzle-orm';
import type { ClockedDbContext, DbContext } from '../context.ts';
import { orderStatusEvents, type Order, type OrderStatusEvent } from '../db/schema/orders.schema.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';

export type OrderStatus = Order['status'];

/** The queue of the customer's status emails (handler: order-status-email.ts). */
export const ORDER_STATUS_EMAIL_QUEUE = 'order-status-email';

export interface OrderStatusChange {
  orderId: string;
  /** Null for the status an order was created in. */
  from: OrderStatus | null;
  to: OrderStatus;
  note?: string | null;
  actorId?: string | null;
  /**
   * Queue the customer's email (default true). The placement itself sends none: the thank-you page
   * answers it, and the first email is the first change the customer did not make.
   */
  email?: boolean;
}

/** Appends the event (and queues its email); call inside the transaction that changed the order. */
export async function recordOrderStatusChange(
  ctx: ClockedDbContext,
  change: OrderStatusChange,
): Promise<void> {
  const [event] = await ctx.db
    .insert(orderStatusEvents)
    .values({
      orderId: change.orderId,
      fromStatus: change.from,
      toStatus: change.to,
      note: change.note ?? null,
      actorId: change.actorId ?? null,
      createdAt: ctx.now,
    })
    .returning({ id: orderStatusEvents.id });
  if (change.email === false) return;
  // The email is written when it is sent (the site's origin for the link is the worker's), from
  // the event: a later change does not rewrite what this one said.
  await enqueueJob(ctx, {
    queue: ORDER_STATUS_EMAIL_QUEUE,
    payload: { eventId: event!.id },
    runAt: ctx.now,
  });
}

/** The status histories of some orders, oldest event first. */
export async function statusHistoriesOf(
  ctx: DbContext,
  orderIds: readonly string[],
): Promise<Map<string, OrderStatusEvent[]>> {
  const byOrder = new Map<string, OrderStatusEvent[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await ctx.db
    .select()
    .from(orderStatusEvents)
    .where(inArray(orderStatusEvents.orderId, [...orderIds]))
    .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id));
  for (const row of rows) byOrder.get(row.orderId)?.push(row);
  for (const [orderId, events] of byOrder) byOrder.set(orderId, inChainOrder(events));
  return byOrder;
}

/**
 * Events sorted by time, and within one instant (a fixed clock in tests, one request) by the chain
 * of statuses: the event that starts from the status the previous one reached comes next.
 */
function inChainOrder(events: OrderStatusEvent[]): OrderStatusEvent[] {
  const sorted: OrderStatusEvent[] = [];
  let index = 0;
  while (index < events.length) {
    const at = events[index]!.createdAt.getTime();
    const group = events.filter((event) => event.createdAt.getTime() === at);
    index += group.length;
    while (group.length > 0) {
      const reached = sorted.at(-1)?.toStatus ?? null;
      // A part refund (from = to) keeps the status: it comes before the step that leaves it.
      const stay = group.findIndex((event) => event.fromStatus === reached && event.toStatus === reached);
      const pick = stay >= 0 ? stay : group.findIndex((event) => event.fromStatus === reached);
      sorted.push(group.splice(Math.max(pick, 0), 1)[0]!);
    }
  }
  return sorted;
}
