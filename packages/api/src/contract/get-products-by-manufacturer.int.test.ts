import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  idsOf,
  listedProductShape,
  useProductList,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const { api, list: byManufacturer } = useProductList(
  'getProductsByManufacturer',
  '$manufacturer: ID!, $availableIn: String',
);

describe('getProductsByManufacturer', () => {
  it('lists the products the manufacturer makes, sold in the country, priced there', async () => {
    const f = api.fixture;
    const egypt = await byManufacturer({ manufacturer: f.manufacturerId });
    expectEnvelope(egypt, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
    expect(egypt.data!.map((item) => [item._id, item.currency, item.allPriceAfterOffer])).toEqual([
      [f.canvasId, 'EGP', 500],
    ]);
    const emirates = await byManufacturer({ manufacturer: f.manufacturerId, availableIn: 'ae' });
    expect(idsOf(emirates.data)).toEqual([]);
  });

  it('gives an empty list for a designer id or a malformed id and 400 for an unknown country', async () => {
    expect((await byManufacturer({ manufacturer: api.fixture.designerId })).data).toEqual([]);
    expect((await byManufacturer({ manufacturer: 'x' })).data).toEqual([]);
    expectEnvelope(
      await byManufacturer({ manufacturer: api.fixture.manufacturerId, availableIn: 'de' }),
      COUNTRY_REFUSED,
    );
  });
});
