/**
 * Compression of what the server writes (issue 20): Brotli when the client takes it, else gzip.
 * Pages are compressed whole (they are rendered whole, entry.server.tsx) at a quality that costs
 * about a millisecond; the page cache keeps a Brotli copy of the highest useful quality, paid once
 * per stored page. The built client assets are compressed at build time (scripts/precompress-assets.mjs).
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** What the client accepts, Brotli first; a q=0 refuses an encoding. */
export function negotiateEncoding(acceptEncoding: string | string[] | undefined): Encoding {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return 'identity';
}

/** Text worth compressing (HTML, JSON, scripts, CSS, SVG, React Router's data); never images. */
export function isCompressible(contentType: string | null | undefined): boolean {
  if (!contentType) return false;
  return /^(text\/|application\/(json|javascript|xml|manifest\+json|graphql-response\+json)|image\/svg\+xml)/i.test(
    contentType,
  );
}

/** Below this, compressing saves less than its headers cost. */
export const COMPRESS_MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `body` in `encoding`. `quality` "fast" for an answer made per request, "best" for one kept and
 * sent many times (the page cache).
 */
export async function compress(
  body: Buffer,
  encoding: Exclude<Encoding, 'identity'>,
  quality: 'fast' | 'best',
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 9 : 4,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
  }
  return gzip(body, { level: quality === 'best' ? 9 : 6 });
}
