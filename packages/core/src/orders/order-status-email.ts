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
import { formatMoney } from '../money/money.ts';
import type { OrderStatus } from './order-status-events.ts';

type Texts = {
  subject: (number: string) => string;
  hello: (name: string) => string;
  status: Record<OrderStatus, string>;
  note: string;
  refunded: (amount: string) => string;
  link: string;
};

const TEXTS: Record<LanguageCode, Texts> = {
  en: {
    subject: (number) => `Your order ${number}: status update`,
    hello: (name) => `Hello ${name},`,
    status: {
      pending: 'Your order %n is waiting for payment.',
      placed: 'Your order %n has been placed. We will let you know when it moves on.',
      confirmed: 'Your order %n has been placed. We will let you know when it moves on.',
      in_production: 'Your order %n is now being made by the designer.',
      ready_for_shipping: 'Your order %n is ready for shipping.',
      out_for_delivery: 'Your order %n is out for delivery. Please keep your phone nearby.',
      delivered: 'Your order %n has been delivered. We hope you enjoy it!',
      cancelled: 'Your order %n has been cancelled.',
      refunded: 'Your order %n has been refunded.',
    },
    note: 'Note',
    refunded: (amount) => `Amount refunded so far: ${amount}.`,
    link: 'See your order and its history here:',
  },
  ar: {
    subject: (number) => `طلبك ${number}: تحديث الحالة`,
    hello: (name) => `مرحبا ${name}،`,
    status: {
      pending: 'طلبك %n بانتظار الدفع.',
      placed: 'تم تسجيل طلبك %n، وسنخبرك عند كل خطوة جديدة.',
      confirmed: 'تم تسجيل طلبك %n، وسنخبرك عند كل خطوة جديدة.',
      in_production: 'بدأ المصمم في تنفيذ طلبك %n.',
      ready_for_shipping: 'طلبك %n جاهز للشحن.',
      out_for_delivery: 'طلبك %n خرج للتوصيل، يرجى إبقاء هاتفك قريبا منك.',
      delivered: 'تم توصيل طلبك %n، نتمنى أن ينال إعجابك!',
      cancelled: 'تم إلغاء طلبك %n.',
      refunded: 'تم استرداد مبلغ طلبك %n.',
    },
    note: 'ملاحظة',
    refunded: (amount) => `المبلغ المسترد حتى الآن: ${amount}.`,
    link: 'يمكنك متابعة طلبك وسجل حالاته من هنا:',
  },
};

export const sendOrderStatusEmail: JobHandler = async (payload, deps) => {
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
  const texts = TEXTS[lang];
  const link = `${deps.baseUrl.replace(/\/+$/, '')}/${lang}-${order.orderedFrom}/profile/orders/${order.id}`;
  const paragraphs = [
    texts.hello(user.fName),
    texts.status[event.toStatus].replace('%n', order.orderNumber),
    event.note ? `${texts.note}: ${event.note}` : null,
    order.refundedMinor > 0 && (event.toStatus === 'refunded' || event.toStatus === event.fromStatus)
      ? texts.refunded(formatMoney(order.refundedMinor, order.currency, lang))
      : null,
    `${texts.link}\n${link}`,
  ].filter((paragraph): paragraph is string => paragraph !== null);
  await deps.outbox.sendEmail({
    to,
    subject: texts.subject(order.orderNumber),
    text: paragraphs.join('\n\n'),
    lang,
    template: `order-status-${event.toStatus}`,
  });
};
