import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  DESIGNER_FIELDS,
  ENVELOPE_FIELDS,
  designerShape,
  idsOf,
  useCatalogPagesContract,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const QUERY = envelopeDocument('query', 'getFeaturedDesigners', '$availableIn: String', DESIGNER_FIELDS);

const api = useCatalogPagesContract();
const featured = (variables: Record<string, unknown> = {}) =>
  api.client.operation<Array<{ _id: string; featured: boolean }>>(QUERY, { variables });

describe('getFeaturedDesigners', () => {
  it('needs no argument: the featured active designers with products in Egypt', async () => {
    const result = await api.client.operation<Array<{ _id: string; featured: boolean }>>(
      `query { getFeaturedDesigners { ${ENVELOPE_FIELDS} data { ${DESIGNER_FIELDS} } } }`,
    );
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [designerShape] });
    // The blocked featured designer is never listed.
    expect(idsOf(result.data)).toEqual([api.fixture.omarId]);
    expect(result.data![0]!.featured).toBe(true);
  });

  it('follows availableIn', async () => {
    const saudi = await featured({ availableIn: 'sa' });
    expectEnvelope(saudi, { status_code: 200 });
    expect(saudi.data).toEqual([]);
    expectEnvelope(await featured({ availableIn: 'zz' }), COUNTRY_REFUSED);
  });
});
