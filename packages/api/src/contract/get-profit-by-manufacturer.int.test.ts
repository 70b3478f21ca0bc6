import { describe, expect, it } from 'vitest';
import { envelopeDocument, expectEnvelope } from '@souq/testing';
import {
  PROFIT_SUMMARY_FIELDS,
  profitSummaryShape,
  useProfitContract,
} from '@souq/testing/profit-contract.fixture.ts';

const GET = envelopeDocument('query', 'getProfitByManufacturer', '$manufacturer: ID!', PROFIT_SUMMARY_FIELDS);
const { api, token } = useProfitContract();

describe('getProfitByManufacturer', () => {
  it("answers the manufacturer's profit: manufacturing cost × pieces of delivered lines, in EGP", async () => {
    const result = await api.client.operation(GET, {
      token: token('manufacturer'),
      variables: { manufacturer: api.fixture.manufacturer.id },
    });
    expectEnvelope(result, {
      status_code: 200,
      message: 'success',
      dataShape: profitSummaryShape,
    });
    expect(result.data).toEqual({
      profitFor: 'manufacturer',
      currency: 'EGP',
      total: 80,
      paid: 0,
      requested: 0,
      remain: 80,
      salesCount: 3,
    });
  });

  it("is 404 for a designer, for a designer's id and for a malformed id; 401 for a guest", async () => {
    const manufacturer = api.fixture.manufacturer.id;
    expectEnvelope(
      await api.client.operation(GET, { token: token('designer'), variables: { manufacturer } }),
      { status_code: 404 },
    );
    expectEnvelope(
      await api.client.operation(GET, {
        token: token('admin'),
        variables: { manufacturer: api.fixture.designer.id },
      }),
      { status_code: 404 },
    );
    expectEnvelope(
      await api.client.operation(GET, { token: token('admin'), variables: { manufacturer: 'nope' } }),
      { status_code: 404 },
    );
    expectEnvelope(await api.client.operation(GET, { variables: { manufacturer } }), { status_code: 401 });
  });
});
