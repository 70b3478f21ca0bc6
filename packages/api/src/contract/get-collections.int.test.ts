import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import {
  COLLECTION_FIELDS,
  COUNTRY_REFUSED,
  collectionShape,
  useCatalogPagesContract,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const GET_COLLECTIONS = envelopeDocument(
  'query',
  'getCollections',
  '$currentCountry: String',
  COLLECTION_FIELDS,
);

interface CollectionData {
  _id: string;
  slug: string;
  running: boolean;
  discount: number;
  productsCount: number;
  endDate: string | null;
}

const api = useCatalogPagesContract();
const getCollections = (variables: Record<string, unknown> = {}) =>
  api.client.operation<CollectionData[]>(GET_COLLECTIONS, { variables });

describe('getCollections', () => {
  it('lists the switched-on collections with products in Egypt, running sales first', async () => {
    const result = await getCollections();
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [collectionShape] });
    expect(result.data!.map((c) => [c.slug, c.running, c.discount, c.productsCount])).toEqual([
      ['summer-sale', true, 25, 1],
      ['winter', false, 30, 1],
    ]);
    expect(Number.isNaN(Date.parse(result.data![1]!.endDate!))).toBe(false);
  });

  it('follows the country', async () => {
    const saudi = await getCollections({ currentCountry: 'saudi' });
    expectEnvelope(saudi, { status_code: 200, dataShape: [collectionShape] });
    expect(saudi.data!.map((c) => c.slug)).toEqual(['winter']);
    const emirates = await getCollections({ currentCountry: 'ae' });
    expectEnvelope(emirates, { status_code: 200 });
    expect(emirates.data).toEqual([]);
  });

  it('refuses an unknown country with 400', async () => {
    expectEnvelope(await getCollections({ currentCountry: 'us' }), COUNTRY_REFUSED);
  });
});
