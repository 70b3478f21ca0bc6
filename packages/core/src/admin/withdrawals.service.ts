/**
 * The withdrawals desk (issue 17): sellers' payout requests by status, newest first, and the
 * referral profits people moved into their wallets (requestReferralCodeProfit writes a
 * `referral_reward` wallet entry), read-only. Both grow without bound: keyset paged.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { payouts, walletEntries, type Payout } from '../db/schema/ledger.schema.ts';
import { parseId } from '../ids.ts';
import type { CurrencyCode } from '../locale/locales.ts';
import { PAYOUT_STATUSES } from '../designers/payouts.service.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';
import { requirePermission } from './permissions.ts';

export const WITHDRAWALS_PAGE_SIZE = 50;

const decider = alias(users, 'decider');

export interface AdminPayoutRow {
  id: string;
  amountMinor: number;
  currency: 'EGP';
  status: Payout['status'];
  requestedAt: Date;
  approvedAt: Date | null;
  paidAt: Date | null;
  rejectedAt: Date | null;
  reference: string | null;
  note: string | null;
  seller: { id: string; name: string; email: string | null; role: string };
  decidedBy: string | null;
}

export interface KeysetPage<Row> {
  items: Row[];
  next: string | null;
}

const pageOf = <Row extends { id: string }>(
  rows: Array<Row & { cursorAt: string }>,
  limit: number,
): KeysetPage<Row> => {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...row }) => row as unknown as Row),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
};

const statusOf = (value: string | null | undefined): Payout['status'] | null => {
  const status = (value ?? '').trim().toLowerCase();
  return (PAYOUT_STATUSES as readonly string[]).includes(status) ? (status as Payout['status']) : null;
};

/**
 * Payout requests for staff (payouts.read), newest request first; `status` one of requested,
 * approved, paid, rejected (anything else: all), `seller` an id (malformed: nothing).
 */
export async function listAdminPayouts(
  ctx: ServiceContext,
  filter: { status?: string | null; seller?: string | null; after?: string | null } = {},
): Promise<KeysetPage<AdminPayoutRow>> {
  requirePermission(ctx, 'payouts.read');
  const conditions: Array<SQL | undefined> = [];
  const status = statusOf(filter.status);
  if (status) conditions.push(eq(payouts.status, status));
  if (filter.seller) {
    const seller = parseId(filter.seller);
    if (!seller) return { items: [], next: null };
    conditions.push(eq(payouts.beneficiaryId, seller));
  }
  const cursor = decodeCursor(filter.after);
  if (cursor) conditions.push(olderThan(payouts.requestedAt, payouts.id, cursor));
  const rows = await ctx.db
    .select({
      payout: payouts,
      cursorAt: preciseTime(payouts.requestedAt),
      name: users.name,
      email: users.email,
      role: users.role,
      decidedBy: decider.name,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.beneficiaryId))
    .leftJoin(decider, eq(decider.id, payouts.decidedById))
    .where(and(...conditions))
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(WITHDRAWALS_PAGE_SIZE + 1);
  return pageOf(
    rows.map(({ payout, cursorAt, name, email, role, decidedBy }) => ({
      id: payout.id,
      cursorAt,
      amountMinor: payout.amountMinor,
      currency: 'EGP' as const,
      status: payout.status,
      requestedAt: payout.requestedAt,
      approvedAt: payout.approvedAt,
      paidAt: payout.paidAt,
      rejectedAt: payout.rejectedAt,
      reference: payout.reference,
      note: payout.note,
      seller: { id: payout.beneficiaryId, name, email, role },
      decidedBy,
    })),
    WITHDRAWALS_PAGE_SIZE,
  );
}

export interface ReferralWithdrawalRow {
  id: string;
  at: Date;
  amountMinor: number;
  currency: CurrencyCode;
  note: string | null;
  user: { id: string; name: string; email: string | null };
}

/** Referral profits moved to wallets (payouts.read), newest first. Read-only: nothing to decide. */
export async function listReferralWithdrawals(
  ctx: ServiceContext,
  filter: { after?: string | null } = {},
): Promise<KeysetPage<ReferralWithdrawalRow>> {
  requirePermission(ctx, 'payouts.read');
  const cursor = decodeCursor(filter.after);
  const rows = await ctx.db
    .select({
      id: walletEntries.id,
      cursorAt: preciseTime(walletEntries.createdAt),
      at: walletEntries.createdAt,
      amountMinor: walletEntries.amountMinor,
      currency: walletEntries.currency,
      note: walletEntries.note,
      userId: users.id,
      name: users.name,
      email: users.email,
    })
    .from(walletEntries)
    .innerJoin(users, eq(users.id, walletEntries.userId))
    .where(
      and(
        eq(walletEntries.reason, 'referral_reward'),
        cursor ? olderThan(walletEntries.createdAt, walletEntries.id, cursor) : undefined,
      ),
    )
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(WITHDRAWALS_PAGE_SIZE + 1);
  return pageOf(
    rows.map(({ userId, name, email, ...row }) => ({ ...row, user: { id: userId, name, email } })),
    WITHDRAWALS_PAGE_SIZE,
  );
}
