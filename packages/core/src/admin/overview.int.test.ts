/**
 * The overview on PGlite and PostgreSQL, on a small seeded set: sales of the last 30 days per
 * country and day in each currency and in EGP at the settings' rates, orders by status, tickets
 * waiting, low editions and payouts due; overview.read only.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/orders.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import {
  actorOf,
  buildOrder,
  buildPayout,
  buildProduct,
  buildTicket,
  buildUser,
} from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { getOverview, LOW_EDITION } from './overview.service.ts';

const now = new Date('2026-11-20T15:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
let database: Database;
let admin: Actor;
let support: Actor;
const ctx = (user: Actor | null) => testServiceContext(database.db, { user, now });

/** An order placed `days` ago in `country` with the given total and status. */
async function order(
  country: 'eg' | 'sa' | 'ae',
  totalMinor: number,
  days: number,
  status: (typeof orders.$inferSelect)['status'] = 'placed',
) {
  const product = await buildProduct(database.db, { prices: { [country]: 1_000 } });
  const placed = await buildOrder(database.db, { imageId: product.imageId, country, now: daysAgo(days) });
  await database.db
    .update(orders)
    .set({ totalMinor, status, createdAt: daysAgo(days) })
    .where(eq(orders.id, placed.order.id));
  return placed.order.id;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(siteSettings)
    .values({ id: 1, sarToEgp: 13, aedToEgp: 14 })
    .onConflictDoUpdate({ target: siteSettings.id, set: { sarToEgp: 13, aedToEgp: 14 } });
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
  await order('eg', 10_000, 0);
  await order('eg', 5_000, 3, 'delivered');
  await order('sa', 2_000, 0);
  await order('ae', 1_000, 10, 'out_for_delivery');
  // Not sales: pending payment, cancelled, refunded, and one older than 30 days.
  await order('eg', 99_000, 1, 'pending');
  await order('sa', 99_000, 1, 'cancelled');
  await order('ae', 99_000, 1, 'refunded');
  await order('eg', 99_000, 31);
  // The builders' products are unlimited; make two limited ones, one low and one archived.
  const low = await buildProduct(database.db);
  const archived = await buildProduct(database.db);
  await database.db.update(products).set({ availableEdition: 2 }).where(eq(products.id, low.productId));
  await database.db
    .update(products)
    .set({ availableEdition: 1, status: 'archived' })
    .where(eq(products.id, archived.productId));
  await database.db
    .update(products)
    .set({ availableEdition: LOW_EDITION + 1 })
    .where(inArray(products.id, [(await buildProduct(database.db)).productId]));
  const designer = await buildUser(database.db, { role: 'designer', password: null });
  await buildTicket(database.db, { designerId: designer.id });
  await buildTicket(database.db, { designerId: designer.id, status: 'accepted' });
  await buildPayout(database.db, designer.id, { amountMinor: 4_000 });
  await buildPayout(database.db, designer.id, { amountMinor: 1_000, status: 'approved' });
  await buildPayout(database.db, designer.id, { amountMinor: 7_000, status: 'paid' });
});

afterAll(() => database?.close());

describe('the overview', () => {
  it('sums sales per country in its currency and in EGP at the rates, today and over 30 days', async () => {
    const overview = await getOverview(ctx(admin));
    expect(overview.rates).toEqual({ EGP: 1, SAR: 13, AED: 14 });
    const byCountry = Object.fromEntries(overview.countries.map((c) => [c.country, c]));
    expect(byCountry.eg).toMatchObject({
      currency: 'EGP',
      today: { orders: 1, amountMinor: 10_000, egpMinor: 10_000 },
      last30: { orders: 2, amountMinor: 15_000, egpMinor: 15_000 },
    });
    expect(byCountry.sa).toMatchObject({
      currency: 'SAR',
      today: { orders: 1, amountMinor: 2_000, egpMinor: 26_000 },
      last30: { orders: 1, amountMinor: 2_000, egpMinor: 26_000 },
    });
    expect(byCountry.ae).toMatchObject({
      currency: 'AED',
      today: { orders: 0, amountMinor: 0, egpMinor: 0 },
      last30: { orders: 1, amountMinor: 1_000, egpMinor: 14_000 },
    });
    expect(overview.totals).toEqual({
      today: { orders: 2, egpMinor: 36_000 },
      last30: { orders: 4, egpMinor: 55_000 },
    });
  });

  it('draws every one of the 30 days, oldest first', async () => {
    const { daily } = await getOverview(ctx(admin));
    expect(daily).toHaveLength(30);
    expect(daily[0]!.day).toBe('2026-10-22');
    expect(daily.at(-1)).toEqual({ day: '2026-11-20', orders: 2, egpMinor: 36_000 });
    expect(daily.find((day) => day.day === '2026-11-10')).toEqual({
      day: '2026-11-10',
      orders: 1,
      egpMinor: 14_000,
    });
    expect(daily.reduce((sum, day) => sum + day.egpMinor, 0)).toBe(55_000);
  });

  it('counts orders by status, tickets waiting, low editions and payouts due', async () => {
    const overview = await getOverview(ctx(admin));
    const statuses = Object.fromEntries(overview.ordersByStatus.map((row) => [row.status, row.count]));
    expect(statuses).toMatchObject({
      placed: 3,
      pending: 1,
      cancelled: 1,
      refunded: 1,
      delivered: 1,
      out_for_delivery: 1,
    });
    expect(overview.ticketsWaiting).toBe(1);
    expect(overview.lowStock.count).toBe(1);
    expect(overview.lowStock.items).toEqual([expect.objectContaining({ availableEdition: 2 })]);
    expect(overview.payoutsDue).toEqual({ count: 2, amountMinor: 5_000 });
  });

  it('is for overview.read only', async () => {
    expect((await expectDomainError(getOverview(ctx(support)))).status).toBe(403);
    expect((await expectDomainError(getOverview(ctx(null)))).status).toBe(401);
  });
});
