import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { PAYOUT_FIELDS, payoutShape, useProfitContract } from '@souq/testing/profit-contract.fixture.ts';

const PAY = envelopeDocument('mutation', 'markPayoutPaid', '$payout: ID!, $reference: String', PAYOUT_FIELDS);
const { api, token, requestedPayout, designerBalance } = useProfitContract();

describe('markPayoutPaid', () => {
  it('records a requested payout as paid with its reference; the balance counts it as paid', async () => {
    const payout = await requestedPayout(2_000);
    const result = await api.client.operation(PAY, {
      token: token('admin'),
      variables: { payout, reference: 'TRX-77' },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: payoutShape });
    expect(result.data).toMatchObject({ _id: payout, status: 'paid', amount: 20, reference: 'TRX-77' });
    expect(await designerBalance()).toEqual({ paid: 20, requested: 0, remain: 40 });
    expectEnvelope(await api.client.operation(PAY, { token: token('admin'), variables: { payout } }), {
      status_code: 409,
      message_key: 'errors.payout.alreadyDecided',
    });
  });

  it('is 403 for designerSupport and the designer, 404 for an unknown payout, 401 for a guest', async () => {
    const payout = await requestedPayout(100);
    for (const who of ['support', 'designer'] as const)
      expectEnvelope(await api.client.operation(PAY, { token: token(who), variables: { payout } }), {
        status_code: 403,
      });
    expectEnvelope(
      await api.client.operation(PAY, {
        token: token('admin'),
        variables: { payout: '00000000-0000-4000-8000-000000000000' },
      }),
      { status_code: 404 },
    );
    expectEnvelope(await api.client.operation(PAY, { variables: { payout } }), { status_code: 401 });
  });
});
