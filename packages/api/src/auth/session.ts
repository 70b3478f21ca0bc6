import { findSessionUser } from '@souq/core/accounts/session.service.ts';
import { actorOf } from '@souq/core/accounts/user.mapper.ts';
import type { Actor } from '@souq/core/context.ts';
import type { AppDb } from '@souq/core/db/client.ts';
import type { User } from '@souq/core/db/schema/accounts.schema.ts';
import { authenticateBearer, type BearerRefusal } from './bearer.ts';

export type SessionOutcome =
  | { actor: Actor; user: User; sessionId: string }
  | { actor: null; user: null; reason: BearerRefusal | 'ended' };

/**
 * THE session check of every request (GraphQL context, page loaders and actions, the REST session
 * routes, /api/me; docs/decisions/025): the JWT is verified (HS256, exp), then one indexed query
 * finds its session row (by jti, of the token's user, not expired) joined to the user. The stored
 * role, privilege and status win over the token's claims; a token whose row was deleted (logout,
 * password change, block...) or never existed (tokens older than the sessions table) is a guest.
 * A blocked or deactivated user whose row remains comes back with `status: false`: callers refuse
 * them (USER_BLOCKED) or serve a guest, as before. Never throws for bad input; a database failure
 * propagates (no session can be checked without it).
 */
export async function authenticateSession(
  db: AppDb,
  secret: Uint8Array,
  header: string | null | undefined,
  now: Date = new Date(),
): Promise<SessionOutcome> {
  const bearer = await authenticateBearer(header, secret);
  if (!bearer.actor) return { actor: null, user: null, reason: bearer.reason };
  if (!bearer.sessionId) return { actor: null, user: null, reason: 'ended' };
  const user = await findSessionUser({ db }, { sessionId: bearer.sessionId, userId: bearer.actor.id, now });
  if (!user) return { actor: null, user: null, reason: 'ended' };
  return {
    actor: { ...actorOf(user), sessionId: bearer.sessionId },
    user,
    sessionId: bearer.sessionId,
  };
}
