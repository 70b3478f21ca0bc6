/**
 * The dashboard's overview (issue 17): sales of the last 30 days per country and per day, in each
 * currency and in EGP at the settings' rates (sarToEgp, aedToEgp) of now, orders by status,
 * tickets waiting, products low on editions and the payouts still owed. Every figure is one
 * grouped query; days are UTC days. Sales are placed orders (not pending payment, cancelled or
 * refunded), valued at their total.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { payouts } from '../db/schema/ledger.schema.ts';
import { orders } from '../db/schema/orders.schema.ts';
import { tickets } from '../db/schema/tickets.schema.ts';
import { COUNTRIES, currencyOfCountry, type CountryCode, type CurrencyCode } from '../locale/locales.ts';
import { countsAsSale } from '../designers/profits.service.ts';
import { ratesToEgp, toEgpMinor } from '../designers/profit-ledger.service.ts';
import { requirePermission } from './permissions.ts';

export const OVERVIEW_DAYS = 30;
/** A limited product with this many editions left or fewer is low. */
export const LOW_EDITION = 5;
const LOW_STOCK_SHOWN = 10;

export interface SalesFigure {
  orders: number;
  /** In the country's currency. */
  amountMinor: number;
  egpMinor: number;
}

export interface CountryOverview {
  country: CountryCode;
  currency: CurrencyCode;
  today: SalesFigure;
  last30: SalesFigure;
}

export interface DayOverview {
  /** 'YYYY-MM-DD' (UTC). */
  day: string;
  orders: number;
  egpMinor: number;
}

export interface Overview {
  /** EGP per unit, as the settings hold them now. */
  rates: Record<CurrencyCode, number>;
  countries: CountryOverview[];
  totals: { today: { orders: number; egpMinor: number }; last30: { orders: number; egpMinor: number } };
  /** Oldest first, every day of the window (zero when nothing sold). */
  daily: DayOverview[];
  ordersByStatus: Array<{ status: string; count: number }>;
  ticketsWaiting: number;
  lowStock: {
    count: number;
    items: Array<{ id: string; name: string; arName: string; availableEdition: number; status: string }>;
  };
  payoutsDue: { count: number; amountMinor: number };
}

const dayKey = (date: Date): string => date.toISOString().slice(0, 10);
const startOfDay = (now: Date, daysBack = 0): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysBack));

const emptyFigure = (): SalesFigure => ({ orders: 0, amountMinor: 0, egpMinor: 0 });

export async function getOverview(ctx: ServiceContext): Promise<Overview> {
  requirePermission(ctx, 'overview.read');
  const today = startOfDay(ctx.now);
  const since = startOfDay(ctx.now, OVERVIEW_DAYS - 1);
  const saleDay = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [rates, sales, byStatus, waiting, lowCount, lowItems, due] = await Promise.all([
    ratesToEgp(ctx),
    ctx.db
      .select({
        country: orders.orderedFrom,
        currency: orders.currency,
        day: saleDay,
        orders: sql<string>`count(*)`,
        amount: sql<string>`coalesce(sum(${orders.totalMinor}), 0)`,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, since), lte(orders.createdAt, ctx.now), countsAsSale()))
      .groupBy(orders.orderedFrom, orders.currency, saleDay),
    ctx.db
      .select({ status: orders.status, count: sql<string>`count(*)` })
      .from(orders)
      .groupBy(orders.status),
    ctx.db
      .select({ count: sql<string>`count(*)` })
      .from(tickets)
      .where(eq(tickets.status, 'waiting')),
    ctx.db
      .select({ count: sql<string>`count(*)` })
      .from(products)
      .where(lowStock()),
    ctx.db
      .select({
        id: products.id,
        name: products.name,
        arName: products.arName,
        availableEdition: products.availableEdition,
        status: products.status,
      })
      .from(products)
      .where(lowStock())
      .orderBy(asc(products.availableEdition), asc(products.name))
      .limit(LOW_STOCK_SHOWN),
    ctx.db
      .select({ count: sql<string>`count(*)`, sum: sql<string>`coalesce(sum(${payouts.amountMinor}), 0)` })
      .from(payouts)
      .where(and(inArray(payouts.status, ['requested', 'approved']), eq(payouts.currency, 'EGP'))),
  ]);

  const todayKey = dayKey(today);
  const countries = new Map<CountryCode, CountryOverview>(
    COUNTRIES.map((country) => [
      country,
      { country, currency: currencyOfCountry(country), today: emptyFigure(), last30: emptyFigure() },
    ]),
  );
  const daily = new Map<string, DayOverview>(
    Array.from({ length: OVERVIEW_DAYS }, (_, index) => {
      const day = dayKey(startOfDay(ctx.now, OVERVIEW_DAYS - 1 - index));
      return [day, { day, orders: 0, egpMinor: 0 }];
    }),
  );
  for (const row of sales) {
    const count = Number(row.orders);
    const amount = Number(row.amount);
    const egp = toEgpMinor(amount, rates[row.currency]);
    const country = countries.get(row.country);
    const add = (figure: SalesFigure) => {
      figure.orders += count;
      // A country's figure is in its own currency; an order in another one still counts in EGP.
      if (row.currency === country?.currency) figure.amountMinor += amount;
      figure.egpMinor += egp;
    };
    if (country) {
      add(country.last30);
      if (row.day === todayKey) add(country.today);
    }
    const day = daily.get(row.day);
    if (day) {
      day.orders += count;
      day.egpMinor += egp;
    }
  }
  const countryList = [...countries.values()];
  const sum = (pick: (country: CountryOverview) => SalesFigure) => ({
    orders: countryList.reduce((total, country) => total + pick(country).orders, 0),
    egpMinor: countryList.reduce((total, country) => total + pick(country).egpMinor, 0),
  });
  return {
    rates,
    countries: countryList,
    totals: { today: sum((country) => country.today), last30: sum((country) => country.last30) },
    daily: [...daily.values()],
    ordersByStatus: byStatusMerged(byStatus),
    ticketsWaiting: Number(waiting[0]?.count ?? 0),
    lowStock: {
      count: Number(lowCount[0]?.count ?? 0),
      items: lowItems.map((item) => ({ ...item, availableEdition: item.availableEdition ?? 0 })),
    },
    payoutsDue: { count: Number(due[0]?.count ?? 0), amountMinor: Number(due[0]?.sum ?? 0) },
  };
}

/** Old 'confirmed' rows read as 'placed' (docs/decisions/020); most orders first. */
function byStatusMerged(rows: Array<{ status: string; count: string }>) {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const status = row.status === 'confirmed' ? 'placed' : row.status;
    counts.set(status, (counts.get(status) ?? 0) + Number(row.count));
  }
  return [...counts].map(([status, count]) => ({ status, count })).sort((a, b) => b.count - a.count);
}

/** Limited products on sale (or about to be) with few editions left; archived ones are not. */
function lowStock() {
  return and(
    isNotNull(products.availableEdition),
    lte(products.availableEdition, LOW_EDITION),
    inArray(products.status, ['active', 'draft']),
  );
}
