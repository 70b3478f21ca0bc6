import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { walletEntries } from '@souq/core/db/schema/ledger.schema.ts';
import { referralCodes } from '@souq/core/db/schema/promotions.schema.ts';
import { referralCodeUses } from '@souq/core/db/schema/redemptions.schema.ts';
import { recordReferralUse } from '@souq/core/wallet/referral-uses.ts';
import { expectEnvelope, solvedRobotCheck, type Shape, envelopeDocument } from '@souq/testing';
import { tokenFor, useContractApi } from '@souq/testing/contract-api.fixture.ts';
import { ENVELOPE_FIELDS } from '@souq/testing';
import { buildUser } from '@souq/testing/builders/index.ts';

const REQUEST = envelopeDocument(
  'mutation',
  'requestReferralCodeProfit',
  '$amount: Float',
  'currency amount walletBalance referralBalance',
);
const REGISTER = envelopeDocument(
  'mutation',
  'register',
  '$fName: String, $lName: String, $email: String, $password: String, $discountCode: String, $altcha: String',
  '_id',
);
const CHECK_REFERRAL = `query { checkUserHasReferralCode { ${ENVELOPE_FIELDS} data { code } } }`;

const movedShape: Shape = {
  currency: 'string',
  amount: 'number',
  walletBalance: 'number',
  referralBalance: 'number',
};

const api = useContractApi({ dataDir: true });

describe('requestReferralCodeProfit', () => {
  it('moves referral profit into the wallet and refuses more than the balance', async () => {
    const owner = await buildUser(api.database.db);
    const [code] = await api.database.db
      .insert(referralCodes)
      .values({ userId: owner.id, code: 'HALA25', discountValue: 10, discountByValue: 1_000 })
      .returning();
    for (let i = 0; i < 3; i += 1) {
      const buyer = await buildUser(api.database.db);
      await recordReferralUse(api.database, {
        codeId: code!.id,
        kind: 'payment',
        usedBy: buyer.id,
        currency: 'EGP',
        now: new Date(),
      });
    }
    const token = tokenFor(api.runtime, owner);
    const moved = await api.client.operation(REQUEST, { token, variables: { amount: 20 } });
    expectEnvelope(moved, { status_code: 200, dataShape: movedShape });
    expect(moved.data).toEqual({ currency: 'EGP', amount: 20, walletBalance: 20, referralBalance: 10 });

    const over = await api.client.operation(REQUEST, { token, variables: { amount: 20 } });
    expectEnvelope(over, {
      status_code: 400,
      message: 'Your balance is lower than your request amount',
      message_key: 'errors.referral.balanceLow',
      dataShape: null,
    });
    expectEnvelope(await api.client.operation(REQUEST, { token, variables: { amount: -5 } }), {
      status_code: 400,
      message_key: 'errors.wallet.invalidAmount',
    });
    expectEnvelope(await api.client.operation(REQUEST, { variables: { amount: 5 } }), { status_code: 401 });
    const wallet = await api.database.db
      .select()
      .from(walletEntries)
      .where(eq(walletEntries.userId, owner.id));
    expect(wallet.map((entry) => entry.amountMinor)).toEqual([2_000]);
  });

  it('gives a new user their own code and counts the register use of the code they typed', async () => {
    const owner = await buildUser(api.database.db);
    const [code] = await api.database.db
      .insert(referralCodes)
      .values({ userId: owner.id, code: 'NOUR5', discountByValue: 500 })
      .returning();
    const registered = await api.client.operation(REGISTER, {
      variables: {
        fName: 'Salma',
        lName: 'Adel',
        email: 'salma.referred@souq.test',
        password: 'secret-pass-1',
        discountCode: 'nour5',
        altcha: await solvedRobotCheck(api.runtime),
      },
    });
    expectEnvelope(registered, { status_code: 200 });
    const uses = await api.database.db
      .select()
      .from(referralCodeUses)
      .where(eq(referralCodeUses.codeId, code!.id));
    expect(uses).toMatchObject([{ kind: 'register', rewardMinor: 500, currency: 'EGP' }]);
    const newUser = await api.database.db.query.users.findFirst({
      where: (users, { eq: equals }) => equals(users.email, 'salma.referred@souq.test'),
    });
    const own = await api.client.operation(CHECK_REFERRAL, { token: tokenFor(api.runtime, newUser!) });
    expectEnvelope(own, { status_code: 200, dataShape: { code: 'string' } });
  });
});
