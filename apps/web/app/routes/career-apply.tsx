import { data, Form, redirect, useNavigation } from 'react-router';
import {
  addCareerRequest,
  careerRequestSchema,
  cvFileError,
  getCareers,
  MAX_CV_BYTES,
  removeCvUpload,
  storeCvUpload,
} from '@souq/core/content/careers.service.ts';
import { collectFieldErrors, fieldErrorsOf, type FieldErrors } from '@souq/core/content/form-input.ts';
import { isDomainError } from '@souq/core/errors.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { textIn } from '../lib/catalog-view.ts';
import { CONTENT_PAGES, contentMeta, titleKey } from '../lib/content-view.ts';
import { formText, loadContentPage, localizeFieldErrors } from '../lib/content-page.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { PRIVATE_HEADERS } from '../lib/session.server.ts';
import { ContentPage, ContentPageHeader } from '../components/content/content-page-header.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import { FileUpload } from '../components/ui/file-upload.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Select } from '../components/ui/select.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { ContactFields } from '../components/content/contact-fields.tsx';
import type { Route } from './+types/career-apply';

const FIELDS = ['career', 'name', 'email', 'phone', 'comment'] as const;
type ApplyValues = Record<(typeof FIELDS)[number], string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale, language, ctx, head, intro, homeHref } = await loadContentPage(rc, 'careerApply');
  const careers = await getCareers(ctx);
  const url = new URL(request.url);
  const chosen = careers.find((career) => career._id === url.searchParams.get('career'));
  return {
    head,
    intro,
    homeHref,
    careersHref: localePath(locale, CONTENT_PAGES.careers),
    careersTitle: translate(locale, titleKey('careers')),
    sent: url.searchParams.get('sent') === '1',
    career: chosen?._id ?? '',
    careers: careers.map((career) => ({
      value: career._id,
      label: textIn(language, career.title, career.arTitle) ?? '',
    })),
  };
}

function refused(locale: LocaleCode, values: ApplyValues, fields: FieldErrors, status = 400) {
  return data({ values, errors: localizeFieldErrors(locale, fields) }, { status, headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const empty: ApplyValues = { career: '', name: '', email: '', phone: '', comment: '' };
  // The CV and a few short texts, multipart framing included.
  if (Number(request.headers.get('content-length') ?? '0') > MAX_CV_BYTES + 64 * 1024) {
    return refused(locale, empty, { cv: { key: 'errors.upload.tooBig', params: {} } }, 413);
  }
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((field) => [field, formText(form, field)])) as ApplyValues;

  // Every field is checked before the CV is written, so a refused form leaves no file behind.
  const fields = collectFieldErrors(careerRequestSchema, values);
  const file = form.get('cv');
  const bytes = file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array();
  const cvProblem = cvFileError(bytes);
  if (cvProblem) fields.cv = { key: cvProblem.key, params: {} };
  if (Object.keys(fields).length > 0) return refused(locale, values, fields);

  // A private file (outside the public uploads): only staff get a signed link to it.
  const storage = context.app.config;
  const cv = await storeCvUpload(storage, bytes);
  try {
    await addCareerRequest(rc.service(), { ...values, cv: [cv] }, storage);
  } catch (error) {
    await removeCvUpload(storage, cv);
    const failed = fieldErrorsOf(error);
    if (failed) return refused(locale, values, failed);
    if (isDomainError(error) && error.code === 'CAREER_NOT_FOUND') {
      return refused(locale, values, { career: { key: error.messageKey, params: {} } }, 404);
    }
    throw error;
  }
  return redirect(`${localePath(locale, CONTENT_PAGES.careerApply)}?sent=1`);
}

export const meta = ({ data: loaderData }: Route.MetaArgs) => contentMeta(loaderData?.head);

export default function CareerApply({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { head, intro, homeHref, careersHref, careersTitle, sent, career, careers } = loaderData;
  const values: Partial<ApplyValues> = actionData?.values ?? { career };
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const formKey = actionData ? JSON.stringify(actionData.values) : 'initial';
  const trail = [{ label: careersTitle, href: careersHref }];

  if (sent) {
    return (
      <ContentPage>
        <ContentPageHeader homeHref={homeHref} trail={trail} title={head.title} />
        <Banner tone="success" title={t('content.careers.sent')}>
          {t('content.careers.sentText')}
        </Banner>
        <div>
          <ButtonLink to={careersHref} variant="secondary">
            {careersTitle}
          </ButtonLink>
        </div>
      </ContentPage>
    );
  }

  return (
    <ContentPage>
      <ContentPageHeader homeHref={homeHref} trail={trail} title={head.title} intro={intro} />
      {careers.length === 0 ? (
        <EmptyState title={t('content.careers.empty')} description={t('content.careers.emptyText')} />
      ) : (
        <>
          {hasErrors ? (
            <Banner tone="error" title={t('content.fixErrors')}>
              {t('content.fixErrorsText')}
            </Banner>
          ) : null}
          <Form
            method="post"
            encType="multipart/form-data"
            noValidate
            key={formKey}
            className="flex flex-col gap-5"
          >
            <FormField label={t('content.fields.career')} required error={errors.career}>
              <Select
                name="career"
                options={careers}
                placeholder={t('content.careers.choosePosition')}
                defaultValue={values.career ?? ''}
              />
            </FormField>
            <div className="grid gap-5 sm:grid-cols-2">
              <ContactFields values={values} errors={errors} />
            </div>
            <FormField label={t('content.fields.comment')} error={errors.comment}>
              <Textarea name="comment" rows={4} maxLength={2000} defaultValue={values.comment} />
            </FormField>
            <FileUpload
              name="cv"
              label={t('content.careers.cvLabel')}
              accept="application/pdf,.pdf"
              multiple={false}
              error={errors.cv}
            />
            <div>
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('content.careers.submit')}
              </Button>
            </div>
          </Form>
        </>
      )}
    </ContentPage>
  );
}
