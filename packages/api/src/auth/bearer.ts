import { errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Actor } from '@souq/core/context.ts';
import { isUuid } from '@souq/core/ids.ts';

const ROLES: readonly Actor['role'][] = ['customer', 'designer', 'manufacturer'];
const PRIVILEGES: readonly NonNullable<Actor['privilageType']>[] = ['superAdmin', 'admin', 'designerSupport'];

/** Seconds of clock difference tolerated between the machine that signed and this one. */
const CLOCK_TOLERANCE_SECONDS = 30;

export type BearerRefusal = 'absent' | 'malformed' | 'expired' | 'invalid' | 'claims';

/**
 * A verified token: its claims as an Actor and its `jti` (the session row's id, null on a token
 * without one). Only the signature and expiry are checked here: `authenticateSession`
 * (session.ts) is the check requests go through.
 */
export type BearerOutcome =
  { actor: Actor; sessionId: string | null } | { actor: null; reason: BearerRefusal };

/** The token of an `Authorization: Bearer <jwt>` header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer[ \t]+([A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]*)[ \t]*$/i.exec(header);
  return match ? match[1]! : null;
}

/** Reads the Actor out of verified claims; null when a claim is missing or of the wrong kind. */
export function actorFromClaims(claims: JWTPayload): Actor | null {
  const { sub, role, privilageType, status } = claims as JWTPayload & Record<string, unknown>;
  if (typeof sub !== 'string' || !isUuid(sub)) return null;
  if (!ROLES.includes(role as Actor['role'])) return null;
  if (privilageType != null && !PRIVILEGES.includes(privilageType as NonNullable<Actor['privilageType']>)) {
    return null;
  }
  return {
    id: sub.toLowerCase(),
    role: role as Actor['role'],
    privilageType: (privilageType ?? null) as Actor['privilageType'],
    // A token without status is an active user; only an explicit false means blocked or deactivated.
    status: status !== false,
  };
}

/**
 * Verifies the bearer JWT (HS256 only, signed with the runtime's secret, `exp` required) and returns
 * who it speaks for. Never throws: a missing, malformed, expired or forged token makes a guest.
 */
export async function authenticateBearer(
  header: string | null | undefined,
  secret: Uint8Array,
): Promise<BearerOutcome> {
  if (!header) return { actor: null, reason: 'absent' };
  const token = bearerToken(header);
  if (!token) return { actor: null, reason: 'malformed' };
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      requiredClaims: ['sub', 'exp'],
      clockTolerance: CLOCK_TOLERANCE_SECONDS,
    });
    const actor = actorFromClaims(payload);
    if (!actor) return { actor: null, reason: 'claims' };
    return { actor, sessionId: typeof payload.jti === 'string' ? payload.jti : null };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { actor: null, reason: 'expired' };
    return { actor: null, reason: 'invalid' };
  }
}
