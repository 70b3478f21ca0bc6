/**
 * The wallet and referral profits (docs/decisions/018). Both are append-only ledgers already in the
 * schema: `wallet_entries` (signed amounts per user and currency) and `profit_entries` with
 * profit_for = 'referral'. A balance is the sum of its ledger. Every write that could take a balance
 * below zero runs in one transaction that first locks the user's row (SELECT ... FOR UPDATE), then
 * reads the sum and appends; two concurrent spends of one user run one after the other, so the
 * second sees the first's entry and cannot overdraw.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ClockedDbContext, DbContext, ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { profitEntries, walletEntries } from '../db/schema/ledger.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { domainError } from '../errors.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { isStaff } from '../accounts/user.mapper.ts';
import { currencyOfCountry, type CurrencyCode } from '../locale/locales.ts';
import { MINOR_PER_MAJOR } from '../money/money.ts';
import { referralCodeUsesOf } from './referral-uses.ts';

const fail = domainError;

export const walletErrors = {
  /** SPEC.md section 8, the referral message. */
  referralBalanceLow: () =>
    fail(
      'REFERRAL_BALANCE_LOW',
      'errors.referral.balanceLow',
      'Your balance is lower than your request amount',
    ),
  walletBalanceLow: () =>
    fail('WALLET_BALANCE_LOW', 'errors.wallet.balanceLow', 'Your wallet balance is lower than this amount'),
  invalidAmount: () => fail('WALLET_INVALID_AMOUNT', 'errors.wallet.invalidAmount', 'Enter a valid amount'),
  reasonRequired: () =>
    fail('WALLET_REASON_REQUIRED', 'errors.wallet.reasonRequired', 'A reason is required for an adjustment'),
};

/**
 * Locks the user's row for the rest of the transaction: spends of one user run one at a time.
 * Every spend of a balance (here and at checkout) takes it before reading the sum it spends.
 */
export async function lockUser(ctx: DbContext, userId: string): Promise<void> {
  const locked = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if (locked.length !== 1) throw accountErrors.userNotFound();
}

export async function walletBalanceMinor(
  ctx: DbContext,
  userId: string,
  currency: CurrencyCode,
): Promise<number> {
  const [row] = await ctx.db
    .select({ sum: sql<string | null>`sum(${walletEntries.amountMinor})` })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.currency, currency)));
  return Number(row?.sum ?? 0);
}

export async function referralBalanceMinor(
  ctx: DbContext,
  userId: string,
  currency: CurrencyCode,
): Promise<number> {
  const [row] = await ctx.db
    .select({ sum: sql<string | null>`sum(${profitEntries.amountMinor})` })
    .from(profitEntries)
    .where(
      and(
        eq(profitEntries.beneficiaryId, userId),
        eq(profitEntries.profitFor, 'referral'),
        eq(profitEntries.currency, currency),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** The user's latest wallet entries in a currency, newest first (the profile's wallet activity). */
export async function recentWalletEntries(
  ctx: DbContext,
  userId: string,
  currency: CurrencyCode,
  limit = 10,
) {
  return ctx.db
    .select({
      id: walletEntries.id,
      amountMinor: walletEntries.amountMinor,
      reason: walletEntries.reason,
      orderId: walletEntries.orderId,
      createdAt: walletEntries.createdAt,
    })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.currency, currency)))
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(limit);
}

/** A contract amount (major units, as the GraphQL contract shows money) to positive minor units. */
export function positiveMinorOf(amount: number | null | undefined, currency: CurrencyCode): number {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    throw walletErrors.invalidAmount();
  const minor = Math.round(amount * MINOR_PER_MAJOR[currency]);
  if (
    minor <= 0 ||
    Math.abs(minor - amount * MINOR_PER_MAJOR[currency]) > 1e-6 ||
    !Number.isSafeInteger(minor)
  )
    throw walletErrors.invalidAmount();
  return minor;
}

export interface WalletContract {
  currency: CurrencyCode;
  /** Major units, like every price of the contract. */
  balance: number;
  balanceMinor: number;
  referralBalance: number;
  referralBalanceMinor: number;
  paymentUses: number;
  registerUses: number;
}

/** The signed-in user's wallet and referral balances in the currency of the country. */
export async function getMyWallet(ctx: ServiceContext): Promise<WalletContract> {
  const actor = requireActor(ctx);
  const currency = currencyOfCountry(ctx.country);
  const balanceMinor = await walletBalanceMinor(ctx, actor.id, currency);
  const referralMinor = await referralBalanceMinor(ctx, actor.id, currency);
  const uses = await referralCodeUsesOf(ctx, actor.id);
  return {
    currency,
    balance: balanceMinor / MINOR_PER_MAJOR[currency],
    balanceMinor,
    referralBalance: referralMinor / MINOR_PER_MAJOR[currency],
    referralBalanceMinor: referralMinor,
    ...uses,
  };
}

export interface ReferralProfitMoved {
  currency: CurrencyCode;
  amount: number;
  amountMinor: number;
  walletBalance: number;
  referralBalance: number;
}

/**
 * requestReferralCodeProfit {amount}: moves `amount` (major units of the country's currency) of the
 * user's referral profit into their wallet: a negative referral profit entry and a positive wallet
 * entry, in one transaction under the user's row lock.
 */
export async function requestReferralCodeProfit(
  ctx: ServiceContext,
  input: { amount: number | null | undefined },
): Promise<ReferralProfitMoved> {
  const actor = requireActor(ctx);
  const currency = currencyOfCountry(ctx.country);
  const amountMinor = positiveMinorOf(input.amount, currency);
  return withTransaction(ctx, async (tx) => {
    await lockUser(tx, actor.id);
    const available = await referralBalanceMinor(tx, actor.id, currency);
    if (available < amountMinor) throw walletErrors.referralBalanceLow();
    await tx.db.insert(profitEntries).values({
      beneficiaryId: actor.id,
      profitFor: 'referral',
      currency,
      amountMinor: -amountMinor,
      createdAt: ctx.now,
    });
    await tx.db.insert(walletEntries).values({
      userId: actor.id,
      currency,
      amountMinor,
      reason: 'referral_reward',
      note: 'requestReferralCodeProfit',
      createdAt: ctx.now,
    });
    const wallet = await walletBalanceMinor(tx, actor.id, currency);
    return {
      currency,
      amount: amountMinor / MINOR_PER_MAJOR[currency],
      amountMinor,
      walletBalance: wallet / MINOR_PER_MAJOR[currency],
      referralBalance: (available - amountMinor) / MINOR_PER_MAJOR[currency],
    };
  });
}

/**
 * A staff adjustment of a user's wallet (superAdmin or admin only), with a reason. A debit never
 * takes the balance below zero: 'Your wallet balance is lower than this amount'.
 */
export async function adjustWallet(
  ctx: ServiceContext,
  input: { userId: string; amountMinor: number; currency: CurrencyCode; reason: string },
): Promise<{ balanceMinor: number }> {
  const actor = requireActor(ctx);
  if (!isStaff(actor)) throw accountErrors.forbidden();
  const reason = (input.reason ?? '').trim();
  if (reason === '') throw walletErrors.reasonRequired();
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor === 0) throw walletErrors.invalidAmount();
  const userId = input.userId.toLowerCase();
  return withTransaction(ctx, async (tx) => {
    await lockUser(tx, userId);
    const balance = await walletBalanceMinor(tx, userId, input.currency);
    if (balance + input.amountMinor < 0) throw walletErrors.walletBalanceLow();
    await tx.db.insert(walletEntries).values({
      userId,
      currency: input.currency,
      amountMinor: input.amountMinor,
      reason: 'admin_adjustment',
      note: `${reason} (by ${actor.id})`,
      createdAt: ctx.now,
    });
    return { balanceMinor: balance + input.amountMinor };
  });
}

/** A refund into the wallet; call inside the transaction that records the refund. */
export async function creditRefund(
  ctx: ClockedDbContext,
  input: { userId: string; amountMinor: number; currency: CurrencyCode; orderId: string },
): Promise<void> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) throw walletErrors.invalidAmount();
  await ctx.db.insert(walletEntries).values({
    userId: input.userId,
    currency: input.currency,
    amountMinor: input.amountMinor,
    reason: 'order_refund',
    orderId: input.orderId,
    createdAt: ctx.now,
  });
}
