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
import { withTransaction } from '../db/transaction.ts';
import type { JobHandler } from '../jobs/jobs.service.ts';
import { isLanguage } from '../locale/locales.ts';
import { createT } from '../locale/messages.ts';
import { loadEmailContact, paragraphsEmail } from '../notifications/email-html.ts';

export const PASSWORD_RESET_QUEUE = 'password-reset-link';
const HOUR_MS = 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = HOUR_MS;

/** Only this digest is stored: a leaked table resets no password. */
export const hashResetToken = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export const sendPasswordResetLink: JobHandler = async (deps, payload) => {
  const email = typeof payload.email === 'string' ? payload.email : '';
  const country = typeof payload.country === 'string' ? payload.country : 'eg';
  const [user] = email ? await deps.db.select().from(users).where(eq(users.email, email)).limit(1) : [];
  if (!user || !user.status) {
    deps.log.info('password reset asked for an unknown or inactive email');
    return;
  }
  const now = deps.now();
  const token = crypto.randomBytes(32).toString('base64url');
  await withTransaction(deps, async (tx) => {
    // A new link replaces the older ones.
    await tx.db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: hashResetToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
    });
  });
  const lang = [user.mailLang, payload.mailLang].find(isLanguage) ?? 'ar';
  const link = `${deps.baseUrl.replace(/\/+$/, '')}/${lang}-${country}/resetPassword?token=${token}`;
  const t = createT(lang);
  const paragraphs = [
    t('emails.hello', { name: user.fName }),
    `${t('emails.passwordReset.action', { hours: RESET_TOKEN_TTL_MS / HOUR_MS })}\n${link}`,
    t('emails.passwordReset.ignore'),
  ];
  const subject = t('emails.passwordReset.subject');
  await deps.outbox.sendEmail({
    to: user.email!,
    subject,
    ...paragraphsEmail(lang, paragraphs, { subject, contact: await loadEmailContact(deps.db) }),
    lang,
    template: 'password-reset',
  });
  deps.log.info({ userId: user.id }, 'password reset link sent');
};
