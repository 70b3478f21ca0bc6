import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { changeRoleOrStatus } from '@souq/core/accounts/accounts.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { accountFormPost, loaderAndActionHeaders } from '../lib/account-form.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { localePath } from '../lib/locale-routing.ts';
import {
  clearedSessionCookieHeader,
  failed,
  formCall,
  PRIVATE_HEADERS,
  requireUser,
} from '../lib/session.server.ts';
import { fieldError, type AuthActionData } from '../components/account/account-types.ts';
import { useActionToast } from '../components/account/use-action-toast.ts';
import { Banner } from '../components/ui/banner.tsx';
import { Button } from '../components/ui/button.tsx';
import { Checkbox } from '../components/ui/checkbox.tsx';
import type { Route } from './+types/profile-deactivate';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  await requireUser(rc);
  return data({ locale }, { headers: PRIVATE_HEADERS });
}

/**
 * The user deactivates their own account (SPEC.md section 4, Account: only an administrator can
 * reactivate it), is signed out and goes home.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { rc, locale, actor, form } = await accountFormPost(request, context);
  if (form.get('confirm') !== 'on') {
    return failed({
      message: translate(locale, 'account.deactivate.mustConfirm'),
      field: 'confirm',
      code: 'NOT_CONFIRMED',
    });
  }
  const result = await formCall(locale, () =>
    changeRoleOrStatus(rc.service(actor), {
      user: actor.id,
      status: false,
      userAction: true,
    }),
  );
  if (!result.ok) return failed(result.failure);
  const headers = new Headers(PRIVATE_HEADERS);
  headers.append('Set-Cookie', clearedSessionCookieHeader(rc));
  throw redirect(localePath(locale, '/'), { headers });
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'account.deactivate.title');
}

export default function ProfileDeactivate() {
  const t = useT();
  const answer = useActionData() as AuthActionData | undefined;
  const navigation = useNavigation();
  useActionToast(answer);
  return (
    <Form
      method="post"
      reloadDocument
      className="flex max-w-xl flex-col gap-5"
      data-testid="profile-deactivate"
    >
      <h2 className="text-2xl font-bold text-ink">{t('account.deactivate.title')}</h2>
      <Banner tone="warning">{t('account.deactivate.intro')}</Banner>
      <Checkbox
        name="confirm"
        value="on"
        label={t('account.deactivate.confirm')}
        error={fieldError(answer, 'confirm')}
      />
      <div>
        <Button type="submit" variant="danger" loading={navigation.state === 'submitting'}>
          {t('account.deactivate.submit')}
        </Button>
      </div>
    </Form>
  );
}
