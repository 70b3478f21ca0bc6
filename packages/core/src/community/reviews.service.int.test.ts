import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { seedListingCatalog, type ListingFixture } from '@souq/testing/catalog-listing.fixture.ts';
import type { Actor, ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { reviewAttachments, reviews } from '../db/schema/community.schema.ts';
import { posts } from '../db/schema/content.schema.ts';
import {
  addReview,
  getCommentReviews,
  getDiscussionReviews,
  getRatingSummary,
  REVIEW_TEXT_MAX,
} from './reviews.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';

const now = new Date('2026-05-01T12:00:00Z');
let database: Database;
let f: ListingFixture;
let writer: Actor;
let reader: Actor;
let postId: string;
let draftPostId: string;
const ATTACHMENT = `reviews/${'a'.repeat(32)}.webp`;

let clock = 0;
/** Each call a second later, so "newest first" is deterministic. */
const ctx = (user: Actor | null): ServiceContext =>
  testServiceContext(database.db, { user, now: new Date(now.getTime() + (clock += 1000)) });

beforeAll(async () => {
  database = await createTestDatabase();
  f = await seedListingCatalog(database.db, now);
  const rows = await database.db
    .insert(users)
    .values([
      {
        role: 'customer',
        name: 'Hoda Ali',
        slug: 'hoda',
        fName: 'Hoda',
        lName: 'Ali',
        email: 'hoda@souq.test',
      },
      { role: 'customer', name: 'Omar', slug: 'omar', fName: 'Omar', lName: 'Zaki', email: 'omar@souq.test' },
    ])
    .returning({ id: users.id });
  writer = { id: rows[0]!.id, role: 'customer', privilageType: null, status: true };
  reader = { id: rows[1]!.id, role: 'customer', privilageType: null, status: true };
  const postRows = await database.db
    .insert(posts)
    .values([
      { slug: 'hello', title: 'Hello', arTitle: 'مرحبا', publishedAt: new Date(now.getTime() - 86_400_000) },
      { slug: 'draft', title: 'Draft', arTitle: 'مسودة' },
    ])
    .returning({ id: posts.id });
  postId = postRows[0]!.id;
  draftPostId = postRows[1]!.id;
});
afterAll(async () => {
  await database?.close();
});

describe('addReview', () => {
  it('stores a rated review with its attachments and answers it with the author', async () => {
    const review = await addReview(ctx(writer), {
      user: writer.id,
      type: 'review',
      product: f.desertId,
      text: '  <b>Beautiful</b> print  ',
      rating: '5',
      attachments: [ATTACHMENT],
    });
    expect(review).toMatchObject({
      type: 'review',
      text: '<b>Beautiful</b> print',
      rating: 5,
      productId: f.desertId,
      parentId: null,
      author: { id: writer.id, name: 'Hoda Ali' },
      attachments: [ATTACHMENT],
    });
  });

  it('reports every missing field at once and stores nothing', async () => {
    const before = await database.db.$count(reviews);
    const error = await expectDomainError(
      addReview(ctx(writer), { type: 'review', product: f.desertId, text: '   ' }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      messageKey: 'validation.required',
    });
    expect(error.message).toBe('This field is required');
    expect(error.details?.['fields']).toEqual({ text: 'validation.required', rating: 'validation.required' });
    const badRating = await expectDomainError(
      addReview(ctx(writer), { type: 'review', product: f.desertId, text: 'ok', rating: 6 }),
    );
    expect(badRating.details?.['fields']).toEqual({ rating: 'validation.invalid' });
    const tooLong = await expectDomainError(
      addReview(ctx(writer), {
        type: 'discussion',
        product: f.desertId,
        text: 'x'.repeat(REVIEW_TEXT_MAX + 1),
      }),
    );
    expect(tooLong.messageKey).toBe('validation.maxLength');
    const noType = await expectDomainError(addReview(ctx(writer), { text: 'hi', product: f.desertId }));
    expect(noType.details?.['fields']).toMatchObject({ type: 'validation.required' });
    const forged = await expectDomainError(
      addReview(ctx(writer), {
        type: 'review',
        product: f.desertId,
        text: 'hi',
        rating: 4,
        attachments: ['../../etc/passwd'],
      }),
    );
    expect(forged.details?.['fields']).toEqual({ attachments: 'validation.invalid' });
    expect(await database.db.$count(reviews)).toBe(before);
  });

  it('needs a signed-in active user writing as themselves, and a visible product or published post', async () => {
    const input = { type: 'review', product: f.desertId, text: 'Nice', rating: 4 };
    expect((await expectDomainError(addReview(ctx(null), input))).status).toBe(401);
    expect((await expectDomainError(addReview(ctx({ ...writer, status: false }), input))).code).toBe(
      'USER_BLOCKED',
    );
    expect((await expectDomainError(addReview(ctx(reader), { ...input, user: writer.id }))).status).toBe(403);
    expect((await expectDomainError(addReview(ctx(writer), { ...input, product: f.draftId }))).code).toBe(
      'PRODUCT_NOT_FOUND',
    );
    expect((await expectDomainError(addReview(ctx(writer), { ...input, product: 'nope' }))).status).toBe(404);
    const draftPost = await expectDomainError(
      addReview(ctx(writer), { type: 'comment', post: draftPostId, text: 'x' }),
    );
    expect(draftPost.code).toBe('POST_NOT_FOUND');
    expect(await database.db.$count(reviewAttachments)).toBe(1);
  });
});

describe('reading reviews', () => {
  it('lists product reviews newest first with pages, and the rating summary', async () => {
    await addReview(ctx(reader), { type: 'review', product: f.desertId, text: 'Good', rating: 3 });
    const first = await getCommentReviews(ctx(null), { product: f.desertId, limit: 1 });
    expect(first).toMatchObject({ totalCount: 2, page: 1, limit: 1, hasNext: true });
    expect(first.items.map((item) => item.text)).toEqual(['Good']);
    const second = await getCommentReviews(ctx(null), {
      type: 'review',
      product: f.desertId,
      limit: 1,
      page: 2,
    });
    expect(second.items.map((item) => item.rating)).toEqual([5]);
    expect(second.hasNext).toBe(false);
    expect(await getRatingSummary(ctx(null), f.desertId)).toEqual({ average: 4, count: 2 });
    expect(await getRatingSummary(ctx(null), f.nileId)).toEqual({ average: 0, count: 0 });
    expect((await getCommentReviews(ctx(null), { product: 'nope' })).items).toEqual([]);
    expect(
      (await expectDomainError(getCommentReviews(ctx(null), { product: f.desertId, type: 'bogus' }))).status,
    ).toBe(400);
  });

  it('keeps a discussion thread oldest first, replies one level deep', async () => {
    const question = await addReview(ctx(reader), {
      type: 'discussion',
      product: f.desertId,
      text: 'Is it framed?',
      rating: 2,
    });
    expect(question.rating).toBeNull();
    const answer = await addReview(ctx(writer), {
      type: 'discussion',
      product: f.desertId,
      text: 'No, print only.',
      parent: question.id,
    });
    const follow = await addReview(ctx(reader), {
      type: 'discussion',
      product: f.desertId,
      text: 'Thanks!',
      parent: answer.id,
    });
    expect(answer.parentId).toBe(question.id);
    expect(follow.parentId).toBe(question.id);
    const thread = await getDiscussionReviews(ctx(null), { product: f.desertId });
    expect(thread.map((item) => item.text)).toEqual(['Is it framed?', 'No, print only.', 'Thanks!']);
    const wrongParent = await expectDomainError(
      addReview(ctx(writer), { type: 'discussion', product: f.nileId, text: 'x', parent: question.id }),
    );
    expect(wrongParent.code).toBe('REVIEW_PARENT_NOT_FOUND');
    expect(await getDiscussionReviews(ctx(null), { product: f.nileId })).toEqual([]);
  });

  it('stores and lists comments on a published post', async () => {
    await addReview(ctx(writer), { type: 'comment', post: postId, text: 'Lovely post' });
    const comments = await getCommentReviews(ctx(null), { post: postId });
    expect(comments.items.map((item) => [item.type, item.text])).toEqual([['comment', 'Lovely post']]);
  });
});
