import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  TERMS_FIELDS,
  termsShape,
  useContentContract,
} from '@souq/testing/content-contract.fixture.ts';

const contract = useContentContract();

describe('getPolicies', () => {
  it('gives the policies page', async () => {
    const result = await contract.client.operation(
      `query { getPolicies { ${ENVELOPE_FIELDS} data { ${TERMS_FIELDS} } } }`,
    );
    expectEnvelope(result, { status_code: 200, dataShape: termsShape });
    expect(result.data).toMatchObject({
      type: 'policies',
      description: '<p>Policies</p>',
      arDescription: '<p>السياسات</p>',
      content: [],
    });
  });
});
