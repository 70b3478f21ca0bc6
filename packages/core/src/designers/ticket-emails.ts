/**
 * The designer's emails about a ticket (queue 'ticket-email', listed in jobs/job-handlers.ts): it
 * was received, accepted, rejected (with the reason), or staff replied in its discussion. The job
 * is added in the transaction of the change, so an email exists exactly when the change committed;
 * the handler reads the ticket when it runs and writes in the language the job names (the form's
 * mailLang), else the designer's mail language. Idempotent like every handler: a rerun sends the
 * same email again at worst.
 */
import { eq } from 'drizzle-orm';
import type { DbContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { tickets } from '../db/schema/tickets.schema.ts';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service.ts';
import { isCountry, isLanguage, type LanguageCode } from '../locale/locales.ts';
import { createT } from '../locale/messages.ts';
import { loadEmailContact, paragraphsEmail } from '../notifications/email-html.ts';

export const TICKET_EMAIL_QUEUE = 'ticket-email';

export type TicketEmailEvent = 'submitted' | 'accepted' | 'rejected' | 'message';
const EVENTS: readonly TicketEmailEvent[] = ['submitted', 'accepted', 'rejected', 'message'];

/**
 * Adds the email job in the caller's transaction (`lang` null: the designer's mail language). A
 * rejection carries its `reason`: the ticket may be reopened (its reason cleared) before the job runs.
 */
export function enqueueTicketEmail(
  ctx: DbContext & { now: Date },
  input: { ticketId: string; event: TicketEmailEvent; lang?: LanguageCode | null; reason?: string | null },
): Promise<string> {
  return enqueueJob(ctx, {
    queue: TICKET_EMAIL_QUEUE,
    payload: {
      ticketId: input.ticketId,
      event: input.event,
      lang: input.lang ?? null,
      ...(input.reason ? { reason: input.reason } : {}),
    },
    runAt: ctx.now,
  });
}

export const sendTicketEmail: JobHandler = async (deps, payload) => {
  const ticketId = typeof payload.ticketId === 'string' ? payload.ticketId : '';
  const event = EVENTS.find((candidate) => candidate === payload.event);
  if (!event || !ticketId) return;
  const [row] = await deps.db
    .select({ ticket: tickets, designer: users })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.designerId))
    .where(eq(tickets.id, ticketId))
    .limit(1);
  // The ticket was removed, or the designer has no email (phone sign-up): nothing to send.
  if (!row?.designer.email) return;
  const { ticket, designer } = row;
  const to = row.designer.email;
  const lang: LanguageCode = isLanguage(payload.lang) ? payload.lang : (designer.mailLang ?? 'ar');
  const t = createT(lang);
  const country = isCountry(designer.country) ? designer.country : 'eg';
  const page = event === 'submitted' ? '/profile/tickets' : `/profile/products/discuss/${ticket.id}`;
  const link = `${deps.baseUrl.replace(/\/+$/, '')}/${lang}-${country}${page}`;
  const name = ticket.name;
  const reason =
    typeof payload.reason === 'string' && payload.reason ? payload.reason : ticket.rejectionReason;
  const paragraphs =
    event === 'message'
      ? [t('emails.ticketMessage.body', { name }), `${t('emails.ticketMessage.link')}\n${link}`]
      : [
          t(`emails.ticket.${event}.body`, { name }),
          event === 'rejected' && reason ? t('emails.ticket.rejected.reason', { reason }) : null,
          `${t('emails.ticket.link')}\n${link}`,
        ];
  const subject =
    event === 'message'
      ? t('emails.ticketMessage.subject', { name })
      : t(`emails.ticket.${event}.subject`, { name });
  await deps.outbox.sendEmail({
    to,
    subject,
    ...paragraphsEmail(
      lang,
      [
        t('emails.hello', { name: designer.fName || designer.name }),
        ...paragraphs.filter((paragraph): paragraph is string => paragraph !== null),
      ],
      { subject, contact: await loadEmailContact(deps.db) },
    ),
    lang,
    template: event === 'message' ? 'ticket-message' : `ticket-${event}`,
  });
};
