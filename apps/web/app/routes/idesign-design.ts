/**
 * `GET /api/idesign/designs/:designId` (issue 22): a saved design's document and thumbnail, for
 * the cart's "edit"; its owner only (404 otherwise).
 */
import { getDesign } from '@souq/core/idesign/design.service.ts';
import { designErrors } from '@souq/core/idesign/design-errors.ts';
import { apiCall, idesignRequest, json, methodNotAllowed, readingOwner } from '../lib/idesign-api.server.ts';
import type { Route } from './+types/idesign-design';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = await idesignRequest(request, context);
  return apiCall(api, async () => {
    const owner = await readingOwner(api);
    if (!owner) throw designErrors.designNotFound();
    const design = await getDesign(api.ctx, owner, params.designId);
    return json(api, { document: design.document, thumbnailUrl: design.thumbnailUrl });
  });
}

export const action = () => methodNotAllowed('GET');
