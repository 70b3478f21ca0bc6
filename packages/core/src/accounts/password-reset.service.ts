import crypto from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { passwordResetTokens, users } from '../db/schema/accounts.schema.ts';
import type { Outbox } from '../notifications/outbox.ts';
import { accountErrors, RESET_FAILURE_STATUS } from './account-errors.ts';
import {
  emailField,
  languageField,
  parseInput,
  passwordField,
  VALIDATION_KEYS,
} from './account-validation.ts';
import { hashPassword } from './password.ts';
import { hitThrottles, THROTTLE_RULES } from './throttle.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface PasswordResetDeps {
  outbox: Outbox;
  /** The site's origin for the link (PUBLIC_URL, else the request's origin). */
  baseUrl: string;
  passwordMinLength: number;
  clientAddress: string | null;
}

/** Only this digest is stored: a leaked table resets no password. */
export const hashResetToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const TEXTS = {
  en: {
    subject: 'Reset your password',
    body: (name: string, link: string) =>
      `Hello ${name},\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf you did not ask for it, ignore this email: your password stays as it is.`,
  },
  ar: {
    subject: 'إعادة تعيين كلمة المرور',
    body: (name: string, link: string) =>
      `مرحبا ${name}،\n\nلاختيار كلمة مرور جديدة افتح هذا الرابط خلال ساعة:\n${link}\n\nإذا لم تطلب ذلك فتجاهل هذه الرسالة، تبقى كلمة المرور كما هي.`,
  },
} as const;

/**
 * Sends a single-use reset link valid for one hour, in the user's mailLang (SPEC.md section 7
 * forgotPassword). The answer is the same whether or not the email belongs to someone.
 */
export async function forgotPassword(
  ctx: ServiceContext,
  input: { email?: string | null; mailLang?: string | null },
  deps: PasswordResetDeps,
): Promise<true> {
  const data = parseInput(
    z.object({ email: emailField, mailLang: languageField.nullish() }),
    input,
    RESET_FAILURE_STATUS,
  );
  await hitThrottles(
    ctx.db,
    [
      [THROTTLE_RULES.forgotAccount, data.email],
      [THROTTLE_RULES.forgotAddress, deps.clientAddress],
    ],
    ctx.now,
  );
  const [user] = await ctx.db.select().from(users).where(eq(users.email, data.email)).limit(1);
  if (!user || !user.status) {
    ctx.log.info('password reset asked for an unknown or inactive email');
    return true;
  }
  const token = crypto.randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    // A new link replaces the older ones.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: ctx.now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(ctx.now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  const lang = user.mailLang ?? data.mailLang ?? 'ar';
  const link = `${deps.baseUrl.replace(/\/+$/, '')}/${lang}-${ctx.country}/resetPassword?token=${token}`;
  const texts = TEXTS[lang];
  await deps.outbox.sendEmail({
    to: user.email!,
    subject: texts.subject,
    text: texts.body(user.fName, link),
    lang,
    template: 'password-reset',
  });
  ctx.log.info({ userId: user.id }, 'password reset link sent');
  return true;
}

const tokenSchema = z.string(VALIDATION_KEYS.required).trim().min(1, VALIDATION_KEYS.required).max(200);

async function liveToken(ctx: ServiceContext, token: string) {
  const [row] = await ctx.db
    .select()
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashResetToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, ctx.now),
      ),
    )
    .limit(1);
  return row;
}

/** Whether a reset token is still usable (SPEC.md section 7 isForgotUser); 505 when it is not. */
export async function isForgotUser(
  ctx: ServiceContext,
  input: { resetPasswordToken?: string | null },
): Promise<true> {
  const token = parseInput(tokenSchema, input.resetPasswordToken, RESET_FAILURE_STATUS);
  if (!(await liveToken(ctx, token))) throw accountErrors.resetTokenInvalid();
  return true;
}

/** Sets a new password with a live token and uses the token up (at most once, even concurrently). */
export async function resetForgotPassword(
  ctx: ServiceContext,
  input: { password?: string | null; resetPasswordToken?: string | null },
  deps: Pick<PasswordResetDeps, 'passwordMinLength'>,
): Promise<true> {
  const data = parseInput(
    z.object({ password: passwordField(deps.passwordMinLength), resetPasswordToken: tokenSchema }),
    input,
    RESET_FAILURE_STATUS,
  );
  const passwordHash = await hashPassword(data.password);
  const userId = await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: ctx.now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashResetToken(data.resetPasswordToken)),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, ctx.now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    return used.userId;
  });
  if (!userId) throw accountErrors.resetTokenInvalid();
  ctx.log.info({ userId }, 'password reset');
  return true;
}
