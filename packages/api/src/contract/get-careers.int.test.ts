import { describe, expect, it } from 'vitest';
import { expectEnvelope, type Shape } from '@souq/testing';
import { ENVELOPE_FIELDS, useContentContract } from '@souq/testing/content-contract.fixture.ts';

const GET_CAREERS = `query { getCareers { ${ENVELOPE_FIELDS}
  data { _id title arTitle description arDescription careerTags { name arName } createdAt } } }`;
const careersShape: Shape = [
  {
    _id: 'id',
    title: 'string',
    arTitle: 'string',
    description: 'string',
    arDescription: 'string',
    careerTags: [{ name: 'string', arName: 'string' }],
    createdAt: 'string',
  },
];

const contract = useContentContract();

describe('getCareers', () => {
  it('lists only the open positions', async () => {
    const result = await contract.client.operation(GET_CAREERS);
    expectEnvelope(result, { status_code: 200, dataShape: careersShape });
    expect(result.data).toEqual([
      expect.objectContaining({
        _id: contract.fixture.openCareerId,
        arTitle: 'علاقات المصممين',
        careerTags: [{ name: 'Cairo', arName: 'القاهرة' }],
      }),
    ]);
  });
});
