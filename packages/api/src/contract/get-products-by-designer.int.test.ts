import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  idsOf,
  listedProductShape,
  useProductList,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const { api, list: byDesigner } = useProductList(
  'getProductsByDesigner',
  '$designer: ID!, $availableIn: String',
);

describe('getProductsByDesigner', () => {
  it("lists the designer's published products sold in the country, newest first", async () => {
    const f = api.fixture;
    const egypt = await byDesigner({ designer: f.designerId });
    expectEnvelope(egypt, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
    // The draft and the switched-off product are never listed.
    expect(idsOf(egypt.data)).toEqual([f.oddId, f.canvasId, f.frameId, f.desertId, f.nileId]);
    const saudi = await byDesigner({ designer: f.designerId, availableIn: 'sa' });
    expect(saudi.data!.map((item) => [item._id, item.currency])).toEqual([
      [f.canvasId, 'SAR'],
      [f.nileId, 'SAR'],
    ]);
  });

  it('gives an empty list for a malformed or unknown id and 400 for an unknown country', async () => {
    for (const designer of ['layla', '00000000-0000-4000-8000-000000000000']) {
      const result = await byDesigner({ designer });
      expectEnvelope(result, { status_code: 200 });
      expect(result.data).toEqual([]);
    }
    expectEnvelope(
      await byDesigner({ designer: api.fixture.designerId, availableIn: 'us' }),
      COUNTRY_REFUSED,
    );
  });
});
