/**
 * The profit ledger of sales (docs/decisions/031): when an order is delivered, each of its product
 * lines records what the designer earned (revenue × quantity), what the manufacturer is owed
 * (manufacturing cost × quantity) and the site's own revenue, in the order's currency and in EGP at
 * the settings' rate of that moment. A refund after delivery records the same rows negated. Profits
 * are sums of these rows, never counters edited in place.
 *
 * Both functions run inside the order lifecycle's transaction, under the order's row lock. The
 * unique index (order_line_id, profit_for, entry_kind) makes a second call a no-op (ON CONFLICT DO
 * NOTHING), so a replayed status change never pays twice.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { DbContext, ServiceContext } from '../context.ts';
import { profitEntries, type NewProfitEntry } from '../db/schema/ledger.schema.ts';
import { orderLines, orders } from '../db/schema/orders.schema.ts';
import { getSettings } from '../content/settings.service.ts';
import type { CurrencyCode } from '../locale/locales.ts';

type SaleParty = 'designer' | 'manufacturer' | 'site';

/** EGP per unit of `currency` from the settings as they are now (1 for EGP). */
export async function ratesToEgp(ctx: ServiceContext): Promise<Record<CurrencyCode, number>> {
  const settings = await getSettings(ctx);
  return { EGP: 1, SAR: Number(settings.sarToEgp), AED: Number(settings.aedToEgp) };
}

/** An amount in EGP piastres at `rate`, rounded to the nearest piastre. */
export const toEgpMinor = (amountMinor: number, rate: number): number => Math.round(amountMinor * rate);

async function insertIgnoringReplays(ctx: DbContext, rows: NewProfitEntry[]): Promise<void> {
  if (rows.length === 0) return;
  // No conflict target: the arbiter is the partial unique index (order_line_id, profit_for,
  // entry_kind), which a target would have to repeat with its predicate.
  await ctx.db.insert(profitEntries).values(rows).onConflictDoNothing();
}

/**
 * Records the earnings of a delivered order's product lines (gift cards earn nobody anything).
 * Idempotent: lines that already earned are skipped. Zero amounts write no row.
 */
export async function recordDeliveredOrderProfits(tx: ServiceContext, orderId: string): Promise<void> {
  const [order] = await tx.db
    .select({ id: orders.id, country: orders.orderedFrom })
    .from(orders)
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!order) return;
  const lines = await tx.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), isNull(orderLines.giftCardId)));
  if (lines.length === 0) return;
  const rates = await ratesToEgp(tx);
  const rows: NewProfitEntry[] = [];
  for (const line of lines) {
    const rate = rates[line.currency];
    const parties: Array<[SaleParty, string | null, number]> = [
      ['designer', line.designerId, line.revenueMinor * line.quantity],
      ['manufacturer', line.manufacturerId, line.manufacturingCostMinor * line.quantity],
      ['site', null, line.siteRevenueMinor * line.quantity],
    ];
    for (const [profitFor, beneficiaryId, amountMinor] of parties) {
      if (amountMinor === 0) continue;
      // A designer's or manufacturer's share with nobody to pay stays unrecorded: nobody can draw it.
      if (profitFor !== 'site' && !beneficiaryId) continue;
      rows.push({
        beneficiaryId,
        profitFor,
        entryKind: 'earning',
        orderId: order.id,
        orderLineId: line.id,
        productId: line.productId,
        country: order.country,
        currency: line.currency,
        amountMinor,
        amountEgpMinor: toEgpMinor(amountMinor, rate),
        rateToEgp: rate,
        createdAt: tx.now,
      });
    }
  }
  await insertIgnoringReplays(tx, rows);
}

/**
 * Records the reversal of every earning of the order: the same amounts negated, at the rate of the
 * earning (the money that comes back is the money that was counted). Idempotent; an order that
 * never earned records nothing.
 */
export async function reverseOrderProfits(tx: ServiceContext, orderId: string): Promise<void> {
  const earnings = await tx.db
    .select()
    .from(profitEntries)
    .where(and(eq(profitEntries.orderId, orderId), eq(profitEntries.entryKind, 'earning')));
  const rows: NewProfitEntry[] = earnings
    .filter((entry) => entry.profitFor !== 'referral' && entry.orderLineId !== null)
    .map((entry) => ({
      beneficiaryId: entry.beneficiaryId,
      profitFor: entry.profitFor,
      entryKind: 'reversal',
      orderId: entry.orderId,
      orderLineId: entry.orderLineId,
      productId: entry.productId,
      country: entry.country,
      currency: entry.currency,
      amountMinor: -entry.amountMinor,
      amountEgpMinor: entry.amountEgpMinor === null ? null : -entry.amountEgpMinor,
      rateToEgp: entry.rateToEgp,
      createdAt: tx.now,
    }));
  await insertIgnoringReplays(tx, rows);
}
