import crypto from 'node:crypto';
import type { Actor } from '../context.ts';

/** How long a session lasts: the website cookie and the bearer token of the apps. */
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Staff sessions (any login of a superAdmin, admin or designerSupport) last a working day: a lost
 * laptop or a forgotten tab does not keep the dashboard's powers for a month (issue 17).
 */
export const STAFF_SESSION_TTL_SECONDS = 12 * 60 * 60;

/**
 * The session token: an HS256 JWT with the claims `packages/api/src/auth/bearer.ts` verifies
 * (sub, role, privilageType, status, iat, exp) and a `jti`, the id of the session's `user_sessions`
 * row (session.service.ts `startSession` signs every login's token; the role, privilege and status
 * claims are informative only: the stored values win, docs/decisions/025).
 * Signed with node:crypto (HMAC-SHA256 over the compact JWS input, RFC 7515) because
 * `@souq/core` does not depend on jose; the verifying side uses jose (see docs/decisions/008).
 */
export function signSessionToken(
  secret: Uint8Array,
  actor: Actor,
  options: { now?: Date; ttlSeconds?: number; jti?: string } = {},
): string {
  const iat = Math.floor((options.now ?? new Date()).getTime() / 1000);
  const payload = {
    sub: actor.id,
    role: actor.role,
    privilageType: actor.privilageType,
    status: actor.status,
    jti: options.jti ?? crypto.randomUUID(),
    iat,
    exp: iat + (options.ttlSeconds ?? SESSION_TTL_SECONDS),
  };
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const input = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
  const signature = crypto.createHmac('sha256', secret).update(input).digest('base64url');
  return `${input}.${signature}`;
}
