import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import { ENVELOPE_FIELDS, useCatalogPagesContract } from '@souq/testing/catalog-pages-contract.fixture.ts';

const QUERY = `query { getAdvert { ${ENVELOPE_FIELDS} data { _id image status link } } }`;

const api = useCatalogPagesContract();

describe('getAdvert', () => {
  it('gives the first switched-on advert', async () => {
    const result = await api.client.operation(QUERY);
    expectEnvelope(result, {
      status_code: 200,
      message: 'success',
      dataShape: { _id: 'id', image: 'string', status: 'boolean', link: 'string?' },
    });
    expect(result.data).toEqual({
      _id: api.fixture.advertId,
      image: 'content/advert.webp',
      status: true,
      link: '/designers',
    });
  });
});
