import { describe, expect, it } from 'vitest';
import { expectEnvelope, type Shape } from '@souq/testing';
import { ENVELOPE_FIELDS, useContentContract } from '@souq/testing/content-contract.fixture.ts';

const QUERY = `query Faqs($for: String) { getFaqs(for: $for) { ${ENVELOPE_FIELDS}
  data { _id question arQuestion answer arAnswer for displayOrder } } }`;
const faqsShape: Shape = [
  {
    _id: 'id',
    question: 'string',
    arQuestion: 'string',
    answer: 'string',
    arAnswer: 'string',
    for: 'string',
    displayOrder: 'integer',
  },
];

const contract = useContentContract();

describe('getFaqs', () => {
  it('lists every question in display order', async () => {
    const result = await contract.client.operation(QUERY);
    expectEnvelope(result, { status_code: 200, dataShape: faqsShape });
    expect((result.data as { question: string }[]).map((faq) => faq.question)).toEqual([
      'Q customer',
      'Q general',
      'Q designer',
    ]);
  });

  it('filters by audience and refuses an unknown one', async () => {
    const designer = await contract.client.operation(QUERY, { variables: { for: 'designer' } });
    expectEnvelope(designer, { status_code: 200, dataShape: faqsShape });
    expect(designer.data).toEqual([
      expect.objectContaining({ question: 'Q designer', arAnswer: '<p>ج3</p>' }),
    ]);
    const wrong = await contract.client.operation(QUERY, { variables: { for: 'martians' } });
    expectEnvelope(wrong, { status_code: 400 });
  });
});
