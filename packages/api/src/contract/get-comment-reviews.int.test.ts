import { describe, expect, it } from 'vitest';
import { addReview } from '@souq/core/community/reviews.service.ts';
import { expectEnvelope } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  REVIEW_FIELDS,
  reviewShape,
  useCommunityContract,
} from '@souq/testing/community-contract.fixture.ts';
import { pageFields, pageShape, type PageData } from '@souq/testing/page-contract.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

const GET_COMMENT_REVIEWS = `query GetCommentReviews($type: String, $post: ID, $product: ID, $page: Int, $limit: Int) {
  getCommentReviews(type: $type, post: $post, product: $product, page: $page, limit: $limit) {
    ${ENVELOPE_FIELDS}
    data { ${pageFields(REVIEW_FIELDS)} }
  }
}`;

type Page = PageData<{ text: string; rating: number }>;
const reviewPageShape = pageShape(reviewShape);
const api = useCommunityContract();

describe('getCommentReviews', () => {
  it('lists the reviews of a product newest first, a page at a time, for anyone', async () => {
    for (const [index, person] of [api.shopper, api.other].entries()) {
      await addReview(
        testServiceContext(api.database.db, {
          user: { id: person.user.id, role: 'customer', privilageType: null, status: true },
          locale: 'ar-eg',
          now: new Date(Date.now() + index * 1000),
        }),
        { type: 'review', product: api.fixture.desertId, text: `Review ${index + 1}`, rating: 4 + index },
      );
    }
    const first = await api.client.operation<Page>(GET_COMMENT_REVIEWS, {
      variables: { product: api.fixture.desertId, limit: 1 },
    });
    expectEnvelope(first, { status_code: 200, message: 'success', dataShape: reviewPageShape });
    expect(first.data!.items.map((item) => item.text)).toEqual(['Review 2']);
    expect(first.data!.pageInfo).toEqual({ hasNext: true, totalCount: 2, totalPages: 2, page: 1, limit: 1 });
    const second = await api.client.operation<Page>(GET_COMMENT_REVIEWS, {
      variables: { type: 'review', product: api.fixture.desertId, limit: 1, page: 2 },
    });
    expect(second.data!.items.map((item) => item.rating)).toEqual([4]);
  });

  it('answers an empty page for an unknown product and 400 for an unknown type', async () => {
    const none = await api.client.operation<Page>(GET_COMMENT_REVIEWS, { variables: { product: 'nope' } });
    expectEnvelope(none, { status_code: 200, dataShape: reviewPageShape });
    expect(none.data!.items).toEqual([]);
    expectEnvelope(
      await api.client.operation(GET_COMMENT_REVIEWS, {
        variables: { product: api.fixture.desertId, type: 'rumour' },
      }),
      { status_code: 400, message_key: 'validation.invalid' },
    );
  });
});
