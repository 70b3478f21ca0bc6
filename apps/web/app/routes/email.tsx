import { data } from 'react-router';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { PRIVATE_HEADERS, requireUser } from '../lib/session.server.ts';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Icon } from '../components/ui/icon.tsx';
import type { Route } from './+types/email';

/**
 * `email` (SPEC.md section 2, issue 23): the step where a signed-in user confirms the address the
 * shop writes to (order confirmations, status changes, password resets), or goes to change it.
 * The spec's guards: a guest goes to the localized home, a user without an email to
 * profile/edit?email=error (requireUser does both).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { user } = await requireUser(rc);
  return data({ locale: rc.locale, email: user.email ?? '' }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'account.emailStep.title');
}

export default function EmailStep({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, email } = loaderData;
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-5 px-4 py-12 sm:px-6" data-testid="email-step">
      <span className="grid size-12 place-items-center rounded-full bg-brand-soft text-brand-strong">
        <Icon name="inbox" size={24} />
      </span>
      <h1 className="text-2xl font-bold text-ink">{t('account.emailStep.title')}</h1>
      <p className="text-ink-soft">{t('account.emailStep.text')}</p>
      <p className="rounded-card border border-line bg-surface px-4 py-3 font-semibold text-ink">
        <bdi dir="ltr" data-testid="email-step-address">
          {email}
        </bdi>
      </p>
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={localePath(locale)}>{t('account.emailStep.confirm')}</ButtonLink>
        <ButtonLink to={`${localePath(locale, '/profile/edit')}#email`} variant="secondary">
          {t('account.emailStep.change')}
        </ButtonLink>
      </div>
    </div>
  );
}
