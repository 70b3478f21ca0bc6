/**
 * The dashboard's orders (issue 17): the list with its filters, the CSV export of the filtered
 * rows and one order with everything staff need (lines, totals, payment, customer, history,
 * refunds). Writes (status, cancel, refund) are the lifecycle's own functions
 * (orders/order-lifecycle.service.ts), which check `orders.write` and record the audit row.
 *
 * The list is keyset-paged on (created_at, id), newest first, and never counted: on a million
 * orders every filter is an index range (status, customer, created_at) or a semi-join driven by a
 * small set (a customer's, a designer's or the iDesign products' lines).
 */
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { walletEntries } from '../db/schema/ledger.schema.ts';
import {
  orderLines,
  orders,
  type AddressSnapshot,
  type OrderLineFeature,
} from '../db/schema/orders.schema.ts';
import { coupons, giftCards, referralCodes } from '../db/schema/promotions.schema.ts';
import { paymentRefunds, payments } from '../db/schema/payments.schema.ts';
import { isUuid, parseId } from '../ids.ts';
import { hasControlCharacters } from '../locale/text-input.ts';
import { isCountry, timeZoneOf, type CountryCode, type CurrencyCode } from '../locale/locales.ts';
import { startOfDayInZone } from '../promotions/gift-card.service.ts';
import {
  displayStatus,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  type OrderStatus,
  type TransitionKind,
} from '../orders/order-lifecycle.service.ts';
import { statusHistoriesOf } from '../orders/order-status-events.ts';
import { orderNotFound } from '../orders/orders.service.ts';
import { PAYMENT_METHODS } from '../payments/payment-methods.ts';
import { requirePermission } from './permissions.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';

export type ShownStatus = Exclude<OrderStatus, 'confirmed'>;

/** The statuses staff filter by ('confirmed' is found under 'placed'). */
export const ADMIN_ORDER_STATUSES = ORDER_STATUSES as readonly ShownStatus[];

/** The payment methods staff filter by: every method of the catalogue (payment-methods.ts). */
export const ADMIN_PAYMENT_METHODS = PAYMENT_METHODS;

export const ADMIN_ORDERS_PAGE_SIZE = 50;
export const ADMIN_ORDERS_EXPORT_BATCH = 500;

/** The list's filters as the URL carries them: every value is text, any of it may be nonsense. */
export interface AdminOrderFilters {
  status?: string | null;
  /** The country the order was placed from (orders.ordered_from). */
  country?: string | null;
  payment?: string | null;
  /** yyyy-mm-dd, the shop's day (of the filtered country, else of the page's country). */
  from?: string | null;
  to?: string | null;
  /** A customer's id, or text of their email, name or phone. */
  customer?: string | null;
  /** A designer's id, or text of their name or email: orders with a line of theirs. */
  designer?: string | null;
  /** 'yes': orders with a line of an iDesign product; 'no': orders without one. */
  design?: string | null;
  /** The order number, whole or its beginning. */
  q?: string | null;
}

export interface AdminOrderRow {
  id: string;
  number: string;
  createdAt: Date;
  status: ShownStatus;
  country: CountryCode;
  currency: CurrencyCode;
  paymentMethod: string;
  paymentStatus: string;
  totalMinor: number;
  refundedMinor: number;
  customerId: string;
  customerName: string | null;
  customerEmail: string | null;
}

const TEXT_MAX = 100;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** Nothing matches: a filter that cannot name anything answers an empty list, never an error. */
const NOTHING = sql`false`;

/** Text of a filter: trimmed, bounded; null when absent; NOTHING-worthy when it has control characters. */
function textFilter(value: string | null | undefined): string | null | false {
  const text = (value ?? '').trim();
  if (text === '') return null;
  if (text.length > TEXT_MAX || hasControlCharacters(text)) return false;
  return text;
}

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A calendar day that exists (2026-02-30 does not), else null. */
function dayOf(value: string | null | undefined): string | null | false {
  const text = (value ?? '').trim();
  if (text === '') return null;
  const match = DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (year < 2000 || year > 2999 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return false;
  return text;
}

const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Whose email, name or phone holds `text` (a whole email is the unique index's exact match). */
function userMatch(text: string, role?: 'designer'): SQL {
  const lower = text.toLowerCase();
  const roleOf = role ? sql` and ${users.role} = ${role}` : sql``;
  if (/^[^\s@]+@[^\s@]+$/.test(lower)) return sql`${users.email} = ${lower}${roleOf}`;
  const pattern = `%${likeEscaped(lower)}%`;
  const digits = text.replace(/[^\d]/g, '');
  const matches: SQL[] = [
    sql`${users.email} like ${pattern}`,
    sql`${users.name} ilike ${pattern}`,
    sql`(${users.fName} || ' ' || ${users.lName}) ilike ${pattern}`,
  ];
  if (digits.length >= 4) matches.push(sql`${users.phone} like ${`%${digits}%`}`);
  return sql`(${sql.join(matches, sql` or `)})${roleOf}`;
}

/** Up to this many people found by a text filter are listed by id (each an index range of orders). */
const MATCHED_PEOPLE_MAX = 500;

/**
 * The people a text filter names, found first, so the orders are read through their indexes
 * (customer_id, designer_id) instead of a join the planner cannot estimate. When very many match
 * (a single letter), their orders are dense among all and the subquery is as good.
 */
async function peopleMatching(
  ctx: ServiceContext,
  column: AnyColumn,
  text: string,
  role?: 'designer',
): Promise<SQL> {
  const where = userMatch(text, role);
  const found = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .limit(MATCHED_PEOPLE_MAX + 1);
  if (found.length === 0) return NOTHING;
  if (found.length <= MATCHED_PEOPLE_MAX)
    return inArray(
      column,
      found.map((row) => row.id),
    );
  return sql`${column} in (select ${users.id} from ${users} where ${where})`;
}

/** The SQL conditions of `filters`; one NOTHING when a filter cannot match any order. */
async function conditionsOf(ctx: ServiceContext, filters: AdminOrderFilters): Promise<SQL[]> {
  const conditions: SQL[] = [];

  const status = (filters.status ?? '').trim();
  if (status) {
    if (!(ORDER_STATUSES as readonly string[]).includes(status)) return [NOTHING];
    conditions.push(
      status === 'placed'
        ? inArray(orders.status, ['placed', 'confirmed'])
        : eq(orders.status, status as OrderStatus),
    );
  }

  const country = (filters.country ?? '').trim().toLowerCase();
  if (country) {
    if (!isCountry(country)) return [NOTHING];
    conditions.push(eq(orders.orderedFrom, country));
  }

  const payment = (filters.payment ?? '').trim();
  if (payment) {
    if (!/^[A-Za-z_-]{1,32}$/.test(payment)) return [NOTHING];
    conditions.push(eq(orders.paymentMethod, payment));
  }

  // The shop's day: of the country filtered on, else of the page's country.
  const zone = timeZoneOf(isCountry(country) ? country : ctx.country);
  const from = dayOf(filters.from);
  const to = dayOf(filters.to);
  if (from === false || to === false) return [NOTHING];
  if (from)
    conditions.push(sql`${orders.createdAt} >= ${startOfDayInZone(from, zone).toISOString()}::timestamptz`);
  if (to)
    conditions.push(
      sql`${orders.createdAt} < ${startOfDayInZone(nextDay(to), zone).toISOString()}::timestamptz`,
    );

  const customer = textFilter(filters.customer);
  if (customer === false) return [NOTHING];
  if (customer) {
    const id = isUuid(customer) ? customer.toLowerCase() : null;
    const who = id ? eq(orders.customerId, id) : await peopleMatching(ctx, orders.customerId, customer);
    if (who === NOTHING) return [NOTHING];
    conditions.push(who);
  }

  const designer = textFilter(filters.designer);
  if (designer === false) return [NOTHING];
  if (designer) {
    const id = isUuid(designer) ? designer.toLowerCase() : null;
    const who = id
      ? eq(orderLines.designerId, id)
      : await peopleMatching(ctx, orderLines.designerId, designer, 'designer');
    if (who === NOTHING) return [NOTHING];
    conditions.push(sql`${orders.id} in (select ${orderLines.orderId} from ${orderLines} where ${who})`);
  }

  // order_lines keep no design of their own: a line "has a design" when its product is an iDesign
  // product (products.is_idesign, the design tool's products).
  const design = (filters.design ?? '').trim().toLowerCase();
  if (design) {
    if (design !== 'yes' && design !== 'no') return [NOTHING];
    const withDesign = sql`${orders.id} in (select ${orderLines.orderId} from ${orderLines} join ${products} on ${products.id} = ${orderLines.productId} where ${products.isIdesign})`;
    conditions.push(design === 'yes' ? withDesign : sql`not (${withDesign})`);
  }

  const q = textFilter(filters.q);
  if (q === false) return [NOTHING];
  if (q) {
    const number = q.toUpperCase();
    if (!/^[A-Z0-9-]+$/.test(number)) return [NOTHING];
    // A prefix as an index range of orders_order_number_uq (plus the LIKE that makes it exact
    // whatever the collation).
    const last = number.charCodeAt(number.length - 1);
    const upper = `${number.slice(0, -1)}${String.fromCharCode(last + 1)}`;
    conditions.push(
      sql`${orders.orderNumber} >= ${number} and ${orders.orderNumber} < ${upper} and ${orders.orderNumber} like ${`${likeEscaped(number)}%`}`,
    );
  }
  return conditions;
}

const rowColumns = {
  id: orders.id,
  number: orders.orderNumber,
  createdAt: orders.createdAt,
  cursorAt: preciseTime(orders.createdAt),
  status: orders.status,
  country: orders.orderedFrom,
  currency: orders.currency,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  totalMinor: orders.totalMinor,
  refundedMinor: orders.refundedMinor,
  customerId: orders.customerId,
  customerName: users.name,
  customerEmail: users.email,
};

async function pageOf(
  ctx: ServiceContext,
  conditions: SQL[],
  after: string | null | undefined,
  limit: number,
  extra: { phone?: true } = {},
) {
  const cursor = decodeCursor(after);
  const where = [...conditions];
  if (cursor) where.push(olderThan(orders.createdAt, orders.id, cursor));
  const rows = await ctx.db
    .select({
      ...rowColumns,
      ...(extra.phone
        ? {
            address: orders.address,
            subtotalMinor: orders.subtotalMinor,
            discountMinor: orders.discountMinor,
            shippingMinor: orders.shippingMinor,
            codFeesMinor: orders.codFeesMinor,
            codAmountMinor: orders.codAmountMinor,
          }
        : {}),
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/** A row as listed: without its cursor text, 'confirmed' read as 'placed'. */
function toRow<R extends { cursorAt: string; status: OrderStatus }>(row: R) {
  const { cursorAt: _cursorAt, ...rest } = row;
  return { ...rest, status: displayStatus(row.status) };
}

/** A page of orders, newest first; `after` is the previous page's `next`. */
export async function listAdminOrders(
  ctx: ServiceContext,
  filters: AdminOrderFilters & { after?: string | null; limit?: number } = {},
): Promise<{ items: AdminOrderRow[]; next: string | null }> {
  requirePermission(ctx, 'orders.read');
  const limit = Math.min(Math.max(1, Math.trunc(Number(filters.limit) || ADMIN_ORDERS_PAGE_SIZE)), 200);
  const { page, next } = await pageOf(ctx, await conditionsOf(ctx, filters), filters.after, limit);
  return { items: page.map((row) => toRow(row) as AdminOrderRow), next };
}

export interface AdminOrderExportRow extends AdminOrderRow {
  address: AddressSnapshot | null;
  subtotalMinor: number;
  discountMinor: number;
  shippingMinor: number;
  codFeesMinor: number;
  codAmountMinor: number;
}

/**
 * Every filtered order for the CSV, newest first, in batches of 500 read one after the other (a
 * keyset walk: each batch is one index range, so a million rows never sit in memory).
 */
export async function* exportAdminOrders(
  ctx: ServiceContext,
  filters: AdminOrderFilters = {},
): AsyncGenerator<AdminOrderExportRow[]> {
  requirePermission(ctx, 'orders.read');
  const conditions = await conditionsOf(ctx, filters);
  let after: string | null = null;
  do {
    const { page, next }: Awaited<ReturnType<typeof pageOf>> = await pageOf(
      ctx,
      conditions,
      after,
      ADMIN_ORDERS_EXPORT_BATCH,
      { phone: true },
    );
    if (page.length > 0) yield page.map((row) => toRow(row) as AdminOrderExportRow);
    after = next;
  } while (after);
}

// ------------------------------------------------------------------------------------------------
// One order
// ------------------------------------------------------------------------------------------------

export interface AdminOrderLine {
  id: string;
  productId: string | null;
  giftCardId: string | null;
  name: string;
  arName: string;
  imagePath: string | null;
  features: OrderLineFeature[];
  quantity: number;
  unitPriceMinor: number;
  totalMinor: number;
  isIdesign: boolean;
  designer: { id: string; name: string } | null;
  manufacturer: { id: string; name: string } | null;
  manufacturingCostMinor: number;
  revenueMinor: number;
  siteRevenueMinor: number;
}

export interface AdminOrderEvent {
  id: string;
  from: ShownStatus | null;
  to: ShownStatus;
  note: string | null;
  at: Date;
  actor: { id: string; name: string; staff: boolean } | null;
}

export interface AdminOrderRefund {
  at: Date;
  to: 'wallet' | 'original' | 'balances';
  amountMinor: number;
  staffName: string | null;
}

/** One attempt to pay the order online (docs/decisions/034), as staff see it. */
export interface AdminOrderPayment {
  id: string;
  method: string;
  /** The gateway it was started with ('sandbox' outside production). */
  provider: string;
  status: 'pending' | 'authorized' | 'paid' | 'failed' | 'expired' | 'refunded';
  /** The last outcome a verified report gave (SPEC.md 4's words). */
  outcome: string;
  amountMinor: number;
  currency: CurrencyCode;
  providerRef: string | null;
  trnxId: string | null;
  trnxStatus: string | null;
  /** The card or wallet, its number masked to its last four digits. */
  source: { type: string | null; subType: string | null; masked: string | null } | null;
  referenceNumber: string | null;
  createdAt: Date;
  expiresAt: Date;
  settledAt: Date | null;
}

/** A refund sent (or to be sent) to the original method through the gateway. */
export interface AdminOrderGatewayRefund {
  id: string;
  paymentId: string;
  method: string;
  provider: string;
  amountMinor: number;
  currency: CurrencyCode;
  status: 'requested' | 'succeeded' | 'failed';
  providerRef: string | null;
  lastError: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * A card or wallet number as staff may see it: its last four digits behind dots, whatever the
 * gateway sent (a masked PAN such as 512345xxxxxx2346, four digits, or a wallet's phone number).
 */
function maskedSource(pan: string | null | undefined): string | null {
  const digits = lastFour(pan);
  return digits ? `•••• ${digits}` : null;
}

/** The last four digits of a card or wallet number, or null when it has none. */
function lastFour(pan: string | null | undefined): string | null {
  const digits = (pan ?? '').replace(/[^0-9]/g, '');
  return digits.length === 0 ? null : digits.slice(-4);
}

/** A status the order may move to now, and how (a plain change, the cancellation, a refund). */
export interface AdminOrderNextStep {
  status: ShownStatus;
  kind: TransitionKind;
}

/** Every amount of an order as the dashboard shows it (minor units of the order's currency). */
export interface AdminOrderTotals {
  subtotalMinor: number;
  discountMinor: number;
  couponCode: string | null;
  couponDiscountMinor: number;
  giftCardCode: string | null;
  giftCardAmountMinor: number;
  referralCode: string | null;
  referralDiscountMinor: number;
  walletAmountMinor: number;
  shippingMinor: number;
  codFeesMinor: number;
  codAmountMinor: number;
  totalMinor: number;
  refundedMinor: number;
  /** What a refund may still give back (0 when none is possible). */
  refundableMinor: number;
}

export interface AdminOrderDetail {
  id: string;
  number: string;
  createdAt: Date;
  updatedAt: Date;
  status: ShownStatus;
  country: CountryCode;
  currency: CurrencyCode;
  customer: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    mailLang: 'ar' | 'en';
  } | null;
  address: AddressSnapshot | null;
  payment: {
    method: string;
    provider: string | null;
    status: string;
    transactionId: string | null;
    transactionStatus: string | null;
    isPaidAsRequest: boolean;
    source: { type?: string; subType?: string; pan?: string } | null;
  };
  totals: AdminOrderTotals;
  lines: AdminOrderLine[];
  history: AdminOrderEvent[];
  refunds: AdminOrderRefund[];
  /** Its online payment attempts, newest first (none for cash on delivery or the balances). */
  onlinePayments: AdminOrderPayment[];
  /** Its refunds through the gateway (payment_refunds), newest first. */
  gatewayRefunds: AdminOrderGatewayRefund[];
  /** What the lifecycle allows from the current status (refunds only while money is held). */
  nextSteps: AdminOrderNextStep[];
}

const fullName = (first: string | null, last: string | null, name: string | null) =>
  [first, last].filter(Boolean).join(' ') || name || '';

/** One order with its lines, totals, payment, customer, history and refunds; 404 otherwise. */
export async function getAdminOrder(
  ctx: ServiceContext,
  orderId: string | null | undefined,
): Promise<AdminOrderDetail> {
  requirePermission(ctx, 'orders.read');
  const id = parseId(orderId);
  if (!id) throw orderNotFound();
  const [row] = await ctx.db
    .select({
      order: orders,
      customerName: users.name,
      customerFirst: users.fName,
      customerLast: users.lName,
      customerEmail: users.email,
      customerPhone: users.phone,
      customerMailLang: users.mailLang,
      couponCode: coupons.code,
      giftCardCode: giftCards.code,
      referralCode: referralCodes.code,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.customerId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .leftJoin(giftCards, eq(giftCards.id, orders.giftCardId))
    .leftJoin(referralCodes, eq(referralCodes.id, orders.referralCodeId))
    .where(eq(orders.id, id))
    .limit(1);
  if (!row) throw orderNotFound();
  const { order } = row;

  const designers = alias(users, 'designers');
  const makers = alias(users, 'makers');
  const lines = await ctx.db
    .select({
      line: orderLines,
      isIdesign: products.isIdesign,
      designerName: designers.name,
      makerName: makers.name,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(designers, eq(designers.id, orderLines.designerId))
    .leftJoin(makers, eq(makers.id, orderLines.manufacturerId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.createdAt), asc(orderLines.id));

  const events = (await statusHistoriesOf(ctx, [order.id])).get(order.id) ?? [];
  const actorIds = [...new Set(events.flatMap((event) => (event.actorId ? [event.actorId] : [])))];
  const actors = actorIds.length
    ? await ctx.db
        .select({
          id: users.id,
          name: users.name,
          fName: users.fName,
          lName: users.lName,
          privilageType: users.privilageType,
        })
        .from(users)
        .where(inArray(users.id, actorIds))
    : [];
  const actorById = new Map(actors.map((actor) => [actor.id, actor]));

  const staffRefunds = await ctx.db
    .select({ at: auditLog.createdAt, after: auditLog.after, staffName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.staffId))
    .where(
      and(
        eq(auditLog.entityType, 'order'),
        eq(auditLog.entityId, order.id),
        eq(auditLog.action, 'order.refund'),
      ),
    )
    .orderBy(asc(auditLog.createdAt));
  const walletRefunds = await ctx.db
    .select({ at: walletEntries.createdAt, amountMinor: walletEntries.amountMinor })
    .from(walletEntries)
    .where(and(eq(walletEntries.orderId, order.id), eq(walletEntries.reason, 'order_refund')))
    .orderBy(asc(walletEntries.createdAt));
  const refunds: AdminOrderRefund[] = staffRefunds.flatMap((entry) => {
    const refund = (entry.after as { refund?: { to?: string; amountMinor?: number } } | null)?.refund;
    if (!refund?.amountMinor) return [];
    return [
      {
        at: entry.at,
        to: refund.to === 'wallet' ? 'wallet' : 'original',
        amountMinor: refund.amountMinor,
        staffName: entry.staffName,
      } satisfies AdminOrderRefund,
    ];
  });
  // Balances a cancellation gave back to the wallet (no staff refund of their own).
  const walletByStaff = refunds
    .filter((refund) => refund.to === 'wallet')
    .reduce((sum, r) => sum + r.amountMinor, 0);
  const walletTotal = walletRefunds.reduce((sum, entry) => sum + Number(entry.amountMinor), 0);
  if (walletTotal > walletByStaff)
    refunds.unshift({
      at: walletRefunds[0]!.at,
      to: 'balances',
      amountMinor: walletTotal - walletByStaff,
      staffName: null,
    });

  const attempts = await ctx.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const sentBack = await ctx.db
    .select({ refund: paymentRefunds, method: payments.method, provider: payments.provider })
    .from(paymentRefunds)
    .innerJoin(payments, eq(payments.id, paymentRefunds.paymentId))
    .where(eq(paymentRefunds.orderId, order.id))
    .orderBy(desc(paymentRefunds.createdAt), desc(paymentRefunds.id));

  const refundableMinor =
    order.paymentStatus === 'paid' && ORDER_TRANSITIONS[order.status].refunded === 'refund'
      ? Math.max(order.totalMinor - order.refundedMinor, 0)
      : 0;
  const nextSteps = (Object.entries(ORDER_TRANSITIONS[order.status]) as Array<[OrderStatus, TransitionKind]>)
    .filter(([, kind]) => kind !== 'refund' || refundableMinor > 0)
    .map(([status, kind]) => ({ status: displayStatus(status), kind }));

  return {
    id: order.id,
    number: order.orderNumber,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    status: displayStatus(order.status),
    country: order.orderedFrom,
    currency: order.currency,
    customer:
      row.customerName === null
        ? null
        : {
            id: order.customerId,
            name: fullName(row.customerFirst, row.customerLast, row.customerName),
            email: row.customerEmail,
            phone: row.customerPhone,
            mailLang: row.customerMailLang ?? 'ar',
          },
    address: order.address ?? null,
    payment: {
      method: order.paymentMethod,
      provider: order.paymentProvider,
      status: order.paymentStatus,
      transactionId: order.trnxId,
      transactionStatus: order.trnxStatus,
      isPaidAsRequest: order.isPaidAsRequest,
      // Only the last four digits leave the service (a wallet's "pan" is its whole phone number).
      source: order.sourceData
        ? { ...order.sourceData, pan: lastFour(order.sourceData.pan) ?? undefined }
        : null,
    },
    totals: {
      subtotalMinor: order.subtotalMinor,
      discountMinor: order.discountMinor,
      couponCode: row.couponCode,
      couponDiscountMinor: order.couponDiscountMinor,
      giftCardCode: row.giftCardCode,
      giftCardAmountMinor: order.giftCardAmountMinor,
      referralCode: row.referralCode,
      referralDiscountMinor: order.referralDiscountMinor,
      walletAmountMinor: order.walletAmountMinor,
      shippingMinor: order.shippingMinor,
      codFeesMinor: order.codFeesMinor,
      codAmountMinor: order.codAmountMinor,
      totalMinor: order.totalMinor,
      refundedMinor: order.refundedMinor,
      refundableMinor,
    },
    lines: lines.map(({ line, isIdesign, designerName, makerName }) => ({
      id: line.id,
      productId: line.productId,
      giftCardId: line.giftCardId,
      name: line.productName,
      arName: line.productArName,
      imagePath: line.imagePath,
      features: line.features,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      totalMinor: line.unitPriceMinor * line.quantity,
      isIdesign: isIdesign ?? false,
      designer: line.designerId ? { id: line.designerId, name: designerName ?? '' } : null,
      manufacturer: line.manufacturerId ? { id: line.manufacturerId, name: makerName ?? '' } : null,
      manufacturingCostMinor: line.manufacturingCostMinor,
      revenueMinor: line.revenueMinor,
      siteRevenueMinor: line.siteRevenueMinor,
    })),
    history: events.map((event) => {
      const actor = event.actorId ? actorById.get(event.actorId) : undefined;
      return {
        id: event.id,
        from: event.fromStatus === null ? null : displayStatus(event.fromStatus),
        to: displayStatus(event.toStatus),
        note: event.note,
        at: event.createdAt,
        actor: actor
          ? {
              id: actor.id,
              name: fullName(actor.fName, actor.lName, actor.name),
              staff: actor.privilageType !== null,
            }
          : null,
      };
    }),
    refunds,
    onlinePayments: attempts.map((attempt) => ({
      id: attempt.id,
      method: attempt.method,
      provider: attempt.provider,
      status: attempt.status,
      outcome: attempt.outcome,
      amountMinor: attempt.amountMinor,
      currency: attempt.currency,
      providerRef: attempt.providerRef,
      trnxId: attempt.trnxId,
      trnxStatus: attempt.trnxStatus,
      source: attempt.sourceData
        ? {
            type: attempt.sourceData.type ?? null,
            subType: attempt.sourceData.subType ?? null,
            masked: maskedSource(attempt.sourceData.pan),
          }
        : null,
      referenceNumber: attempt.referenceNumber,
      createdAt: attempt.createdAt,
      expiresAt: attempt.expiresAt,
      settledAt: attempt.settledAt,
    })),
    gatewayRefunds: sentBack.map(({ refund, method, provider }) => ({
      id: refund.id,
      paymentId: refund.paymentId,
      method,
      provider,
      amountMinor: refund.amountMinor,
      currency: refund.currency,
      status: refund.status,
      providerRef: refund.providerRef,
      lastError: refund.lastError,
      createdAt: refund.createdAt,
      updatedAt: refund.updatedAt,
    })),
    nextSteps,
  };
}
