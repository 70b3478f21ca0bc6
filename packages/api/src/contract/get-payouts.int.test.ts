import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import { buildPayout } from '@souq/testing/builders/index.ts';
import { PAYOUT_FIELDS, payoutShape, useProfitContract } from '@souq/testing/profit-contract.fixture.ts';

const LIST = envelopeDocument('query', 'getPayouts', '$status: String, $beneficiary: ID', PAYOUT_FIELDS);
const { api, token } = useProfitContract();

describe('getPayouts', () => {
  it("answers a seller's own payouts, newest first, and staff everyone's by status and beneficiary", async () => {
    const designerId = api.fixture.designer.id;
    await buildPayout(api.database.db, designerId, {
      amountMinor: 1_000,
      status: 'paid',
      requestedAt: new Date('2026-01-01T00:00:00Z'),
    });
    await buildPayout(api.database.db, designerId, {
      amountMinor: 500,
      requestedAt: new Date('2026-02-01T00:00:00Z'),
    });
    await buildPayout(api.database.db, api.fixture.manufacturer.id, { amountMinor: 700 });
    const own = await api.client.operation(LIST, { token: token('designer'), variables: {} });
    expectEnvelope(own, { status_code: 200, message: 'success', dataShape: [payoutShape] });
    expect((own.data as { amount: number }[]).map((p) => p.amount)).toEqual([5, 10]);
    const paid = await api.client.operation(LIST, { token: token('support'), variables: { status: 'paid' } });
    expect(paid.data).toEqual([
      expect.objectContaining({ amount: 10, beneficiary: expect.objectContaining({ _id: designerId }) }),
    ]);
    const ofMaker = await api.client.operation(LIST, {
      token: token('admin'),
      variables: { beneficiary: api.fixture.manufacturer.id },
    });
    expect((ofMaker.data as unknown[]).length).toBe(1);
  });

  it("is 404 for another seller's payouts, 400 for an unknown status, 401 for a guest", async () => {
    expectEnvelope(
      await api.client.operation(LIST, {
        token: token('otherDesigner'),
        variables: { beneficiary: api.fixture.designer.id },
      }),
      { status_code: 404 },
    );
    expectEnvelope(
      await api.client.operation(LIST, { token: token('admin'), variables: { status: 'lost' } }),
      {
        status_code: 400,
        message_key: 'errors.payout.statusInvalid',
      },
    );
    expectEnvelope(await api.client.operation(LIST, { variables: {} }), { status_code: 401 });
  });
});
