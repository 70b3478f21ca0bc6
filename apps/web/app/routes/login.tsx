import { data, redirect } from 'react-router';
import { login } from '@souq/core/accounts/accounts.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { localePath } from '../lib/locale-routing.ts';
import { RETURN_TO, safeReturnPath, withLoginSuccess } from '../lib/return-to.ts';
import {
  failed,
  formCall,
  mergeHeaders,
  PRIVATE_HEADERS,
  knownDeviceCookieHeader,
  requireGuest,
  sessionCookieHeader,
  sessionDeps,
  textOf,
  withField,
} from '../lib/session.server.ts';
import { mergeGuestCart } from '../lib/cart-session.server.ts';
import { AuthCard } from '../components/account/auth-card.tsx';
import { LoginForm, usePageModeLink } from '../components/account/auth-forms.tsx';
import { usePageSubmitter } from '../components/account/use-page-submitter.ts';
import { Banner } from '../components/ui/banner.tsx';
import type { Route } from './+types/login';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  await requireGuest(rc);
  const query = new URL(request.url).searchParams;
  const reset = query.get('reset') === 'success';
  // A social login that came back refused or cancelled (packages/api/src/rest/social-auth.routes.ts).
  const social = query.get('social');
  const socialFailed = social === 'google' ? 'Google' : social === 'facebook' ? 'Facebook' : null;
  return data({ locale, reset, socialFailed }, { headers: PRIVATE_HEADERS });
}

/**
 * Email and password to the session cookie (SPEC.md sections 4, 5 and 8). A user blocked by staff
 * goes home with msg=blockedUser, one who deactivated the account with msg=deactivatedUser (how to
 * have it reactivated); a user without an email goes to profile/edit?email=error.
 * The overlay posts here too (`overlay=1`) and gets an answer instead of a redirect home.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const form = await request.formData();
  let deactivated = false;
  const result = await formCall(locale, () =>
    login(
      rc.service(),
      { email: textOf(form, 'email'), password: textOf(form, 'password') },
      sessionDeps(rc),
    ).catch((error: unknown) => {
      deactivated = isDomainError(error) && error.details?.['deactivated'] === true;
      throw error;
    }),
  );
  if (!result.ok) {
    if (result.failure.code === 'USER_BLOCKED') {
      const msg = deactivated ? 'deactivatedUser' : 'blockedUser';
      throw redirect(`${localePath(locale, '/')}?msg=${msg}`, { headers: PRIVATE_HEADERS });
    }
    return failed(withField(result.failure, { INCORRECT_PASSWORD: 'password' }), {}, 400);
  }
  const { user, token, actor } = result.value;
  const headers = new Headers(PRIVATE_HEADERS);
  // This device is now known for this user: a correct password from it passes the per-account
  // limit that strangers' guesses may have filled (docs/decisions/026). Before the session's
  // cookie: where a redirect keeps only one Set-Cookie, the session's (the last) must win.
  headers.append('Set-Cookie', knownDeviceCookieHeader(rc, user.id));
  headers.append('Set-Cookie', sessionCookieHeader(rc, token));
  // The guest cart joins the user's cart (SPEC.md section 4); a shopper with one goes back to it.
  // Its cookie is not cleared here: a thrown redirect keeps only one Set-Cookie (React Router
  // 7.18), and the session's must win; the cart page forgets the merged guest cart's id.
  const hadGuestCart = await mergeGuestCart(rc, actor, new Headers());
  if (!user.email) throw redirect(`${localePath(locale, '/profile/edit')}?email=error`, { headers });
  if (textOf(form, 'overlay') === '1') {
    return data({ ok: true as const, kind: 'login' as const, firstName: user.fName }, { headers });
  }
  // Back to the page that asked for the login (a checkout step...), else the cart or home.
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get(RETURN_TO));
  throw redirect(withLoginSuccess(returnTo ?? localePath(locale, hadGuestCart ? '/cart' : '/')), {
    headers,
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'account.login.metaTitle');
}

export default function LoginPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const submitter = usePageSubmitter();
  const modeLink = usePageModeLink();
  return (
    <AuthCard title={t('account.login.title')} intro={t('account.login.intro')}>
      <LoginForm
        submitter={submitter}
        modeLink={modeLink}
        notice={
          loaderData.reset ? (
            <Banner tone="success">{t('account.reset.success')}</Banner>
          ) : loaderData.socialFailed ? (
            <Banner tone="error">
              {t('errors.social.cancelled', { provider: loaderData.socialFailed })}
            </Banner>
          ) : null
        }
      />
    </AuthCard>
  );
}
