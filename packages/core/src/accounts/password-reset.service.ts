import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { passwordResetTokens, users } from '../db/schema/accounts.schema.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { accountErrors, RESET_FAILURE_STATUS } from './account-errors.ts';
import {
  emailField,
  languageField,
  parseInput,
  passwordField,
  VALIDATION_KEYS,
} from './account-validation.ts';
import { hashPassword } from './password.ts';
import { endSessionsOfUser } from './session.service.ts';
import { hashResetToken, PASSWORD_RESET_QUEUE } from './password-reset.job.ts';
import { hitThrottles, THROTTLE_RULES } from './throttle.ts';
import { withTransaction } from '../db/transaction.ts';

export { hashResetToken, RESET_TOKEN_TTL_MS } from './password-reset.job.ts';

export interface PasswordResetDeps {
  passwordMinLength: number;
  clientAddress: string | null;
}

/**
 * Asks for a single-use reset link valid for one hour, in the user's mailLang (SPEC.md section 7
 * forgotPassword). The answer comes before the work: the request only counts the attempt and
 * queues one job, for a known email and an unknown one alike, so neither the answer nor its timing
 * tells whether the email has an account (docs/decisions/026). The job looks the account up and
 * mails the link, built from the configured origin, never from the request.
 */
export async function forgotPassword(
  ctx: ServiceContext,
  input: { email?: string | null; mailLang?: string | null },
  deps: Pick<PasswordResetDeps, 'clientAddress'>,
): Promise<true> {
  const data = parseInput(
    z.object({ email: emailField, mailLang: languageField.nullish() }),
    input,
    RESET_FAILURE_STATUS,
  );
  await hitThrottles(ctx, [
    [THROTTLE_RULES.forgotAccount, data.email],
    [THROTTLE_RULES.forgotAddress, deps.clientAddress],
  ]);
  await enqueueJob(ctx, {
    queue: PASSWORD_RESET_QUEUE,
    payload: { email: data.email, mailLang: data.mailLang ?? null, country: ctx.country },
    runAt: ctx.now,
    maxAttempts: 3,
  });
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
  const userId = await withTransaction(ctx, async (tx) => {
    const [used] = await tx.db
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
    await tx.db.update(users).set({ passwordHash }).where(eq(users.id, used.userId));
    // Whoever held the old password is signed out everywhere (docs/decisions/025).
    await endSessionsOfUser(tx, used.userId);
    return used.userId;
  });
  if (!userId) throw accountErrors.resetTokenInvalid();
  ctx.log.info({ userId }, 'password reset');
  return true;
}
