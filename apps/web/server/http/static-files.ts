/**
 * Files from disk for the one Node server: the built client assets (createStaticAssets) and the
 * answer every file route ends with (sendFile). Files are looked up per request, never indexed at
 * start: a rebuild or a cleanup may delete one under the running server, and that request must get
 * a 404 (or a cut answer when the file goes between lookup and reading), never end the process.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { isCompressible, negotiateEncoding } from './compression.ts';

/** The types a client build holds (Vite's output, fonts, icons, the web manifest). */
const ASSET_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Answers `file` (already stat'ed) with an ETag that gives 304, its length, and `headers`. A read
 * error (the file went away after `stats`) destroys the response instead of throwing.
 */
export function sendFile(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  file: string,
  stats: fs.Stats,
  headers: http.OutgoingHttpHeaders,
): void {
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const common = {
    ...headers,
    ETag: etag,
    'Last-Modified': stats.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, common);
    response.end();
    return;
  }
  response.writeHead(200, { ...common, 'Content-Length': stats.size });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  fs.createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
}

/**
 * The decoded, normalized absolute path of `pathname` under `root`, or null when it is not a
 * plain name inside it (bad escapes, control characters, `..` out of the folder).
 */
export function fileUnder(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(decoded)) return null;
  const base = path.resolve(root) + path.sep;
  const file = path.resolve(base, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(base) ? file : null;
}

/**
 * The client build (Vite fingerprints everything under /assets, so those are cached for a year;
 * the rest for an hour). A GET or HEAD for anything that is not a file of a known type there goes
 * to `next` (the app).
 */
export function createStaticAssets(clientDir: string) {
  return (request: http.IncomingMessage, response: http.ServerResponse, next: () => void): void => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const pathname = (request.url ?? '/').split('?', 1)[0]!;
    const file = fileUnder(clientDir, pathname);
    const type = file ? ASSET_TYPES[path.extname(file).toLowerCase()] : undefined;
    if (!file || !type) return next();
    const headers = {
      'Content-Type': type,
      'Cache-Control': pathname.startsWith('/assets/') ? ONE_YEAR : 'public, max-age=3600',
    };
    const serve = () =>
      fs.stat(file, (error, stats) => {
        if (error || !stats.isFile()) return next();
        sendFile(
          request,
          response,
          file,
          stats,
          isCompressible(type) ? { ...headers, Vary: 'Accept-Encoding' } : headers,
        );
      });
    // The build's compressed copy (scripts/precompress-assets.mjs), when there is one.
    const encoding = isCompressible(type)
      ? negotiateEncoding(request.headers['accept-encoding'])
      : 'identity';
    if (encoding === 'identity') return serve();
    const variant = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
    fs.stat(variant, (error, stats) => {
      if (error || !stats.isFile()) return serve();
      sendFile(request, response, variant, stats, {
        ...headers,
        'Content-Encoding': encoding,
        Vary: 'Accept-Encoding',
      });
    });
  };
}
