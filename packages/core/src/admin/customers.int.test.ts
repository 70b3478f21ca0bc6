/**
 * The dashboard's customers on PGlite and PostgreSQL: search and filters, a person's file, block and
 * reactivate (the open session stops at once), role change, wallet adjustments (credit, debit, no
 * overdraft even when two debits race), each with its audit row and permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { actorOf, buildCustomer, buildOrder, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { findSessionUser, startSession } from '../accounts/session.service.ts';
import { ensureReferralCode } from '../wallet/referral-uses.ts';
import { walletBalanceMinor } from '../wallet/wallet.service.ts';
import {
  adjustCustomerWallet,
  getAdminCustomer,
  listAdminCustomers,
  setCustomerRole,
  setCustomerStatus,
  signedMinorOf,
} from './customers.service.ts';
import { adminSearch } from './search.service.ts';

let database: Database;
let superAdmin: Actor;
let admin: Actor;
let support: Actor;
const secret = new TextEncoder().encode('test-secret-of-at-least-32-bytes!!');
const ctx = (user: Actor | null, now = new Date()) => testServiceContext(database.db, { user, now });

const auditOf = (entityId: string, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

let mona: string;
let ahmed: string;
let designer: string;

beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  superAdmin = actorOf(await buildUser(db, { privilageType: 'superAdmin' }));
  admin = actorOf(await buildUser(db, { privilageType: 'admin' }));
  support = actorOf(await buildUser(db, { privilageType: 'designerSupport' }));
  mona = (
    await buildUser(db, {
      name: 'Mona Adel',
      email: 'mona.adel@example.com',
      phone: '1012345678',
      country: 'eg',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
  ).id;
  // Typed with hamza and teh marbuta: a search without them finds it.
  ahmed = (
    await buildUser(db, {
      name: '\u0623\u062d\u0645\u062f \u0641\u0627\u0637\u0645\u0629',
      email: 'ahmed@example.com',
      phone: '501112222',
      country: 'sa',
      createdAt: new Date('2026-01-02T00:00:00Z'),
    })
  ).id;
  designer = (
    await buildUser(db, {
      role: 'designer',
      name: 'Dina Designer',
      country: 'ae',
      status: false,
      createdAt: new Date('2026-01-03T00:00:00Z'),
    })
  ).id;
});

afterAll(() => database?.close());

describe('listAdminCustomers', () => {
  it('finds by name (Arabic spelling variants meet), email and phone', async () => {
    const ids = async (q: string) => (await listAdminCustomers(ctx(admin), { q })).items.map((row) => row.id);
    expect(await ids('mona ad')).toEqual([mona]);
    expect(await ids('\u0627\u062d\u0645\u062f \u0641\u0627\u0637\u0645\u0647')).toEqual([ahmed]);
    expect(await ids('MONA.ADEL@example')).toEqual([mona]);
    expect(await ids('0501112222')).toEqual([ahmed]);
    expect(await ids('\u0661\u0660\u0661\u0662\u0663')).toEqual([mona]);
    expect(await ids('%')).toEqual([]);
    expect(await ids("' or 1=1 --")).toEqual([]);
  });

  it('filters by role, status and country, newest first; unknown values find nobody', async () => {
    const { items } = await listAdminCustomers(ctx(admin), { role: 'designer', status: 'blocked' });
    expect(items.map((row) => row.id)).toEqual([designer]);
    expect((await listAdminCustomers(ctx(admin), { country: 'sa', q: 'ahmed@' })).items).toHaveLength(1);
    expect((await listAdminCustomers(ctx(admin), { role: 'superhero' })).items).toEqual([]);
    expect((await listAdminCustomers(ctx(admin), { status: 'sleeping' })).items).toEqual([]);
    expect((await listAdminCustomers(ctx(admin), { country: 'fr' })).items).toEqual([]);
  });

  it('pages with a keyset cursor without losing or repeating a row', async () => {
    const all = (await listAdminCustomers(ctx(admin), { limit: 200 })).items.map((row) => row.id);
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listAdminCustomers>> = await listAdminCustomers(ctx(admin), {
        after,
        limit: 2,
      });
      seen.push(...page.items.map((row) => row.id));
      after = page.next;
    } while (after);
    expect(seen).toEqual(all);
    expect((await listAdminCustomers(ctx(admin), { after: 'garbage', limit: 1 })).items).toHaveLength(1);
  });

  it('is for superAdmin and admin only', async () => {
    expect((await listAdminCustomers(ctx(superAdmin))).items.length).toBeGreaterThan(0);
    expect((await expectDomainError(listAdminCustomers(ctx(support)))).status).toBe(403);
    expect((await expectDomainError(listAdminCustomers(ctx(null)))).status).toBe(401);
  });
});

describe('getAdminCustomer', () => {
  it('shows orders, addresses, wallet, referral code and live sessions', async () => {
    const placed = await buildOrder(database.db);
    const customer = placed.customer;
    await ensureReferralCode(database, customer.id);
    await adjustCustomerWallet(ctx(admin), customer.id, {
      currency: 'EGP',
      amount: '12.50',
      reason: 'Goodwill',
    });
    await startSession(database, secret, customer.actor, { method: 'password', now: new Date() });
    const file = await getAdminCustomer(ctx(admin), customer.id);
    expect(file.orders.map((order) => order.id)).toEqual([placed.order.id]);
    expect(file.profile.orderCount).toBe(1);
    expect(file.addresses).toHaveLength(3);
    expect(file.wallet.balances).toEqual([{ currency: 'EGP', balanceMinor: 1250 }]);
    expect(file.wallet.entries[0]).toMatchObject({ reason: 'admin_adjustment', amountMinor: 1250 });
    expect(file.wallet.entries[0]!.note).toContain('Goodwill');
    expect(file.referral.code).toMatch(/^R/);
    expect(file.profile.liveSessions).toBe(1);
  });

  it('answers 404 for a malformed or unknown id', async () => {
    expect((await expectDomainError(getAdminCustomer(ctx(admin), 'nope'))).status).toBe(404);
    expect(
      (await expectDomainError(getAdminCustomer(ctx(admin), '00000000-0000-4000-8000-000000000000'))).status,
    ).toBe(404);
    expect((await expectDomainError(getAdminCustomer(ctx(support), mona))).status).toBe(403);
  });
});

describe('block, reactivate and role change', () => {
  it('a block ends the open session at once, with an audit row; reactivation restores sign-in', async () => {
    const customer = await buildCustomer(database.db);
    const now = new Date();
    const { sessionId } = await startSession(database, secret, customer.actor, {
      method: 'password',
      now,
    });
    const live = () => findSessionUser(database, { sessionId, userId: customer.id, now: new Date() });
    expect(await live()).toBeDefined();
    expect(await setCustomerStatus(ctx(admin), customer.id, false)).toEqual({ active: false });
    expect(await live()).toBeUndefined();
    const [blocked] = await auditOf(customer.id, 'user.block');
    expect(blocked).toMatchObject({ staffId: admin.id, before: { status: true }, after: { status: false } });
    await setCustomerStatus(ctx(admin), customer.id, true);
    expect(await auditOf(customer.id, 'user.reactivate')).toHaveLength(1);
    expect((await getAdminCustomer(ctx(admin), customer.id)).profile.active).toBe(true);
  });

  it('changes the role with an audit row; refuses an unknown role, oneself and designerSupport', async () => {
    const customer = await buildCustomer(database.db);
    expect(await setCustomerRole(ctx(superAdmin), customer.id, 'designer')).toEqual({ role: 'designer' });
    const [row] = await auditOf(customer.id, 'user.role');
    expect(row).toMatchObject({ before: { role: 'customer' }, after: { role: 'designer' } });
    expect((await expectDomainError(setCustomerRole(ctx(admin), customer.id, 'king'))).status).toBe(400);
    expect((await expectDomainError(setCustomerStatus(ctx(admin), admin.id, false))).status).toBe(403);
    expect((await expectDomainError(setCustomerStatus(ctx(support), customer.id, false))).status).toBe(403);
    expect((await expectDomainError(setCustomerStatus(ctx(null), customer.id, false))).status).toBe(401);
    // Only a superAdmin may block another staff member (changeRoleOrStatus).
    expect((await expectDomainError(setCustomerStatus(ctx(admin), support.id, false))).status).toBe(403);
  });
});

describe('adjustCustomerWallet', () => {
  it('credits and debits with audit rows; refuses an overdraft, a missing reason and bad amounts', async () => {
    const customer = await buildCustomer(database.db);
    await adjustCustomerWallet(ctx(admin), customer.id, { currency: 'SAR', amount: '100', reason: 'Refund' });
    const debit = await adjustCustomerWallet(ctx(admin), customer.id, {
      currency: 'SAR',
      amount: '-40.25',
      reason: 'Correction',
    });
    expect(debit).toEqual({ currency: 'SAR', amountMinor: -4025, balanceMinor: 5975 });
    const rows = await auditOf(customer.id, 'wallet.adjust');
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => (row.after as { amountMinor: number }).amountMinor === -4025)).toMatchObject({
      staffId: admin.id,
      before: { currency: 'SAR', balanceMinor: 10000 },
      after: { balanceMinor: 5975, reason: 'Correction' },
    });
    const over = await expectDomainError(
      adjustCustomerWallet(ctx(admin), customer.id, { currency: 'SAR', amount: '-60', reason: 'Too much' }),
    );
    expect(over.code).toBe('WALLET_BALANCE_LOW');
    const noReason = await expectDomainError(
      adjustCustomerWallet(ctx(admin), customer.id, { currency: 'SAR', amount: '5', reason: '  ' }),
    );
    expect(noReason.code).toBe('WALLET_REASON_REQUIRED');
    for (const amount of ['0', 'abc', '1e9', '99999999999999999', '1.234', '1,000']) {
      const bad = await expectDomainError(
        adjustCustomerWallet(ctx(admin), customer.id, { currency: 'SAR', amount, reason: 'x' }),
      );
      expect(bad.code).toBe('WALLET_INVALID_AMOUNT');
    }
    expect(
      (
        await expectDomainError(
          adjustCustomerWallet(ctx(admin), customer.id, { currency: 'USD', amount: '1', reason: 'x' }),
        )
      ).code,
    ).toBe('WALLET_INVALID_AMOUNT');
    expect(await walletBalanceMinor(database, customer.id, 'SAR')).toBe(5975);
    expect(await auditOf(customer.id, 'wallet.adjust')).toHaveLength(2);
    expect(
      (
        await expectDomainError(
          adjustCustomerWallet(ctx(support), customer.id, { currency: 'SAR', amount: '1', reason: 'x' }),
        )
      ).status,
    ).toBe(403);
  });

  it('two debits at once cannot overdraw', async () => {
    const customer = await buildCustomer(database.db);
    await adjustCustomerWallet(ctx(admin), customer.id, { currency: 'EGP', amount: '100', reason: 'Start' });
    const debit = () =>
      adjustCustomerWallet(ctx(admin), customer.id, { currency: 'EGP', amount: '-70', reason: 'Race' }).then(
        () => 'ok',
        (error: { code?: string }) => error.code,
      );
    const outcomes = await Promise.all([debit(), debit()]);
    expect(outcomes.sort()).toEqual(['WALLET_BALANCE_LOW', 'ok']);
    expect(await walletBalanceMinor(database, customer.id, 'EGP')).toBe(3000);
    expect(await auditOf(customer.id, 'wallet.adjust')).toHaveLength(2);
  });

  it('reads signed amounts in either digits', () => {
    expect(signedMinorOf('\u0661\u0660\u066b\u0665', 'EGP')).toBe(1050);
    expect(signedMinorOf('-3', 'AED')).toBe(-300);
    expect(signedMinorOf(2.5, 'SAR')).toBe(250);
  });
});

describe('adminSearch', () => {
  it('finds orders by number, people and designers, only in the groups the privilege opens', async () => {
    const placed = await buildOrder(database.db);
    const number = placed.order.orderNumber;
    const found = await adminSearch(ctx(admin), number.toLowerCase());
    expect(found.orders?.map((order) => order.id)).toEqual([placed.order.id]);
    expect((await adminSearch(ctx(admin), number.replace(/^SD-/, ''))).orders).toHaveLength(1);
    expect((await adminSearch(ctx(admin), 'mona.adel@')).customers?.map((row) => row.id)).toEqual([mona]);
    const forSupport = await adminSearch(ctx(support), 'dina');
    expect(Object.keys(forSupport)).toEqual(['designers']);
    expect(forSupport.designers?.map((row) => row.id)).toEqual([designer]);
    expect(await adminSearch(ctx(superAdmin), '\u0000 ')).toMatchObject({
      orders: [],
      customers: [],
      products: [],
    });
    const customer = await buildCustomer(database.db);
    expect((await expectDomainError(adminSearch(ctx(customer.actor), 'x'))).status).toBe(403);
    expect((await expectDomainError(adminSearch(ctx(null), 'x'))).status).toBe(401);
  });
});
