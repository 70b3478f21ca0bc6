/**
 * `GET /api/idesign/assets/:assetId` (issue 22): the owner's uploaded picture (the signed-in user's,
 * or the guest cart's); 404 for anyone else, as for an id that does not exist.
 */
import { findOwnedAsset } from '@souq/core/idesign/design.service.ts';
import { designErrors } from '@souq/core/idesign/design-errors.ts';
import { fileStoreOf } from '@souq/core/media/file-store.ts';
import { apiCall, idesignRequest, methodNotAllowed, readingOwner } from '../lib/idesign-api.server.ts';
import type { Route } from './+types/idesign-asset';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = await idesignRequest(request, context);
  return apiCall(api, async () => {
    const owner = await readingOwner(api);
    if (!owner) throw designErrors.assetNotFound();
    const asset = await findOwnedAsset(api.ctx, owner, params.assetId);
    const file = await fileStoreOf(context.app.config).get('private', asset.storageKey);
    if (!file) throw designErrors.assetNotFound();
    return new Response(file.body as unknown as ReadableStream, {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(file.contentLength),
        'Cache-Control': 'private, max-age=86400',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  });
}

export const action = () => methodNotAllowed('GET');
