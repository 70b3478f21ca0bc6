import http from 'node:http';
import crypto from 'node:crypto';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import type { ServerBuild } from 'react-router';
import type { AppRuntime } from '@souq/core';
import { isDatabaseUnavailable } from '@souq/core/db/unavailable.ts';
import { createGraphqlHandler } from '@souq/api';
import { requestLanguage } from '@souq/api/context.ts';
import { translate } from '@souq/core/locale/messages.ts';
import { createUploadsHandler } from './uploads-handler.ts';
import { fileStoreOf } from '@souq/core/media/file-store.ts';
import { createPrivateFilesHandler } from './private-files-handler.ts';
import { followLocaleSettings } from './locale-settings.ts';
import compression from 'compression';
import { applyPageCachePolicy } from './page-cache-control.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { COMPRESS_MIN_BYTES, isCompressible } from './http/compression.ts';
import { purgeHookOf } from './page-purge.ts';
import { requestScope } from './error-reporting.ts';
import { createPwaHandler } from './pwa-handler.ts';
import { createSitemapHandler, originOf, robotsTxt } from './sitemap-handler.ts';
import { ALLOWED_METHODS, checkRequestTarget } from './http/request-target.ts';
import { createSecurityHeaders } from './http/security-headers.ts';
import { declaresTooLarge, refuseTooLarge } from './http/body-limit.ts';
import { createPagesListener } from './http/pages-listener.ts';
import { createRenderGate } from './http/render-gate.ts';
import { localeFromPathname } from '../app/lib/locale-routing.ts';
import { languageOf } from '@souq/core/locale/locales.ts';
import { bodyLimitOf, createRestListener } from './http/rest-listener.ts';
import { createStaticAssets } from './http/static-files.ts';
import { createRestRoutes } from './rest-routes.ts';

export interface AppServerOptions {
  runtime: AppRuntime;
  /** The React Router server build, or a loader of it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
  /** Extra middleware run before the app (the Vite dev server in development). */
  before?: (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
  /** The connection limits (SERVER_LIMITS by default); tests shorten them. */
  limits?: Partial<ServerLimits>;
}

/**
 * How long and how much a client may take (issue 14, slowloris): the request head within
 * `headersTimeoutMs`, the whole request within `requestTimeoutMs`, an idle keep-alive connection
 * closed after `keepAliveTimeoutMs` (longer than the usual load balancer's 60 s idle timeout, so
 * the balancer, not the server, closes first), at most `maxHeadersCount` header lines of
 * `maxHeaderSize` bytes in all (Node answers 431 past it). Node checks the two timeouts every
 * `checkIntervalMs`.
 */
export interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxHeaderSize: number;
  maxHeadersCount: number;
  checkIntervalMs: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 20_000,
  // Covers a 50 MB upload over a slow (~1 MB/s) connection.
  requestTimeoutMs: 120_000,
  keepAliveTimeoutMs: 65_000,
  maxHeaderSize: 16 * 1024,
  maxHeadersCount: 100,
  checkIntervalMs: 5_000,
};

/** GraphQL bodies: Yoga's own maxRequestBodySize (packages/api/src/yoga.ts), checked here before Yoga reads. */
const GRAPHQL_BODY_LIMIT = 1024 * 1024;

/** One Node server: /graphql, health probes, static files, uploads and the React Router app. */
export function createAppServer({
  runtime,
  build,
  clientDir,
  before,
  limits,
}: AppServerOptions): http.Server {
  const { log } = runtime;
  const limit = { ...SERVER_LIMITS, ...limits };
  const development = runtime.config.env === 'development';
  const secureHeaders = createSecurityHeaders({
    production: runtime.config.env === 'production',
    development,
    publicUrl: runtime.config.publicUrl ?? null,
    sentryDsn: runtime.config.sentry?.dsn ?? null,
  });
  const graphql = createGraphqlHandler(runtime);
  const assets = createStaticAssets(clientDir);
  const uploads = createUploadsHandler(fileStoreOf(runtime.config), runtime.config.uploadsDir);
  const privateFiles = createPrivateFilesHandler(runtime);
  const rest = createRestListener(createRestRoutes(runtime), log);
  const sitemap = createSitemapHandler(runtime);
  const pwa = createPwaHandler({
    // A new build gives a new worker (and drops the old offline shell).
    version: async () => (typeof build === 'function' ? 'development' : build.assets.version),
  });
  const failed = (response: http.ServerResponse, what: string) => (error: unknown) => {
    // A lost database is an outage the operator sees on /readyz, not a bug of the route.
    if (isDatabaseUnavailable(error)) log.warn({ err: error }, `${what}: the database is unavailable`);
    else log.error({ err: error }, `${what} failed`);
    if (!response.headersSent) sendFailure(response, error);
    else response.destroy();
  };
  const nonces = new WeakMap<http.IncomingMessage, string>();
  // Anonymous pages from memory (decision 039); development renders every page (Vite reloads).
  const pageCache: PageCache | null =
    runtime.config.pageCache && !development
      ? createPageCache({
          maxBytes: runtime.config.pageCache.maxBytes,
          purge: purgeHookOf(runtime.config.pageCache),
          log,
        })
      : null;
  // The locale strategy is process-wide (the built app's copy of locale-routing.ts reads it too) and
  // follows the site settings, the environment's choice until staff make one (locale-settings.ts).
  const localeSettings = followLocaleSettings(runtime, () => pageCache?.forget());
  // JSON of /graphql and the REST calls, the sitemaps: Brotli or gzip (pages compress themselves).
  const compressed = compression({
    threshold: COMPRESS_MIN_BYTES,
    filter: (_request, response) => isCompressible(String(response.getHeader('Content-Type') ?? '')),
  }) as unknown as (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
  // Renders in order of arrival, as many at once as there are database connections (render-gate.ts).
  const renderGate = createRenderGate({
    concurrency: runtime.database.kind === 'pglite' ? 2 : runtime.config.databasePoolSize,
    maxWaitMs: 5_000,
    busy: (request, response) => {
      const language = languageOf(localeFromPathname((request.url ?? '/').split('?', 1)[0]!));
      const text = `${translate(language, 'errors.service.unavailable')}\n`;
      response.writeHead(503, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': Buffer.byteLength(text),
        'Cache-Control': 'no-store',
        'Retry-After': '5',
      });
      response.end(request.method === 'HEAD' ? undefined : text);
    },
  });
  const pages = createPagesListener({
    build,
    mode: development ? 'development' : 'production',
    getLoadContext: (request) => ({
      app: runtime,
      clientAddress: request.socket.remoteAddress || null,
      cspNonce: nonces.get(request) ?? '',
    }),
    onError: (error, request) => log.error({ err: error, url: request.url }, 'page request failed'),
    ...(pageCache ? { keep: pageCache.keep } : {}),
  });

  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = request.url ?? '/';
    const pathname = url.split('?', 1)[0] ?? '/';
    if (pathname === '/graphql') {
      if (declaresTooLarge(request, GRAPHQL_BODY_LIMIT))
        return refuseJson(request, response, GRAPHQL_BODY_LIMIT);
      return compressed(request, response, () => void graphql(request, response));
    }
    if (pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });
    if (pathname === '/readyz') {
      return void runtime.database.ping().then(
        () => sendJson(response, 200, { status: 'ready', database: runtime.database.kind }),
        (error: unknown) => {
          log.warn({ err: error }, 'readiness check failed');
          sendJson(response, 503, {
            status_code: 503,
            message: 'Service Unavailable',
            status: 'unavailable',
            database: runtime.database.kind,
          });
        },
      );
    }
    if (pathname.startsWith('/uploads/'))
      return uploads(request, response, pathname.slice('/uploads/'.length));
    if (pathname.startsWith('/files/')) return privateFiles(request, response);
    // The REST calls (packages/api/src/rest); a social login of a provider that is not configured
    // is none, and the pages answer it (404).
    const restRoute = rest.route(request);
    if (restRoute) {
      const bodyLimit = bodyLimitOf(restRoute);
      if (request.method === 'POST' && declaresTooLarge(request, bodyLimit)) {
        // The upload's refusal carries its message key, as its other refusals do (issue 14, case 12).
        const language = requestLanguage(
          new Headers({
            'x-lang': String(request.headers['x-lang'] ?? ''),
            'accept-language': String(request.headers['accept-language'] ?? ''),
          }),
        );
        const tooBig = {
          message: translate(language, 'errors.upload.tooBig'),
          message_key: 'errors.upload.tooBig',
        };
        return refuseJson(request, response, bodyLimit, restRoute.body === 'file' ? tooBig : {});
      }
      return compressed(
        request,
        response,
        () => void rest.serve(restRoute, request, response).catch(failed(response, 'REST call')),
      );
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (pathname === '/robots.txt') {
        const body = robotsTxt(originOf(request, runtime.config.publicUrl));
        response.writeHead(200, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'public, max-age=3600',
        });
        return void response.end(request.method === 'HEAD' ? undefined : body);
      }
      if (pathname === '/sitemap.xml' || pathname.startsWith('/sitemaps/')) {
        return compressed(
          request,
          response,
          () =>
            void sitemap(request, response, pathname).then(
              (handled) => (handled ? undefined : void pages(request, response)),
              failed(response, 'sitemap'),
            ),
        );
      }
      if (
        pathname === '/sw.js' ||
        pathname === '/manifest.webmanifest' ||
        pathname === '/offline.html' ||
        pathname.startsWith('/icons/')
      ) {
        return void pwa(request, response, pathname).then(
          (handled) => (handled ? undefined : void pages(request, response)),
          failed(response, 'pwa'),
        );
      }
    }
    const next = (): void => {
      // A page after a settings change (or the first) waits for the settings' locale strategy.
      if (localeSettings.stale) return void localeSettings.refresh().then(next);
      applyPageCachePolicy(request, response);
      // Form posts are not gated: one reads its body first, and a slow upload must not hold a place.
      const render = () =>
        request.method === 'GET' || request.method === 'HEAD'
          ? renderGate.run(request, response, () => pages(request, response))
          : pages(request, response);
      if (!pageCache) return void render().catch(failed(response, 'page'));
      pageCache.serve(request, response, render).catch(failed(response, 'page'));
    };
    if (request.method === 'GET' || request.method === 'HEAD') {
      return assets(request, response, before ? () => before(request, response, next) : next);
    }
    return before ? before(request, response, next) : next();
  };

  const server = http.createServer(
    {
      headersTimeout: limit.headersTimeoutMs,
      requestTimeout: limit.requestTimeoutMs,
      keepAliveTimeout: limit.keepAliveTimeoutMs,
      maxHeaderSize: limit.maxHeaderSize,
      connectionsCheckingInterval: limit.checkIntervalMs,
    },
    (request, response) => {
      const requestId = requestIdOf(request);
      response.setHeader('X-Request-Id', requestId);
      nonces.set(request, secureHeaders(response));
      const started = performance.now();
      response.once('finish', () => {
        log.info(
          {
            requestId,
            method: request.method,
            url: request.url,
            status: response.statusCode,
            ms: Math.round((performance.now() - started) * 10) / 10,
          },
          'request',
        );
      });
      // The request line and Host are checked once here: no route (nor React Router's or Yoga's
      // `new URL`) sees `//`, `/%`, a control character or an 8 KB path.
      const target = checkRequestTarget(request);
      if (!target.ok) {
        request.resume();
        if (target.status === 405) response.setHeader('Allow', ALLOWED_METHODS.join(', '));
        return sendRefusal(request, response, target.status, target.message);
      }
      try {
        requestScope.run({ requestId }, () => handle(request, response));
      } catch (error) {
        log.error({ err: error, requestId }, 'request failed');
        if (!response.headersSent) sendFailure(response, error, requestId);
      }
    },
  );
  // CONNECT (a proxy's tunnel) would otherwise be dropped without an answer.
  server.on('connect', (_request: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  server.on('close', () => {
    localeSettings.stop();
    pageCache?.close();
  });
  server.keepAliveTimeout = limit.keepAliveTimeoutMs;
  server.maxHeadersCount = limit.maxHeadersCount;
  return server;
}

/** A client's request id is kept when it looks like one (it is logged and echoed back). */
function requestIdOf(request: http.IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : crypto.randomUUID();
}

/** The envelope of an unexpected failure: 503 while the database cannot be reached, else 500. */
function sendFailure(response: http.ServerResponse, error: unknown, requestId?: string) {
  const unavailable = isDatabaseUnavailable(error);
  const status = unavailable ? 503 : 500;
  sendJson(response, status, {
    status_code: status,
    message: unavailable ? 'Service Unavailable' : 'Unexpected error.',
    ...(requestId ? { requestId } : {}),
  });
}

/** A 4xx before any route: the envelope for API paths, plain text for pages. */
function sendRefusal(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  status: number,
  message: string,
) {
  const url = request.url ?? '';
  if (url.startsWith('/graphql') || url.startsWith('/api/') || /json/.test(request.headers.accept ?? '')) {
    return sendJson(response, status, { status_code: status, message });
  }
  const text = `${message}\n`;
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(request.method === 'HEAD' ? undefined : text);
}

function refuseJson(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  limit: number,
  fields: Record<string, string> = {},
) {
  const text = JSON.stringify({ status_code: 413, message: 'Payload Too Large', ...fields });
  refuseTooLarge(request, response, limit, { type: 'application/json; charset=utf-8', text });
}

function sendJson(response: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  response.end(text);
}

export const webRoot = path.resolve(import.meta.dirname, '..');
