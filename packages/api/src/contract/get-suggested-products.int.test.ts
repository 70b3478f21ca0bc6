import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  LISTED_PRODUCT_FIELDS,
  listedProductShape,
  useListingContract,
} from '@souq/testing/listing-contract.fixture.ts';

const SUGGESTED = envelopeDocument(
  'query',
  'getSuggestedProducts',
  '$availableIn: String, $categoryId: ID, $subCategoryId: ID, $product: ID, $limit: Int',
  LISTED_PRODUCT_FIELDS,
);

type Listed = Array<{ _id: string }>;
const api = useListingContract();
const suggested = async (variables: Record<string, unknown>) => {
  const result = await api.client.operation<Listed>(SUGGESTED, { variables });
  expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
  return result.data!.map((item) => item._id);
};

describe('getSuggestedProducts', () => {
  it('suggests the subcategory first, then the category by sales, without the product itself', async () => {
    const f = api.fixture;
    expect(await suggested({ categoryId: f.printsId, subCategoryId: f.framesId, product: f.nileId })).toEqual(
      [f.frameId, f.desertId, f.canvasId, f.oddId],
    );
    expect(await suggested({ categoryId: f.printsId, limit: 1 })).toEqual([f.desertId]);
    expect(await suggested({ categoryId: f.printsId, availableIn: 'sa' })).toEqual([f.canvasId, f.nileId]);
  });

  it('falls back to the country best sellers for missing or malformed ids', async () => {
    expect(await suggested({ availableIn: 'ae', categoryId: 'x', subCategoryId: 'y' })).toEqual([
      api.fixture.aeOnlyId,
    ]);
  });

  it('refuses an unknown country with 400', async () => {
    expectEnvelope(
      await api.client.operation(SUGGESTED, { variables: { availableIn: 'zz' } }),
      COUNTRY_REFUSED,
    );
  });
});
