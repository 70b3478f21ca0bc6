/**
 * Designers and manufacturers for staff (issue 17): the list with each seller's products, sales
 * and balance, one seller's page, and the featured flag the storefront's featured designers read.
 * Balances follow docs/decisions/031 (ledger total - paid - requested, approved counted as
 * requested); each figure is a correlated sum in SQL, so a page of sellers is one query.
 */
import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { payouts } from '../db/schema/ledger.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { parseId } from '../ids.ts';
import { withoutControlCharacters } from '../locale/text-input.ts';
import { parsePositiveInt } from '../catalog/listing-params.ts';
import {
  monthlySeries,
  payoutsWhere,
  profitErrors,
  salesPeriod,
  sellerBalance,
  type CountrySales,
  type PayoutView,
  type ProfitPoint,
  type SellerBalance,
} from '../designers/profits.service.ts';
import { listSellerProducts, type SellerProduct } from '../designers/seller-products.service.ts';
import { recordAudit } from './audit-log.service.ts';
import { requirePermission } from './permissions.ts';

export type SellerRole = 'designer' | 'manufacturer';
export const SELLER_SORTS = ['name', 'products', 'sales', 'total', 'remain', 'newest'] as const;
export type SellerSort = (typeof SELLER_SORTS)[number];

export interface SellerFilters {
  role?: string | null;
  q?: string | null;
  featured?: string | boolean | null;
  sort?: string | null;
  dir?: string | null;
  page?: unknown;
}

export interface SellerRow extends SellerBalance {
  id: string;
  name: string;
  email: string | null;
  role: SellerRole;
  /** Free text: designers may live outside the three markets. */
  country: string | null;
  featured: boolean;
  status: boolean;
  productsCount: number;
  /** Pieces of placed orders (not pending, cancelled or refunded). */
  salesCount: number;
}

export interface SellerPage {
  items: SellerRow[];
  total: number;
  page: number;
  pages: number;
  pageSize: number;
}

export const SELLERS_PAGE_SIZE = 25;

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/*
 * Correlated sums per seller row ("users" is the outer row). Written as plain SQL with their own
 * aliases: inside a select list the query builder leaves columns unqualified, and "id" would then
 * name the inner table's.
 */
const productsCount = sql<string>`(select count(*) from products p
  where case when "users"."role" = 'designer' then p.designer_id else p.manufacturer_id end = "users"."id")`;

const salesCount = sql<string>`(select coalesce(sum(ol.quantity), 0) from order_lines ol
  inner join orders o on o.id = ol.order_id
  where case when "users"."role" = 'designer' then ol.designer_id else ol.manufacturer_id end = "users"."id"
    and ol.gift_card_id is null and o.status not in ('pending', 'cancelled', 'refunded'))`;

const ledgerTotal = sql<string>`(select coalesce(sum(pe.amount_egp_minor), 0) from profit_entries pe
  where pe.beneficiary_id = "users"."id" and pe.profit_for::text = "users"."role"::text)`;

const paidSum = sql<string>`(select coalesce(sum(po.amount_minor), 0) from payouts po
  where po.beneficiary_id = "users"."id" and po.currency = 'EGP' and po.status = 'paid')`;

// An approved request is still owed: it stays held like a new one (sellerBalance does the same).
const requestedSum = sql<string>`(select coalesce(sum(po.amount_minor), 0) from payouts po
  where po.beneficiary_id = "users"."id" and po.currency = 'EGP' and po.status in ('requested', 'approved'))`;

function roleOf(value: string | null | undefined): SellerRole | null {
  const role = (value ?? '').trim().toLowerCase();
  return role === 'designer' || role === 'manufacturer' ? role : null;
}

function featuredOf(value: string | boolean | null | undefined): boolean | null {
  if (typeof value === 'boolean') return value;
  const text = (value ?? '').trim().toLowerCase();
  return text === 'yes' || text === 'true' || text === '1'
    ? true
    : text === 'no' || text === 'false' || text === '0'
      ? false
      : null;
}

/** Designers and manufacturers, filtered, sorted and paged (sellers are hundreds, not millions). */
export async function listSellers(ctx: ServiceContext, filters: SellerFilters = {}): Promise<SellerPage> {
  requirePermission(ctx, 'designers.read');
  const role = roleOf(filters.role);
  const featured = featuredOf(filters.featured);
  const q = withoutControlCharacters(filters.q ?? '')
    .trim()
    .slice(0, 100);
  const conditions: Array<SQL | undefined> = [
    role ? eq(users.role, role) : inArray(users.role, ['designer', 'manufacturer']),
    featured === null ? undefined : eq(users.featured, featured),
  ];
  if (q !== '') {
    const pattern = likePattern(q);
    conditions.push(
      or(
        sql`${users.name} ilike ${pattern}`,
        sql`${users.email} ilike ${pattern}`,
        sql`coalesce(${users.fName}, '') || ' ' || coalesce(${users.lName}, '') ilike ${pattern}`,
        sql`${users.slug} ilike ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const [counted] = await ctx.db
    .select({ n: sql<string>`count(*)` })
    .from(users)
    .where(where);
  const total = Number(counted?.n ?? 0);
  const pages = Math.max(1, Math.ceil(total / SELLERS_PAGE_SIZE));
  const page = Math.min(parsePositiveInt(filters.page, 1, 100_000), pages);
  const sort: SellerSort = (SELLER_SORTS as readonly string[]).includes(filters.sort ?? '')
    ? (filters.sort as SellerSort)
    : 'newest';
  const ascending = filters.dir === 'asc';
  const sellers = ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      country: users.country,
      featured: users.featured,
      status: users.status,
      createdAt: users.createdAt,
      productsCount: productsCount.as('products_count'),
      salesCount: salesCount.as('sales_count'),
      totalMinor: ledgerTotal.as('total_minor'),
      paidMinor: paidSum.as('paid_minor'),
      requestedMinor: requestedSum.as('requested_minor'),
    })
    .from(users)
    .where(where)
    .as('sellers');
  const sortExpression: Record<SellerSort, SQL> = {
    name: sql`${sellers.name}`,
    products: sql`${sellers.productsCount}`,
    sales: sql`${sellers.salesCount}`,
    total: sql`${sellers.totalMinor}`,
    remain: sql`${sellers.totalMinor} - ${sellers.paidMinor} - ${sellers.requestedMinor}`,
    newest: sql`${sellers.createdAt}`,
  };
  const rows = await ctx.db
    .select()
    .from(sellers)
    .orderBy(ascending ? asc(sortExpression[sort]) : desc(sortExpression[sort]), asc(sellers.id))
    .limit(SELLERS_PAGE_SIZE)
    .offset((page - 1) * SELLERS_PAGE_SIZE);
  return {
    items: rows.map((row) => {
      const totalMinor = Number(row.totalMinor);
      const paidMinor = Number(row.paidMinor);
      const requestedMinor = Number(row.requestedMinor);
      const { createdAt: _createdAt, ...fields } = row;
      return {
        ...fields,
        role: row.role as SellerRole,
        productsCount: Number(row.productsCount),
        salesCount: Number(row.salesCount),
        totalMinor,
        paidMinor,
        requestedMinor,
        remainMinor: totalMinor - paidMinor - requestedMinor,
      };
    }),
    total,
    page,
    pages,
    pageSize: SELLERS_PAGE_SIZE,
  };
}

export interface SellerDetail {
  profile: {
    id: string;
    name: string;
    fName: string;
    lName: string;
    email: string | null;
    phone: string | null;
    slug: string;
    role: SellerRole;
    country: string | null;
    featured: boolean;
    status: boolean;
    createdAt: Date;
  };
  balance: SellerBalance;
  salesCount: number;
  orders: number;
  byCountry: CountrySales[];
  monthly: ProfitPoint[];
  /** Newest first, the latest 20. */
  payouts: PayoutView[];
  products: SellerProduct[];
}

/** One designer or manufacturer: profile, balance, sales per country and month, payouts, products. */
export async function getSeller(
  ctx: ServiceContext,
  sellerId: string | null | undefined,
): Promise<SellerDetail> {
  requirePermission(ctx, 'designers.read');
  const id = parseId(sellerId);
  if (!id) throw profitErrors.notFound();
  const [row] = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      fName: users.fName,
      lName: users.lName,
      email: users.email,
      phone: users.phone,
      slug: users.slug,
      role: users.role,
      country: users.country,
      featured: users.featured,
      status: users.status,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, ['designer', 'manufacturer'])))
    .limit(1);
  if (!row) throw profitErrors.notFound();
  const role = row.role as SellerRole;
  const [balance, period, monthly, latestPayouts, sellerProducts] = await Promise.all([
    sellerBalance(ctx, id, role),
    salesPeriod(ctx, id, role),
    monthlySeries(ctx, id, role),
    payoutsWhere(ctx, eq(payouts.beneficiaryId, id)),
    listSellerProducts(ctx, id),
  ]);
  return {
    profile: { ...row, role },
    balance,
    salesCount: period.salesCount,
    orders: period.orders,
    byCountry: period.byCountry,
    monthly,
    payouts: latestPayouts.slice(0, 20),
    products: sellerProducts,
  };
}

/** The featured flag (the storefront's featured designers), audited. */
export async function setFeatured(
  ctx: ServiceContext,
  sellerId: string | null | undefined,
  featured: boolean,
): Promise<{ id: string; featured: boolean }> {
  requirePermission(ctx, 'designers.write');
  const id = parseId(sellerId);
  if (!id) throw profitErrors.notFound();
  return withTransaction(ctx, async (tx) => {
    const [current] = await tx.db
      .select({ id: users.id, featured: users.featured })
      .from(users)
      .where(and(eq(users.id, id), inArray(users.role, ['designer', 'manufacturer'])))
      .for('update');
    if (!current) throw profitErrors.notFound();
    if (current.featured === featured) return current;
    await tx.db.update(users).set({ featured, updatedAt: tx.now }).where(eq(users.id, id));
    await recordAudit(tx, {
      action: featured ? 'designer.feature' : 'designer.unfeature',
      entityType: 'user',
      entityId: id,
      before: { featured: current.featured },
      after: { featured },
    });
    return { id, featured };
  });
}
