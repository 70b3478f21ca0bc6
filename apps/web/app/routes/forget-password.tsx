import { useEffect, useState } from 'react';
import { data } from 'react-router';
import { forgotPassword } from '@souq/core/accounts/password-reset.service.ts';
import { languageOf } from '@souq/core/locale/locales.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import {
  failed,
  formCall,
  mergeHeaders,
  PRIVATE_HEADERS,
  requireGuest,
  textOf,
} from '../lib/session.server.ts';
import { AuthCard } from '../components/account/auth-card.tsx';
import {
  FORGOT_REDIRECT_MS,
  ForgotForm,
  NewPasswordForgot,
  usePageModeLink,
} from '../components/account/auth-forms.tsx';
import { usePageSubmitter } from '../components/account/use-page-submitter.ts';
import { useToast } from '../components/ui/toast.tsx';
import type { Route } from './+types/forget-password';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  await requireGuest(rc);
  return data({ locale }, { headers: PRIVATE_HEADERS });
}

/**
 * Sends a single-use reset link valid for one hour (SPEC.md sections 5 and 7), through a job with
 * the configured origin (never this request's Host). The answer and its timing are the same
 * whether the email has an account or not. Failures (an invalid email, too many requests)
 * answer 400: the 505 of SPEC.md section 8 is the API envelope's status_code, not the page's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const form = await request.formData();
  const result = await formCall(locale, () =>
    forgotPassword(
      rc.service(),
      { email: textOf(form, 'email'), mailLang: languageOf(locale) },
      { clientAddress: context.clientAddress ?? null },
    ),
  );
  if (!result.ok) return failed(result.failure);
  return data({ ok: true as const, kind: 'forgot' as const }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'account.forgot.metaTitle');
}

export default function ForgetPasswordPage() {
  const t = useT();
  const toast = useToast();
  const submitter = usePageSubmitter();
  const modeLink = usePageModeLink();
  const [sent, setSent] = useState(false);
  const { data: answer } = submitter;
  useEffect(() => {
    if (!answer) return;
    // SPEC.md section 8: successes in a success snackbar, failures in a danger one.
    if (answer.ok) toast.success(t('form.forget.sentPassword'));
    else toast.error(answer.error.message);
    if (!answer.ok) return;
    const timer = setTimeout(() => setSent(true), FORGOT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [answer, toast, t]);
  return (
    <AuthCard title={sent ? t('account.newPasswordForgot.title') : t('account.forgot.title')}>
      {sent ? (
        <NewPasswordForgot modeLink={modeLink} />
      ) : (
        <ForgotForm submitter={submitter} modeLink={modeLink} />
      )}
    </AuthCard>
  );
}
