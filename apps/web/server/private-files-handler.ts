import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import {
  PRIVATE_FILES_PATH,
  privateFilePath,
  privateFilesRoot,
  verifyPrivateFileLink,
} from '@souq/core/media/private-files.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.zip': 'application/zip',
};

/**
 * `GET /files/<kind>/<name>?exp=…&sig=…`: a private file (CV, ticket attachment, print file) through
 * the signed link minted by media/private-files.ts for someone allowed to read it. The signature
 * is checked before the disk is looked at (so a guess learns nothing); the file is always a
 * download (`attachment`, `nosniff`, a sandbox policy), never cached by a browser or a proxy.
 */
export function createPrivateFilesHandler(runtime: AppRuntime) {
  const root = privateFilesRoot(runtime.config);
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
    const file = privateFilePath(root, reference);
    if (!file) return answer(response, 404, 'Not found');
    const verdict = verifyPrivateFileLink(
      runtime.jwtSecret,
      reference,
      url.searchParams.get('exp'),
      url.searchParams.get('sig'),
      new Date(),
    );
    if (verdict === 'expired') return answer(response, 403, 'This link has expired');
    if (verdict !== 'ok') return answer(response, 403, 'Forbidden');
    fs.stat(file, (error, stats) => {
      if (error || !stats.isFile()) return answer(response, 404, 'Not found');
      const extension = path.extname(file);
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
        'Content-Length': stats.size,
        'Content-Disposition': `attachment; filename="${path.basename(file)}"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
        'Content-Security-Policy': "default-src 'none'; sandbox",
        'Referrer-Policy': 'no-referrer',
      });
      if (request.method === 'HEAD') return void response.end();
      fs.createReadStream(file)
        .on('error', () => response.destroy())
        .pipe(response);
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
