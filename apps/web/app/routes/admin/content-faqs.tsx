import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import {
  deleteFaq,
  listAdminFaqs,
  moveFaq,
  saveFaq,
  type AdminFaq,
  type FaqInput,
} from '@souq/core/admin/content/faqs-admin.service.ts';
import { FAQ_AUDIENCES } from '@souq/core/admin/content/content-options.ts';
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
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import type { Route } from './+types/content-faqs';

/** The FAQ page's questions (issue 21): per audience, bilingual, ordered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const faqs = await listAdminFaqs(service);
  const done = new URL(request.url).searchParams.get('done');
  return data(
    {
      locale: rc.locale,
      faqs,
      done: done === 'saved' || done === 'moved' || done === 'deleted' ? done : null,
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'content.write');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const id = textOf(form, 'id');
  const input: FaqInput = {
    question: textOf(form, 'question'),
    arQuestion: textOf(form, 'arQuestion'),
    answer: textOf(form, 'answer'),
    arAnswer: textOf(form, 'arAnswer'),
    audience: textOf(form, 'audience'),
  };
  const answer = await contentAction(rc.locale, intent, async () => {
    if (intent === 'move') {
      await moveFaq(service, id, textOf(form, 'step') === '-1' ? -1 : 1);
      return { done: 'moved' };
    }
    if (intent === 'delete') {
      await deleteFaq(service, id);
      return { done: 'deleted' };
    }
    await saveFaq(service, intent === 'create' ? null : id, input);
    return { done: 'saved' };
  });
  const body = answer.data as { ok: boolean; done?: string };
  if (body.ok) {
    throw redirect(`${localePath(rc.locale, '/admin/content/faqs')}?done=${body.done}`, {
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
  return adminMeta(loaderData, 'admin.content.faqs.title');
}

type FaqAnswer = ContentAnswer & { id?: string; values?: FaqInput };

function FaqForm({ faq, answer }: { faq: AdminFaq | null; answer: FaqAnswer | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const mine = answer && !answer.ok && answer.id === (faq?.id ?? '') ? answer : undefined;
  const values: FaqInput = mine?.values ?? faq ?? {};
  const error = (field: string) => fieldErrorOf(mine, field);
  const testId = faq ? `faq-form-${faq.id}` : 'faq-form-new';
  return (
    <Form method="post" className="flex flex-col gap-3" noValidate data-testid={testId}>
      <input type="hidden" name="intent" value={faq ? 'save' : 'create'} />
      {faq ? <input type="hidden" name="id" value={faq.id} /> : null}
      <div className="grid gap-3 md:grid-cols-2">
        <FormField label={t('admin.content.faqs.arQuestion')} error={error('arQuestion')} required>
          <Input
            name="arQuestion"
            dir="rtl"
            lang="ar"
            defaultValue={values.arQuestion ?? ''}
            maxLength={500}
          />
        </FormField>
        <FormField label={t('admin.content.faqs.question')} error={error('question')} required>
          <Input name="question" dir="ltr" lang="en" defaultValue={values.question ?? ''} maxLength={500} />
        </FormField>
        <RichTextEditor
          name="arAnswer"
          label={t('admin.content.faqs.arAnswer')}
          defaultValue={values.arAnswer ?? ''}
          dir="rtl"
          lang="ar"
          error={error('arAnswer')}
        />
        <RichTextEditor
          name="answer"
          label={t('admin.content.faqs.answer')}
          defaultValue={values.answer ?? ''}
          dir="ltr"
          lang="en"
          error={error('answer')}
        />
        <FormField label={t('admin.content.faqs.audience')} error={error('audience')}>
          <Select
            name="audience"
            defaultValue={values.audience ?? 'general'}
            options={FAQ_AUDIENCES.map((audience) => ({
              value: audience,
              label: t(`admin.content.faqs.audiences.${audience}`),
            }))}
          />
        </FormField>
      </div>
      <div>
        <button
          type="submit"
          disabled={busy}
          className={buttonClasses({ size: 'sm' })}
          data-testid={`${testId}-save`}
        >
          {faq ? t('admin.content.faqs.save') : t('admin.content.faqs.add')}
        </button>
      </div>
    </Form>
  );
}

function FaqActions({ faq, first, last }: { faq: AdminFaq; first: boolean; last: boolean }) {
  const t = useT();
  const small = buttonClasses({ variant: 'secondary', size: 'sm' });
  const hidden = (name: string, value: string) => <input type="hidden" name={name} value={value} />;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Form method="post">
        {hidden('intent', 'move')}
        {hidden('id', faq.id)}
        {hidden('step', '-1')}
        <button type="submit" className={small} disabled={first}>
          {t('admin.content.faqs.moveUp')}
        </button>
      </Form>
      <Form method="post">
        {hidden('intent', 'move')}
        {hidden('id', faq.id)}
        {hidden('step', '1')}
        <button type="submit" className={small} disabled={last}>
          {t('admin.content.faqs.moveDown')}
        </button>
      </Form>
      <Form method="post">
        {hidden('intent', 'delete')}
        {hidden('id', faq.id)}
        <button type="submit" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
          {t('admin.content.faqs.delete')}
        </button>
      </Form>
    </div>
  );
}

export default function AdminContentFaqs({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, language } = useLocale();
  const { faqs, done } = loaderData;
  const answer = useActionData() as FaqAnswer | undefined;
  useContentToast(answer && !answer.ok ? answer : undefined);
  const doneMessage =
    done === 'saved'
      ? t('admin.content.faqs.saved')
      : done === 'moved'
        ? t('admin.content.faqs.moved')
        : done === 'deleted'
          ? t('admin.content.faqs.deleted')
          : null;
  return (
    <AdminPage
      title={t('admin.content.faqs.title')}
      description={t('admin.content.faqs.description')}
      breadcrumbs={[{ label: t('admin.content.hub.title'), href: adminHref(locale, '/content') }]}
    >
      {doneMessage ? (
        <Banner tone="success">
          <span role="status" data-testid="faq-done">
            {doneMessage}
          </span>
        </Banner>
      ) : null}
      <AdminSection title={t('admin.content.faqs.addTitle')}>
        <FaqForm faq={null} answer={answer} />
      </AdminSection>
      {FAQ_AUDIENCES.map((audience) => {
        const list = faqs.filter((faq) => faq.audience === audience);
        return (
          <AdminSection
            key={audience}
            title={t(`admin.content.faqs.audiences.${audience}`)}
            actions={
              <span className="text-xs text-ink-muted">
                {t('admin.content.faqs.count', { count: list.length })}
              </span>
            }
          >
            {list.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('admin.content.faqs.empty')}</p>
            ) : (
              <ol className="flex flex-col gap-3" data-testid={`faqs-${audience}`}>
                {list.map((faq, index) => (
                  <li key={`${faq.id}-${faq.displayOrder}`} className="rounded-card border border-line p-3">
                    <details>
                      <summary className="flex cursor-pointer flex-wrap items-center justify-between gap-2">
                        <span className="font-medium text-ink">
                          {language === 'ar' ? faq.arQuestion : faq.question}
                        </span>
                      </summary>
                      <div className="mt-3 flex flex-col gap-3">
                        <FaqActions faq={faq} first={index === 0} last={index === list.length - 1} />
                        <FaqForm faq={faq} answer={answer} />
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
