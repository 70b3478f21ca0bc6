import { data, Link, useActionData, useNavigation } from 'react-router';
import {
  getSettingsForEditing,
  saveSettingsSection,
  settingsFieldError,
} from '@souq/core/admin/settings.service.ts';
import {
  DEFAULT_LOCALE_CHOICES,
  LOCALE_STRATEGY_CHOICES,
  SETTINGS_SECTIONS,
  type SettingsSection,
} from '@souq/core/admin/settings-options.ts';
import {
  ImageWorkBusyError,
  NotAnImageError,
  reencodeImage,
  removeUploads,
  storeUpload,
} from '@souq/core/media/image-upload.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { failed, formCall, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { loaderAndActionHeaders } from '../../lib/account-form.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage } from '../../components/admin/admin-page.tsx';
import { adminHref, useAnswerToast, type AdminFormAnswer } from '../../components/admin/people-ui.tsx';
import {
  SECTION_LAYOUT,
  SettingsSectionForm,
  type SettingsValues,
} from '../../components/admin/settings/settings-section-form.tsx';
import { settingsValuesOf } from '../../components/admin/settings/settings-values.ts';
import { Banner } from '../../components/ui/banner.tsx';
import type { Route } from './+types/settings';

/** The site's settings (issue 21, superAdmin only): one form per section, each saved on its own. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'settings.write');
  const settings = await getSettingsForEditing(service);
  return data(
    {
      locale: rc.locale,
      values: settingsValuesOf(settings),
      /** What applies while a locale choice is left empty: the server's environment. */
      environment: {
        localeStrategy: rc.app.config.localeStrategy,
        defaultLocale: rc.app.config.defaultLocale,
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** A picture posted for the iDesign banner: re-encoded and stored (media/image-upload.ts). */
async function storedBanner(
  form: FormData,
  store: Parameters<typeof storeUpload>[0],
): Promise<string | null> {
  const file = form.get('idesignBannerFile');
  if (!(file instanceof File) || file.size === 0) return null;
  try {
    return await storeUpload(store, 'settings', await reencodeImage(Buffer.from(await file.arrayBuffer())));
  } catch (error) {
    if (error instanceof NotAnImageError) throw settingsFieldError('idesignBanner', 'image');
    if (error instanceof ImageWorkBusyError) throw settingsFieldError('idesignBanner', 'busy');
    throw error;
  }
}

/** One section's form: its fields only; a refusal answers the typed values to fill in again. */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'settings.write');
  const form = await request.formData();
  const section = textOf(form, 'section');
  const posted: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === 'string') posted[name] = value;
  let upload: string | null = null;
  const result = await formCall(rc.locale, async () => {
    upload = await storedBanner(form, rc.app.config);
    if (upload) posted['idesignBanner'] = upload;
    if (form.get('idesignBannerRemove') === 'on') posted['idesignBanner'] = '';
    return saveSettingsSection(service, section, posted);
  });
  if (!result.ok) {
    // The picture of a refused form is not kept.
    if (upload) await removeUploads(rc.app.config, [upload]).catch(() => undefined);
    const { idesignBanner: _dropped, ...values } = posted;
    return failed(result.failure, { intent: section, values });
  }
  const saved = result.value;
  return data(
    {
      ok: true as const,
      intent: saved.section,
      message: translate(
        rc.locale,
        saved.changed.length === 0 ? 'admin.settings.unchanged' : 'admin.settings.saved',
        { section: translate(rc.locale, `admin.settings.sections.${saved.section}.title`) },
      ),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.settings.title');
}

type Answer = AdminFormAnswer & { values?: SettingsValues };

export default function AdminSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const answer = useActionData() as Answer | undefined;
  useAnswerToast(answer);
  const navigation = useNavigation();
  const { locale, values, environment } = loaderData;
  const busySection = navigation.state === 'submitting' ? String(navigation.formData?.get('section')) : null;
  return (
    <AdminPage title={t('admin.settings.title')} description={t('admin.settings.description')}>
      <Banner tone="info">
        <span>
          {t('admin.settings.paymentMethodsNote')}{' '}
          <Link
            to={adminHref(locale, '/payment-methods')}
            className="font-semibold text-brand underline underline-offset-2"
            data-testid="settings-payment-methods-link"
          >
            {t('admin.settings.paymentMethodsLink')}
          </Link>
        </span>
      </Banner>
      <div className="grid items-start gap-5 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label={t('admin.settings.sectionsLabel')} className="lg:sticky lg:top-4">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {SETTINGS_SECTIONS.map((section) => (
              <li key={section}>
                <a
                  href={`#settings-${section}`}
                  className="block rounded-lg px-3 py-1.5 text-sm text-ink-soft hover:bg-surface-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-brand"
                >
                  {t(`admin.settings.sections.${section}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex min-w-0 flex-col gap-5">
          {SETTINGS_SECTIONS.map((section: SettingsSection) => (
            <SettingsSectionForm
              key={section}
              section={section}
              layout={SECTION_LAYOUT[section]}
              stored={values}
              answer={answer && answer.intent === section ? answer : undefined}
              busy={busySection === section}
              environment={environment}
              strategies={LOCALE_STRATEGY_CHOICES}
              defaultLocales={DEFAULT_LOCALE_CHOICES}
            />
          ))}
        </div>
      </div>
    </AdminPage>
  );
}
