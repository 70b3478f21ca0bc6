/**
 * The dashboard's people (issue 17): the customer list and a customer's file (orders, addresses,
 * wallet ledger, referral code and its uses, live sessions), and the staff writes on a person: block
 * and reactivate, role change, wallet adjustment. The writes go through the account and wallet
 * services (`changeRoleOrStatus` ends the person's sessions, `adjustWallet` locks the user before
 * it reads the balance) inside one transaction with their audit row.
 */
import { and, count, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { walletEntries } from '../db/schema/ledger.schema.ts';
import { orders } from '../db/schema/orders.schema.ts';
import { referralCodes } from '../db/schema/promotions.schema.ts';
import { referralCodeUses } from '../db/schema/redemptions.schema.ts';
import { userSessions } from '../db/schema/sessions.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { changeRoleOrStatus } from '../accounts/accounts.service.ts';
import { listAddresses, type AddressContract } from '../accounts/addresses.service.ts';
import { adjustWallet, positiveMinorOf, walletErrors } from '../wallet/wallet.service.ts';
import { referralCodeUsesOf } from '../wallet/referral-uses.ts';
import { parseId } from '../ids.ts';
import {
  isCountry,
  isCurrency,
  toWesternDigits,
  type CountryCode,
  type CurrencyCode,
} from '../locale/locales.ts';
import { normalizeSearchText } from '../search/normalize.ts';
import { recordAudit } from './audit-log.service.ts';
import {
  CUSTOMER_ROLES,
  CUSTOMER_STATUSES,
  type CustomerRole,
  type CustomerStatus,
} from './people-options.ts';
import { requirePermission, type StaffPrivilege } from './permissions.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';

export { CUSTOMER_ROLES, CUSTOMER_STATUSES, type CustomerRole, type CustomerStatus };

export const CUSTOMERS_PAGE_SIZE = 50;

export interface AdminCustomerFilter {
  /** A name (Arabic spelling variants meet), an email, or phone digits. */
  q?: string | null;
  role?: string | null;
  status?: string | null;
  country?: string | null;
  /** The `next` cursor of the previous page. */
  after?: string | null;
  limit?: number;
}

export interface AdminCustomerRow {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  dialCode: string | null;
  role: CustomerRole;
  privilageType: StaffPrivilege | null;
  active: boolean;
  country: string | null;
  createdAt: Date;
}

const rowColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  dialCode: users.code,
  role: users.role,
  privilageType: users.privilageType,
  active: users.status,
  country: users.country,
  createdAt: users.createdAt,
};

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The text condition by what was typed: an email (has `@`) matches emails, phone-like digits match
 * phones, anything else the stored normalized name (`users.name_search`, migration 0009: hamza,
 * teh marbuta, alef maqsura and tashkeel fold as in the shop's user search), which its trigram
 * index answers. Null when the text says nothing (no condition); `false` when it cannot match.
 */
export function customerTextCondition(raw: string | null | undefined): SQL | null {
  const typed = (raw ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 200);
  if (typed === '') return null;
  if (typed.includes('@')) {
    return sql`${users.email} like ${`%${likeEscaped(typed.toLowerCase())}%`}`;
  }
  const digits = toWesternDigits(typed).replace(/[\s()+-]/g, '');
  if (/^\d{3,}$/.test(digits)) {
    // Phones are stored without the trunk zero people type (010..., 050...).
    const wanted = digits.replace(/^0+/, '');
    return sql`${users.phone} like ${`%${wanted.length >= 3 ? wanted : digits}%`}`;
  }
  const name = normalizeSearchText(typed);
  if (name === '') return sql`false`;
  const stored = sql`${users}.name_search`;
  return name.length >= 3
    ? sql`${stored} like ${`%${name}%`}`
    : sql`(${stored} like ${`${name}%`} or ${stored} like ${`% ${name}%`})`;
}

const oneOf = <T extends string>(allowed: readonly T[], value: string | null | undefined): T | null =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : null;

/**
 * Everyone with an account, newest first, keyset-paged on (created_at, id): filtered by text, role,
 * status and country. An unknown filter value finds nobody rather than everybody.
 */
export async function listAdminCustomers(
  ctx: ServiceContext,
  filter: AdminCustomerFilter = {},
): Promise<{ items: AdminCustomerRow[]; next: string | null }> {
  requirePermission(ctx, 'customers.read');
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit ?? CUSTOMERS_PAGE_SIZE) || 1), 200);
  const conditions: SQL[] = [];
  const text = customerTextCondition(filter.q);
  if (text) conditions.push(text);
  if (filter.role) {
    const role = oneOf(CUSTOMER_ROLES, filter.role);
    if (!role) return { items: [], next: null };
    conditions.push(eq(users.role, role));
  }
  if (filter.status) {
    const status = oneOf(CUSTOMER_STATUSES, filter.status);
    if (!status) return { items: [], next: null };
    conditions.push(eq(users.status, status === 'active'));
  }
  if (filter.country) {
    if (!isCountry(filter.country)) return { items: [], next: null };
    conditions.push(eq(users.country, filter.country));
  }
  const cursor = decodeCursor(filter.after);
  if (cursor) conditions.push(olderThan(users.createdAt, users.id, cursor));
  const rows = await ctx.db
    .select({ ...rowColumns, cursorAt: preciseTime(users.createdAt) })
    .from(users)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursorAt: _cursorAt, ...row }) => row),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}

export interface AdminCustomerDetail {
  profile: AdminCustomerRow & {
    city: string | null;
    gender: string | null;
    favLang: string;
    mailLang: string;
    orderCount: number;
    liveSessions: number;
  };
  orders: {
    id: string;
    orderNumber: string;
    status: string;
    currency: CurrencyCode;
    totalMinor: number;
    country: CountryCode;
    createdAt: Date;
  }[];
  addresses: AddressContract[];
  wallet: {
    balances: { currency: CurrencyCode; balanceMinor: number }[];
    entries: {
      id: string;
      currency: CurrencyCode;
      amountMinor: number;
      reason: string;
      note: string | null;
      orderId: string | null;
      orderNumber: string | null;
      createdAt: Date;
    }[];
  };
  referral: {
    code: string | null;
    paymentUses: number;
    registerUses: number;
    uses: {
      id: string;
      kind: 'payment' | 'register';
      usedById: string | null;
      usedByName: string | null;
      orderId: string | null;
      currency: CurrencyCode | null;
      rewardMinor: number;
      released: boolean;
      createdAt: Date;
    }[];
  };
}

export const DETAIL_ORDERS = 10;
export const DETAIL_LEDGER = 50;
export const DETAIL_REFERRAL_USES = 20;

/** A person's file for the dashboard; 404 for an id that names nobody. */
export async function getAdminCustomer(ctx: ServiceContext, id: string): Promise<AdminCustomerDetail> {
  requirePermission(ctx, 'customers.read');
  const userId = parseId(id);
  if (!userId) throw accountErrors.userNotFound();
  const [user] = await ctx.db
    .select({
      ...rowColumns,
      city: users.city,
      gender: users.gender,
      favLang: users.favLang,
      mailLang: users.mailLang,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw accountErrors.userNotFound();

  const [orderRows, [orderCount], addresses, balances, entries, [code], uses, [sessions]] = await Promise.all(
    [
      ctx.db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          status: orders.status,
          currency: orders.currency,
          totalMinor: orders.totalMinor,
          country: orders.orderedFrom,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.customerId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(DETAIL_ORDERS),
      ctx.db.select({ n: count() }).from(orders).where(eq(orders.customerId, userId)),
      listAddresses(ctx, { user: userId }),
      ctx.db
        .select({
          currency: walletEntries.currency,
          balanceMinor: sql<string>`sum(${walletEntries.amountMinor})`,
        })
        .from(walletEntries)
        .where(eq(walletEntries.userId, userId))
        .groupBy(walletEntries.currency)
        .orderBy(walletEntries.currency),
      ctx.db
        .select({
          id: walletEntries.id,
          currency: walletEntries.currency,
          amountMinor: walletEntries.amountMinor,
          reason: walletEntries.reason,
          note: walletEntries.note,
          orderId: walletEntries.orderId,
          orderNumber: orders.orderNumber,
          createdAt: walletEntries.createdAt,
        })
        .from(walletEntries)
        .leftJoin(orders, eq(orders.id, walletEntries.orderId))
        .where(eq(walletEntries.userId, userId))
        .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
        .limit(DETAIL_LEDGER),
      ctx.db
        .select({ id: referralCodes.id, code: referralCodes.code })
        .from(referralCodes)
        .where(eq(referralCodes.userId, userId))
        .limit(1),
      ctx.db
        .select({
          id: referralCodeUses.id,
          kind: referralCodeUses.kind,
          usedById: referralCodeUses.usedBy,
          usedByName: users.name,
          orderId: referralCodeUses.orderId,
          currency: referralCodeUses.currency,
          rewardMinor: referralCodeUses.rewardMinor,
          releasedAt: referralCodeUses.rewardReleasedAt,
          createdAt: referralCodeUses.createdAt,
        })
        .from(referralCodeUses)
        .innerJoin(referralCodes, eq(referralCodes.id, referralCodeUses.codeId))
        .leftJoin(users, eq(users.id, referralCodeUses.usedBy))
        .where(eq(referralCodes.userId, userId))
        .orderBy(desc(referralCodeUses.createdAt), desc(referralCodeUses.id))
        .limit(DETAIL_REFERRAL_USES),
      ctx.db
        .select({ n: count() })
        .from(userSessions)
        .where(and(eq(userSessions.userId, userId), gt(userSessions.expiresAt, ctx.now))),
    ],
  );
  const counts = await referralCodeUsesOf(ctx, userId);
  const { city, gender, favLang, mailLang, ...row } = user;
  return {
    profile: {
      ...row,
      city,
      gender,
      favLang,
      mailLang,
      orderCount: Number(orderCount?.n ?? 0),
      liveSessions: Number(sessions?.n ?? 0),
    },
    orders: orderRows,
    addresses,
    wallet: {
      balances: balances.map((balance) => ({
        currency: balance.currency,
        balanceMinor: Number(balance.balanceMinor ?? 0),
      })),
      entries,
    },
    referral: {
      code: code?.code ?? null,
      ...counts,
      uses: uses.map(({ releasedAt, ...use }) => ({ ...use, released: releasedAt !== null })),
    },
  };
}

async function personBefore(ctx: ServiceContext, userId: string) {
  const [row] = await ctx.db
    .select({ role: users.role, status: users.status, privilageType: users.privilageType })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw accountErrors.userNotFound();
  return row;
}

/**
 * Blocks (`active` false) or reactivates a person. A block ends every session of the person in the
 * same transaction (changeRoleOrStatus, decision 025): their next request is a guest's. Staff cannot
 * block themselves; only a superAdmin blocks another staff member (changeRoleOrStatus).
 */
export async function setCustomerStatus(
  ctx: ServiceContext,
  id: string,
  active: boolean,
): Promise<{ active: boolean }> {
  const actor = requirePermission(ctx, 'customers.write');
  const userId = parseId(id);
  if (!userId) throw accountErrors.userNotFound();
  if (userId === actor.id) throw accountErrors.forbidden();
  return withTransaction(ctx, async (tx) => {
    const before = await personBefore(tx, userId);
    if (before.status === active) return { active };
    const changed = await changeRoleOrStatus(tx, { user: userId, status: active });
    await recordAudit(tx, {
      action: active ? 'user.reactivate' : 'user.block',
      entityType: 'user',
      entityId: userId,
      before: { status: before.status },
      after: { status: changed.status },
    });
    return { active: changed.status };
  });
}

/** Another role (customer, designer, manufacturer); ends the person's sessions like a block. */
export async function setCustomerRole(
  ctx: ServiceContext,
  id: string,
  role: string,
): Promise<{ role: CustomerRole }> {
  const actor = requirePermission(ctx, 'customers.write');
  const userId = parseId(id);
  if (!userId) throw accountErrors.userNotFound();
  if (userId === actor.id) throw accountErrors.forbidden();
  return withTransaction(ctx, async (tx) => {
    const before = await personBefore(tx, userId);
    // changeRoleOrStatus validates the role (a localized "invalid" beside the field).
    const changed = await changeRoleOrStatus(tx, { user: userId, role });
    if (changed.role !== before.role) {
      await recordAudit(tx, {
        action: 'user.role',
        entityType: 'user',
        entityId: userId,
        before: { role: before.role },
        after: { role: changed.role },
      });
    }
    return { role: changed.role as CustomerRole };
  });
}

export interface WalletAdjustmentInput {
  currency?: string | null;
  /** Major units, signed: `25` credits, `-10.5` debits (Arabic-Indic digits accepted). */
  amount?: string | number | null;
  reason?: string | null;
}

/** A signed amount in major units to signed minor units; invalidAmount for anything else. */
export function signedMinorOf(amount: string | number | null | undefined, currency: CurrencyCode): number {
  const text = typeof amount === 'number' ? String(amount) : toWesternDigits(amount ?? '').trim();
  if (!/^[+-]?\d{1,12}([.\u066b]\d{1,3})?$/.test(text)) throw walletErrors.invalidAmount();
  const value = Number(text.replace(/\u066b/, '.'));
  const minor = positiveMinorOf(Math.abs(value), currency);
  return value < 0 ? -minor : minor;
}

/**
 * Credits or debits a person's wallet in one currency, with a reason (kept as the entry's note and
 * in the audit row). A debit never takes the balance below zero: adjustWallet locks the user row,
 * reads the balance and appends in one transaction, so two debits at once run one after the other.
 */
export async function adjustCustomerWallet(
  ctx: ServiceContext,
  id: string,
  input: WalletAdjustmentInput,
): Promise<{ currency: CurrencyCode; amountMinor: number; balanceMinor: number }> {
  requirePermission(ctx, 'wallets.adjust');
  const userId = parseId(id);
  if (!userId) throw accountErrors.userNotFound();
  const reason = (input.reason ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 500);
  if (reason === '') throw walletErrors.reasonRequired();
  if (!isCurrency(input.currency)) throw walletErrors.invalidAmount();
  const currency = input.currency;
  const amountMinor = signedMinorOf(input.amount, currency);
  return withTransaction(ctx, async (tx) => {
    const { balanceMinor } = await adjustWallet(tx, { userId, amountMinor, currency, reason });
    await recordAudit(tx, {
      action: 'wallet.adjust',
      entityType: 'user',
      entityId: userId,
      before: { currency, balanceMinor: balanceMinor - amountMinor },
      after: { currency, balanceMinor, amountMinor, reason },
    });
    return { currency, amountMinor, balanceMinor };
  });
}
