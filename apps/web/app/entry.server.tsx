/**
 * Renders pages with renderToString, not streaming: measured faster on these machines
 * (ARCHITECTURE.md, speed facts), and bots and browsers get the same complete document.
 */
import { renderToString } from 'react-dom/server';
import { ServerRouter, type EntryContext, type HandleErrorFunction } from 'react-router';

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Response {
  const html = renderToString(<ServerRouter context={routerContext} url={request.url} />);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(`<!DOCTYPE html>${html}`, { status: responseStatusCode, headers: responseHeaders });
}

/** Unexpected errors of loaders, actions and rendering; aborted requests are not errors. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const log = (context as { app?: { log?: { error: (obj: unknown, msg: string) => void } } } | undefined)?.app
    ?.log;
  if (log) log.error({ err: error, url: request.url }, 'page request failed');
  else console.error(error);
};
