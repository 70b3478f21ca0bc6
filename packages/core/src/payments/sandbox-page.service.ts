/**
 * What the sandbox gateway's hosted page (/:locale/payment/sandbox/:paymentId) shows: the payment
 * as a gateway would know it (order number, amount, method, reference). Like a real gateway's
 * page it needs no session: whoever holds the link is the payer. Only sandbox payments have one.
 */
import { eq } from 'drizzle-orm';
import type { DbContext } from '../context.ts';
import { orders } from '../db/schema/orders.schema.ts';
import type { PaymentMethod } from './payment-methods.ts';
import { paymentErrors } from './payment-errors.ts';
import { paymentById } from './payment-records.ts';

export interface SandboxPaymentView {
  paymentId: string;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  method: PaymentMethod;
  referenceNumber: string | null;
  status: string;
}

export async function getSandboxPayment(ctx: DbContext, paymentId: string): Promise<SandboxPaymentView> {
  const payment = await paymentById(ctx, paymentId);
  if (payment.provider !== 'sandbox') throw paymentErrors.paymentNotFound();
  const [order] = await ctx.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .limit(1);
  if (!order) throw paymentErrors.paymentNotFound();
  return {
    paymentId: payment.id,
    orderNumber: order.orderNumber,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    method: payment.method as PaymentMethod,
    referenceNumber: payment.referenceNumber,
    status: payment.status,
  };
}
