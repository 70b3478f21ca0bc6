/**
 * Money going back the way it came (issue 18, Refunds). A refund to the original method is decided
 * in the order's refund transaction: through the gateway when it refunds that method (recorded as a
 * payment_refunds row and sent by a job whose id is the gateway's idempotency key, so a retry never
 * pays twice), else to the customer's wallet at once. Cash on delivery and balance-paid orders keep
 * today's rule: staff refund outside and the order records it.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ClockedDbContext, ServiceContext } from '../context.ts';
import { withTransaction } from '../db/transaction.ts';
import { orders, type Order } from '../db/schema/orders.schema.ts';
import { paymentRefunds, payments } from '../db/schema/payments.schema.ts';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service.ts';
import { creditRefund } from '../wallet/wallet.service.ts';
import { providerNamed } from './payment-gateways.ts';
import { storedPaymentOf } from './payment-records.ts';
import type { PaymentMethod } from './payment-methods.ts';

export const PAYMENT_REFUND_QUEUE = 'payment-refund';

export type RefundRoute = 'provider' | 'wallet' | 'recorded';

/** The attempt that paid the order, if it was paid online. */
async function paidAttemptOf(ctx: ClockedDbContext, orderId: string) {
  const [paid] = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), sql`${payments.status} in ('paid', 'refunded')`))
    .limit(1);
  return paid ?? null;
}

/**
 * In the refund's transaction: sends `amountMinor` of a refund to the original method and answers
 * where it went.
 */
export async function refundToOriginalMethod(
  ctx: ClockedDbContext,
  order: Order,
  amountMinor: number,
  requestedBy: string | null,
): Promise<RefundRoute> {
  const paid = await paidAttemptOf(ctx, order.id);
  if (!paid) return 'recorded';
  const provider = providerNamed(ctx, paid.provider);
  if (!provider || !provider.canRefund(paid.method as PaymentMethod)) {
    await creditRefund(ctx, {
      userId: order.customerId,
      amountMinor,
      currency: order.currency,
      orderId: order.id,
    });
    return 'wallet';
  }
  const [refund] = await ctx.db
    .insert(paymentRefunds)
    .values({
      paymentId: paid.id,
      orderId: order.id,
      amountMinor,
      currency: paid.currency,
      requestedBy,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    })
    .returning({ id: paymentRefunds.id });
  await enqueueJob(ctx, {
    queue: PAYMENT_REFUND_QUEUE,
    payload: { refundId: refund!.id },
    runAt: ctx.now,
    maxAttempts: 8,
  });
  return 'provider';
}

/** The job: one refund sent to its gateway; a failure is retried with backoff by the queue. */
export const sendPaymentRefund: JobHandler = async (deps, payload) => {
  const refundId = typeof payload.refundId === 'string' ? payload.refundId : '';
  const now = deps.now();
  const [row] = await deps.db
    .select({ refund: paymentRefunds, payment: payments })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.id, refundId))
    .limit(1);
  if (!row || row.refund.status !== 'requested') return;
  const provider = providerNamed(deps, row.payment.provider);
  if (!provider) throw new Error(`no gateway ${row.payment.provider} for refund ${refundId}`);
  try {
    const report = await provider.refund(storedPaymentOf(row.payment), row.refund.amountMinor, row.refund.id);
    if (report.outcome === 'error') throw new Error(`gateway refused refund ${refundId}`);
    await withTransaction({ db: deps.db }, async (tx) => {
      await tx.db
        .update(paymentRefunds)
        .set({ status: 'succeeded', providerRef: report.refundRef, lastError: null, updatedAt: now })
        .where(eq(paymentRefunds.id, refundId));
      const [{ refunded } = { refunded: 0 }] = await tx.db
        .select({ refunded: sql<number>`coalesce(sum(${paymentRefunds.amountMinor}), 0)::int` })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.paymentId, row.payment.id), eq(paymentRefunds.status, 'succeeded')));
      if (refunded >= row.payment.amountMinor)
        await tx.db
          .update(payments)
          .set({ status: 'refunded', updatedAt: now })
          .where(eq(payments.id, row.payment.id));
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await deps.db
      .update(paymentRefunds)
      .set({ lastError: message.slice(0, 500), updatedAt: now })
      .where(eq(paymentRefunds.id, refundId));
    // Thrown again: the queue retries the refund with backoff.
    throw error;
  }
};

/**
 * A payment that succeeded after its order stopped waiting (expired, cancelled): all of it goes
 * back, through the gateway or to the wallet. Once: a second run finds the refund already made.
 */
export async function refundPaymentInFull(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  paymentId: string,
): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [payment] = await tx.db.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!payment || payment.status !== 'paid') return;
    const [already] = await tx.db
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, payment.id))
      .limit(1);
    if (already) return;
    const [order] = await tx.db.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
    if (!order) return;
    const route = await refundToOriginalMethod(tx, order, payment.amountMinor, null);
    if (route === 'wallet')
      await tx.db
        .update(payments)
        .set({ status: 'refunded', updatedAt: tx.now })
        .where(eq(payments.id, payment.id));
  });
}
