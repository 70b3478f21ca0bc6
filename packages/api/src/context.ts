import crypto from 'node:crypto';
import { makeServiceContext, type Actor, type ServiceContext } from '@souq/core/context.ts';
import { DomainError } from '@souq/core/errors.ts';
import type { Logger } from '@souq/core/logger.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import {
  DEFAULT_COUNTRY,
  DEFAULT_LANGUAGE,
  toLocale,
  type CountryCode,
  type LanguageCode,
} from '@souq/core/locale/locales.ts';
import { parseAcceptLanguage, parseCountry, parseLanguage } from '@souq/core/locale/parse.ts';
import { authenticateSession } from './auth/session.ts';
import { authorizationOf } from './auth/session-cookie.ts';

/** What every resolver receives (the `contextType` of codegen.ts). */
export interface GraphqlContext {
  runtime: AppRuntime;
  /** From `X-Request-Id` (set by the app server), otherwise a fresh UUID; in logs and masked errors. */
  requestId: string;
  /** The session's person (stored role, privilege, status), or null for a guest (a bad or ended token too). */
  user: Actor | null;
  /** From `X-Lang`, then `Accept-Language`; default ar. */
  language: LanguageCode;
  /** The time of the request, shared by every service call it makes. */
  now: Date;
  log: Logger;
  /** The client's network address (the socket's peer), for per-address throttling; null in-process. */
  clientAddress: string | null;
  /** The `Idempotency-Key` header (RFC draft of the IETF httpapi group), for placeOrder; null when absent. */
  idempotencyKey: string | null;
  /**
   * The service context of one operation, for the country of its `currentCountry`/`availableIn`
   * argument (default eg). Throws the 400 DomainError of an unknown country, so call it inside
   * `envelope()`.
   */
  serviceContext(country?: string | null): ServiceContext;
}

/** The server context Yoga gets when it serves as a Node request listener. */
export interface NodeServerContext {
  req?: { headers?: Record<string, string | string[] | undefined>; socket?: { remoteAddress?: string } };
  res?: { getHeader?(name: string): unknown };
}

export const unknownCountry = (value: string) =>
  new DomainError({
    code: 'COUNTRY_NOT_AVAILABLE',
    messageKey: 'errors.country.notAvailable',
    message: 'This currency is not available in site!.',
    status: 400,
    details: { country: value },
  });

/**
 * The country of a `currentCountry` or `availableIn` argument, as `parseCountry` reads it. Absent
 * or empty means eg; anything else that is not a country is the 400 DomainError.
 */
export function countryArgument(value: string | null | undefined): CountryCode {
  if (value == null || value.trim() === '') return DEFAULT_COUNTRY;
  const country = parseCountry(value);
  if (country) return country;
  throw unknownCountry(value);
}

/** The language of a request: `X-Lang: en|ar` first, then the best of `Accept-Language`, else ar. */
export function requestLanguage(headers: Headers): LanguageCode {
  const explicit = parseLanguage(headers.get('x-lang')?.trim().slice(0, 2));
  if (explicit) return explicit;
  return parseAcceptLanguage(headers.get('accept-language')) ?? DEFAULT_LANGUAGE;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdOf(request: Request, server: NodeServerContext | undefined): string {
  const candidates = [request.headers.get('x-request-id'), server?.res?.getHeader?.('x-request-id')];
  for (const candidate of candidates) {
    if (typeof candidate === 'string' && SAFE_REQUEST_ID.test(candidate)) return candidate;
  }
  return crypto.randomUUID();
}

/** Builds the context of one GraphQL request. Never throws for bad input: a bad token is a guest. */
export async function createGraphqlContext(
  runtime: AppRuntime,
  request: Request,
  server?: NodeServerContext,
): Promise<GraphqlContext> {
  const requestId = requestIdOf(request, server);
  const log = runtime.log.child({ requestId });
  const now = new Date();
  // The bearer header, else the website's session cookie on same-origin requests only (CSRF),
  // checked against its session row (docs/decisions/025).
  const auth = await authenticateSession(
    runtime.db,
    runtime.jwtSecret,
    authorizationOf(request, runtime.config?.publicUrl),
    now,
  );
  if (auth.actor === null && auth.reason !== 'absent') {
    log.debug({ reason: auth.reason }, 'bearer token refused; serving as guest');
  }
  const user = auth.actor;
  const language = requestLanguage(request.headers);
  return {
    runtime,
    requestId,
    user,
    language,
    now,
    log,
    clientAddress: server?.req?.socket?.remoteAddress ?? null,
    idempotencyKey: request.headers.get('idempotency-key')?.trim() || null,
    serviceContext(country) {
      const code = countryArgument(country);
      return makeServiceContext({ db: runtime.db, log }, user, toLocale(language, code), now);
    },
  };
}
