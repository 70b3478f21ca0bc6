import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  POST_FIELDS,
  postShape,
  useContentContract,
} from '@souq/testing/content-contract.fixture.ts';

const QUERY = `query Post($slug: String) { getPostBySlug(slug: $slug) { ${ENVELOPE_FIELDS} data { ${POST_FIELDS} } } }`;

const contract = useContentContract();

describe('getPostBySlug', () => {
  it('gives a published post by slug or by id', async () => {
    const bySlug = await contract.client.operation(QUERY, { variables: { slug: 'big-news' } });
    expectEnvelope(bySlug, { status_code: 200, dataShape: postShape });
    expect(bySlug.data).toMatchObject({
      _id: contract.fixture.newsPostId,
      type: 'news',
      arTitle: 'خبر كبير',
    });
    const byId = await contract.client.operation(QUERY, { variables: { slug: contract.fixture.blogPostId } });
    expect(byId.data).toMatchObject({ slug: 'first-blog', description: '<p>Body of the blog</p>' });
  });

  it('answers 404 for a draft, a scheduled post or an unknown slug', async () => {
    for (const slug of ['draft', 'scheduled', 'nope']) {
      const result = await contract.client.operation(QUERY, { variables: { slug } });
      expectEnvelope(result, {
        status_code: 404,
        message: 'Post not found',
        message_key: 'errors.post.notFound',
      });
    }
  });
});
