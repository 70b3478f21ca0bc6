import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  DESIGNER_FIELDS,
  designerShape,
  idsOf,
  useCatalogPagesContract,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const SORT_DESIGNERS = envelopeDocument(
  'query',
  'sortDesigners',
  '$sort: String, $availableIn: String, $page: Int, $limit: Int',
  DESIGNER_FIELDS,
);

const api = useCatalogPagesContract();
const sortDesigners = (variables: Record<string, unknown> = {}) =>
  api.client.operation<Array<{ _id: string; slug: string; productsCount: number }>>(SORT_DESIGNERS, {
    variables,
  });

describe('sortDesigners', () => {
  it('lists active designers with products in the country, best sellers first, with their product count', async () => {
    const result = await sortDesigners();
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [designerShape] });
    expect(result.data!.map((d) => [d.slug, d.productsCount])).toEqual([
      ['layla-prints', 5],
      ['omar-studio', 1],
    ]);
  });

  it('sorts by name or newest, pages, and reads an unknown sort as the default', async () => {
    const f = api.fixture;
    expect(idsOf((await sortDesigners({ sort: 'name' })).data)).toEqual([f.designerId, f.omarId]);
    expect(idsOf((await sortDesigners({ sort: '-createdAt' })).data)).toEqual([f.omarId, f.designerId]);
    expect(idsOf((await sortDesigners({ sort: 'whatever', page: 2, limit: 1 })).data)).toEqual([f.omarId]);
    expect(idsOf((await sortDesigners({ page: 9 })).data)).toEqual([]);
  });

  it('follows availableIn: blocked designers and designers without products there are left out', async () => {
    expect(idsOf((await sortDesigners({ availableIn: 'sa' })).data)).toEqual([api.fixture.designerId]);
    expect((await sortDesigners({ availableIn: 'ae' })).data).toEqual([]);
    expectEnvelope(await sortDesigners({ availableIn: 'mars' }), COUNTRY_REFUSED);
  });
});
