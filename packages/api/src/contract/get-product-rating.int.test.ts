import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import { ENVELOPE_FIELDS, useCommunityContract } from '@souq/testing/community-contract.fixture.ts';

const ADD = `mutation Add($product: ID, $rating: Int) {
  addReview(type: "review", text: "Rated", product: $product, rating: $rating) { ${ENVELOPE_FIELDS} }
}`;
const GET_PRODUCT_RATING = envelopeDocument('query', 'getProductRating', '$product: ID', 'average count');

const api = useCommunityContract();

describe('getProductRating', () => {
  it('averages the visible reviews to one decimal', async () => {
    for (const [person, rating] of [
      [api.shopper, 5],
      [api.other, 4],
      [api.staff, 4],
    ] as const) {
      await api.client.operation(ADD, {
        token: person.token,
        variables: { product: api.fixture.desertId, rating },
      });
    }
    const result = await api.client.operation(GET_PRODUCT_RATING, {
      variables: { product: api.fixture.desertId },
    });
    expectEnvelope(result, { status_code: 200, dataShape: { average: 'number', count: 'integer' } });
    expect(result.data).toEqual({ average: 4.3, count: 3 });
  });

  it('answers 0 of 0 for a product without reviews or an unknown id', async () => {
    for (const product of [api.fixture.nileId, 'nope']) {
      const result = await api.client.operation(GET_PRODUCT_RATING, { variables: { product } });
      expectEnvelope(result, { status_code: 200 });
      expect(result.data).toEqual({ average: 0, count: 0 });
    }
  });
});
