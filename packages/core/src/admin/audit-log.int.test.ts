/**
 * The audit log on PGlite and PostgreSQL: a staff write is recorded with who, what, before and
 * after; superAdmin reads it newest first, by person and entity, a page at a time; nobody else can.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { actorOf, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { listAuditLog, recordAudit } from './audit-log.service.ts';

let database: Database;
let superAdmin: Actor;
let admin: Actor;
const base = new Date('2026-11-01T08:00:00Z');
const ctx = (user: Actor | null, now = base) => testServiceContext(database.db, { user, now });

beforeAll(async () => {
  database = await createTestDatabase();
  superAdmin = actorOf(
    await buildUser(database.db, { privilageType: 'superAdmin', fName: 'Salma', lName: 'Adel' }),
  );
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  // Six order writes a second apart, and a block at the same instant as the first (a tie the id breaks).
  for (let i = 0; i < 6; i += 1) {
    const at = new Date(base.getTime() + i * 1000);
    await withTransaction(ctx(i % 2 ? admin : superAdmin, at), (tx) =>
      recordAudit(tx, {
        action: 'order.status',
        entityType: 'order',
        entityId: `order-${i}`,
        before: { status: 'placed', at },
        after: { status: 'delivered', amount: 10n },
      }),
    );
  }
  await recordAudit(ctx(admin, base), { action: 'user.block', entityType: 'user', entityId: 'u-1' });
});

afterAll(() => database?.close());

describe('audit log', () => {
  it('records who did what, with the entity before and after', async () => {
    const { items } = await listAuditLog(ctx(superAdmin), { entityType: 'order', entityId: 'order-0' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      staffId: superAdmin.id,
      staffName: 'Salma Adel',
      action: 'order.status',
      entityType: 'order',
      entityId: 'order-0',
      before: { status: 'placed', at: base.toISOString() },
      after: { status: 'delivered', amount: 10 },
    });
  });

  it('lists newest first, by person, a page at a time without losing a row', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof listAuditLog>> = await listAuditLog(ctx(superAdmin), {
        after,
        limit: 2,
      });
      seen.push(...page.items.map((item) => item.entityId ?? ''));
      after = page.next;
    } while (after);
    expect(seen.slice(0, 5)).toEqual(['order-5', 'order-4', 'order-3', 'order-2', 'order-1']);
    expect(seen.slice(5).sort()).toEqual(['order-0', 'u-1']);
    const byAdmin = await listAuditLog(ctx(superAdmin), { staffId: admin.id });
    expect(byAdmin.items.map((item) => item.entityId)).toEqual(['order-5', 'order-3', 'order-1', 'u-1']);
  });

  it('answers nothing for a malformed person and reads a broken cursor as the first page', async () => {
    expect((await listAuditLog(ctx(superAdmin), { staffId: 'nobody' })).items).toEqual([]);
    expect((await listAuditLog(ctx(superAdmin), { after: 'not-a-cursor', limit: 1 })).items).toHaveLength(1);
  });

  it('is superAdmin only', async () => {
    expect((await expectDomainError(listAuditLog(ctx(admin)))).status).toBe(403);
    expect((await expectDomainError(listAuditLog(ctx(null)))).status).toBe(401);
  });
});
