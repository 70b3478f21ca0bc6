import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  COLLECTION_FIELDS,
  COUNTRY_REFUSED,
  ENVELOPE_FIELDS,
  LISTED_PRODUCT_FIELDS,
  collectionShape,
  idsOf,
  listedProductShape,
  useCatalogPagesContract,
} from '@souq/testing/catalog-pages-contract.fixture.ts';

const FIELDS = `${ENVELOPE_FIELDS} data { collection { ${COLLECTION_FIELDS} } products { ${LISTED_PRODUCT_FIELDS} } }`;
const BARE = `query { getOfferForHome { ${FIELDS} } }`;
const IN_COUNTRY = `query GetOfferForHome($availableIn: String) { getOfferForHome(availableIn: $availableIn) { ${FIELDS} } }`;

interface Offer {
  collection: { slug: string; discount: number; endDate: string; running: boolean };
  products: Array<{ _id: string; allPriceAfterOffer: number }>;
}

const api = useCatalogPagesContract();

describe('getOfferForHome', () => {
  it('needs no argument: the running sale of Egypt that ends first, with its products', async () => {
    const result = await api.client.operation<Offer>(BARE);
    expectEnvelope(result, {
      status_code: 200,
      message: 'success',
      dataShape: { collection: collectionShape, products: [listedProductShape] },
    });
    expect(result.data!.collection).toMatchObject({ slug: 'summer-sale', discount: 25, running: true });
    expect(Date.parse(result.data!.collection.endDate)).toBeGreaterThan(Date.now());
    expect(idsOf(result.data!.products)).toEqual([api.fixture.frameId]);
  });

  it('answers data null where no sale runs, 400 for an unknown country', async () => {
    const saudi = await api.client.operation<Offer>(IN_COUNTRY, { variables: { availableIn: 'sa' } });
    expectEnvelope(saudi, { status_code: 200, dataShape: null });
    expectEnvelope(
      await api.client.operation(IN_COUNTRY, { variables: { availableIn: 'xx' } }),
      COUNTRY_REFUSED,
    );
  });
});
