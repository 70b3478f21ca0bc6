import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { ENVELOPE_FIELDS, useCatalogPagesContract } from '@souq/testing/catalog-pages-contract.fixture.ts';

const QUERY = `query { getAttributes { ${ENVELOPE_FIELDS} data {
  _id spec arSpec specValue { _id value image } arSpecValue { _id value image }
} } }`;

interface AttributeData {
  spec: string;
  arSpec: string;
  specValue: Array<{ _id: string; value: string }>;
  arSpecValue: Array<{ _id: string; value: string }>;
}

const api = useCatalogPagesContract();

describe('getAttributes', () => {
  it('lists every spec with its values in English and Arabic, the ids filterProducts takes', async () => {
    const f = api.fixture;
    const result = await api.client.operation<AttributeData[]>(QUERY);
    const value = { _id: 'id', value: 'string', image: 'string?' } as const;
    expectEnvelope(result, {
      status_code: 200,
      message: 'success',
      dataShape: [{ _id: 'id', spec: 'string', arSpec: 'string', specValue: [value], arSpecValue: [value] }],
    });
    expect(result.data!.map((a) => [a.spec, a.arSpec])).toEqual([
      ['Material', 'الخامة'],
      ['Size', 'المقاس'],
    ]);
    const material = result.data![0]!;
    expect(material.specValue).toEqual([
      { _id: f.canvasValueId, value: 'Canvas', image: null },
      { _id: f.paperId, value: 'Paper', image: null },
    ]);
    expect(material.arSpecValue.map((v) => [v._id, v.value])).toEqual([
      [f.canvasValueId, 'قماش'],
      [f.paperId, 'ورق'],
    ]);
  });
});
