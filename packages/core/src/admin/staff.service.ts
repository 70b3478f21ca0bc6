/**
 * Staff accounts (issue 17, superAdmin only: `staff.manage`): the list, a new staff account (or an
 * existing account given a privilege), a privilege change and removal (privilege null). Every
 * privilege write ends the person's sessions in its transaction (changeEndsSessions, decision 025),
 * so a demoted or removed staff member's next request no longer opens the dashboard. Nobody changes
 * their own privilege, and the last superAdmin stays one: the superAdmin rows are locked first, so
 * two superAdmins removing each other at the same moment cannot both succeed.
 */
import crypto from 'node:crypto';
import { asc, count, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { users, type NewUser, type User } from '../db/schema/accounts.schema.ts';
import { userSessions } from '../db/schema/sessions.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { domainError } from '../errors.ts';
import { isUniqueViolation } from '../accounts/account-errors.ts';
import { slugBase, type SessionDeps } from '../accounts/accounts.service.ts';
import {
  emailField,
  optionalText,
  parseInput,
  passwordField,
  requiredText,
  VALIDATION_KEYS,
} from '../accounts/account-validation.ts';
import { hashPassword } from '../accounts/password.ts';
import { changeEndsSessions, endSessionsOfUser } from '../accounts/session.service.ts';
import { ensureReferralCode } from '../wallet/referral-uses.ts';
import { parseId } from '../ids.ts';
import { recordAudit } from './audit-log.service.ts';
import { STAFF_PASSWORD_MIN_LENGTH } from './people-options.ts';
import { requirePermission, STAFF_PRIVILEGES, type StaffPrivilege } from './permissions.ts';

export const staffErrors = {
  /** Changing one's own privilege could lock the only superAdmin out. */
  selfChange: () =>
    domainError('STAFF_SELF_CHANGE', 'errors.staff.selfChange', 'You cannot change your own privilege', 400),
  lastSuperAdmin: () =>
    domainError(
      'STAFF_LAST_SUPER_ADMIN',
      'errors.staff.lastSuperAdmin',
      'The last super admin cannot be removed or demoted',
      400,
    ),
  alreadyStaff: () =>
    domainError('STAFF_ALREADY', 'errors.staff.already', 'This account is already staff', 400, {
      field: 'email',
    }),
  notStaff: () =>
    domainError('STAFF_NOT_FOUND', 'errors.staff.notFound', 'This staff member is not found', 404),
};

export { STAFF_PASSWORD_MIN_LENGTH };

export interface StaffMember {
  id: string;
  name: string;
  email: string | null;
  privilageType: StaffPrivilege;
  active: boolean;
  liveSessions: number;
  createdAt: Date;
}

/** Every staff member, superAdmins first, then by name. */
export async function listStaff(ctx: ServiceContext): Promise<StaffMember[]> {
  requirePermission(ctx, 'staff.manage');
  const live = ctx.db
    .select({ userId: userSessions.userId, n: count().as('n') })
    .from(userSessions)
    .where(gt(userSessions.expiresAt, ctx.now))
    .groupBy(userSessions.userId)
    .as('live');
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      privilageType: users.privilageType,
      active: users.status,
      liveSessions: sql<number>`coalesce(${live.n}, 0)::int`,
      createdAt: users.createdAt,
    })
    .from(users)
    .leftJoin(live, eq(live.userId, users.id))
    .where(isNotNull(users.privilageType))
    .orderBy(
      sql`array_position(array['superAdmin','admin','designerSupport']::privilage_type[], ${users.privilageType})`,
      asc(users.name),
    );
  return rows.map((row) => ({
    ...row,
    privilageType: row.privilageType!,
    liveSessions: Number(row.liveSessions),
  }));
}

/** The staff to filter the audit log by (whoever reads the log may pick a person). */
export async function staffChoices(ctx: ServiceContext): Promise<{ id: string; name: string }[]> {
  requirePermission(ctx, 'audit.read');
  return ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(isNotNull(users.privilageType))
    .orderBy(asc(users.name));
}

const privilegeField = z.enum(
  STAFF_PRIVILEGES as [StaffPrivilege, ...StaffPrivilege[]],
  VALIDATION_KEYS.invalid,
);

export interface CreateStaffInput {
  fName?: string | null;
  lName?: string | null;
  email?: string | null;
  /** Empty: a password is generated and answered once. */
  password?: string | null;
  privilageType?: string | null;
}

export interface CreatedStaff {
  id: string;
  email: string;
  privilageType: StaffPrivilege;
  /** The generated password, shown once; null when one was typed or the account existed. */
  generatedPassword: string | null;
  /** An existing account (a designer, a customer) was given the privilege; its password is kept. */
  existing: boolean;
}

const generatePassword = () => crypto.randomBytes(12).toString('base64url');

/**
 * A staff account: a new account with a privilege, or, when the email already has one that is not
 * staff (a designer who also does support), that account given the privilege (its password stays,
 * its sessions end). Records `staff.create`.
 */
export async function createStaff(
  ctx: ServiceContext,
  input: CreateStaffInput,
  deps: Pick<SessionDeps, 'passwordMinLength'>,
): Promise<CreatedStaff> {
  requirePermission(ctx, 'staff.manage');
  return createOrGrantStaff(ctx, input, deps, { promoteStaff: false });
}

/**
 * `npm run admin:create` (scripts/admin-create.ts): whoever runs it holds the database, so no
 * signed-in actor is asked for (the audit row names no staff member). As createStaff, and an
 * account that is already staff is given the new privilege (`changed`) instead of refused; the
 * last active superAdmin is not demoted.
 */
export async function createStaffFromCommandLine(
  ctx: ServiceContext,
  input: CreateStaffInput,
  deps: Pick<SessionDeps, 'passwordMinLength'>,
): Promise<CreatedStaff & { changed: boolean }> {
  return createOrGrantStaff(ctx, input, deps, { promoteStaff: true });
}

async function createOrGrantStaff(
  ctx: ServiceContext,
  input: CreateStaffInput,
  deps: Pick<SessionDeps, 'passwordMinLength'>,
  options: { promoteStaff: boolean },
): Promise<CreatedStaff & { changed: boolean }> {
  const data = parseInput(
    z.object({
      fName: requiredText(80),
      lName: requiredText(80),
      email: emailField,
      password: optionalText(200),
      privilageType: privilegeField,
    }),
    input,
  );
  const minLength = Math.max(STAFF_PASSWORD_MIN_LENGTH, deps.passwordMinLength);
  if (data.password)
    parseInput(z.object({ password: passwordField(minLength) }), { password: data.password });
  const generatedPassword = data.password ? null : generatePassword();
  const passwordHash = await hashPassword(data.password ?? generatedPassword!);
  try {
    return await withTransaction(ctx, async (tx) => {
      const [existing] = await tx.db.select().from(users).where(eq(users.email, data.email)).for('update');
      if (existing) {
        if (existing.privilageType && !options.promoteStaff) throw staffErrors.alreadyStaff();
        if (existing.privilageType === data.privilageType)
          return {
            id: existing.id,
            email: data.email,
            privilageType: data.privilageType,
            generatedPassword: null,
            existing: true,
            changed: false,
          };
        if (existing.privilageType === 'superAdmin') await keepOneSuperAdmin(tx, existing.id);
        await writePrivilege(tx, existing, data.privilageType);
        await recordAudit(tx, {
          action: existing.privilageType ? 'staff.privilege' : 'staff.create',
          entityType: 'user',
          entityId: existing.id,
          before: { privilageType: existing.privilageType },
          after: { privilageType: data.privilageType, email: data.email },
        });
        return {
          id: existing.id,
          email: data.email,
          privilageType: data.privilageType,
          generatedPassword: null,
          existing: true,
          changed: true,
        };
      }
      const name = `${data.fName} ${data.lName}`;
      const row: NewUser = {
        role: 'customer',
        privilageType: data.privilageType,
        name,
        slug: `${slugBase(name)}-${crypto.randomBytes(3).toString('hex')}`,
        fName: data.fName,
        lName: data.lName,
        email: data.email,
        passwordHash,
        favLang: ctx.locale.startsWith('en') ? 'en' : 'ar',
        mailLang: ctx.locale.startsWith('en') ? 'en' : 'ar',
        createdAt: ctx.now,
      };
      const [created] = await tx.db.insert(users).values(row).returning({ id: users.id });
      await ensureReferralCode(tx, created!.id);
      await recordAudit(tx, {
        action: 'staff.create',
        entityType: 'user',
        entityId: created!.id,
        before: null,
        after: { privilageType: data.privilageType, email: data.email, name },
      });
      return {
        id: created!.id,
        email: data.email,
        privilageType: data.privilageType,
        generatedPassword,
        existing: false,
        changed: true,
      };
    });
  } catch (error) {
    // Two creations of one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw staffErrors.alreadyStaff();
    throw error;
  }
}

/** Sets the privilege and ends the person's sessions when the change asks it (decision 025). */
/** Refuses to demote `id` when it is the last active superAdmin (rows locked in id order). */
async function keepOneSuperAdmin(ctx: ServiceContext, id: string) {
  const superAdmins = await ctx.db
    .select({ id: users.id, active: users.status })
    .from(users)
    .where(eq(users.privilageType, 'superAdmin'))
    .orderBy(asc(users.id))
    .for('update');
  if (superAdmins.filter((row) => row.id !== id && row.active).length === 0)
    throw staffErrors.lastSuperAdmin();
}

async function writePrivilege(ctx: ServiceContext, before: User, privilageType: StaffPrivilege | null) {
  const changes = { privilageType };
  await ctx.db.update(users).set(changes).where(eq(users.id, before.id));
  if (changeEndsSessions(before, changes)) await endSessionsOfUser(ctx, before.id);
}

/**
 * The privilege write of a change and of a removal: locks the superAdmins' rows and the target's,
 * refuses a change of oneself and one that would leave no active superAdmin, then writes, ends the
 * sessions and records `action`.
 */
async function changePrivilege(
  ctx: ServiceContext,
  id: string,
  privilageType: StaffPrivilege | null,
  action: 'staff.privilege' | 'staff.remove',
): Promise<{ id: string; privilageType: StaffPrivilege | null }> {
  const actor = requirePermission(ctx, 'staff.manage');
  const userId = parseId(id);
  if (!userId) throw staffErrors.notStaff();
  if (userId === actor.id) throw staffErrors.selfChange();
  return withTransaction(ctx, async (tx) => {
    // Always in id order, then the target: concurrent changes queue here instead of deadlocking.
    const superAdmins = await tx.db
      .select({ id: users.id, active: users.status })
      .from(users)
      .where(eq(users.privilageType, 'superAdmin'))
      .orderBy(asc(users.id))
      .for('update');
    const [target] = await tx.db.select().from(users).where(eq(users.id, userId)).for('update');
    if (!target?.privilageType) throw staffErrors.notStaff();
    if (target.privilageType === privilageType) return { id: userId, privilageType };
    const othersLeft = superAdmins.filter((row) => row.id !== userId && row.active).length;
    if (target.privilageType === 'superAdmin' && othersLeft === 0) throw staffErrors.lastSuperAdmin();
    await writePrivilege(tx, target, privilageType);
    await recordAudit(tx, {
      action,
      entityType: 'user',
      entityId: userId,
      before: { privilageType: target.privilageType },
      after: { privilageType },
    });
    return { id: userId, privilageType };
  });
}

/** Another privilege for a staff member (superAdmin, admin, designerSupport). */
export async function changeStaffPrivilege(
  ctx: ServiceContext,
  id: string,
  privilageType: string | null | undefined,
): Promise<{ id: string; privilageType: StaffPrivilege | null }> {
  requirePermission(ctx, 'staff.manage');
  const privilege = parseInput(z.object({ privilageType: privilegeField }), { privilageType }).privilageType;
  return changePrivilege(ctx, id, privilege, 'staff.privilege');
}

/** Removes a staff member's privilege (the account stays, as a shopper's or a designer's). */
export async function removeStaff(
  ctx: ServiceContext,
  id: string,
): Promise<{ id: string; privilageType: StaffPrivilege | null }> {
  return changePrivilege(ctx, id, null, 'staff.remove');
}
