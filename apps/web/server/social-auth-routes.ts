import crypto from 'node:crypto';
import type http from 'node:http';
import { readCookie, serializeSessionCookie } from '@souq/api/auth/session-cookie.ts';
import {
  socialSignIn,
  isSocialProvider,
  type SocialAction,
} from '@souq/core/accounts/social-login.service.ts';
import { createSocialProviders, type SocialChecks } from '@souq/core/accounts/social-providers.ts';
import { replaceFakeCart } from '@souq/core/cart/cart.service.ts';
import type { ServiceContext } from '@souq/core/context.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { countryOf, isLocale, type LocaleCode } from '@souq/core/locale/locales.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { localePath } from '../app/lib/locale-routing.ts';
import { readGuestCartId, serializeGuestCartCookie } from '../app/lib/guest-cart-cookie.server.ts';

/** The short-lived cookie that carries the checks (state, PKCE verifier, nonce) to the callback. */
export const SOCIAL_COOKIE = 'souq_oauth';
const SOCIAL_COOKIE_SECONDS = 10 * 60;

/** What the start of a sign-in keeps for its callback. */
interface PendingSignIn extends SocialChecks {
  provider: string;
  action: SocialAction;
  locale: LocaleCode;
  discountCode: string | null;
  expires: number;
}

/**
 * Social login (SPEC.md section 2, Overlay): `GET /auth/{provider}/{login|register}` sends the
 * browser to Google or Facebook; `GET /auth/{provider}/callback` checks the answer, finds or makes
 * the account and sets the same session cookie as the site's login. Answers false for paths it
 * does not serve (an unconfigured provider included: the pages answer 404).
 */
export function createSocialAuthRoutes(runtime: AppRuntime) {
  const providers = createSocialProviders(runtime.config.social, runtime.log);
  const secure = runtime.config.env === 'production';
  const defaultLocale = runtime.config.defaultLocale;
  // The cookie is signed with a key derived from the session secret (not the secret itself).
  const key = crypto.createHmac('sha256', runtime.jwtSecret).update('souq social login cookie').digest();

  const seal = (pending: PendingSignIn) => {
    const body = Buffer.from(JSON.stringify(pending)).toString('base64url');
    return `${body}.${crypto.createHmac('sha256', key).update(body).digest('base64url')}`;
  };
  const open = (value: string | null): PendingSignIn | null => {
    if (!value) return null;
    const [body, signature] = value.split('.');
    if (!body || !signature) return null;
    const expected = crypto.createHmac('sha256', key).update(body).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    try {
      const pending = JSON.parse(Buffer.from(body, 'base64url').toString()) as PendingSignIn;
      return pending.expires > Date.now() ? pending : null;
    } catch {
      return null;
    }
  };
  const pendingCookie = (value: string | null) =>
    [
      `${SOCIAL_COOKIE}=${value ?? ''}`,
      'Path=/auth',
      'HttpOnly',
      // Lax: the provider sends the browser back with a top-level GET, which carries it.
      'SameSite=Lax',
      `Max-Age=${value ? SOCIAL_COOKIE_SECONDS : 0}`,
      ...(secure ? ['Secure'] : []),
    ].join('; ');

  const originOf = (request: http.IncomingMessage) =>
    runtime.config.publicUrl?.replace(/\/$/, '') ??
    `${(request.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http'}://${request.headers.host ?? 'localhost'}`;

  const redirect = (response: http.ServerResponse, location: string, cookies: string[] = []) => {
    response.writeHead(302, {
      Location: location,
      'Cache-Control': 'no-store',
      ...(cookies.length ? { 'Set-Cookie': cookies } : {}),
    });
    response.end();
  };

  return async function handle(
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const url = new URL(request.url ?? '/', 'http://localhost');
    const match = /^\/auth\/([a-z]+)\/(login|register|callback)$/.exec(url.pathname);
    if (!match || !isSocialProvider(match[1])) return false;
    const provider = match[1];
    const client = providers[provider];
    if (!client) return false;
    const redirectUri = `${originOf(request)}/auth/${provider}/callback`;

    if (match[2] !== 'callback') {
      const wanted = url.searchParams.get('locale');
      const locale = isLocale(wanted) ? wanted : defaultLocale;
      const discount = url.searchParams.get('discount_code')?.trim().slice(0, 64) || null;
      try {
        const { url: target, checks } = await client.start(redirectUri);
        const pending: PendingSignIn = {
          ...checks,
          provider,
          action: match[2] as SocialAction,
          locale,
          discountCode: match[2] === 'register' ? discount : null,
          expires: Date.now() + SOCIAL_COOKIE_SECONDS * 1000,
        };
        redirect(response, target.href, [pendingCookie(seal(pending))]);
      } catch (error) {
        if (!isDomainError(error)) throw error;
        redirect(response, `${localePath(locale, '/login')}?social=${provider}`);
      }
      return true;
    }

    // The callback: the checks come from the signed cookie, which is spent whatever happens.
    const pending = open(readCookie(request.headers.cookie, SOCIAL_COOKIE));
    const spent = pendingCookie(null);
    const locale = pending?.locale ?? defaultLocale;
    const failedLogin = `${localePath(locale, '/login')}?social=${provider}`;
    if (!pending || pending.provider !== provider) {
      runtime.log.info({ provider }, 'social login callback without a matching start');
      redirect(response, failedLogin, [spent]);
      return true;
    }
    try {
      const profile = await client.finish(redirectUri, url.searchParams, pending);
      const ctx: ServiceContext = {
        db: runtime.db,
        log: runtime.log,
        user: null,
        locale,
        country: countryOf(locale),
        now: new Date(),
      };
      const { user, actor, token } = await socialSignIn(
        ctx,
        { profile, action: pending.action, discountCode: pending.discountCode },
        {
          jwtSecret: runtime.jwtSecret,
          passwordMinLength: runtime.config.passwordMinLength,
          clientAddress: null,
        },
      );
      const cookies = [spent, serializeSessionCookie(token, { secure })];
      // The guest cart joins the user's cart (SPEC.md section 4), as at the site's login; a failure
      // never stops the sign-in. A shopper with something in the cart goes back to it.
      let hasCart = false;
      const guestCart = readGuestCartId(request.headers.cookie);
      if (guestCart) {
        try {
          const merged = await replaceFakeCart(
            { ...ctx, user: actor },
            { fakeCartId: guestCart, userId: actor.id },
          );
          hasCart = merged.lines.length > 0;
          cookies.push(serializeGuestCartCookie(null, { secure }));
        } catch (error) {
          if (!isDomainError(error)) throw error;
          runtime.log.warn({ err: error, fakeCartId: guestCart }, 'guest cart merge refused');
        }
      }
      // Like the site's login: home (or the cart) with loginSuccess=true, or first an email
      // (SPEC.md section 6).
      const next = user.email
        ? `${localePath(locale, hasCart ? '/cart' : '/')}?loginSuccess=true`
        : `${localePath(locale, '/profile/edit')}?email=error`;
      redirect(response, next, cookies);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (error.code === 'USER_BLOCKED') {
        redirect(response, `${localePath(locale, '/')}?msg=blockedUser`, [spent]);
      } else {
        redirect(response, failedLogin, [spent]);
      }
    }
    return true;
  };
}
