import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import {
  COLLECTION_FIELDS,
  COUNTRY_REFUSED,
  collectionShape,
  useCatalogPagesContract,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const GET_COLLECTION = envelopeDocument(
  'query',
  'getCollection',
  '$slug: String!, $currentCountry: String',
  COLLECTION_FIELDS,
);

const NOT_FOUND = {
  status_code: 404,
  message: 'Collection not found',
  message_key: 'errors.collection.notFound',
} as const;

const api = useCatalogPagesContract();
const getCollection = (variables: Record<string, unknown>) =>
  api.client.operation<{ _id: string; slug: string; arTitle: string; running: boolean }>(GET_COLLECTION, {
    variables,
  });

describe('getCollection', () => {
  it('gives one collection by slug with its dates, discount and whether it runs', async () => {
    const result = await getCollection({ slug: 'summer-sale' });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: collectionShape });
    expect(result.data).toMatchObject({
      _id: api.fixture.summerSaleId,
      arTitle: 'تخفيضات الصيف',
      discount: 25,
      running: true,
      status: true,
    });
  });

  it('answers 404 for an unknown, switched-off or empty collection, or one without products in the country', async () => {
    for (const slug of ['no-such', 'hidden', 'empty', '']) {
      expectEnvelope(await getCollection({ slug }), NOT_FOUND);
    }
    expectEnvelope(await getCollection({ slug: 'summer-sale', currentCountry: 'sa' }), NOT_FOUND);
    expectEnvelope(await getCollection({ slug: 'winter', currentCountry: 'sa' }), {
      status_code: 200,
      dataShape: collectionShape,
    });
  });

  it('refuses an unknown country with 400 and a missing slug as a document error', async () => {
    expectEnvelope(await getCollection({ slug: 'winter', currentCountry: 'fr' }), COUNTRY_REFUSED);
    const response = await api.client.execute('query { getCollection { status_code } }');
    expect(response.body.errors?.length).toBeGreaterThan(0);
  });
});
