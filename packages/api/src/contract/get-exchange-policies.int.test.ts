import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  TERMS_FIELDS,
  termsShape,
  useContentContract,
} from '@souq/testing/content-contract.fixture.ts';

const contract = useContentContract();

describe('getExchangePolicies', () => {
  it('gives the exchange policies with their sections', async () => {
    const result = await contract.client.operation(
      `query { getExchangePolicies { ${ENVELOPE_FIELDS} data { ${TERMS_FIELDS} } } }`,
    );
    expectEnvelope(result, { status_code: 200, dataShape: termsShape });
    expect(result.data).toMatchObject({
      type: 'exchange_policies',
      content: [{ title: 'Damaged', arTitle: 'تالف', description: '<p>Within 14 days.</p>' }],
    });
  });
});
