/**
 * Coupons in the dashboard (issue 21, `promotions.write`): the list (code search, status filter,
 * keyset paging), a coupon with its uses (from coupon_redemptions), create and edit with every
 * field of the Coupon entity (SPEC.md section 3), and bulk generation of single-use codes in one
 * transaction with the batch's codes for a CSV export. What a coupon is worth on a cart stays the
 * shop's one rule (promotions/coupon-rules.ts); this file only writes the terms it reads.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { categories, subcategories } from '../db/schema/catalog.schema.ts';
import { orders } from '../db/schema/orders.schema.ts';
import { couponBatches, coupons, type Coupon, type NewCoupon } from '../db/schema/promotions.schema.ts';
import { couponRedemptions } from '../db/schema/redemptions.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { domainError } from '../errors.ts';
import { isUniqueViolation } from '../accounts/account-errors.ts';
import { parseId } from '../ids.ts';
import { currencyOfCountry, type CountryCode, type CurrencyCode } from '../locale/locales.ts';
import { normalizeCodeInput } from '../locale/text-input.ts';
import { couponErrors } from '../promotions/coupon-errors.ts';
import { recordAudit } from './audit-log.service.ts';
import {
  couponFieldError,
  parseBulkCouponInput,
  parseCouponInput,
  type BulkCouponInput,
  type CouponInput,
  type ParsedCouponTerms,
} from './coupon-input.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';
import { requirePermission } from './permissions.ts';
import { COUPON_STATUSES } from './promotion-options.ts';

export const COUPONS_PAGE_SIZE = 50;
export const COUPON_USES_PAGE_SIZE = 50;

const likeEscaped = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface AdminCouponFilter {
  /** The start of a code, any letter case. */
  q?: string | null;
  status?: string | null;
  /** Only the codes of one bulk generation. */
  batch?: string | null;
  after?: string | null;
  limit?: number;
}

export interface AdminCouponRow {
  id: string;
  code: string;
  title: string;
  status: boolean;
  discountPercent: number;
  fixedAmountDiscountMinor: number | null;
  freeDelivery: boolean;
  firstOrderOnly: boolean;
  currency: CurrencyCode | null;
  salesNumber: number;
  availableSales: number | null;
  startDate: Date | null;
  endDate: Date | null;
  batchId: string | null;
  createdAt: Date;
}

const rowColumns = {
  id: coupons.id,
  code: coupons.code,
  title: coupons.title,
  status: coupons.status,
  discountPercent: coupons.discountPercent,
  fixedAmountDiscountMinor: coupons.fixedAmountDiscountMinor,
  freeDelivery: coupons.freeDelivery,
  firstOrderOnly: coupons.firstOrderOnly,
  currency: coupons.currency,
  salesNumber: coupons.salesNumber,
  availableSales: coupons.availableSales,
  startDate: coupons.startDate,
  endDate: coupons.endDate,
  batchId: coupons.batchId,
  createdAt: coupons.createdAt,
};

/** Every coupon, newest first, keyset-paged; an unknown filter value finds nothing. */
export async function listAdminCoupons(
  ctx: ServiceContext,
  filter: AdminCouponFilter = {},
): Promise<{ items: AdminCouponRow[]; next: string | null }> {
  requirePermission(ctx, 'promotions.write');
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit ?? COUPONS_PAGE_SIZE) || 1), 200);
  const conditions: SQL[] = [];
  // Control characters (a NUL would make PostgreSQL refuse the query) never reach the condition.
  const typed = normalizeCodeInput(filter.q)
    .replace(/\p{Cc}/gu, '')
    .slice(0, 64);
  if (typed) conditions.push(sql`lower(${coupons.code}) like ${`${likeEscaped(typed.toLowerCase())}%`}`);
  if (filter.status) {
    if (!(COUPON_STATUSES as readonly string[]).includes(filter.status)) return { items: [], next: null };
    const ended = and(sql`${coupons.endDate} is not null`, lte(coupons.endDate, ctx.now))!;
    if (filter.status === 'expired') conditions.push(ended);
    else if (filter.status === 'inactive') conditions.push(eq(coupons.status, false));
    else
      conditions.push(
        eq(coupons.status, true),
        or(sql`${coupons.endDate} is null`, gt(coupons.endDate, ctx.now))!,
      );
  }
  if (filter.batch) {
    const batchId = parseId(filter.batch);
    if (!batchId) return { items: [], next: null };
    conditions.push(eq(coupons.batchId, batchId));
  }
  const cursor = decodeCursor(filter.after);
  if (cursor) conditions.push(olderThan(coupons.createdAt, coupons.id, cursor));
  const rows = await ctx.db
    .select({ ...rowColumns, cursorAt: preciseTime(coupons.createdAt) })
    .from(coupons)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(coupons.createdAt), desc(coupons.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...row }) => row),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

export interface CouponChoice {
  id: string;
  name: string;
  arName: string;
}

/** The categories and subcategories a coupon may be limited to (the form's choices). */
export async function couponFormOptions(
  ctx: ServiceContext,
): Promise<{ categories: CouponChoice[]; subcategories: Array<CouponChoice & { categoryId: string }> }> {
  requirePermission(ctx, 'promotions.write');
  const [categoryRows, subcategoryRows] = await Promise.all([
    ctx.db
      .select({ id: categories.id, name: categories.name, arName: categories.arName })
      .from(categories)
      .orderBy(asc(categories.displayOrder), asc(categories.name)),
    ctx.db
      .select({
        id: subcategories.id,
        name: subcategories.name,
        arName: subcategories.arName,
        categoryId: subcategories.categoryId,
      })
      .from(subcategories)
      .orderBy(asc(subcategories.displayOrder), asc(subcategories.name)),
  ]);
  return { categories: categoryRows, subcategories: subcategoryRows };
}

export interface AdminCouponDetail {
  coupon: Coupon;
  /** The version a save sends back (updated_at, microseconds, UTC): a changed coupon refuses it. */
  version: string;
  /** The owner's email (the form shows the owner by email). */
  ownerEmail: string | null;
  ownerName: string | null;
}

/** A coupon by id; 404 'Coupon not found' for an id that names none. */
export async function getAdminCoupon(ctx: ServiceContext, id: string): Promise<AdminCouponDetail> {
  requirePermission(ctx, 'promotions.write');
  const couponId = parseId(id);
  if (!couponId) throw couponErrors.notFound();
  const [row] = await ctx.db
    .select({
      coupon: coupons,
      version: preciseTime(coupons.updatedAt),
      ownerEmail: users.email,
      ownerName: users.name,
    })
    .from(coupons)
    .leftJoin(users, eq(users.id, coupons.userId))
    .where(eq(coupons.id, couponId))
    .limit(1);
  if (!row) throw couponErrors.notFound();
  return row;
}

export interface CouponUse {
  id: string;
  orderId: string;
  orderNumber: string | null;
  userId: string | null;
  userName: string | null;
  userEmail: string | null;
  currency: CurrencyCode;
  discountMinor: number;
  createdAt: Date;
}

/** Who used the coupon, on which order, for how much and when: newest first, keyset-paged. */
export async function listCouponUses(
  ctx: ServiceContext,
  id: string,
  { after, limit = COUPON_USES_PAGE_SIZE }: { after?: string | null; limit?: number } = {},
): Promise<{ items: CouponUse[]; next: string | null }> {
  requirePermission(ctx, 'promotions.write');
  const couponId = parseId(id);
  if (!couponId) return { items: [], next: null };
  const size = Math.min(Math.max(1, Math.trunc(limit) || 1), 200);
  const conditions: SQL[] = [eq(couponRedemptions.couponId, couponId)];
  const cursor = decodeCursor(after);
  if (cursor) conditions.push(olderThan(couponRedemptions.createdAt, couponRedemptions.id, cursor));
  const rows = await ctx.db
    .select({
      id: couponRedemptions.id,
      orderId: couponRedemptions.orderId,
      orderNumber: orders.orderNumber,
      userId: couponRedemptions.userId,
      userName: users.name,
      userEmail: users.email,
      currency: couponRedemptions.currency,
      discountMinor: couponRedemptions.discountMinor,
      createdAt: couponRedemptions.createdAt,
      cursorAt: preciseTime(couponRedemptions.createdAt),
    })
    .from(couponRedemptions)
    .leftJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .leftJoin(users, eq(users.id, couponRedemptions.userId))
    .where(and(...conditions))
    .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
    .limit(size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...row }) => row),
    next: rows.length > size && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

/**
 * The references of the terms checked against the database: the category and subcategory exist
 * (a subcategory alone brings its category), the subcategory is of the category, the owner's email
 * names an account. Answers the columns to write.
 */
async function resolveTerms(ctx: ServiceContext, terms: ParsedCouponTerms) {
  let categoryId = terms.categoryId;
  if (categoryId) {
    const [found] = await ctx.db
      .select({ id: categories.id })
      .from(categories)
      .where(eq(categories.id, categoryId));
    if (!found) throw couponFieldError('categoryId', 'validation.invalid');
  }
  if (terms.subcategoryId) {
    const [found] = await ctx.db
      .select({ categoryId: subcategories.categoryId })
      .from(subcategories)
      .where(eq(subcategories.id, terms.subcategoryId));
    if (!found) throw couponFieldError('subcategoryId', 'validation.invalid');
    if (categoryId && found.categoryId !== categoryId)
      throw couponFieldError('subcategoryId', 'admin.promotions.errors.subcategoryOfOther');
    categoryId = found.categoryId;
  }
  let userId: string | null = null;
  if (terms.ownerEmail) {
    const [owner] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, terms.ownerEmail))
      .limit(1);
    if (!owner) throw couponFieldError('ownerEmail', 'admin.promotions.errors.ownerNotFound');
    userId = owner.id;
  }
  const columns = {
    title: terms.title,
    description: terms.description,
    categoryId,
    subcategoryId: terms.subcategoryId,
    userId,
    startDate: terms.startDate,
    endDate: terms.endDate,
    status: terms.status,
    discountPercent: terms.discountPercent,
    maximumDiscountMinor: terms.maximumDiscountMinor,
    freeDelivery: terms.freeDelivery,
    firstOrderOnly: terms.firstOrderOnly,
    minPurchaseMinor: terms.minPurchaseMinor,
    fixedAmountDiscountMinor: terms.fixedAmountDiscountMinor,
    country: terms.country,
    currency: terms.country ? currencyOfCountry(terms.country as CountryCode) : null,
  } satisfies Partial<NewCoupon>;
  return columns;
}

/** Whether another coupon has this code in any letter case. */
async function codeTaken(ctx: ServiceContext, code: string, exceptId: string | null): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: coupons.id })
    .from(coupons)
    .where(
      and(
        sql`lower(${coupons.code}) = lower(${code})`,
        exceptId ? sql`${coupons.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

const codeTakenError = () => couponFieldError('code', 'admin.promotions.errors.codeTaken');

const changedElsewhere = () =>
  domainError(
    'CHANGED_ELSEWHERE',
    'admin.common.changedElsewhere',
    'This coupon was changed by someone else since it was opened',
    409,
  );

/** The audit view of a coupon: its terms, without timestamps. */
const auditView = (coupon: Coupon) => {
  const { createdAt: _c, updatedAt: _u, ...rest } = coupon;
  return rest;
};

/** A new coupon from the form; records `coupon.create`. */
export async function createAdminCoupon(ctx: ServiceContext, input: CouponInput): Promise<Coupon> {
  requirePermission(ctx, 'promotions.write');
  const parsed = parseCouponInput(input);
  try {
    return await withTransaction(ctx, async (tx) => {
      const columns = await resolveTerms(tx, parsed);
      if (await codeTaken(tx, parsed.code, null)) throw codeTakenError();
      const [created] = await tx.db
        .insert(coupons)
        .values({
          ...columns,
          code: parsed.code,
          availableSales: parsed.availableSales,
          createdAt: ctx.now,
          updatedAt: ctx.now,
        })
        .returning();
      await recordAudit(tx, {
        action: 'coupon.create',
        entityType: 'coupon',
        entityId: created!.id,
        before: null,
        after: auditView(created!),
      });
      return created!;
    });
  } catch (error) {
    // Two staff creating one code at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw codeTakenError();
    throw error;
  }
}

/**
 * Saves the form over a coupon (sales number untouched: only orders spend uses); records
 * `coupon.update` with the fields that changed. `expectedVersion` is the `version` the form loaded:
 * when the coupon changed since (another staff member, or an order spending a use, which moves
 * `updated_at` too), the save is refused with 409 CHANGED_ELSEWHERE instead of writing an old
 * count of uses left over the new one.
 */
export async function updateAdminCoupon(
  ctx: ServiceContext,
  id: string,
  input: CouponInput,
  expectedVersion?: string | null,
): Promise<Coupon> {
  requirePermission(ctx, 'promotions.write');
  const couponId = parseId(id);
  if (!couponId) throw couponErrors.notFound();
  const parsed = parseCouponInput(input);
  try {
    return await withTransaction(ctx, async (tx) => {
      const [locked] = await tx.db
        .select({ coupon: coupons, version: preciseTime(coupons.updatedAt) })
        .from(coupons)
        .where(eq(coupons.id, couponId))
        .for('update');
      if (!locked) throw couponErrors.notFound();
      if (expectedVersion !== undefined && expectedVersion !== locked.version) throw changedElsewhere();
      const before = locked.coupon;
      const columns = await resolveTerms(tx, parsed);
      if (await codeTaken(tx, parsed.code, couponId)) throw codeTakenError();
      const [after] = await tx.db
        .update(coupons)
        .set({
          ...columns,
          code: parsed.code,
          availableSales: parsed.availableSales,
          // Always later than the stored one, so a version loaded before never matches again.
          updatedAt: sql`greatest(${ctx.now.toISOString()}::timestamptz, ${coupons.updatedAt} + interval '1 microsecond')`,
        })
        .where(eq(coupons.id, couponId))
        .returning();
      const was = auditView(before) as Record<string, unknown>;
      const now = auditView(after!) as Record<string, unknown>;
      const changed = Object.keys(now).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]));
      if (changed.length > 0)
        await recordAudit(tx, {
          action: 'coupon.update',
          entityType: 'coupon',
          entityId: couponId,
          before: Object.fromEntries(changed.map((key) => [key, was[key]])),
          after: Object.fromEntries(changed.map((key) => [key, now[key]])),
        });
      return after!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTakenError();
    throw error;
  }
}

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const CODE_BODY_LENGTH = 8;
const INSERT_CHUNK = 500;

function randomCodeBody(): string {
  const bytes = crypto.randomBytes(CODE_BODY_LENGTH);
  let body = '';
  for (const byte of bytes) body += CODE_ALPHABET[byte % CODE_ALPHABET.length];
  return body;
}

export interface GeneratedBatch {
  batchId: string;
  count: number;
  prefix: string;
}

/**
 * N single-use codes (`PREFIX-XXXXXXXX`, one use each) with the same terms, in one transaction:
 * all of them or none. A code that meets an existing one is drawn again. Records one
 * `coupon.bulkGenerate` row for the batch (not one per code).
 */
export async function generateCouponBatch(
  ctx: ServiceContext,
  input: BulkCouponInput,
): Promise<GeneratedBatch> {
  const actor = requirePermission(ctx, 'promotions.write');
  const parsed = parseBulkCouponInput(input);
  return withTransaction(ctx, async (tx) => {
    const columns = await resolveTerms(tx, parsed);
    const [batch] = await tx.db
      .insert(couponBatches)
      .values({ prefix: parsed.prefix, count: parsed.count, createdBy: actor.id, createdAt: ctx.now })
      .returning({ id: couponBatches.id });
    let made = 0;
    for (let round = 0; made < parsed.count && round < 10; round += 1) {
      const wanted = new Set<string>();
      while (wanted.size < parsed.count - made) wanted.add(`${parsed.prefix}-${randomCodeBody()}`);
      const codes = [...wanted];
      for (let start = 0; start < codes.length; start += INSERT_CHUNK) {
        const inserted = await tx.db
          .insert(coupons)
          .values(
            codes.slice(start, start + INSERT_CHUNK).map((code) => ({
              ...columns,
              code,
              availableSales: 1,
              batchId: batch!.id,
              createdAt: ctx.now,
              updatedAt: ctx.now,
            })),
          )
          .onConflictDoNothing()
          .returning({ id: coupons.id });
        made += inserted.length;
      }
    }
    if (made < parsed.count) throw couponFieldError('prefix', 'admin.promotions.errors.prefixExhausted');
    await recordAudit(tx, {
      action: 'coupon.bulkGenerate',
      entityType: 'coupon_batch',
      entityId: batch!.id,
      before: null,
      after: { prefix: parsed.prefix, count: parsed.count, ...columns },
    });
    return { batchId: batch!.id, count: parsed.count, prefix: parsed.prefix };
  });
}

export interface CouponBatchInfo {
  id: string;
  prefix: string;
  count: number;
  createdAt: Date;
}

/** A batch by id; 404 for none. */
export async function getCouponBatch(ctx: ServiceContext, id: string): Promise<CouponBatchInfo> {
  requirePermission(ctx, 'promotions.write');
  const batchId = parseId(id);
  const [batch] = batchId
    ? await ctx.db
        .select({
          id: couponBatches.id,
          prefix: couponBatches.prefix,
          count: couponBatches.count,
          createdAt: couponBatches.createdAt,
        })
        .from(couponBatches)
        .where(eq(couponBatches.id, batchId))
    : [];
  if (!batch) throw couponErrors.notFound();
  return batch;
}

export interface CouponExportRow {
  code: string;
  status: boolean;
  salesNumber: number;
  availableSales: number | null;
  startDate: Date | null;
  endDate: Date | null;
}

/**
 * The codes of a batch for the CSV, a keyset walk of 1,000 at a time (so the export never holds
 * the whole batch in memory). An id that names no batch yields nothing.
 */
export async function* exportCouponBatch(ctx: ServiceContext, id: string): AsyncGenerator<CouponExportRow[]> {
  requirePermission(ctx, 'promotions.write');
  const batchId = parseId(id);
  if (!batchId) return;
  let afterCode: string | null = null;
  for (;;) {
    const rows: CouponExportRow[] = await ctx.db
      .select({
        code: coupons.code,
        status: coupons.status,
        salesNumber: coupons.salesNumber,
        availableSales: coupons.availableSales,
        startDate: coupons.startDate,
        endDate: coupons.endDate,
      })
      .from(coupons)
      .where(and(eq(coupons.batchId, batchId), afterCode ? gt(coupons.code, afterCode) : undefined))
      .orderBy(asc(coupons.code))
      .limit(1000);
    if (rows.length === 0) return;
    yield rows;
    afterCode = rows.at(-1)!.code;
    if (rows.length < 1000) return;
  }
}
