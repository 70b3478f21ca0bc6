import { describe, expect, it } from 'vitest';
import { expectEnvelope, type Shape, envelopeDocument } from '@souq/testing';
import { useCatalogPagesContract } from '@souq/testing/catalog-pages-contract.fixture.ts';

const GET_TAG = envelopeDocument('query', 'getTag', '$tagId: ID!', '_id slug name arName createdAt');

const tagShape: Shape = { _id: 'id', slug: 'string', name: 'string', arName: 'string', createdAt: 'string?' };

const api = useCatalogPagesContract();
const getTag = (tagId: string) => api.client.operation(GET_TAG, { variables: { tagId } });

describe('getTag', () => {
  it('gives the tag by id (or slug) in both languages', async () => {
    const result = await getTag(api.fixture.goldTagId);
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: tagShape });
    expect(result.data).toMatchObject({ _id: api.fixture.goldTagId, name: 'Gold', arName: 'ذهبي' });
    expect((await getTag('gold')).data).toMatchObject({ _id: api.fixture.goldTagId });
  });

  it('answers 404 for an unknown tag', async () => {
    for (const tagId of ['00000000-0000-4000-8000-000000000000', 'no-such-tag', ' ']) {
      expectEnvelope(await getTag(tagId), {
        status_code: 404,
        message: 'Tag not found',
        message_key: 'errors.tag.notFound',
      });
    }
  });
});
