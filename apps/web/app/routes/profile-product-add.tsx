import { data, Form, redirect, useNavigation } from 'react-router';
import { missingDesignerProfileFields } from '@souq/core/accounts/designer-profile.ts';
import { listCategories } from '@souq/core/catalog/catalog.service.ts';
import { getSettings } from '@souq/core/content/settings.service.ts';
import { TICKET_ATTACHMENTS_MAX, type UploadedTicketFile } from '@souq/core/designers/ticket-attachments.ts';
import { addProductForDesigner } from '@souq/core/designers/tickets.service.ts';
import { languageOf, listSeparator } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../i18n/i18n.ts';
import { accountFormPost } from '../lib/account-form.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { requestContext } from '../lib/request-context.server.ts';
import {
  formCall,
  mergeHeaders,
  PRIVATE_HEADERS,
  requireDesigner,
  textOf,
  type FormFailure,
} from '../lib/session.server.ts';
import {
  AttachmentUploader,
  UploadFormSubmit,
  useUploadsPending,
} from '../components/designer/attachment-uploader.tsx';
import { PageTitle } from '../components/seller/seller-ui.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Checkbox } from '../components/ui/checkbox.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Select } from '../components/ui/select.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { ticketFormFiles } from './profile-product-add.server.ts';
import type { Route } from './+types/profile-product-add';

/** The stages a designer may name (SPEC.md's designerStage): a fixed list, so staff read one word for one stage. */
const DESIGNER_STAGES = ['idea', 'sketch', 'finalDesign', 'sample'] as const;

/** The fields whose errors show beside them; any other error shows above the form. */
const FIELDS = ['category', 'name', 'basePrice', 'description', 'designerStage', 'attachments'] as const;

interface AddValues {
  category: string;
  name: string;
  basePrice: string;
  description: string;
  designerStage: string;
  forCompetition: boolean;
}

type AddAnswer = { ok: false; error: FormFailure; values: AddValues; uploaded: UploadedTicketFile[] };

/** Designers only (SPEC.md section 6); the form only once the profile is complete (section 5). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor, user } = await requireDesigner(rc);
  const ctx = rc.service(actor);
  const [categories, settings] = await Promise.all([listCategories(ctx), getSettings(ctx)]);
  const arabic = languageOf(locale) === 'ar';
  return data(
    {
      locale,
      profileGaps: missingDesignerProfileFields(user),
      categories: categories.map((category) => ({
        value: category.id,
        label: arabic && category.arName ? category.arName : category.name,
      })),
      showForCompetition: settings.showForCompetitionInput,
      maxAttachments: TICKET_ATTACHMENTS_MAX,
    },
    { headers: PRIVATE_HEADERS },
  );
}

/**
 * addProductForDesigner (SPEC.md section 7): the files posted without JavaScript are stored first,
 * then the ticket is filed; on success the designer lands on their tickets with a confirmation.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { rc, locale, actor, form, ctx } = await accountFormPost(request, context, requireDesigner);
  const values: AddValues = {
    category: textOf(form, 'category'),
    name: textOf(form, 'name'),
    basePrice: textOf(form, 'basePrice'),
    description: textOf(form, 'description'),
    designerStage: textOf(form, 'designerStage'),
    forCompetition: textOf(form, 'ticketForCompetition') === 'on',
  };
  const { files, tokens, refuse, filesRefused } = await ticketFormFiles(rc, ctx, form, { values });
  if (filesRefused) return filesRefused;

  const result = await formCall(locale, () =>
    addProductForDesigner(
      ctx,
      {
        designer: actor.id,
        category: values.category || null,
        name: values.name,
        description: values.description,
        basePrice: values.basePrice.trim() || null,
        designerStage: values.designerStage || null,
        ticketForCompetition: values.forCompetition,
        attachments: tokens,
        createdAt: rc.now.toISOString(),
      },
      files,
    ),
  );
  if (!result.ok) return refuse(result.failure);
  return redirect(`${localePath(locale, '/profile/tickets')}?sent=1`, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'seller.addProduct.title');
}

export default function ProfileProductAdd({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale, language } = useLocale();
  const navigation = useNavigation();
  const { uploading, onPendingChange } = useUploadsPending();
  const answer = actionData as AddAnswer | undefined;
  const values = answer?.values;
  const error = answer?.error;
  const err = (field: string) => (error && error.field === field ? error.message : undefined);
  const formError =
    error && !(error.field && (FIELDS as readonly string[]).includes(error.field)) ? error.message : null;
  const busy = navigation.state === 'submitting';

  if (loaderData.profileGaps.length > 0) {
    return (
      <div className="flex flex-col gap-6" data-testid="product-add">
        <h2 className="text-2xl font-bold text-ink">{t('seller.addProduct.title')}</h2>
        <div data-testid="designer-profile-gaps" className="flex flex-col items-start gap-4">
          <Banner tone="warning" title={t('seller.addProduct.incompleteTitle')} className="w-full">
            {t('account.profile.designerGaps', {
              fields: loaderData.profileGaps
                .map((field) => t(`account.labels.${field}`))
                .join(listSeparator(language)),
            })}
          </Banner>
          <ButtonLink to={localePath(locale, '/profile/edit')}>
            {t('seller.addProduct.completeProfile')}
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6" data-testid="product-add">
      <PageTitle title={t('seller.addProduct.title')} intro={t('seller.addProduct.intro')} />
      {formError ? <Banner tone="error">{formError}</Banner> : null}
      <Form
        method="post"
        encType="multipart/form-data"
        noValidate
        className="flex flex-col gap-6"
        data-testid="product-add-form"
      >
        <section className="grid gap-4 rounded-panel border border-line bg-surface p-4 sm:grid-cols-2 sm:p-5">
          <h3 className="font-bold text-ink sm:col-span-2">{t('seller.addProduct.details')}</h3>
          <FormField label={t('seller.addProduct.category')} required error={err('category')}>
            <Select
              name="category"
              defaultValue={values?.category ?? ''}
              placeholder={t('seller.addProduct.categoryPlaceholder')}
              options={loaderData.categories}
            />
          </FormField>
          <FormField label={t('seller.addProduct.name')} required error={err('name')}>
            <Input name="name" defaultValue={values?.name ?? ''} maxLength={200} autoComplete="off" />
          </FormField>
          <FormField
            label={t('seller.addProduct.basePrice')}
            hint={t('seller.addProduct.basePriceHint')}
            error={err('basePrice')}
          >
            <Input
              name="basePrice"
              defaultValue={values?.basePrice ?? ''}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
              endAdornment={
                <span className="text-xs font-semibold text-ink-muted">
                  {t('seller.addProduct.currency')}
                </span>
              }
            />
          </FormField>
          <FormField
            label={t('seller.addProduct.designerStage')}
            hint={t('seller.addProduct.designerStageHint')}
            error={err('designerStage')}
          >
            <Select
              name="designerStage"
              defaultValue={values?.designerStage ?? ''}
              placeholder={t('seller.addProduct.stagePlaceholder')}
              options={DESIGNER_STAGES.map((stage) => ({
                value: stage,
                label: t(`seller.addProduct.stages.${stage}`),
              }))}
            />
          </FormField>
          <FormField
            label={t('seller.addProduct.description')}
            hint={t('seller.addProduct.descriptionHint')}
            required
            error={err('description')}
            className="sm:col-span-2"
          >
            <Textarea name="description" rows={6} defaultValue={values?.description ?? ''} maxLength={5000} />
          </FormField>
          {loaderData.showForCompetition ? (
            <Checkbox
              name="ticketForCompetition"
              label={t('seller.addProduct.forCompetition')}
              description={t('seller.addProduct.forCompetitionHint')}
              defaultChecked={values?.forCompetition ?? false}
              className="sm:col-span-2"
            />
          ) : null}
        </section>
        <section className="flex flex-col gap-3 rounded-panel border border-line bg-surface p-4 sm:p-5">
          <h3 className="font-bold text-ink">{t('seller.attachments.title')}</h3>
          <AttachmentUploader
            label={t('seller.attachments.label')}
            max={loaderData.maxAttachments}
            initial={answer?.uploaded}
            error={err('attachments')}
            onPendingChange={onPendingChange}
          />
        </section>
        <UploadFormSubmit busy={busy} uploading={uploading} testId="product-add-submit">
          {t('seller.addProduct.submit')}
        </UploadFormSubmit>
      </Form>
    </div>
  );
}
