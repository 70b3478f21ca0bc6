/**
 * Reading a Paymob transaction (from a processed callback's `obj`, a response callback's query or
 * a transaction inquiry) into our PaymentReport. One reading for the three sources, so a callback
 * and a later retrieve of the same transaction state give the same event id and are applied once.
 */
import type { PaymentMethod } from '../payment-methods.ts';
import type { PaymentOutcome, PaymentReport } from '../payment-provider.ts';

/** The parts of a transaction this adapter reads, whatever the source's shape. */
export interface PaymobTransactionView {
  id: string;
  pending: boolean;
  success: boolean;
  errorOccured: boolean;
  isVoided: boolean;
  isRefunded: boolean;
  /** A child transaction that is itself a refund, or a void, of the payment. */
  isRefundTxn: boolean;
  isVoidTxn: boolean;
  integrationId: number | null;
  /** Paymob's order id (signed in callbacks: order.id). */
  orderId: string | null;
  /** Our special_reference, which Paymob echoes as the order's merchant_order_id (not signed). */
  merchantOrderId: string | null;
  amountCents: number | null;
  currency: string | null;
  source: { type?: string; subType?: string; pan?: string } | null;
  /** The gateway's words (data.message) and code (data.txn_response_code). */
  message: string | null;
  responseCode: string | null;
  /** The kiosk (Aman) bill reference the shopper pays with, while the transaction is pending. */
  billReference: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// Paymob writes booleans as JSON booleans in POST bodies and as "true"/"false" in query strings.
const truthy = (value: unknown): boolean => value === true || value === 'true';

function text(value: unknown): string | null {
  if (typeof value === 'string') return value === '' || value === 'null' ? null : value;
  if (typeof value === 'number') return String(value);
  return null;
}

function integer(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value !== '' ? Number(value) : NaN;
  return Number.isSafeInteger(number) ? number : null;
}

function source(type: unknown, subType: unknown, pan: unknown): PaymobTransactionView['source'] {
  const view = {
    type: text(type) ?? undefined,
    subType: text(subType) ?? undefined,
    pan: text(pan) ?? undefined,
  };
  return view.type || view.subType || view.pan ? view : null;
}

/** A transaction object: the processed callback's `obj`, or the inquiry's answer. */
export function viewFromObject(obj: Record<string, unknown>): PaymobTransactionView {
  const order = obj.order;
  const data = isRecord(obj.data) ? obj.data : {};
  const sourceData = isRecord(obj.source_data) ? obj.source_data : {};
  return {
    id: text(obj.id) ?? '',
    pending: truthy(obj.pending),
    success: truthy(obj.success),
    errorOccured: truthy(obj.error_occured),
    isVoided: truthy(obj.is_voided),
    isRefunded: truthy(obj.is_refunded),
    isRefundTxn: truthy(obj.is_refund),
    isVoidTxn: truthy(obj.is_void),
    integrationId: integer(obj.integration_id),
    // The inquiry and the kiosk pay answer give the order as a bare id, callbacks as an object.
    orderId: isRecord(order) ? text(order.id) : text(order),
    merchantOrderId: isRecord(order) ? text(order.merchant_order_id) : text(obj.merchant_order_id),
    amountCents: integer(obj.amount_cents),
    currency: text(obj.currency),
    source: source(sourceData.type, sourceData.sub_type, sourceData.pan),
    message: text(data.message),
    responseCode: text(data.txn_response_code),
    billReference: text(data.bill_reference),
  };
}

/** The response callback's flattened query string. */
export function viewFromQuery(query: URLSearchParams): PaymobTransactionView {
  const get = (...names: string[]) =>
    names.map((name) => query.get(name)).find((value) => value !== null) ?? null;
  return {
    id: get('id') ?? '',
    pending: truthy(get('pending')),
    success: truthy(get('success')),
    errorOccured: truthy(get('error_occured')),
    isVoided: truthy(get('is_voided')),
    isRefunded: truthy(get('is_refunded')),
    isRefundTxn: truthy(get('is_refund')),
    isVoidTxn: truthy(get('is_void')),
    integrationId: integer(get('integration_id')),
    orderId: text(get('order', 'order_id')),
    merchantOrderId: text(get('merchant_order_id')),
    amountCents: integer(get('amount_cents')),
    currency: text(get('currency')),
    source: source(
      get('source_data.type', 'source_data_type'),
      get('source_data.sub_type', 'source_data_sub_type'),
      get('source_data.pan', 'source_data_pan'),
    ),
    message: text(get('data.message')),
    responseCode: text(get('txn_response_code', 'data.txn_response_code')),
    billReference: text(get('bill_reference', 'data.bill_reference')),
  };
}

/** Installment and buy-now-pay-later methods: their provider's refusal is 'rejected' (SPEC.md 4). */
const INSTALLMENT_METHODS: ReadonlySet<PaymentMethod> = new Set([
  'valu',
  'sympl',
  'souhoola',
  'contact',
  'cib',
  'cardInstallment',
]);

/**
 * A failed 3-D Secure or wallet authentication, as the gateway words it. Paymob publishes no closed
 * list of these texts, so the match is on the words ("3D Secure", "3DS", "authentication", "OTP").
 */
const AUTHENTICATION_FAILURE = /3-?d[\s-]?s(ecure)?\b|authenticat|\botp\b/i;

/** The short status kept on the order (trnxStatus); also the state part of the event id. */
export type PaymobStatus =
  'paid' | 'pending' | 'declined' | 'unauthorized' | 'rejected' | 'error' | 'voided' | 'refunded';

export function statusOf(view: PaymobTransactionView, method: PaymentMethod | null): PaymobStatus {
  // A void or refund (of the payment, or a child transaction that is one) is never a payment's success.
  if (view.isVoided || view.isVoidTxn) return 'voided';
  if (view.isRefunded || view.isRefundTxn) return 'refunded';
  if (view.pending) return 'pending';
  if (view.success) return 'paid';
  const words = `${view.message ?? ''} ${view.responseCode ?? ''}`;
  if (AUTHENTICATION_FAILURE.test(words)) return 'unauthorized';
  if (method && INSTALLMENT_METHODS.has(method)) return 'rejected';
  if (view.errorOccured) return 'error';
  return 'declined';
}

const OUTCOME: Record<PaymobStatus, PaymentOutcome> = {
  paid: 'success',
  pending: 'pending',
  declined: 'declined',
  unauthorized: 'unauthorized',
  rejected: 'rejected',
  error: 'error',
  // The money is not (or no longer) with us for this payment; refunds themselves are recorded by
  // refund(), so the service should not read a 'refunded' report as the shopper's decline.
  voided: 'declined',
  refunded: 'declined',
};

/**
 * The report for one transaction. The event id is the transaction id plus its state: a kiosk
 * payment's "pending" and then "paid" notifications are two events, while Paymob's retries of one
 * notification (and a retrieve that finds the same state) are one.
 */
export function reportFromView(view: PaymobTransactionView, method: PaymentMethod | null): PaymentReport {
  const status = statusOf(view, method);
  const detail = status === 'paid' || status === 'pending' ? null : (view.message ?? view.responseCode);
  return {
    paymentId: view.merchantOrderId,
    providerRef: view.orderId,
    eventId: `${view.id}:${status}`,
    outcome: OUTCOME[status],
    amountMinor: view.amountCents,
    currency: view.currency,
    trnxId: view.id || null,
    trnxStatus: detail ? `${status}: ${detail}`.slice(0, 200) : status,
    source: view.source,
    referenceNumber: status === 'pending' ? view.billReference : null,
  };
}
