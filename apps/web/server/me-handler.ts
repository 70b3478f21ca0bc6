/**
 * `GET /api/me`: who is looking, for the parts of a page that depend on it (cart badge, user menu,
 * wishlist link). The pages stay the same for everyone and can sit in a shared cache; this small
 * answer is private and never cached (docs/decisions/015-locale-urls-and-page-cache.md).
 */
import type http from 'node:http';
import type { AppRuntime } from '@souq/core';
import { DEFAULT_COUNTRY, isCountry, toLocale } from '@souq/core/locale/locales.ts';
import { getSessionSummary } from '@souq/core/accounts/session-summary.service.ts';
import { authenticateSession } from '@souq/api/auth/session.ts';
import { authorizationOf } from '@souq/api/auth/session-cookie.ts';
import { readGuestCartId } from '../app/lib/guest-cart-cookie.server.ts';

/** A Fetch Request with the headers of a Node request, for the shared cookie and CSRF rules. */
function toFetchRequest(request: http.IncomingMessage, origin: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  return new Request(new URL(request.url ?? '/', origin), { headers });
}

export function createMeHandler(runtime: AppRuntime) {
  return async function handleMe(request: http.IncomingMessage, response: http.ServerResponse) {
    const origin = `http://${request.headers.host ?? 'localhost'}`;
    const fetchRequest = toFetchRequest(request, origin);
    const country = new URL(fetchRequest.url).searchParams.get('country');
    const code = isCountry(country) ? country : DEFAULT_COUNTRY;
    // The cookie counts only on same-origin requests (the CSRF rule of the GraphQL endpoint); the
    // session check reads the user row once, and the summary uses it.
    const now = new Date();
    const auth = await authenticateSession(
      runtime.db,
      runtime.jwtSecret,
      authorizationOf(fetchRequest, runtime.config.publicUrl),
      now,
    );
    const summary = await getSessionSummary(
      {
        db: runtime.db,
        log: runtime.log,
        user: auth.actor,
        country: code,
        locale: toLocale('ar', code),
        now,
      },
      { guestCartId: readGuestCartId(fetchRequest.headers.get('cookie')), user: auth.user },
    );
    const body = JSON.stringify(summary);
    response.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'private, no-store',
      Vary: 'Cookie, Authorization',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
}
