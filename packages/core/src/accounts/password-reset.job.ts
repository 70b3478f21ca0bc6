/**
 * The 'password-reset-link' job (docs/decisions/026): forgotPassword answers at once and queues
 * this for every email asked about; here the account is looked up and, when it exists and is
 * active, a fresh single-use token is stored (as a digest) and the link mailed. The link's origin
 * is the worker's baseUrl (PUBLIC_URL, else the listening address), never a request's Host.
 *
 * A retry after a crash between the mail and the "succeeded" mark sends a second link, which
 * replaces the first: harmless, and the price of not holding a transaction over the mail.
 */
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { passwordResetTokens, users } from '../db/schema/accounts.schema.ts';
import type { JobHandler } from '../jobs/jobs.service.ts';

export const PASSWORD_RESET_QUEUE = 'password-reset-link';
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

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

const languageOf = (value: unknown): 'ar' | 'en' | null => (value === 'ar' || value === 'en' ? value : null);

export const sendPasswordResetLink: JobHandler = async (payload, deps) => {
  const email = typeof payload.email === 'string' ? payload.email : '';
  const country = typeof payload.country === 'string' ? payload.country : 'eg';
  const [user] = email ? await deps.db.select().from(users).where(eq(users.email, email)).limit(1) : [];
  if (!user || !user.status) {
    deps.log.info('password reset asked for an unknown or inactive email');
    return;
  }
  const now = deps.now();
  const token = crypto.randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    // A new link replaces the older ones.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  const lang = languageOf(user.mailLang) ?? languageOf(payload.mailLang) ?? 'ar';
  const link = `${deps.baseUrl.replace(/\/+$/, '')}/${lang}-${country}/resetPassword?token=${token}`;
  const texts = TEXTS[lang];
  await deps.outbox.sendEmail({
    to: user.email!,
    subject: texts.subject,
    text: texts.body(user.fName, link),
    lang,
    template: 'password-reset',
  });
  deps.log.info({ userId: user.id }, 'password reset link sent');
};
