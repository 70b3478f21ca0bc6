/**
 * Renders each page to one complete document before answering (onAllReady): bots, browsers and
 * shared caches get the same HTML. renderToString cannot be used: React Router sends loader data
 * to the browser from inside a Suspense boundary, which renderToString leaves as a placeholder,
 * so the page would never hydrate.
 */
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createReadableStreamFromReadable } from '@react-router/node';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { CspNonceContext } from './lib/csp-nonce.ts';
import { isDatabaseUnavailable } from '@souq/core/db/unavailable.ts';

/** Loaders have resolved before rendering starts; this only bounds a stuck render. */
export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: AppLoadContext,
): Promise<Response> {
  // The server's Content-Security-Policy allows inline scripts with this nonce only.
  const nonce = loadContext?.cspNonce || undefined;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <CspNonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CspNonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough();
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(createReadableStreamFromReadable(body), { status, headers: responseHeaders }));
          pipe(body);
        },
        onShellError: reject,
        onError(error) {
          status = 500;
          if (!request.signal.aborted) console.error(error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * Unexpected errors of loaders, actions and rendering; aborted requests are not errors. An
 * unavailable database is expected during an outage (docs/decisions/028): warn, not error (loaders
 * and actions already answer it with 503 through server/database-outage-pages.ts).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  type Log = (obj: unknown, msg: string) => void;
  const log = (context as { app?: { log?: { error: Log; warn: Log } } } | undefined)?.app?.log;
  // React Router's own CSRF check refused a form post from another origin (answered 400):
  // expected traffic, not a failure of the site.
  if (isRefusedCrossSiteAction(error)) {
    if (log)
      log.warn({ url: request.url, origin: request.headers.get('origin') }, 'cross-site form post refused');
    return;
  }
  if (isDatabaseUnavailable(error)) {
    if (log) log.warn({ err: error, url: request.url }, 'page request failed: the database is unavailable');
    return;
  }
  if (log) log.error({ err: error, url: request.url }, 'page request failed');
  else console.error(error);
};

/** The errors of React Router's action CSRF check (throwIfPotentialCSRFAttack in react-router). */
const isRefusedCrossSiteAction = (error: unknown) =>
  error instanceof Error && /`origin` header.*Aborting the action\.$/.test(error.message);
