/**
 * `GET /api/idesign/orders/:orderId/lines/:lineId/print/:stageId.(png|svg)` (issue 22): a design
 * line's print file, for staff who read orders and the line's manufacturer (the permission is
 * checked on every request; the session cookie is the credential, so the link can be shared only
 * with someone who may read it anyway). 404 for anyone else, as for a file that does not exist.
 */
import { findPrintFile } from '@souq/core/idesign/design-print.service.ts';
import { designErrors } from '@souq/core/idesign/design-errors.ts';
import { fileStoreOf } from '@souq/core/media/file-store.ts';
import { apiCall, idesignRequest, methodNotAllowed } from '../lib/idesign-api.server.ts';
import type { Route } from './+types/idesign-print-file';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = await idesignRequest(request, context);
  return apiCall(api, async () => {
    const match = /^([a-z0-9-]{1,32})\.(png|svg)$/.exec(params.file);
    if (!match) throw designErrors.printFileNotFound();
    const [, stageId, format] = match;
    const file = await findPrintFile(api.ctx, {
      orderId: params.orderId,
      lineId: params.lineId,
      stageId,
      format,
    });
    const stored = await fileStoreOf(context.app.config).get('private', file.reference);
    if (!stored) throw designErrors.printFileNotFound();
    return new Response(stored.body as unknown as ReadableStream, {
      headers: {
        'Content-Type': format === 'png' ? 'image/png' : 'image/svg+xml',
        'Content-Length': String(stored.contentLength),
        'Content-Disposition': `attachment; filename="print-${params.lineId.slice(0, 8)}-${stageId}.${format}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        // An SVG opened from here runs nothing (it embeds fonts, never script).
        'Content-Security-Policy':
          "default-src 'none'; style-src 'unsafe-inline'; font-src data:; img-src data:",
      },
    });
  });
}

export const action = () => methodNotAllowed('GET');
