import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { PAYOUT_FIELDS, payoutShape, useProfitContract } from '@souq/testing/profit-contract.fixture.ts';

const REJECT = envelopeDocument('mutation', 'rejectPayout', '$payout: ID!, $note: String', PAYOUT_FIELDS);
const { api, token, requestedPayout, designerBalance } = useProfitContract();

describe('rejectPayout', () => {
  it('declines a requested payout with a note; its amount is back in the balance', async () => {
    const payout = await requestedPayout(5_000);
    const result = await api.client.operation(REJECT, {
      token: token('admin'),
      variables: { payout, note: 'The IBAN is wrong' },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: payoutShape });
    expect(result.data).toMatchObject({ status: 'rejected', note: 'The IBAN is wrong', amount: 50 });
    expect(await designerBalance()).toEqual({ paid: 0, requested: 0, remain: 60 });
    expectEnvelope(await api.client.operation(REJECT, { token: token('admin'), variables: { payout } }), {
      status_code: 409,
    });
  });

  it('is 403 for designerSupport and sellers, 401 for a guest, 400 for a note with control characters', async () => {
    const payout = await requestedPayout(5_000);
    for (const who of ['support', 'designer', 'manufacturer'] as const)
      expectEnvelope(await api.client.operation(REJECT, { token: token(who), variables: { payout } }), {
        status_code: 403,
      });
    expectEnvelope(await api.client.operation(REJECT, { variables: { payout } }), { status_code: 401 });
    expectEnvelope(
      await api.client.operation(REJECT, {
        token: token('admin'),
        variables: { payout, note: 'bad\u0000note' },
      }),
      { status_code: 400 },
    );
  });
});
