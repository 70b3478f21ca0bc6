/**
 * HS256 JSON Web Tokens with node:crypto: enough to check a provider's notification token (Tamara)
 * without a JWT dependency in core. Only HS256 is accepted, whatever the token's header claims,
 * so a token cannot downgrade itself to "none" or to another algorithm.
 */
import { createHmac } from 'node:crypto';
import { safeEqual } from './provider-crypto.ts';

export type JwtCheck = { ok: true; payload: Record<string, unknown> } | { ok: false; reason: string };

const base64url = (data: Buffer | string): string => Buffer.from(data).toString('base64url');

export function signHs256(payload: Record<string, unknown>, key: string): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify(payload));
  return `${head}.${body}.${base64url(createHmac('sha256', key).update(`${head}.${body}`).digest())}`;
}

/** Checks the signature, then `exp` and `nbf` when present (seconds since the epoch). */
export function verifyHs256(token: string, key: string, now: Date = new Date()): JwtCheck {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'not a JWT' };
  const [head = '', body = '', signature = ''] = parts;
  const header = decodeJson(head);
  if (!header || header.alg !== 'HS256') return { ok: false, reason: 'not an HS256 token' };
  const expected = base64url(createHmac('sha256', key).update(`${head}.${body}`).digest());
  if (!safeEqual(signature, expected)) return { ok: false, reason: 'signature does not verify' };
  const payload = decodeJson(body);
  if (!payload) return { ok: false, reason: 'unreadable payload' };
  const seconds = Math.floor(now.getTime() / 1000);
  if (typeof payload.exp === 'number' && payload.exp <= seconds)
    return { ok: false, reason: 'token expired' };
  if (typeof payload.nbf === 'number' && payload.nbf > seconds)
    return { ok: false, reason: 'token not yet valid' };
  return { ok: true, payload };
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
