/**
 * `GET /api/me`: who is looking, for the parts of a page that depend on it (cart badge, user menu,
 * wishlist link). The pages stay the same for everyone and can sit in a shared cache; this small
 * answer is private and never cached (docs/decisions/015-locale-urls-and-page-cache.md).
 */
import { getSessionSummary } from '@souq/core/accounts/session-summary.service.ts';
import { DEFAULT_COUNTRY, toLocale } from '@souq/core/locale/locales.ts';
import { parseCountry } from '@souq/core/locale/parse.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { authorizationOf } from '../auth/session-cookie.ts';
import { authenticateSession } from '../auth/session.ts';
import { restServiceContext } from './rest-context.ts';
import type { RestRoute } from './rest-route.ts';

export interface MeRouteOptions {
  /** The guest cart id the browser keeps (its cookie belongs to the website), or null. */
  guestCartId(cookieHeader: string | null): string | null;
}

export function createMeRoutes(runtime: AppRuntime, { guestCartId }: MeRouteOptions): RestRoute {
  return {
    serves: (method, pathname) => (method === 'GET' || method === 'HEAD') && pathname === '/api/me',
    async answer({ request }) {
      const country = parseCountry(new URL(request.url).searchParams.get('country')) ?? DEFAULT_COUNTRY;
      // The cookie counts only on same-origin requests (the CSRF rule of the GraphQL endpoint); the
      // session check reads the user row once, and the summary uses it.
      const now = new Date();
      const header = authorizationOf(request, runtime.config.publicUrl);
      const auth = await authenticateSession(runtime.db, runtime.jwtSecret, header, now);
      const summary = await getSessionSummary(
        restServiceContext(runtime, auth.actor, toLocale('ar', country), now),
        { guestCartId: guestCartId(request.headers.get('cookie')), user: auth.user },
      );
      return {
        status: 200,
        body: summary,
        headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie, Authorization' },
      };
    },
  };
}
