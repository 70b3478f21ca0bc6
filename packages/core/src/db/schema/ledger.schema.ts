import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { countryCode, createdAt, currencyCode, primaryId } from './common.schema.ts';
import { products } from './catalog.schema.ts';
import { orderLines, orders } from './orders.schema.ts';

/*
 * Ledgers are append-only: a balance is the sum of its entries, never a column that two requests
 * could overwrite. Corrections are new entries with the opposite sign.
 */

export const walletReason = pgEnum('wallet_reason', [
  'order_payment',
  'order_refund',
  'referral_reward',
  'gift_card',
  'admin_adjustment',
]);

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: currencyCode('currency').notNull(),
    /** Signed: credits are positive, spends negative. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    reason: walletReason('reason').notNull(),
    note: text('note'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_entries_user_currency_idx').on(t.userId, t.currency, t.createdAt),
    index('wallet_entries_order_id_idx').on(t.orderId),
    index('wallet_entries_created_at_idx').on(t.createdAt),
  ],
);

export const profitFor = pgEnum('profit_for', ['designer', 'manufacturer', 'referral', 'site']);

/** A delivered line's earning, or its reversal when the order is refunded after delivery. */
export const profitEntryKind = pgEnum('profit_entry_kind', ['earning', 'reversal']);

/**
 * What a designer, manufacturer or referrer earned, and the site's own revenue per delivered line
 * (beneficiary null); owed = earned - payouts. Sale entries (designer, manufacturer, site) carry the
 * order's country, the product, and the amount in EGP at the settings' rate of that moment, so
 * reports never convert with today's rate. One earning and one reversal per line and party at most.
 */
export const profitEntries = pgTable(
  'profit_entries',
  {
    id: primaryId(),
    beneficiaryId: uuid('beneficiary_id').references(() => users.id, { onDelete: 'restrict' }),
    profitFor: profitFor('profit_for').notNull(),
    entryKind: profitEntryKind('entry_kind').notNull().default('earning'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderLineId: uuid('order_line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    country: countryCode('country'),
    currency: currencyCode('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The same amount in EGP piastres at `rateToEgp` (1 for EGP); null on referral entries. */
    amountEgpMinor: bigint('amount_egp_minor', { mode: 'number' }),
    rateToEgp: numeric('rate_to_egp', { precision: 12, scale: 4, mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('profit_entries_line_party_uq')
      .on(t.orderLineId, t.profitFor, t.entryKind)
      .where(sql`${t.orderLineId} is not null and ${t.profitFor} <> 'referral'`),
    index('profit_entries_for_created_idx').on(t.profitFor, t.createdAt),
    index('profit_entries_product_id_idx').on(t.productId),
    index('profit_entries_beneficiary_idx').on(t.beneficiaryId, t.currency, t.createdAt),
    index('profit_entries_order_id_idx').on(t.orderId),
    index('profit_entries_order_line_id_idx').on(t.orderLineId),
    index('profit_entries_created_at_idx').on(t.createdAt),
  ],
);

export const payoutStatus = pgEnum('payout_status', ['requested', 'approved', 'paid', 'rejected']);

/** A withdrawal request by a designer or manufacturer, paid by staff outside the system. */
export const payouts = pgTable(
  'payouts',
  {
    id: primaryId(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: currencyCode('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    status: payoutStatus('status').notNull().default('requested'),
    note: text('note'),
    /** Staff who paid or rejected it, and the bank transfer's reference. */
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    reference: text('reference'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff agreed to pay it (the transfer is on its way); still owed until paid. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_beneficiary_idx').on(t.beneficiaryId, t.requestedAt),
    index('payouts_status_requested_idx').on(t.status, t.requestedAt),
    index('payouts_decided_by_id_idx').on(t.decidedById),
    check('payouts_amount_ck', sql`${t.amountMinor} > 0`),
  ],
);

export type WalletEntry = typeof walletEntries.$inferSelect;
export type NewWalletEntry = typeof walletEntries.$inferInsert;
export type ProfitEntry = typeof profitEntries.$inferSelect;
export type NewProfitEntry = typeof profitEntries.$inferInsert;
export type Payout = typeof payouts.$inferSelect;
