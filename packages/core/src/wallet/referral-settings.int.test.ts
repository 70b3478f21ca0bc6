/**
 * The referral programme as the site settings define it (issue 6: "the referrer earns a profit per
 * use as settings define"), on PGlite and PostgreSQL: a new code gives the settings' discount, each
 * use earns the settings' reward in the currency of the use, a code with its own reward keeps it,
 * and the owner's own use earns nothing.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { seedCheckoutCatalog } from '@souq/testing/cart-checkout.fixture.ts';
import type { Database } from '../db/client.ts';
import { referralCodes } from '../db/schema/promotions.schema.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import { ensureReferralCode, recordReferralUse, releaseHeldSignUpReward } from './referral-uses.ts';
import { referralBalanceMinor } from './wallet.service.ts';
import { buildCustomer } from '@souq/testing/builders/index.ts';

const now = new Date('2026-03-01T12:00:00Z');
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCheckoutCatalog(database.db, now);
  await database.db
    .update(siteSettings)
    .set({ referralDiscountPercent: 15, referralRewardEgMinor: 2_500, referralRewardSaMinor: 500 });
});
afterAll(async () => database?.close());

describe('the referral programme from the settings', () => {
  it("gives a new code the settings' discount and pays its owner the settings' reward per currency", async () => {
    const owner = await buildCustomer(database.db, 'Owner');
    const code = await ensureReferralCode(database, owner.id);
    expect(code).toMatchObject({ discountValue: 15, type: 'percent', discountByValue: 0 });
    const friend = await buildCustomer(database.db, 'Friend');
    const use = (currency: 'EGP' | 'SAR' | 'AED', usedBy: string) =>
      recordReferralUse(database, { codeId: code.id, kind: 'register', usedBy, currency, now });
    expect(await use('EGP', friend.id)).toEqual({ rewardMinor: 2_500 });
    expect(await use('SAR', friend.id)).toEqual({ rewardMinor: 500 });
    // No reward set for the Emirates: the use is counted, nothing is earned.
    expect(await use('AED', friend.id)).toEqual({ rewardMinor: 0 });
    expect(await use('EGP', owner.id)).toEqual({ rewardMinor: 0 });
    // Sign-up rewards are held until the friend's first delivered order (decision 026).
    expect(await referralBalanceMinor(database, owner.id, 'EGP')).toBe(0);
    await releaseHeldSignUpReward(database, { customerId: friend.id, orderId: null, now });
    expect(await referralBalanceMinor(database, owner.id, 'EGP')).toBe(2_500);
    expect(await referralBalanceMinor(database, owner.id, 'SAR')).toBe(500);
  });

  it('keeps the reward a code was given of its own', async () => {
    const partner = await buildCustomer(database.db, 'Partner');
    const code = await ensureReferralCode(database, partner.id);
    await database.db
      .update(referralCodes)
      .set({ discountByValue: 300 })
      .where(eq(referralCodes.id, code.id));
    const friend = await buildCustomer(database.db, 'Friend');
    expect(
      await recordReferralUse(database, {
        codeId: code.id,
        kind: 'register',
        usedBy: friend.id,
        currency: 'EGP',
        now,
      }),
    ).toEqual({ rewardMinor: 300 });
  });
});
