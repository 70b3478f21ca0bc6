import {
  addReview,
  getCommentReviews,
  getDiscussionReviews,
  getRatingSummary,
  type ReviewItem,
} from '@souq/core/community/reviews.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { envelope } from '../envelope.ts';
import { domainErrorFields, successFields } from '../errors.ts';
import type { MutationResolvers, QueryResolvers, Review } from '../generated/resolvers-types.ts';

/** The SPEC names of a review (SPEC.md section 3): `_id`, `user`, `product`, `post`. */
export function toReviewContract(review: ReviewItem): Review {
  return {
    _id: review.id,
    type: review.type,
    text: review.text,
    rating: review.rating,
    product: review.productId,
    post: review.postId,
    parent: review.parentId,
    user: { _id: review.author.id, name: review.author.name, image: review.author.image },
    attachments: review.attachments,
    createdAt: review.createdAt.toISOString(),
  };
}

export const reviewQueries = {
  getCommentReviews: (_parent, args, context) =>
    envelope(async () => {
      const page = await getCommentReviews(context.serviceContext(), {
        type: args.type,
        post: args.post,
        product: args.product,
        page: args.page,
        limit: args.limit,
      });
      return {
        items: page.items.map(toReviewContract),
        pageInfo: {
          hasNext: page.hasNext,
          totalCount: page.totalCount,
          totalPages: Math.ceil(page.totalCount / page.limit),
          page: page.page,
          limit: page.limit,
        },
      };
    }),

  getDiscussionReviews: (_parent, args, context) =>
    envelope(async () =>
      (await getDiscussionReviews(context.serviceContext(), { product: args.product, type: args.type })).map(
        toReviewContract,
      ),
    ),

  getProductRating: (_parent, args, context) =>
    envelope(() => getRatingSummary(context.serviceContext(), args.product ?? '')),
} satisfies QueryResolvers;

export const reviewMutations = {
  /** The envelope plus `fieldErrors`, so a form can mark every invalid field of one answer. */
  addReview: async (_parent, args, context) => {
    try {
      const review = await addReview(context.serviceContext(), {
        user: args.user,
        type: args.type,
        text: args.text,
        product: args.product,
        post: args.post,
        parent: args.parent,
        rating: args.rating,
        attachments: args.attachments,
      });
      return { ...successFields(), fieldErrors: null, data: toReviewContract(review) };
    } catch (error) {
      if (!isDomainError(error)) throw error;
      const fields = error.details?.['fields'] as Record<string, string> | undefined;
      return {
        ...domainErrorFields(error),
        fieldErrors: fields
          ? Object.entries(fields).map(([field, key]) => ({ field, message_key: key }))
          : null,
        data: null,
      };
    }
  },
} satisfies MutationResolvers;
