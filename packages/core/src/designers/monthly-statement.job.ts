/**
 * The sellers' monthly statement (queue 'seller-monthly-statement', listed in jobs/job-handlers.ts):
 * on the first day of a month, every designer and manufacturer with activity in the month before
 * (sales, earnings, payouts) or a balance left gets that month's pieces, orders, earnings and
 * payouts and their remaining balance, in their mail language. The job then queues itself for the
 * first day of the next month; the server queues the first one at start (scheduleMonthlyStatement)
 * unless one is already waiting, so there is only ever one.
 */
import { and, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { payouts, profitEntries } from '../db/schema/ledger.schema.ts';
import { orderLines, orders } from '../db/schema/orders.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import { enqueueJob, type JobHandler } from '../jobs/jobs.service.ts';
import type { LanguageCode } from '../locale/locales.ts';
import { createT } from '../locale/messages.ts';
import { formatMoney } from '../money/money.ts';
import { loadEmailContact, paragraphsEmail } from '../notifications/email-html.ts';
import { monthKey, salesPeriod, sellerBalance, startOfMonth, type SaleParty } from './profits.service.ts';

export const MONTHLY_STATEMENT_QUEUE = 'seller-monthly-statement';

/** The first instant (UTC) of the month after `now`'s. */
export const nextMonthStart = (now: Date): Date => startOfMonth(now, -1);

/**
 * Queues the next statement run for the first day of next month unless one is already queued or
 * running. An advisory lock makes two servers starting at once queue one job, not two.
 */
export async function scheduleMonthlyStatement(ctx: DbContext, now: Date): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${MONTHLY_STATEMENT_QUEUE}))`);
    const [waiting] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.queue, MONTHLY_STATEMENT_QUEUE), inArray(jobs.status, ['queued', 'running'])))
      .limit(1);
    if (waiting) return;
    await enqueueJob({ db: tx }, { queue: MONTHLY_STATEMENT_QUEUE, payload: {}, runAt: nextMonthStart(now) });
  });
}

/** Sellers with something to report for [from, to): sales, ledger entries, payouts, or any ledger row at all. */
async function sellersToReport(ctx: DbContext, from: Date, to: Date): Promise<string[]> {
  const ids = new Set<string>();
  const sold = await ctx.db
    .selectDistinct({ designerId: orderLines.designerId, manufacturerId: orderLines.manufacturerId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, to)));
  for (const row of sold) {
    if (row.designerId) ids.add(row.designerId);
    if (row.manufacturerId) ids.add(row.manufacturerId);
  }
  // Anyone who ever earned may have a balance left; the balance check below drops those at zero.
  const earners = await ctx.db
    .selectDistinct({ id: profitEntries.beneficiaryId })
    .from(profitEntries)
    .where(inArray(profitEntries.profitFor, ['designer', 'manufacturer']));
  for (const row of earners) if (row.id) ids.add(row.id);
  const paidOut = await ctx.db
    .selectDistinct({ id: payouts.beneficiaryId })
    .from(payouts)
    .where(
      or(
        and(gte(payouts.requestedAt, from), lt(payouts.requestedAt, to)),
        and(gte(payouts.paidAt, from), lt(payouts.paidAt, to)),
      ),
    );
  for (const row of paidOut) ids.add(row.id);
  return [...ids].sort();
}

export const sendMonthlyStatements: JobHandler = async (deps, payload) => {
  const now = deps.now();
  // The month reported: the payload's, else the month before the run.
  const named =
    typeof payload.month === 'string' && /^\d{4}-\d{2}$/.test(payload.month) ? payload.month : null;
  const from = named ? new Date(`${named}-01T00:00:00Z`) : startOfMonth(now, 1);
  const to = startOfMonth(from, -1);
  const month = monthKey(from);
  const ctx = { db: deps.db };
  const sellerIds = await sellersToReport(ctx, from, to);
  const people =
    sellerIds.length === 0
      ? []
      : await deps.db
          .select()
          .from(users)
          .where(and(inArray(users.id, sellerIds), inArray(users.role, ['designer', 'manufacturer'])));
  for (const person of people) {
    if (!person.email || !person.status) continue;
    const party = person.role as SaleParty;
    const period = await salesPeriod(ctx, person.id, party, from, to);
    const balance = await sellerBalance(ctx, person.id, party);
    const [paid] = await deps.db
      .select({ sum: sql<string>`coalesce(sum(${payouts.amountMinor}), 0)` })
      .from(payouts)
      .where(
        and(
          eq(payouts.beneficiaryId, person.id),
          eq(payouts.status, 'paid'),
          gte(payouts.paidAt, from),
          lt(payouts.paidAt, to),
        ),
      );
    const paidMinor = Number(paid?.sum ?? 0);
    const active = period.salesCount > 0 || period.earnedEgpMinor !== 0 || paidMinor > 0;
    if (!active && balance.remainMinor <= 0) continue;
    const lang: LanguageCode = person.mailLang ?? person.favLang ?? 'ar';
    const t = createT(lang);
    const monthName = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG-u-nu-latn' : 'en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(from);
    const egp = (minor: number) => formatMoney(minor, 'EGP', lang);
    const link = `${deps.baseUrl.replace(/\/+$/, '')}/${lang}-eg/profile/profits`;
    const subject = t('emails.statement.subject', { month: monthName });
    await deps.outbox.sendEmail({
      to: person.email,
      subject,
      ...paragraphsEmail(
        lang,
        [
          t('emails.hello', { name: person.fName }),
          t('emails.statement.intro', { month: monthName }),
          t('emails.statement.sales', { pieces: period.salesCount, orders: period.orders }),
          t('emails.statement.earned', { amount: egp(period.earnedEgpMinor) }),
          t('emails.statement.paid', { amount: egp(paidMinor) }),
          t('emails.statement.remain', { amount: egp(balance.remainMinor) }),
          `${t('emails.statement.link')}\n${link}`,
        ],
        { subject, contact: await loadEmailContact(deps.db) },
      ),
      lang,
      template: `seller-statement-${month}`,
    });
  }
  // Only a run for the month just ended keeps the schedule going; a named replay does not.
  if (!named) await scheduleNext(deps.db, now);
};

async function scheduleNext(db: DbContext['db'], now: Date): Promise<void> {
  const runAt = nextMonthStart(now);
  const [already] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.queue, MONTHLY_STATEMENT_QUEUE), eq(jobs.status, 'queued'), gte(jobs.runAt, runAt)))
    .limit(1);
  if (!already) await enqueueJob({ db }, { queue: MONTHLY_STATEMENT_QUEUE, payload: {}, runAt });
}
