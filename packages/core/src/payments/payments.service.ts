/**
 * Paying an order online (docs/decisions/034), the same for every gateway:
 *
 * - placeOrder opens the payment attempt in the order's transaction (`openPaymentAttempt`): the
 *   order waits in 'pending' (pending payment) with its stock taken until `paymentDueAt`;
 * - after the commit, `startPayment` asks the gateway for its hosted page (a gateway that does not
 *   answer leaves the attempt without a page: our start URL asks again);
 * - every verified report (a callback, or a retrieve after the shopper's redirect or by the
 *   reconciliation job) goes through `applyReport`, which records the event under its unique
 *   (provider, event id) in the same transaction as the state change: a replay, ten at once or a
 *   hundred times, changes the order once; a report that arrives after a later one does not undo it;
 * - the shopper's redirect back never marks anything paid by itself: it is settled by retrieve.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { ClockedDbContext, DbContext, ServiceContext } from '../context.ts';
import { withTransaction } from '../db/transaction.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { orders, orderLines, type Order } from '../db/schema/orders.schema.ts';
import { payments, paymentEvents, type Payment } from '../db/schema/payments.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service.ts';
import { recordOrderStatusChange } from '../orders/order-status-events.ts';
import { activatePurchasedGiftCards } from '../promotions/gift-card-purchase.service.ts';
import { notifySellersOfSale } from '../designers/sale-email.job.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { parseId } from '../ids.ts';
import { languageOf, type LocaleCode } from '../locale/locales.ts';
import { PAYMENT_METHOD_INFO, type OnlinePaymentMethod, type PaymentMethod } from './payment-methods.ts';
import {
  PaymentProviderError,
  PaymentSignatureError,
  type IncomingPaymentRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentReport,
} from './payment-provider.ts';
import { paymentErrors } from './payment-errors.ts';
import { paymentById, startOf, storedPaymentOf as storedOf, type PaymentStart } from './payment-records.ts';
import { refundPaymentInFull } from './payment-refunds.service.ts';
import { expireUnpaidOrder } from '../orders/order-lifecycle.service.ts';
import {
  providerForMethod,
  providerNamed,
  sandboxProvider,
  SANDBOX_CHOICE_SOURCE,
} from './payment-gateways.ts';
import type { SandboxOutcome } from './providers/sandbox.provider.ts';
import { enqueueOrderConfirmation } from '../orders/order-confirmation-email.job.ts';

/** How long an order waits for a hosted-page payment, and for one paid at a kiosk with a reference. */
export const PAYMENT_WINDOW_MS = 60 * 60_000;
export const REFERENCE_PAYMENT_WINDOW_MS = 48 * 60 * 60_000;

export const paymentWindowOf = (method: PaymentMethod): number =>
  PAYMENT_METHOD_INFO[method].reference ? REFERENCE_PAYMENT_WINDOW_MS : PAYMENT_WINDOW_MS;

/**
 * In placeOrder's transaction: the attempt that will pay `amountMinor` of the order by `method`.
 * Refused (like an ineligible method) when no gateway can carry the method in this process.
 */
export async function openPaymentAttempt(
  tx: ServiceContext,
  input: { order: Order; method: OnlinePaymentMethod; amountMinor: number },
): Promise<Payment> {
  const provider = providerForMethod(tx, input.method);
  if (!provider) throw paymentErrors.switchedOff();
  const [payment] = await tx.db
    .insert(payments)
    .values({
      orderId: input.order.id,
      method: input.method,
      provider: provider.name,
      amountMinor: input.amountMinor,
      currency: input.order.currency,
      country: input.order.orderedFrom,
      locale: tx.locale,
      expiresAt: input.order.paymentDueAt ?? new Date(tx.now.getTime() + paymentWindowOf(input.method)),
      createdAt: tx.now,
      updatedAt: tx.now,
    })
    .returning();
  return payment!;
}

/** The site's URLs a gateway is given for one payment. */
export const paymentUrls = (origin: string, provider: string) => {
  const base = origin.replace(/\/+$/, '');
  return {
    returnUrl: `${base}/api/payments/return/${provider}`,
    callbackUrl: `${base}/api/payments/callback/${provider}`,
  };
};

/**
 * Asks the gateway for the payment's hosted page (or reference number) unless it has one. Never
 * throws for a gateway that fails: the attempt stays without a page and the start URL asks again.
 */
export async function startPayment(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  paymentId: string,
  origin: string,
): Promise<PaymentStart> {
  const payment = await paymentById(ctx, paymentId);
  if (payment.providerRef || payment.status !== 'pending') return startOf(payment);
  const provider = providerNamed(ctx, payment.provider);
  if (!provider) return startOf(payment);
  const [row] = await ctx.db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(eq(orders.id, payment.orderId))
    .limit(1);
  if (!row) throw paymentErrors.paymentNotFound();
  const { order, user } = row;
  const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const language = languageOf(payment.locale as LocaleCode);
  const address = order.address;
  try {
    const created = await provider.createPayment({
      paymentId: payment.id,
      orderNumber: order.orderNumber,
      method: payment.method as PaymentMethod,
      amountMinor: payment.amountMinor,
      currency: payment.currency,
      country: payment.country,
      language,
      customer: {
        id: user.id,
        firstName: address?.fName || user.fName || 'Customer',
        lastName: address?.lName || user.lName || 'Customer',
        email: address?.email || user.email || `${user.id}@customers.invalid`,
        phone: address?.phone || user.phone || '',
      },
      shipping: {
        country: order.orderedFrom,
        city: address?.city ?? '',
        line1:
          [address?.streetName, address?.address1].filter(Boolean).join(', ') || (address?.address1 ?? ''),
        building: address?.building ?? null,
        floor: address?.floorNo == null ? null : String(address.floorNo),
        apartment: address?.apartment ?? null,
        zip: address?.zipCode == null ? null : String(address.zipCode),
      },
      items: lines.map((line) => ({
        id: line.productId ?? line.giftCardId ?? line.id,
        name: language === 'ar' ? line.productArName || line.productName : line.productName,
        quantity: line.quantity,
        unitMinor: line.unitPriceMinor,
      })),
      shippingMinor: order.shippingMinor,
      discountMinor: order.discountMinor,
      ...paymentUrls(origin, provider.name),
      expiresAt: payment.expiresAt,
    });
    const [updated] = await ctx.db
      .update(payments)
      .set({
        providerRef: created.providerRef,
        redirectUrl: created.redirectUrl,
        referenceNumber: created.referenceNumber ?? null,
        updatedAt: ctx.now,
      })
      .where(and(eq(payments.id, payment.id), isNull(payments.providerRef)))
      .returning();
    return startOf(updated ?? (await paymentById(ctx, payment.id)));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ err: error, paymentId: payment.id }, 'payment gateway did not start the payment');
    return startOf(payment);
  }
}

/**
 * The payment a report is about: by the gateway's own id when the report has one (it is what the
 * gateways sign; the echoed merchant reference is not always among the signed fields, e.g. Paymob's
 * merchant_order_id), else by our id. Both present and naming two payments: refused.
 */
async function paymentOfReport(
  ctx: DbContext,
  provider: string,
  report: Pick<PaymentReport, 'paymentId' | 'providerRef'>,
): Promise<Payment> {
  const id = parseId(report.paymentId);
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(
      report.providerRef
        ? and(eq(payments.provider, provider), eq(payments.providerRef, report.providerRef))
        : and(eq(payments.id, id ?? '00000000-0000-0000-0000-000000000000'), eq(payments.provider, provider)),
    )
    .limit(1);
  if (!payment || (report.providerRef && id && payment.id !== id)) throw paymentErrors.paymentNotFound();
  return payment;
}

const FAILED_OUTCOMES: ReadonlySet<PaymentOutcome> = new Set([
  'declined',
  'rejected',
  'error',
  'unauthorized',
]);

export type ApplyResult = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies one verified report, once (see the file comment). Payment states only move forward:
 * pending → authorized → paid, pending → failed; a failed attempt can still turn paid (a late
 * success after a timeout report), a paid one never turns failed. The order follows a success:
 * pending payment → placed, with the transaction's id, status and source kept on it.
 */
export async function applyReport(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  payment: Payment,
  report: PaymentReport,
  source: 'callback' | 'retrieve' | 'capture',
): Promise<ApplyResult> {
  return withTransaction(ctx, async (tx) => {
    const inserted = await tx.db
      .insert(paymentEvents)
      .values({
        provider: payment.provider,
        eventId: report.eventId,
        paymentId: payment.id,
        outcome: report.outcome,
        source,
        payload: { ...report } as Record<string, unknown>,
        receivedAt: tx.now,
      })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (inserted.length === 0) return 'duplicate';
    const [current] = await tx.db.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!current) return 'ignored';
    const [order] = await tx.db.select().from(orders).where(eq(orders.id, current.orderId)).for('update');
    if (!order) return 'ignored';
    return applyLocked({ ...ctx, db: tx.db }, current, order, report);
  });
}

async function applyLocked(
  tx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  payment: Payment,
  order: Order,
  report: PaymentReport,
): Promise<ApplyResult> {
  const trnx = {
    trnxId: report.trnxId ?? payment.trnxId,
    trnxStatus: report.trnxStatus ?? payment.trnxStatus,
    sourceData: report.source ?? payment.sourceData,
    referenceNumber: report.referenceNumber ?? payment.referenceNumber,
  };
  if (payment.status === 'paid' || payment.status === 'refunded') return 'ignored';
  if (report.outcome === 'pending') {
    await tx.db
      .update(payments)
      .set({ ...trnx, updatedAt: tx.now })
      .where(eq(payments.id, payment.id));
    return 'applied';
  }
  if (report.outcome === 'authorized') {
    await tx.db
      .update(payments)
      .set({ ...trnx, status: 'authorized', outcome: 'authorized', updatedAt: tx.now })
      .where(eq(payments.id, payment.id));
    return 'applied';
  }
  if (FAILED_OUTCOMES.has(report.outcome)) {
    // An authorized payment waits for its capture: a late decline of an earlier step changes nothing.
    if (payment.status === 'authorized') return 'ignored';
    await tx.db
      .update(payments)
      .set({ ...trnx, status: 'failed', outcome: report.outcome, settledAt: tx.now, updatedAt: tx.now })
      .where(eq(payments.id, payment.id));
    return 'applied';
  }
  // success
  const asRequested =
    (report.amountMinor === null || report.amountMinor === payment.amountMinor) &&
    (report.currency === null || report.currency.toUpperCase() === payment.currency);
  await tx.db
    .update(payments)
    .set({ ...trnx, status: 'paid', outcome: 'success', settledAt: tx.now, updatedAt: tx.now })
    .where(eq(payments.id, payment.id));
  if (order.status !== 'pending' || order.paymentStatus !== 'pending') {
    // Paid after the order stopped waiting (expired and released, or cancelled): the money goes back.
    tx.log.warn(
      { paymentId: payment.id, orderId: order.id },
      'payment succeeded for an order no longer waiting',
    );
    await enqueueJob(tx, { queue: LATE_PAYMENT_QUEUE, payload: { paymentId: payment.id }, runAt: tx.now });
    return 'applied';
  }
  await tx.db
    .update(orders)
    .set({
      status: 'placed',
      paymentStatus: 'paid',
      paymentMethod: payment.method,
      paymentProvider: payment.provider,
      isPaidAsRequest: asRequested,
      trnxId: trnx.trnxId,
      trnxStatus: trnx.trnxStatus,
      sourceData: trnx.sourceData,
      paymentDueAt: null,
      updatedAt: tx.now,
    })
    .where(eq(orders.id, order.id));
  await recordOrderStatusChange(tx, { orderId: order.id, from: 'pending', to: 'placed', email: false });
  await activatePurchasedGiftCards(tx, order.id);
  await notifySellersOfSale(tx, order.id);
  await enqueueOrderConfirmation(tx, order.id);
  return 'applied';
}

/** Asks the gateway where the payment stands and applies the answer (capturing an authorized one). */
export async function settleFromProvider(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  payment: Payment,
): Promise<void> {
  const provider = providerNamed(ctx, payment.provider);
  if (!provider) return;
  await ctx.db.update(payments).set({ checkedAt: ctx.now }).where(eq(payments.id, payment.id));
  let report: PaymentReport;
  try {
    report = await provider.retrieve(storedOf(payment));
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn({ err: error, paymentId: payment.id }, 'payment gateway did not answer a retrieve');
    return;
  }
  await applyReport(ctx, payment, report, 'retrieve');
  if (report.outcome === 'authorized') await capture(ctx, provider, payment.id);
}

async function capture(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  provider: PaymentProvider,
  paymentId: string,
) {
  if (!provider.capture) return;
  const payment = await paymentById(ctx, paymentId);
  if (payment.status !== 'authorized') return;
  try {
    const report = await provider.capture(storedOf(payment));
    await applyReport(ctx, payment, report, 'capture');
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // The reconciliation job captures it on its next pass.
    ctx.log.warn({ err: error, paymentId }, 'payment capture failed');
  }
}

/**
 * A gateway's server-to-server notification: verified, applied once, and answered 200 even when it
 * repeats one seen before. A signature that does not verify is 400 and changes nothing.
 */
export async function handlePaymentCallback(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  providerName: string,
  incoming: IncomingPaymentRequest,
): Promise<ApplyResult> {
  const provider = providerNamed(ctx, providerName);
  if (!provider) throw paymentErrors.paymentNotFound();
  let report: PaymentReport;
  try {
    report = await provider.parseCallback(incoming);
  } catch (error) {
    if (error instanceof PaymentSignatureError) throw paymentErrors.badSignature();
    throw error;
  }
  const payment = await paymentOfReport(ctx, provider.name, report);
  const result = await applyReport(ctx, payment, report, 'callback');
  if (report.outcome === 'authorized') await capture(ctx, provider, payment.id);
  return result;
}

/**
 * The shopper's browser back from the gateway: which payment, then a retrieve settles it. Answers
 * the payment for the result page.
 */
export async function handlePaymentReturn(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  providerName: string,
  incoming: IncomingPaymentRequest,
): Promise<PaymentStart> {
  const provider = providerNamed(ctx, providerName);
  if (!provider) throw paymentErrors.paymentNotFound();
  let ids: { paymentId: string | null; providerRef: string | null };
  try {
    ids = await provider.parseRedirect(incoming);
  } catch (error) {
    if (error instanceof PaymentSignatureError) throw paymentErrors.badSignature();
    throw error;
  }
  const payment = await paymentOfReport(ctx, provider.name, ids);
  if (payment.status === 'pending' || payment.status === 'authorized') await settleFromProvider(ctx, payment);
  const settled = await paymentById(ctx, payment.id);
  return startOf(settled);
}

/** A shopper's own payment and its order (the result page, the start URL). */
export async function getMyPayment(
  ctx: ServiceContext,
  paymentId: string,
): Promise<{ payment: PaymentStart; order: Order; expiresAt: Date; amountMinor: number }> {
  const actor = requireActor(ctx);
  const payment = await paymentById(ctx, paymentId);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, payment.orderId)).limit(1);
  if (!order || order.customerId !== actor.id.toLowerCase()) throw paymentErrors.paymentNotFound();
  return { payment: startOf(payment), order, expiresAt: payment.expiresAt, amountMinor: payment.amountMinor };
}

/** The newest attempt of an order (the order pages show its reference number or state). */
export async function latestPaymentOfOrder(ctx: DbContext, orderId: string): Promise<Payment | null> {
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment ?? null;
}

/**
 * After a decline the shopper tries again, with the same or another online method, while the order
 * still waits: a new attempt for the same amount (the earlier one stays failed).
 */
export async function retryOrderPayment(
  ctx: ServiceContext,
  input: { order: string; method: OnlinePaymentMethod },
): Promise<Payment> {
  const actor = requireActor(ctx);
  return withTransaction(ctx, async (tx) => {
    const id = parseId(input.order);
    const [order] = id ? await tx.db.select().from(orders).where(eq(orders.id, id)).for('update') : [];
    if (!order || order.customerId !== actor.id.toLowerCase()) throw paymentErrors.paymentNotFound();
    if (order.status !== 'pending' || order.paymentStatus !== 'pending') throw paymentErrors.notPayable();
    const attempts = await tx.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt));
    const open = attempts.find((attempt) => attempt.status === 'pending' || attempt.status === 'authorized');
    // One attempt at a time: the open one is answered again (a double click, a back button).
    if (open && open.method === input.method) return open;
    if (open)
      await tx.db
        .update(payments)
        .set({ status: 'failed', outcome: 'declined', updatedAt: tx.now })
        .where(eq(payments.id, open.id));
    const amountMinor = attempts[0]?.amountMinor;
    if (!amountMinor) throw paymentErrors.notPayable();
    return openPaymentAttempt(tx, { order, method: input.method, amountMinor });
  });
}

/**
 * The sandbox's hosted page: the tester's choice is kept (retrieve answers it) and, unless the
 * tester asked to lose it, sent as the gateway's signed notification.
 */
export async function chooseSandboxOutcome(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  input: { paymentId: string; outcome: SandboxOutcome; notify: boolean },
): Promise<PaymentStart> {
  const payment = await paymentById(ctx, input.paymentId);
  if (payment.provider !== 'sandbox') throw paymentErrors.paymentNotFound();
  const [{ count } = { count: 0 }] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.paymentId, payment.id), eq(paymentEvents.source, SANDBOX_CHOICE_SOURCE)));
  const sequence = count + 1;
  await ctx.db.insert(paymentEvents).values({
    provider: 'sandbox',
    eventId: `choice:${payment.id}:${sequence}`,
    paymentId: payment.id,
    outcome: input.outcome,
    source: SANDBOX_CHOICE_SOURCE,
    receivedAt: ctx.now,
  });
  if (input.notify) {
    const sandbox = sandboxProvider(ctx);
    await handlePaymentCallback(
      ctx,
      'sandbox',
      sandbox.signedDecision({
        paymentId: payment.id,
        outcome: input.outcome,
        method: payment.method as PaymentMethod,
        sequence,
      }),
    );
  }
  const settled = await paymentById(ctx, payment.id);
  return startOf(settled);
}

/** The reconciliation job's queue (a pass a minute; it queues its next pass itself). */
export const PAYMENT_RECONCILIATION_QUEUE = 'payment-reconciliation';
/** A payment that paid an order no longer waiting: its money goes back (late-payment handler). */
export const LATE_PAYMENT_QUEUE = 'payment-late-refund';
export const RECONCILE_EVERY_MS = 60_000;
/** A pending payment younger than this is left to its callback; older ones are asked about. */
export const RECONCILE_AFTER_MS = 2 * 60_000;

/**
 * One pass: payments pending (or authorized, awaiting capture) for a while are retrieved and
 * settled; orders whose payment window has passed are asked about one last time, then cancelled
 * with their stock and balances released.
 */
export async function reconcilePayments(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  options: { limit?: number } = {},
): Promise<{ checked: number; released: number }> {
  const limit = options.limit ?? 50;
  const askedBefore = new Date(ctx.now.getTime() - RECONCILE_AFTER_MS);
  const stale = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['pending', 'authorized']),
        lte(payments.createdAt, askedBefore),
        isNotNull(payments.providerRef),
        or(isNull(payments.checkedAt), lte(payments.checkedAt, askedBefore)),
      ),
    )
    .orderBy(asc(payments.checkedAt), asc(payments.createdAt))
    .limit(limit);
  for (const payment of stale) await settleFromProvider(ctx, payment);
  const overdue = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        eq(orders.paymentStatus, 'pending'),
        lte(orders.paymentDueAt, ctx.now),
      ),
    )
    .limit(limit);
  let released = 0;
  for (const { id } of overdue) if (await releaseUnpaidOrder(ctx, id)) released += 1;
  return { checked: stale.length, released };
}

async function releaseUnpaidOrder(
  ctx: Pick<ServiceContext, 'db' | 'now' | 'log'>,
  orderId: string,
): Promise<boolean> {
  const open = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending', 'authorized'])));
  // One last question: a payment made in its last minute is not thrown away.
  for (const payment of open) if (payment.providerRef) await settleFromProvider(ctx, payment);
  return expireUnpaidOrder(ctx, orderId);
}

/** Queues the next reconciliation pass unless one is already waiting (the server calls it at start). */
export async function schedulePaymentReconciliation(ctx: ClockedDbContext): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${PAYMENT_RECONCILIATION_QUEUE}))`);
    const [waiting] = await tx.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, PAYMENT_RECONCILIATION_QUEUE), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    if (waiting) return;
    await enqueueJob(tx, {
      queue: PAYMENT_RECONCILIATION_QUEUE,
      payload: {},
      runAt: new Date(tx.now.getTime() + RECONCILE_EVERY_MS),
    });
  });
}

export const runPaymentReconciliation: JobHandler = async (deps) => {
  const now = deps.now();
  const ctx = { db: deps.db, now, log: deps.log };
  try {
    const result = await reconcilePayments(ctx);
    if (result.checked || result.released) deps.log.info(result, 'payments reconciled');
  } catch (error) {
    // Not thrown: a retry of this pass would start a second chain of passes beside the next one.
    deps.log.error({ err: error }, 'payment reconciliation pass failed');
  } finally {
    // The next pass, queued directly (this job is still running, so schedulePaymentReconciliation's
    // check would skip it).
    await enqueueJob(deps, {
      queue: PAYMENT_RECONCILIATION_QUEUE,
      payload: {},
      runAt: new Date(now.getTime() + RECONCILE_EVERY_MS),
    });
  }
};

/** Refunds a payment that arrived for an order no longer waiting (see applyLocked). */
export const refundLatePayment: JobHandler = async (deps, payload) => {
  const paymentId = typeof payload.paymentId === 'string' ? payload.paymentId : '';
  const ctx = { db: deps.db, now: deps.now(), log: deps.log };
  await refundPaymentInFull(ctx, paymentId);
};

export type { PaymentStart };
