import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.pdf': 'application/pdf',
};

/**
 * Serves files under the uploads folder, looked up per request (new uploads appear at once, and a
 * catalogue of 100,000 images is not scanned at start). Only known types; nothing outside the folder.
 */
export function createUploadsHandler(uploadsDir: string) {
  const root = path.resolve(uploadsDir) + path.sep;
  return (request: http.IncomingMessage, response: http.ServerResponse, relativePath: string) => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relativePath);
    } catch {
      return notFound(response);
    }
    const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
    if (!file.startsWith(root) || !type) return notFound(response);
    fs.stat(file, (error, stats) => {
      if (error || !stats.isFile()) return notFound(response);
      const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
      const headers = {
        'Content-Type': type,
        'Cache-Control': 'public, max-age=86400',
        ETag: etag,
        'Last-Modified': stats.mtime.toUTCString(),
        'X-Content-Type-Options': 'nosniff',
      };
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, headers);
        return response.end();
      }
      response.writeHead(200, { ...headers, 'Content-Length': stats.size });
      if (request.method === 'HEAD') return response.end();
      fs.createReadStream(file).pipe(response);
    });
  };
}

function notFound(response: http.ServerResponse) {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end('Not found');
}
