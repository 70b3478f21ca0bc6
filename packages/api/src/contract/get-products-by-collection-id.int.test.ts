import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  idsOf,
  listedProductShape,
  useProductList,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const { api, list: byCollection } = useProductList(
  'getProductsByCollectionId',
  '$collectionId: ID!, $availableIn: String',
);

describe('getProductsByCollectionId', () => {
  it('lists the collection products sold in the country, with the running collection discount', async () => {
    const result = await byCollection({ collectionId: api.fixture.summerSaleId });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
    expect(result.data).toEqual([
      expect.objectContaining({
        _id: api.fixture.frameId,
        currency: 'EGP',
        allPriceBeforeOffer: 240,
        allPriceAfterOffer: 180,
        totalDiscount: 25,
        hasOffer: true,
      }),
    ]);
  });

  it('prices in the currency of availableIn; a collection not yet running gives no discount', async () => {
    const result = await byCollection({ collectionId: api.fixture.winterId, availableIn: 'sa' });
    expectEnvelope(result, { status_code: 200, dataShape: [listedProductShape] });
    expect(result.data).toEqual([
      expect.objectContaining({
        _id: api.fixture.nileId,
        currency: 'SAR',
        allPriceAfterOffer: 20,
        hasOffer: false,
      }),
    ]);
  });

  it('gives an empty list for an unknown or malformed id, 400 for an unknown country', async () => {
    for (const collectionId of [
      'nope',
      '00000000-0000-4000-8000-000000000000',
      api.fixture.emptyCollectionId,
    ]) {
      const result = await byCollection({ collectionId });
      expectEnvelope(result, { status_code: 200, dataShape: [listedProductShape] });
      expect(idsOf(result.data)).toEqual([]);
    }
    expectEnvelope(
      await byCollection({ collectionId: api.fixture.winterId, availableIn: 'xx' }),
      COUNTRY_REFUSED,
    );
  });
});
