import { isActiveAccount } from '@souq/core/accounts/account-status.ts';
import { robotCheckSecret, verifyRobotCheck } from '@souq/core/accounts/robot-check.service.ts';
import { hitThrottles, THROTTLE_RULES } from '@souq/core/accounts/throttle.ts';
import { isDomainError } from '@souq/core/errors.ts';
import {
  imageWork,
  MAX_UPLOAD_BYTES,
  reencodeImage,
  storeUpload,
  type ImageWorkTicket,
} from '@souq/core/media/image-upload.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { authorizationOf } from '../auth/session-cookie.ts';
import { authenticateSession } from '../auth/session.ts';
import { readMultipartField } from './multipart-body.ts';
import { restServiceContext } from './rest-context.ts';
import { statusAnswer, type RestAnswer, type RestRoute } from './rest-route.ts';

export { AVATAR_SIZE, MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS } from '@souq/core/media/image-upload.ts';

export const UPLOAD_PATH = '/api/user/upload-one';

const failure = (status: number, message: string, messageKey: string) =>
  statusAnswer(status, message, { message_key: messageKey });

export const UPLOAD_TOO_BIG = failure(413, 'The file is too big', 'errors.upload.tooBig');

/**
 * Who may upload (issue 14: the endpoint was open): a live session of an active account (the
 * cookie of a same-origin page, or a bearer token), else a robot-check solution in
 * `X-Robot-Check` (a designer's sign-up picture, before the account exists), accepted once.
 * Answers the throttle key, or null.
 */
async function uploaderOf(runtime: AppRuntime, request: Request): Promise<{ userId: string | null } | null> {
  const header = authorizationOf(request, runtime.config.publicUrl);
  if (header) {
    const auth = await authenticateSession(runtime.db, runtime.jwtSecret, header);
    if (auth.actor && isActiveAccount(auth.user)) return { userId: auth.actor.id };
  }
  const solution = request.headers.get('x-robot-check');
  if (!solution) return null;
  const secret = robotCheckSecret(runtime.jwtSecret);
  return verifyRobotCheck(restServiceContext(runtime, null), solution, secret, 401).then(
    () => ({ userId: null }),
    (error: unknown) => {
      if (isDomainError(error)) return null;
      throw error;
    },
  );
}

/** The per-user and per-address limits; the 429 answer when one is reached. */
async function throttled(runtime: AppRuntime, userId: string | null, clientAddress: string | null) {
  try {
    await hitThrottles({ db: runtime.db, now: new Date() }, [
      [THROTTLE_RULES.uploadAccount, userId],
      [THROTTLE_RULES.uploadAddress, clientAddress],
    ]);
    return null;
  } catch (error) {
    if (!isDomainError(error) || error.status !== 429) throw error;
    return failure(429, error.message, error.messageKey);
  }
}

async function receiveImage(
  runtime: AppRuntime,
  request: Request,
  ticket: ImageWorkTicket,
): Promise<RestAnswer> {
  // One copy of the body, the file a view of it (multipart-body.ts: formData() holds it four times).
  let bytes: Buffer | null;
  try {
    bytes = await readMultipartField(request, 'image');
  } catch {
    return failure(400, 'Error while uploading the image', 'errors.designer.uploadImgErr');
  }
  if (!bytes) return failure(400, 'Error while uploading the image', 'errors.designer.imgRequired');
  if (bytes.length > MAX_UPLOAD_BYTES) return UPLOAD_TOO_BIG;
  let output: Buffer;
  try {
    const minify = new URL(request.url).searchParams.get('minify') === 'true';
    output = await reencodeImage(bytes, { minify, ticket });
  } catch (error) {
    runtime.log.info({ err: error }, 'upload refused: not an image');
    return failure(400, 'Invalid file type', 'errors.upload.invalidType');
  }
  const filename = await storeUpload(runtime.config, 'avatars', output);
  return { status: 200, body: { status_code: 200, message: 'success', file: { filename } } };
}

/**
 * `POST /api/user/upload-one` (SPEC.md section 7, REST): an image, re-encoded to WebP and stored
 * under avatars/. Who may upload, per-user and per-address limits, then a ticket of the image gate
 * before the body is read (503 when busy), so a refused upload buffers nothing.
 */
export function createUploadRoutes(runtime: AppRuntime): RestRoute {
  return {
    serves: (method, pathname) => method === 'POST' && pathname === UPLOAD_PATH,
    body: 'file',
    // Its own check of who may upload (a session, whose cookie counts only from this site, or a
    // robot-check solution), so apps may call it from anywhere.
    async answer({ request, clientAddress }) {
      const length = Number(request.headers.get('content-length') ?? '0');
      if (length > MAX_UPLOAD_BYTES + 64 * 1024) return UPLOAD_TOO_BIG;
      const uploader = await uploaderOf(runtime, request);
      if (!uploader) {
        return failure(
          401,
          'Please log in, or verify that you are not a robot, to upload a picture',
          'errors.upload.loginRequired',
        );
      }
      const refused = await throttled(runtime, uploader.userId, clientAddress);
      if (refused) return refused;
      const ticket = imageWork.reserve();
      if (!ticket)
        return failure(503, 'The server is busy, please try again in a moment', 'errors.upload.busy');
      try {
        return await receiveImage(runtime, request, ticket);
      } finally {
        ticket.release();
      }
    },
  };
}
