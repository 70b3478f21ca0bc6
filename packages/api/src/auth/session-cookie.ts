import { SESSION_TTL_SECONDS } from '@souq/core/accounts/session-token.ts';

/** The website's session cookie: the same signed token the apps send as a bearer token. */
export const SESSION_COOKIE = 'souq_session';

/** The value of cookie `name` in a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    const value = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

/** `HttpOnly; SameSite=Lax; Path=/`, `Secure` in production; an empty value with Max-Age=0 clears it. */
export function serializeSessionCookie(token: string | null, options: { secure: boolean }): string {
  const parts = [
    `${SESSION_COOKIE}=${token ? encodeURIComponent(token) : ''}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Lax',
    `Max-Age=${token ? SESSION_TTL_SECONDS : 0}`,
  ];
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * Whether a request comes from the site's own pages (the CSRF rule for cookie-authenticated calls):
 * `Sec-Fetch-Site: same-origin` when the browser sends it, otherwise an `Origin` equal to the
 * request's own origin or PUBLIC_URL. A request with neither is refused.
 */
export function isSameOriginRequest(headers: Headers, requestUrl: string, publicUrl?: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const origin = headers.get('origin');
  if (!origin || origin === 'null') return false;
  const allowed = new Set<string>();
  try {
    allowed.add(new URL(requestUrl).origin);
  } catch {
    // An unparsable request URL gives no origin to compare with.
  }
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  return allowed.has(origin);
}

/**
 * The credential of a request: the `Authorization` header when present; otherwise the session
 * cookie, turned into a bearer header only for same-origin requests (a cross-site request carrying
 * the cookie is served as a guest).
 */
export function authorizationOf(request: Request, publicUrl?: string): string | null {
  const header = request.headers.get('authorization');
  if (header) return header;
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  if (!token) return null;
  return isSameOriginRequest(request.headers, request.url, publicUrl) ? `Bearer ${token}` : null;
}
