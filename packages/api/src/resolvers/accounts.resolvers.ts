import { addAddress, removeAddress, updateAddress } from '@souq/core/accounts/addresses.service.ts';
import {
  changeRoleOrStatus,
  checkUserHasReferralCode,
  editProfile,
  getUserById,
  getUsers,
  login,
  register,
  type SessionDeps,
} from '@souq/core/accounts/accounts.service.ts';
import { createOtp, verifyOtp } from '@souq/core/accounts/otp.service.ts';
import {
  forgotPassword,
  isForgotUser,
  resetForgotPassword,
} from '@souq/core/accounts/password-reset.service.ts';
import { addPayment, removePayment, updatePayment } from '@souq/core/accounts/payout-details.service.ts';
import { createFileOutbox } from '@souq/core/notifications/outbox.ts';
import type { GraphqlContext } from '../context.ts';
import { envelope } from '../envelope.ts';
import type { MutationResolvers, QueryResolvers } from '../generated/resolvers-types.ts';

const sessionDeps = (context: GraphqlContext): SessionDeps => ({
  jwtSecret: context.runtime.jwtSecret,
  passwordMinLength: context.runtime.config.passwordMinLength,
  clientAddress: context.clientAddress,
});

// The process's transports (SMS_PROVIDER), else the on-disk outbox (tests).
const outboxOf = (context: GraphqlContext) =>
  context.runtime.outbox ?? createFileOutbox(context.runtime.config.dataDir);

export const accountQueries = {
  getUserById: (_parent, args, context) =>
    envelope(() => getUserById(context.serviceContext(), { user: args.user, slug: args.slug })),

  getUsers: (_parent, args, context) =>
    envelope(() => getUsers(context.serviceContext(), { role: args.role })),

  checkUserHasReferralCode: (_parent, _args, context) =>
    envelope(() => checkUserHasReferralCode(context.serviceContext())),
} satisfies QueryResolvers;

export const accountMutations = {
  login: (_parent, args, context) =>
    envelope(async () => (await login(context.serviceContext(), args, sessionDeps(context))).contract),

  // The robot check is required (docs/decisions/026): the apps solve the proof of work in code.
  register: (_parent, args, context) =>
    envelope(async () => (await register(context.serviceContext(), args, sessionDeps(context))).contract),

  editProfile: (_parent, args, context) =>
    envelope(() => editProfile(context.serviceContext(), args, sessionDeps(context))),

  forgotPassword: (_parent, args, context) =>
    envelope(() => forgotPassword(context.serviceContext(), args, { clientAddress: context.clientAddress })),

  isForgotUser: (_parent, args, context) => envelope(() => isForgotUser(context.serviceContext(), args)),

  resetForgotPassword: (_parent, args, context) =>
    envelope(() =>
      resetForgotPassword(context.serviceContext(), args, {
        passwordMinLength: context.runtime.config.passwordMinLength,
      }),
    ),

  changeRoleOrStatus: (_parent, args, context) =>
    envelope(() => changeRoleOrStatus(context.serviceContext(), args)),

  createOtp: (_parent, args, context) =>
    envelope(() =>
      createOtp(context.serviceContext(), args, {
        outbox: outboxOf(context),
        clientAddress: context.clientAddress,
      }),
    ),

  verifyOtp: (_parent, args, context) =>
    envelope(() => verifyOtp(context.serviceContext(), args, { clientAddress: context.clientAddress })),

  addAddress: (_parent, args, context) => envelope(() => addAddress(context.serviceContext(), args)),
  updateAddress: (_parent, args, context) => envelope(() => updateAddress(context.serviceContext(), args)),
  removeAddress: (_parent, args, context) => envelope(() => removeAddress(context.serviceContext(), args)),

  addPayment: (_parent, args, context) => envelope(() => addPayment(context.serviceContext(), args)),
  updatePayment: (_parent, args, context) => envelope(() => updatePayment(context.serviceContext(), args)),
  removePayment: (_parent, args, context) => envelope(() => removePayment(context.serviceContext(), args)),
} satisfies MutationResolvers;
