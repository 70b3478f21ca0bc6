import crypto from 'node:crypto';
import {
  isSocialProvider,
  socialSignIn,
  type SocialAction,
  type SocialProvider,
} from '@souq/core/accounts/social-login.service.ts';
import {
  createSocialProviders,
  type SocialChecks,
  type SocialProviderClients,
} from '@souq/core/accounts/social-providers.ts';
import { replaceFakeCart } from '@souq/core/cart/cart.service.ts';
import type { Actor, ServiceContext } from '@souq/core/context.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { isLocale, type LocaleCode } from '@souq/core/locale/locales.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { readCookie, serializeSessionCookie } from '../auth/session-cookie.ts';
import { restServiceContext } from './rest-context.ts';
import type { RestAnswer, RestRoute } from './rest-route.ts';

/** The short-lived cookie that carries the checks (state, PKCE verifier, nonce) to the callback. */
export const SOCIAL_COOKIE = 'souq_oauth';
const SOCIAL_COOKIE_SECONDS = 10 * 60;
const PATH = /^\/auth\/([a-z]+)\/(login|register|callback)$/;

/** What the start of a sign-in keeps for its callback. */
interface PendingSignIn extends SocialChecks {
  provider: string;
  action: SocialAction;
  locale: LocaleCode;
  discountCode: string | null;
  expires: number;
}

/** What the website lends the sign-in: its page paths and its guest cart cookie. */
export interface SocialAuthOptions {
  localePath(locale: LocaleCode, path: string): string;
  guestCart: {
    id(cookieHeader: string | null): string | null;
    /** The `Set-Cookie` that forgets the guest cart (it joined the user's cart). */
    cleared(): string;
  };
}

const redirect = (location: string, cookies: string[] = []): RestAnswer => ({
  status: 302,
  headers: { Location: location, ...(cookies.length ? { 'Set-Cookie': cookies } : {}) },
});

/** The signed cookie of a pending sign-in, with a key derived from the session secret (not the secret itself). */
function pendingSignInCookie(runtime: AppRuntime) {
  const secure = runtime.config.env === 'production';
  const key = crypto.createHmac('sha256', runtime.jwtSecret).update('souq social login cookie').digest();
  const sign = (body: string) => crypto.createHmac('sha256', key).update(body).digest();
  const serialize = (value: string | null) =>
    [
      `${SOCIAL_COOKIE}=${value ?? ''}`,
      'Path=/auth',
      'HttpOnly',
      // Lax: the provider sends the browser back with a top-level GET, which carries it.
      'SameSite=Lax',
      `Max-Age=${value ? SOCIAL_COOKIE_SECONDS : 0}`,
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  return {
    seal(pending: PendingSignIn): string {
      const body = Buffer.from(JSON.stringify(pending)).toString('base64url');
      return serialize(`${body}.${sign(body).toString('base64url')}`);
    },
    open(value: string | null): PendingSignIn | null {
      const [body, signature] = value?.split('.') ?? [];
      if (!body || !signature) return null;
      const expected = sign(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
      try {
        const pending = JSON.parse(Buffer.from(body, 'base64url').toString()) as PendingSignIn;
        return pending.expires > Date.now() ? pending : null;
      } catch {
        return null;
      }
    },
    spent: () => serialize(null),
  };
}

/** The provider and step of a social login path, for a configured provider only. */
function routeOf(providers: SocialProviderClients, pathname: string) {
  const match = PATH.exec(pathname);
  if (!match || !isSocialProvider(match[1]) || !providers[match[1]]) return null;
  return { provider: match[1], step: match[2] as SocialAction | 'callback' };
}

/**
 * The guest cart joins the user's cart (SPEC.md section 4), as at the site's login; a failure
 * never stops the sign-in. Answers whether the cart has something in it.
 */
async function joinGuestCart(
  runtime: AppRuntime,
  guestCart: SocialAuthOptions['guestCart'],
  ctx: ServiceContext & { user: Actor },
  fakeCartId: string,
  cookies: string[],
): Promise<boolean> {
  try {
    const merged = await replaceFakeCart(ctx, { fakeCartId, userId: ctx.user.id });
    cookies.push(guestCart.cleared());
    return merged.lines.length > 0;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    runtime.log.warn({ err: error, fakeCartId }, 'guest cart merge refused');
    return false;
  }
}

/**
 * Social login (SPEC.md section 2, Overlay): `GET /auth/{provider}/{login|register}` sends the
 * browser to Google or Facebook; `GET /auth/{provider}/callback` checks the answer, finds or makes
 * the account and sets the same session cookie as the site's login. Serves only configured
 * providers (for another the pages answer 404).
 */
export function createSocialAuthRoutes(runtime: AppRuntime, options: SocialAuthOptions): RestRoute {
  const providers = createSocialProviders(runtime.config.social, runtime.log);
  const secure = runtime.config.env === 'production';
  const defaultLocale = runtime.config.defaultLocale;
  const cookie = pendingSignInCookie(runtime);
  const { localePath, guestCart } = options;
  const callbackOf = (request: Request, provider: string) =>
    `${runtime.config.publicUrl?.replace(/\/$/, '') ?? new URL(request.url).origin}/auth/${provider}/callback`;

  const start = async (request: Request, provider: SocialProvider, action: SocialAction) => {
    const url = new URL(request.url);
    const wanted = url.searchParams.get('locale');
    const locale = isLocale(wanted) ? wanted : defaultLocale;
    const discount = url.searchParams.get('discount_code')?.trim().slice(0, 64) || null;
    try {
      const { url: target, checks } = await providers[provider]!.start(callbackOf(request, provider));
      const expires = Date.now() + SOCIAL_COOKIE_SECONDS * 1000;
      const discountCode = action === 'register' ? discount : null;
      return redirect(target.href, [
        cookie.seal({ ...checks, provider, action, locale, discountCode, expires }),
      ]);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return redirect(`${localePath(locale, '/login')}?social=${provider}`);
    }
  };

  /** The callback: the checks come from the signed cookie, which is spent whatever happens. */
  const callback = async (request: Request, provider: SocialProvider): Promise<RestAnswer> => {
    const cookieHeader = request.headers.get('cookie');
    const pending = cookie.open(readCookie(cookieHeader, SOCIAL_COOKIE));
    const spent = cookie.spent();
    const locale = pending?.locale ?? defaultLocale;
    const failedLogin = `${localePath(locale, '/login')}?social=${provider}`;
    if (!pending || pending.provider !== provider) {
      runtime.log.info({ provider }, 'social login callback without a matching start');
      return redirect(failedLogin, [spent]);
    }
    try {
      const { searchParams } = new URL(request.url);
      const profile = await providers[provider]!.finish(callbackOf(request, provider), searchParams, pending);
      const ctx = restServiceContext(runtime, null, locale);
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
      const guestCartId = guestCart.id(cookieHeader);
      const hasCart = guestCartId
        ? await joinGuestCart(runtime, guestCart, { ...ctx, user: actor }, guestCartId, cookies)
        : false;
      // Like the site's login: home (or the cart) with loginSuccess=true, or first an email
      // (SPEC.md section 6). A shopper with something in the cart goes back to it.
      const next = user.email
        ? `${localePath(locale, hasCart ? '/cart' : '/')}?loginSuccess=true`
        : `${localePath(locale, '/profile/edit')}?email=error`;
      return redirect(next, cookies);
    } catch (error) {
      if (!isDomainError(error)) throw error;
      if (error.code === 'USER_BLOCKED') {
        const msg = error.details?.['deactivated'] === true ? 'deactivatedUser' : 'blockedUser';
        return redirect(`${localePath(locale, '/')}?msg=${msg}`, [spent]);
      }
      return redirect(failedLogin, [spent]);
    }
  };

  return {
    serves: (method, pathname) =>
      (method === 'GET' || method === 'HEAD') && routeOf(providers, pathname) !== null,
    async answer({ request }) {
      const { provider, step } = routeOf(providers, new URL(request.url).pathname)!;
      return step === 'callback' ? callback(request, provider) : start(request, provider, step);
    },
  };
}
