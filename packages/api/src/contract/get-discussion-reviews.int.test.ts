import { describe, expect, it } from 'vitest';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  REVIEW_FIELDS,
  reviewShape,
  useCommunityContract,
} from '@souq/testing/community-contract.fixture.ts';

const ADD = `mutation Add($text: String, $product: ID, $parent: ID) {
  addReview(type: "discussion", text: $text, product: $product, parent: $parent) { ${ENVELOPE_FIELDS} data { _id } }
}`;
const GET_DISCUSSION_REVIEWS = envelopeDocument(
  'query',
  'getDiscussionReviews',
  '$product: ID, $type: String',
  REVIEW_FIELDS,
);

type Thread = Array<{ _id: string; text: string; parent: string | null; rating: number | null }>;
const api = useCommunityContract();

describe('getDiscussionReviews', () => {
  it('answers the thread oldest first with replies pointing at their question', async () => {
    const question = await api.client.operation<{ _id: string }>(ADD, {
      token: api.other.token,
      variables: { product: api.fixture.nileId, text: 'Does it fade?' },
    });
    await api.client.operation(ADD, {
      token: api.shopper.token,
      variables: { product: api.fixture.nileId, text: 'Not in two years.', parent: question.data!._id },
    });
    const result = await api.client.operation<Thread>(GET_DISCUSSION_REVIEWS, {
      variables: { product: api.fixture.nileId },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: [reviewShape] });
    expect(result.data!.map((item) => [item.text, item.parent, item.rating])).toEqual([
      ['Does it fade?', null, null],
      ['Not in two years.', question.data!._id, null],
    ]);
  });

  it('answers an empty thread for other products and 400 for an unknown type', async () => {
    const empty = await api.client.operation<Thread>(GET_DISCUSSION_REVIEWS, {
      variables: { product: api.fixture.desertId },
    });
    expectEnvelope(empty, { status_code: 200, dataShape: [reviewShape] });
    expect(empty.data).toEqual([]);
    expectEnvelope(
      await api.client.operation(GET_DISCUSSION_REVIEWS, {
        variables: { product: api.fixture.nileId, type: 'x' },
      }),
      { status_code: 400 },
    );
  });
});
