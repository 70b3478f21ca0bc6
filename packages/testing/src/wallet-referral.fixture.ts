/**
 * Money a shopper can pay with besides the cart (docs/decisions/019): a wallet credit granted by
 * staff and another customer's referral code, for the checkout contract tests.
 */
import { eq } from 'drizzle-orm';
import { referralCodes } from '@souq/core/db/schema/promotions.schema.ts';
import { ensureReferralCode } from '@souq/core/wallet/referral-uses.ts';
import { adjustWallet } from '@souq/core/wallet/wallet.service.ts';
import { buildCustomer } from './builders/index.ts';
import type { ContractApi } from './contract-api.fixture.ts';
import { testServiceContext } from './service-context.fixture.ts';

type Api = Pick<ContractApi<unknown>, 'database' | 'now'>;

/** An admin credits the user's EGP wallet with `amountMinor` (goodwill). */
export async function creditWallet(api: Api, userId: string, amountMinor: number): Promise<void> {
  const staff = await buildCustomer(api.database.db, 'Staff');
  await adjustWallet(
    testServiceContext(api.database.db, { user: { ...staff.actor, privilageType: 'admin' }, now: api.now }),
    { userId, amountMinor, currency: 'EGP', reason: 'goodwill' },
  );
}

/** The referral code of a new customer (`ownerId`), with `terms` (its discount) set on it. */
export async function ownersReferralCode(
  api: Api,
  terms: Partial<typeof referralCodes.$inferInsert>,
): Promise<{ id: string; code: string; ownerId: string }> {
  const owner = await buildCustomer(api.database.db, 'Owner');
  const code = await ensureReferralCode(api.database, owner.id);
  await api.database.db.update(referralCodes).set(terms).where(eq(referralCodes.id, code.id));
  return { id: code.id, code: code.code, ownerId: owner.id };
}
