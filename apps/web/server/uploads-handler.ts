import fs from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import { PRIVATE_FILE_KINDS } from '@souq/core/media/private-files.ts';
import { fileUnder, sendFile } from './http/static-files.ts';
import { canResize, createImageVariants, isVariantWidth } from './image-variants.ts';

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
 * `?w=<width>` answers a narrower WebP copy of a picture (the `srcset` variants); any other width
 * or query is ignored and the original is served. Private kinds (CVs, ticket attachments, print
 * files: media/private-files.ts) are never served here, even if an old copy is still in the folder.
 */
export function createUploadsHandler(uploadsDir: string) {
  const root = path.resolve(uploadsDir) + path.sep;
  const variantOf = createImageVariants(uploadsDir);
  return (request: http.IncomingMessage, response: http.ServerResponse, relativePath: string) => {
    // Bad escapes, control characters and names outside the folder name no stored file.
    const file = fileUnder(root, relativePath);
    if (!file) return notFound(response);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()];
    const folder = file.slice(root.length).split(path.sep, 1)[0]!;
    // The variants folder is the server's own cache, not an upload; private kinds are never public.
    if (
      !type ||
      folder === '.variants' ||
      (PRIVATE_FILE_KINDS as readonly string[]).includes(folder.toLowerCase())
    ) {
      return notFound(response);
    }
    const width = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('w'));
    fs.stat(file, (error, stats) => {
      if (error || !stats.isFile()) return notFound(response);
      if (isVariantWidth(width) && canResize(file)) {
        variantOf(file, path.relative(root, file), width, stats.mtimeMs).then(
          (variant) =>
            fs.stat(variant, (variantError, variantStats) => {
              if (variantError) return notFound(response);
              send(request, response, variant, variantStats, 'image/webp');
            }),
          // A source sharp cannot read is still served as it is rather than broken.
          () => send(request, response, file, stats, type),
        );
        return;
      }
      send(request, response, file, stats, type);
    });
  };
}

function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  file: string,
  stats: fs.Stats,
  type: string,
) {
  sendFile(request, response, file, stats, {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=86400',
  });
}

function notFound(response: http.ServerResponse) {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end('Not found');
}
