/**
 * The shape of a REST call of the API (SPEC.md section 7, REST), as GraphQL resolvers are the
 * shape of its operations: a route reads a Fetch API Request and answers status, JSON body and
 * headers, over the core services. The web server (apps/web/server/http/rest-listener.ts) turns a
 * Node request into the Request (its body bounded), writes the answer, and answers the failures a
 * route does not (a body past its limit, a lost database, a bug) the same way for every route.
 */

export interface RestCall {
  request: Request;
  /** The client's network address (the socket's peer), for per-address throttling. */
  clientAddress: string | null;
}

export interface RestAnswer {
  status: number;
  /** JSON; absent for an answer without a body (a redirect). */
  body?: unknown;
  /** `Cache-Control` is `no-store` unless given here. */
  headers?: Record<string, string | string[]>;
}

export interface RestRoute {
  /** Whether the route answers this method and path (asked before anything of the body is read). */
  serves(method: string, pathname: string): boolean;
  /** `file` for a body that carries an upload; a form of a few fields otherwise. */
  body?: 'form' | 'file';
  answer(call: RestCall): Promise<RestAnswer>;
}

/** The envelope answer `{ status_code, message, ...fields }` with the same status. */
export const statusAnswer = (status: number, message: string, fields: object = {}): RestAnswer => ({
  status,
  body: { status_code: status, message, ...fields },
});

/** The fields of a JSON, url-encoded or multipart body; null when it is none of them or broken. */
export async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  try {
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      return Object.fromEntries((await request.formData()).entries());
    }
    const body: unknown = await request.json();
    return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    // A body cut at its limit reads as none here; the web server answers 413 for it anyway.
    return null;
  }
}

/** A path of this site (`/…`, not `//…` nor `/\…`) to send a form back to, else `fallback`. */
export const sitePath = (wanted: unknown, fallback: string): string =>
  typeof wanted === 'string' && /^\/(?![/\\])/.test(wanted) ? wanted : fallback;
