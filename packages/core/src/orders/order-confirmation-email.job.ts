/**
 * The buyer's confirmation of a placed or paid order (issue 18): the lines, the totals, how it is
 * paid, when it should arrive and a link to the order (its invoice), in the buyer's mail language.
 * An order of gift cards only gets a receipt instead. Queued in the transaction that placed the
 * order (cash on delivery, balances) or that recorded its online payment, so it is sent once the
 * order really stands.
 */
import { eq } from 'drizzle-orm';
import type { ClockedDbContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { orderLines, orders } from '../db/schema/orders.schema.ts';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service.ts';
import type { LanguageCode } from '../locale/locales.ts';
import { createT } from '../locale/messages.ts';
import { formatMoney, multiplyMinor } from '../money/money.ts';
import { loadEmailContact, paragraphsEmail } from '../notifications/email-html.ts';
import { parsePaymentMethodName } from '../payments/payment-methods.ts';

export const ORDER_CONFIRMATION_QUEUE = 'order-confirmation-email';

/** Days from placement to the door, by country (the storefront's delivery promise). */
export const DELIVERY_DAYS: Record<'eg' | 'sa' | 'ae', { from: number; to: number }> = {
  eg: { from: 3, to: 7 },
  sa: { from: 5, to: 10 },
  ae: { from: 5, to: 10 },
};

export async function enqueueOrderConfirmation(ctx: ClockedDbContext, orderId: string): Promise<void> {
  await enqueueJob(ctx, { queue: ORDER_CONFIRMATION_QUEUE, payload: { orderId }, runAt: ctx.now });
}

export const sendOrderConfirmation: JobHandler = async (deps, payload) => {
  const orderId = typeof payload.orderId === 'string' ? payload.orderId : '';
  const [row] = await deps.db
    .select({ order: orders, user: users })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.customerId))
    .where(eq(orders.id, orderId))
    .limit(1);
  const to = row?.user.email;
  if (!row || !to) return;
  const { order, user } = row;
  const lines = await deps.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const lang: LanguageCode = user.mailLang ?? user.favLang ?? 'ar';
  const t = createT(lang);
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  const number = order.orderNumber;
  const receipt = lines.length > 0 && lines.every((line) => line.giftCardId !== null);
  const link = `${deps.baseUrl.replace(/\/+$/, '')}/${lang}-${order.orderedFrom}/profile/orders/${order.id}`;
  const days = DELIVERY_DAYS[order.orderedFrom];
  const deliveredBy = (offset: number) =>
    new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
      day: 'numeric',
      month: 'long',
    }).format(new Date(order.createdAt.getTime() + offset * 86_400_000));
  const itemLines = lines.map((line) =>
    t('emails.orderConfirmation.line', {
      quantity: line.quantity,
      name: lang === 'ar' ? line.productArName || line.productName : line.productName,
      amount: money(multiplyMinor(line.unitPriceMinor, line.quantity)),
    }),
  );
  const totals = [
    t('emails.orderConfirmation.subtotal', { amount: money(order.subtotalMinor) }),
    order.shippingMinor > 0
      ? t('emails.orderConfirmation.shipping', { amount: money(order.shippingMinor) })
      : null,
    order.discountMinor > 0
      ? t('emails.orderConfirmation.discount', { amount: money(order.discountMinor) })
      : null,
    order.codFeesMinor > 0
      ? t('emails.orderConfirmation.codFees', { amount: money(order.codFeesMinor) })
      : null,
    t('emails.orderConfirmation.total', { amount: money(order.totalMinor) }),
  ].filter((text): text is string => text !== null);
  const method = t(`payments.methods.${parsePaymentMethodName(order.paymentMethod) ?? 'card'}.name`);
  const paragraphs = [
    t('emails.hello', { name: user.fName }),
    t(receipt ? 'emails.orderConfirmation.receiptIntro' : 'emails.orderConfirmation.intro', { number }),
    itemLines.join('\n'),
    totals.join('\n'),
    order.paymentMethod === 'cod'
      ? t('emails.orderConfirmation.payOnDelivery', { amount: money(order.codAmountMinor) })
      : t('emails.orderConfirmation.paidWith', { method }),
    receipt
      ? null
      : t('emails.orderConfirmation.delivery', { from: deliveredBy(days.from), to: deliveredBy(days.to) }),
    `${t('emails.orderConfirmation.link')}\n${link}`,
  ].filter((paragraph): paragraph is string => paragraph !== null);
  const subject = t(
    receipt ? 'emails.orderConfirmation.receiptSubject' : 'emails.orderConfirmation.subject',
    { number },
  );
  await deps.outbox.sendEmail({
    to,
    subject,
    ...paragraphsEmail(lang, paragraphs, { subject, contact: await loadEmailContact(deps.db) }),
    lang,
    template: receipt ? 'order-receipt' : 'order-confirmation',
  });
};
