import { describe, expect, it } from 'vitest';
import { expectEnvelope } from '@souq/testing';
import {
  ENVELOPE_FIELDS,
  POST_FIELDS,
  postShape,
  useContentContract,
} from '@souq/testing/content-contract.fixture.ts';

const QUERY = `query Posts($type: String) { getPosts(type: $type) { ${ENVELOPE_FIELDS} data { ${POST_FIELDS} } } }`;

const contract = useContentContract();

describe('getPosts', () => {
  it('lists the published posts of a type, newest first, without drafts or scheduled ones', async () => {
    const blog = await contract.client.operation(QUERY, { variables: { type: 'blog' } });
    expectEnvelope(blog, { status_code: 200, dataShape: [postShape] });
    expect((blog.data as { slug: string }[]).map((post) => post.slug)).toEqual(['first-blog', 'hostile']);
    const news = await contract.client.operation(QUERY, { variables: { type: 'news' } });
    expect((news.data as { slug: string }[]).map((post) => post.slug)).toEqual(['big-news']);
  });

  it('never lets a script or handler out of a post body', async () => {
    const blog = await contract.client.operation(QUERY, { variables: { type: 'blog' } });
    const hostile = (
      blog.data as { _id: string; description: string; arDescription: string; excerpt: string }[]
    ).find((post) => post._id === contract.fixture.hostilePostId)!;
    for (const html of [hostile.description, hostile.arDescription]) {
      expect(html).not.toMatch(/<script|onclick|onerror|javascript:/i);
    }
    expect(hostile.excerpt).toBe('Hello click');
  });

  it('refuses an unknown type', async () => {
    const result = await contract.client.operation(QUERY, { variables: { type: 'gossip' } });
    expectEnvelope(result, { status_code: 400, message_key: 'validation.invalid' });
  });
});
