import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  COUNTRY_REFUSED,
  idsOf,
  listedProductShape,
  productListQuery,
  useCatalogPagesContract,
  type ListedProduct,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const BARE = productListQuery('getIdesignProducts');
const IN_COUNTRY = productListQuery(
  'getIdesignProducts',
  '$availableIn: String',
  'availableIn: $availableIn',
);

const api = useCatalogPagesContract();
const list = (availableIn?: string) =>
  availableIn === undefined
    ? api.client.operation<ListedProduct[]>(BARE)
    : api.client.operation<ListedProduct[]>(IN_COUNTRY, { variables: { availableIn } });

describe('getIdesignProducts', () => {
  it('needs no argument: the iDesign products sold in Egypt', async () => {
    const f = api.fixture;
    const result = await list();
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [listedProductShape] });
    expect(idsOf(result.data)).toEqual([f.desertId]);
    expect(result.data![0]!.currency).toBe('EGP');
  });

  it('follows the optional availableIn and refuses an unknown country with 400', async () => {
    const f = api.fixture;
    const saudi = await list('sa');
    expectEnvelope(saudi, { status_code: 200, dataShape: [listedProductShape] });
    expect(idsOf(saudi.data)).toEqual([]);
    for (const item of saudi.data!) expect(item.currency).toBe('SAR');
    expect(f).toBeDefined();
    expectEnvelope(await list('atlantis'), COUNTRY_REFUSED);
  });
});
