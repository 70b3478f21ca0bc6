/**
 * The customer's email for a status change (queue 'order-status-email', listed in
 * jobs/job-handlers.ts). Written in the customer's mail language (users.mail_lang, which defaults to
 * their favourite language, else Arabic) with the order number and a link to the order page in the
 * country it was ordered from. Idempotent like every handler: a rerun sends the same email again at
 * worst, never a different one.
 */
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts.schema.ts';
import { orders, orderStatusEvents } from '../db/schema/orders.schema.ts';
import type { JobHandler } from '../jobs/jobs.service.ts';
import type { LanguageCode } from '../locale/locales.ts';
import { createT } from '../locale/messages.ts';
import { formatMoney } from '../money/money.ts';
import { loadEmailContact, paragraphsEmail } from '../notifications/email-html.ts';

export const sendOrderStatusEmail: JobHandler = async (deps, payload) => {
  const eventId = typeof payload.eventId === 'string' ? payload.eventId : '';
  const [row] = await deps.db
    .select({ event: orderStatusEvents, order: orders, user: users })
    .from(orderStatusEvents)
    .innerJoin(orders, eq(orders.id, orderStatusEvents.orderId))
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(eq(orderStatusEvents.id, eventId))
    .limit(1);
  // The order was deleted, or the customer has no email (phone sign-up): nothing to send.
  if (!row?.user.email) return;
  const { event, order, user } = row;
  const to = row.user.email;
  const lang: LanguageCode = user.mailLang ?? user.favLang ?? 'ar';
  const t = createT(lang);
  const number = order.orderNumber;
  const link = `${deps.baseUrl.replace(/\/+$/, '')}/${lang}-${order.orderedFrom}/profile/orders/${order.id}`;
  const refunded =
    order.refundedMinor > 0 && (event.toStatus === 'refunded' || event.toStatus === event.fromStatus);
  const paragraphs = [
    t('emails.hello', { name: user.fName }),
    t(`emails.orderStatus.status.${event.toStatus}`, { number }),
    event.note ? t('emails.orderStatus.note', { note: event.note }) : null,
    refunded
      ? t('emails.orderStatus.refunded', { amount: formatMoney(order.refundedMinor, order.currency, lang) })
      : null,
    `${t('emails.orderStatus.link')}\n${link}`,
  ].filter((paragraph): paragraph is string => paragraph !== null);
  const subject = t('emails.orderStatus.subject', { number });
  await deps.outbox.sendEmail({
    to,
    subject,
    ...paragraphsEmail(lang, paragraphs, { subject, contact: await loadEmailContact(deps.db) }),
    lang,
    template: `order-status-${event.toStatus}`,
  });
};
