/**
 * setFawryRef (SPEC.md section 7; issue 18): an app that created a Fawry reference with Fawry's own
 * SDK tells us the reference number shown to the customer, stored on the order's open Fawry payment
 * attempt (the order pages and the result page show it; the reconciliation job and Fawry's
 * notification settle it). Only the order's customer (anyone else's order is 404, like a missing
 * one); only while the order waits for a Fawry payment, else SPEC.md 8's 'Fawry error'.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { withTransaction } from '../db/transaction.ts';
import { orders, type Order } from '../db/schema/orders.schema.ts';
import { payments, type Payment } from '../db/schema/payments.schema.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { normalizeDigits } from '../accounts/account-validation.ts';
import { parseId } from '../ids.ts';
import { orderNotFound } from '../orders/orders.service.ts';
import { paymentErrors } from './payment-errors.ts';

/** Fawry's reference numbers are numeric (nine to sixteen digits in their documentation's examples). */
export const MAX_FAWRY_REF_LENGTH = 32;

export async function setFawryRef(
  ctx: ServiceContext,
  input: { order: string | null | undefined; fawryRef: string | null | undefined },
): Promise<{ order: Order; payment: Payment }> {
  const actor = requireActor(ctx);
  const raw = (input.fawryRef ?? '').slice(0, MAX_FAWRY_REF_LENGTH * 4);
  const reference = normalizeDigits(raw);
  if (!reference || reference.length > MAX_FAWRY_REF_LENGTH) throw paymentErrors.fawryError();
  const id = parseId(input.order);
  if (!id) throw orderNotFound();
  return withTransaction(ctx, async (tx) => {
    const [order] = await tx.db.select().from(orders).where(eq(orders.id, id)).for('update');
    // Someone else's order is answered like a missing one (404, as the other order calls answer it).
    if (!order || order.customerId !== actor.id.toLowerCase()) throw orderNotFound();
    if (order.status !== 'pending' || order.paymentStatus !== 'pending') throw paymentErrors.fawryError();
    const [open] = await tx.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, ['pending', 'authorized'])))
      .orderBy(desc(payments.createdAt))
      .limit(1);
    if (!open || open.method !== 'fawry') throw paymentErrors.fawryError();
    const [payment] = await tx.db
      .update(payments)
      .set({ referenceNumber: reference, updatedAt: tx.now })
      .where(eq(payments.id, open.id))
      .returning();
    return { order, payment: payment! };
  });
}
