import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import {
  deleteCareer,
  listAdminCareers,
  saveCareer,
  type AdminCareer,
  type CareerInput,
} from '@souq/core/admin/content/other-content-admin.service.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { adminHref } from '../../components/admin/people-ui.tsx';
import { contentAction } from '../../components/admin/content/content-form.server.ts';
import {
  fieldErrorOf,
  useContentToast,
  type ContentAnswer,
} from '../../components/admin/content/content-ui.tsx';
import { RichTextEditor } from '../../components/admin/content/rich-text-editor.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import type { Route } from './+types/content-careers';

/** Careers and their tags (issue 21). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const careers = await listAdminCareers(service);
  const done = new URL(request.url).searchParams.get('done');
  return data(
    { locale: rc.locale, careers, done: done === 'saved' || done === 'deleted' ? done : null },
    { headers: PRIVATE_HEADERS },
  );
}

/** Tags typed one a line as `English | Arabic`. */
const tagsOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .slice(0, 50)
    .map((line) => {
      const [name = '', arName = ''] = line.split('|');
      return { name: name.trim(), arName: arName.trim() };
    });

const tagsText = (tags: { name?: string | null; arName?: string | null }[] | undefined) =>
  (tags ?? []).map((tag) => `${tag.name ?? ''} | ${tag.arName ?? ''}`).join('\n');

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  const input: CareerInput = {
    title: textOf(form, 'title'),
    arTitle: textOf(form, 'arTitle'),
    description: textOf(form, 'description'),
    arDescription: textOf(form, 'arDescription'),
    tags: tagsOf(textOf(form, 'tags')),
    status: form.get('status') === 'on',
  };
  const answer = await contentAction(rc.locale, intent, async () => {
    if (intent === 'delete') {
      await deleteCareer(service, id);
      return { done: 'deleted' };
    }
    await saveCareer(service, intent === 'create' ? null : id, input);
    return { done: 'saved' };
  });
  const body = answer.data as { ok: boolean; done?: string };
  if (body.ok) {
    throw redirect(`${localePath(rc.locale, '/admin/content/careers')}?done=${body.done}`, {
      headers: PRIVATE_HEADERS,
    });
  }
  return data(
    { ...(answer.data as object), id: intent === 'create' ? '' : id, values: input },
    answer.init ?? undefined,
  );
}

export function headers() {
  return PRIVATE_HEADERS;
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.content.careers.title');
}

type CareerAnswer = ContentAnswer & { id?: string; values?: CareerInput };

function CareerForm({ career, answer }: { career: AdminCareer | null; answer: CareerAnswer | undefined }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const mine = answer && !answer.ok && answer.id === (career?.id ?? '') ? answer : undefined;
  const values: CareerInput = mine?.values ?? career ?? {};
  const error = (field: string) => fieldErrorOf(mine, field);
  const tagsError = mine
    ? Object.entries(mine.fields).find(([field]) => field.startsWith('tags'))?.[1]
    : undefined;
  const testId = career ? `career-form-${career.id}` : 'career-form-new';
  return (
    <Form method="post" className="flex flex-col gap-3" noValidate data-testid={testId}>
      <input type="hidden" name="intent" value={career ? 'save' : 'create'} />
      {career ? <input type="hidden" name="id" value={career.id} /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        <FormField label={t('admin.content.fields.arTitle')} error={error('arTitle')} required>
          <Input name="arTitle" dir="rtl" lang="ar" defaultValue={values.arTitle ?? ''} maxLength={200} />
        </FormField>
        <FormField label={t('admin.content.fields.title')} error={error('title')} required>
          <Input name="title" dir="ltr" lang="en" defaultValue={values.title ?? ''} maxLength={200} />
        </FormField>
        <RichTextEditor
          name="arDescription"
          label={t('admin.content.fields.arDescription')}
          defaultValue={values.arDescription ?? ''}
          dir="rtl"
          lang="ar"
          error={error('arDescription')}
        />
        <RichTextEditor
          name="description"
          label={t('admin.content.fields.description')}
          defaultValue={values.description ?? ''}
          dir="ltr"
          lang="en"
          error={error('description')}
        />
        <FormField
          label={t('admin.content.careers.tags')}
          hint={t('admin.content.careers.tagsHint')}
          error={tagsError}
        >
          <Textarea name="tags" rows={3} defaultValue={tagsText(values.tags)} />
        </FormField>
        <div className="flex items-end pb-2">
          <Checkbox
            name="status"
            defaultChecked={values.status ?? true}
            label={t('admin.content.careers.status')}
          />
        </div>
      </div>
      <div>
        <button
          type="submit"
          disabled={busy}
          className={buttonClasses({ size: 'sm' })}
          data-testid={`${testId}-save`}
        >
          {career ? t('admin.content.careers.save') : t('admin.content.careers.add')}
        </button>
      </div>
    </Form>
  );
}

export default function AdminContentCareers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, language } = useLocale();
  const { careers, done } = loaderData;
  const answer = useActionData() as CareerAnswer | undefined;
  useContentToast(answer && !answer.ok ? answer : undefined);
  return (
    <AdminPage
      title={t('admin.content.careers.title')}
      description={t('admin.content.careers.description')}
      breadcrumbs={[{ label: t('admin.content.hub.title'), href: adminHref(locale, '/content') }]}
    >
      {done ? (
        <Banner tone="success">
          <span role="status">
            {done === 'saved' ? t('admin.content.careers.saved') : t('admin.content.careers.deleted')}
          </span>
        </Banner>
      ) : null}
      {answer && !answer.ok && Object.keys(answer.fields).length === 0 ? (
        <p className="text-sm text-danger" role="alert">
          {answer.message}
        </p>
      ) : null}
      <AdminSection title={t('admin.content.careers.addTitle')}>
        <CareerForm career={null} answer={answer} />
      </AdminSection>
      {careers.length === 0 ? (
        <EmptyState
          title={t('admin.content.careers.empty')}
          description={t('admin.content.careers.emptyText')}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {careers.map((career) => (
            <li key={career.id} className="rounded-card border border-line bg-surface p-3">
              <details>
                <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                  <span className="font-medium text-ink">
                    {language === 'ar' ? career.arTitle : career.title}
                  </span>
                  <Badge tone={career.status ? 'success' : 'neutral'} size="sm">
                    {career.status ? t('admin.content.careers.open') : t('admin.content.careers.closed')}
                  </Badge>
                </summary>
                <div className="mt-3 flex flex-col gap-3">
                  <CareerForm career={career} answer={answer} />
                  <Form method="post">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={career.id} />
                    <button type="submit" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                      {t('admin.content.careers.delete')}
                    </button>
                  </Form>
                </div>
              </details>
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}
