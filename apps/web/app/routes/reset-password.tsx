import { useEffect } from 'react';
import { data, redirect } from 'react-router';
import { isForgotUser, resetForgotPassword } from '@souq/core/accounts/password-reset.service.ts';
import { accountErrors } from '@souq/core/accounts/account-errors.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { localePath } from '../lib/locale-routing.ts';
import {
  failed,
  formCall,
  localizeError,
  mergeHeaders,
  PRIVATE_HEADERS,
  requireGuest,
  textOf,
} from '../lib/session.server.ts';
import { AuthCard } from '../components/account/auth-card.tsx';
import { ResetForm, useAccountPaths } from '../components/account/auth-forms.tsx';
import { usePageSubmitter } from '../components/account/use-page-submitter.ts';
import { Banner } from '../components/ui/banner.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { useToast } from '../components/ui/toast.tsx';
import type { Route } from './+types/reset-password';

/** resetPassword?token=: the link of the reset email; a used, old or unknown token is said so. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  await requireGuest(rc);
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  const check = await formCall(locale, () => isForgotUser(rc.service(), { resetPasswordToken: token }));
  return data(
    { locale, token, invalid: check.ok ? null : check.failure.message },
    { headers: { ...PRIVATE_HEADERS, 'Referrer-Policy': 'no-referrer' } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const form = await request.formData();
  const password = textOf(form, 'password');
  const token = textOf(form, 'token') || (new URL(request.url).searchParams.get('token') ?? '');
  if (password !== textOf(form, 'confirmPassword')) {
    return failed({ ...localizeError(locale, accountErrors.confirmMismatch(505)), field: 'confirmPassword' });
  }
  const result = await formCall(locale, () =>
    resetForgotPassword(
      rc.service(),
      { password, resetPasswordToken: token },
      { passwordMinLength: context.app.config.passwordMinLength },
    ),
  );
  if (!result.ok) return failed(result.failure);
  throw redirect(`${localePath(locale, '/login')}?reset=success`, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'account.reset.metaTitle');
}

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const toast = useToast();
  const paths = useAccountPaths();
  const submitter = usePageSubmitter();
  const { data: answer } = submitter;
  useEffect(() => {
    if (answer && !answer.ok) toast.error(answer.error.message);
  }, [answer, toast]);
  return (
    <AuthCard title={t('account.reset.title')}>
      {loaderData.invalid ? (
        <div className="flex flex-col gap-4" data-testid="reset-invalid">
          <Banner tone="error">{loaderData.invalid}</Banner>
          <ButtonLink to={paths.forgot}>{t('account.reset.requestNew')}</ButtonLink>
        </div>
      ) : (
        <ResetForm token={loaderData.token} submitter={submitter} />
      )}
    </AuthCard>
  );
}
