/**
 * One request context per web request (docs/decisions/029): the locale, the country, `now` and
 * the signed-in user are worked out once and shared by every loader, action and server helper of
 * the request, instead of each re-deriving them. Memoized on the load context, which the server
 * makes once per HTTP request (server/http/pages-listener.ts).
 */
import type { AppLoadContext } from 'react-router';
import { authenticateSession } from '@souq/api/auth/session.ts';
import { authorizationOf, readCookie, SESSION_COOKIE } from '@souq/api/auth/session-cookie.ts';
import { isActiveAccount } from '@souq/core/accounts/account-status.ts';
import { makeServiceContext, type Actor, type ServiceContext } from '@souq/core/context.ts';
import type { User } from '@souq/core/db/schema/accounts.schema.ts';
import {
  countryOf,
  languageOf,
  type CountryCode,
  type LanguageCode,
  type LocaleCode,
} from '@souq/core/locale/locales.ts';
import type { DigitStyle } from '@souq/core/locale/message-catalog.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { guardLocaleRequest, localeFromPathname } from './locale-routing.ts';

/** The signed-in, active user of a request: the actor services act for and the stored user row. */
export interface SignedIn {
  actor: Actor;
  user: User;
}

export interface RequestContext {
  readonly request: Request;
  /** What the server hands every loader (runtime, client address, CSP nonce). */
  readonly load: AppLoadContext;
  readonly app: AppRuntime;
  /** The page's locale, by the locale strategy (the same answer as the layout's guard). */
  readonly locale: LocaleCode;
  readonly language: LanguageCode;
  readonly country: CountryCode;
  /**
   * The digits numbers are written in on this page: Western 0-9, or Arabic-Indic on Arabic pages
   * under ARABIC_DIGITS (the rule the I18nProvider applies in the browser): for texts made here.
   */
  readonly digits: DigitStyle;
  /** One instant for the whole request: every service call of the request sees the same `now`. */
  readonly now: Date;
  /**
   * Whether the request may carry the session from any origin: a page load (GET, HEAD) reads the
   * cookie from anywhere; anything else (an action) only from a same-origin request (CSRF).
   */
  readonly isRead: boolean;
  /**
   * The signed-in, active user, or null (no cookie, ended session, blocked or deleted). One query
   * per page load; on a form post each call asks again (the action may have changed the answer).
   */
  signedIn(): Promise<SignedIn | null>;
  /** The ServiceContext services take, acting for `actor` (a guest when null). */
  service(actor?: Actor | null): ServiceContext;
  /** The ServiceContext acting for whoever is signed in (a guest when nobody is). */
  signedInService(): Promise<ServiceContext>;
  /**
   * The ServiceContext in the locale the document is shown in (localeFromPathname), which never
   * throws: for the root's data that every page needs (error pages included) and for the
   * unprefixed REST-like routes (cart/created), acting for `actor` (a guest when null).
   */
  documentService(actor?: Actor | null): ServiceContext;
}

const contexts = new WeakMap<AppLoadContext, RequestContext>();

/** The request's context, made on first use and shared by the rest of the request. */
export function requestContext(request: Request, load: AppLoadContext): RequestContext {
  const known = contexts.get(load);
  if (known) return known;
  const made = makeRequestContext(request, load);
  contexts.set(load, made);
  return made;
}

function makeRequestContext(request: Request, load: AppLoadContext): RequestContext {
  const app = load.app;
  const now = new Date();
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  let locale: LocaleCode | undefined;
  let signedIn: Promise<SignedIn | null> | undefined;
  const services = new Map<string, ServiceContext>();

  const localeOfRequest = (): LocaleCode => (locale ??= guardLocaleRequest(request));
  const serviceIn = (shown: LocaleCode, user: Actor | null): ServiceContext =>
    makeServiceContext(app, user, shown, now);

  const readSignedIn = async (): Promise<SignedIn | null> => {
    const header = isRead
      ? bearerOf(readCookie(request.headers.get('cookie'), SESSION_COOKIE))
      : authorizationOf(request, app.config.publicUrl);
    if (!header) return null;
    const session = await authenticateSession(app.db, app.jwtSecret, header);
    if (!session?.actor || !isActiveAccount(session.user)) return null;
    return { actor: session.actor, user: session.user };
  };

  const context: RequestContext = {
    request,
    load,
    app,
    get locale() {
      return localeOfRequest();
    },
    get language() {
      return languageOf(localeOfRequest());
    },
    get country() {
      return countryOf(localeOfRequest());
    },
    get digits() {
      return languageOf(localeOfRequest()) === 'ar' ? app.config.arabicDigits : 'latn';
    },
    now,
    isRead,
    // A page load asks once. A form post runs its action and then the page's loaders in the same
    // request (JavaScript off): the action may sign in, sign out or change the user, so each asks anew.
    signedIn: () => (isRead ? (signedIn ??= readSignedIn()) : readSignedIn()),
    service(actor = null) {
      const key = actor ? `${actor.id}:${actor.sessionId ?? ''}` : '';
      let made = services.get(key);
      if (!made) {
        made = serviceIn(localeOfRequest(), actor);
        services.set(key, made);
      }
      return made;
    },
    async signedInService() {
      return context.service((await context.signedIn())?.actor ?? null);
    },
    documentService: (actor = null) => serviceIn(localeFromPathname(new URL(request.url).pathname), actor),
  };
  return context;
}

const bearerOf = (token: string | null): string | null => (token ? `Bearer ${token}` : null);
