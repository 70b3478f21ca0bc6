/**
 * `POST /api/idesign/designs` (application/json, a DesignDocument; issue 22): validated against the
 * product's stages and the shopper's pictures, stored with its thumbnail; 201 with the design id,
 * the thumbnail, the stage extras and low-resolution warnings. Refused (nothing stored): 415
 * another content type, 413 over maxDocumentBytes (read with that limit), 400 malformed JSON, 422
 * a broken rule with the offending path, 404 a product that cannot be designed.
 */
import { saveDesign } from '@souq/core/idesign/design.service.ts';
import {
  apiCall,
  idesignRequest,
  json,
  methodNotAllowed,
  readJsonBody,
  requestOwner,
} from '../lib/idesign-api.server.ts';
import type { Route } from './+types/idesign-designs';

export async function action({ request, context }: Route.ActionArgs) {
  const api = await idesignRequest(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiCall(api, async () => {
    const document = await readJsonBody(request);
    const owner = await requestOwner(api);
    return json(api, await saveDesign(api.ctx, context.app.config, owner, document), 201);
  });
}

export const loader = () => methodNotAllowed('POST');
