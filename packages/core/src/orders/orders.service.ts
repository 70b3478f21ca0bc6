/**
 * A customer's orders (SPEC.md sections 2 and 7: profile/orders, getOrdersByUserId(user,
 * currentCountry)). Orders are frozen snapshots (place-order.service.ts): this only reads them.
 * A user sees their own orders; staff may read anyone's.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import {
  orderLines,
  orders,
  type Order,
  type OrderLine,
  type OrderStatusEvent,
} from '../db/schema/orders.schema.ts';
import { requireActor, requireSelfOrStaff } from '../accounts/accounts.service.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { notFound } from '../errors.ts';
import { isCountry, type CountryCode } from '../locale/locales.ts';
import { statusHistoriesOf } from './order-status-events.ts';
import { isUuid, parseId } from '../ids.ts';

/** The most orders one page of the list shows (newest first). */
export const MAX_ORDERS_LISTED = 100;

export interface OrderWithLines {
  order: Order;
  lines: OrderLine[];
  /** The status history, oldest first (orders placed before it was kept have none). */
  history: OrderStatusEvent[];
}

/** 404 'Order not found' (errors.order.notFound). */
export const orderNotFound = () => notFound('order', 'Order not found');

/** The lines of these orders, in the order they were added. */
export async function linesOfOrders(ctx: ServiceContext, list: Order[]): Promise<OrderLine[]> {
  if (list.length === 0) return [];
  return ctx.db
    .select()
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        list.map((order) => order.id),
      ),
    )
    .orderBy(orderLines.createdAt, orderLines.id);
}

async function withLines(ctx: ServiceContext, list: Order[]): Promise<OrderWithLines[]> {
  if (list.length === 0) return [];
  const lines = await linesOfOrders(ctx, list);
  const histories = await statusHistoriesOf(
    ctx,
    list.map((order) => order.id),
  );
  return list.map((order) => ({
    order,
    lines: lines.filter((line) => line.orderId === order.id),
    history: histories.get(order.id) ?? [],
  }));
}

/**
 * getOrdersByUserId(user, currentCountry): the user's orders placed in that country (the
 * context's country when not given), newest first, with their lines.
 */
export async function listOrdersByUser(
  ctx: ServiceContext,
  input: { user?: string | null; currentCountry?: string | null } = {},
): Promise<OrderWithLines[]> {
  const actor = requireSelfOrStaff(ctx, input.user);
  const userId = (input.user ?? actor.id).trim().toLowerCase();
  if (!isUuid(userId)) throw accountErrors.userNotFound();
  const country: CountryCode = isCountry(input.currentCountry) ? input.currentCountry : ctx.country;
  const list = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.customerId, userId), eq(orders.orderedFrom, country)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MAX_ORDERS_LISTED);
  return withLines(ctx, list);
}

/** One order with its lines, for its customer (or staff); anyone else gets 404. */
export async function getOrderById(
  ctx: ServiceContext,
  orderId: string | null | undefined,
): Promise<OrderWithLines> {
  const actor = requireActor(ctx);
  const id = parseId(orderId);
  if (!id) throw orderNotFound();
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order) throw orderNotFound();
  if (order.customerId !== actor.id.toLowerCase() && !actor.privilageType) throw orderNotFound();
  return (await withLines(ctx, [order]))[0]!;
}
