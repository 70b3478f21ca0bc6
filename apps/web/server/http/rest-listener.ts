import type http from 'node:http';
import type { RestAnswer, RestRoute } from '@souq/api/rest/rest-route.ts';
import { UPLOAD_TOO_BIG } from '@souq/api/rest/upload.routes.ts';
import { isDatabaseUnavailable } from '@souq/core/db/unavailable.ts';
import type { Logger } from '@souq/core/logger.ts';
import { FILE_FORM_BODY_LIMIT, FORM_BODY_LIMIT, PAYLOAD_TOO_LARGE, toFetchRequest } from './body-limit.ts';

export const bodyLimitOf = (route: RestRoute) =>
  route.body === 'file' ? FILE_FORM_BODY_LIMIT : FORM_BODY_LIMIT;

/** The answer of a failure no route answers itself: 503 while the database cannot be reached, else 500. */
export function failureAnswer(error: unknown, log: Logger, what: string): RestAnswer {
  // A lost database is an outage the operator sees on /readyz, not a bug of the route.
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error }, `${what}: the database is unavailable`);
    return { status: 503, body: { status_code: 503, message: 'Service Unavailable' } };
  }
  log.error({ err: error }, `${what} failed`);
  return { status: 500, body: { status_code: 500, message: 'Unexpected error.' } };
}

/** Writes a REST answer: JSON (no body for HEAD), `Cache-Control: no-store` unless the route says. */
export function writeAnswer(
  incoming: http.IncomingMessage,
  response: http.ServerResponse,
  answer: RestAnswer,
) {
  const headers: http.OutgoingHttpHeaders = { 'Cache-Control': 'no-store', ...answer.headers };
  if (answer.body === undefined) {
    response.writeHead(answer.status, headers);
    return void response.end();
  }
  const text = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(incoming.method === 'HEAD' ? undefined : text);
}

/**
 * Serves the REST routes of packages/api/src/rest on a Node server: `route(incoming)` finds the one
 * that serves a request (null: not a REST call), `serve` gives it the request with its body bounded
 * by the route's limit and writes its answer. A body past the limit is 413 whatever the route made
 * of what it read; a refused body still arriving is read away so the client gets the answer
 * instead of a reset connection.
 */
export function createRestListener(routes: readonly RestRoute[], log: Logger) {
  const route = (incoming: http.IncomingMessage): RestRoute | null => {
    const pathname = (incoming.url ?? '/').split('?', 1)[0] ?? '/';
    return routes.find((candidate) => candidate.serves(incoming.method ?? 'GET', pathname)) ?? null;
  };

  const serve = async (rest: RestRoute, incoming: http.IncomingMessage, response: http.ServerResponse) => {
    const { request, discard, exceeded } = toFetchRequest(incoming, bodyLimitOf(rest));
    let answer: RestAnswer;
    try {
      answer = await rest.answer({ request, clientAddress: incoming.socket.remoteAddress ?? null });
    } catch (error) {
      answer =
        (error as Error).name === PAYLOAD_TOO_LARGE ? UPLOAD_TOO_BIG : failureAnswer(error, log, 'REST call');
    }
    if (exceeded()) answer = UPLOAD_TOO_BIG;
    if (answer.status >= 400) discard();
    if (response.headersSent) return void response.destroy();
    writeAnswer(incoming, response, answer);
  };

  /** Serves the request when a route serves it; false otherwise (the pages answer it). */
  const handle = async (incoming: http.IncomingMessage, response: http.ServerResponse): Promise<boolean> => {
    const rest = route(incoming);
    if (!rest) return false;
    await serve(rest, incoming, response);
    return true;
  };
  return { route, serve, handle };
}
