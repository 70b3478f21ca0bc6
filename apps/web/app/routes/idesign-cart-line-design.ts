/**
 * `POST /api/idesign/cart-lines/:lineId/design` {designId} (JSON or form; issue 22): the cart's
 * "edit design" puts a newly saved design on the line. The shopper's own cart only (the signed-in
 * user's, else the kept guest cart); answers the line's design and unit price.
 */
import { replaceLineDesign } from '@souq/core/cart/cart.service.ts';
import { changeShopperCart } from '@souq/core/cart/shopper-cart.service.ts';
import { designErrors } from '@souq/core/idesign/design-errors.ts';
import { uploadUrl } from '@souq/core/idesign/design-urls.ts';
import { keptCartIdOf } from '../lib/guest-cart-cookie.server.ts';
import { apiCall, idesignRequest, json, methodNotAllowed, readJsonBody } from '../lib/idesign-api.server.ts';
import type { Route } from './+types/idesign-cart-line-design';

async function designIdOf(request: Request): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/x-www-form-urlencoded/i.test(type)) return (await request.formData()).get('designId');
  const body = await readJsonBody(request, 4 * 1024);
  return typeof body === 'object' && body !== null ? (body as { designId?: unknown }).designId : null;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const api = await idesignRequest(request, context);
  if (request.method !== 'POST') return methodNotAllowed('POST');
  return apiCall(api, async () => {
    const designId = await designIdOf(request);
    if (typeof designId !== 'string') throw designErrors.designNotFound();
    const { view } = await changeShopperCart(api.ctx, keptCartIdOf(api.rc), (cart) =>
      replaceLineDesign(api.ctx, { cart, line: params.lineId, design: designId }),
    );
    const line = view.lines.find(
      ({ line: candidate }) => candidate.lineId === params.lineId.toLowerCase(),
    )?.line;
    const price = line?.prices[view.country];
    return json(api, {
      lineId: line?.lineId ?? params.lineId,
      design: line?.design
        ? {
            id: line.design.id,
            thumbnailUrl: line.design.thumbnailPath ? uploadUrl(line.design.thumbnailPath) : null,
          }
        : null,
      currency: view.currency,
      unitMinor: price?.unitAfterOfferMinor ?? null,
    });
  });
}

export const loader = () => methodNotAllowed('POST');
