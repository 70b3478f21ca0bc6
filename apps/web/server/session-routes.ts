import type http from 'node:http';
import { authenticateBearer } from '@souq/api/auth/bearer.ts';
import { isSameOriginRequest, serializeSessionCookie } from '@souq/api/auth/session-cookie.ts';
import { eq } from 'drizzle-orm';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { MAX_UPLOAD_BYTES, reencodeImage, storeUpload } from '@souq/core/media/image-upload.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';

export { AVATAR_SIZE, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@souq/core/media/image-upload.ts';

type Answer = { status: number; body: Record<string, unknown>; cookie?: string; location?: string };

/**
 * The website's REST calls (SPEC.md section 7, REST): `POST /login` and `POST /register` (a token
 * from the GraphQL login or register becomes the HttpOnly session cookie), `POST /logout` (clears it)
 * and `POST /api/user/upload-one` (an image re-encoded to WebP). Answers `null` for other requests.
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
            : null;
    if (!route || incoming.method !== 'POST') return false;
    const request = toFetchRequest(incoming, route === 'upload' ? MAX_UPLOAD_BYTES + 64 * 1024 : 64 * 1024);
    let answer: Answer;
    try {
      // Session changes come only from the site's own pages (no login CSRF, no forced logout).
      // The upload needs no session (designers upload before they register), so it has no rule.
      if (
        route !== 'upload' &&
        !isSameOriginRequest(request.headers, request.url, runtime.config.publicUrl)
      ) {
        send(response, { status: 403, body: { status_code: 403, message: 'Cross-site request refused' } });
        return true;
      }
      if (route === 'session') answer = await startSession(request);
      else if (route === 'logout') answer = await logout(request);
      else answer = await upload(request, new URL(request.url));
    } catch (error) {
      if ((error as Error).name === 'PayloadTooLarge') {
        answer = { status: 413, body: { status_code: 413, message: 'The file is too big' } };
      } else {
        log.error({ err: error }, 'session route failed');
        answer = { status: 500, body: { status_code: 500, message: 'Unexpected error.' } };
      }
    }
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

/** A Fetch API Request over the Node request whose body stops at `limit` bytes. */
function toFetchRequest(incoming: http.IncomingMessage, limit: number): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const host = incoming.headers.host ?? 'localhost';
  const protocol = (incoming.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  let received = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      incoming.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > limit) {
          const error = new Error('request body too large');
          error.name = 'PayloadTooLarge';
          controller.error(error);
          incoming.destroy();
          return;
        }
        controller.enqueue(new Uint8Array(chunk));
      });
      incoming.on('end', () => controller.close());
      incoming.on('error', (error) => controller.error(error));
    },
  });
  return new Request(`${protocol}://${host}${incoming.url ?? '/'}`, {
    method: incoming.method,
    headers,
    body,
    duplex: 'half',
  } as RequestInit);
}
