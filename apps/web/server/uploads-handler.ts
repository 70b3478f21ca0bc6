import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { isValidFileKey, type FileStore } from '@souq/core/media/file-store.ts';
import { PRIVATE_FILE_KINDS } from '@souq/core/media/private-files.ts';
import { sendFile } from './http/static-files.ts';
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
 * Names whose bytes never change: those storeUpload makes (32 random hex digits, never reused) and
 * the demo pictures' (`name.<16 hex digits of their drawing's digest>`, db/seed/images.seed.ts).
 */
const IMMUTABLE_NAME = /(^|\/)([0-9a-f]{32}|[a-z0-9-]+\.[0-9a-f]{16})\.[a-z0-9]+$/;
const ONE_YEAR = 'public, max-age=31536000, immutable';
/** Other fixed names (demo pictures of older seeds, re-rendered by another seed) may change: a day. */
const ONE_DAY = 'public, max-age=86400';

/** The Cache-Control of a public object's path. */
export const uploadCacheControl = (key: string): string => (IMMUTABLE_NAME.test(key) ? ONE_YEAR : ONE_DAY);

/** The store key of `/uploads/<relativePath>`, or null when it names no public object. */
function publicKeyOf(relativePath: string): string | null {
  let key: string;
  try {
    key = decodeURIComponent(relativePath);
  } catch {
    return null;
  }
  // Control characters, `..`, dot folders (the variants cache) and absolute names are no object.
  if (!isValidFileKey(key) || !CONTENT_TYPES[path.extname(key).toLowerCase()]) return null;
  const folder = key.split('/', 1)[0]!.toLowerCase();
  // Private kinds (CVs, ticket attachments, print files) are never public, even if an old copy is there.
  if ((PRIVATE_FILE_KINDS as readonly string[]).includes(folder)) return null;
  return key;
}

/**
 * `GET /uploads/<path>`: public pictures from the configured FileStore (media/file-store.ts), looked
 * up per request (new uploads appear at once, and a catalogue of 100,000 images is not scanned at
 * start). Only known types; nothing outside the public area. `?w=<width>` answers a narrower WebP copy
 * (the `srcset` variants, cached on this machine's disk); any other width or query is ignored and
 * the original is served. Random and digest names are immutable (a year); other names a day.
 * With S3_PUBLIC_URL the browser is sent to the bucket or CDN instead.
 */
export function createUploadsHandler(store: FileStore, uploadsDir: string) {
  const variantOf = createImageVariants(uploadsDir);
  return (request: http.IncomingMessage, response: http.ServerResponse, relativePath: string) => {
    const key = publicKeyOf(relativePath);
    if (!key) return notFound(response);
    const type = CONTENT_TYPES[path.extname(key).toLowerCase()]!;
    const cacheControl = uploadCacheControl(key);
    const direct = store.publicUrl(key);
    if (direct) {
      response.writeHead(302, { Location: direct, 'Cache-Control': cacheControl });
      return void response.end();
    }
    const width = Number(new URL(request.url ?? '/', 'http://x').searchParams.get('w'));
    const resize = isVariantWidth(width) && canResize(key);
    const local = store.localPath('public', key);
    if (local) {
      fs.stat(local, (error, stats) => {
        if (error || !stats.isFile()) return notFound(response);
        if (!resize) return send(request, response, local, stats, type, cacheControl);
        variantOf(local, key, width, stats.mtimeMs).then(
          (variant) => sendVariant(request, response, variant, cacheControl),
          // A source sharp cannot read is still served as it is rather than broken.
          () => send(request, response, local, stats, type, cacheControl),
        );
      });
      return;
    }
    void serveFromStore(store, key, resize ? width : null, variantOf, request, response, cacheControl).catch(
      () => {
        if (!response.headersSent) notFound(response);
        else response.destroy();
      },
    );
  };
}

/** An object of a remote store (S3 without a public URL): streamed through, or its variant. */
async function serveFromStore(
  store: FileStore,
  key: string,
  width: number | null,
  variantOf: ReturnType<typeof createImageVariants>,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  cacheControl: string,
) {
  const info = await store.head('public', key);
  if (!info) return notFound(response);
  if (width !== null) {
    const open = async (): Promise<Readable> => {
      const object = await store.get('public', key);
      if (!object) throw new Error('gone');
      return object.body;
    };
    const variant = await variantOf(open, key, width, info.lastModified.getTime()).catch(() => null);
    if (variant) return sendVariant(request, response, variant, cacheControl);
  }
  const etag = `W/"${info.contentLength.toString(16)}-${info.lastModified.getTime().toString(16)}"`;
  const headers = {
    'Content-Type': CONTENT_TYPES[path.extname(key).toLowerCase()]!,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': info.lastModified.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, headers);
    return void response.end();
  }
  if (request.method === 'HEAD') {
    response.writeHead(200, { ...headers, 'Content-Length': info.contentLength });
    return void response.end();
  }
  const object = await store.get('public', key);
  if (!object) return notFound(response);
  response.writeHead(200, { ...headers, 'Content-Length': object.contentLength });
  object.body.on('error', () => response.destroy()).pipe(response);
  response.on('close', () => object.body.destroy());
}

function sendVariant(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  variant: string,
  cacheControl: string,
) {
  fs.stat(variant, (error, stats) => {
    if (error) return notFound(response);
    send(request, response, variant, stats, 'image/webp', cacheControl);
  });
}

function send(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  file: string,
  stats: fs.Stats,
  type: string,
  cacheControl: string,
) {
  sendFile(request, response, file, stats, { 'Content-Type': type, 'Cache-Control': cacheControl });
}

function notFound(response: http.ServerResponse) {
  response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  response.end('Not found');
}
