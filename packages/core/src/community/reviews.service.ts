/**
 * Reviews, comments and discussion threads (SPEC.md section 3 Review, 5 "Add review: user, type,
 * text", 7 addReview, getCommentReviews, getDiscussionReviews).
 *
 * - `review`: a product review with a rating (1..5, required) and up to 5 picture attachments.
 * - `discussion`: a question or answer about a product; a reply names its `parent`.
 * - `comment`: a comment on a post (blog, news).
 *
 * SPEC.md section 6 does not limit who may write: any signed-in, active user may (guests 401,
 * blocked 500 like login). A user writes as themselves only (`user` naming someone else is 403).
 * Text is stored as typed and escaped where it is shown.
 */
import { and, asc, avg, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { requireActor } from '../accounts/accounts.service.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { toValidationError, VALIDATION_KEYS } from '../accounts/account-validation.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from '../catalog/catalog.service.ts';
import type { ServiceContext } from '../context.ts';
import { hasControlCharacters } from '../locale/text-input.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { reviewAttachments, reviews } from '../db/schema/community.schema.ts';
import { posts } from '../db/schema/content.schema.ts';
import { DomainError, notFound } from '../errors.ts';
import { isStoredUploadPath } from '../media/upload-limits.ts';
import { isUuid } from '../ids.ts';
import { withTransaction } from '../db/transaction.ts';

export const REVIEW_TYPES = ['review', 'discussion', 'comment'] as const;
export type ReviewType = (typeof REVIEW_TYPES)[number];
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_MAX_ATTACHMENTS = 5;
export const REVIEWS_DEFAULT_LIMIT = 20;
export const REVIEWS_MAX_LIMIT = 50;
/** A thread longer than this shows its latest messages only. */
export const DISCUSSION_MAX_MESSAGES = 200;
export const POST_NOT_FOUND_MESSAGE = 'Post not found';
export const REVIEW_PARENT_NOT_FOUND_MESSAGE = 'The message you reply to is not found';

export interface ReviewItem {
  id: string;
  type: ReviewType;
  text: string;
  rating: number | null;
  productId: string | null;
  postId: string | null;
  parentId: string | null;
  createdAt: Date;
  author: { id: string; name: string; image: string | null };
  /** Paths relative to the uploads root (reviews/<hex>.webp). */
  attachments: string[];
}

export interface AddReviewInput {
  user?: string | null;
  type?: string | null;
  text?: string | null;
  product?: string | null;
  post?: string | null;
  parent?: string | null;
  rating?: number | string | null;
  attachments?: readonly string[] | null;
}

const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

const reviewSchema = z
  .object({
    type: z.enum(REVIEW_TYPES, VALIDATION_KEYS.required),
    text: z
      .string(VALIDATION_KEYS.required)
      // Line breaks and tabs are text; other control characters are refused (issue 14).
      .refine((value) => !hasControlCharacters(value), VALIDATION_KEYS.controlCharacters)
      .trim()
      .min(1, VALIDATION_KEYS.required)
      .max(REVIEW_TEXT_MAX, VALIDATION_KEYS.maxLength),
    product: z.preprocess(blankToUndefined, z.string().trim().optional()),
    post: z.preprocess(blankToUndefined, z.string().trim().optional()),
    parent: z.preprocess(blankToUndefined, z.string().trim().optional()),
    rating: z.preprocess(
      blankToUndefined,
      z.coerce
        .number(VALIDATION_KEYS.invalid)
        .int(VALIDATION_KEYS.invalid)
        .min(1, VALIDATION_KEYS.invalid)
        .max(5, VALIDATION_KEYS.invalid)
        .optional(),
    ),
    attachments: z
      .array(z.string().refine((path) => isStoredUploadPath(path, 'reviews'), VALIDATION_KEYS.invalid))
      .max(REVIEW_MAX_ATTACHMENTS, VALIDATION_KEYS.invalid)
      .default([]),
  })
  .superRefine((value, issues) => {
    const require = (field: 'product' | 'post' | 'rating') =>
      issues.addIssue({ code: 'custom', path: [field], message: VALIDATION_KEYS.required });
    if (value.type === 'comment') {
      if (!value.post) require('post');
    } else if (!value.product) require('product');
    if (value.type === 'review' && value.rating === undefined) require('rating');
  });

/**
 * The validation DomainError of the first issue (message and key as in account-validation), with
 * every field's key in `details.fields` so a form shows all its errors at once.
 */
function validationFailure(error: z.ZodError): DomainError {
  const first = toValidationError(error);
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'input');
    fields[field] ??= issue.message in VALIDATION_KEY_SET ? issue.message : VALIDATION_KEYS.invalid;
  }
  return new DomainError({
    code: first.code,
    messageKey: first.messageKey,
    message: first.message,
    status: first.status,
    details: { ...first.details, fields },
  });
}
const VALIDATION_KEY_SET: Record<string, true> = Object.fromEntries(
  Object.values(VALIDATION_KEYS).map((key) => [key, true]),
);

/** Published, switched on and sold in at least one country: what shoppers can open and review. */
async function productReviewable(ctx: ServiceContext, productId: string): Promise<boolean> {
  if (!isUuid(productId)) return false;
  const [row] = await ctx.db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.status, 'active'),
        eq(products.productStatus, true),
        sql`exists (select 1 from ${productPrices} where ${productPrices.productId} = ${products.id} and ${productPrices.active})`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function postPublished(ctx: ServiceContext, postId: string): Promise<boolean> {
  if (!isUuid(postId)) return false;
  const [row] = await ctx.db
    .select({ id: posts.id })
    .from(posts)
    .where(
      and(eq(posts.id, postId), sql`${posts.publishedAt} is not null and ${posts.publishedAt} <= ${ctx.now}`),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * addReview: validates every field (400 VALIDATION_FAILED with `details.fields`), checks the
 * product, post or parent exists (404), then stores the review and its attachments in one
 * transaction. Nothing is stored when anything fails.
 */
export async function addReview(ctx: ServiceContext, input: AddReviewInput): Promise<ReviewItem> {
  const actor = requireActor(ctx);
  const user = input.user?.trim().toLowerCase();
  if (user && user !== actor.id) throw accountErrors.forbidden();
  const parsed = reviewSchema.safeParse({
    type: blankToUndefined(input.type),
    text: input.text ?? undefined,
    product: input.product,
    post: input.post,
    parent: input.parent,
    rating: input.rating,
    attachments: input.attachments ?? undefined,
  });
  if (!parsed.success) throw validationFailure(parsed.error);
  const data = parsed.data;

  const productId = data.type === 'comment' ? null : data.product!.toLowerCase();
  const postId = data.type === 'comment' ? data.post!.toLowerCase() : null;
  if (productId && !(await productReviewable(ctx, productId))) {
    throw notFound('product', PRODUCT_NOT_FOUND_MESSAGE);
  }
  if (postId && !(await postPublished(ctx, postId))) throw notFound('post', POST_NOT_FOUND_MESSAGE);

  let parentId: string | null = null;
  if (data.parent) {
    const candidate = data.parent.toLowerCase();
    const [parent] = isUuid(candidate)
      ? await ctx.db
          .select({ id: reviews.id, parentId: reviews.parentId })
          .from(reviews)
          .where(
            and(
              eq(reviews.id, candidate),
              eq(reviews.visible, true),
              productId ? eq(reviews.productId, productId) : eq(reviews.postId, postId!),
            ),
          )
          .limit(1)
      : [];
    if (!parent) {
      throw new DomainError({
        code: 'REVIEW_PARENT_NOT_FOUND',
        messageKey: 'errors.review.parentNotFound',
        message: REVIEW_PARENT_NOT_FOUND_MESSAGE,
        status: 404,
      });
    }
    // Threads stay one level deep: a reply to a reply joins its thread.
    parentId = parent.parentId ?? parent.id;
  }

  const id = await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db
      .insert(reviews)
      .values({
        userId: actor.id,
        productId,
        postId,
        parentId,
        type: data.type,
        text: data.text,
        rating: data.type === 'review' ? data.rating! : null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: reviews.id });
    if (data.attachments.length > 0) {
      await tx.db
        .insert(reviewAttachments)
        .values(data.attachments.map((path) => ({ reviewId: row!.id, path, mimeType: 'image/webp' })));
    }
    return row!.id;
  });
  const {
    items: [created],
  } = await loadReviews(ctx, eq(reviews.id, id), [asc(reviews.createdAt)], 1, 0);
  return created!;
}

/**
 * Reviews matching `condition` with their authors and attachments, in one statement; with
 * `withTotal` each row also carries how many match before the limit.
 */
async function loadReviews(
  ctx: ServiceContext,
  condition: SQL,
  order: SQL[],
  limit: number,
  offset: number,
  withTotal = false,
): Promise<{ items: ReviewItem[]; total: number }> {
  const rows = await ctx.db
    .select({
      id: reviews.id,
      type: reviews.type,
      text: reviews.text,
      rating: reviews.rating,
      productId: reviews.productId,
      postId: reviews.postId,
      parentId: reviews.parentId,
      createdAt: reviews.createdAt,
      author: { id: users.id, name: users.name, image: users.image },
      attachments: sql<
        string[] | null
      >`(select json_agg(${reviewAttachments.path} order by ${reviewAttachments.createdAt}, ${reviewAttachments.id}) from ${reviewAttachments} where ${reviewAttachments.reviewId} = ${reviews.id})`,
      total: withTotal ? sql<number>`(count(*) over ())::int` : sql<number>`0`,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(condition)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return {
    items: rows.map(({ total: _total, ...row }) => ({ ...row, attachments: row.attachments ?? [] })),
    total: Number(rows[0]?.total ?? 0),
  };
}

function parseType(value: string | null | undefined, fallback: ReviewType): ReviewType {
  const type = value?.trim().toLowerCase();
  if (!type) return fallback;
  if ((REVIEW_TYPES as readonly string[]).includes(type)) return type as ReviewType;
  throw toValidationError(
    new z.ZodError([{ code: 'custom', path: ['type'], message: VALIDATION_KEYS.invalid, input: value }]),
  );
}

const clampInt = (value: number | null | undefined, fallback: number, min: number, max: number) =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(max, Math.max(min, Math.trunc(value)))
    : fallback;

export interface ReviewPage {
  items: ReviewItem[];
  /** Visible messages of this type on the product or post. */
  totalCount: number;
  page: number;
  limit: number;
  hasNext: boolean;
}

/** A reply shows only while what it answers shows: staff hiding a review hide its thread (issue 21). */
const underVisibleParent = sql`(${reviews.parentId} is null or exists (select 1 from reviews as parent_review where parent_review.id = ${reviews.parentId} and parent_review.visible))`;

/**
 * getCommentReviews(type, post, product): the visible reviews of a product (type `review`, the
 * default with `product`) or comments of a post (`comment`, the default with `post`), newest
 * first, paginated. An unknown or malformed product or post has none (200, empty).
 */
export async function getCommentReviews(
  ctx: ServiceContext,
  input: {
    type?: string | null;
    post?: string | null;
    product?: string | null;
    page?: number | null;
    limit?: number | null;
  },
): Promise<ReviewPage> {
  const product = input.product?.trim().toLowerCase() || null;
  const post = input.post?.trim().toLowerCase() || null;
  const type = parseType(input.type, post && !product ? 'comment' : 'review');
  const limit = clampInt(input.limit, REVIEWS_DEFAULT_LIMIT, 1, REVIEWS_MAX_LIMIT);
  const page = clampInt(input.page, 1, 1, 10_000);
  const target = product ?? post;
  if (!target || !isUuid(target)) return { items: [], totalCount: 0, page, limit, hasNext: false };
  const condition = and(
    eq(reviews.type, type),
    eq(reviews.visible, true),
    underVisibleParent,
    product ? eq(reviews.productId, product) : eq(reviews.postId, post!),
  )!;
  const offset = (page - 1) * limit;
  const found = await loadReviews(
    ctx,
    condition,
    [desc(reviews.createdAt), desc(reviews.id)],
    limit,
    offset,
    true,
  );
  const { items } = found;
  // The count rides on the page's rows; a page past the end asks for it alone.
  const totalCount =
    items.length > 0 || offset === 0
      ? found.total
      : Number((await ctx.db.select({ value: count() }).from(reviews).where(condition))[0]?.value ?? 0);
  return { items, totalCount, page, limit, hasNext: page * limit < totalCount };
}

/**
 * getDiscussionReviews(product, type): the product's discussion thread (type `discussion` by
 * default), oldest first so it reads as a conversation; replies carry their `parentId`.
 */
export async function getDiscussionReviews(
  ctx: ServiceContext,
  input: { product?: string | null; type?: string | null },
): Promise<ReviewItem[]> {
  const product = input.product?.trim().toLowerCase() ?? '';
  const type = parseType(input.type, 'discussion');
  if (!isUuid(product)) return [];
  const condition = and(
    eq(reviews.productId, product),
    eq(reviews.type, type),
    eq(reviews.visible, true),
    underVisibleParent,
  )!;
  const latest = await loadReviews(
    ctx,
    condition,
    [desc(reviews.createdAt), desc(reviews.id)],
    DISCUSSION_MAX_MESSAGES,
    0,
  );
  return latest.items.reverse();
}

export interface RatingSummary {
  /** Mean of the visible ratings, one decimal; 0 without reviews. */
  average: number;
  count: number;
}

/** The product's rating as the page header shows it. */
export async function getRatingSummary(ctx: ServiceContext, productId: string): Promise<RatingSummary> {
  if (!isUuid(productId)) return { average: 0, count: 0 };
  const [row] = await ctx.db
    .select({ average: avg(reviews.rating), count: count(reviews.rating) })
    .from(reviews)
    .where(
      and(
        eq(reviews.productId, productId.toLowerCase()),
        eq(reviews.type, 'review'),
        eq(reviews.visible, true),
        isNull(reviews.parentId),
      ),
    );
  const total = Number(row?.count ?? 0);
  return { average: total ? Math.round(Number(row!.average) * 10) / 10 : 0, count: total };
}
