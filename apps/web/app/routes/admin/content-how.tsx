import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import {
  deleteHowStage,
  listHowStages,
  saveHowStage,
  type AdminHowStage,
  type HowStageInput,
} from '@souq/core/admin/content/other-content-admin.service.ts';
import { HOW_IT_WORKS_AUDIENCES } from '@souq/core/admin/content/content-options.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { adminHref } from '../../components/admin/people-ui.tsx';
import { contentAction, storedPicture } from '../../components/admin/content/content-form.server.ts';
import {
  ContentImageField,
  fieldErrorOf,
  useContentToast,
  type ContentAnswer,
} from '../../components/admin/content/content-ui.tsx';
import { RichTextEditor } from '../../components/admin/content/rich-text-editor.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { Route } from './+types/content-how';

/** The numbered stages of "how it works" for shoppers and designers (issue 21). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const stages = await listHowStages(service);
  const done = new URL(request.url).searchParams.get('done');
  return data(
    { locale: rc.locale, stages, done: done === 'saved' || done === 'deleted' ? done : null },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  const input: HowStageInput = {
    audience: textOf(form, 'audience'),
    number: textOf(form, 'number'),
    title: textOf(form, 'title'),
    arTitle: textOf(form, 'arTitle'),
    description: textOf(form, 'description'),
    arDescription: textOf(form, 'arDescription'),
    image: textOf(form, 'image') || null,
  };
  const answer = await contentAction(rc.locale, intent, async () => {
    if (intent === 'delete') {
      await deleteHowStage(service, id);
      return { done: 'deleted' };
    }
    input.image = (await storedPicture(rc.app.config, form)) ?? input.image;
    await saveHowStage(service, intent === 'create' ? null : id, input);
    return { done: 'saved' };
  });
  const body = answer.data as { ok: boolean; done?: string };
  if (body.ok) {
    throw redirect(`${localePath(rc.locale, '/admin/content/how')}?done=${body.done}`, {
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
  return adminMeta(loaderData, 'admin.content.how.title');
}

type HowAnswer = ContentAnswer & { id?: string; values?: HowStageInput };

function StageForm({ stage, answer }: { stage: AdminHowStage | null; answer: HowAnswer | undefined }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  const mine = answer && !answer.ok && answer.id === (stage?.id ?? '') ? answer : undefined;
  const values: HowStageInput = mine?.values ?? stage ?? {};
  const error = (field: string) => fieldErrorOf(mine, field);
  const testId = stage ? `how-form-${stage.id}` : 'how-form-new';
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="flex flex-col gap-3"
      noValidate
      data-testid={testId}
    >
      <input type="hidden" name="intent" value={stage ? 'save' : 'create'} />
      {stage ? <input type="hidden" name="id" value={stage.id} /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        <FormField label={t('admin.content.how.audience')} error={error('audience')}>
          <Select
            name="audience"
            defaultValue={values.audience ?? 'customer'}
            options={HOW_IT_WORKS_AUDIENCES.map((audience) => ({
              value: audience,
              label: t(`admin.content.how.audiences.${audience}`),
            }))}
          />
        </FormField>
        <FormField label={t('admin.content.how.number')} error={error('number')} required>
          <Input
            name="number"
            inputMode="numeric"
            dir="ltr"
            defaultValue={String(values.number ?? '')}
            maxLength={3}
          />
        </FormField>
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
      </div>
      <ContentImageField
        label={t('admin.content.media.image')}
        current={values.image ?? null}
        error={error('image')}
      />
      <div>
        <button
          type="submit"
          disabled={busy}
          className={buttonClasses({ size: 'sm' })}
          data-testid={`${testId}-save`}
        >
          {stage ? t('admin.content.how.save') : t('admin.content.how.add')}
        </button>
      </div>
    </Form>
  );
}

export default function AdminContentHow({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, language } = useLocale();
  const { stages, done } = loaderData;
  const answer = useActionData() as HowAnswer | undefined;
  useContentToast(answer && !answer.ok ? answer : undefined);
  return (
    <AdminPage
      title={t('admin.content.how.title')}
      description={t('admin.content.how.description')}
      breadcrumbs={[{ label: t('admin.content.hub.title'), href: adminHref(locale, '/content') }]}
    >
      {done ? (
        <Banner tone="success">
          <span role="status">
            {done === 'saved' ? t('admin.content.how.saved') : t('admin.content.how.deleted')}
          </span>
        </Banner>
      ) : null}
      <AdminSection title={t('admin.content.how.addTitle')}>
        <StageForm stage={null} answer={answer} />
      </AdminSection>
      {HOW_IT_WORKS_AUDIENCES.map((audience) => {
        const list = stages.filter((stage) => stage.audience === audience);
        return (
          <AdminSection key={audience} title={t(`admin.content.how.audiences.${audience}`)}>
            {list.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('admin.content.how.empty')}</p>
            ) : (
              <ol className="flex flex-col gap-3">
                {list.map((stage) => (
                  <li key={stage.id} className="rounded-card border border-line p-3">
                    <details>
                      <summary className="cursor-pointer font-medium text-ink">
                        {t('admin.content.how.stage', { n: stage.number })} ·{' '}
                        {language === 'ar' ? stage.arTitle : stage.title}
                      </summary>
                      <div className="mt-3 flex flex-col gap-3">
                        <StageForm stage={stage} answer={answer} />
                        <Form method="post">
                          <input type="hidden" name="intent" value="delete" />
                          <input type="hidden" name="id" value={stage.id} />
                          <button type="submit" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
                            {t('admin.content.how.delete')}
                          </button>
                        </Form>
                      </div>
                    </details>
                  </li>
                ))}
              </ol>
            )}
          </AdminSection>
        );
      })}
    </AdminPage>
  );
}
