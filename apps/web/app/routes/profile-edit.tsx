import { useState } from 'react';
import { data, Form, useActionData, useNavigation, useSearchParams } from 'react-router';
import { editProfile } from '@souq/core/accounts/accounts.service.ts';
import { t as translate, useLocale, useT } from '../i18n/i18n.ts';
import { listSeparator } from '@souq/core/locale/locales.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { accountFormPost, loaderAndActionHeaders, savedAnswer } from '../lib/account-form.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { failed, formCall, PRIVATE_HEADERS, requireUser, textOf, withField } from '../lib/session.server.ts';
import { fieldError, type AuthActionData } from '../components/account/account-types.ts';
import { NumericInput } from '../components/account/numeric-input.tsx';
import { useActionToast } from '../components/account/use-action-toast.ts';
import { uploadAvatar, uploadErrorKey } from '../components/account/upload-avatar.ts';
import { Banner } from '../components/ui/banner.tsx';
import { Button } from '../components/ui/button.tsx';
import { FileUpload } from '../components/ui/file-upload.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Input } from '../components/ui/input.tsx';
import { Select } from '../components/ui/select.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { missingDesignerProfileFields } from '@souq/core/accounts/designer-profile.ts';
import type { Route } from './+types/profile-edit';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { user } = await requireUser(rc);
  return data(
    {
      locale,
      user: {
        fName: user.fName,
        lName: user.lName,
        email: user.email ?? '',
        phone: user.phone ?? '',
        birthDate: user.birthDate ?? '',
        gender: user.gender ?? '',
        country: user.country ?? '',
        city: user.city ?? '',
        description: user.description ?? '',
        image: user.image,
        favLang: user.favLang,
        mailLang: user.mailLang,
      },
      /** What a designer still needs before adding products (SPEC.md section 5). */
      profileGaps: missingDesignerProfileFields(user),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** editProfile (SPEC.md section 7): the fields, the picture, or a password change. */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale, form, ctx } = await accountFormPost(request, context);
  const deps = { passwordMinLength: context.app.config.passwordMinLength };
  if (textOf(form, 'intent') === 'deleteImage') {
    const result = await formCall(locale, () => editProfile(ctx, { deleteImage: true }, deps));
    if (!result.ok) return failed(result.failure);
    return savedAnswer(translate(locale, 'account.profile.imageDeleted'));
  }
  const optional = (name: string) => textOf(form, name).trim() || null;
  const fName = textOf(form, 'fName');
  const lName = textOf(form, 'lName');
  const newPassword = textOf(form, 'newPassword');
  const result = await formCall(locale, () =>
    editProfile(
      ctx,
      {
        fName,
        lName,
        name: `${fName.trim()} ${lName.trim()}`.trim() || undefined,
        email: textOf(form, 'email'),
        phone: optional('phone'),
        birthDate: optional('birthDate'),
        gender: optional('gender'),
        country: optional('country'),
        city: optional('city'),
        description: optional('description'),
        favLang: optional('favLang'),
        mailLang: optional('mailLang'),
        ...(optional('image') ? { image: optional('image') } : {}),
        ...(newPassword
          ? {
              newPassword,
              password: textOf(form, 'password'),
              confirmPassword: textOf(form, 'confirmPassword'),
            }
          : {}),
      },
      deps,
    ),
  );
  if (!result.ok) {
    return failed(
      withField(result.failure, {
        USER_ALREADY_EXISTS: 'email',
        CONFIRM_PASSWORD_MISMATCH: 'confirmPassword',
        INCORRECT_PASSWORD: 'password',
      }),
    );
  }
  return savedAnswer(translate(locale, 'account.profile.saved'));
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'account.profile.edit');
}

export default function ProfileEdit({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user } = loaderData;
  const { language } = useLocale();
  const answer = useActionData() as AuthActionData | undefined;
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const [image, setImage] = useState<string | null>(null);
  const [imageError, setImageError] = useState<string | undefined>();
  useActionToast(answer);
  const err = (field: string) => fieldError(answer, field);
  const busy = navigation.state === 'submitting';
  const upload = async (file: File, onProgress: (percent: number) => void) => {
    setImageError(undefined);
    try {
      setImage(await uploadAvatar(file, onProgress));
    } catch (error) {
      setImageError(t(uploadErrorKey(error)));
      throw error;
    }
  };
  const languages = [
    { value: 'ar', label: t('account.labels.arabic') },
    { value: 'en', label: t('account.labels.english') },
  ];
  return (
    <div className="flex flex-col gap-6" data-testid="profile-edit">
      <h2 className="text-2xl font-bold text-ink">{t('account.profile.edit')}</h2>
      {search.get('email') === 'error' ? (
        <Banner tone="warning">{t('account.profile.emailMissing')}</Banner>
      ) : null}
      {loaderData.profileGaps.length > 0 ? (
        <div data-testid="designer-profile-gaps">
          <Banner tone="info">
            {t('account.profile.designerGaps', {
              fields: loaderData.profileGaps
                .map((field) => t(`account.labels.${field}`))
                .join(listSeparator(language)),
            })}
          </Banner>
        </div>
      ) : null}
      <section className="flex flex-col gap-3 rounded-panel border border-line bg-surface p-5">
        <h3 className="font-bold text-ink">{t('account.profile.imageTitle')}</h3>
        <div className="flex items-center gap-4">
          {user.image ? (
            <img
              src={`/uploads/${user.image}`}
              alt={t('account.labels.image')}
              width={80}
              height={80}
              className="size-20 rounded-full object-cover"
            />
          ) : (
            <span className="grid size-20 place-items-center rounded-full bg-sand text-xs text-ink-muted">
              {t('account.profile.noImage')}
            </span>
          )}
          {user.image ? (
            <Form method="post">
              <input type="hidden" name="intent" value="deleteImage" />
              <Button type="submit" variant="secondary" size="sm">
                {t('account.profile.deleteImage')}
              </Button>
            </Form>
          ) : null}
        </div>
      </section>
      <Form method="post" noValidate className="flex flex-col gap-6" key={JSON.stringify(user)}>
        {image ? <input type="hidden" name="image" value={image} /> : null}
        <FileUpload
          name="imageFile"
          label={t('account.labels.image')}
          multiple={false}
          upload={upload}
          error={imageError}
        />
        <section className="grid gap-4 rounded-panel border border-line bg-surface p-5 sm:grid-cols-2">
          <h3 className="font-bold text-ink sm:col-span-2">{t('account.profile.personal')}</h3>
          <FormField label={t('account.labels.fName')} required error={err('fName')}>
            <Input name="fName" defaultValue={user.fName} autoComplete="given-name" required />
          </FormField>
          <FormField label={t('account.labels.lName')} required error={err('lName')}>
            <Input name="lName" defaultValue={user.lName} autoComplete="family-name" required />
          </FormField>
          <FormField label={t('account.labels.email')} required error={err('email')}>
            <Input name="email" type="email" defaultValue={user.email} autoComplete="email" required />
          </FormField>
          <FormField label={t('account.labels.phone')} error={err('phone')}>
            <NumericInput name="phone" defaultValue={user.phone} autoComplete="tel" maxLength={10} />
          </FormField>
          <FormField label={t('account.labels.birthDate')} error={err('birthDate')}>
            <Input name="birthDate" type="date" dir="ltr" defaultValue={user.birthDate} />
          </FormField>
          <FormField label={t('account.labels.gender')} error={err('gender')}>
            <Select
              name="gender"
              defaultValue={user.gender}
              placeholder={t('account.labels.notSaid')}
              options={[
                { value: 'male', label: t('account.labels.male') },
                { value: 'female', label: t('account.labels.female') },
              ]}
            />
          </FormField>
          <FormField label={t('account.labels.country')} error={err('country')}>
            <Input name="country" defaultValue={user.country} autoComplete="country-name" />
          </FormField>
          <FormField label={t('account.labels.city')} error={err('city')}>
            <Input name="city" defaultValue={user.city} autoComplete="address-level2" />
          </FormField>
          <FormField
            label={t('account.labels.description')}
            error={err('description')}
            className="sm:col-span-2"
          >
            <Textarea name="description" defaultValue={user.description} rows={3} />
          </FormField>
        </section>
        <section className="grid gap-4 rounded-panel border border-line bg-surface p-5 sm:grid-cols-2">
          <h3 className="font-bold text-ink sm:col-span-2">{t('account.profile.preferences')}</h3>
          <FormField label={t('account.labels.favLang')} error={err('favLang')}>
            <Select name="favLang" defaultValue={user.favLang} options={languages} />
          </FormField>
          <FormField label={t('account.labels.mailLang')} error={err('mailLang')}>
            <Select name="mailLang" defaultValue={user.mailLang} options={languages} />
          </FormField>
        </section>
        <section className="grid gap-4 rounded-panel border border-line bg-surface p-5 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <h3 className="font-bold text-ink">{t('account.profile.passwordTitle')}</h3>
            <p className="text-sm text-ink-muted">{t('account.profile.passwordHint')}</p>
          </div>
          <FormField label={t('account.labels.currentPassword')} error={err('password')}>
            <Input name="password" type="password" autoComplete="current-password" />
          </FormField>
          <FormField label={t('account.labels.newPassword')} error={err('newPassword')}>
            <Input name="newPassword" type="password" autoComplete="new-password" />
          </FormField>
          <FormField label={t('account.labels.confirmNewPassword')} error={err('confirmPassword')}>
            <Input name="confirmPassword" type="password" autoComplete="new-password" />
          </FormField>
        </section>
        <div>
          <Button type="submit" loading={busy}>
            {t('account.profile.save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
