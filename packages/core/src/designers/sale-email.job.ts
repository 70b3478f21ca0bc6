/**
 * "You made a sale": when an order is placed, each designer and manufacturer of its product lines
 * gets a seller notification (the user menu's badge) and an email (queue 'seller-sale-email', listed
 * in jobs/job-handlers.ts) naming their products, the quantities and what they earn per piece in
 * the order's currency. Both are written in the order's transaction, so a rolled-back order tells
 * nobody. The handler only reads: a rerun sends the same email again at worst.
 */
import { and, eq, isNull, or } from 'drizzle-orm';
import type { ClockedDbContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { orderLines, orders } from '../db/schema/orders.schema.ts';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service.ts';
import type { LanguageCode } from '../locale/locales.ts';
import { createT } from '../locale/messages.ts';
import { formatMoney } from '../money/money.ts';
import { loadEmailContact, paragraphsEmail } from '../notifications/email-html.ts';
import { notifySeller } from './seller-notifications.service.ts';

export const SALE_EMAIL_QUEUE = 'seller-sale-email';

/** The notification and the queued email of every seller of the order's product lines. */
export async function notifySellersOfSale(ctx: ClockedDbContext, orderId: string): Promise<void> {
  const lines = await ctx.db
    .select({ designerId: orderLines.designerId, manufacturerId: orderLines.manufacturerId })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.giftCardId)));
  const sellers = new Set<string>();
  for (const line of lines) {
    if (line.designerId) sellers.add(line.designerId);
    if (line.manufacturerId) sellers.add(line.manufacturerId);
  }
  for (const sellerId of [...sellers].sort()) {
    await notifySeller(ctx, { userId: sellerId, kind: 'sale', orderId });
    await enqueueJob(ctx, { queue: SALE_EMAIL_QUEUE, payload: { orderId, sellerId }, runAt: ctx.now });
  }
}

export const sendSaleEmail: JobHandler = async (deps, payload) => {
  const orderId = typeof payload.orderId === 'string' ? payload.orderId : '';
  const sellerId = typeof payload.sellerId === 'string' ? payload.sellerId : '';
  if (!orderId || !sellerId) return;
  const [seller] = await deps.db.select().from(users).where(eq(users.id, sellerId)).limit(1);
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  // No email address (phone sign-up), or the order or seller is gone: nothing to send.
  if (!seller?.email || !order) return;
  const lines = await deps.db
    .select()
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        isNull(orderLines.giftCardId),
        or(eq(orderLines.designerId, sellerId), eq(orderLines.manufacturerId, sellerId)),
      ),
    );
  if (lines.length === 0) return;
  const lang: LanguageCode = seller.mailLang ?? seller.favLang ?? 'ar';
  const t = createT(lang);
  const number = order.orderNumber;
  const items = lines.map((line) => {
    const perPiece =
      (line.designerId === sellerId ? line.revenueMinor : 0) +
      (line.manufacturerId === sellerId ? line.manufacturingCostMinor : 0);
    return t('emails.sale.line', {
      name: lang === 'ar' ? line.productArName : line.productName,
      quantity: line.quantity,
      earning: formatMoney(perPiece, line.currency, lang),
    });
  });
  const link = `${deps.baseUrl.replace(/\/+$/, '')}/${lang}-${order.orderedFrom}/profile/sales`;
  const subject = t('emails.sale.subject', { number });
  await deps.outbox.sendEmail({
    to: seller.email,
    subject,
    ...paragraphsEmail(
      lang,
      [
        t('emails.hello', { name: seller.fName }),
        t('emails.sale.intro', { number }),
        items.join('\n'),
        t('emails.sale.note'),
        `${t('emails.sale.link')}\n${link}`,
      ],
      { subject, contact: await loadEmailContact(deps.db) },
    ),
    lang,
    template: 'seller-sale',
  });
};
