import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import {
  PROFIT_SUMMARY_FIELDS,
  profitSummaryShape,
  useProfitContract,
} from '@souq/testing/profit-contract.fixture.ts';

const GET = envelopeDocument(
  'query',
  'getProfitByDesigner',
  '$designer: ID!',
  `${PROFIT_SUMMARY_FIELDS}
   bestSeller { _id name salesCount profit salesNumberInEg salesNumberInSu salesNumberInEm }
   byCountry { country currency salesCount salesPercent profit profitEgp price }
   monthly { month salesCount orders profit } payouts { _id }`,
);
const { api, token } = useProfitContract();

describe('getProfitByDesigner', () => {
  it("answers the designer's profit in EGP major units: the ledger's total, payouts and what remains", async () => {
    const result = await api.client.operation(GET, {
      token: token('designer'),
      variables: { designer: api.fixture.designer.id },
    });
    expectEnvelope(result, {
      status_code: 200,
      message: 'success',
      dataShape: {
        ...profitSummaryShape,
        bestSeller: 'any',
        byCountry: [
          {
            country: 'string',
            currency: 'string',
            salesCount: 'integer',
            salesPercent: 'number',
            profit: 'number',
            profitEgp: 'number',
            price: 'number',
          },
        ],
        monthly: [{ month: 'string', salesCount: 'integer', orders: 'integer', profit: 'number' }],
        payouts: [{ _id: 'id' }],
      },
    });
    expect(result.data).toMatchObject({
      profitFor: 'designer',
      currency: 'EGP',
      total: 60,
      paid: 0,
      requested: 0,
      remain: 60,
      // Two delivered pieces and one placed.
      salesCount: 3,
      bestSeller: { _id: api.fixture.productId, salesCount: 3, profit: 60, salesNumberInEg: 3 },
    });
    const data = result.data as { byCountry: { country: string }[]; monthly: unknown[] };
    expect(data.byCountry.find((c) => c.country === 'eg')).toMatchObject({
      salesCount: 3,
      salesPercent: 100,
      profit: 60,
      price: 600,
    });
    expect(data.monthly).toHaveLength(12);
  });

  it('is readable by staff and designerSupport; 404 for another designer or a customer, 401 for a guest', async () => {
    const designer = api.fixture.designer.id;
    for (const who of ['admin', 'support'] as const)
      expectEnvelope(await api.client.operation(GET, { token: token(who), variables: { designer } }), {
        status_code: 200,
      });
    for (const who of ['otherDesigner', 'customer'] as const)
      expectEnvelope(await api.client.operation(GET, { token: token(who), variables: { designer } }), {
        status_code: 404,
        message_key: 'errors.profit.notFound',
      });
    expectEnvelope(await api.client.operation(GET, { variables: { designer } }), { status_code: 401 });
    // A manufacturer's id is not a designer's profit.
    expectEnvelope(
      await api.client.operation(GET, {
        token: token('admin'),
        variables: { designer: api.fixture.manufacturer.id },
      }),
      { status_code: 404 },
    );
  });
});
