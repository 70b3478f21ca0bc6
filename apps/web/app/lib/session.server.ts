/**
 * The website's session on the server side (docs/decisions/008 and 025): the signed token lives in
 * the HttpOnly `souq_session` cookie; loaders read it, actions read it only from same-origin
 * requests (the CSRF rule of /graphql); the session check (authenticateSession) finds its row and
 * the stored user, whose role, privilege and status win over the token's (a block is immediate).
 */
import { data, redirect } from 'react-router';
import { readCookie, serializeSessionCookie } from '@souq/api/auth/session-cookie.ts';
import type { SessionDeps } from '@souq/core/accounts/accounts.service.ts';
import {
  KNOWN_DEVICE_COOKIE,
  serializeKnownDeviceCookie,
  signKnownDevice,
} from '@souq/core/accounts/known-device.ts';
import { siteOriginOf } from '@souq/core/config/config.ts';
import { isDomainError, type DomainError } from '@souq/core/errors.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { lookupMessage, t, type DigitStyle } from '../i18n/i18n.ts';
import type { FormFailure } from '../components/account/account-types.ts';
import { languageOf } from '@souq/core/locale/locales.ts';
import { localePath } from './locale-routing.ts';
import type { RequestContext, SignedIn } from './request-context.server.ts';

/** Pages that depend on who is looking are never kept by a shared cache. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store' } as const;

export type { SignedIn };

/** The account calls' dependencies: the socket peer for per-address limits, the known-device mark. */
export const sessionDeps = (rc: RequestContext): SessionDeps => ({
  jwtSecret: rc.app.jwtSecret,
  passwordMinLength: rc.app.config.passwordMinLength,
  clientAddress: rc.load.clientAddress ?? null,
  knownDevice: readCookie(rc.request.headers.get('cookie'), KNOWN_DEVICE_COOKIE),
});

const secureCookies = (rc: RequestContext) => rc.app.config.env === 'production';

export const sessionCookieHeader = (rc: RequestContext, token: string) =>
  serializeSessionCookie(token, { secure: secureCookies(rc) });

/** The signed known-device mark of `userId` (docs/decisions/026), set at a successful login. */
export const knownDeviceCookieHeader = (rc: RequestContext, userId: string) =>
  serializeKnownDeviceCookie(signKnownDevice(rc.app.jwtSecret, userId), {
    secure: secureCookies(rc),
  });

export const clearedSessionCookieHeader = (rc: RequestContext) =>
  serializeSessionCookie(null, { secure: secureCookies(rc) });

/**
 * The site origin for links in emails and shared links: from configuration (siteOriginOf), never
 * from the request's Host header, which anyone can set (a poisoned reset link).
 */
export const siteOrigin = (rc: RequestContext) => siteOriginOf(rc.app.config);

// ------------------------------------------------------------------------------------------------
// Guards (SPEC.md section 6)
// ------------------------------------------------------------------------------------------------

/** Guest-only pages (login, register, forgot, reset): a signed-in user goes home. */
export async function requireGuest(rc: RequestContext): Promise<void> {
  if (await rc.signedIn()) throw redirect(localePath(rc.locale, '/'));
}

/**
 * Pages for signed-in users: a guest goes to the localized home; a user without an email goes to
 * profile/edit?email=error (except on that page itself).
 */
export async function requireUser(rc: RequestContext): Promise<SignedIn> {
  const signedIn = await rc.signedIn();
  if (!signedIn) throw redirect(localePath(rc.locale, '/'));
  const editPath = localePath(rc.locale, '/profile/edit');
  const pathname = new URL(rc.request.url).pathname.replace(/\.data$/, '');
  if (!signedIn.user.email && pathname !== editPath) throw redirect(`${editPath}?email=error`);
  return signedIn;
}

/** Designer-only pages (payment, products): anyone else goes to the localized profile/edit. */
export async function requireDesigner(rc: RequestContext): Promise<SignedIn> {
  const signedIn = await requireUser(rc);
  if (signedIn.actor.role !== 'designer') throw redirect(localePath(rc.locale, '/profile/edit'));
  return signedIn;
}

/**
 * Seller pages (the dashboard, products, orders of my products, profits): designers and
 * manufacturers; anyone else goes to the localized profile/edit.
 */
export async function requireSeller(rc: RequestContext): Promise<SignedIn> {
  const signedIn = await requireUser(rc);
  const { role } = signedIn.actor;
  if (role !== 'designer' && role !== 'manufacturer') {
    throw redirect(localePath(rc.locale, '/profile/edit'));
  }
  return signedIn;
}

// ------------------------------------------------------------------------------------------------
// Errors shown in forms
// ------------------------------------------------------------------------------------------------

export type { FormFailure };

/** A DomainError in the page's language: its i18n key, with the field's localized name filled in. */
export function localizeError(
  locale: LocaleCode,
  error: DomainError,
  /** The page's digits (RequestContext.digits), for the numbers in the message. */
  digits: DigitStyle = 'latn',
): FormFailure {
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
    // The error's other plain details are its message's arguments too (a stage's name, a limit).
    const values = Object.fromEntries(
      Object.entries(error.details ?? {}).filter(
        ([, value]) => typeof value === 'string' || typeof value === 'number',
      ),
    ) as Record<string, string | number>;
    message = t(
      locale,
      error.messageKey as Parameters<typeof t>[1],
      { ...values, field: fieldName, n: details.n },
      digits,
    );
  }
  return { message, field, code: error.code };
}

/** Runs a service call; an expected failure becomes the form's answer (status 400), anything else throws. */
export async function formCall<T>(
  locale: LocaleCode,
  run: () => Promise<T>,
  digits: DigitStyle = 'latn',
): Promise<{ ok: true; value: T } | { ok: false; failure: FormFailure }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (isDomainError(error)) return { ok: false, failure: localizeError(locale, error, digits) };
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
