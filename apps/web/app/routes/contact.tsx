import { data, Form, redirect, useNavigation } from 'react-router';
import { addContactMessage } from '@souq/core/content/contact.service.ts';
import { FEEDBACK_TYPES, isFeedbackType } from '@souq/core/content/feedback-types.ts';
import { fieldErrorsOf } from '@souq/core/content/form-input.ts';
import { getSettings } from '@souq/core/content/settings.service.ts';
import { useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { textIn } from '../lib/catalog-view.ts';
import { CONTENT_PAGES, contentMeta } from '../lib/content-view.ts';
import { formText, loadContentPage, localizeFieldErrors } from '../lib/content-page.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { PRIVATE_HEADERS } from '../lib/session.server.ts';
import { ContentPage, ContentPageHeader } from '../components/content/content-page-header.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { Button } from '../components/ui/button.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Select } from '../components/ui/select.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { ContactFields } from '../components/content/contact-fields.tsx';
import type { Route } from './+types/contact';

/** The form is a few short texts: anything bigger is not a person typing. */
const CONTACT_FORM_MAX_BYTES = 64 * 1024;
const FIELDS = ['name', 'email', 'phone', 'feedbackType', 'message'] as const;
type ContactValues = Record<(typeof FIELDS)[number], string>;

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { language, ctx, head, intro, homeHref } = await loadContentPage(rc, 'contact');
  const settings = await getSettings(ctx);
  const type = new URL(request.url).searchParams.get('type');
  return {
    head,
    intro,
    homeHref,
    // ?type=b2b (from the B2B page) picks the subject.
    feedbackType: isFeedbackType(type) ? type : '',
    details: {
      email: settings.supportEmail,
      phone: settings.supportPhone,
      address: textIn(language, settings.address, settings.arAddress),
    },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const empty: ContactValues = { name: '', email: '', phone: '', feedbackType: '', message: '' };
  if (Number(request.headers.get('content-length') ?? '0') > CONTACT_FORM_MAX_BYTES) {
    const errors = localizeFieldErrors(locale, {
      message: { key: 'validation.maxLength', params: { n: 5000 } },
    });
    return data({ values: empty, errors }, { status: 413, headers: PRIVATE_HEADERS });
  }
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((field) => [field, formText(form, field)])) as ContactValues;
  try {
    await addContactMessage(rc.service(), values);
  } catch (error) {
    const fields = fieldErrorsOf(error);
    if (!fields) throw error;
    return data(
      { values, errors: localizeFieldErrors(locale, fields) },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  // Post, redirect, get: a reload of the thank-you page does not send the message twice.
  return redirect(localePath(locale, CONTENT_PAGES.thankYouContact));
}

export const meta = ({ data: loaderData }: Route.MetaArgs) => contentMeta(loaderData?.head);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { head, intro, homeHref, feedbackType, details } = loaderData;
  const values: Partial<ContactValues> = actionData?.values ?? { feedbackType };
  const errors: Partial<Record<string, string>> = actionData?.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const typeOptions = FEEDBACK_TYPES.map((type) => ({
    value: type,
    label: t(`content.feedbackTypes.${type}`),
  }));
  // A refused post re-renders the form: keys make the fields take the posted values again.
  const formKey = actionData ? JSON.stringify(actionData.values) : 'initial';

  return (
    <ContentPage wide>
      <ContentPageHeader homeHref={homeHref} title={head.title} intro={intro} />
      <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="contact-form-title" className="flex flex-col gap-5">
          <h2 id="contact-form-title" className="text-xl font-bold text-ink">
            {t('content.contact.formTitle')}
          </h2>
          {hasErrors ? (
            <Banner tone="error" title={t('content.fixErrors')}>
              {t('content.fixErrorsText')}
            </Banner>
          ) : null}
          <Form method="post" noValidate key={formKey} className="flex flex-col gap-5">
            <div className="grid gap-5 sm:grid-cols-2">
              <ContactFields values={values} errors={errors} />
              <FormField label={t('content.fields.feedbackType')} required error={errors.feedbackType}>
                <Select
                  name="feedbackType"
                  options={typeOptions}
                  placeholder={t('content.contact.feedbackPlaceholder')}
                  defaultValue={values.feedbackType ?? ''}
                />
              </FormField>
            </div>
            <FormField label={t('content.fields.message')} required error={errors.message}>
              <Textarea name="message" rows={6} maxLength={5000} defaultValue={values.message} />
            </FormField>
            <div>
              <Button type="submit" loading={navigation.state === 'submitting'}>
                {t('content.contact.submit')}
              </Button>
            </div>
          </Form>
        </section>
        <aside
          aria-labelledby="contact-details-title"
          className="flex flex-col gap-4 rounded-panel bg-sand/60 p-6 self-start"
        >
          <h2 id="contact-details-title" className="text-lg font-bold text-ink">
            {t('content.contact.detailsTitle')}
          </h2>
          <dl className="flex flex-col gap-4 text-sm">
            {details.email ? (
              <div>
                <dt className="font-semibold text-ink">{t('content.fields.email')}</dt>
                <dd>
                  <a
                    href={`mailto:${details.email}`}
                    dir="ltr"
                    className="text-brand underline underline-offset-4"
                  >
                    {details.email}
                  </a>
                </dd>
              </div>
            ) : null}
            {details.phone ? (
              <div>
                <dt className="font-semibold text-ink">{t('content.fields.phone')}</dt>
                <dd>
                  <a
                    href={`tel:${details.phone.replace(/\s/g, '')}`}
                    dir="ltr"
                    className="text-brand underline underline-offset-4"
                  >
                    {details.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {details.address ? (
              <div>
                <dt className="font-semibold text-ink">{t('content.contact.address')}</dt>
                <dd className="text-ink-soft">{details.address}</dd>
              </div>
            ) : null}
          </dl>
        </aside>
      </div>
    </ContentPage>
  );
}
