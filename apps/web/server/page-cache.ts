/**
 * The page cache for anonymous shoppers (issue 20, docs/decisions/039). A page that nobody is
 * signed in to see is the same for everyone (decision 015), so this process keeps the rendered
 * answer, compressed, and sends it again until what it shows changes:
 * - kept: a 200 GET page or data request (`.data`) without a session cookie whose answer is
 *   publicly cacheable (page-cache-control.ts) and sets no cookie, keyed by host and URL (the
 *   locale and country are in the path);
 * - forgotten: all at once when the database announces a write to the catalogue, content or
 *   settings (db/change-notices.ts, migration 0019), in every process; a render that began
 *   before the change is not kept; and after `ttlMs` at the latest, for what changes with the
 *   clock alone (an offer's last day) or is not announced (the order of best sellers);
 * - one render at a time per page: requests for a page being rendered wait for it;
 * - bounded by `maxBytes`, least recently used first out.
 * A hit carries the Content-Security-Policy of its render, whose nonce is in the stored HTML.
 */
import crypto from 'node:crypto';
import type http from 'node:http';
import { CHANGE_TOPICS, onChange, type ChangeTopic } from '@souq/core/db/change-notices.ts';
import { SESSION_COOKIE, readCookie } from '@souq/api/auth/session-cookie.ts';
import { PUBLIC_PAGE_CACHE, pageCacheControl } from './page-cache-control.ts';
import { compress, negotiateEncoding } from './http/compression.ts';

export interface PageCacheOptions {
  maxBytes: number;
  /** The longest a page is kept without a change notice. */
  ttlMs?: number;
  /** A CDN's purge hook, called with the topics that changed (debounced). */
  purge?: ((topics: ChangeTopic[]) => Promise<void>) | undefined;
  log?: { warn(details: object, message: string): void };
  now?: () => number;
}

interface StoredPage {
  headers: Record<string, string>;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  storedAt: number;
  bytes: number;
}

/** What a request that may be kept carries from its start to its answer. */
interface Ticket {
  key: string;
  generation: number;
}

/** Every page shows the settings, the catalogue (header, cards) and content: all three tag it. */
export const SURROGATE_KEYS = CHANGE_TOPICS.join(' ');
export const DEFAULT_PAGE_TTL_MS = 60_000;
/** A wait for another request's render of the same page gives up after this and renders too. */
const WAIT_FOR_RENDER_MS = 10_000;

export interface PageCache {
  /** Answers from the cache, or renders through `render` (whose answer `write` may keep). */
  serve(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    render: () => Promise<void>,
  ): Promise<void>;
  /**
   * Keeps the page `render` produced when it may and sends it. Answers false when the request
   * holds no ticket (not a cacheable request), leaving the answer to the caller.
   */
  keep(request: http.IncomingMessage, response: http.ServerResponse, answer: PageAnswer): Promise<boolean>;
  /** Forgets every page (a change notice does this). */
  forget(): void;
  readonly size: number;
  readonly bytes: number;
  close(): void;
}

/** A whole rendered answer: status, headers (without Set-Cookie) and body. */
export interface PageAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
  setsCookie: boolean;
}

export function createPageCache(options: PageCacheOptions): PageCache {
  const ttlMs = options.ttlMs ?? DEFAULT_PAGE_TTL_MS;
  const now = options.now ?? Date.now;
  const pages = new Map<string, StoredPage>();
  const rendering = new Map<string, Promise<void>>();
  const tickets = new WeakMap<http.IncomingMessage, Ticket>();
  let generation = 0;
  let bytes = 0;

  let changed = new Set<ChangeTopic>();
  let purgeTimer: NodeJS.Timeout | null = null;
  const schedulePurge = (topic: ChangeTopic) => {
    if (!options.purge) return;
    changed.add(topic);
    purgeTimer ??= setTimeout(() => {
      purgeTimer = null;
      const topics = [...changed];
      changed = new Set();
      options.purge!(topics).catch((error: unknown) =>
        options.log?.warn({ err: error, topics }, 'the CDN purge hook failed'),
      );
    }, 250);
    purgeTimer.unref();
  };

  const forget = () => {
    generation += 1;
    pages.clear();
    bytes = 0;
  };
  const unsubscribe = CHANGE_TOPICS.map((topic) =>
    onChange(topic, () => {
      forget();
      schedulePurge(topic);
    }),
  );

  const fresh = (key: string): StoredPage | null => {
    const page = pages.get(key);
    if (!page) return null;
    pages.delete(key);
    if (now() - page.storedAt >= ttlMs) {
      bytes -= page.bytes;
      return null;
    }
    pages.set(key, page); // most recently used last
    return page;
  };

  const store = (key: string, page: StoredPage) => {
    const previous = pages.get(key);
    if (previous) {
      pages.delete(key);
      bytes -= previous.bytes;
    }
    if (page.bytes > options.maxBytes) return;
    pages.set(key, page);
    bytes += page.bytes;
    for (const [oldest, stored] of pages) {
      if (bytes <= options.maxBytes) break;
      pages.delete(oldest);
      bytes -= stored.bytes;
    }
  };

  return {
    async serve(request, response, render) {
      const key = keyOf(request);
      if (!key) return render();
      let page = fresh(key);
      if (!page && rendering.has(key)) {
        await Promise.race([rendering.get(key), delay(WAIT_FOR_RENDER_MS)]);
        page = fresh(key);
      }
      if (page) return sendStored(request, response, page, now());
      // A HEAD is answered from a GET's page, never kept itself (it has no body to keep).
      if (request.method !== 'GET' || rendering.has(key)) return render();
      let finished!: () => void;
      const done = new Promise<void>((resolve) => (finished = resolve));
      rendering.set(key, done);
      tickets.set(request, { key, generation });
      try {
        await render();
      } finally {
        rendering.delete(key);
        finished();
      }
    },

    async keep(request, response, answer) {
      const ticket = tickets.get(request);
      if (!ticket) return false;
      tickets.delete(request);
      const cacheControl =
        answer.headers.get('cache-control') ??
        pageCacheControl({
          method: request.method,
          status: answer.status,
          signedIn: false,
          setsCookie: answer.setsCookie,
        });
      if (answer.status !== 200 || answer.setsCookie || cacheControl !== PUBLIC_PAGE_CACHE) return false;
      // A change announced while this page rendered may not be in it: sent, but not kept.
      if (ticket.generation !== generation) return false;
      const [br, gzip] = await Promise.all([
        compress(answer.body, 'br', 'best'),
        compress(answer.body, 'gzip', 'best'),
      ]);
      const headers: Record<string, string> = {};
      for (const [name, value] of answer.headers) headers[name] = value;
      headers['cache-control'] = cacheControl;
      headers['surrogate-key'] = SURROGATE_KEYS;
      const policy = response.getHeader('content-security-policy');
      if (typeof policy === 'string') headers['content-security-policy'] = policy;
      const page: StoredPage = {
        headers,
        identity: answer.body,
        br,
        gzip,
        etag: `"${crypto.createHash('sha1').update(answer.body).digest('base64url').slice(0, 22)}"`,
        storedAt: now(),
        bytes: answer.body.length + br.length + gzip.length + 1024,
      };
      // A change may also be announced while the copies are compressed.
      if (ticket.generation === generation) store(ticket.key, page);
      sendStored(request, response, page, page.storedAt, 'MISS');
      return true;
    },

    forget,
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
    close() {
      for (const stop of unsubscribe) stop();
      if (purgeTimer) clearTimeout(purgeTimer);
    },
  };
}

/** The key of a request the cache may answer, or null (a write, a signed-in visitor, a range). */
export function keyOf(request: http.IncomingMessage): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.headers.range) return null;
  if (readCookie(request.headers.cookie, SESSION_COOKIE) !== null) return null;
  return `${request.headers.host ?? ''}|${request.url ?? '/'}`;
}

function sendStored(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  page: StoredPage,
  at: number,
  state: 'HIT' | 'MISS' = 'HIT',
) {
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  const headers: Record<string, string | number> = {
    ...page.headers,
    vary: 'Accept-Encoding',
    etag: page.etag,
    age: Math.max(0, Math.floor((at - page.storedAt) / 1000)),
    'x-page-cache': state,
  };
  if (request.headers['if-none-match'] === page.etag) {
    response.writeHead(304, headers);
    response.end();
    return;
  }
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  response.writeHead(200, headers);
  response.end(request.method === 'HEAD' ? undefined : body);
}

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });
