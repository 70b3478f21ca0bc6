/**
 * The website's session on the server side (docs/decisions/008 and 025): the signed token lives in
 * the HttpOnly `souq_session` cookie; loaders read it, actions read it only from same-origin
 * requests (the CSRF rule of /graphql); the session check (authenticateSession) finds its row and
 * the stored user, whose role, privilege and status win over the token's (a block is immediate).
 */
import { data, redirect, type AppLoadContext } from 'react-router';
import { authenticateSession, type SessionOutcome } from '@souq/api/auth/session.ts';
import {
  authorizationOf,
  readCookie,
  serializeSessionCookie,
  SESSION_COOKIE,
} from '@souq/api/auth/session-cookie.ts';
import type { SessionDeps } from '@souq/core/accounts/accounts.service.ts';
import {
  KNOWN_DEVICE_COOKIE,
  serializeKnownDeviceCookie,
  signKnownDevice,
} from '@souq/core/accounts/known-device.ts';
import { siteOriginOf } from '@souq/core/config/config.ts';
import type { Actor } from '@souq/core/context.ts';
import type { User } from '@souq/core/db/schema/accounts.schema.ts';
import { isDomainError, type DomainError } from '@souq/core/errors.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { lookupMessage, t } from '../i18n/i18n.ts';
import type { FormFailure } from '../components/account/account-types.ts';
import { languageOf } from '@souq/core/locale/locales.ts';
import { localePath } from './locale-routing.ts';

/** Pages that depend on who is looking are never kept by a shared cache. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

/**
 * The session of a request: for a page load the cookie from any origin (reads are safe); for an
 * action only a same-origin request carries it (CSRF). One query (the session check).
 */
async function readSession(
  request: Request,
  context: AppLoadContext,
  forAction: boolean,
): Promise<SessionOutcome | null> {
  let header: string | null;
  if (forAction) header = authorizationOf(request, context.app.config.publicUrl);
  else {
    const token = readCookie(request.headers.get('cookie'), SESSION_COOKIE);
    header = token ? `Bearer ${token}` : null;
  }
  if (!header) return null;
  return authenticateSession(context.app.db, context.app.jwtSecret, header);
}

/** Who the cookie speaks for, for a page load (reads are safe from any origin). */
export async function readSessionActor(request: Request, context: AppLoadContext): Promise<Actor | null> {
  return (await readSession(request, context, false))?.actor ?? null;
}

/** Who the cookie speaks for in an action: only a same-origin request carries the session. */
export async function readActionActor(request: Request, context: AppLoadContext): Promise<Actor | null> {
  return (await readSession(request, context, true))?.actor ?? null;
}

export interface SignedIn {
  actor: Actor;
  user: User;
}

/**
 * The signed-in, active user of a request, or null (no cookie, bad or ended session, blocked or
 * deleted). The session check's one query gives both the actor (stored role, privilege and status)
 * and the user row.
 */
export async function loadSignedIn(
  request: Request,
  context: AppLoadContext,
  _locale: LocaleCode,
  { forAction = false } = {},
): Promise<SignedIn | null> {
  const session = await readSession(request, context, forAction);
  if (!session?.actor || !session.user.status) return null;
  return { actor: session.actor, user: session.user };
}

/** The account calls' dependencies: the socket peer for per-address limits, the known-device mark. */
export const sessionDeps = (context: AppLoadContext, request?: Request): SessionDeps => ({
  jwtSecret: context.app.jwtSecret,
  passwordMinLength: context.app.config.passwordMinLength,
  clientAddress: context.clientAddress ?? null,
  knownDevice: request ? readCookie(request.headers.get('cookie'), KNOWN_DEVICE_COOKIE) : null,
});

const secureCookies = (context: AppLoadContext) => context.app.config.env === 'production';

export const sessionCookieHeader = (context: AppLoadContext, token: string) =>
  serializeSessionCookie(token, { secure: secureCookies(context) });

/** The signed known-device mark of `userId` (docs/decisions/026), set at a successful login. */
export const knownDeviceCookieHeader = (context: AppLoadContext, userId: string) =>
  serializeKnownDeviceCookie(signKnownDevice(context.app.jwtSecret, userId), {
    secure: secureCookies(context),
  });

export const clearedSessionCookieHeader = (context: AppLoadContext) =>
  serializeSessionCookie(null, { secure: secureCookies(context) });

/**
 * The site origin for links in emails and shared links: from configuration (siteOriginOf), never
 * from the request's Host header, which anyone can set (a poisoned reset link).
 */
export const siteOrigin = (_request: Request, context: AppLoadContext) => siteOriginOf(context.app.config);

// ------------------------------------------------------------------------------------------------
// Guards (SPEC.md section 6)
// ------------------------------------------------------------------------------------------------

/** Guest-only pages (login, register, forgot, reset): a signed-in user goes home. */
export async function requireGuest(request: Request, context: AppLoadContext, locale: LocaleCode) {
  if (await loadSignedIn(request, context, locale)) throw redirect(localePath(locale, '/'));
}

/**
 * Pages for signed-in users: a guest goes to the localized home; a user without an email goes to
 * profile/edit?email=error (except on that page itself).
 */
export async function requireUser(
  request: Request,
  context: AppLoadContext,
  locale: LocaleCode,
  { forAction = false } = {},
): Promise<SignedIn> {
  const signedIn = await loadSignedIn(request, context, locale, { forAction });
  if (!signedIn) throw redirect(localePath(locale, '/'));
  const editPath = localePath(locale, '/profile/edit');
  const pathname = new URL(request.url).pathname.replace(/\.data$/, '');
  if (!signedIn.user.email && pathname !== editPath) throw redirect(`${editPath}?email=error`);
  return signedIn;
}

/** Designer-only pages (payment, products): anyone else goes to the localized profile/edit. */
export async function requireDesigner(
  request: Request,
  context: AppLoadContext,
  locale: LocaleCode,
  options: { forAction?: boolean } = {},
): Promise<SignedIn> {
  const signedIn = await requireUser(request, context, locale, options);
  if (signedIn.actor.role !== 'designer') throw redirect(localePath(locale, '/profile/edit'));
  return signedIn;
}

// ------------------------------------------------------------------------------------------------
// Errors shown in forms
// ------------------------------------------------------------------------------------------------

export type { FormFailure };

/** A DomainError in the page's language: its i18n key, with the field's localized name filled in. */
export function localizeError(locale: LocaleCode, error: DomainError): FormFailure {
  const language = languageOf(locale);
  const details = (error.details ?? {}) as { field?: string; n?: number };
  const field = typeof details.field === 'string' ? details.field : null;
  let message = error.message;
  if (lookupMessage(language, error.messageKey) !== undefined) {
    const fieldKey = `account.fields.${field ?? 'input'}`;
    const fieldName =
      lookupMessage(language, fieldKey) !== undefined
        ? t(locale, fieldKey as Parameters<typeof t>[1])
        : (field ?? '');
    message = t(locale, error.messageKey as Parameters<typeof t>[1], { field: fieldName, n: details.n });
  }
  return { message, field, code: error.code };
}

/** Runs a service call; an expected failure becomes the form's answer (status 400), anything else throws. */
export async function formCall<T>(
  locale: LocaleCode,
  run: () => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; failure: FormFailure }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (isDomainError(error)) return { ok: false, failure: localizeError(locale, error) };
    throw error;
  }
}

/** The answer of a failed form submission: the message and the fields to refill, never cached. */
export const failed = (failure: FormFailure, extra: Record<string, unknown> = {}, status = 400) =>
  data({ ok: false as const, error: failure, ...extra }, { status, headers: PRIVATE_HEADERS });

/** Loader and action headers of a page together (Set-Cookie of an action included). */
export function mergeHeaders(...sources: Headers[]): Headers {
  const merged = new Headers(PRIVATE_HEADERS);
  for (const source of sources) {
    source.forEach((value, name) => {
      if (name.toLowerCase() === 'set-cookie') return;
      merged.set(name, value);
    });
    for (const cookie of source.getSetCookie()) merged.append('Set-Cookie', cookie);
  }
  return merged;
}

/** Attaches a field to a failure whose error code belongs to one (e.g. an existing email). */
export function withField(failure: FormFailure, fields: Record<string, string>): FormFailure {
  return failure.field ? failure : { ...failure, field: fields[failure.code] ?? null };
}

/** A text field of a form; empty when absent or a file. */
export const textOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
