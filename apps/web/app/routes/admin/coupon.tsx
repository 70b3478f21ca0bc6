import { data, Form, Link, redirect, useNavigation } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  couponFormOptions,
  createAdminCoupon,
  getAdminCoupon,
  listCouponUses,
  updateAdminCoupon,
} from '@souq/core/admin/coupons.service.ts';
import type { CouponInput } from '@souq/core/admin/coupon-input.ts';
import type { Coupon } from '@souq/core/db/schema/promotions.schema.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { countryOfCurrency } from '@souq/core/locale/locales.ts';
import { formatMoney, toMajorUnits } from '@souq/core/money/money.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { adminPath, requireAdmin } from '../../lib/admin.server.ts';
import { promotionFailure, type PromotionFormFailure } from '../../lib/promotions-form.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { DataTable } from '../../components/admin/data-table.tsx';
import { KeysetPager } from '../../components/admin/list-controls.tsx';
import { AdminDate, adminHref } from '../../components/admin/people-ui.tsx';
import { CouponTermsFields, type CouponValues } from '../../components/admin/promotions/coupon-fields.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import type { Route } from './+types/coupon';

const DAY_MS = 86_400_000;

/** The form's text of a stored coupon (money in major units, the end as its last day). */
function valuesOf(coupon: Coupon, ownerEmail: string | null): CouponValues {
  const money = (minor: number | null) =>
    minor === null || !coupon.currency ? '' : String(toMajorUnits(minor, coupon.currency));
  const day = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : '');
  return {
    code: coupon.code,
    title: coupon.title,
    description: coupon.description ?? '',
    categoryId: coupon.categoryId ?? '',
    subcategoryId: coupon.subcategoryId ?? '',
    ownerEmail: ownerEmail ?? '',
    availableSales: coupon.availableSales === null ? '' : String(coupon.availableSales),
    startDate: day(coupon.startDate),
    endDate: day(coupon.endDate ? new Date(coupon.endDate.getTime() - DAY_MS) : null),
    status: coupon.status ? 'on' : '',
    discount: String(coupon.discountPercent),
    maximumDiscount: money(coupon.maximumDiscountMinor),
    freeDelivery: coupon.freeDelivery ? 'on' : '',
    firstOrderOnly: coupon.firstOrderOnly ? 'on' : '',
    minPurchase: money(coupon.minPurchaseMinor),
    fixedAmount: money(coupon.fixedAmountDiscountMinor),
    // A coupon bound to a currency alone is in that currency's market.
    country: coupon.country ?? (coupon.currency ? countryOfCurrency(coupon.currency) : ''),
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  const choices = await couponFormOptions(service);
  const id = 'id' in params ? (params.id as string | undefined) : undefined;
  if (!id) {
    const today = rc.now.toISOString().slice(0, 10);
    return data(
      {
        locale: rc.locale,
        coupon: null,
        values: { status: 'on', startDate: today, discount: '10' } as CouponValues,
        choices,
        uses: { items: [], next: null },
        created: false,
      },
      { headers: PRIVATE_HEADERS },
    );
  }
  try {
    const detail = await getAdminCoupon(service, id);
    const uses = await listCouponUses(service, id, { after: new URL(request.url).searchParams.get('after') });
    return data(
      {
        locale: rc.locale,
        coupon: {
          id: detail.coupon.id,
          code: detail.coupon.code,
          salesNumber: detail.coupon.salesNumber,
          batchId: detail.coupon.batchId,
          ownerName: detail.ownerName,
          updatedAt: detail.coupon.updatedAt.toISOString(),
          version: detail.version,
        },
        values: valuesOf(detail.coupon, detail.ownerEmail),
        choices,
        uses: {
          next: uses.next,
          items: uses.items.map((use) => ({ ...use, createdAt: use.createdAt.toISOString() })),
        },
        created: new URL(request.url).searchParams.has('created'),
      },
      { headers: PRIVATE_HEADERS },
    );
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
}

function couponInputOf(form: FormData): CouponInput {
  const field = (name: string) => textOf(form, name);
  return {
    code: field('code'),
    title: field('title'),
    description: field('description'),
    categoryId: field('categoryId'),
    subcategoryId: field('subcategoryId'),
    ownerEmail: field('ownerEmail'),
    availableSales: field('availableSales'),
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
}

/** Saves the form: a new coupon goes to its own page; an edit stays with a "saved" banner. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'promotions.write');
  const form = await request.formData();
  const id = 'id' in params ? (params.id as string | undefined) : undefined;
  try {
    if (!id) {
      const created = await createAdminCoupon(service, couponInputOf(form));
      return redirect(`${adminPath(rc.locale, `/coupons/${created.id}`)}?created=1`, {
        headers: PRIVATE_HEADERS,
      });
    }
    await updateAdminCoupon(service, id, couponInputOf(form), textOf(form, 'version'));
    return data({ ok: true as const, intent: 'save' }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    return promotionFailure(rc.locale, error, form, 'save');
  }
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(
    loaderData,
    loaderData?.coupon ? 'admin.promotions.coupons.editTitle' : 'admin.promotions.coupons.newTitle',
  );
}

type Use = Route.ComponentProps['loaderData']['uses']['items'][number];

function UsesTable({ uses, next }: { uses: Use[]; next: string | null }) {
  const t = useT();
  const { locale, language, digits } = useLocale();
  const columns: ColumnDef<Use, unknown>[] = [
    {
      id: 'who',
      header: t('admin.promotions.coupons.uses.who'),
      cell: ({ row }) =>
        row.original.userId ? (
          <Link
            to={adminHref(locale, `/customers/${row.original.userId}`)}
            className="text-ink hover:text-brand"
          >
            {row.original.userName ?? row.original.userEmail}
          </Link>
        ) : (
          t('admin.promotions.coupons.uses.guest')
        ),
    },
    {
      id: 'order',
      header: t('admin.promotions.coupons.uses.order'),
      cell: ({ row }) => (
        <Link
          to={adminHref(locale, `/orders/${row.original.orderId}`)}
          dir="ltr"
          className="text-brand underline"
        >
          {row.original.orderNumber ?? row.original.orderId.slice(0, 8)}
        </Link>
      ),
    },
    {
      id: 'amount',
      header: t('admin.promotions.coupons.uses.amount'),
      meta: { numeric: true },
      cell: ({ row }) => formatMoney(row.original.discountMinor, row.original.currency, language, { digits }),
    },
    {
      id: 'when',
      header: t('admin.promotions.coupons.uses.when'),
      cell: ({ row }) => <AdminDate iso={row.original.createdAt} time />,
    },
  ];
  return (
    <>
      <DataTable
        caption={t('admin.promotions.coupons.uses.title')}
        rows={uses}
        columns={columns}
        rowId={(row) => row.id}
        empty={
          <EmptyState
            illustration="search"
            title={t('admin.promotions.coupons.uses.empty')}
            description={t('admin.promotions.coupons.uses.emptyHint')}
          />
        }
        testId="coupon-uses"
      />
      <KeysetPager next={next} testId="coupon-uses-pager" />
    </>
  );
}

export default function AdminCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useLocale();
  const navigation = useNavigation();
  const { coupon, choices, uses } = loaderData;
  const failure = actionData && !actionData.ok ? (actionData as PromotionFormFailure) : null;
  const values = failure ? failure.values : loaderData.values;
  const errors = failure?.fields ?? {};
  const saving = navigation.state === 'submitting';
  const created = loaderData.created;
  const title = coupon ? t('admin.promotions.coupons.editTitle') : t('admin.promotions.coupons.newTitle');
  return (
    <AdminPage
      title={coupon ? coupon.code : title}
      breadcrumbs={[{ label: t('admin.nav.coupons'), href: adminHref(locale, '/coupons') }]}
      description={
        coupon ? (
          <span className="flex flex-wrap items-center gap-2">
            <span>{t('admin.promotions.coupons.salesNumber', { count: coupon.salesNumber })}</span>
            {coupon.batchId ? (
              <Link
                to={adminHref(locale, `/coupons?batch=${coupon.batchId}`)}
                className="text-brand underline"
              >
                {t('admin.promotions.coupons.ofBatch')}
              </Link>
            ) : null}
          </span>
        ) : (
          t('admin.promotions.coupons.newDescription')
        )
      }
    >
      {actionData?.ok || created ? (
        <Banner tone="success">{t('admin.promotions.coupons.saved')}</Banner>
      ) : null}
      {failure ? (
        <Banner tone="error" title={failure.message}>
          {null}
        </Banner>
      ) : null}
      {/* A failed post keeps what was typed: the form is remade from the answer's values. */}
      <Form
        method="post"
        className="flex flex-col gap-5"
        noValidate
        key={failure ? JSON.stringify(values) : (coupon?.updatedAt ?? 'new')}
        data-testid="admin-coupon-form"
      >
        {coupon ? <input type="hidden" name="version" value={values['version'] ?? coupon.version} /> : null}
        <AdminSection title={t('admin.promotions.coupons.sections.code')}>
          <div className="grid gap-4 md:grid-cols-2">
            <FormField
              label={t('admin.promotions.coupons.fields.code')}
              hint={t('admin.promotions.coupons.fields.codeHint')}
              error={errors['code']}
              required
            >
              <Input
                name="code"
                dir="ltr"
                defaultValue={values['code'] ?? ''}
                maxLength={32}
                autoComplete="off"
              />
            </FormField>
            <FormField
              label={t('admin.promotions.coupons.fields.availableSales')}
              hint={t('admin.promotions.coupons.fields.availableSalesHint')}
              error={errors['availableSales']}
            >
              <Input
                name="availableSales"
                inputMode="numeric"
                defaultValue={values['availableSales'] ?? ''}
              />
            </FormField>
            {coupon ? (
              <FormField label={t('admin.promotions.coupons.fields.salesNumber')}>
                <Input value={String(coupon.salesNumber)} readOnly data-testid="coupon-sales-number" />
              </FormField>
            ) : null}
          </div>
        </AdminSection>
        <CouponTermsFields values={values} errors={errors} choices={choices} />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" disabled={saving} className={buttonClasses({})} data-testid="coupon-save">
            {coupon ? t('admin.common.save') : t('admin.promotions.coupons.create')}
          </button>
          <Link to={adminHref(locale, '/coupons')} className={buttonClasses({ variant: 'ghost' })}>
            {t('admin.common.cancel')}
          </Link>
        </div>
      </Form>
      {coupon ? (
        <AdminSection title={t('admin.promotions.coupons.uses.title')}>
          <UsesTable uses={uses.items} next={uses.next} />
        </AdminSection>
      ) : null}
    </AdminPage>
  );
}
