import { describe, expect, it } from 'vitest';
import { reviews } from '@souq/core/db/schema/community.schema.ts';
import { expectEnvelope } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  REVIEW_FIELDS,
  reviewShape,
  useCommunityContract,
} from '@souq/testing/community-contract.fixture.ts';

const ADD_REVIEW = `mutation AddReview($user: ID, $type: String, $text: String, $product: ID, $post: ID, $parent: ID, $rating: Int, $attachments: [String!]) {
  addReview(user: $user, type: $type, text: $text, product: $product, post: $post, parent: $parent, rating: $rating, attachments: $attachments) {
    ${ENVELOPE_FIELDS}
    fieldErrors { field message_key }
    data { ${REVIEW_FIELDS} }
  }
}`;

type Answer = {
  _id: string;
  text: string;
  rating: number | null;
  parent: string | null;
  user: { _id: string };
};
const api = useCommunityContract();

describe('addReview', () => {
  it('stores a rated review of the signed-in user and answers it', async () => {
    const { shopper, fixture } = api;
    const result = await api.client.operation<Answer>(ADD_REVIEW, {
      token: shopper.token,
      variables: {
        user: shopper.user.id,
        type: 'review',
        product: fixture.desertId,
        text: '<script>alert(1)</script> Lovely colours',
        rating: 5,
        attachments: [`reviews/${'b'.repeat(32)}.webp`],
      },
    });
    expectEnvelope(result, { status_code: 200, message: 'success', dataShape: reviewShape });
    expect(result.data).toMatchObject({
      text: '<script>alert(1)</script> Lovely colours',
      rating: 5,
      user: { _id: shopper.user.id },
    });
  });

  it('answers every missing field with 400 and stores nothing', async () => {
    const before = await api.database.db.$count(reviews);
    const result = await api.client.operation<Answer>(ADD_REVIEW, {
      token: api.shopper.token,
      variables: { type: 'review', product: api.fixture.desertId, text: '' },
    });
    expectEnvelope(result, {
      status_code: 400,
      message: 'This field is required',
      message_key: 'validation.required',
    });
    expect((result as unknown as { fieldErrors: unknown }).fieldErrors).toEqual([
      { field: 'text', message_key: 'validation.required' },
      { field: 'rating', message_key: 'validation.required' },
    ]);
    expect(await api.database.db.$count(reviews)).toBe(before);
  });

  it('replies in a discussion thread', async () => {
    const ask = await api.client.operation<Answer>(ADD_REVIEW, {
      token: api.other.token,
      variables: { type: 'discussion', product: api.fixture.desertId, text: 'Which size?' },
    });
    expectEnvelope(ask, { status_code: 200, dataShape: reviewShape });
    const reply = await api.client.operation<Answer>(ADD_REVIEW, {
      token: api.shopper.token,
      variables: { type: 'discussion', product: api.fixture.desertId, text: 'A3.', parent: ask.data!._id },
    });
    expectEnvelope(reply, { status_code: 200, dataShape: reviewShape });
    expect(reply.data!.parent).toBe(ask.data!._id);
  });

  it('refuses guests (401), writing as someone else (403) and unknown products (404)', async () => {
    const variables = { type: 'review', product: api.fixture.desertId, text: 'x', rating: 3 };
    expectEnvelope(await api.client.operation(ADD_REVIEW, { variables }), {
      status_code: 401,
      message: 'You must be logged in',
    });
    expectEnvelope(
      await api.client.operation(ADD_REVIEW, {
        token: api.other.token,
        variables: { ...variables, user: api.shopper.user.id },
      }),
      { status_code: 403 },
    );
    expectEnvelope(
      await api.client.operation(ADD_REVIEW, {
        token: api.other.token,
        variables: { ...variables, product: api.fixture.draftId },
      }),
      { status_code: 404, message: 'Product not found or unavailable in this country' },
    );
  });
});
