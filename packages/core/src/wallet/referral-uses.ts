/**
 * Referral codes and their uses (docs/decisions/018): every user gets a code at sign-up, a use is
 * recorded for a sign-up (registerUses) or a paid order (paymentUses), and the owner earns per use
 * the code's discountByValue, else the site settings' reward in the use's currency, as a
 * `profit_entries` row (profit_for = 'referral'). New codes take the settings' discount percent.
 * Kept apart from the account services so registration can call it without an import cycle.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbContext } from '../context.ts';
import { profitEntries } from '../db/schema/ledger.schema.ts';
import { referralCodes } from '../db/schema/promotions.schema.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import { referralCodeUses } from '../db/schema/redemptions.schema.ts';
import { DomainError } from '../errors.ts';
import type { CurrencyCode } from '../locale/locales.ts';
import { normalizeCodeInput } from '../locale/text-input.ts';

/** referralCodeUses of SPEC.md section 3: paymentUses and registerUses of the user's code. */
export async function referralCodeUsesOf(
  ctx: DbContext,
  userId: string,
): Promise<{ paymentUses: number; registerUses: number }> {
  const rows = await ctx.db
    .select({ kind: referralCodeUses.kind, count: sql<number>`count(*)::int` })
    .from(referralCodeUses)
    .innerJoin(referralCodes, eq(referralCodes.id, referralCodeUses.codeId))
    .where(eq(referralCodes.userId, userId))
    .groupBy(referralCodeUses.kind);
  const count = (kind: 'payment' | 'register') => Number(rows.find((row) => row.kind === kind)?.count ?? 0);
  return { paymentUses: count('payment'), registerUses: count('register') };
}

/** The referral programme's terms from the site settings (none yet: the programme is off). */
async function programme(ctx: DbContext) {
  const [row] = await ctx.db
    .select({
      discountPercent: siteSettings.referralDiscountPercent,
      EGP: siteSettings.referralRewardEgMinor,
      SAR: siteSettings.referralRewardSaMinor,
      AED: siteSettings.referralRewardAeMinor,
    })
    .from(siteSettings)
    .limit(1);
  return row ?? { discountPercent: 0, EGP: 0, SAR: 0, AED: 0 };
}

/**
 * Every user has a referral code: answers the user's, creating one when missing (idempotent). A new
 * code gives friends the settings' discount percent; its owner's reward per use comes from the
 * settings when the code has none of its own (discountByValue 0).
 */
export async function ensureReferralCode(ctx: DbContext, userId: string) {
  const [existing] = await ctx.db
    .select()
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId))
    .limit(1);
  if (existing) return existing;
  const { discountPercent } = await programme(ctx);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = `R${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    const [created] = await ctx.db
      .insert(referralCodes)
      .values({ userId, code, discountValue: discountPercent, type: 'percent' })
      .onConflictDoNothing()
      .returning();
    if (created) return created;
    const [raced] = await ctx.db
      .select()
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId))
      .limit(1);
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
 * the code's discountByValue in minor units of `currency`, else the settings' reward in `currency`.
 * A user cannot profit from their own code. A paid order's reward is profit at once; a sign-up's is
 * held (reward_released_at null, no profit entry) until the new account's first delivered order
 * (releaseHeldSignUpReward, docs/decisions/026): scripted sign-ups earn nothing. Call it inside the
 * transaction of the registration or the order.
 */
export async function recordReferralUse(
  ctx: DbContext,
  input: {
    codeId: string;
    kind: 'payment' | 'register';
    usedBy: string | null;
    orderId?: string | null;
    currency: CurrencyCode;
    now: Date;
  },
): Promise<{ rewardMinor: number }> {
  const [code] = await ctx.db.select().from(referralCodes).where(eq(referralCodes.id, input.codeId)).limit(1);
  if (!code) throw notFoundCode();
  const ownUse = input.usedBy !== null && input.usedBy === code.userId;
  // A code's own reward (set by staff for a partner) wins over the settings' reward of the currency.
  const rewardMinor = ownUse
    ? 0
    : code.discountByValue > 0
      ? code.discountByValue
      : Math.max(0, (await programme(ctx))[input.currency]);
  await ctx.db.insert(referralCodeUses).values({
    codeId: code.id,
    usedBy: input.usedBy,
    orderId: input.orderId ?? null,
    kind: input.kind,
    currency: input.currency,
    rewardMinor,
    rewardReleasedAt: input.kind === 'register' ? null : input.now,
    createdAt: input.now,
  });
  if (rewardMinor > 0 && input.kind !== 'register') {
    await ctx.db.insert(profitEntries).values({
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
export async function findReferralCodeForBuyer(ctx: DbContext, typed: string, buyerId: string | null) {
  const wanted = normalizeCodeInput(typed).replace(/\s+/g, '').toUpperCase();
  if (wanted === '') throw notFoundCode();
  const [code] = await ctx.db
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
  ctx: DbContext,
  input: { userId: string; discountCode: string | null; currency: CurrencyCode; now: Date },
): Promise<void> {
  await ensureReferralCode(ctx, input.userId);
  if (!input.discountCode) return;
  const [code] = await ctx.db
    .select({ id: referralCodes.id })
    .from(referralCodes)
    .where(eq(referralCodes.code, input.discountCode))
    .limit(1);
  if (!code) return;
  await recordReferralUse(ctx, {
    codeId: code.id,
    kind: 'register',
    usedBy: input.userId,
    currency: input.currency,
    now: input.now,
  });
}

/**
 * When an order of `customerId` is delivered, inside that transaction: the held reward of the
 * sign-up that used a referral code (if any) becomes the owner's profit, tied to this order (a
 * refund of the order takes it back like a paid order's reward). The guarded update releases it
 * exactly once, even when two status changes race. Answers the amount released (0 when none).
 */
export async function releaseHeldSignUpReward(
  ctx: DbContext,
  input: { customerId: string; orderId: string | null; now: Date },
): Promise<number> {
  const released = await ctx.db
    .update(referralCodeUses)
    .set({ rewardReleasedAt: input.now })
    .where(
      and(
        eq(referralCodeUses.usedBy, input.customerId),
        eq(referralCodeUses.kind, 'register'),
        isNull(referralCodeUses.rewardReleasedAt),
      ),
    )
    .returning({
      codeId: referralCodeUses.codeId,
      currency: referralCodeUses.currency,
      rewardMinor: referralCodeUses.rewardMinor,
    });
  let total = 0;
  for (const use of released) {
    if (use.rewardMinor <= 0 || !use.currency) continue;
    const [code] = await ctx.db
      .select({ userId: referralCodes.userId })
      .from(referralCodes)
      .where(eq(referralCodes.id, use.codeId))
      .limit(1);
    if (!code) continue;
    await ctx.db.insert(profitEntries).values({
      beneficiaryId: code.userId,
      profitFor: 'referral',
      orderId: input.orderId,
      currency: use.currency,
      amountMinor: use.rewardMinor,
      createdAt: input.now,
    });
    total += use.rewardMinor;
  }
  return total;
}
