/**
 * `POST /api/idesign/assets` (multipart/form-data, field `file`; issue 22): a shopper's picture for
 * a design, through the upload pipeline's checks (type by its bytes, 50 MB, pixel limit, EXIF
 * dropped), within the upload endpoint's hourly limits per shopper and per address (429). Owned
 * by the signed-in user or the guest cart (made and kept when missing). Same-origin
 * posts only carry the session (request-context.server.ts). The body is bounded by the server
 * (server/http/pages-listener.ts lists this route among the file forms).
 */
import { MalformedMultipartError, readMultipartField } from '@souq/api/rest/multipart-body.ts';
import { hitThrottles, THROTTLE_RULES } from '@souq/core/accounts/throttle.ts';
import { designErrors } from '@souq/core/idesign/design-errors.ts';
import { uploadDesignAsset } from '@souq/core/idesign/design.service.ts';
import { imageWork, MAX_UPLOAD_BYTES } from '@souq/core/media/image-upload.ts';
import { apiCall, idesignRequest, json, methodNotAllowed, requestOwner } from '../lib/idesign-api.server.ts';
import type { Route } from './+types/idesign-assets';

async function readFile(request: Request): Promise<Buffer> {
  if (!/^multipart\/form-data\s*;/i.test(request.headers.get('content-type') ?? ''))
    throw designErrors.notMultipart();
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > MAX_UPLOAD_BYTES + 64 * 1024)
    throw designErrors.uploadTooLarge();
  let bytes: Buffer | null;
  try {
    bytes = await readMultipartField(request, 'file');
  } catch (error) {
    if (error instanceof MalformedMultipartError) throw designErrors.fileRequired();
    throw designErrors.uploadTooLarge();
  }
  if (!bytes || bytes.length === 0) throw designErrors.fileRequired();
  if (bytes.length > MAX_UPLOAD_BYTES) throw designErrors.uploadTooLarge();
  return bytes;
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = await idesignRequest(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiCall(api, async () => {
    // The upload endpoint's limits per shopper and per address (throttle.ts), before the body is read.
    const owner = await requestOwner(api);
    await hitThrottles(api.ctx, [
      [THROTTLE_RULES.uploadAccount, owner.userId ?? owner.cartId],
      [THROTTLE_RULES.uploadAddress, context.clientAddress ?? null],
    ]);
    // A place at the image gate before the body is read: a busy server refuses without buffering.
    const ticket = imageWork.reserve();
    if (!ticket) throw designErrors.busy();
    try {
      const bytes = await readFile(request);
      return json(api, await uploadDesignAsset(api.ctx, context.app.config, owner, bytes, ticket), 201);
    } finally {
      ticket.release();
    }
  });
}

export const loader = () => methodNotAllowed('POST');
