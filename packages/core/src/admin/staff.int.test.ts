/**
 * Staff accounts on PGlite and PostgreSQL: superAdmin only; creation (typed or generated password,
 * or an existing account given a privilege), privilege change and removal end the person's sessions
 * at once; nobody changes their own privilege and the last superAdmin stays one; each write leaves
 * its audit row.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { actorOf, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import { verifyPassword } from '../accounts/password.ts';
import { findSessionUser, startSession } from '../accounts/session.service.ts';
import { changeStaffPrivilege, createStaff, listStaff, removeStaff, staffChoices } from './staff.service.ts';

let database: Database;
let superAdmin: Actor;
let admin: Actor;
let support: Actor;
const deps = { passwordMinLength: 6 };
const secret = new TextEncoder().encode('test-secret-of-at-least-32-bytes!!');
const ctx = (user: Actor | null) => testServiceContext(database.db, { user });

const auditOf = (entityId: string, action: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

const userRow = async (id: string) => (await database.db.select().from(users).where(eq(users.id, id)))[0]!;

const openSessionOf = async (actor: Actor) => {
  const { sessionId } = await startSession(database, secret, actor, { method: 'dashboard', now: new Date() });
  return () => findSessionUser(database, { sessionId, userId: actor.id, now: new Date() });
};

beforeAll(async () => {
  database = await createTestDatabase();
  superAdmin = actorOf(await buildUser(database.db, { privilageType: 'superAdmin', name: 'Aaa Super' }));
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  support = actorOf(await buildUser(database.db, { privilageType: 'designerSupport' }));
});

afterAll(() => database?.close());

describe('staff', () => {
  it('lists staff for superAdmin only; the audit filter lists them for the log reader', async () => {
    const staff = await listStaff(ctx(superAdmin));
    expect(staff.map((member) => member.id)).toEqual(
      expect.arrayContaining([superAdmin.id, admin.id, support.id]),
    );
    expect(staff[0]!.privilageType).toBe('superAdmin');
    expect((await staffChoices(ctx(superAdmin))).length).toBe(staff.length);
    expect((await expectDomainError(listStaff(ctx(admin)))).status).toBe(403);
    expect((await expectDomainError(listStaff(ctx(support)))).status).toBe(403);
    expect((await expectDomainError(listStaff(ctx(null)))).status).toBe(401);
    expect((await expectDomainError(staffChoices(ctx(admin)))).status).toBe(403);
  });

  it('creates a staff account with a typed or a generated password, with an audit row', async () => {
    const typed = await createStaff(
      ctx(superAdmin),
      {
        fName: 'Nour',
        lName: 'Said',
        email: 'Nour@Souq.test',
        password: 'long-pass-1',
        privilageType: 'admin',
      },
      deps,
    );
    expect(typed).toMatchObject({ email: 'nour@souq.test', generatedPassword: null, existing: false });
    const row = await userRow(typed.id);
    expect(row.privilageType).toBe('admin');
    expect(await verifyPassword('long-pass-1', row.passwordHash!)).toBe(true);
    const [audit] = await auditOf(typed.id, 'staff.create');
    expect(audit).toMatchObject({ staffId: superAdmin.id, after: { privilageType: 'admin' } });

    const generated = await createStaff(
      ctx(superAdmin),
      { fName: 'Omar', lName: 'Ali', email: 'omar.staff@souq.test', privilageType: 'designerSupport' },
      deps,
    );
    expect(generated.generatedPassword).toMatch(/^[\w-]{16}$/);
    expect(
      await verifyPassword(generated.generatedPassword!, (await userRow(generated.id)).passwordHash!),
    ).toBe(true);
  });

  it('gives an existing account a privilege (its sessions end, its password stays) but not twice', async () => {
    const designer = await buildUser(database.db, { role: 'designer' });
    const live = await openSessionOf(actorOf(designer));
    const made = await createStaff(
      ctx(superAdmin),
      {
        fName: 'X',
        lName: 'Y',
        email: designer.email,
        password: 'ignored-pass',
        privilageType: 'designerSupport',
      },
      deps,
    );
    expect(made).toMatchObject({ id: designer.id, existing: true, generatedPassword: null });
    expect(await live()).toBeUndefined();
    expect((await userRow(designer.id)).passwordHash).toBe(designer.passwordHash);
    const again = await expectDomainError(
      createStaff(
        ctx(superAdmin),
        { fName: 'X', lName: 'Y', email: designer.email, privilageType: 'admin' },
        deps,
      ),
    );
    expect(again.code).toBe('STAFF_ALREADY');
  });

  it('validates the form and refuses admin and designerSupport', async () => {
    const input = { fName: 'A', lName: 'B', email: 'new.one@souq.test', privilageType: 'admin' };
    const short = await expectDomainError(
      createStaff(ctx(superAdmin), { ...input, password: 'short' }, deps),
    );
    expect(short.status).toBe(400);
    const badPrivilege = await expectDomainError(
      createStaff(ctx(superAdmin), { ...input, privilageType: 'overlord' }, deps),
    );
    expect(badPrivilege.status).toBe(400);
    const badEmail = await expectDomainError(createStaff(ctx(superAdmin), { ...input, email: 'nope' }, deps));
    expect(badEmail.status).toBe(400);
    expect((await expectDomainError(createStaff(ctx(admin), input, deps))).status).toBe(403);
    expect((await expectDomainError(createStaff(ctx(support), input, deps))).status).toBe(403);
    expect((await expectDomainError(createStaff(ctx(null), input, deps))).status).toBe(401);
  });

  it('changes a privilege and removes staff, ending their sessions at once, with audit rows', async () => {
    const member = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
    const live = await openSessionOf(member);
    expect(await live()).toBeDefined();
    await changeStaffPrivilege(ctx(superAdmin), member.id, 'designerSupport');
    expect(await live()).toBeUndefined();
    expect((await auditOf(member.id, 'staff.privilege'))[0]).toMatchObject({
      before: { privilageType: 'admin' },
      after: { privilageType: 'designerSupport' },
    });
    const again = await openSessionOf({ ...member, privilageType: 'designerSupport' });
    await removeStaff(ctx(superAdmin), member.id);
    expect(await again()).toBeUndefined();
    expect((await userRow(member.id)).privilageType).toBeNull();
    expect((await auditOf(member.id, 'staff.remove'))[0]).toMatchObject({
      before: { privilageType: 'designerSupport' },
      after: { privilageType: null },
    });
    expect((await expectDomainError(removeStaff(ctx(superAdmin), member.id))).code).toBe('STAFF_NOT_FOUND');
    expect((await expectDomainError(removeStaff(ctx(superAdmin), 'not-an-id'))).status).toBe(404);
    expect((await expectDomainError(changeStaffPrivilege(ctx(superAdmin), admin.id, 'king'))).status).toBe(
      400,
    );
    expect((await expectDomainError(removeStaff(ctx(admin), support.id))).status).toBe(403);
    expect((await expectDomainError(changeStaffPrivilege(ctx(support), admin.id, 'admin'))).status).toBe(403);
  });

  it('nobody changes their own privilege, and the last superAdmin stays one', async () => {
    expect((await expectDomainError(removeStaff(ctx(superAdmin), superAdmin.id))).code).toBe(
      'STAFF_SELF_CHANGE',
    );
    expect(
      (await expectDomainError(changeStaffPrivilege(ctx(superAdmin), superAdmin.id, 'admin'))).code,
    ).toBe('STAFF_SELF_CHANGE');
    // A second superAdmin, then each tries to remove the other: only one removal can win.
    const second = actorOf(await buildUser(database.db, { privilageType: 'superAdmin' }));
    await removeStaff(ctx(superAdmin), second.id);
    // `second` acting with the privilege it held when its request began (a request in flight).
    const late = await expectDomainError(removeStaff(ctx(second), superAdmin.id));
    expect(late.code).toBe('STAFF_LAST_SUPER_ADMIN');
    expect((await userRow(superAdmin.id)).privilageType).toBe('superAdmin');
    expect(await auditOf(superAdmin.id, 'staff.remove')).toHaveLength(0);
  });

  it('two superAdmins removing each other at once leave one superAdmin', async () => {
    const one = actorOf(await buildUser(database.db, { privilageType: 'superAdmin' }));
    const two = actorOf(await buildUser(database.db, { privilageType: 'superAdmin' }));
    // Only these two: the test's first superAdmin steps aside for the race, and comes back after.
    await database.db.update(users).set({ privilageType: 'admin' }).where(eq(users.id, superAdmin.id));
    try {
      const outcomes = await Promise.all([
        removeStaff(ctx(one), two.id).then(
          () => 'ok',
          (error: { code?: string }) => error.code,
        ),
        removeStaff(ctx(two), one.id).then(
          () => 'ok',
          (error: { code?: string }) => error.code,
        ),
      ]);
      expect(outcomes.sort()).toEqual(['STAFF_LAST_SUPER_ADMIN', 'ok']);
      const left = [await userRow(one.id), await userRow(two.id)].filter(
        (row) => row.privilageType === 'superAdmin',
      );
      expect(left).toHaveLength(1);
    } finally {
      await database.db.update(users).set({ privilageType: 'superAdmin' }).where(eq(users.id, superAdmin.id));
    }
  });
});
