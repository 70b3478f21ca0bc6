import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  TERMS_FIELDS,
  termsShape,
  useContentContract,
} from '@souq/testing/content-contract.fixture.ts';

const contract = useContentContract();

// getPolicies and getExchangePolicies answer the same page shape, each its own page.
describe.each([
  {
    operation: 'getPolicies',
    gives: 'gives the policies page',
    page: {
      type: 'policies',
      description: '<p>Policies</p>',
      arDescription: '<p>السياسات</p>',
      content: [],
    },
  },
  {
    operation: 'getExchangePolicies',
    gives: 'gives the exchange policies with their sections',
    page: {
      type: 'exchange_policies',
      content: [{ title: 'Damaged', arTitle: 'تالف', description: '<p>Within 14 days.</p>' }],
    },
  },
])('$operation', ({ operation, gives, page }) => {
  it(gives, async () => {
    const result = await contract.client.operation(
      `query { ${operation} { ${ENVELOPE_FIELDS} data { ${TERMS_FIELDS} } } }`,
    );
    expectEnvelope(result, { status_code: 200, dataShape: termsShape });
    expect(result.data).toMatchObject(page);
  });
});
