import crypto from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { otpCodes, users } from '../db/schema/accounts.schema.ts';
import { createT, translate } from '../locale/messages.ts';
import { loadEmailContact, paragraphsEmail } from '../notifications/email-html.ts';
import type { Outbox } from '../notifications/outbox.ts';
import { accountErrors } from './account-errors.ts';
import { normalizeDigits, parseInput, requiredPhone, VALIDATION_KEYS } from './account-validation.ts';
import { hitThrottles, THROTTLE_RULES } from './throttle.ts';
import { withTransaction } from '../db/transaction.ts';

export const OTP_DIGITS = 4;
export const OTP_TTL_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export interface OtpDeps {
  outbox: Outbox;
  clientAddress: string | null;
}

/** Salted with the row id: equal codes give different digests. */
const hashOtp = (id: string, code: string) =>
  crypto.createHash('sha256').update(`${id}:${code}`).digest('hex');

/**
 * Sends a 4-digit code by SMS, valid 10 minutes (SPEC.md sections 5 and 7 createOtp). A new code
 * replaces the phone's earlier ones. The code is never in the answer, the logs or the jobs table.
 * When the SMS cannot be sent (the provider refuses or is down), a signed-in user with an email gets
 * the code by email instead, in their mail language (docs/decisions/035); anyone else gets the error.
 */
export async function createOtp(
  ctx: ServiceContext,
  input: { phone?: string | null },
  deps: OtpDeps,
): Promise<true> {
  const phone = parseInput(requiredPhone, input.phone);
  await hitThrottles(ctx, [
    [THROTTLE_RULES.otpCreatePhone, phone],
    [THROTTLE_RULES.otpCreateAddress, deps.clientAddress],
  ]);
  const code = crypto
    .randomInt(0, 10 ** OTP_DIGITS)
    .toString()
    .padStart(OTP_DIGITS, '0');
  const id = crypto.randomUUID();
  await withTransaction(ctx, async (tx) => {
    await tx.db
      .update(otpCodes)
      .set({ consumedAt: ctx.now })
      .where(and(eq(otpCodes.phone, phone), isNull(otpCodes.consumedAt)));
    await tx.db.insert(otpCodes).values({
      id,
      phone,
      userId: ctx.user?.id ?? null,
      codeHash: hashOtp(id, code),
      expiresAt: new Date(ctx.now.getTime() + OTP_TTL_MS),
    });
  });
  const text = translate(ctx.locale, 'sms.otp', { code, minutes: OTP_TTL_MS / 60_000 });
  try {
    await deps.outbox.sendSms({ to: phone, text, template: 'otp' });
  } catch (error) {
    const emailed = await emailOtpInstead(ctx, deps, code);
    ctx.log.warn({ err: error, emailed }, 'the OTP SMS could not be sent');
    if (!emailed) throw accountErrors.otpNotSent();
  }
  return true;
}

/** The OTP fallback email to the signed-in user's own address; false when there is none. */
async function emailOtpInstead(ctx: ServiceContext, deps: OtpDeps, code: string): Promise<boolean> {
  if (!ctx.user) return false;
  const [user] = await ctx.db
    .select({ email: users.email, fName: users.fName, mailLang: users.mailLang, favLang: users.favLang })
    .from(users)
    .where(eq(users.id, ctx.user.id))
    .limit(1);
  if (!user?.email) return false;
  const lang = user.mailLang ?? user.favLang ?? 'ar';
  await deps.outbox.sendEmail(
    otpEmail(lang, { to: user.email, name: user.fName, code }, await loadEmailContact(ctx.db)),
  );
  return true;
}

/** The code by email (the OTP fallback): subject, the code, how long it lasts, what to do if not asked. */
export function otpEmail(
  lang: 'ar' | 'en',
  input: { to: string; name: string; code: string },
  contact: Parameters<typeof paragraphsEmail>[2]['contact'],
) {
  const t = createT(lang);
  const subject = t('emails.otp.subject');
  return {
    to: input.to,
    subject,
    ...paragraphsEmail(
      lang,
      [
        t('emails.hello', { name: input.name }),
        t('emails.otp.body', { code: input.code, minutes: OTP_TTL_MS / 60_000 }),
        t('emails.otp.ignore'),
      ],
      { subject, contact },
    ),
    lang,
    template: 'otp-fallback',
  };
}

/**
 * Checks a code (SPEC.md section 7 verifyOtp): at most 5 tries per code, counted atomically; a right
 * code is used up.
 */
export async function verifyOtp(
  ctx: ServiceContext,
  input: { phone?: string | null; otp?: string | null },
  deps: Pick<OtpDeps, 'clientAddress'>,
): Promise<true> {
  const data = parseInput(
    z.object({
      phone: requiredPhone,
      otp: z
        .string(VALIDATION_KEYS.required)
        .transform((value) => normalizeDigits(value) ?? '')
        .pipe(z.string().regex(/^\d{4}$/, VALIDATION_KEYS.numeric)),
    }),
    input,
  );
  await hitThrottles(ctx, [
    [THROTTLE_RULES.otpVerifyPhone, data.phone],
    [THROTTLE_RULES.otpVerifyAddress, deps.clientAddress],
  ]);
  const [live] = await ctx.db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, data.phone), isNull(otpCodes.consumedAt), gt(otpCodes.expiresAt, ctx.now)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1);
  if (!live) throw accountErrors.otpInvalid();
  // Take one try, only while tries are left: concurrent guesses cannot pass the limit.
  const [counted] = await ctx.db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(eq(otpCodes.id, live.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS), isNull(otpCodes.consumedAt)),
    )
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw accountErrors.otpAttemptsExceeded();
  const expected = Buffer.from(live.codeHash, 'hex');
  const actual = Buffer.from(hashOtp(live.id, data.otp), 'hex');
  if (!crypto.timingSafeEqual(expected, actual)) throw accountErrors.otpInvalid();
  const [consumed] = await ctx.db
    .update(otpCodes)
    .set({ consumedAt: ctx.now })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!consumed) throw accountErrors.otpInvalid();
  return true;
}
