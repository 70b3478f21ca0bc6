import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users, type NewUser, type User } from '../db/schema/accounts.schema.ts';
import { currencyOfCountry, languageOf } from '../locale/locales.ts';
import { recordRegistrationReferral } from '../wallet/referral-uses.ts';
import { accountErrors, isUniqueViolation } from './account-errors.ts';
import { requireActiveAccount } from './account-status.ts';
import {
  openSession,
  resolveDiscountCode,
  slugBase,
  type SessionDeps,
  type SessionResult,
} from './accounts.service.ts';
import { withTransaction } from '../db/transaction.ts';

/** The social login providers (SPEC.md section 2, Overlay: `auth/{provider}/{action}`). */
export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const isSocialProvider = (value: unknown): value is SocialProvider =>
  SOCIAL_PROVIDERS.includes(value as SocialProvider);

/** `login` from the login form, `register` from the sign-up form (it may carry a referral code). */
export type SocialAction = 'login' | 'register';

/** Who the provider says signed in, after its answer passed the protocol checks. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable user id (OpenID `sub`, Facebook's app-scoped id). */
  subject: string;
  email: string | null;
  /** Whether the provider vouches for the email (Google `email_verified`; Facebook gives only confirmed ones). */
  emailVerified: boolean;
  fName: string | null;
  lName: string | null;
  name: string | null;
}

export interface SocialSignInInput {
  profile: SocialProfile;
  action: SocialAction;
  /** A referral code typed on the sign-up form, used when the account is new. */
  discountCode?: string | null;
}

const idColumn = (provider: SocialProvider) => (provider === 'google' ? users.ggId : users.fbId);
const idField = (provider: SocialProvider) => (provider === 'google' ? 'ggId' : 'fbId');

async function findByProviderId(ctx: ServiceContext, profile: SocialProfile): Promise<User | undefined> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(eq(idColumn(profile.provider), profile.subject))
    .limit(1);
  return row;
}

/**
 * The account of a social sign-in (`ggID`, `fbID` of SPEC.md section 3), found or made: by the
 * provider's id first; then by an email the provider vouches for, which links the provider to that
 * account; otherwise a new customer without a password (a later password login gets the SPEC's
 * 'registered with a google/facebook account' message). An unverified email is not kept, so nobody
 * claims an address they do not own: such a user is asked for one (profile/edit?email=error).
 * Blocked or deactivated accounts are refused like at the password login.
 */
export async function socialSignIn(
  ctx: ServiceContext,
  input: SocialSignInInput,
  deps: SessionDeps,
): Promise<SessionResult & { created: boolean }> {
  const { profile } = input;
  if (!profile.subject) throw accountErrors.socialLoginFailed();
  const email = profile.email && profile.emailVerified ? profile.email.trim().toLowerCase() : null;

  let user = await findByProviderId(ctx, profile);
  let created = false;
  if (!user && email) {
    const [byEmail] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
    if (byEmail) {
      // Link only an account that has no other account of this provider.
      const [linked] = await ctx.db
        .update(users)
        .set({ [idField(profile.provider)]: profile.subject })
        .where(and(eq(users.id, byEmail.id), isNull(idColumn(profile.provider))))
        .returning();
      if (!linked) throw accountErrors.alreadyExists();
      ctx.log.info({ userId: linked.id, provider: profile.provider }, 'social account linked');
      user = linked;
    }
  }
  if (!user) {
    const fName = profile.fName?.trim() || profile.name?.trim().split(/\s+/)[0] || 'User';
    const lName = profile.lName?.trim() || profile.name?.trim().split(/\s+/).slice(1).join(' ') || '-';
    const name = profile.name?.trim() || `${fName} ${lName}`;
    const language = languageOf(ctx.locale);
    const row: NewUser = {
      role: 'customer',
      name,
      slug: `${slugBase(name)}-${crypto.randomBytes(3).toString('hex')}`,
      fName,
      lName,
      email,
      passwordHash: null,
      favLang: language,
      mailLang: language,
      discountCode: input.discountCode ? await resolveDiscountCode(ctx, input.discountCode) : null,
      [idField(profile.provider)]: profile.subject,
    };
    try {
      // The user, their own referral code and the register use of the code typed: one transaction.
      user = await withTransaction(ctx, async (tx) => {
        const [inserted] = await tx.db.insert(users).values(row).returning();
        await recordRegistrationReferral(tx, {
          userId: inserted!.id,
          discountCode: row.discountCode ?? null,
          currency: currencyOfCountry(ctx.country),
          now: ctx.now,
        });
        return inserted;
      });
      created = true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // The same person twice at the same moment: the first insert won.
      user = await findByProviderId(ctx, profile);
      if (!user) throw accountErrors.alreadyExists();
    }
    if (created) {
      ctx.log.info({ userId: user!.id, provider: profile.provider, action: input.action }, 'user registered');
    }
  }
  requireActiveAccount(user!);
  ctx.log.info({ userId: user!.id, provider: profile.provider }, 'user logged in');
  return { ...(await openSession(ctx, user!, deps, profile.provider)), created };
}
