import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { seedContentPages, type ContentPagesFixture } from '@souq/testing/content-pages.fixture.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { getPostBySlug, getPosts } from './posts.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

let database: Database;
let fixture: ContentPagesFixture;
const context = (): ServiceContext => testServiceContext(database.db);

beforeAll(async () => {
  database = await createTestDatabase();
  fixture = await seedContentPages(database.db);
});
afterAll(async () => {
  await database?.close();
});

describe('getPosts', () => {
  it('lists published posts of a type, newest first, without drafts or scheduled ones', async () => {
    expect((await getPosts(context(), 'blog')).map((post) => post.slug)).toEqual(['first-blog', 'hostile']);
    expect((await getPosts(context(), 'news')).map((post) => post.slug)).toEqual(['big-news']);
    expect((await getPosts(context())).map((post) => post.slug)).toEqual([
      'big-news',
      'first-blog',
      'hostile',
    ]);
  });

  it('gives bodies as safe HTML and excerpts as plain text', async () => {
    const [hostile] = (await getPosts(context(), 'blog')).filter(
      (post) => post._id === fixture.hostilePostId,
    );
    expect(hostile!.description).toBe('<p>Hello <a rel="noopener noreferrer nofollow">click</a></p>');
    expect(hostile!.excerpt).toBe('Hello click');
    expect(hostile!.title).toBe('<b>Bold title</b>');
  });

  it('refuses an unknown type', async () => {
    await expect(getPosts(context(), 'gossip')).rejects.toMatchObject({ status: 400 });
  });
});

describe('getPostBySlug', () => {
  it('finds a published post by slug or id', async () => {
    expect((await getPostBySlug(context(), 'big-news'))._id).toBe(fixture.newsPostId);
    expect((await getPostBySlug(context(), fixture.blogPostId)).slug).toBe('first-blog');
    expect(await getPostBySlug(context(), 'first-blog')).toMatchObject({
      type: 'blog',
      arTitle: 'أول مقال',
      description: '<p>Body of the blog</p>',
    });
  });

  it('is 404 for a draft, a scheduled post, an unknown slug or nothing', async () => {
    for (const slug of [
      'draft',
      fixture.scheduledPostId,
      'nope',
      '',
      '00000000-0000-4000-8000-000000000000',
    ]) {
      await expect(getPostBySlug(context(), slug)).rejects.toMatchObject({
        status: 404,
        code: 'POST_NOT_FOUND',
      });
    }
  });
});
