import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts } from '@souq/core/db/schema/ledger.schema.ts';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { PAYOUT_FIELDS, payoutShape, useProfitContract } from '@souq/testing/profit-contract.fixture.ts';

const REQUEST = envelopeDocument('mutation', 'requestProfitWithdrawal', '$amount: Float!', PAYOUT_FIELDS);
const { api, token } = useProfitContract();
const payoutsOf = (userId: string) =>
  api.database.db.select().from(payouts).where(eq(payouts.beneficiaryId, userId));

describe('requestProfitWithdrawal', () => {
  it('records a requested payout in EGP when the amount is within what remains', async () => {
    const result = await api.client.operation(REQUEST, {
      token: token('designer'),
      variables: { amount: 25.5 },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: payoutShape });
    expect(result.data).toMatchObject({ amount: 25.5, currency: 'EGP', status: 'requested', paidAt: null });
    expect(await payoutsOf(api.fixture.designer.id)).toHaveLength(1);
  });

  it("refuses more than what remains with the SPEC's text, and writes nothing", async () => {
    // 60 earned, 25.50 requested: 34.50 remains.
    expectEnvelope(
      await api.client.operation(REQUEST, { token: token('designer'), variables: { amount: 34.51 } }),
      {
        status_code: 400,
        message: 'Your balance is lower than your request amount',
        message_key: 'errors.payout.overBalance',
      },
    );
    expectEnvelope(
      await api.client.operation(REQUEST, { token: token('designer'), variables: { amount: 1.234 } }),
      { status_code: 400, message_key: 'errors.payout.amountInvalid' },
    );
    expect(await payoutsOf(api.fixture.designer.id)).toHaveLength(1);
  });

  it('needs payment details, a seller and a signed-in user', async () => {
    expectEnvelope(
      await api.client.operation(REQUEST, { token: token('manufacturer'), variables: { amount: 1 } }),
      { status_code: 400, message_key: 'errors.payout.noPaymentDetails' },
    );
    expectEnvelope(
      await api.client.operation(REQUEST, { token: token('customer'), variables: { amount: 1 } }),
      { status_code: 403 },
    );
    expectEnvelope(await api.client.operation(REQUEST, { variables: { amount: 1 } }), { status_code: 401 });
  });
});
