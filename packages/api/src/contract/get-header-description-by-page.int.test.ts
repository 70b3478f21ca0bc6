import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { ENVELOPE_FIELDS, useContentContract } from '@souq/testing/content-contract.fixture.ts';

const QUERY = `query Header($page: String) { getHeaderDescriptionByPage(page: $page) { ${ENVELOPE_FIELDS}
  data { _id page description arDescription } } }`;

const contract = useContentContract();

describe('getHeaderDescriptionByPage', () => {
  it('gives the intro of a page in both languages', async () => {
    const result = await contract.client.operation(QUERY, { variables: { page: 'faq' } });
    expectEnvelope(result, {
      status_code: 200,
      dataShape: { _id: 'id', page: 'string', description: 'string', arDescription: 'string' },
    });
    expect(result.data).toMatchObject({ page: 'faq', arDescription: 'إجابات الأسئلة الشائعة' });
  });

  it('answers 404 for a page without one', async () => {
    const result = await contract.client.operation(QUERY, { variables: { page: 'nowhere' } });
    expectEnvelope(result, { status_code: 404, message_key: 'errors.headerDescription.notFound' });
    const empty = await contract.client.operation(QUERY);
    expectEnvelope(empty, { status_code: 404 });
  });
});
