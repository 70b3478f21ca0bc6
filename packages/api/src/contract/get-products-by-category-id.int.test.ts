import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  LISTED_PRODUCT_FIELDS,
  listedProductShape,
  useListingContract,
} from '@souq/testing/listing-contract.fixture.ts';

const BY_CATEGORY = envelopeDocument(
  'query',
  'getProductsByCategoryId',
  '$category: ID!, $availableIn: String',
  LISTED_PRODUCT_FIELDS,
);

type Listed = Array<{ _id: string; currency: string }>;
const api = useListingContract();
const byCategory = (variables: Record<string, unknown>) =>
  api.client.operation<Listed>(BY_CATEGORY, { variables });

describe('getProductsByCategoryId', () => {
  it('lists the published products of the category sold in the country, newest first', async () => {
    const f = api.fixture;
    const egypt = await byCategory({ category: f.printsId });
    expectEnvelope(egypt, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
    expect(egypt.data!.map((item) => item._id)).toEqual([
      f.oddId,
      f.canvasId,
      f.frameId,
      f.desertId,
      f.nileId,
    ]);
    const saudi = await byCategory({ category: f.printsId, availableIn: 'sa' });
    expect(saudi.data!.map((item) => [item._id, item.currency])).toEqual([
      [f.canvasId, 'SAR'],
      [f.nileId, 'SAR'],
    ]);
  });

  it('gives an empty list for a category without products there, an unknown or a malformed id', async () => {
    const f = api.fixture;
    for (const category of [f.homeId, '00000000-0000-4000-8000-000000000000', 'prints']) {
      const result = await byCategory({ category, availableIn: 'sa' });
      expectEnvelope(result, { status_code: 200, dataShape: [] as unknown as [never] });
      expect(result.data).toEqual([]);
    }
  });

  it('refuses an unknown country with 400', async () => {
    expectEnvelope(await byCategory({ category: api.fixture.printsId, availableIn: 'xx' }), COUNTRY_REFUSED);
  });
});
