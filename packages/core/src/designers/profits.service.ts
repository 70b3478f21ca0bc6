/**
 * Designers' and manufacturers' profits (docs/decisions/031). "Sales" are the pieces of placed
 * orders (not pending payment, not cancelled or refunded) as they happen, read from the order lines'
 * snapshots; "earned" is the profit ledger (delivered lines minus reversals), in EGP at the rate
 * each entry was recorded with. Paid and requested are the payouts; remain = total - paid - requested.
 */
import {
  and,
  desc,
  eq,
  gte,
  isNotNull,
  lt,
  isNull,
  notInArray,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { Actor, ClockedDbContext, DbContext, ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { payouts, profitEntries, type Payout } from '../db/schema/ledger.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { orderLines, orders } from '../db/schema/orders.schema.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { isStaff } from '../accounts/user.mapper.ts';
import { domainError } from '../errors.ts';
import { parseId } from '../ids.ts';
import { COUNTRIES, currencyOfCountry, type CountryCode, type CurrencyCode } from '../locale/locales.ts';

export interface CountrySales {
  country: CountryCode;
  currency: CurrencyCode;
  salesCount: number;
  /** 0..100 of the seller's pieces. */
  salesPercent: number;
  /** What buyers paid, in the country's currency. */
  salesValueMinor: number;
  /** The seller's earning, in the country's currency. */
  earnedMinor: number;
  earnedEgpMinor: number;
}
export interface ProductSales {
  productId: string;
  slug: string | null;
  name: string;
  arName: string;
  image: string | null;
  salesCount: number;
  earnedEgpMinor: number;
  byCountry: Record<CountryCode, number>;
}
export interface ProfitPoint {
  /** 'YYYY-MM' */
  month: string;
  salesCount: number;
  orders: number;
  earnedEgpMinor: number;
}
export interface PayoutView {
  id: string;
  amountMinor: number;
  currency: 'EGP';
  status: Payout['status'];
  approvedAt: Date | null;
  requestedAt: Date;
  paidAt: Date | null;
  rejectedAt: Date | null;
  note: string | null;
  reference: string | null;
  beneficiary?: { id: string; name: string };
}
export interface SellerProfit {
  profitFor: 'designer' | 'manufacturer';
  currency: 'EGP';
  totalMinor: number;
  paidMinor: number;
  requestedMinor: number;
  /** total - paid - requested */
  remainMinor: number;
  salesCount: number;
  bestSeller: ProductSales | null;
  byCountry: CountrySales[];
  byProduct: ProductSales[];
  /** Last 12 months incl. the current one, oldest first, zero-filled. */
  monthly: ProfitPoint[];
  /** Newest first. */
  payouts: PayoutView[];
}
export interface SalesPeriod {
  salesCount: number;
  orders: number;
  earnedEgpMinor: number;
  byCountry: CountrySales[];
}
export interface SellerDashboard {
  role: 'designer' | 'manufacturer';
  thisMonth: SalesPeriod;
  allTime: SalesPeriod;
  monthly: ProfitPoint[];
  /** Top 5. */
  bestSellers: ProductSales[];
  remainMinor: number;
}

const fail = domainError;

export const profitErrors = {
  /** Another seller's profits, orders or payouts: answered as if there were none (no existence leak). */
  notFound: () => fail('PROFIT_NOT_FOUND', 'errors.profit.notFound', 'No profits found', 404),
  sellersOnly: () =>
    fail('SELLERS_ONLY', 'errors.profit.sellersOnly', 'This is for designers and manufacturers only', 403),
};

export type SaleParty = 'designer' | 'manufacturer';

/** Staff who read every seller's profits, orders and payouts: superAdmin, admin, designerSupport. */
export const readsSellers = (actor: Actor | null): boolean =>
  isStaff(actor) || actor?.privilageType === 'designerSupport';

/**
 * The seller a read is about: the caller themselves or, for staff, anyone who is a seller of that
 * kind. Anything else (another seller, a customer, a malformed id, nobody) is 404.
 */
export async function sellerTarget(
  ctx: ServiceContext,
  sellerId: string | null | undefined,
  party: SaleParty | null,
): Promise<{ id: string; role: SaleParty; name: string }> {
  const actor = requireActor(ctx);
  const id = parseId(sellerId ?? actor.id);
  if (!id) throw profitErrors.notFound();
  if (id !== actor.id.toLowerCase() && !readsSellers(actor)) throw profitErrors.notFound();
  const [row] = await ctx.db
    .select({ id: users.id, role: users.role, name: users.name })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row || row.role === 'customer' || (party !== null && row.role !== party))
    throw profitErrors.notFound();
  return { id: row.id, role: row.role, name: row.name };
}

/** The order line column naming the seller of a party. */
export const sellerColumn = (party: SaleParty) =>
  party === 'designer' ? orderLines.designerId : orderLines.manufacturerId;

/** Orders that count as sales: placed and not undone (pending payment, cancelled, refunded are not). */
export const countsAsSale = (): SQL => notInArray(orders.status, ['pending', 'cancelled', 'refunded']) as SQL;

const monthOf = (column: AnyColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

export const startOfMonth = (now: Date, monthsBack = 0): Date =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1));

export const monthKey = (date: Date): string =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** EGP amount of the ledger rows of the seller (earnings minus reversals). */
const earnedEgp = sql<string | null>`sum(${profitEntries.amountEgpMinor})`;

const ledgerOf = (sellerId: string, party: SaleParty, since?: Date, until?: Date): SQL =>
  and(
    eq(profitEntries.beneficiaryId, sellerId),
    eq(profitEntries.profitFor, party),
    since ? gte(profitEntries.createdAt, since) : undefined,
    until ? lt(profitEntries.createdAt, until) : undefined,
  ) as SQL;

const salesOf = (sellerId: string, party: SaleParty, since?: Date, until?: Date): SQL =>
  and(
    eq(sellerColumn(party), sellerId),
    isNull(orderLines.giftCardId),
    countsAsSale(),
    since ? gte(orders.createdAt, since) : undefined,
    until ? lt(orders.createdAt, until) : undefined,
  ) as SQL;

const emptyByCountry = (): Record<CountryCode, number> => ({ eg: 0, sa: 0, ae: 0 });

/** Pieces, orders and earnings per country in [since, until) (open ends when not given). */
export async function salesPeriod(
  ctx: DbContext,
  sellerId: string,
  party: SaleParty,
  since?: Date,
  until?: Date,
): Promise<SalesPeriod> {
  const sold = await ctx.db
    .select({
      country: orders.orderedFrom,
      currency: orders.currency,
      pieces: sql<string>`coalesce(sum(${orderLines.quantity}), 0)`,
      orders: sql<string>`count(distinct ${orders.id})`,
      value: sql<string>`coalesce(sum(${orderLines.unitPriceMinor} * ${orderLines.quantity}), 0)`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(salesOf(sellerId, party, since, until))
    .groupBy(orders.orderedFrom, orders.currency);
  const [ordersRow] = await ctx.db
    .select({ orders: sql<string>`count(distinct ${orders.id})` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(salesOf(sellerId, party, since, until));
  const earned = await ctx.db
    .select({
      country: profitEntries.country,
      amount: sql<string>`coalesce(sum(${profitEntries.amountMinor}), 0)`,
      egp: sql<string>`coalesce(${earnedEgp}, 0)`,
    })
    .from(profitEntries)
    .where(ledgerOf(sellerId, party, since, until))
    .groupBy(profitEntries.country);
  const salesCount = sold.reduce((sum, row) => sum + Number(row.pieces), 0);
  const byCountry: CountrySales[] = COUNTRIES.map((country) => {
    const soldRow = sold.find((row) => row.country === country);
    const earnedRow = earned.find((row) => row.country === country);
    const pieces = Number(soldRow?.pieces ?? 0);
    return {
      country,
      currency: currencyOfCountry(country),
      salesCount: pieces,
      salesPercent: salesCount === 0 ? 0 : Math.round((pieces / salesCount) * 10_000) / 100,
      salesValueMinor: Number(soldRow?.value ?? 0),
      earnedMinor: Number(earnedRow?.amount ?? 0),
      earnedEgpMinor: Number(earnedRow?.egp ?? 0),
    };
  });
  return {
    salesCount,
    orders: Number(ordersRow?.orders ?? 0),
    earnedEgpMinor: earned.reduce((sum, row) => sum + Number(row.egp), 0),
    byCountry,
  };
}

const productImage = sql<
  string | null
>`(select ${productImages.path} from ${productImages} where ${productImages.productId} = ${orderLines.productId} order by ${productImages.primaryImage} desc, ${productImages.displayOrder} asc, ${productImages.createdAt} asc limit 1)`;

/** Every product the seller sold, most pieces first (then most earned). */
export async function productSales(
  ctx: DbContext,
  sellerId: string,
  party: SaleParty,
): Promise<ProductSales[]> {
  const sold = await ctx.db
    .select({
      productId: orderLines.productId,
      country: orders.orderedFrom,
      pieces: sql<string>`sum(${orderLines.quantity})`,
      slug: sql<string | null>`max(${products.slug})`,
      name: sql<string>`coalesce(max(${products.name}), max(${orderLines.productName}))`,
      arName: sql<string>`coalesce(max(${products.arName}), max(${orderLines.productArName}))`,
      image: sql<string | null>`max(${productImage})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(and(salesOf(sellerId, party), isNotNull(orderLines.productId)))
    .groupBy(orderLines.productId, orders.orderedFrom);
  const earned = await ctx.db
    .select({ productId: profitEntries.productId, egp: sql<string>`coalesce(${earnedEgp}, 0)` })
    .from(profitEntries)
    .where(and(ledgerOf(sellerId, party), isNotNull(profitEntries.productId)))
    .groupBy(profitEntries.productId);
  const byProduct = new Map<string, ProductSales>();
  for (const row of sold) {
    const id = row.productId!;
    const entry =
      byProduct.get(id) ??
      ({
        productId: id,
        slug: row.slug,
        name: row.name,
        arName: row.arName,
        image: row.image,
        salesCount: 0,
        earnedEgpMinor: Number(earned.find((e) => e.productId === id)?.egp ?? 0),
        byCountry: emptyByCountry(),
      } satisfies ProductSales);
    entry.salesCount += Number(row.pieces);
    entry.byCountry[row.country] += Number(row.pieces);
    byProduct.set(id, entry);
  }
  return [...byProduct.values()].sort(
    (a, b) =>
      b.salesCount - a.salesCount ||
      b.earnedEgpMinor - a.earnedEgpMinor ||
      a.productId.localeCompare(b.productId),
  );
}

/** The last 12 months up to ctx.now's (UTC), oldest first, months without sales included. */
export async function monthlySeries(
  ctx: ClockedDbContext,
  sellerId: string,
  party: SaleParty,
): Promise<ProfitPoint[]> {
  const since = startOfMonth(ctx.now, 11);
  const saleMonth = monthOf(orders.createdAt);
  const sold = await ctx.db
    .select({
      month: saleMonth,
      pieces: sql<string>`sum(${orderLines.quantity})`,
      orders: sql<string>`count(distinct ${orders.id})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(salesOf(sellerId, party, since))
    .groupBy(saleMonth);
  const earnedMonth = monthOf(profitEntries.createdAt);
  const earned = await ctx.db
    .select({ month: earnedMonth, egp: sql<string>`coalesce(${earnedEgp}, 0)` })
    .from(profitEntries)
    .where(ledgerOf(sellerId, party, since))
    .groupBy(earnedMonth);
  return Array.from({ length: 12 }, (_, index) => {
    const month = monthKey(startOfMonth(ctx.now, 11 - index));
    const soldRow = sold.find((row) => row.month === month);
    return {
      month,
      salesCount: Number(soldRow?.pieces ?? 0),
      orders: Number(soldRow?.orders ?? 0),
      earnedEgpMinor: Number(earned.find((row) => row.month === month)?.egp ?? 0),
    };
  });
}

export interface SellerBalance {
  totalMinor: number;
  paidMinor: number;
  requestedMinor: number;
  remainMinor: number;
}

/** The seller's balance in EGP piastres: the ledger's sum, what was paid and what is asked for. */
export async function sellerBalance(
  ctx: DbContext,
  sellerId: string,
  party: SaleParty,
): Promise<SellerBalance> {
  const [ledger] = await ctx.db
    .select({ egp: sql<string>`coalesce(${earnedEgp}, 0)` })
    .from(profitEntries)
    .where(ledgerOf(sellerId, party));
  const drawn = await ctx.db
    .select({ status: payouts.status, sum: sql<string>`coalesce(sum(${payouts.amountMinor}), 0)` })
    .from(payouts)
    .where(and(eq(payouts.beneficiaryId, sellerId), eq(payouts.currency, 'EGP')))
    .groupBy(payouts.status);
  const totalMinor = Number(ledger?.egp ?? 0);
  const paidMinor = Number(drawn.find((row) => row.status === 'paid')?.sum ?? 0);
  // An approved request is still owed (the transfer is on its way): it stays held like a new one.
  const requestedMinor = drawn
    .filter((row) => row.status === 'requested' || row.status === 'approved')
    .reduce((sum, row) => sum + Number(row.sum), 0);
  return { totalMinor, paidMinor, requestedMinor, remainMinor: totalMinor - paidMinor - requestedMinor };
}

export const toPayoutView = (row: Payout, beneficiary?: { id: string; name: string }): PayoutView => ({
  id: row.id,
  amountMinor: row.amountMinor,
  currency: 'EGP',
  status: row.status,
  requestedAt: row.requestedAt,
  approvedAt: row.approvedAt,
  paidAt: row.paidAt,
  rejectedAt: row.rejectedAt,
  note: row.note,
  reference: row.reference,
  ...(beneficiary ? { beneficiary } : {}),
});

/** The payouts matching `where`, newest first, each with its beneficiary's name. */
export async function payoutsWhere(ctx: DbContext, where: SQL | undefined): Promise<PayoutView[]> {
  const rows = await ctx.db
    .select({ payout: payouts, name: users.name })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.beneficiaryId))
    .where(where)
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(500);
  return rows.map(({ payout, name }) => toPayoutView(payout, { id: payout.beneficiaryId, name }));
}

async function sellerProfit(ctx: ServiceContext, sellerId: string, party: SaleParty): Promise<SellerProfit> {
  const balance = await sellerBalance(ctx, sellerId, party);
  const period = await salesPeriod(ctx, sellerId, party);
  const byProduct = await productSales(ctx, sellerId, party);
  return {
    profitFor: party,
    currency: 'EGP',
    ...balance,
    salesCount: period.salesCount,
    bestSeller: byProduct[0] ?? null,
    byCountry: period.byCountry,
    byProduct,
    monthly: await monthlySeries(ctx, sellerId, party),
    payouts: await payoutsWhere(ctx, eq(payouts.beneficiaryId, sellerId)),
  };
}

/** getProfitByDesigner(designer): the designer themselves or staff; anyone else 404. */
export async function getProfitByDesigner(
  ctx: ServiceContext,
  designerId: string | null | undefined,
): Promise<SellerProfit> {
  const seller = await sellerTarget(ctx, designerId, 'designer');
  return sellerProfit(ctx, seller.id, 'designer');
}

/** getProfitByManufacturer(manufacturer): the manufacturer themselves or staff; anyone else 404. */
export async function getProfitByManufacturer(
  ctx: ServiceContext,
  manufacturerId: string | null | undefined,
): Promise<SellerProfit> {
  const seller = await sellerTarget(ctx, manufacturerId, 'manufacturer');
  return sellerProfit(ctx, seller.id, 'manufacturer');
}

/** The signed-in designer's or manufacturer's dashboard: this month (UTC) against all time. */
export async function getSellerDashboard(ctx: ServiceContext): Promise<SellerDashboard> {
  const actor = requireActor(ctx);
  if (actor.role === 'customer') throw profitErrors.sellersOnly();
  const party: SaleParty = actor.role;
  const sellerId = actor.id.toLowerCase();
  const balance = await sellerBalance(ctx, sellerId, party);
  return {
    role: party,
    thisMonth: await salesPeriod(ctx, sellerId, party, startOfMonth(ctx.now)),
    allTime: await salesPeriod(ctx, sellerId, party),
    monthly: await monthlySeries(ctx, sellerId, party),
    bestSellers: (await productSales(ctx, sellerId, party)).slice(0, 5),
    remainMinor: balance.remainMinor,
  };
}
