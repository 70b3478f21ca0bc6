/**
 * The referral programme's terms (issue 21, `promotions.write`): the discount percent a new user's
 * code gives a friend, and what the code's owner earns per use in EGP, SAR and AED. They are the
 * site_settings referral* columns that the shop already reads (wallet/referral-uses.ts: a new code
 * takes the percent, a use pays the reward in its currency); the write is audited and announced to
 * the caches by the site_settings trigger (migration 0019), like every settings write.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import type { FieldErrors } from '../content/form-input.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { toWesternDigits, type CurrencyCode } from '../locale/locales.ts';
import { parseMajorToMinor } from '../money/money.ts';
import { validationFailed } from './product-input.ts';
import { recordAudit } from './audit-log.service.ts';
import { requirePermission } from './permissions.ts';
import { REFERRAL_REWARD_MAX_MAJOR } from './promotion-options.ts';

export interface ReferralProgramme {
  discountPercent: number;
  rewardMinor: Record<CurrencyCode, number>;
}

const columnsOf = (programme: ReferralProgramme) => ({
  referralDiscountPercent: programme.discountPercent,
  referralRewardEgMinor: programme.rewardMinor.EGP,
  referralRewardSaMinor: programme.rewardMinor.SAR,
  referralRewardAeMinor: programme.rewardMinor.AED,
});

/** The programme as the settings hold it (all 0 before the settings row exists). */
export async function getReferralProgramme(ctx: ServiceContext): Promise<ReferralProgramme> {
  requirePermission(ctx, 'promotions.write');
  const [row] = await ctx.db
    .select({
      discountPercent: siteSettings.referralDiscountPercent,
      EGP: siteSettings.referralRewardEgMinor,
      SAR: siteSettings.referralRewardSaMinor,
      AED: siteSettings.referralRewardAeMinor,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return {
    discountPercent: row?.discountPercent ?? 0,
    rewardMinor: { EGP: row?.EGP ?? 0, SAR: row?.SAR ?? 0, AED: row?.AED ?? 0 },
  };
}

export interface ReferralProgrammeInput {
  discountPercent?: string | number | null;
  /** Major units per currency (Arabic-Indic digits accepted); blank is 0 (no reward there). */
  rewardEGP?: string | number | null;
  rewardSAR?: string | number | null;
  rewardAED?: string | number | null;
}

/** The form checked: every wrong field at once, or the programme to save. */
export function parseReferralProgramme(input: ReferralProgrammeInput): ReferralProgramme {
  const errors: FieldErrors = {};
  const percentText = toWesternDigits(String(input.discountPercent ?? '').trim());
  let discountPercent = 0;
  if (percentText === '') errors['discountPercent'] = { key: 'validation.required', params: {} };
  else if (!/^\d{1,3}$/.test(percentText) || Number(percentText) > 100)
    errors['discountPercent'] = { key: 'admin.promotions.errors.discountRange', params: {} };
  else discountPercent = Number(percentText);
  const rewardMinor = { EGP: 0, SAR: 0, AED: 0 } as Record<CurrencyCode, number>;
  for (const currency of ['EGP', 'SAR', 'AED'] as const) {
    const field = `reward${currency}` as const;
    const value = input[field];
    if (value === null || value === undefined || String(value).trim() === '') continue;
    const minor = parseMajorToMinor(value, currency);
    if (minor === null || minor > parseMajorToMinor(REFERRAL_REWARD_MAX_MAJOR, currency)!)
      errors[field] = {
        key: 'admin.promotions.errors.rewardInvalid',
        params: { n: REFERRAL_REWARD_MAX_MAJOR },
      };
    else rewardMinor[currency] = minor;
  }
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { discountPercent, rewardMinor };
}

/**
 * Saves the programme (the settings row is made when missing) and records `referral.update`.
 * Codes already made keep the percent they were given; new codes take the new one.
 */
export async function saveReferralProgramme(
  ctx: ServiceContext,
  input: ReferralProgrammeInput,
): Promise<ReferralProgramme> {
  requirePermission(ctx, 'promotions.write');
  const programme = parseReferralProgramme(input);
  return withTransaction(ctx, async (tx) => {
    const before = await getReferralProgramme(tx);
    await tx.db
      .insert(siteSettings)
      .values({ id: 1, ...columnsOf(programme) })
      .onConflictDoUpdate({ target: siteSettings.id, set: columnsOf(programme) });
    await recordAudit(tx, {
      action: 'referral.update',
      entityType: 'site_settings',
      entityId: null,
      before: { ...before },
      after: { ...programme },
    });
    return programme;
  });
}
