import type http from 'node:http';
import {
  createRequestHandler,
  matchRoutes,
  type AppLoadContext,
  type RouteObject,
  type ServerBuild,
} from 'react-router';
import {
  FILE_FORM_BODY_LIMIT,
  FORM_BODY_LIMIT,
  declaresTooLarge,
  refuseTooLarge,
  toFetchRequest,
} from './body-limit.ts';
import { createT } from '@souq/core/locale/messages.ts';
import { DEFAULT_LANGUAGE, languageOf, parseLocale } from '@souq/core/locale/locales.ts';
import { answerOutagesWith503 } from '../database-outage-pages.ts';
import { writeChunk } from './write-chunk.ts';
import { COMPRESS_MIN_BYTES, compress, negotiateEncoding } from './compression.ts';
import type { PageAnswer } from '../page-cache.ts';

/**
 * The pages whose form takes a file (multipart): the sign-up avatar, the profile picture, review
 * photos and the careers CV. Every other page action gets FORM_BODY_LIMIT.
 */
const FILE_FORM_ROUTES = new Set([
  'routes/register',
  'routes/profile-edit',
  'routes/product',
  'routes/career-apply',
  // A product ticket's and a discussion reply's attachments when JavaScript is off (all in one body).
  'routes/profile-product-add',
  'routes/profile-product-discuss',
  // A picture for an iDesign design (issue 22).
  'routes/idesign-assets',
]);

type RouteNode = {
  id: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  children: RouteNode[];
};
const trees = new WeakMap<ServerBuild['routes'], RouteNode[]>();

function routeTree(manifest: ServerBuild['routes']): RouteNode[] {
  const known = trees.get(manifest);
  if (known) return known;
  const nodes = new Map<string, RouteNode>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      ...(route.path !== undefined ? { path: route.path } : {}),
      ...(route.index ? { index: true } : {}),
      ...(route.caseSensitive ? { caseSensitive: true } : {}),
      children: [],
    });
  }
  const roots: RouteNode[] = [];
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  trees.set(manifest, roots);
  return roots;
}

/** The body limit of a page request: the deepest matched route decides (single-fetch `.data` URLs too). */
export function pageBodyLimit(build: ServerBuild, pathname: string, contentType: string): number {
  if (!contentType.includes('multipart/form-data')) return FORM_BODY_LIMIT;
  let path = pathname;
  if (path.endsWith('.data')) path = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
  const matches = matchRoutes(routeTree(build.routes) as RouteObject[], path) ?? [];
  const leaf = matches.at(-1)?.route.id?.replace(/^default-locale\//, '');
  return leaf && FILE_FORM_ROUTES.has(leaf) ? FILE_FORM_BODY_LIMIT : FORM_BODY_LIMIT;
}

const TOO_LARGE = { type: 'text/plain; charset=utf-8', text: 'Payload Too Large' };

/** iDesign's JSON routes answer in their error envelope (issue 22), in the `?locale=` language. */
function tooLargeAnswer(url: string | undefined): { type: string; text: string } {
  if (!url?.startsWith('/api/idesign/')) return TOO_LARGE;
  const locale = parseLocale(new URLSearchParams(url.split('?')[1] ?? '').get('locale'));
  const message = createT(locale ? languageOf(locale) : DEFAULT_LANGUAGE)('errors.idesign.tooLarge');
  return {
    type: 'application/json; charset=utf-8',
    text: JSON.stringify({ error: { code: 'IDESIGN_DOCUMENT_TOO_LARGE', message } }),
  };
}

/**
 * React Router's request listener (what @react-router/node's createRequestListener does) with
 * the body bounded per route (body-limit.ts): past the limit the request is aborted (loaders and
 * actions stop, nothing is logged as a failure) and the answer is 413.
 */
export function createPagesListener(options: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  getLoadContext: (request: http.IncomingMessage) => AppLoadContext;
  onError: (error: unknown, request: http.IncomingMessage) => void;
  /** The page cache's writer (page-cache.ts): answers true when it sent the page itself. */
  keep?: (
    incoming: http.IncomingMessage,
    response: http.ServerResponse,
    answer: PageAnswer,
  ) => Promise<boolean>;
}) {
  // An unavailable database answers 503, not 500 (docs/decisions/028).
  const handler = createRequestHandler(answerOutagesWith503(options.build), options.mode);
  const { build } = options;
  return async (incoming: http.IncomingMessage, response: http.ServerResponse) => {
    try {
      const method = incoming.method ?? 'GET';
      let limit = FORM_BODY_LIMIT;
      if (method !== 'GET' && method !== 'HEAD') {
        const current = typeof build === 'function' ? await build() : build;
        const pathname = (incoming.url ?? '/').split('?', 1)[0]!;
        limit = pageBodyLimit(current, pathname, incoming.headers['content-type'] ?? '');
        if (declaresTooLarge(incoming, limit))
          return refuseTooLarge(incoming, response, limit, tooLargeAnswer(incoming.url));
      }
      const controller = new AbortController();
      response.once('close', () => controller.abort());
      const limited = toFetchRequest(incoming, limit, {
        signal: controller.signal,
        onExceeded: () => controller.abort(),
      });
      let answer: Response | null = null;
      try {
        answer = await handler(limited.request, options.getLoadContext(incoming));
      } catch (error) {
        if (!limited.exceeded()) throw error;
      }
      if (limited.exceeded() || !answer)
        return refuseTooLarge(incoming, response, limit, tooLargeAnswer(incoming.url));
      await writeResponse(incoming, response, answer, options.keep);
    } catch (error) {
      options.onError(error, incoming);
      if (!response.headersSent) {
        response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        response.end('Internal Server Error');
      } else response.destroy();
    }
  };
}

/** Rendered whole (entry.server.tsx), so sent whole: compressed, with its length. */
const WHOLE_TYPES = /^(text\/html|text\/x-script)/i;

async function writeResponse(
  incoming: http.IncomingMessage,
  response: http.ServerResponse,
  answer: Response,
  keep:
    | ((incoming: http.IncomingMessage, response: http.ServerResponse, page: PageAnswer) => Promise<boolean>)
    | undefined,
) {
  // Node merges a raw list into headers set earlier (X-Request-Id, the security headers) one name
  // at a time, so a second Set-Cookie would replace the first: the cookies go as one list.
  const cookies = answer.headers.getSetCookie();
  answer.headers.delete('set-cookie');
  if (cookies.length > 0) response.setHeader('Set-Cookie', cookies);
  if (answer.body && WHOLE_TYPES.test(answer.headers.get('content-type') ?? '')) {
    const body = Buffer.from(await answer.arrayBuffer());
    const page = { status: answer.status, headers: answer.headers, body, setsCookie: cookies.length > 0 };
    if (keep && (await keep(incoming, response, page))) return;
    return sendWhole(incoming, response, page);
  }
  const raw: string[] = [];
  for (const [name, value] of answer.headers) raw.push(name, value);
  response.writeHead(answer.status, raw);
  if (answer.body && incoming.method !== 'HEAD') {
    for await (const chunk of answer.body as unknown as AsyncIterable<Uint8Array>) {
      if (response.destroyed) break;
      await writeChunk(response, chunk);
    }
  }
  response.end();
}

/** A whole answer, compressed when the client takes it and it is worth it. */
async function sendWhole(incoming: http.IncomingMessage, response: http.ServerResponse, page: PageAnswer) {
  const encoding = negotiateEncoding(incoming.headers['accept-encoding']);
  const raw: string[] = [];
  for (const [name, value] of page.headers) if (name !== 'content-length') raw.push(name, value);
  let body = page.body;
  if (encoding !== 'identity' && body.length >= COMPRESS_MIN_BYTES) {
    body = await compress(body, encoding, 'fast');
    raw.push('Content-Encoding', encoding);
  }
  raw.push('Vary', 'Accept-Encoding', 'Content-Length', String(body.length));
  if (response.destroyed) return;
  response.writeHead(page.status, raw);
  response.end(incoming.method === 'HEAD' ? undefined : body);
}
