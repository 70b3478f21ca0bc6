import { describe, expect, it } from 'vitest';
import { expectEnvelope, type Shape } from '@souq/testing';
import { ENVELOPE_FIELDS, useContentContract } from '@souq/testing/content-contract.fixture.ts';

const QUERY = `query Stages($type: String) { getHowItWorksStages(type: $type) { ${ENVELOPE_FIELDS}
  data { _id type number title arTitle description arDescription image } } }`;
const stagesShape: Shape = [
  {
    _id: 'id',
    type: 'string',
    number: 'integer',
    title: 'string',
    arTitle: 'string',
    description: 'string',
    arDescription: 'string',
    image: 'string?',
  },
];

const contract = useContentContract();

describe('getHowItWorksStages', () => {
  it('gives the stages of a journey in order', async () => {
    const result = await contract.client.operation(QUERY, { variables: { type: 'customer' } });
    expectEnvelope(result, { status_code: 200, dataShape: stagesShape });
    expect(
      (result.data as { number: number; title: string }[]).map((stage) => [stage.number, stage.title]),
    ).toEqual([
      [1, 'Choose'],
      [2, 'Pay'],
    ]);
  });

  it('gives both journeys without a type and refuses an unknown one', async () => {
    const all = await contract.client.operation(QUERY);
    expectEnvelope(all, { status_code: 200, dataShape: stagesShape });
    expect(all.data).toHaveLength(3);
    const wrong = await contract.client.operation(QUERY, { variables: { type: 'robots' } });
    expectEnvelope(wrong, { status_code: 400, message: 'This value is not valid' });
  });
});
