/**
 * Server-side sessions (docs/decisions/025): every login inserts a `user_sessions` row whose id is
 * the token's `jti`; every authenticated request finds that row (packages/api/src/auth/session.ts),
 * so deleting rows ends tokens at once on every process: logout (one row), a password change or
 * reset, a block, a deactivation, a role or privilege change (every row of the user).
 */
import crypto from 'node:crypto';
import { and, eq, getTableColumns, gt, lte, ne, sql } from 'drizzle-orm';
import type { Actor, ClockedDbContext, DbContext } from '../context.ts';
import type { AppDb } from '../db/client.ts';
import { users, type User } from '../db/schema/accounts.schema.ts';
import { userSessions } from '../db/schema/sessions.schema.ts';
import { SESSION_TTL_SECONDS, signSessionToken } from './session-token.ts';
import { isUuid } from '../ids.ts';

/** How a session began (the row's `method`). */
export type SessionMethod = 'password' | 'register' | 'otp' | 'google' | 'facebook' | 'dashboard';

export interface StartedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * Opens a session for `actor`: inserts its row and signs the token carrying the row's id as `jti`.
 * The user's expired rows go at the same time (an indexed delete of one user's rows), so the table
 * holds live sessions plus those of users who stopped signing in (`pruneExpiredSessions`).
 */
export async function startSession(
  ctx: DbContext,
  secret: Uint8Array,
  actor: Actor,
  {
    method,
    now,
    ttlSeconds = SESSION_TTL_SECONDS,
  }: { method: SessionMethod; now: Date; ttlSeconds?: number },
): Promise<StartedSession> {
  const sessionId = crypto.randomUUID();
  // The token's exp is in whole seconds from iat; the row ends at the same second.
  const expiresAt = new Date((Math.floor(now.getTime() / 1000) + ttlSeconds) * 1000);
  await ctx.db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, actor.id), lte(userSessions.expiresAt, now)));
  await ctx.db
    .insert(userSessions)
    .values({ id: sessionId, userId: actor.id, method, createdAt: now, expiresAt });
  const token = signSessionToken(secret, actor, { now, ttlSeconds, jti: sessionId });
  return { token, sessionId, expiresAt };
}

/**
 * The stored user of a live session: the row `sessionId` exists, belongs to `userId` and has not
 * expired. One indexed query (primary key of user_sessions, then of users); undefined otherwise.
 */
export async function findSessionUser(
  ctx: DbContext,
  { sessionId, userId, now }: { sessionId: string; userId: string; now: Date },
): Promise<User | undefined> {
  if (!isUuid(sessionId) || !isUuid(userId)) return undefined;
  const [row] = await sessionUserQuery(ctx.db).execute({ sessionId, userId, now });
  return row;
}

// Every request runs this query: it is prepared once per database handle (a named statement the
// server plans once per connection), which halves its cost on PGlite (docs/decisions/025).
const preparedSessionUser = new WeakMap<AppDb, ReturnType<typeof prepareSessionUser>>();
const prepareSessionUser = (db: AppDb) =>
  db
    .select(getTableColumns(users))
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(
      and(
        eq(userSessions.id, sql.placeholder('sessionId')),
        eq(userSessions.userId, sql.placeholder('userId')),
        gt(userSessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('souq_session_user');
function sessionUserQuery(db: AppDb) {
  let query = preparedSessionUser.get(db);
  if (!query) preparedSessionUser.set(db, (query = prepareSessionUser(db)));
  return query;
}

/**
 * Whether a change of a user's row ends their sessions: a new password, a block or deactivation,
 * another role or privilege. Every service that changes these columns asks this one rule.
 */
export function changeEndsSessions(
  before: Pick<User, 'role' | 'privilageType' | 'status'>,
  changes: Partial<Pick<User, 'role' | 'privilageType' | 'status' | 'passwordHash'>>,
): boolean {
  return (
    changes.passwordHash !== undefined ||
    changes.status === false ||
    (changes.role !== undefined && changes.role !== before.role) ||
    (changes.privilageType !== undefined && changes.privilageType !== before.privilageType)
  );
}

/** Ends one session (logout). */
export async function endSession(ctx: DbContext, sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) return;
  await ctx.db.delete(userSessions).where(eq(userSessions.id, sessionId));
}

/**
 * Ends every session of a user, but `except` (the session making a password change stays signed
 * in, like the profile page always did). Call it in the transaction of the change it follows, so
 * the change and the end of the sessions commit together.
 */
export async function endSessionsOfUser(
  ctx: DbContext,
  userId: string,
  { except }: { except?: string | null } = {},
): Promise<number> {
  const rows = await ctx.db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), except ? ne(userSessions.id, except) : undefined))
    .returning({ id: userSessions.id });
  return rows.length;
}

/** Deletes every expired session row (for a periodic job or an operator); answers how many. */
export async function pruneExpiredSessions(ctx: ClockedDbContext): Promise<number> {
  const rows = await ctx.db
    .delete(userSessions)
    .where(lte(userSessions.expiresAt, ctx.now))
    .returning({ id: userSessions.id });
  return rows.length;
}
