import { isActiveAccount } from '@souq/core/accounts/account-status.ts';
import { accountErrors } from '@souq/core/accounts/account-errors.ts';
import { dashboardLogin } from '@souq/core/accounts/dashboard-login.service.ts';
import { endSession } from '@souq/core/accounts/session.service.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { authenticateBearer } from '../auth/bearer.ts';
import {
  authorizationOf,
  isSameOriginRequest,
  readCookie,
  serializeSessionCookie,
  SESSION_COOKIE,
} from '../auth/session-cookie.ts';
import { authenticateSession } from '../auth/session.ts';
import { envelope } from '../envelope.ts';
import { domainErrorFields } from '../errors.ts';
import { restServiceContext } from './rest-context.ts';
import { readFields, sitePath, statusAnswer, type RestAnswer, type RestRoute } from './rest-route.ts';

/** The dashboard's login (SPEC.md section 7, REST "Dashboard server: POST /login"), see docs/decisions/008. */
export const DASHBOARD_LOGIN_PATH = '/api/admin/login';

const SESSION_PATHS = new Set(['/login', '/register', '/logout', DASHBOARD_LOGIN_PATH]);

const isForm = (request: Request) =>
  (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');

const withCookie = (answer: RestAnswer, cookie: string | undefined, location?: string): RestAnswer => ({
  ...answer,
  headers: { ...(cookie ? { 'Set-Cookie': cookie } : {}), ...(location ? { Location: location } : {}) },
});

const secureCookies = (runtime: AppRuntime) => runtime.config.env === 'production';
const fromSite = (runtime: AppRuntime, request: Request) =>
  isSameOriginRequest(request.headers, request.url, runtime.config.publicUrl);

/** `POST /login` and `POST /register`: the token of a live session becomes the session cookie. */
async function startSession(runtime: AppRuntime, request: Request): Promise<RestAnswer> {
  const body = await readFields(request);
  const token = typeof body?.['user'] === 'string' ? body['user'] : null;
  if (!token) return statusAnswer(400, 'Error while login');
  // A live session's token only (an ended one is refused); the stored status decides.
  const auth = await authenticateSession(runtime.db, runtime.jwtSecret, `Bearer ${token}`);
  if (!auth.actor) return statusAnswer(401, 'Error while login');
  if (!isActiveAccount(auth.user)) {
    return statusAnswer(403, 'This account is blocked', { error_code: 'USER_BLOCKED' });
  }
  const cookie = serializeSessionCookie(token, { secure: secureCookies(runtime) });
  return withCookie(statusAnswer(200, 'success'), cookie);
}

/**
 * `POST /logout`: ends the session (its row, so the token stops working everywhere) and clears the
 * cookie. The session is the cookie's, else the Authorization header's (an app logging out through
 * REST); only a token signed by this site names a row to delete. The site's menu posts a plain
 * form (works without JavaScript): it is sent home (303 to `redirectTo`, a path of this site).
 */
async function logout(runtime: AppRuntime, request: Request): Promise<RestAnswer> {
  const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
  const verified = await authenticateBearer(
    token ? `Bearer ${token}` : request.headers.get('authorization'),
    runtime.jwtSecret,
  );
  if (verified.actor && verified.sessionId) await endSession(runtime, verified.sessionId);
  const cookie = serializeSessionCookie(null, { secure: secureCookies(runtime) });
  if (!isForm(request)) return withCookie(statusAnswer(200, 'success'), cookie);
  const location = sitePath((await readFields(request))?.['redirectTo'], '/');
  return withCookie({ ...statusAnswer(200, 'success'), status: 303 }, cookie, location);
}

/**
 * `POST /api/admin/login`, the dashboard's login: the credential is the Authorization header, else
 * the site's cookie (same-origin only), else the SPEC's body `{ user: token, privilageType, userId,
 * role, status }`, else `{ email, password }`. Staff only (dashboard-login.service.ts); answers the
 * envelope with a fresh token, and sets the session cookie for the site's own pages. The menu's
 * admin link posts a plain form (`redirectTo`, a path of this site, default /admin) and is sent
 * there (303). Other origins (a dashboard app) get no cookie.
 */
async function adminLogin(runtime: AppRuntime, request: Request, clientAddress: string | null) {
  const body = (await readFields(request)) ?? {};
  const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : null);
  const bodyToken = text('user');
  const header =
    authorizationOf(request, runtime.config.publicUrl) ?? (bodyToken ? `Bearer ${bodyToken}` : null);
  const auth = header ? await authenticateSession(runtime.db, runtime.jwtSecret, header) : null;
  const result =
    auth && !auth.actor
      ? { ...domainErrorFields(accountErrors.unauthenticated()), data: null }
      : await envelope(() =>
          dashboardLogin(
            restServiceContext(runtime, auth?.actor ?? null),
            { userId: text('userId'), email: text('email'), password: text('password') },
            {
              jwtSecret: runtime.jwtSecret,
              passwordMinLength: runtime.config.passwordMinLength,
              clientAddress,
            },
          ),
        );
  const sameOrigin = fromSite(runtime, request);
  const cookie =
    result.data && sameOrigin
      ? serializeSessionCookie(result.data.token, { secure: secureCookies(runtime) })
      : undefined;
  if (!(isForm(request) && sameOrigin))
    return withCookie({ status: result.status_code, body: result }, cookie);
  // A refused form goes home (blocked users with the SPEC's msg=blockedUser).
  const refused = result.error_code === 'USER_BLOCKED' ? '/?msg=blockedUser' : '/';
  const location = result.data ? sitePath(text('redirectTo') ?? '/admin', '/admin') : refused;
  return withCookie({ status: 303, body: result }, cookie, location);
}

/**
 * The website's session calls (SPEC.md section 7, REST): `POST /login`, `POST /register`,
 * `POST /logout` and `POST /api/admin/login` (the dashboard's staff login).
 */
export function createSessionRoutes(runtime: AppRuntime): RestRoute {
  return {
    serves: (method, pathname) => method === 'POST' && SESSION_PATHS.has(pathname),
    async answer({ request, clientAddress }) {
      const { pathname } = new URL(request.url);
      // The dashboard login also serves other origins (a dashboard app): it then sets no cookie.
      if (pathname === DASHBOARD_LOGIN_PATH) return adminLogin(runtime, request, clientAddress);
      // Session changes come only from the site's own pages (no login CSRF, no forced logout).
      if (!fromSite(runtime, request)) return statusAnswer(403, 'Cross-site request refused');
      return pathname === '/logout' ? logout(runtime, request) : startSession(runtime, request);
    },
  };
}
