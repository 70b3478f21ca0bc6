/** How a payment row is read and handed around, shared by the payments and refunds services. */
import { eq } from 'drizzle-orm';
import type { DbContext } from '../context.ts';
import { payments, type Payment } from '../db/schema/payments.schema.ts';
import { parseId } from '../ids.ts';
import type { PaymentMethod } from './payment-methods.ts';
import type { StoredPayment } from './payment-provider.ts';
import { paymentErrors } from './payment-errors.ts';

/** Where a payment's shopper is sent, as placeOrder and the pages answer it. */
export interface PaymentStart {
  paymentId: string;
  orderId: string;
  method: PaymentMethod;
  provider: string;
  /** The gateway's hosted page, or null (a reference number, or the gateway did not answer yet). */
  redirectUrl: string | null;
  referenceNumber: string | null;
  status: Payment['status'];
  outcome: string;
  locale: string;
}

export const startOf = (payment: Payment): PaymentStart => ({
  paymentId: payment.id,
  orderId: payment.orderId,
  method: payment.method as PaymentMethod,
  provider: payment.provider,
  redirectUrl: payment.redirectUrl,
  referenceNumber: payment.referenceNumber,
  status: payment.status,
  outcome: payment.outcome,
  locale: payment.locale,
});

export const storedPaymentOf = (payment: Payment): StoredPayment => ({
  id: payment.id,
  method: payment.method as PaymentMethod,
  providerRef: payment.providerRef,
  trnxId: payment.trnxId,
  referenceNumber: payment.referenceNumber,
  amountMinor: payment.amountMinor,
  currency: payment.currency,
  country: payment.country,
});

export async function paymentById(ctx: DbContext, paymentId: string | null | undefined): Promise<Payment> {
  const id = parseId(paymentId);
  if (!id) throw paymentErrors.paymentNotFound();
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, id)).limit(1);
  if (!payment) throw paymentErrors.paymentNotFound();
  return payment;
}
