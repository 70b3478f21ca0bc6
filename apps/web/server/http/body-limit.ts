import type http from 'node:http';
import { MAX_UPLOAD_BYTES } from '@souq/core/media/upload-limits.ts';

/**
 * The one place request bodies are bounded (issue 14: four 200 MB form posts took the server from
 * 0.9 to 2.2 GB). A declared Content-Length over the route's limit is refused at once
 * (`declaresTooLarge` + `refuseTooLarge`); a chunked or lying body is cut by the stream of
 * `toFetchRequest` when it passes the limit, so no more than the limit is ever buffered.
 */

/** Url-encoded and JSON forms, REST calls: a few fields of text. */
export const FORM_BODY_LIMIT = 64 * 1024;
/** A form with one file (an image, a CV) and a few short texts, multipart framing included. */
export const FILE_FORM_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;
/** Read and dropped past the limit before the connection is cut, so a client still sending reads the 413. */
const DISCARD_FACTOR = 3;

export const PAYLOAD_TOO_LARGE = 'PayloadTooLarge';

/** The body's declared length is over `limit` (a chunked body declares none: the stream bounds it). */
export function declaresTooLarge(incoming: http.IncomingMessage, limit: number): boolean {
  const declared = Number(incoming.headers['content-length'] ?? '0');
  return Number.isFinite(declared) && declared > limit;
}

/**
 * Answers 413 without reading the body: the connection closes after the answer, and what the
 * client already sent is read away (up to DISCARD_FACTOR times the limit) so it can read it.
 */
export function refuseTooLarge(
  incoming: http.IncomingMessage,
  response: http.ServerResponse,
  limit: number,
  body: { type: string; text: string },
) {
  let received = 0;
  incoming.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > limit * DISCARD_FACTOR) incoming.destroy();
  });
  incoming.on('error', () => undefined);
  incoming.resume();
  if (response.headersSent) return void response.destroy();
  response.writeHead(413, {
    'Content-Type': body.type,
    'Content-Length': Buffer.byteLength(body.text),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  response.end(body.text);
}

export interface LimitedRequest {
  request: Request;
  /** Stops reading into the request (its body errors with PAYLOAD_TOO_LARGE) and reads the rest away. */
  discard: () => void;
  /** The body passed the limit. */
  exceeded: () => boolean;
}

/**
 * A Fetch API Request over the Node request whose body stops at `limit` bytes: past it the
 * body's stream errors (an Error named PAYLOAD_TOO_LARGE), `onExceeded` runs, and the rest of the
 * body is read and dropped, so the client, still sending, reads the 413 answer; a client sending
 * more than DISCARD_FACTOR times the limit is cut off.
 */
export function toFetchRequest(
  incoming: http.IncomingMessage,
  limit: number,
  options: { signal?: AbortSignal; onExceeded?: () => void } = {},
): LimitedRequest {
  const headers = new Headers();
  // Node's own joining of repeated headers (cookies with `; `); a value Headers refuses throws here.
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const host = incoming.headers.host ?? 'localhost';
  const protocol = (incoming.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
  const method = incoming.method ?? 'GET';
  let received = 0;
  let discarding = false;
  let exceeded = false;
  let stop: (() => void) | null = null;
  const hasBody = method !== 'GET' && method !== 'HEAD';
  const body = hasBody
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          stop = () => {
            if (discarding) return;
            discarding = true;
            const error = new Error('request body too large');
            error.name = PAYLOAD_TOO_LARGE;
            controller.error(error);
          };
          incoming.on('data', (chunk: Buffer) => {
            received += chunk.length;
            if (!discarding && received > limit) {
              exceeded = true;
              stop!();
              options.onExceeded?.();
            }
            if (discarding) {
              if (received > limit * DISCARD_FACTOR) incoming.destroy();
              return;
            }
            controller.enqueue(new Uint8Array(chunk));
          });
          incoming.on('end', () => {
            if (!discarding) controller.close();
          });
          incoming.on('error', (error) => {
            if (!discarding) controller.error(error);
          });
        },
      })
    : null;
  const request = new Request(`${protocol}://${host}${incoming.url ?? '/'}`, {
    method,
    headers,
    ...(body ? { body, duplex: 'half' } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  } as RequestInit);
  return { request, discard: () => stop?.(), exceeded: () => exceeded };
}
