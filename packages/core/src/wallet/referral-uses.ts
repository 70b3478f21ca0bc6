/**
 * Referral codes and their uses (docs/decisions/018): every user gets a code at sign-up, a use is
 * recorded for a sign-up (registerUses) or a paid order (paymentUses), and the owner earns the code's
 * discountByValue per use as a `profit_entries` row (profit_for = 'referral'). Kept apart from the
 * account services so registration can call it without an import cycle.
 */
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { profitEntries } from '../db/schema/ledger.schema.ts';
import { referralCodes } from '../db/schema/promotions.schema.ts';
import { referralCodeUses } from '../db/schema/redemptions.schema.ts';
import { DomainError } from '../errors.ts';
import type { CurrencyCode } from '../locale/locales.ts';

/** referralCodeUses of SPEC.md section 3: paymentUses and registerUses of the user's code. */
export async function referralCodeUsesOf(
  db: AppDb,
  userId: string,
): Promise<{ paymentUses: number; registerUses: number }> {
  const rows = await db
    .select({ kind: referralCodeUses.kind, count: sql<number>`count(*)::int` })
    .from(referralCodeUses)
    .innerJoin(referralCodes, eq(referralCodes.id, referralCodeUses.codeId))
    .where(eq(referralCodes.userId, userId))
    .groupBy(referralCodeUses.kind);
  const count = (kind: 'payment' | 'register') => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return { paymentUses: count('payment'), registerUses: count('register') };
}

/** Every user has a referral code: answers the user's, creating one when missing (idempotent). */
export async function ensureReferralCode(db: AppDb, userId: string) {
  const [existing] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
  if (existing) return existing;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = `R${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    const [created] = await db
      .insert(referralCodes)
      .values({ userId, code })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await db.select().from(referralCodes).where(eq(referralCodes.userId, userId)).limit(1);
    if (raced) return raced;
  }
  throw new DomainError({
    code: 'REFERRAL_CODE_FAILED',
    messageKey: 'errors.referral.codeFailed',
    message: 'Error while creating the referral code',
    status: 500,
  });
}

/**
 * Records one use of a referral code (a sign-up or a paid order) and the owner's profit for it:
 * the code's discountByValue in minor units of `currency`. A user cannot profit from their own code.
 * Call it inside the transaction of the registration or the order.
 */
export async function recordReferralUse(
  db: AppDb,
  input: {
    codeId: string;
    kind: 'payment' | 'register';
    usedBy: string | null;
    orderId?: string | null;
    currency: CurrencyCode;
    now: Date;
  },
): Promise<{ rewardMinor: number }> {
  const [code] = await db.select().from(referralCodes).where(eq(referralCodes.id, input.codeId)).limit(1);
  if (!code) throw notFoundCode();
  const ownUse = input.usedBy !== null && input.usedBy === code.userId;
  const rewardMinor = ownUse ? 0 : Math.max(0, code.discountByValue);
  await db.insert(referralCodeUses).values({
    codeId: code.id,
    usedBy: input.usedBy,
    orderId: input.orderId ?? null,
    kind: input.kind,
    currency: input.currency,
    rewardMinor,
    createdAt: input.now,
  });
  if (rewardMinor > 0) {
    await db.insert(profitEntries).values({
      beneficiaryId: code.userId,
      profitFor: 'referral',
      orderId: input.orderId ?? null,
      currency: input.currency,
      amountMinor: rewardMinor,
      createdAt: input.now,
    });
  }
  return { rewardMinor };
}

const notFoundCode = () =>
  new DomainError({
    code: 'REFERRAL_CODE_NOT_FOUND',
    messageKey: 'errors.referral.notFound',
    message: 'This referral code is not found',
    status: 404,
  });

const ownCode = () =>
  new DomainError({
    code: 'REFERRAL_CODE_OWN',
    messageKey: 'errors.referral.ownCode',
    message: 'You cannot use your own referral code',
    status: 400,
  });

/**
 * The referral code a buyer types at payment, matched without regard to case or spaces: 'This
 * referral code is not found' when none matches, and refused when it is the buyer's own (a code
 * pays its owner for bringing someone else).
 */
export async function findReferralCodeForBuyer(db: AppDb, typed: string, buyerId: string | null) {
  const wanted = typed.trim().replace(/\s+/g, '').toUpperCase();
  if (wanted === '') throw notFoundCode();
  const [code] = await db
    .select()
    .from(referralCodes)
    .where(sql`upper(${referralCodes.code}) = ${wanted}`)
    .limit(1);
  if (!code) throw notFoundCode();
  if (buyerId !== null && code.userId === buyerId.toLowerCase()) throw ownCode();
  return code;
}

/**
 * After a sign-up, inside its transaction: the new user's own code, and a register use of the code
 * typed on the form (already resolved to its stored spelling), if any.
 */
export async function recordRegistrationReferral(
  db: AppDb,
  input: { userId: string; discountCode: string | null; currency: CurrencyCode; now: Date },
): Promise<void> {
  await ensureReferralCode(db, input.userId);
  if (!input.discountCode) return;
  const [code] = await db
    .select({ id: referralCodes.id })
    .from(referralCodes)
    .where(eq(referralCodes.code, input.discountCode))
    .limit(1);
  if (!code) return;
  await recordReferralUse(db, {
    codeId: code.id,
    kind: 'register',
    usedBy: input.userId,
    currency: input.currency,
    now: input.now,
  });
}
