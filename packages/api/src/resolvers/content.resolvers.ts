import { addCareerRequest, getCareers } from '@souq/core/content/careers.service.ts';
import { addContactMessage } from '@souq/core/content/contact.service.ts';
import { fieldErrorsOf } from '@souq/core/content/form-input.ts';
import {
  getAbout,
  getExchangePolicies,
  getFaqs,
  getHeaderDescriptionByPage,
  getHowItWorksStages,
  getPolicies,
  getTerms,
} from '@souq/core/content/pages.service.ts';
import { getPostBySlug, getPosts } from '@souq/core/content/posts.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { envelope } from '../envelope.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

/** The envelope of a form: a validation failure also lists every wrong field (`fieldErrors`); tickets use it too. */
export async function withFieldErrors<T>(call: () => Promise<T>) {
  let failure: unknown;
  const result = await envelope(() =>
    call().catch((error: unknown) => {
      failure = error;
      throw error;
    }),
  );
  const fields = isDomainError(failure) ? fieldErrorsOf(failure) : null;
  return {
    ...result,
    fieldErrors: fields
      ? Object.entries(fields).map(([field, error]) => ({ field, message_key: error.key }))
      : null,
  };
}

export const contentQueries = {
  getAbout: (_parent, _args, context) => envelope(() => getAbout(context.serviceContext())),
  getTerms: (_parent, args, context) => envelope(() => getTerms(context.serviceContext(), args.type)),
  getPolicies: (_parent, _args, context) => envelope(() => getPolicies(context.serviceContext())),
  getExchangePolicies: (_parent, _args, context) =>
    envelope(() => getExchangePolicies(context.serviceContext())),
  getCareers: (_parent, _args, context) => envelope(() => getCareers(context.serviceContext())),
  getHeaderDescriptionByPage: (_parent, args, context) =>
    envelope(() => getHeaderDescriptionByPage(context.serviceContext(), args.page)),
  getHowItWorksStages: (_parent, args, context) =>
    envelope(() => getHowItWorksStages(context.serviceContext(), args.type)),
  getFaqs: (_parent, args, context) => envelope(() => getFaqs(context.serviceContext(), args.for)),
  getPosts: (_parent, args, context) => envelope(() => getPosts(context.serviceContext(), args.type)),
  getPostBySlug: (_parent, args, context) =>
    envelope(() => getPostBySlug(context.serviceContext(), args.slug)),
} satisfies QueryResolvers;

export const contentMutations = {
  addContactMessage: (_parent, args, context) =>
    withFieldErrors(() => addContactMessage(context.serviceContext(), args)),
  addCareerRequest: (_parent, args, context) =>
    withFieldErrors(() => addCareerRequest(context.serviceContext(), args, context.runtime.config)),
} satisfies MutationResolvers;
