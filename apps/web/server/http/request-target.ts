import type http from 'node:http';

/**
 * Longer paths are refused (414) before any route runs: no page has one. The query is bounded only
 * by the request head's limit (maxHeaderSize, 431): a pasted 10,000-character search still gets
 * its results page.
 */
export const MAX_PATH_LENGTH = 8 * 1024;

/** Decoded C0 and C1 controls and DEL: no path of this site holds one, and PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const NUL = /\u0000/;

export type RequestTarget =
  | { ok: true; pathname: string; search: string }
  | { ok: false; status: 400 | 404 | 405 | 414; message: string };

/** What the site's routes answer; TRACE would echo headers, and Fetch's Request refuses it. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Checks the request line and Host header once, before any route (or the Fetch API `URL` that
 * React Router and Yoga build from them) sees them: only origin-form targets (`/path?query`) with
 * a path of at most MAX_PATH_LENGTH characters, whose path decodes as UTF-8 to text without
 * control characters, a query without NUL, and a Host that is a host name or address with an
 * optional port. `//…` is no path of this site (and would read as a host name): 404. Also one
 * Host header at most, no transfer coding but chunked, and only the methods the routes answer.
 */
export function checkRequestTarget(request: http.IncomingMessage): RequestTarget {
  if (!ALLOWED_METHODS.includes(request.method ?? ''))
    return { ok: false, status: 405, message: 'Method Not Allowed' };
  // Node keeps the first of two Host headers (RFC 9112: a 400) and passes a transfer coding it
  // does not decode (the body would be read as it comes, up to the connection's end).
  let hosts = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2)
    if (request.rawHeaders[i]!.toLowerCase() === 'host') hosts++;
  if (hosts > 1) return { ok: false, status: 400, message: 'Bad Request' };
  const coding = request.headers['transfer-encoding'];
  if (coding !== undefined && coding.trim().toLowerCase() !== 'chunked')
    return { ok: false, status: 400, message: 'Bad Request' };
  const target = request.url ?? '';
  // Absolute-form (a proxy's), authority-form (CONNECT) and `*` (OPTIONS): this is no proxy.
  if (!target.startsWith('/')) return { ok: false, status: 400, message: 'Bad Request' };
  if (target.startsWith('//')) return { ok: false, status: 404, message: 'Not Found' };
  const host = request.headers.host;
  if (host !== undefined && !validHost(host)) return { ok: false, status: 400, message: 'Bad Request' };
  const queryAt = target.indexOf('?');
  const pathname = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? '' : target.slice(queryAt);
  if (pathname.length > MAX_PATH_LENGTH) return { ok: false, status: 414, message: 'URI Too Long' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return { ok: false, status: 400, message: 'Bad Request' };
  }
  if (CONTROL_CHARACTER.test(decoded)) return { ok: false, status: 400, message: 'Bad Request' };
  if (search.includes('%')) {
    // The query is parsed leniently by URLSearchParams (a stray `%` stays as it is); only NUL is refused.
    if (/%00/.test(search) || NUL.test(safeDecode(search.replace(/\+/g, ' '))))
      return { ok: false, status: 400, message: 'Bad Request' };
  }
  try {
    // The same parse React Router and Yoga make; anything it refuses is a bad request, not a crash.
    new URL(target, `http://${host ?? 'localhost'}`);
  } catch {
    return { ok: false, status: 400, message: 'Bad Request' };
  }
  return { ok: true, pathname, search };
}

/** A DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port (what browsers send). */
const HOST = /^(?:[a-z0-9_-]+(?:\.[a-z0-9_-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

function validHost(host: string): boolean {
  return host.length <= 255 && HOST.test(host);
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
