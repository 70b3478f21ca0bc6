/**
 * The welcome email of a new account (issue 19, "account" emails): queued in the registration's
 * transaction, written in the new user's mail language, the Arabic speaking to them by their
 * gender; a designer is pointed to their first product, a shopper to the shop.
 */
import { eq } from 'drizzle-orm';
import type { ClockedDbContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service.ts';
import { isLanguage } from '../locale/locales.ts';
import { createT } from '../locale/messages.ts';
import { loadEmailContact, paragraphsEmail } from '../notifications/email-html.ts';

export const WELCOME_EMAIL_QUEUE = 'welcome-email';

export async function enqueueWelcomeEmail(
  ctx: ClockedDbContext,
  input: { userId: string; country: string },
): Promise<void> {
  await enqueueJob(ctx, { queue: WELCOME_EMAIL_QUEUE, payload: input, runAt: ctx.now });
}

export const sendWelcomeEmail: JobHandler = async (deps, payload) => {
  const userId = typeof payload.userId === 'string' ? payload.userId : '';
  const country = typeof payload.country === 'string' ? payload.country : 'eg';
  const [user] = userId ? await deps.db.select().from(users).where(eq(users.id, userId)).limit(1) : [];
  // A phone sign-up has no email; a user gone meanwhile gets nothing.
  if (!user?.email) return;
  const lang = [user.mailLang, user.favLang].find(isLanguage) ?? 'ar';
  const t = createT(lang);
  const seller = user.role === 'designer' || user.role === 'manufacturer';
  const base = `${deps.baseUrl.replace(/\/+$/, '')}/${lang}-${country}`;
  const link = seller ? `${base}/profile/products/add` : base;
  const subject = t('emails.welcome.subject');
  const paragraphs = [
    t('emails.hello', { name: user.fName }),
    t('emails.welcome.intro', { gender: user.gender ?? 'other' }),
    `${t(seller ? 'emails.welcome.designer' : 'emails.welcome.customer', { gender: user.gender ?? 'other' })}\n${link}`,
  ];
  await deps.outbox.sendEmail({
    to: user.email,
    subject,
    ...paragraphsEmail(lang, paragraphs, { subject, contact: await loadEmailContact(deps.db) }),
    lang,
    template: seller ? 'welcome-designer' : 'welcome',
  });
};
