import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { couponFormOptions, generateCouponBatch } from '@souq/core/admin/coupons.service.ts';
import type { BulkCouponInput } from '@souq/core/admin/coupon-input.ts';
import { BULK_COUPONS_MAX } from '@souq/core/admin/promotion-options.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { adminPath, requireAdmin } from '../../lib/admin.server.ts';
import { promotionFailure, type PromotionFormFailure } from '../../lib/promotions-form.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { adminHref } from '../../components/admin/people-ui.tsx';
import { CouponTermsFields, type CouponValues } from '../../components/admin/promotions/coupon-fields.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { Route } from './+types/coupon-generate';

export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  const choices = await couponFormOptions(service);
  const today = rc.now.toISOString().slice(0, 10);
  const values: CouponValues = { status: 'on', startDate: today, discount: '10', count: '100' };
  return data({ locale: rc.locale, choices, values }, { headers: PRIVATE_HEADERS });
}

/** N single-use codes in one transaction, then the list of the batch with its CSV link. */
export async function action({ request, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  const form = await request.formData();
  const field = (name: string) => textOf(form, name);
  const input: BulkCouponInput = {
    prefix: field('prefix'),
    count: field('count'),
    title: field('title'),
    description: field('description'),
    categoryId: field('categoryId'),
    subcategoryId: field('subcategoryId'),
    ownerEmail: field('ownerEmail'),
    startDate: field('startDate'),
    endDate: field('endDate'),
    status: field('status'),
    discount: field('discount'),
    maximumDiscount: field('maximumDiscount'),
    freeDelivery: field('freeDelivery'),
    firstOrderOnly: field('firstOrderOnly'),
    minPurchase: field('minPurchase'),
    fixedAmount: field('fixedAmount'),
    country: field('country'),
  };
  try {
    const batch = await generateCouponBatch(service, input);
    return redirect(`${adminPath(rc.locale, '/coupons')}?batch=${batch.batchId}`, {
      headers: PRIVATE_HEADERS,
    });
  } catch (error) {
    return promotionFailure(rc.locale, error, form, 'generate');
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.promotions.bulk.title');
}

export default function AdminCouponGenerate({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const failure = actionData && !actionData.ok ? (actionData as PromotionFormFailure) : null;
  const values = failure ? failure.values : loaderData.values;
  const errors = failure?.fields ?? {};
  return (
    <AdminPage
      title={t('admin.promotions.bulk.title')}
      breadcrumbs={[{ label: t('admin.nav.coupons'), href: adminHref(locale, '/coupons') }]}
      description={t('admin.promotions.bulk.description', { max: BULK_COUPONS_MAX })}
    >
      {failure ? (
        <Banner tone="error" title={failure.message}>
          {null}
        </Banner>
      ) : null}
      <Form
        method="post"
        className="flex flex-col gap-5"
        noValidate
        key={failure ? JSON.stringify(values) : 'new'}
        data-testid="coupon-generate-form"
      >
        <AdminSection title={t('admin.promotions.bulk.codes')}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              label={t('admin.promotions.bulk.prefix')}
              hint={t('admin.promotions.bulk.prefixHint')}
              error={errors['prefix']}
              required
            >
              <Input
                name="prefix"
                dir="ltr"
                defaultValue={values['prefix'] ?? ''}
                maxLength={12}
                autoComplete="off"
              />
            </FormField>
            <FormField
              label={t('admin.promotions.bulk.count')}
              hint={t('admin.promotions.bulk.countHint', { max: BULK_COUPONS_MAX })}
              error={errors['count']}
              required
            >
              <Input name="count" inputMode="numeric" defaultValue={values['count'] ?? ''} />
            </FormField>
          </div>
        </AdminSection>
        <CouponTermsFields values={values} errors={errors} choices={loaderData.choices} />
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="submit"
            disabled={navigation.state === 'submitting'}
            className={buttonClasses({})}
            data-testid="coupon-generate-submit"
          >
            {t('admin.promotions.bulk.submit')}
          </button>
          <Link to={adminHref(locale, '/coupons')} className={buttonClasses({ variant: 'ghost' })}>
            {t('admin.common.cancel')}
          </Link>
        </div>
      </Form>
    </AdminPage>
  );
}
