import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import {
  listHeaderTexts,
  saveHeaderText,
  type AdminHeaderText,
} from '@souq/core/admin/content/other-content-admin.service.ts';
import { useLocale, useT, type MessageKey } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminHref } from '../../components/admin/people-ui.tsx';
import { contentAction } from '../../components/admin/content/content-form.server.ts';
import {
  fieldErrorOf,
  useContentToast,
  type ContentAnswer,
} from '../../components/admin/content/content-ui.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { Route } from './+types/content-headers';

/** The intro line of each content page (issue 21), one small form per page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const texts = await listHeaderTexts(service);
  const saved = new URL(request.url).searchParams.get('saved');
  return data({ locale: rc.locale, texts, saved }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const form = await request.formData();
  const input = {
    page: textOf(form, 'page'),
    description: textOf(form, 'description'),
    arDescription: textOf(form, 'arDescription'),
  };
  const answer = await contentAction(rc.locale, 'save', async () => ({
    page: (await saveHeaderText(service, input)).page,
  }));
  const body = answer.data as { ok: boolean; page?: string };
  if (body.ok) {
    throw redirect(
      `${localePath(rc.locale, '/admin/content/headers')}?saved=${body.page}#header-${body.page}`,
      {
        headers: PRIVATE_HEADERS,
      },
    );
  }
  return data({ ...(answer.data as object), page: input.page, values: input }, answer.init ?? undefined);
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.content.headers.title');
}

type HeaderAnswer = ContentAnswer & { page?: string; values?: Partial<AdminHeaderText> };

function HeaderForm({
  text,
  answer,
  saved,
}: {
  text: AdminHeaderText;
  answer: HeaderAnswer | undefined;
  saved: boolean;
}) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const mine = answer && !answer.ok && answer.page === text.page ? answer : undefined;
  const values = mine?.values ?? text;
  return (
    <Form
      method="post"
      id={`header-${text.page}`}
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
      noValidate
      data-testid={`header-form-${text.page}`}
    >
      <h2 className="font-semibold text-ink">
        {t(`admin.content.headers.pages.${text.page}` as MessageKey)}
      </h2>
      <input type="hidden" name="page" value={text.page} />
      <div className="grid gap-3 md:grid-cols-2">
        <FormField
          label={t('admin.content.fields.arDescription')}
          error={fieldErrorOf(mine, 'arDescription')}
        >
          <Textarea
            name="arDescription"
            dir="rtl"
            lang="ar"
            rows={2}
            maxLength={400}
            defaultValue={values.arDescription ?? ''}
          />
        </FormField>
        <FormField label={t('admin.content.fields.description')} error={fieldErrorOf(mine, 'description')}>
          <Textarea
            name="description"
            dir="ltr"
            lang="en"
            rows={2}
            maxLength={400}
            defaultValue={values.description ?? ''}
          />
        </FormField>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} className={buttonClasses({ size: 'sm' })}>
          {t('admin.content.headers.save')}
        </button>
        {saved ? (
          <span className="text-sm text-success" role="status">
            {t('admin.content.headers.saved')}
          </span>
        ) : null}
      </div>
    </Form>
  );
}

export default function AdminContentHeaders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  const { texts, saved } = loaderData;
  const answer = useActionData() as HeaderAnswer | undefined;
  useContentToast(answer && !answer.ok ? answer : undefined);
  return (
    <AdminPage
      title={t('admin.content.headers.title')}
      description={t('admin.content.headers.description')}
      breadcrumbs={[{ label: t('admin.content.hub.title'), href: adminHref(locale, '/content') }]}
    >
      {saved ? (
        <Banner tone="success">
          <span role="status">{t('admin.content.headers.saved')}</span>
        </Banner>
      ) : null}
      <div className="flex flex-col gap-4">
        {texts.map((text) => (
          <HeaderForm
            key={`${text.page}-${text.updatedAt ?? ''}`}
            text={text}
            answer={answer}
            saved={saved === text.page}
          />
        ))}
      </div>
    </AdminPage>
  );
}
