import http from 'node:http';
import crypto from 'node:crypto';
import path from 'node:path';
import sirv from 'sirv';
import type { ServerBuild } from 'react-router';
import { createRequestListener } from '@react-router/node';
import type { AppRuntime } from '@souq/core';
import { createGraphqlHandler } from '@souq/api';
import { createSessionRoutes } from './session-routes.ts';
import { createSocialAuthRoutes } from './social-auth-routes.ts';
import { createUploadsHandler } from './uploads-handler.ts';
import { handleIsoCountries } from './iso-countries-handler.ts';
import { configureLocaleRouting } from '../app/lib/locale-routing.ts';
import { createMeHandler } from './me-handler.ts';
import { applyPageCachePolicy } from './page-cache.ts';
import { createPwaHandler } from './pwa-handler.ts';
import { createSitemapHandler, originOf, robotsTxt } from './sitemap-handler.ts';

export interface AppServerOptions {
  runtime: AppRuntime;
  /** The React Router server build, or a loader of it (development reloads it per request). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  clientDir: string;
  /** Extra middleware run before the app (the Vite dev server in development). */
  before?: (request: http.IncomingMessage, response: http.ServerResponse, next: () => void) => void;
}

const ONE_YEAR = 'public, max-age=31536000, immutable';
/** The REST calls of session-routes.ts (POST only; GET of these paths goes to the pages). */
const SESSION_PATHS = new Set(['/login', '/register', '/logout', '/api/user/upload-one', '/api/admin/login']);

/** One Node server: /graphql, health probes, static files, uploads and the React Router app. */
export function createAppServer({ runtime, build, clientDir, before }: AppServerOptions): http.Server {
  const { log } = runtime;
  // The locale strategy is process-wide: the built app's copy of locale-routing.ts reads it too.
  configureLocaleRouting({
    strategy: runtime.config.localeStrategy,
    defaultLocale: runtime.config.defaultLocale,
  });
  const graphql = createGraphqlHandler(runtime);
  const assets = sirv(clientDir, {
    etag: true,
    gzip: false,
    setHeaders: (response, pathname) => {
      // Vite fingerprints everything under /assets, so those never change.
      response.setHeader(
        'Cache-Control',
        pathname.startsWith('/assets/') ? ONE_YEAR : 'public, max-age=3600',
      );
    },
  });
  const uploads = createUploadsHandler(runtime.config.uploadsDir);
  const sessionRoutes = createSessionRoutes(runtime);
  const socialAuth = createSocialAuthRoutes(runtime);
  const me = createMeHandler(runtime);
  const sitemap = createSitemapHandler(runtime);
  const pwa = createPwaHandler({
    // A new build gives a new worker (and drops the old offline shell).
    version: async () => (typeof build === 'function' ? 'development' : build.assets.version),
  });
  const failed = (response: http.ServerResponse, what: string) => (error: unknown) => {
    log.error({ err: error }, `${what} failed`);
    if (!response.headersSent) sendJson(response, 500, { status_code: 500 });
    else response.destroy();
  };
  const pages = createRequestListener({
    build,
    mode: runtime.config.env === 'development' ? 'development' : 'production',
    getLoadContext: (_request, client) => ({ app: runtime, clientAddress: client.address || null }),
  });

  const handle = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const url = request.url ?? '/';
    const pathname = url.split('?', 1)[0] ?? '/';
    if (pathname === '/graphql') return void graphql(request, response);
    if (pathname === '/healthz') return sendJson(response, 200, { status: 'ok' });
    if (pathname === '/readyz') {
      return void runtime.database.ping().then(
        () => sendJson(response, 200, { status: 'ready', database: runtime.database.kind }),
        (error: unknown) => {
          log.warn({ err: error }, 'readiness check failed');
          sendJson(response, 503, { status: 'unavailable', database: runtime.database.kind });
        },
      );
    }
    if (pathname.startsWith('/uploads/'))
      return uploads(request, response, pathname.slice('/uploads/'.length));
    if (request.method === 'GET' || request.method === 'HEAD') {
      if (pathname.startsWith('/iso-countries') && handleIsoCountries(request, response, pathname)) return;
      if (pathname === '/api/me') return void me(request, response).catch(failed(response, '/api/me'));
      if (pathname.startsWith('/auth/')) {
        // Social login; a provider that is not configured falls through to the pages (404).
        return void socialAuth(request, response).then(
          (handled) => (handled ? undefined : void pages(request, response)),
          failed(response, 'social login'),
        );
      }
      if (pathname === '/robots.txt') {
        const body = robotsTxt(originOf(request, runtime.config.publicUrl));
        response.writeHead(200, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'public, max-age=3600',
        });
        return void response.end(request.method === 'HEAD' ? undefined : body);
      }
      if (pathname === '/sitemap.xml' || pathname.startsWith('/sitemaps/')) {
        return void sitemap(request, response, pathname).then(
          (handled) => (handled ? undefined : void pages(request, response)),
          failed(response, 'sitemap'),
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
    const next = () => {
      applyPageCachePolicy(request, response);
      void pages(request, response);
    };
    if (request.method === 'POST' && SESSION_PATHS.has(pathname)) {
      return void sessionRoutes(request, response).catch((error: unknown) => {
        log.error({ err: error }, 'session route failed');
        if (!response.headersSent) sendJson(response, 500, { status_code: 500 });
      });
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      return assets(request, response, before ? () => before(request, response, next) : next);
    }
    return before ? before(request, response, next) : next();
  };

  return http.createServer((request, response) => {
    const requestId = (request.headers['x-request-id'] as string | undefined) ?? crypto.randomUUID();
    response.setHeader('X-Request-Id', requestId);
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
    try {
      handle(request, response);
    } catch (error) {
      log.error({ err: error, requestId }, 'request failed');
      if (!response.headersSent) sendJson(response, 500, { status: 'error', requestId });
    }
  });
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
