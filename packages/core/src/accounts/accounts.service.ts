import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Actor, ServiceContext } from '../context.ts';
import { users, type NewUser, type User } from '../db/schema/accounts.schema.ts';
import { referralCodes } from '../db/schema/promotions.schema.ts';
import { currencyOfCountry } from '../locale/locales.ts';
import { recordRegistrationReferral } from '../wallet/referral-uses.ts';
import { accountErrors, isUniqueViolation, LOGIN_FAILURE_STATUS } from './account-errors.ts';
import { requireActiveAccount } from './account-status.ts';
import {
  avatarPathField,
  birthDateField,
  emailField,
  languageField,
  optionalText,
  parseInput,
  passwordField,
  phoneField,
  requiredText,
  VALIDATION_KEYS,
} from './account-validation.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.ts';
import {
  changeEndsSessions,
  endSessionsOfUser,
  startSession,
  type SessionMethod,
} from './session.service.ts';
import { SESSION_TTL_SECONDS, STAFF_SESSION_TTL_SECONDS } from './session-token.ts';
import { knownDeviceUserId } from './known-device.ts';
import { robotCheckSecret, verifyRobotCheck } from './robot-check.service.ts';
import { clearThrottle, countAttempt, hitThrottle, THROTTLE_RULES } from './throttle.ts';
import { actorOf, isStaff, toUserAccountContract, type UserAccountContract } from './user.mapper.ts';
import { normalizeCodeInput } from '../locale/text-input.ts';
import { isUuid } from '../ids.ts';
import { withTransaction } from '../db/transaction.ts';
import { enqueueWelcomeEmail } from './welcome-email.job.ts';

/** What the account calls need beside the service context (from the runtime and the request). */
export interface SessionDeps {
  jwtSecret: Uint8Array;
  /** PASSWORD_MIN_LENGTH: 4 or 6. */
  passwordMinLength: number;
  /** The caller's network address, for per-address throttling; null when unknown. */
  clientAddress: string | null;
  /** The device's signed known-device mark (known-device.ts), when it sent one. */
  knownDevice?: string | null;
}

export interface SessionResult {
  user: User;
  actor: Actor;
  token: string;
  contract: UserAccountContract;
}

async function findByEmail(ctx: ServiceContext, email: string): Promise<User | undefined> {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

async function findById(ctx: ServiceContext, id: string): Promise<User | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await ctx.db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Every login path opens its session here: a user_sessions row and its token (session.service.ts). */
export async function openSession(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  user: User,
  deps: Pick<SessionDeps, 'jwtSecret'>,
  method: SessionMethod,
): Promise<SessionResult> {
  const { token, sessionId } = await startSession(ctx, deps.jwtSecret, actorOf(user), {
    method,
    now: ctx.now,
    ttlSeconds: user.privilageType ? STAFF_SESSION_TTL_SECONDS : SESSION_TTL_SECONDS,
  });
  const actor = { ...actorOf(user), sessionId };
  return { user, actor, token, contract: toUserAccountContract(user, actor, token) };
}

export const slugBase = (name: string) =>
  name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'user';

/** A referral code as stored (any case typed), or null when there is no such code. */
export async function resolveDiscountCode(ctx: ServiceContext, typed: string): Promise<string | null> {
  const [code] = await ctx.db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(sql`lower(${referralCodes.code}) = ${normalizeCodeInput(typed).toLowerCase()}`)
    .limit(1);
  return code?.code ?? null;
}

// ------------------------------------------------------------------------------------------------
// Register
// ------------------------------------------------------------------------------------------------

export interface RegisterInput {
  name?: string | null;
  fName?: string | null;
  lName?: string | null;
  email?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  discountCode?: string | null;
  role?: string | null;
  privilageType?: string | null;
  mailLang?: string | null;
  favLang?: string | null;
  originMeta?: string | null;
  city?: string | null;
  country?: string | null;
  description?: string | null;
  image?: string | null;
  /**
   * The robot check (ALTCHA payload), required on every sign-up path; or the pass of a form that
   * checked it before its own work (passSignUpGate).
   */
  altcha?: string | SignUpPass | null;
}

/** Proof that one sign-up went through the gate (per-address throttle and robot check). */
export interface SignUpPass {
  readonly signUpPass: true;
}
const livePasses = new WeakSet<SignUpPass>();

/**
 * The gate of every sign-up (docs/decisions/026): counts one attempt for the client address
 * (sliding window) and verifies the robot check once. A form that has work to do before
 * register (an image to re-encode) passes the gate first and hands the pass to register.
 */
export async function passSignUpGate(
  ctx: ServiceContext,
  altcha: string | null | undefined,
  deps: Pick<SessionDeps, 'jwtSecret' | 'clientAddress'>,
): Promise<SignUpPass> {
  await hitThrottle(ctx, THROTTLE_RULES.registerAddress, deps.clientAddress);
  await verifyRobotCheck(ctx, altcha, robotCheckSecret(deps.jwtSecret));
  const pass: SignUpPass = { signUpPass: true };
  livePasses.add(pass);
  return pass;
}

const registerSchema = (min: number) =>
  z
    .object({
      fName: requiredText(80),
      lName: requiredText(80),
      name: optionalText(160),
      email: emailField,
      password: passwordField(min),
      confirmPassword: z.string().nullish(),
      discountCode: optionalText(64),
      role: z
        .enum(['customer', 'designer'], VALIDATION_KEYS.invalid)
        .nullish()
        .transform((value) => value ?? 'customer'),
      mailLang: languageField.nullish(),
      favLang: languageField.nullish(),
      originMeta: optionalText(4000),
      city: optionalText(120),
      country: optionalText(120),
      description: optionalText(4000),
      image: avatarPathField.nullish(),
    })
    .superRefine((value, ctx) => {
      if (value.role !== 'designer') return;
      // Designers also give country, city and a profile image (SPEC.md section 5).
      for (const field of ['country', 'city', 'image'] as const) {
        if (!value[field]) ctx.addIssue({ code: 'custom', path: [field], message: VALIDATION_KEYS.required });
      }
    });

/**
 * A new customer or designer (SPEC.md sections 5 and 7), signed in at once: the answer carries the
 * session token. privilageType is never taken from the caller (staff are made by admin:create).
 */
export async function register(
  ctx: ServiceContext,
  input: RegisterInput,
  deps: SessionDeps,
): Promise<SessionResult> {
  // A pass opens one sign-up; anything else goes through the gate now.
  const given = input.altcha;
  if (given && typeof given === 'object' && livePasses.has(given)) livePasses.delete(given);
  else await passSignUpGate(ctx, typeof given === 'string' ? given : null, deps);
  const data = parseInput(registerSchema(deps.passwordMinLength), input, LOGIN_FAILURE_STATUS);
  if (data.confirmPassword != null && data.confirmPassword !== data.password) {
    throw accountErrors.confirmMismatch();
  }
  const existing = await findByEmail(ctx, data.email);
  if (existing) {
    if (!existing.passwordHash && existing.fbId) throw accountErrors.registeredWithFacebook();
    if (!existing.passwordHash && existing.ggId) throw accountErrors.registeredWithGoogle();
    throw accountErrors.alreadyExists();
  }
  const discountCode = data.discountCode ? await resolveDiscountCode(ctx, data.discountCode) : null;
  let originMeta: Record<string, unknown> | null = null;
  if (data.originMeta) {
    try {
      const parsed: unknown = JSON.parse(data.originMeta);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        originMeta = parsed as Record<string, unknown>;
    } catch {
      originMeta = { value: data.originMeta };
    }
  }
  const name = data.name ?? `${data.fName} ${data.lName}`;
  const language = data.favLang ?? (ctx.locale.startsWith('en') ? 'en' : 'ar');
  const row: NewUser = {
    role: data.role,
    name,
    slug: `${slugBase(name)}-${crypto.randomBytes(3).toString('hex')}`,
    fName: data.fName,
    lName: data.lName,
    email: data.email,
    passwordHash: await hashPassword(data.password),
    favLang: language,
    mailLang: data.mailLang ?? language,
    discountCode,
    originMeta,
    ...(data.role === 'designer'
      ? { city: data.city, country: data.country, image: data.image, description: data.description }
      : { city: data.city, country: data.country }),
  };
  let created: User | undefined;
  try {
    // The user, their own referral code and the register use of the code typed: one transaction.
    created = await withTransaction(ctx, async (tx) => {
      const [inserted] = await tx.db.insert(users).values(row).returning();
      await recordRegistrationReferral(tx, {
        userId: inserted!.id,
        discountCode,
        currency: currencyOfCountry(ctx.country),
        now: ctx.now,
      });
      await enqueueWelcomeEmail(tx, { userId: inserted!.id, country: ctx.country });
      return inserted;
    });
  } catch (error) {
    // Two registrations of one email at the same moment: the unique index decides.
    if (isUniqueViolation(error)) throw accountErrors.alreadyExists();
    throw error;
  }
  ctx.log.info({ userId: created!.id, role: created!.role }, 'user registered');
  return openSession(ctx, created!, deps, 'register');
}

// ------------------------------------------------------------------------------------------------
// Login
// ------------------------------------------------------------------------------------------------

export interface LoginInput {
  email?: string | null;
  password?: string | null;
}

/**
 * Email and password to a session (SPEC.md sections 5 and 8). Every call counts one attempt per
 * account and per address before anything is checked; blocked and deactivated users are refused.
 */
export async function login(
  ctx: ServiceContext,
  input: LoginInput,
  deps: SessionDeps,
): Promise<SessionResult> {
  const data = parseInput(
    z.object({
      email: emailField,
      password: z.string(VALIDATION_KEYS.required).min(1, VALIDATION_KEYS.required),
    }),
    input,
    LOGIN_FAILURE_STATUS,
  );
  // The address limit refuses at once; the account limit is decided after the password check, so
  // the owner's known device passes it (docs/decisions/026).
  await hitThrottle(ctx, THROTTLE_RULES.loginAddress, deps.clientAddress);
  const accountOver = await countAttempt(ctx, THROTTLE_RULES.loginAccount, data.email);
  const user = await findByEmail(ctx, data.email);
  // An unknown email costs the same scrypt work as a known one: the timing tells nothing.
  const correct = await verifyPassword(data.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (accountOver) {
    const known = knownDeviceUserId(deps.jwtSecret, deps.knownDevice);
    if (!(user && correct && user.passwordHash && known === user.id)) throw accountErrors.tooManyAttempts();
  }
  if (!user) throw accountErrors.invalidUser();
  if (!user.passwordHash) {
    if (user.fbId) throw accountErrors.registeredWithFacebook();
    if (user.ggId) throw accountErrors.registeredWithGoogle();
    throw accountErrors.incorrectPassword();
  }
  if (!correct) throw accountErrors.incorrectPassword();
  requireActiveAccount(user);
  await clearThrottle(ctx, THROTTLE_RULES.loginAccount, data.email);
  ctx.log.info({ userId: user.id }, 'user logged in');
  return openSession(ctx, user, deps, 'password');
}

// ------------------------------------------------------------------------------------------------
// Profile
// ------------------------------------------------------------------------------------------------

export function requireActor(ctx: ServiceContext): Actor {
  if (!ctx.user) throw accountErrors.unauthenticated();
  return requireActiveAccount(ctx.user);
}

/** The user `userId` may be changed by themselves or by staff; anyone else gets 403. */
export function requireSelfOrStaff(ctx: ServiceContext, userId: string | null | undefined): Actor {
  const actor = requireActor(ctx);
  const target = userId ?? actor.id;
  if (target.toLowerCase() !== actor.id && !isStaff(actor)) throw accountErrors.forbidden();
  return actor;
}

export interface EditProfileInput {
  user?: string | null;
  name?: string | null;
  fName?: string | null;
  lName?: string | null;
  birthDate?: string | null;
  email?: string | null;
  password?: string | null;
  confirmPassword?: string | null;
  newPassword?: string | null;
  phone?: string | null;
  description?: string | null;
  city?: string | null;
  country?: string | null;
  role?: string | null;
  image?: string | null;
  deleteImage?: boolean | null;
  gender?: string | null;
  code?: string | null;
  favLang?: string | null;
  mailLang?: string | null;
}

const editProfileSchema = (min: number) =>
  z.object({
    name: requiredText(160).optional(),
    fName: requiredText(80).optional(),
    lName: requiredText(80).optional(),
    birthDate: birthDateField.optional(),
    email: emailField.optional(),
    password: z.string().nullish(),
    confirmPassword: z.string().nullish(),
    newPassword: passwordField(min).nullish(),
    phone: phoneField.optional(),
    description: optionalText(4000).optional(),
    city: optionalText(120).optional(),
    country: optionalText(120).optional(),
    role: z.enum(['customer', 'designer', 'manufacturer'], VALIDATION_KEYS.invalid).nullish(),
    image: avatarPathField.nullish(),
    deleteImage: z.boolean().nullish(),
    gender: z.enum(['male', 'female'], VALIDATION_KEYS.invalid).nullish(),
    code: optionalText(8).optional(),
    favLang: languageField.nullish(),
    mailLang: languageField.nullish(),
  });

/** Drops the keys whose value is undefined (absent arguments change nothing). */
const defined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * Changes the profile (SPEC.md section 7 editProfile). A password change needs the current password
 * and newPassword confirmed; the role changes only by staff; an email stays unique.
 */
export async function editProfile(
  ctx: ServiceContext,
  input: EditProfileInput,
  deps: Pick<SessionDeps, 'passwordMinLength'>,
): Promise<UserAccountContract> {
  const actor = requireSelfOrStaff(ctx, input.user);
  const targetId = (input.user ?? actor.id).toLowerCase();
  const present = defined(input as Record<string, unknown>);
  const data = parseInput(editProfileSchema(deps.passwordMinLength), present);
  const user = await findById(ctx, targetId);
  if (!user) throw accountErrors.userNotFound();

  const changes: Partial<NewUser> = {};
  for (const field of [
    'fName',
    'lName',
    'name',
    'birthDate',
    'phone',
    'description',
    'city',
    'country',
    'code',
  ] as const) {
    if (data[field] !== undefined) (changes as Record<string, unknown>)[field] = data[field];
  }
  if (data.gender !== undefined) changes.gender = data.gender;
  if (data.favLang) changes.favLang = data.favLang;
  if (data.mailLang) changes.mailLang = data.mailLang;
  if (data.image) changes.image = data.image;
  if (data.deleteImage) changes.image = null;
  if (data.role && data.role !== user.role) {
    if (!isStaff(actor)) throw accountErrors.forbidden();
    changes.role = data.role;
  }
  if (data.email && data.email !== user.email) {
    const other = await findByEmail(ctx, data.email);
    if (other && other.id !== user.id) throw accountErrors.alreadyExists(400);
    changes.email = data.email;
  }
  if (data.newPassword) {
    if (data.confirmPassword != null && data.confirmPassword !== data.newPassword) {
      throw accountErrors.confirmMismatch(400);
    }
    // Staff resetting someone else's password need not know it; the user must give the current one.
    const self = actor.id === user.id;
    if (self && user.passwordHash && !(await verifyPassword(data.password ?? '', user.passwordHash))) {
      throw accountErrors.incorrectPassword(400);
    }
    changes.passwordHash = await hashPassword(data.newPassword);
  }
  if (Object.keys(changes).length === 0) return toUserAccountContract(user, actor);
  try {
    const updated = await withTransaction(ctx, async (tx) => {
      const [row] = await tx.db.update(users).set(changes).where(eq(users.id, user.id)).returning();
      // A new password or role ends the user's other sessions; the one changing its own password
      // stays signed in (docs/decisions/025).
      if (changeEndsSessions(user, changes)) {
        await endSessionsOfUser(tx, user.id, { except: actor.id === user.id ? actor.sessionId : null });
      }
      return row;
    });
    return toUserAccountContract(updated!, actor);
  } catch (error) {
    if (isUniqueViolation(error)) throw accountErrors.alreadyExists(400);
    throw error;
  }
}

export interface ChangeRoleOrStatusInput {
  user?: string | null;
  role?: string | null;
  status?: boolean | null;
  mailLang?: string | null;
  /** true: the user acts on their own account (only deactivation is allowed). */
  userAction?: boolean | null;
}

/**
 * Role and status changes in one call (SPEC.md section 4, Account): a user may deactivate their own
 * account (userAction); only staff reactivate, block or change a role, and only a superAdmin may
 * change another staff member.
 */
export async function changeRoleOrStatus(
  ctx: ServiceContext,
  input: ChangeRoleOrStatusInput,
): Promise<{ _id: string; role: string; status: boolean }> {
  const actor = ctx.user;
  if (!actor) throw accountErrors.unauthenticated();
  const data = parseInput(
    z.object({
      user: z.string(VALIDATION_KEYS.required).trim().min(1, VALIDATION_KEYS.required),
      role: z.enum(['customer', 'designer', 'manufacturer'], VALIDATION_KEYS.invalid).nullish(),
      status: z.boolean().nullish(),
      userAction: z.boolean().nullish(),
    }),
    input,
  );
  const target = await findById(ctx, data.user);
  if (!target) throw accountErrors.userNotFound();
  const changes: Partial<NewUser> = {};
  if (data.userAction && !isStaff(actor)) {
    // Self-service: deactivate only. Reactivation and role changes are for staff.
    if (target.id !== actor.id || !actor.status) throw accountErrors.forbidden();
    if (data.role && data.role !== target.role) throw accountErrors.forbidden();
    if (data.status !== false) throw accountErrors.forbidden();
    changes.status = false;
    // Their own choice: login then says "deactivated" and how to have it reactivated.
    changes.deactivatedAt = ctx.now;
  } else {
    if (!isStaff(actor) || !actor.status) throw accountErrors.forbidden();
    if (target.privilageType && target.id !== actor.id && actor.privilageType !== 'superAdmin') {
      throw accountErrors.forbidden();
    }
    if (data.role) changes.role = data.role;
    if (data.status != null) {
      changes.status = data.status;
      // A staff decision (a block, or the reactivation only staff may do) replaces the user's own.
      changes.deactivatedAt = null;
    }
  }
  if (Object.keys(changes).length === 0) return { _id: target.id, role: target.role, status: target.status };
  const updated = await withTransaction(ctx, async (tx) => {
    const [row] = await tx.db.update(users).set(changes).where(eq(users.id, target.id)).returning();
    // A block, a deactivation or a role change ends every session of the user at once.
    if (changeEndsSessions(target, changes)) await endSessionsOfUser(tx, target.id);
    return row;
  });
  ctx.log.info({ userId: target.id, by: actor.id, ...changes }, 'user role or status changed');
  return { _id: updated!.id, role: updated!.role, status: updated!.status };
}

/**
 * One user by id or slug (SPEC.md section 7 getUserById). Others see the public fields of an
 * active user; the user themselves and staff see everything, responsesReaded and status included.
 */
export async function getUserById(
  ctx: ServiceContext,
  input: { user?: string | null; slug?: string | null },
): Promise<UserAccountContract> {
  let row: User | undefined;
  if (input.user) row = await findById(ctx, input.user.trim());
  else if (input.slug) {
    [row] = await ctx.db.select().from(users).where(eq(users.slug, input.slug.trim())).limit(1);
  }
  const viewer = ctx.user;
  const privileged = row && (viewer?.id === row.id || isStaff(viewer));
  if (!row || (!row.status && !privileged)) throw accountErrors.userNotFound();
  return toUserAccountContract(row, viewer);
}

const LIST_LIMIT = 500;

/**
 * The users of a role (SPEC.md section 7 getUsers): active designers and manufacturers for anyone;
 * customers, inactive users and no role filter for staff only.
 */
export async function getUsers(
  ctx: ServiceContext,
  input: { role?: string | null },
): Promise<UserAccountContract[]> {
  const role = parseInput(
    z.enum(['customer', 'designer', 'manufacturer'], VALIDATION_KEYS.invalid).nullish(),
    input.role?.trim() || null,
  );
  const staff = isStaff(ctx.user);
  if (!staff && (role === 'customer' || !role)) throw accountErrors.forbidden();
  const conditions = [role ? eq(users.role, role) : undefined, staff ? undefined : eq(users.status, true)];
  const rows = await ctx.db
    .select()
    .from(users)
    .where(and(...conditions))
    .orderBy(asc(users.name))
    .limit(LIST_LIMIT);
  return rows.map((row) => toUserAccountContract(row, ctx.user));
}

export interface ReferralCodeContract {
  code: string;
  discountValue: number;
  type: string;
  discountByValue: number;
}

/** The signed-in user's referral code, or null when they have none. */
export async function checkUserHasReferralCode(ctx: ServiceContext): Promise<ReferralCodeContract | null> {
  const actor = requireActor(ctx);
  const [row] = await ctx.db.select().from(referralCodes).where(eq(referralCodes.userId, actor.id)).limit(1);
  return row
    ? {
        code: row.code,
        discountValue: row.discountValue,
        type: row.type,
        discountByValue: row.discountByValue,
      }
    : null;
}

/** The current row of a signed-in actor (the REST session answer). */
export async function currentUser(ctx: ServiceContext): Promise<User | undefined> {
  return ctx.user ? findById(ctx, ctx.user.id) : undefined;
}
