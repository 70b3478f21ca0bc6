import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { countryCode, createdAt, currencyCode, primaryId, timestamps, updatedAt } from './common.schema.ts';
import { orders } from './orders.schema.ts';
import { users } from './accounts.schema.ts';

/**
 * One attempt to pay an order online (docs/decisions/034). An order has at most one attempt that is
 * not failed: a shopper who tries again after a decline gets a new attempt, and the order is paid by
 * the attempt that succeeded.
 */
export const paymentAttemptStatus = pgEnum('payment_attempt_status', [
  'pending',
  'authorized',
  'paid',
  'failed',
  'expired',
  'refunded',
]);

export const payments = pgTable(
  'payments',
  {
    id: primaryId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    method: text('method').notNull(),
    provider: text('provider').notNull(),
    status: paymentAttemptStatus('status').notNull().default('pending'),
    /** The last outcome a verified report gave (SPEC.md 4's words), shown on the result page. */
    outcome: text('outcome').notNull().default('pending'),
    amountMinor: integer('amount_minor').notNull(),
    currency: currencyCode('currency').notNull(),
    country: countryCode('country').notNull(),
    /** The shopper's locale at checkout (ar-eg, en-sa...): the hosted page and the way back speak it. */
    locale: text('locale').notNull(),
    /** The provider's id of the payment (its order, session or checkout id); null until it answers. */
    providerRef: text('provider_ref'),
    /** The hosted page the shopper is sent to (null for a reference number, or until it answers). */
    redirectUrl: text('redirect_url'),
    /** The reference the shopper pays at a kiosk (Fawry, Aman). */
    referenceNumber: text('reference_number'),
    trnxId: text('trnx_id'),
    trnxStatus: text('trnx_status'),
    sourceData: jsonb('source_data').$type<{ type?: string; subType?: string; pan?: string }>(),
    /** Past this the reconciliation job asks the provider one last time, then lets the order go. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the reconciliation job last asked the provider (it backs off between asks). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.createdAt),
    index('payments_status_expires_idx').on(t.status, t.expiresAt),
    uniqueIndex('payments_provider_ref_uq').on(t.provider, t.providerRef),
    check('payments_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Every verified report a provider sent (callback, retrieve), once: the unique (provider, event id)
 * is inserted in the transaction that applies the report, so a replay changes nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: primaryId(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull(),
    /** Where the report came from: 'callback', 'redirect', 'retrieve', 'sandbox'. */
    source: text('source').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    receivedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId),
    index('payment_events_payment_idx').on(t.paymentId),
  ],
);

export const paymentRefundStatus = pgEnum('payment_refund_status', ['requested', 'succeeded', 'failed']);

/**
 * A refund to the original method: recorded with the order's refund in one transaction, then sent
 * to the provider by a job (its id is the provider's idempotency key, so a retry never pays twice).
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: primaryId(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: currencyCode('currency').notNull(),
    status: paymentRefundStatus('status').notNull().default('requested'),
    providerRef: text('provider_ref'),
    lastError: text('last_error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('payment_refunds_payment_idx').on(t.paymentId),
    index('payment_refunds_order_idx').on(t.orderId),
    index('payment_refunds_requested_by_idx').on(t.requestedBy),
    check('payment_refunds_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * A payment method switched on or off in one country (the dashboard's switches). No row: the
 * catalogue's default (on wherever the method can be offered).
 */
export const paymentMethodSettings = pgTable(
  'payment_method_settings',
  {
    method: text('method').notNull(),
    country: countryCode('country').notNull(),
    enabled: boolean('enabled').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.method, t.country] })],
);

export type Payment = typeof payments.$inferSelect;
export type PaymentEvent = typeof paymentEvents.$inferSelect;
export type PaymentRefund = typeof paymentRefunds.$inferSelect;
