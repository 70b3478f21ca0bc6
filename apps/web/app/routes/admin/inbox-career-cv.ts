import { Readable } from 'node:stream';
import { data } from 'react-router';
import { openCareerCv } from '@souq/core/admin/inbox-careers.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import type { Route } from './+types/inbox-career-cv';

/**
 * inbox/careers/:id/cv/:n: the n-th CV of an application, for staff with `inbox.read` (others 403,
 * guests to the login page). Streamed from the private file store, always as a download with a
 * name made of the applicant's letters (RFC 6266: an ASCII name and its UTF-8 twin), never sniffed,
 * never cached; an unknown application, position or file is 404.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'inbox.read');
  const index = /^\d{1,2}$/.test(params.n) ? Number(params.n) : 0;
  let cv;
  try {
    cv = await openCareerCv(service, params.id, index, rc.app.config);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
  if (request.signal.aborted) cv.body.destroy();
  request.signal.addEventListener('abort', () => cv.body.destroy(), { once: true });
  return new Response(Readable.toWeb(cv.body) as ReadableStream<Uint8Array>, {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(cv.contentLength),
      'Content-Disposition': `attachment; filename="${cv.asciiName}"; filename*=UTF-8''${encodeURIComponent(cv.utf8Name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Referrer-Policy': 'no-referrer',
    },
  });
}
