import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { PAYOUT_FIELDS, payoutShape, useProfitContract } from '@souq/testing/profit-contract.fixture.ts';

const APPROVE = envelopeDocument('mutation', 'approvePayout', '$payout: ID!', PAYOUT_FIELDS);
const PAY = envelopeDocument('mutation', 'markPayoutPaid', '$payout: ID!, $reference: String', PAYOUT_FIELDS);
const { api, token, requestedPayout, designerBalance } = useProfitContract();

describe('approvePayout', () => {
  it('approves a requested payout, still held as requested, then paid with a reference', async () => {
    const payout = await requestedPayout(2_000);
    const before = await designerBalance();
    const result = await api.client.operation(APPROVE, { token: token('admin'), variables: { payout } });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: payoutShape });
    expect(result.data).toMatchObject({ _id: payout, status: 'approved', amount: 20 });
    expect(await designerBalance()).toEqual(before);
    expectEnvelope(await api.client.operation(APPROVE, { token: token('admin'), variables: { payout } }), {
      status_code: 409,
      message_key: 'errors.payout.alreadyDecided',
    });
    expectEnvelope(await api.client.operation(PAY, { token: token('admin'), variables: { payout } }), {
      status_code: 400,
      message_key: 'errors.payout.referenceRequired',
    });
    const paid = await api.client.operation(PAY, {
      token: token('admin'),
      variables: { payout, reference: 'TRX-5' },
    });
    expect(paid.data).toMatchObject({ status: 'paid', reference: 'TRX-5' });
  });

  it('is 403 for designerSupport and the designer, 401 for a guest', async () => {
    const payout = await requestedPayout(100);
    for (const who of ['support', 'designer'] as const)
      expectEnvelope(await api.client.operation(APPROVE, { token: token(who), variables: { payout } }), {
        status_code: 403,
      });
    expectEnvelope(await api.client.operation(APPROVE, { variables: { payout } }), { status_code: 401 });
  });
});
