/**
 * `GET /api/idesign/products/:productId?locale=ar-eg` (issue 22): what the editor needs of an
 * isIDesign product: its stages, their extra prices in the locale's currency, base images, fonts.
 * 404 for anything else. Public data, but priced per locale: not cached by shared caches.
 */
import { getDesignProduct } from '@souq/core/idesign/design.service.ts';
import { apiCall, idesignRequest, json, methodNotAllowed } from '../lib/idesign-api.server.ts';
import type { Route } from './+types/idesign-product';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = await idesignRequest(request, context);
  return apiCall(api, async () => json(api, await getDesignProduct(api.ctx, params.productId)));
}

export const action = () => methodNotAllowed('GET');
