/**
 * What iDesign's resource routes share (issue 22, docs/decisions/048): the JSON answers and the
 * error envelope `{ error: { code, message, path? } }` in the shopper's language, the request's
 * locale (`?locale=ar-eg`, else the document's), the owner of designs and pictures (the signed-in
 * user, else the guest cart, made and kept in its cookie when missing), and a JSON body read with
 * a limit. The routes stay thin: every rule is in packages/core/src/idesign.
 */
import type { AppLoadContext } from 'react-router';
import { isDomainError, type DomainError } from '@souq/core/errors.ts';
import { DESIGN_LIMITS } from '@souq/core/idesign/design-document.ts';
import { designErrors } from '@souq/core/idesign/design-errors.ts';
import { designOwnerOf, type DesignOwner } from '@souq/core/idesign/design-owner.ts';
import { parseLocale, type LocaleCode } from '@souq/core/locale/locales.ts';
import { makeServiceContext, type ServiceContext } from '@souq/core/context.ts';
import { messageOf } from './cart-view.server.ts';
import { keepGuestCart, keptCartIdOf } from './guest-cart-cookie.server.ts';
import { requestContext, type RequestContext } from './request-context.server.ts';
import { localeFromPathname } from './locale-routing.ts';
import { PRIVATE_HEADERS } from './session.server.ts';

export interface IdesignRequest {
  rc: RequestContext;
  locale: LocaleCode;
  ctx: ServiceContext;
  headers: Headers;
}

/** The locale an API request answers in: `?locale=`, else the referring page's, else the default. */
export function apiLocaleOf(request: Request): LocaleCode {
  const url = new URL(request.url);
  const asked = parseLocale(url.searchParams.get('locale'));
  if (asked) return asked;
  const referer = request.headers.get('referer');
  if (referer) {
    try {
      return localeFromPathname(new URL(referer).pathname);
    } catch {
      // An unreadable Referer says nothing.
    }
  }
  return localeFromPathname(url.pathname);
}

/** The request's context acting for whoever is signed in (same-origin posts only carry the session). */
export async function idesignRequest(request: Request, load: AppLoadContext): Promise<IdesignRequest> {
  const rc = requestContext(request, load);
  const locale = apiLocaleOf(request);
  const signedIn = await rc.signedIn();
  // Not rc.service(): its locale is the page's guard, which API paths have none of.
  const ctx = makeServiceContext(rc.app, signedIn?.actor ?? null, locale, rc.now);
  return { rc, locale, ctx, headers: new Headers(PRIVATE_HEADERS) };
}

/** The owner of the request's designs; a guest without a cart gets one (kept in the cookie). */
export async function requestOwner(api: IdesignRequest): Promise<DesignOwner> {
  const { owner, createdCartId } = await designOwnerOf(api.ctx, keptCartIdOf(api.rc));
  if (createdCartId) keepGuestCart(api.rc, api.headers, createdCartId);
  return owner;
}

/** The owner for reads: never makes a cart (a guest without one owns nothing). */
export async function readingOwner(api: IdesignRequest): Promise<DesignOwner | null> {
  if (api.ctx.user) return { userId: api.ctx.user.id.toLowerCase() };
  const kept = keptCartIdOf(api.rc);
  return kept ? { cartId: kept } : null;
}

export function json(api: IdesignRequest, body: unknown, status = 200): Response {
  return Response.json(body, { status, headers: api.headers });
}

/** The error envelope of a DomainError, localized. */
export function errorAnswer(api: Pick<IdesignRequest, 'locale' | 'headers'>, error: DomainError): Response {
  const path = (error.details as { path?: unknown } | undefined)?.path;
  return Response.json(
    {
      error: {
        code: error.code,
        message: messageOf(api.locale, error),
        ...(typeof path === 'string' ? { path } : {}),
      },
    },
    { status: error.status, headers: api.headers },
  );
}

/** Runs a service call; an expected failure becomes its localized envelope, anything else throws. */
export async function apiCall(api: IdesignRequest, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (isDomainError(error)) return errorAnswer(api, error);
    throw error;
  }
}

/**
 * The JSON body, read up to maxDocumentBytes (a longer one is refused as it streams, never held
 * whole): 415 for another content type, 413 past the limit, 400 for malformed JSON.
 */
export async function readJsonBody(
  request: Request,
  limit: number = DESIGN_LIMITS.maxDocumentBytes,
): Promise<unknown> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) throw designErrors.notJson();
  const declared = Number(request.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > limit) throw designErrors.tooLarge();
  if (!request.body) throw designErrors.malformedJson();
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      size += part.value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw designErrors.tooLarge();
      }
      chunks.push(part.value);
    }
  } catch (error) {
    if (isDomainError(error)) throw error;
    // The server's own limit cut the stream (server/http/body-limit.ts).
    throw designErrors.tooLarge();
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks))) as unknown;
  } catch {
    throw designErrors.malformedJson();
  }
}

/** 405 for a method a route does not answer. */
export const methodNotAllowed = (allow: string) =>
  new Response(null, { status: 405, headers: { Allow: allow, ...PRIVATE_HEADERS } });
