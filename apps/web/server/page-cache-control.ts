/**
 * The Cache-Control of pages (docs/decisions/015-locale-urls-and-page-cache.md): a page for an
 * anonymous shopper is the same for everyone, so a shared cache (CDN) may keep it a minute and
 * serve it stale while refreshing for five; a signed-in visitor's pages, anything that sets a
 * cookie and errors are not stored. A route that sets its own Cache-Control keeps it.
 */
import type http from 'node:http';
import { SESSION_COOKIE, readCookie } from '@souq/api/auth/session-cookie.ts';

export const PUBLIC_PAGE_CACHE = 'public, max-age=60, stale-while-revalidate=300';
export const PUBLIC_NOT_FOUND_CACHE = 'public, max-age=60';
export const PRIVATE_PAGE_CACHE = 'private, no-store';

export function pageCacheControl(input: {
  method: string | undefined;
  status: number;
  signedIn: boolean;
  setsCookie: boolean;
}): string {
  if (input.method !== 'GET' && input.method !== 'HEAD') return PRIVATE_PAGE_CACHE;
  if (input.signedIn || input.setsCookie) return PRIVATE_PAGE_CACHE;
  if (input.status === 200) return PUBLIC_PAGE_CACHE;
  if (input.status === 404) return PUBLIC_NOT_FOUND_CACHE;
  return 'no-store';
}

type RawHeaders = http.OutgoingHttpHeaders | http.OutgoingHttpHeader[] | undefined;

/** Header names of a writeHead argument (a flat [name, value, ...] list or an object). */
function headerNames(headers: RawHeaders): string[] {
  if (!headers) return [];
  if (Array.isArray(headers))
    return headers.filter((_, index) => index % 2 === 0).map((name) => String(name).toLowerCase());
  return Object.keys(headers).map((name) => name.toLowerCase());
}

/** A Vary header value with `name` added once. */
export function varyWith(current: number | string | string[] | undefined, name: string): string {
  const names = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (!names.some((part) => part.toLowerCase() === name.toLowerCase() || part === '*')) names.push(name);
  return names.join(', ');
}

/** Adds Accept-Language to the Vary of an answer, in the writeHead list when it names one. */
function varyOnLanguage(response: http.ServerResponse, headers: RawHeaders): void {
  if (Array.isArray(headers)) {
    const at = headers.findIndex((name, index) => index % 2 === 0 && String(name).toLowerCase() === 'vary');
    if (at >= 0) {
      headers[at + 1] = varyWith(headers[at + 1] as string, 'Accept-Language');
      return;
    }
  } else if (headers) {
    const name = Object.keys(headers).find((key) => key.toLowerCase() === 'vary');
    if (name) {
      headers[name] = varyWith(headers[name], 'Accept-Language');
      return;
    }
  }
  response.setHeader('Vary', varyWith(response.getHeader('vary'), 'Accept-Language'));
}

/**
 * Sets the page's Cache-Control when the app's response is written, unless the app set one.
 * The decision needs the status and headers, which exist only at writeHead.
 */
export function applyPageCachePolicy(request: http.IncomingMessage, response: http.ServerResponse): void {
  const signedIn = readCookie(request.headers.cookie, SESSION_COOKIE) !== null;
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => http.ServerResponse;
  response.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.find((value) => typeof value === 'object' && value !== null) as RawHeaders;
    const names = [...headerNames(headers), ...response.getHeaderNames()];
    if (!names.includes('cache-control')) {
      response.setHeader(
        'Cache-Control',
        pageCacheControl({
          method: request.method,
          status,
          signedIn,
          setsCookie: names.includes('set-cookie'),
        }),
      );
    }
    // A 404 outside every locale speaks the browser's language (root.tsx): a shared cache keeps
    // one copy per Accept-Language.
    if (status === 404) varyOnLanguage(response, headers);
    return writeHead(status, ...rest);
  }) as typeof response.writeHead;
}
