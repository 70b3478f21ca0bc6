/**
 * One section of the settings editor (issue 21): a plain POST form (works without JavaScript) of
 * that section's fields only, each error shown beside its field, the typed values kept after a
 * refusal. Arabic texts are typed right-to-left and the English ones left-to-right on either page;
 * addresses, numbers and identifiers are always left-to-right.
 */
import { Form } from 'react-router';
import type { SettingsSection } from '@souq/core/admin/settings-options.ts';
import { useT } from '../../../i18n/i18n.ts';
import { AdminSection } from '../admin-page.tsx';
import { fieldError, type AdminFormAnswer } from '../people-ui.tsx';
import { BannerImage } from '../../ui/banner-image.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { FileUpload } from '../../ui/file-upload.tsx';
import { CurrencyLabel } from '../../ui/currency-label.tsx';
import { FormField } from '../../ui/form-field.tsx';
import { Input } from '../../ui/input.tsx';
import { Select } from '../../ui/select.tsx';
import { Switch } from '../../ui/switch.tsx';
import { Textarea } from '../../ui/textarea.tsx';

export type SettingsValues = Record<string, string>;

type Kind =
  | 'text'
  | 'arText'
  | 'textarea'
  | 'arTextarea'
  | 'email'
  | 'tel'
  | 'url'
  | 'id'
  | 'rate'
  | 'money'
  | 'switch'
  | 'banner'
  | 'strategy'
  | 'defaultLocale'
  | 'moment';

interface FieldSpec {
  kind: Kind;
  currency?: 'EGP' | 'SAR' | 'AED';
  /** Spans both columns of the section's grid. */
  wide?: boolean;
  hint?: boolean;
}

/** Each section's fields in order (the names are site_settings' columns, as the service reads them). */
export const SECTION_LAYOUT = {
  site: {
    title: { kind: 'text' },
    arTitle: { kind: 'arText' },
    description: { kind: 'textarea' },
    arDescription: { kind: 'arTextarea' },
    keywords: { kind: 'text', hint: true },
    arKeywords: { kind: 'arText', hint: true },
    address: { kind: 'text' },
    arAddress: { kind: 'arText' },
    website: { kind: 'url' },
    commercialRegistrationNo: { kind: 'id' },
    taxRegistrationNo: { kind: 'id' },
  },
  contacts: {
    adminEmail: { kind: 'email' },
    supportEmail: { kind: 'email' },
    adminPhone: { kind: 'tel' },
    otherAdminPhone: { kind: 'tel' },
    supportPhone: { kind: 'tel' },
    whatsappEg: { kind: 'tel', hint: true },
    whatsappSa: { kind: 'tel', hint: true },
    whatsappAe: { kind: 'tel', hint: true },
    chatWidgetId: { kind: 'id', hint: true },
  },
  social: {
    fcAccount: { kind: 'url' },
    instaAccount: { kind: 'url' },
    pintsAccount: { kind: 'url' },
    analyticsId: { kind: 'id' },
    googleAnalytics: { kind: 'id' },
    metaPixelId: { kind: 'id' },
    tiktokPixelId: { kind: 'id' },
    snapPixelId: { kind: 'id' },
  },
  display: {
    footerText: { kind: 'textarea' },
    arFooterText: { kind: 'arTextarea' },
    tabFooter: { kind: 'textarea' },
    arTabFooter: { kind: 'arTextarea', hint: true },
    collectionTitleHeader: { kind: 'text' },
    arCollectionTitleHeader: { kind: 'arText' },
    showForCompetitionInput: { kind: 'switch', wide: true },
    idesignBanner: { kind: 'banner', wide: true },
  },
  money: {
    shippingFeeEgMinor: { kind: 'money', currency: 'EGP' },
    codFeeEgMinor: { kind: 'money', currency: 'EGP' },
    shippingFeeSaMinor: { kind: 'money', currency: 'SAR' },
    codFeeSaMinor: { kind: 'money', currency: 'SAR' },
    shippingFeeAeMinor: { kind: 'money', currency: 'AED' },
    codFeeAeMinor: { kind: 'money', currency: 'AED' },
    sarToEgp: { kind: 'rate', hint: true },
    aedToEgp: { kind: 'rate', hint: true },
  },
  locale: {
    localeStrategy: { kind: 'strategy', wide: true },
    defaultLocale: { kind: 'defaultLocale', wide: true },
  },
  promo: {
    promoStartsAt: { kind: 'moment', hint: true },
    promoEndsAt: { kind: 'moment', hint: true },
  },
} as const satisfies Record<SettingsSection, Record<string, FieldSpec>>;

type Layout = (typeof SECTION_LAYOUT)[SettingsSection];
type FieldName = { [S in SettingsSection]: keyof (typeof SECTION_LAYOUT)[S] }[SettingsSection];

type Answer = AdminFormAnswer & { values?: SettingsValues };

interface Props {
  section: SettingsSection;
  layout: Layout;
  stored: SettingsValues;
  answer: Answer | undefined;
  busy: boolean;
  environment: { localeStrategy: string; defaultLocale: string };
  strategies: readonly string[];
  defaultLocales: readonly string[];
}

export function SettingsSectionForm({
  section,
  layout,
  stored,
  answer,
  busy,
  environment,
  strategies,
  defaultLocales,
}: Props) {
  const t = useT();
  // After a refusal the form shows what was typed; after a save, what is stored.
  const typed = answer && !answer.ok ? answer.values : undefined;
  const valueOf = (name: string) => typed?.[name] ?? stored[name] ?? '';
  const version = Object.keys(layout)
    .map((name) => stored[name] ?? '')
    .join('\u0000');
  const fields = Object.entries(layout) as Array<[FieldName, FieldSpec]>;
  const loose =
    answer && !answer.ok && !(answer.error.field && answer.error.field in layout) ? answer : undefined;

  const control = (name: FieldName, spec: FieldSpec) => {
    const value = valueOf(name);
    const common = { name, defaultValue: value, 'data-testid': `settings-${name}` };
    switch (spec.kind) {
      case 'text':
        return <Input {...common} dir="ltr" lang="en" maxLength={300} />;
      case 'arText':
        return <Input {...common} dir="rtl" lang="ar" maxLength={300} />;
      case 'textarea':
        return <Textarea {...common} dir="ltr" lang="en" rows={3} maxLength={1000} />;
      case 'arTextarea':
        return <Textarea {...common} dir="rtl" lang="ar" rows={3} maxLength={1000} />;
      case 'email':
        return <Input {...common} type="email" dir="ltr" autoComplete="off" maxLength={254} />;
      case 'tel':
        return <Input {...common} type="tel" dir="ltr" autoComplete="off" maxLength={24} />;
      case 'url':
        return <Input {...common} type="url" dir="ltr" placeholder="https://" maxLength={500} />;
      case 'id':
        return <Input {...common} dir="ltr" autoComplete="off" maxLength={100} />;
      case 'rate':
        return <Input {...common} inputMode="decimal" dir="ltr" />;
      case 'money':
        return (
          <Input
            {...common}
            inputMode="decimal"
            dir="ltr"
            endAdornment={<CurrencyLabel currency={spec.currency!} />}
          />
        );
      case 'moment':
        return <Input {...common} type="datetime-local" dir="ltr" />;
      case 'strategy':
        return (
          <Select
            {...common}
            options={[
              {
                value: '',
                label: t('admin.settings.locale.fromEnvironment', {
                  choice: t(`admin.settings.locale.strategies.${environment.localeStrategy as 'A'}`),
                }),
              },
              ...strategies.map((choice) => ({
                value: choice,
                label: t(`admin.settings.locale.strategies.${choice as 'A'}`),
              })),
            ]}
          />
        );
      case 'defaultLocale':
        return (
          <Select
            {...common}
            options={[
              {
                value: '',
                label: t('admin.settings.locale.fromEnvironment', {
                  choice: t(`admin.settings.locale.locales.${environment.defaultLocale as 'ar-eg'}`),
                }),
              },
              ...defaultLocales.map((choice) => ({
                value: choice,
                label: t(`admin.settings.locale.locales.${choice as 'ar-eg'}`),
              })),
            ]}
          />
        );
      default:
        return null;
    }
  };

  return (
    <div id={`settings-${section}`} className="scroll-mt-4">
      <AdminSection title={t(`admin.settings.sections.${section}.title`)}>
        <p className="-mt-1 text-sm text-ink-muted">{t(`admin.settings.sections.${section}.description`)}</p>
        <Form
          method="post"
          encType={section === 'display' ? 'multipart/form-data' : undefined}
          className="flex flex-col gap-4"
          noValidate
          key={version}
          data-testid={`settings-form-${section}`}
        >
          <input type="hidden" name="section" value={section} />
          <div className="grid gap-4 md:grid-cols-2">
            {fields.map(([name, spec]) => {
              const error = fieldError(answer, name);
              const label = t(`admin.settings.fields.${name}`);
              const hint = spec.hint ? t(`admin.settings.hints.${name as 'keywords'}`) : undefined;
              if (spec.kind === 'switch') {
                return (
                  <div key={name} className="md:col-span-2">
                    <Switch
                      name={name}
                      defaultChecked={valueOf(name) === 'on'}
                      label={label}
                      description={t('admin.settings.hints.showForCompetitionInput')}
                      data-testid={`settings-${name}`}
                    />
                  </div>
                );
              }
              if (spec.kind === 'banner') {
                const current = stored[name] ?? '';
                return (
                  <fieldset key={name} className="flex flex-col gap-2 md:col-span-2">
                    <legend className="mb-1.5 text-sm font-semibold text-ink">{label}</legend>
                    <input type="hidden" name="idesignBanner" value={current} />
                    {current ? (
                      <BannerImage
                        path={current}
                        className="aspect-[4/1] w-full max-w-xl rounded-lg border border-line object-cover"
                      />
                    ) : (
                      <p className="text-sm text-ink-muted">{t('admin.settings.bannerNone')}</p>
                    )}
                    <FileUpload
                      name="idesignBannerFile"
                      label={t('admin.settings.bannerUpload')}
                      accept="image/jpeg,image/png,image/webp,image/avif"
                      error={error}
                    />
                    <p className="text-xs text-ink-muted">{t('admin.settings.hints.idesignBanner')}</p>
                    {current ? (
                      <Checkbox name="idesignBannerRemove" label={t('admin.settings.bannerRemove')} />
                    ) : null}
                  </fieldset>
                );
              }
              return (
                <FormField
                  key={name}
                  label={label}
                  hint={hint}
                  error={error}
                  className={spec.wide ? 'md:col-span-2' : undefined}
                >
                  {control(name, spec)}
                </FormField>
              );
            })}
          </div>
          {loose ? (
            <p className="text-sm text-danger" role="alert">
              {loose.error.message}
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="submit"
              size="sm"
              loading={busy}
              aria-label={t('admin.settings.saveSection', {
                section: t(`admin.settings.sections.${section}.title`),
              })}
              data-testid={`settings-save-${section}`}
            >
              {t('admin.settings.save')}
            </Button>
            {answer?.ok ? (
              <p className="text-sm text-success" role="status" data-testid={`settings-saved-${section}`}>
                {answer.message}
              </p>
            ) : null}
          </div>
        </Form>
      </AdminSection>
    </div>
  );
}
