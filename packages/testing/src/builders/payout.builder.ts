/**
 * Withdrawal requests of a seller, written straight into the table (requestWithdrawal needs earnings
 * and payment details; tests of the staff's decisions and of the lists only need the row).
 */
import type { AppDb } from '@souq/core/db/client.ts';
import { payouts, type Payout } from '@souq/core/db/schema/ledger.schema.ts';

export type PayoutOverrides = Partial<typeof payouts.$inferInsert>;

/** A requested payout of 1.00 EGP by `beneficiaryId` unless `overrides` say otherwise. */
export async function buildPayout(
  db: AppDb,
  beneficiaryId: string,
  overrides: PayoutOverrides = {},
): Promise<Payout> {
  const [row] = await db
    .insert(payouts)
    .values({ beneficiaryId, currency: 'EGP', amountMinor: 100, status: 'requested', ...overrides })
    .returning();
  return row!;
}
