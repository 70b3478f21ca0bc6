/**
 * Designers and manufacturers for staff, and the payout desk, on PGlite and PostgreSQL: the list's
 * sums equal the ledger and the payouts, the featured flag is audited, a payout moves requested ->
 * approved -> paid (or back to the balance when rejected) once, even with two staff at once, and
 * designerSupport reads but decides nothing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { payouts, profitEntries, walletEntries } from '../db/schema/ledger.schema.ts';
import { approvePayout, markPayoutPaid, rejectPayout } from '../designers/payouts.service.ts';
import { sellerBalance } from '../designers/profits.service.ts';
import { actorOf, buildPayout, buildProduct, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { getSeller, listSellers, setFeatured } from './sellers.service.ts';
import { listAdminPayouts, listReferralWithdrawals } from './withdrawals.service.ts';

const now = new Date('2026-11-10T12:00:00Z');
let database: Database;
let superAdmin: Actor;
let admin: Actor;
let support: Actor;
let customer: Actor;
let designer: Actor;
let maker: Actor;
const ctx = (user: Actor | null) => testServiceContext(database.db, { user, now });

/** A ledger row of `amountEgpMinor` for the seller (the sums read only these columns). */
const earn = (beneficiaryId: string, profitFor: 'designer' | 'manufacturer', amountEgpMinor: number) =>
  database.db.insert(profitEntries).values({
    beneficiaryId,
    profitFor,
    currency: 'EGP',
    amountMinor: amountEgpMinor,
    amountEgpMinor,
    rateToEgp: 1,
    createdAt: now,
  });

const auditOf = (entityId: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.entityId, entityId));

beforeAll(async () => {
  database = await createTestDatabase();
  superAdmin = actorOf(await buildUser(database.db, { privilageType: 'superAdmin' }));
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
  customer = actorOf(await buildUser(database.db));
  designer = actorOf(
    await buildUser(database.db, { role: 'designer', name: 'Laila Sellers', password: null }),
  );
  maker = actorOf(
    await buildUser(database.db, { role: 'manufacturer', name: 'Maker Sellers', password: null }),
  );
  await buildProduct(database.db, { designerId: designer.id, manufacturerId: maker.id });
  await buildProduct(database.db, { designerId: designer.id });
  await earn(designer.id, 'designer', 50_000);
  await earn(designer.id, 'designer', -5_000);
  // The designer's manufacturer-kind entry (none) and another party's rows must not mix in.
  await earn(maker.id, 'manufacturer', 8_000);
  await buildPayout(database.db, designer.id, { amountMinor: 10_000, status: 'paid' });
  await buildPayout(database.db, designer.id, { amountMinor: 3_000, status: 'approved' });
  await buildPayout(database.db, designer.id, { amountMinor: 2_000, status: 'requested' });
  await buildPayout(database.db, designer.id, { amountMinor: 9_999, status: 'rejected' });
});

afterAll(() => database?.close());

describe('the sellers list', () => {
  it('sums the ledger and the payouts per seller as the balance does', async () => {
    const page = await listSellers(ctx(admin), { q: 'sellers' });
    expect(page.total).toBe(2);
    const row = page.items.find((item) => item.id === designer.id)!;
    expect(row).toMatchObject({
      role: 'designer',
      productsCount: 2,
      totalMinor: 45_000,
      paidMinor: 10_000,
      requestedMinor: 5_000,
      remainMinor: 30_000,
    });
    expect(row).toMatchObject(await sellerBalance(ctx(admin), designer.id, 'designer'));
    expect(page.items.find((item) => item.id === maker.id)).toMatchObject({
      role: 'manufacturer',
      productsCount: 1,
      totalMinor: 8_000,
      remainMinor: 8_000,
    });
  });

  it('filters by role and featured, sorts by a sum, and survives any input', async () => {
    const makers = await listSellers(ctx(support), { role: 'manufacturer', q: 'sellers' });
    expect(makers.items.map((item) => item.id)).toEqual([maker.id]);
    const byRemain = await listSellers(ctx(admin), { q: 'sellers', sort: 'remain', dir: 'desc' });
    expect(byRemain.items.map((item) => item.id)).toEqual([designer.id, maker.id]);
    const odd = await listSellers(ctx(admin), {
      role: 'nobody',
      q: "%_\\'\u0000 or 1=1",
      featured: 'maybe',
      sort: 'drop table',
      page: '99999999999999999999',
    });
    expect(odd.items).toEqual([]);
    expect(odd.page).toBe(1);
    // No customer is ever listed.
    const all = await listSellers(ctx(admin), {});
    expect(all.items.some((item) => item.id === customer.id)).toBe(false);
  });

  it('shows one seller with balance, products and payouts; anyone else is 404', async () => {
    const detail = await getSeller(ctx(support), designer.id);
    expect(detail.profile).toMatchObject({ id: designer.id, role: 'designer', featured: false });
    expect(detail.balance.remainMinor).toBe(30_000);
    expect(detail.products).toHaveLength(2);
    expect(detail.payouts).toHaveLength(4);
    expect(detail.byCountry.map((country) => country.country)).toEqual(['eg', 'sa', 'ae']);
    expect((await expectDomainError(getSeller(ctx(admin), customer.id))).status).toBe(404);
    expect((await expectDomainError(getSeller(ctx(admin), 'not-an-id'))).status).toBe(404);
  });

  it('sets the featured flag with an audit row; designerSupport and guests cannot', async () => {
    expect(await setFeatured(ctx(admin), designer.id, true)).toEqual({ id: designer.id, featured: true });
    const [row] = await database.db.select().from(users).where(eq(users.id, designer.id));
    expect(row!.featured).toBe(true);
    const audit = await auditOf(designer.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      staffId: admin.id,
      action: 'designer.feature',
      entityType: 'user',
      before: { featured: false },
      after: { featured: true },
    });
    expect((await listSellers(ctx(admin), { featured: 'yes', q: 'sellers' })).items).toHaveLength(1);
    expect((await expectDomainError(setFeatured(ctx(support), designer.id, false))).status).toBe(403);
    expect((await expectDomainError(setFeatured(ctx(null), designer.id, false))).status).toBe(401);
    expect((await expectDomainError(listSellers(ctx(customer)))).status).toBe(403);
    expect((await expectDomainError(setFeatured(ctx(admin), customer.id, true))).status).toBe(404);
  });
});

describe('the payout desk', () => {
  let seller: Actor;
  beforeAll(async () => {
    seller = actorOf(await buildUser(database.db, { role: 'designer', password: null }));
    await earn(seller.id, 'designer', 20_000);
  });
  const balance = () => sellerBalance(ctx(admin), seller.id, 'designer');

  it('approve keeps the amount held; mark paid moves it from requested to paid, audited', async () => {
    const payout = await buildPayout(database.db, seller.id, { amountMinor: 6_000 });
    expect(await balance()).toMatchObject({ requestedMinor: 6_000, paidMinor: 0, remainMinor: 14_000 });
    const approved = await approvePayout(ctx(admin), { payout: payout.id });
    expect(approved).toMatchObject({ status: 'approved' });
    expect(approved.approvedAt).toEqual(now);
    expect(await balance()).toMatchObject({ requestedMinor: 6_000, paidMinor: 0, remainMinor: 14_000 });
    expect((await expectDomainError(approvePayout(ctx(admin), { payout: payout.id }))).status).toBe(409);
    const missing = await expectDomainError(
      markPayoutPaid(ctx(admin), { payout: payout.id, reference: ' ' }),
    );
    expect(missing.messageKey).toBe('errors.payout.referenceRequired');
    const paid = await markPayoutPaid(ctx(superAdmin), { payout: payout.id, reference: 'TRX-9' });
    expect(paid).toMatchObject({ status: 'paid', reference: 'TRX-9' });
    expect(await balance()).toMatchObject({ requestedMinor: 0, paidMinor: 6_000, remainMinor: 14_000 });
    const audit = await auditOf(payout.id);
    expect(audit.map((row) => row.action).sort()).toEqual(['payout.approve', 'payout.pay']);
    expect(audit.find((row) => row.action === 'payout.pay')).toMatchObject({
      staffId: superAdmin.id,
      before: { status: 'approved' },
      after: { status: 'paid', reference: 'TRX-9' },
    });
    for (const decide of [
      () => approvePayout(ctx(admin), { payout: payout.id }),
      () => markPayoutPaid(ctx(admin), { payout: payout.id, reference: 'again' }),
      () => rejectPayout(ctx(admin), { payout: payout.id }),
    ])
      expect((await expectDomainError(decide())).status).toBe(409);
  });

  it('reject returns the amount to the balance, from requested or approved', async () => {
    const first = await buildPayout(database.db, seller.id, { amountMinor: 1_000 });
    const second = await buildPayout(database.db, seller.id, { amountMinor: 2_000 });
    await approvePayout(ctx(admin), { payout: second.id });
    expect(await balance()).toMatchObject({ requestedMinor: 3_000, remainMinor: 11_000 });
    await rejectPayout(ctx(admin), { payout: first.id, note: 'Wrong IBAN' });
    const rejected = await rejectPayout(ctx(admin), { payout: second.id });
    expect(rejected.status).toBe('rejected');
    expect(await balance()).toMatchObject({ requestedMinor: 0, remainMinor: 14_000 });
    expect((await auditOf(first.id))[0]).toMatchObject({
      action: 'payout.reject',
      after: { note: 'Wrong IBAN' },
    });
  });

  it('lets one of two concurrent decisions win', async () => {
    const payout = await buildPayout(database.db, seller.id, { amountMinor: 500 });
    const results = await Promise.allSettled([
      markPayoutPaid(ctx(admin), { payout: payout.id, reference: 'A' }),
      rejectPayout(ctx(superAdmin), { payout: payout.id, note: 'B' }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((result) => result.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as { status: number }).status).toBe(409);
    expect(await auditOf(payout.id)).toHaveLength(1);
  });

  it('designerSupport reads the desk but decides nothing; guests and customers get nothing', async () => {
    const payout = await buildPayout(database.db, seller.id, { amountMinor: 700 });
    for (const decide of [
      () => approvePayout(ctx(support), { payout: payout.id }),
      () => markPayoutPaid(ctx(support), { payout: payout.id, reference: 'X' }),
      () => rejectPayout(ctx(support), { payout: payout.id }),
      () => approvePayout(ctx(seller), { payout: payout.id }),
    ])
      expect((await expectDomainError(decide())).status).toBe(403);
    expect((await expectDomainError(approvePayout(ctx(null), { payout: payout.id }))).status).toBe(401);
    expect((await expectDomainError(approvePayout(ctx(admin), { payout: 'nope' }))).status).toBe(404);
    const [row] = await database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(row!.status).toBe('requested');
    const requested = await listAdminPayouts(ctx(support), { status: 'requested', seller: seller.id });
    expect(requested.items.map((item) => item.id)).toEqual([payout.id]);
    expect(requested.items[0]!.seller).toMatchObject({ id: seller.id, role: 'designer' });
    expect((await expectDomainError(listAdminPayouts(ctx(customer)))).status).toBe(403);
    expect((await listAdminPayouts(ctx(admin), { seller: 'bad' })).items).toEqual([]);
  });

  it('pages the desk newest first without losing a row, and names who decided', async () => {
    const pager = actorOf(await buildUser(database.db, { role: 'designer', password: null }));
    for (let i = 0; i < 53; i += 1)
      await buildPayout(database.db, pager.id, { requestedAt: new Date(now.getTime() - i * 1000) });
    const first = await listAdminPayouts(ctx(admin), { seller: pager.id, status: 'unknown' });
    expect(first.items).toHaveLength(50);
    const second = await listAdminPayouts(ctx(admin), { seller: pager.id, after: first.next });
    expect(second.items).toHaveLength(3);
    expect(second.next).toBeNull();
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(53);
    const [paid] = (await listAdminPayouts(ctx(admin), { status: 'paid', seller: seller.id })).items;
    expect(paid!.decidedBy).toBeTruthy();
  });

  it('lists referral profits moved to wallets, read-only', async () => {
    await database.db.insert(walletEntries).values([
      { userId: customer.id, currency: 'SAR', amountMinor: 1_500, reason: 'referral_reward', createdAt: now },
      { userId: customer.id, currency: 'SAR', amountMinor: 900, reason: 'admin_adjustment', createdAt: now },
    ]);
    const page = await listReferralWithdrawals(ctx(support));
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({ amountMinor: 1_500, currency: 'SAR', user: { id: customer.id } });
    expect((await expectDomainError(listReferralWithdrawals(ctx(customer)))).status).toBe(403);
    const rows = await database.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.userId, customer.id), eq(walletEntries.reason, 'referral_reward')));
    expect(rows).toHaveLength(1);
  });
});
