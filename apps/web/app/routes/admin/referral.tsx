import { data, Form, useNavigation } from 'react-router';
import { getReferralProgramme, saveReferralProgramme } from '@souq/core/admin/referral-programme.service.ts';
import { REFERRAL_REWARD_MAX_MAJOR } from '@souq/core/admin/promotion-options.ts';
import { CURRENCIES } from '@souq/core/locale/locales.ts';
import { toMajorUnits } from '@souq/core/money/money.ts';
import { useT } from '../../i18n/i18n.ts';
import { requireAdmin } from '../../lib/admin.server.ts';
import { promotionFailure, type PromotionFormFailure } from '../../lib/promotions-form.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { Route } from './+types/referral';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  const programme = await getReferralProgramme(service);
  const values: Record<string, string> = { discountPercent: String(programme.discountPercent) };
  for (const currency of CURRENCIES)
    values[`reward${currency}`] = String(toMajorUnits(programme.rewardMinor[currency], currency));
  return data({ locale: rc.locale, values }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  const form = await request.formData();
  try {
    await saveReferralProgramme(service, {
      discountPercent: textOf(form, 'discountPercent'),
      rewardEGP: textOf(form, 'rewardEGP'),
      rewardSAR: textOf(form, 'rewardSAR'),
      rewardAED: textOf(form, 'rewardAED'),
    });
    return data({ ok: true as const, intent: 'save' }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    return promotionFailure(rc.locale, error, form, 'save');
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.nav.referral');
}

export default function AdminReferral({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? (actionData as PromotionFormFailure) : null;
  const values = failure ? failure.values : loaderData.values;
  const errors = failure?.fields ?? {};
  return (
    <AdminPage title={t('admin.nav.referral')} description={t('admin.promotions.referral.description')}>
      {actionData?.ok ? <Banner tone="success">{t('admin.promotions.referral.saved')}</Banner> : null}
      {failure ? (
        <Banner tone="error" title={failure.message}>
          {null}
        </Banner>
      ) : null}
      <Form
        method="post"
        className="flex flex-col gap-5"
        noValidate
        key={JSON.stringify(values)}
        data-testid="referral-form"
      >
        <AdminSection title={t('admin.promotions.referral.friend')}>
          <FormField
            label={t('admin.promotions.referral.discountPercent')}
            hint={t('admin.promotions.referral.discountHint')}
            error={errors['discountPercent']}
            required
            className="max-w-xs"
          >
            <Input
              name="discountPercent"
              inputMode="numeric"
              defaultValue={values['discountPercent'] ?? ''}
              endAdornment="%"
            />
          </FormField>
        </AdminSection>
        <AdminSection title={t('admin.promotions.referral.owner')}>
          <p className="text-sm text-ink-soft">
            {t('admin.promotions.referral.ownerHint', { max: REFERRAL_REWARD_MAX_MAJOR })}
          </p>
          <div className="grid gap-4 md:grid-cols-3">
            {CURRENCIES.map((currency) => (
              <FormField
                key={currency}
                label={t('admin.promotions.referral.rewardIn', { currency: t(`currencies.${currency}`) })}
                error={errors[`reward${currency}`]}
              >
                <Input
                  name={`reward${currency}`}
                  inputMode="decimal"
                  dir="ltr"
                  defaultValue={values[`reward${currency}`] ?? ''}
                  endAdornment={currency}
                />
              </FormField>
            ))}
          </div>
        </AdminSection>
        <div>
          <button
            type="submit"
            disabled={navigation.state === 'submitting'}
            className={buttonClasses({})}
            data-testid="referral-save"
          >
            {t('admin.common.save')}
          </button>
        </div>
      </Form>
    </AdminPage>
  );
}
