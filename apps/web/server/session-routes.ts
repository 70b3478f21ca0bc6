import type http from 'node:http';
import { authenticateBearer } from '@souq/api/auth/bearer.ts';
import {
  authorizationOf,
  isSameOriginRequest,
  serializeSessionCookie,
} from '@souq/api/auth/session-cookie.ts';
import { envelope } from '@souq/api/envelope.ts';
import { dashboardLogin } from '@souq/core/accounts/dashboard-login.service.ts';
import { accountErrors } from '@souq/core/accounts/account-errors.ts';
import { domainErrorFields } from '@souq/api/errors.ts';
import { countryOf } from '@souq/core/locale/locales.ts';
import { eq } from 'drizzle-orm';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { MAX_UPLOAD_BYTES, reencodeImage, storeUpload } from '@souq/core/media/image-upload.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';

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
    const auth = await authenticateBearer(`Bearer ${token}`, runtime.jwtSecret);
    if (!auth.actor) return { status: 401, body: { status_code: 401, message: 'Error while login' } };
    // The token may be older than a block: the stored status decides.
    const [row] = await runtime.db
      .select({ status: users.status })
      .from(users)
      .where(eq(users.id, auth.actor.id))
      .limit(1);
    if (!row || !row.status) {
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
   * Clears the cookie. The site's menu posts a plain form (works without JavaScript): it is sent
   * home (303 to `redirectTo`, a path of this site) instead of reading JSON.
   */
  const logout = async (request: Request): Promise<Answer> => {
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
    const auth = header ? await authenticateBearer(header, runtime.jwtSecret) : null;
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

  const upload = async (request: Request, url: URL): Promise<Answer> => {
    const failure = (status: number, message: string, key: string): Answer => ({
      status,
      body: { status_code: status, message, message_key: key },
    });
    const length = Number(request.headers.get('content-length') ?? '0');
    if (length > MAX_UPLOAD_BYTES + 64 * 1024) {
      return failure(413, 'The file is too big', 'errors.upload.tooBig');
    }
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return failure(400, 'Error while uploading the image', 'errors.designer.uploadImgErr');
    }
    const file = form.get('image');
    if (!file || typeof file === 'string') {
      return failure(400, 'Error while uploading the image', 'errors.designer.imgRequired');
    }
    if (file.size > MAX_UPLOAD_BYTES) return failure(413, 'The file is too big', 'errors.upload.tooBig');
    const bytes = Buffer.from(await file.arrayBuffer());
    let output: Buffer;
    try {
      output = await reencodeImage(bytes, { minify: url.searchParams.get('minify') === 'true' });
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
    const { request, discard } = toFetchRequest(
      incoming,
      route === 'upload' ? MAX_UPLOAD_BYTES + 64 * 1024 : 64 * 1024,
    );
    let answer: Answer;
    try {
      // Session changes come only from the site's own pages (no login CSRF, no forced logout).
      // The upload needs no session (designers upload before they register), so it has no rule.
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
      else answer = await upload(request, new URL(request.url));
    } catch (error) {
      if ((error as Error).name === 'PayloadTooLarge') {
        answer = { status: 413, body: { status_code: 413, message: 'The file is too big' } };
      } else {
        log.error({ err: error }, 'session route failed');
        answer = { status: 500, body: { status_code: 500, message: 'Unexpected error.' } };
      }
    }
    // A body refused before it was read is still arriving: read it away so the client gets the
    // answer instead of a reset connection.
    if (answer.status === 413) discard();
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

/**
 * A Fetch API Request over the Node request whose body stops at `limit` bytes. Past the limit (or
 * after `discard`) the rest of the body is read and dropped, so the client, still sending, reads
 * the 413 answer; a client sending more than DISCARD_FACTOR times the limit is cut off.
 */
const DISCARD_FACTOR = 3;
function toFetchRequest(
  incoming: http.IncomingMessage,
  limit: number,
): { request: Request; discard: () => void } {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const host = incoming.headers.host ?? 'localhost';
  const protocol = (incoming.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  let received = 0;
  let discarding = false;
  let stop: (() => void) | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stop = () => {
        if (discarding) return;
        discarding = true;
        const error = new Error('request body too large');
        error.name = 'PayloadTooLarge';
        controller.error(error);
      };
      incoming.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (!discarding && received > limit) stop!();
        if (discarding) {
          if (received > limit * DISCARD_FACTOR) incoming.destroy();
          return;
        }
        controller.enqueue(new Uint8Array(chunk));
      });
      incoming.on('end', () => {
        if (!discarding) controller.close();
      });
      incoming.on('error', (error) => {
        if (!discarding) controller.error(error);
      });
    },
  });
  const request = new Request(`${protocol}://${host}${incoming.url ?? '/'}`, {
    method: incoming.method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
  return { request, discard: () => stop?.() };
}
