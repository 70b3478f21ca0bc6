import { data, Form, Link, useActionData, useNavigation } from 'react-router';
import { getSeller, setFeatured } from '@souq/core/admin/sellers.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { t as translate, useLocale, useT } from '../../i18n/i18n.ts';
import { can, requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { failed, formCall, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { loaderAndActionHeaders } from '../../lib/account-form.server.ts';
import type { AuthActionData } from '../../components/account/account-types.ts';
import { useActionToast } from '../../components/account/use-action-toast.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { DateText } from '../../components/admin/sellers/date-text.tsx';
import { SalesChart } from '../../components/charts/sales-chart.tsx';
import { CountrySalesTable } from '../../components/seller/country-sales-table.tsx';
import {
  ProductThumb,
  ScrollTable,
  StatCard,
  TableHead,
  tdClass,
  useCount,
  useMoney,
} from '../../components/seller/seller-ui.tsx';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { adminHref } from '../../components/admin/sellers/admin-href.ts';
import type { Route } from './+types/designer';

/** One designer or manufacturer (issue 17): profile, balance, sales, products, payouts, featured. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { actor, service } = await requireAdmin(rc, 'designers.read');
  let seller;
  try {
    seller = await getSeller(service, params.id);
  } catch (error) {
    if (isDomainError(error) && error.status === 404) throw data('Not found', { status: 404 });
    throw error;
  }
  return data(
    {
      locale: rc.locale,
      canWrite: can(actor, 'designers.write'),
      canOpenProducts: can(actor, 'products.read'),
      seller: {
        ...seller,
        profile: { ...seller.profile, createdAt: seller.profile.createdAt.toISOString() },
        payouts: seller.payouts.map((payout) => ({
          ...payout,
          requestedAt: payout.requestedAt.toISOString(),
          decidedAt: (payout.paidAt ?? payout.rejectedAt ?? payout.approvedAt)?.toISOString() ?? null,
        })),
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { service } = await requireAdmin(rc, 'designers.write');
  const form = await request.formData();
  if (textOf(form, 'intent') !== 'featured') throw data('Bad request', { status: 400 });
  const result = await formCall(rc.locale, () =>
    setFeatured(service, params.id, textOf(form, 'featured') === 'yes'),
  );
  if (!result.ok) return failed(result.failure);
  return data(
    {
      ok: true as const,
      kind: 'saved' as const,
      message: translate(rc.locale, 'admin.designers.featureSaved'),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export const headers = loaderAndActionHeaders;

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.designers.title');
}

const PAYOUT_TONES: Record<string, BadgeTone> = {
  requested: 'info',
  approved: 'warning',
  paid: 'success',
  rejected: 'danger',
};

const PRODUCT_TONES: Record<string, BadgeTone> = { active: 'success', draft: 'neutral', archived: 'warning' };

export default function AdminDesigner({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const money = useMoney();
  const count = useCount();
  const answer = useActionData() as AuthActionData | undefined;
  useActionToast(answer);
  const navigation = useNavigation();
  const { locale, canWrite, canOpenProducts, seller } = loaderData;
  const { profile, balance } = seller;
  const nameOf = (item: { name: string; arName: string }) =>
    language === 'ar' ? item.arName || item.name : item.name;
  const profilePath = profile.role === 'designer' ? `/designers/${profile.slug}` : null;
  return (
    <AdminPage
      title={profile.name}
      breadcrumbs={[{ label: t('admin.designers.title'), href: adminHref(locale, '/designers') }]}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone={profile.role === 'designer' ? 'brand' : 'accent'}>
            {t(`admin.designers.roles.${profile.role}`)}
          </Badge>
          {profile.status ? null : <Badge tone="danger">{t('admin.designers.blocked')}</Badge>}
          {profile.featured ? <Badge tone="accent">{t('admin.designers.featured')}</Badge> : null}
          <span>{t('admin.designers.salesCount', { count: seller.salesCount })}</span>
        </span>
      }
      actions={
        profilePath ? (
          <Link
            to={localePath(locale, profilePath)}
            className="text-sm font-semibold text-brand hover:underline"
          >
            {t('admin.designers.viewOnShop')}
          </Link>
        ) : null
      }
    >
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="designer-balance">
        <StatCard
          raw={balance.totalMinor}
          label={t('admin.designers.columns.total')}
          value={money(balance.totalMinor, 'EGP')}
        />
        <StatCard
          raw={balance.paidMinor}
          label={t('admin.designers.columns.paid')}
          value={money(balance.paidMinor, 'EGP')}
        />
        <StatCard
          raw={balance.requestedMinor}
          label={t('admin.designers.columns.requested')}
          value={money(balance.requestedMinor, 'EGP')}
        />
        <StatCard
          raw={balance.remainMinor}
          label={t('admin.designers.columns.remain')}
          value={money(balance.remainMinor, 'EGP')}
          emphasis
          testId="designer-remain"
        />
      </dl>

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
        <AdminSection title={t('admin.designers.profile')}>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            <dt className="text-ink-muted">{t('admin.designers.email')}</dt>
            <dd>{profile.email ? <bdi>{profile.email}</bdi> : '—'}</dd>
            <dt className="text-ink-muted">{t('admin.designers.phone')}</dt>
            <dd>{profile.phone ? <bdi dir="ltr">{profile.phone}</bdi> : '—'}</dd>
            <dt className="text-ink-muted">{t('admin.designers.country')}</dt>
            <dd>
              {profile.country === 'eg' || profile.country === 'sa' || profile.country === 'ae'
                ? t(`countries.${profile.country}`)
                : (profile.country ?? '—')}
            </dd>
            <dt className="text-ink-muted">{t('admin.designers.joined')}</dt>
            <dd>
              <DateText iso={profile.createdAt} />
            </dd>
            <dt className="text-ink-muted">{t('admin.designers.status')}</dt>
            <dd>{profile.status ? t('admin.designers.active') : t('admin.designers.blocked')}</dd>
          </dl>
        </AdminSection>

        <AdminSection title={t('admin.designers.featuredTitle')}>
          {canWrite ? (
            <Form
              method="post"
              className="flex flex-col gap-3"
              data-testid="featured-form"
              key={String(profile.featured)}
            >
              <input type="hidden" name="intent" value="featured" />
              <Switch
                name="featured"
                value="yes"
                defaultChecked={profile.featured}
                label={t('admin.designers.featured')}
                description={
                  profile.featured ? t('admin.designers.featuredOn') : t('admin.designers.featuredOff')
                }
                data-testid="featured-switch"
              />
              <div>
                <Button type="submit" size="sm" loading={navigation.state === 'submitting'}>
                  {t('admin.common.save')}
                </Button>
              </div>
            </Form>
          ) : (
            <p className="text-sm text-ink-muted">
              {profile.featured ? t('admin.designers.featuredOn') : t('admin.designers.featuredOff')}
            </p>
          )}
        </AdminSection>
      </div>

      <SalesChart points={seller.monthly} title={t('admin.designers.chartTitle')} />

      <AdminSection title={t('admin.designers.byCountry')}>
        <CountrySalesTable rows={seller.byCountry} detailed testId="designer-countries" />
      </AdminSection>

      <AdminSection
        title={t('admin.designers.payouts')}
        actions={
          <Link
            to={adminHref(locale, `/payouts?status=all&seller=${profile.id}`)}
            className="text-sm font-semibold text-brand hover:underline"
          >
            {t('admin.designers.allPayouts')}
          </Link>
        }
      >
        {seller.payouts.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('admin.designers.noPayouts')}</p>
        ) : (
          <ScrollTable testId="designer-payouts">
            <TableHead
              columns={[
                t('admin.payouts.columns.requestedAt'),
                t('admin.payouts.columns.amount'),
                t('admin.payouts.columns.status'),
                t('admin.payouts.columns.decided'),
                t('admin.payouts.columns.reference'),
              ]}
            />
            <tbody>
              {seller.payouts.map((payout) => (
                <tr key={payout.id} data-status={payout.status}>
                  <td className={tdClass}>
                    <DateText iso={payout.requestedAt} />
                  </td>
                  <td className={`${tdClass} num font-semibold`}>{money(payout.amountMinor, 'EGP')}</td>
                  <td className={tdClass}>
                    <Badge tone={PAYOUT_TONES[payout.status]}>
                      {t(`admin.payouts.statuses.${payout.status}`)}
                    </Badge>
                  </td>
                  <td className={tdClass}>
                    <DateText iso={payout.decidedAt} />
                  </td>
                  <td className={tdClass}>{payout.reference ? <bdi>{payout.reference}</bdi> : '—'}</td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </AdminSection>

      <AdminSection title={t('admin.designers.products')}>
        {seller.products.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('admin.designers.noProducts')}</p>
        ) : (
          <ScrollTable testId="designer-products">
            <TableHead
              columns={[
                t('admin.designers.columns.name'),
                t('admin.designers.productStatus'),
                t('admin.designers.editions'),
                t('admin.designers.pieces'),
              ]}
            />
            <tbody>
              {seller.products.map((product) => (
                <tr key={product.id}>
                  <th scope="row" className={tdClass}>
                    {canOpenProducts ? (
                      <Link
                        to={adminHref(locale, `/products/${product.id}`)}
                        className="flex items-center gap-3 font-semibold text-ink hover:text-brand"
                      >
                        <ProductThumb image={product.image} size={40} placeholder />
                        <span>{nameOf(product)}</span>
                      </Link>
                    ) : (
                      <span className="flex items-center gap-3 font-semibold text-ink">
                        <ProductThumb image={product.image} size={40} placeholder />
                        <span>{nameOf(product)}</span>
                      </span>
                    )}
                  </th>
                  <td className={tdClass}>
                    <Badge tone={PRODUCT_TONES[product.status] ?? 'neutral'}>
                      {t(
                        `admin.designers.productStates.${product.status as 'active' | 'draft' | 'archived'}`,
                      )}
                    </Badge>
                  </td>
                  <td className={`${tdClass} num`}>
                    {product.availableEdition === null
                      ? t('admin.designers.unlimited')
                      : count(product.availableEdition)}
                  </td>
                  <td className={`${tdClass} num`}>
                    {count(product.sales.eg + product.sales.sa + product.sales.ae)}
                  </td>
                </tr>
              ))}
            </tbody>
          </ScrollTable>
        )}
      </AdminSection>
    </AdminPage>
  );
}
