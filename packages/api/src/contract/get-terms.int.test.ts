import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  TERMS_FIELDS,
  termsShape,
  useContentContract,
} from '@souq/testing/content-contract.fixture.ts';

const GET_TERMS = `query Terms($type: String) { getTerms(type: $type) { ${ENVELOPE_FIELDS} data { ${TERMS_FIELDS} } } }`;

const contract = useContentContract();

describe('getTerms', () => {
  it('gives the terms with their sections; staff HTML is sanitized', async () => {
    const result = await contract.client.operation(GET_TERMS);
    expectEnvelope(result, { status_code: 200, dataShape: termsShape });
    const data = result.data as { description: string; content: { title: string; description: string }[] };
    expect(data.description).toBe('<p>Hello <a rel="noopener noreferrer nofollow">click</a></p>');
    expect(data.description).not.toMatch(/script|onclick|javascript:|onerror/);
    expect(data.content.map((item) => item.title)).toEqual(['Accounts', 'Orders']);
  });

  it.each([
    ['privacy', 'privacy', '<p>Privacy</p>'],
    ['shipping', 'shipping', '<p>Shipping</p>'],
    ['b2b', 'b2b', '<p>Business</p>'],
    ['exchangePolicy', 'exchange_policies', '<p>Exchanges</p>'],
  ])('gives type %s', async (type, stored, description) => {
    const result = await contract.client.operation(GET_TERMS, { variables: { type } });
    expectEnvelope(result, { status_code: 200, dataShape: termsShape });
    expect(result.data).toMatchObject({ type: stored, description });
  });

  it('refuses an unknown type with 400', async () => {
    const result = await contract.client.operation(GET_TERMS, { variables: { type: 'cookies' } });
    expectEnvelope(result, {
      status_code: 400,
      message: 'This value is not valid',
      message_key: 'validation.invalid',
    });
  });
});
