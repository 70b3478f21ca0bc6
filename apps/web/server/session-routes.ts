import type http from 'node:http';
import { authenticateBearer } from '@souq/api/auth/bearer.ts';
import { authenticateSession } from '@souq/api/auth/session.ts';
import {
  authorizationOf,
  isSameOriginRequest,
  readCookie,
  serializeSessionCookie,
  SESSION_COOKIE,
} from '@souq/api/auth/session-cookie.ts';
import { envelope } from '@souq/api/envelope.ts';
import { dashboardLogin } from '@souq/core/accounts/dashboard-login.service.ts';
import { accountErrors } from '@souq/core/accounts/account-errors.ts';
import { domainErrorFields } from '@souq/api/errors.ts';
import { countryOf } from '@souq/core/locale/locales.ts';
import { endSession } from '@souq/core/accounts/session.service.ts';
import {
  imageWork,
  MAX_UPLOAD_BYTES,
  reencodeImage,
  storeUpload,
  type ImageWorkTicket,
} from '@souq/core/media/image-upload.ts';
import { robotCheckSecret, verifyRobotCheck } from '@souq/core/accounts/robot-check.service.ts';
import { hitThrottles, THROTTLE_RULES } from '@souq/core/accounts/throttle.ts';
import { isDomainError } from '@souq/core/errors.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { readMultipartField } from './upload-body.ts';
import { isDatabaseUnavailable } from '@souq/core/db/unavailable.ts';
import {
  FILE_FORM_BODY_LIMIT,
  FORM_BODY_LIMIT,
  PAYLOAD_TOO_LARGE,
  toFetchRequest,
} from './http/body-limit.ts';

export { AVATAR_SIZE, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@souq/core/media/image-upload.ts';

type Answer = { status: number; body: object; cookie?: string; location?: string };

/** The dashboard's login (SPEC.md section 7, REST "Dashboard server: POST /login"), see docs/decisions/008. */
export const DASHBOARD_LOGIN_PATH = '/api/admin/login';

/**
 * The website's REST calls (SPEC.md section 7, REST): `POST /login` and `POST /register` (a token
 * from the GraphQL login or register becomes the HttpOnly session cookie), `POST /logout` (clears it),
 * `POST /api/admin/login` (the dashboard's staff login) and `POST /api/user/upload-one` (an image
 * re-encoded to WebP). Answers `null` for other requests.
 */
export function createSessionRoutes(runtime: AppRuntime) {
  const secure = runtime.config.env === 'production';
  const { log } = runtime;

  const startSession = async (request: Request): Promise<Answer> => {
    const body = (await readJson(request)) as Record<string, unknown> | null;
    const token = typeof body?.['user'] === 'string' ? body['user'] : null;
    if (!token) return { status: 400, body: { status_code: 400, message: 'Error while login' } };
    // A live session's token only (an ended one is refused); the stored status decides.
    const auth = await authenticateSession(runtime.db, runtime.jwtSecret, `Bearer ${token}`);
    if (!auth.actor) return { status: 401, body: { status_code: 401, message: 'Error while login' } };
    if (!auth.user.status) {
      return {
        status: 403,
        body: { status_code: 403, message: 'This account is blocked', error_code: 'USER_BLOCKED' },
      };
    }
    return {
      status: 200,
      body: { status_code: 200, message: 'success' },
      cookie: serializeSessionCookie(token, { secure }),
    };
  };

  /**
   * Ends the session (its row, so the token stops working everywhere) and clears the cookie. The
   * session is the cookie's, else the Authorization header's (an app logging out through REST);
   * only a token signed by this site names a row to delete. The site's menu posts a plain form
   * (works without JavaScript): it is sent home (303 to `redirectTo`, a path of this site).
   */
  const logout = async (request: Request): Promise<Answer> => {
    const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
    const verified = await authenticateBearer(
      token ? `Bearer ${token}` : request.headers.get('authorization'),
      runtime.jwtSecret,
    );
    if (verified.actor && verified.sessionId) await endSession(runtime.db, verified.sessionId);
    const cookie = serializeSessionCookie(null, { secure });
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded')) {
      const body = (await readJson(request)) as Record<string, unknown> | null;
      const wanted = typeof body?.['redirectTo'] === 'string' ? body['redirectTo'] : '/';
      const location = /^\/(?![/\\])/.test(wanted) ? wanted : '/';
      return { status: 303, body: { status_code: 200, message: 'success' }, cookie, location };
    }
    return { status: 200, body: { status_code: 200, message: 'success' }, cookie };
  };

  /**
   * The dashboard's login: the credential is the Authorization header, else the site's cookie
   * (same-origin only), else the SPEC's body `{ user: token, privilageType, userId, role, status }`,
   * else `{ email, password }`. Staff only (dashboard-login.service.ts); answers the envelope with a
   * fresh token, and sets the session cookie for the site's own pages. The menu's admin link posts
   * a plain form (`redirectTo`, a path of this site, default /admin) and is sent there (303).
   */
  const adminLogin = async (request: Request, clientAddress: string | null): Promise<Answer> => {
    const form = (request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded');
    const body = ((await readJson(request)) ?? {}) as Record<string, unknown>;
    const text = (name: string) => (typeof body[name] === 'string' ? (body[name] as string) : null);
    const sameOrigin = isSameOriginRequest(request.headers, request.url, runtime.config.publicUrl);
    const bodyToken = text('user');
    const header =
      authorizationOf(request, runtime.config.publicUrl) ?? (bodyToken ? `Bearer ${bodyToken}` : null);
    const auth = header ? await authenticateSession(runtime.db, runtime.jwtSecret, header) : null;
    const locale = runtime.config.defaultLocale;
    const result =
      auth && !auth.actor
        ? { ...domainErrorFields(accountErrors.unauthenticated()), data: null }
        : await envelope(() =>
            dashboardLogin(
              {
                db: runtime.db,
                log,
                user: auth?.actor ?? null,
                locale,
                country: countryOf(locale),
                now: new Date(),
              },
              { userId: text('userId'), email: text('email'), password: text('password') },
              {
                jwtSecret: runtime.jwtSecret,
                passwordMinLength: runtime.config.passwordMinLength,
                clientAddress,
              },
            ),
          );
    const cookie =
      result.data && sameOrigin ? serializeSessionCookie(result.data.token, { secure }) : undefined;
    if (form && sameOrigin) {
      const wanted = text('redirectTo') ?? '/admin';
      const target = /^\/(?![/\\])/.test(wanted) ? wanted : '/admin';
      return {
        status: 303,
        body: result,
        cookie,
        // A refused form goes home (blocked users with the SPEC's msg=blockedUser).
        location: result.data ? target : result.error_code === 'USER_BLOCKED' ? '/?msg=blockedUser' : '/',
      };
    }
    return { status: result.status_code, body: result, cookie };
  };

  /**
   * Who may upload (issue 14: the endpoint was open): a live session (the cookie of a same-origin
   * page, or a bearer token), else a robot-check solution in `X-Robot-Check` (a designer's sign-up
   * picture, before the account exists), accepted once. Answers the throttle key, or null.
   */
  const uploaderOf = async (request: Request): Promise<{ userId: string | null } | null> => {
    const header = authorizationOf(request, runtime.config.publicUrl);
    if (header) {
      const auth = await authenticateSession(runtime.db, runtime.jwtSecret, header);
      if (auth.actor && auth.user.status) return { userId: auth.actor.id };
    }
    const solution = request.headers.get('x-robot-check');
    if (!solution) return null;
    const locale = runtime.config.defaultLocale;
    const ctx = { db: runtime.db, log, user: null, locale, country: countryOf(locale), now: new Date() };
    const secret = robotCheckSecret(runtime.jwtSecret);
    return verifyRobotCheck(ctx, solution, secret, 401).then(
      () => ({ userId: null }),
      (error: unknown) => {
        if (isDomainError(error)) return null;
        throw error;
      },
    );
  };

  /**
   * POST /api/user/upload-one: who may upload, per-user and per-address limits, then a ticket of
   * the image gate before the body is read (503 when busy), so a refused upload buffers nothing.
   */
  const upload = async (request: Request, url: URL, clientAddress: string | null): Promise<Answer> => {
    const failure = (status: number, message: string, key: string): Answer => ({
      status,
      body: { status_code: status, message, message_key: key },
    });
    const length = Number(request.headers.get('content-length') ?? '0');
    if (length > MAX_UPLOAD_BYTES + 64 * 1024) {
      return failure(413, 'The file is too big', 'errors.upload.tooBig');
    }
    const uploader = await uploaderOf(request);
    if (!uploader) {
      return failure(
        401,
        'Please log in, or verify that you are not a robot, to upload a picture',
        'errors.upload.loginRequired',
      );
    }
    try {
      await hitThrottles(
        runtime.db,
        [
          [THROTTLE_RULES.uploadAccount, uploader.userId],
          [THROTTLE_RULES.uploadAddress, clientAddress],
        ],
        new Date(),
      );
    } catch (error) {
      if (!isDomainError(error) || error.status !== 429) throw error;
      return failure(429, error.message, error.messageKey);
    }
    const ticket = imageWork.reserve();
    if (!ticket)
      return failure(503, 'The server is busy, please try again in a moment', 'errors.upload.busy');
    try {
      return await receiveImage(request, url, ticket);
    } finally {
      ticket.release();
    }
  };

  const receiveImage = async (request: Request, url: URL, ticket: ImageWorkTicket): Promise<Answer> => {
    const failure = (status: number, message: string, key: string): Answer => ({
      status,
      body: { status_code: status, message, message_key: key },
    });
    // One copy of the body, the file a view of it (upload-body.ts: formData() holds it four times).
    let bytes: Buffer | null;
    try {
      bytes = await readMultipartField(request, 'image');
    } catch {
      return failure(400, 'Error while uploading the image', 'errors.designer.uploadImgErr');
    }
    if (!bytes) return failure(400, 'Error while uploading the image', 'errors.designer.imgRequired');
    if (bytes.length > MAX_UPLOAD_BYTES) return failure(413, 'The file is too big', 'errors.upload.tooBig');
    let output: Buffer;
    try {
      output = await reencodeImage(bytes, { minify: url.searchParams.get('minify') === 'true', ticket });
    } catch (error) {
      log.info({ err: error }, 'upload refused: not an image');
      return failure(400, 'Invalid file type', 'errors.upload.invalidType');
    }
    const filename = await storeUpload(runtime.config.uploadsDir, 'avatars', output);
    return { status: 200, body: { status_code: 200, message: 'success', file: { filename } } };
  };

  return async function handle(
    incoming: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<boolean> {
    const pathname = (incoming.url ?? '/').split('?', 1)[0];
    const route =
      pathname === '/login' || pathname === '/register'
        ? 'session'
        : pathname === '/logout'
          ? 'logout'
          : pathname === '/api/user/upload-one'
            ? 'upload'
            : pathname === DASHBOARD_LOGIN_PATH
              ? 'admin'
              : null;
    if (!route || incoming.method !== 'POST') return false;
    const { request, discard, exceeded } = toFetchRequest(
      incoming,
      route === 'upload' ? FILE_FORM_BODY_LIMIT : FORM_BODY_LIMIT,
    );
    let answer: Answer;
    try {
      // Session changes come only from the site's own pages (no login CSRF, no forced logout).
      // The upload has its own check (uploaderOf: a session, whose cookie counts only from this
      // site, or a robot-check solution), so apps may call it from anywhere.
      // The dashboard login also serves other origins (a dashboard app): it then sets no cookie.
      if (
        route !== 'upload' &&
        route !== 'admin' &&
        !isSameOriginRequest(request.headers, request.url, runtime.config.publicUrl)
      ) {
        send(response, { status: 403, body: { status_code: 403, message: 'Cross-site request refused' } });
        return true;
      }
      if (route === 'session') answer = await startSession(request);
      else if (route === 'logout') answer = await logout(request);
      else if (route === 'admin') answer = await adminLogin(request, incoming.socket.remoteAddress ?? null);
      else answer = await upload(request, new URL(request.url), incoming.socket.remoteAddress ?? null);
    } catch (error) {
      if ((error as Error).name === PAYLOAD_TOO_LARGE) {
        answer = {
          status: 413,
          body: { status_code: 413, message: 'The file is too big', message_key: 'errors.upload.tooBig' },
        };
      } else if (isDatabaseUnavailable(error)) {
        log.warn({ err: error }, 'session route: database unavailable');
        answer = { status: 503, body: { status_code: 503, message: 'Service Unavailable' } };
      } else {
        log.error({ err: error }, 'session route failed');
        answer = { status: 500, body: { status_code: 500, message: 'Unexpected error.' } };
      }
    }
    // A body cut at the limit is refused whatever the route made of what it read.
    if (exceeded())
      answer = {
        status: 413,
        body: { status_code: 413, message: 'The file is too big', message_key: 'errors.upload.tooBig' },
      };
    // A body refused before it was read is still arriving: read it away so the client gets the
    // answer instead of a reset connection.
    if (answer.status === 413 || (route === 'upload' && answer.status !== 200)) discard();
    send(response, answer);
    return true;
  };
}

function send(response: http.ServerResponse, answer: Answer) {
  const text = JSON.stringify(answer.body);
  const headers: http.OutgoingHttpHeaders = {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  };
  if (answer.cookie) headers['Set-Cookie'] = answer.cookie;
  if (answer.location) headers['Location'] = answer.location;
  response.writeHead(answer.status, headers);
  response.end(text);
}

async function readJson(request: Request): Promise<unknown> {
  try {
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      return Object.fromEntries((await request.formData()).entries());
    }
    return await request.json();
  } catch {
    return null;
  }
}
