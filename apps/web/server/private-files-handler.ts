import type http from 'node:http';
import path from 'node:path';
import { fileStoreOf } from '@souq/core/media/file-store.ts';
import {
  parsePrivateReference,
  PRIVATE_FILES_PATH,
  verifyPrivateFileLink,
} from '@souq/core/media/private-files.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';

/**
 * `GET /files/<kind>/<name>?exp=…&sig=…`: a private file (CV, ticket attachment, print file) through
 * the signed link minted by media/private-files.ts for someone allowed to read it (its owner or the
 * staff of its kind). The signature is checked before the store is looked at; a missing, forged or
 * tampered link answers 404 like a missing file, so nobody learns that a file exists. The bytes are
 * streamed from the configured FileStore (disk or S3), always as a download (`attachment`, `nosniff`,
 * a sandbox policy), never cached by a browser or a proxy.
 */
export function createPrivateFilesHandler(runtime: AppRuntime) {
  const store = fileStoreOf(runtime.config);
  return (request: http.IncomingMessage, response: http.ServerResponse): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return answer(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    }
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://x');
    } catch {
      return answer(response, 404, 'Not found');
    }
    const reference = url.pathname.slice(PRIVATE_FILES_PATH.length);
    if (!parsePrivateReference(reference)) return answer(response, 404, 'Not found');
    const verdict = verifyPrivateFileLink(
      runtime.jwtSecret,
      reference,
      url.searchParams.get('exp'),
      url.searchParams.get('sig'),
      new Date(),
    );
    // An expired link was minted for someone allowed: telling them it expired reveals nothing new.
    if (verdict === 'expired') return answer(response, 410, 'This link has expired');
    if (verdict !== 'ok') return answer(response, 404, 'Not found');
    const headers = (contentType: string, contentLength: number): http.OutgoingHttpHeaders => ({
      'Content-Type': contentType,
      'Content-Length': contentLength,
      'Content-Disposition': `attachment; filename="${path.posix.basename(reference)}"`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Referrer-Policy': 'no-referrer',
    });
    const serve = async () => {
      if (request.method === 'HEAD') {
        const info = await store.head('private', reference);
        if (!info) return answer(response, 404, 'Not found');
        response.writeHead(200, headers(info.contentType, info.contentLength));
        return void response.end();
      }
      const file = await store.get('private', reference);
      if (!file) return answer(response, 404, 'Not found');
      response.writeHead(200, headers(file.contentType, file.contentLength));
      file.body.on('error', () => response.destroy()).pipe(response);
      response.on('close', () => file.body.destroy());
    };
    serve().catch((error: unknown) => {
      runtime.log.warn({ err: error, reference }, 'private file could not be read');
      if (!response.headersSent) answer(response, 503, 'Service unavailable');
      else response.destroy();
    });
  };
}

function answer(
  response: http.ServerResponse,
  status: number,
  text: string,
  extra: http.OutgoingHttpHeaders = {},
) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  });
  response.end(text);
}
