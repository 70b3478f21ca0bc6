/**
 * Gift cards in the dashboard (issue 21, `promotions.write`): the list (code masked, buyer,
 * recipient, amount, balance, status; search and keyset paging), a card with its spends, resending
 * its email through the shop's own delivery job (gift-card-delivery.job.ts, the one email path),
 * and cancelling: the remaining balance is voided (rest 0, cancelled_at) with an audit entry, and
 * the shop's rule (gift-card.service.ts: assertGiftCardUsable) refuses a cancelled card from then
 * on. The code is a bearer secret: staff see it masked, as the shop masks card numbers (last four).
 */
import { and, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { orders } from '../db/schema/orders.schema.ts';
import { giftCards, type GiftCard } from '../db/schema/promotions.schema.ts';
import { giftCardRedemptions } from '../db/schema/redemptions.schema.ts';
import { jobs } from '../db/schema/system.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { domainError } from '../errors.ts';
import { parseId } from '../ids.ts';
import { isLanguage, type CurrencyCode, type LanguageCode } from '../locale/locales.ts';
import { normalizeCodeInput } from '../locale/text-input.ts';
import { enqueueJob } from '../jobs/jobs.service.ts';
import { GIFT_CARD_DELIVERY_QUEUE } from '../promotions/gift-card-delivery.job.ts';
import { recordAudit } from './audit-log.service.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';
import { requirePermission } from './permissions.ts';
import { GIFT_CARD_STATES, type GiftCardState } from './promotion-options.ts';

export const GIFT_CARDS_PAGE_SIZE = 50;

export const giftCardAdminErrors = {
  notFound: () =>
    domainError(
      'GIFT_CARD_NOT_FOUND',
      'admin.promotions.errors.giftCardNotFound',
      'Gift card not found',
      404,
    ),
  notCancellable: () =>
    domainError(
      'GIFT_CARD_NOT_CANCELLABLE',
      'admin.promotions.errors.notCancellable',
      'This gift card is already spent or cancelled',
      409,
    ),
  notSendable: () =>
    domainError(
      'GIFT_CARD_NOT_SENDABLE',
      'admin.promotions.errors.notSendable',
      'Only a paid card that is not cancelled or expired can be emailed',
      409,
    ),
};

/** `GC-••••-••••-••••-K3PQ`: the code's shape with only its last four characters. */
export function maskGiftCardCode(code: string): string {
  const tail = code.slice(-4);
  return `${code.slice(0, -4).replace(/[0-9A-Za-z]/g, '•')}${tail}`;
}

/** The state of a card at `now` (cancelled first: a cancelled card is nothing else any more). */
export function giftCardState(
  card: Pick<GiftCard, 'isPaid' | 'cancelledAt' | 'startAt' | 'expiredAt' | 'restAmountMinor'>,
  now: Date,
): GiftCardState {
  if (card.cancelledAt) return 'cancelled';
  if (!card.isPaid) return 'unpaid';
  if (card.restAmountMinor <= 0) return 'spent';
  if (card.expiredAt && card.expiredAt.getTime() <= now.getTime()) return 'expired';
  if (card.startAt.getTime() > now.getTime()) return 'scheduled';
  return 'active';
}

function stateCondition(state: GiftCardState, now: Date): SQL {
  const live = and(isNull(giftCards.cancelledAt), eq(giftCards.isPaid, true))!;
  const notExpired = or(isNull(giftCards.expiredAt), gt(giftCards.expiredAt, now))!;
  switch (state) {
    case 'cancelled':
      return isNotNull(giftCards.cancelledAt);
    case 'unpaid':
      return and(isNull(giftCards.cancelledAt), eq(giftCards.isPaid, false))!;
    case 'spent':
      return and(live, lte(giftCards.restAmountMinor, 0))!;
    case 'expired':
      return and(live, gt(giftCards.restAmountMinor, 0), lte(giftCards.expiredAt, now))!;
    case 'scheduled':
      return and(live, gt(giftCards.restAmountMinor, 0), notExpired, gt(giftCards.startAt, now))!;
    case 'active':
      return and(live, gt(giftCards.restAmountMinor, 0), notExpired, lte(giftCards.startAt, now))!;
  }
}

export interface AdminGiftCardFilter {
  /** The last four characters of the code, the whole code, or a name or email of buyer or recipient. */
  q?: string | null;
  state?: string | null;
  after?: string | null;
  limit?: number;
}

export interface AdminGiftCardRow {
  id: string;
  maskedCode: string;
  senderName: string;
  senderEmail: string;
  recipientName: string;
  recipientEmail: string;
  currency: CurrencyCode;
  priceMinor: number;
  restAmountMinor: number;
  state: GiftCardState;
  startAt: Date;
  createdAt: Date;
}

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

function textCondition(raw: string | null | undefined): SQL | null {
  const typed = normalizeCodeInput(raw)
    .replace(/\p{Cc}/gu, ' ')
    .slice(0, 200);
  if (typed === '') return null;
  const lower = typed.toLowerCase();
  const anywhere = `%${likeEscaped(lower)}%`;
  return or(
    sql`lower(${giftCards.code}) = ${lower}`,
    // The four characters staff can read off a masked code.
    /^[0-9a-z]{4}$/.test(lower) ? sql`lower(right(${giftCards.code}, 4)) = ${lower}` : sql`false`,
    sql`lower(${giftCards.senderEmail}) like ${anywhere}`,
    sql`lower(${giftCards.recipientEmail}) like ${anywhere}`,
    sql`lower(${giftCards.senderName}) like ${anywhere}`,
    sql`lower(${giftCards.recipientName}) like ${anywhere}`,
  )!;
}

const toRow = (card: GiftCard, now: Date): AdminGiftCardRow => ({
  id: card.id,
  maskedCode: maskGiftCardCode(card.code),
  senderName: card.senderName,
  senderEmail: card.senderEmail,
  recipientName: card.recipientName,
  recipientEmail: card.recipientEmail,
  currency: card.currency,
  priceMinor: card.priceMinor,
  restAmountMinor: card.restAmountMinor,
  state: giftCardState(card, now),
  startAt: card.startAt,
  createdAt: card.createdAt,
});

/** Every gift card, newest first, keyset-paged; an unknown state finds nothing. */
export async function listAdminGiftCards(
  ctx: ServiceContext,
  filter: AdminGiftCardFilter = {},
): Promise<{ items: AdminGiftCardRow[]; next: string | null }> {
  requirePermission(ctx, 'promotions.write');
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit ?? GIFT_CARDS_PAGE_SIZE) || 1), 200);
  const conditions: SQL[] = [];
  const text = textCondition(filter.q);
  if (text) conditions.push(text);
  if (filter.state) {
    if (!(GIFT_CARD_STATES as readonly string[]).includes(filter.state)) return { items: [], next: null };
    conditions.push(stateCondition(filter.state as GiftCardState, ctx.now));
  }
  const cursor = decodeCursor(filter.after);
  if (cursor) conditions.push(olderThan(giftCards.createdAt, giftCards.id, cursor));
  const rows = await ctx.db
    .select({ card: giftCards, cursorAt: preciseTime(giftCards.createdAt) })
    .from(giftCards)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(giftCards.createdAt), desc(giftCards.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toRow(row.card, ctx.now)),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.card.id }) : null,
  };
}

export interface AdminGiftCardDetail extends AdminGiftCardRow {
  message: string | null;
  theme: GiftCard['theme'];
  isPaid: boolean;
  expiredAt: Date | null;
  deliveredAt: Date | null;
  cancelledAt: Date | null;
  /** The language of its last delivery email (the resend form's default). */
  emailLanguage: LanguageCode;
  spends: Array<{
    id: string;
    orderId: string;
    orderNumber: string | null;
    amountMinor: number;
    createdAt: Date;
  }>;
}

/** The language the card's delivery job was queued in, Arabic when none is found. */
async function deliveryLanguage(ctx: ServiceContext, cardId: string): Promise<LanguageCode> {
  const [job] = await ctx.db
    .select({ lang: sql<string | null>`${jobs.payload}->>'lang'` })
    .from(jobs)
    .where(and(eq(jobs.queue, GIFT_CARD_DELIVERY_QUEUE), sql`${jobs.payload}->>'giftCardId' = ${cardId}`))
    .orderBy(desc(jobs.createdAt))
    .limit(1);
  return isLanguage(job?.lang) ? job.lang : 'ar';
}

/** A card with its spends (newest first, the last 100); 404 for an id that names none. */
export async function getAdminGiftCard(ctx: ServiceContext, id: string): Promise<AdminGiftCardDetail> {
  requirePermission(ctx, 'promotions.write');
  const cardId = parseId(id);
  if (!cardId) throw giftCardAdminErrors.notFound();
  const [card] = await ctx.db.select().from(giftCards).where(eq(giftCards.id, cardId)).limit(1);
  if (!card) throw giftCardAdminErrors.notFound();
  const spends = await ctx.db
    .select({
      id: giftCardRedemptions.id,
      orderId: giftCardRedemptions.orderId,
      orderNumber: orders.orderNumber,
      amountMinor: giftCardRedemptions.amountMinor,
      createdAt: giftCardRedemptions.createdAt,
    })
    .from(giftCardRedemptions)
    .leftJoin(orders, eq(orders.id, giftCardRedemptions.orderId))
    .where(eq(giftCardRedemptions.giftCardId, cardId))
    .orderBy(desc(giftCardRedemptions.createdAt))
    .limit(100);
  return {
    ...toRow(card, ctx.now),
    message: card.message,
    theme: card.theme,
    isPaid: card.isPaid,
    expiredAt: card.expiredAt,
    deliveredAt: card.deliveredAt,
    cancelledAt: card.cancelledAt,
    emailLanguage: await deliveryLanguage(ctx, cardId),
    spends,
  };
}

/**
 * Emails the card to its recipient again, in `lang`, through the delivery job: the card is marked
 * undelivered and a job is queued for now (or its start time when that is later). Refused for an
 * unpaid, cancelled or expired card. Records `giftCard.resend`.
 */
export async function resendGiftCard(
  ctx: ServiceContext,
  id: string,
  lang?: string | null,
): Promise<{ runAt: Date }> {
  requirePermission(ctx, 'promotions.write');
  const cardId = parseId(id);
  if (!cardId) throw giftCardAdminErrors.notFound();
  const language: LanguageCode = isLanguage(lang) ? lang : 'ar';
  return withTransaction(ctx, async (tx) => {
    const [card] = await tx.db.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
    if (!card) throw giftCardAdminErrors.notFound();
    const state = giftCardState(card, ctx.now);
    if (state === 'unpaid' || state === 'cancelled' || state === 'expired')
      throw giftCardAdminErrors.notSendable();
    const runAt = new Date(Math.max(card.startAt.getTime(), ctx.now.getTime()));
    await tx.db.update(giftCards).set({ deliveredAt: null }).where(eq(giftCards.id, cardId));
    await enqueueJob(tx, {
      queue: GIFT_CARD_DELIVERY_QUEUE,
      payload: { giftCardId: cardId, lang: language },
      runAt,
    });
    await recordAudit(tx, {
      action: 'giftCard.resend',
      entityType: 'gift_card',
      entityId: cardId,
      before: { deliveredAt: card.deliveredAt },
      after: { lang: language, runAt, recipientEmail: card.recipientEmail },
    });
    return { runAt };
  });
}

/**
 * Cancels a card: its remaining balance is voided (rest 0) and it is marked cancelled, under the
 * card's row lock (an order spending from it at the same moment waits, then finds nothing left).
 * Refused for a card already spent or cancelled. Records `giftCard.cancel` with the voided balance.
 */
export async function cancelGiftCard(
  ctx: ServiceContext,
  id: string,
): Promise<{ voidedMinor: number; currency: CurrencyCode }> {
  requirePermission(ctx, 'promotions.write');
  const cardId = parseId(id);
  if (!cardId) throw giftCardAdminErrors.notFound();
  return withTransaction(ctx, async (tx) => {
    const [card] = await tx.db.select().from(giftCards).where(eq(giftCards.id, cardId)).for('update');
    if (!card) throw giftCardAdminErrors.notFound();
    if (card.cancelledAt || card.restAmountMinor <= 0) throw giftCardAdminErrors.notCancellable();
    await tx.db
      .update(giftCards)
      .set({ restAmountMinor: 0, cancelledAt: ctx.now })
      .where(eq(giftCards.id, cardId));
    await recordAudit(tx, {
      action: 'giftCard.cancel',
      entityType: 'gift_card',
      entityId: cardId,
      before: { restAmountMinor: card.restAmountMinor, cancelledAt: null },
      after: { restAmountMinor: 0, cancelledAt: ctx.now, currency: card.currency },
    });
    return { voidedMinor: card.restAmountMinor, currency: card.currency };
  });
}
