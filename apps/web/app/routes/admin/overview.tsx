import { data, Link, redirect } from 'react-router';
import { getOverview, LOW_EDITION, OVERVIEW_DAYS } from '@souq/core/admin/overview.service.ts';
import { formatTagOf, useLocale, useT } from '../../i18n/i18n.ts';
import { adminPath, can, permissionsOf, requireStaff } from '../../lib/admin.server.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS } from '../../lib/session.server.ts';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { areasFor } from '../../components/admin/admin-nav.ts';
import { SalesChart } from '../../components/charts/sales-chart.tsx';
import { CountryCell, StatCard, useCount, useMoney } from '../../components/seller/seller-ui.tsx';
import { adminHref } from '../../components/admin/sellers/admin-href.ts';
import type { Route } from './+types/overview';

/**
 * The dashboard's first page (issue 17): sales of today and the last 30 days per country and in
 * EGP, a chart per day, orders by status, tickets waiting, low editions and payouts due. Staff
 * without the overview (designerSupport) land on their first area instead.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { actor, service } = await requireStaff(rc);
  if (!can(actor, 'overview.read')) {
    const first = areasFor(permissionsOf(actor))[0];
    if (first) throw redirect(adminPath(rc.locale, first.path));
    throw data('Forbidden', { status: 403 });
  }
  const overview = await getOverview(service);
  return data(
    {
      locale: rc.locale,
      overview,
      lowEdition: LOW_EDITION,
      days: OVERVIEW_DAYS,
      links: {
        tickets: can(actor, 'tickets.read'),
        products: can(actor, 'products.read'),
        orders: can(actor, 'orders.read'),
        payouts: can(actor, 'payouts.read'),
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.overview.title');
}

const linkClass = 'text-sm font-semibold text-brand hover:underline';

export default function AdminOverview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const count = useCount();
  const { language, digits } = useLocale();
  const { locale, overview, lowEdition, days, links } = loaderData;
  const rate = (value: number) =>
    new Intl.NumberFormat(formatTagOf(language, digits), { maximumFractionDigits: 4 }).format(value);
  const maxStatus = Math.max(1, ...overview.ordersByStatus.map((row) => row.count));
  return (
    <AdminPage
      title={t('admin.overview.title')}
      description={
        <>
          {t('admin.overview.description', { days: count(days) })}{' '}
          <span className="num">
            {t('admin.overview.rates', {
              one: count(1),
              sar: rate(overview.rates.SAR),
              aed: rate(overview.rates.AED),
            })}
          </span>
        </>
      }
    >
      <div data-testid="admin-overview" className="flex flex-col gap-5">
        <section aria-labelledby="overview-sales" className="flex flex-col gap-3">
          <h2 id="overview-sales" className="sr-only">
            {t('admin.overview.chartTitle')}
          </h2>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <StatCard
              emphasis
              label={t('admin.overview.today')}
              value={money(overview.totals.today.egpMinor, 'EGP')}
              raw={overview.totals.today.egpMinor}
              hint={t('admin.overview.orders', { count: overview.totals.today.orders })}
              testId="overview-today"
            />
            <StatCard
              emphasis
              label={t('admin.overview.last30', { days: count(days) })}
              value={money(overview.totals.last30.egpMinor, 'EGP')}
              raw={overview.totals.last30.egpMinor}
              hint={t('admin.overview.orders', { count: overview.totals.last30.orders })}
              testId="overview-last30"
            />
          </dl>
          <div className="grid grid-cols-1 gap-3 md:grid-cols-3" data-testid="overview-countries">
            {overview.countries.map((country) => (
              <div
                key={country.country}
                className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
                data-country={country.country}
              >
                <CountryCell country={country.country} currency={country.currency} />
                <dl className="grid grid-cols-2 gap-3 text-sm">
                  {(['today', 'last30'] as const).map((period) => (
                    <div key={period} className="flex flex-col gap-0.5">
                      <dt className="text-xs text-ink-muted">
                        {period === 'today'
                          ? t('admin.overview.today')
                          : t('admin.overview.last30', { days: count(days) })}
                      </dt>
                      <dd className="num text-base font-bold text-ink">
                        {money(country[period].amountMinor, country.currency)}
                      </dd>
                      {country.currency === 'EGP' ? null : (
                        <dd className="num text-xs text-ink-muted">
                          {t('admin.overview.inEgp', { amount: money(country[period].egpMinor, 'EGP') })}
                        </dd>
                      )}
                      <dd className="text-xs text-ink-muted">
                        {t('admin.overview.orders', { count: country[period].orders })}
                      </dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </div>
        </section>

        <SalesChart
          points={overview.daily.map((day) => ({
            month: day.day,
            salesCount: day.orders,
            orders: day.orders,
            earnedEgpMinor: day.egpMinor,
          }))}
          period="day"
          title={t('admin.overview.chartTitle')}
          labels={{
            bar: t('admin.overview.chartBar'),
            line: t('admin.overview.chartLine'),
            period: t('admin.overview.chartDay'),
          }}
        />

        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <AdminSection
            title={t('admin.overview.ordersByStatus')}
            actions={
              links.orders ? (
                <Link to={adminHref(locale, '/orders')} className={linkClass}>
                  {t('admin.nav.orders')}
                </Link>
              ) : null
            }
          >
            {overview.ordersByStatus.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('admin.overview.noOrders')}</p>
            ) : (
              <ul className="flex flex-col gap-2" data-testid="overview-statuses">
                {overview.ordersByStatus.map((row) => (
                  <li key={row.status} className="flex flex-col gap-1 text-sm" data-status={row.status}>
                    <div className="flex items-baseline justify-between gap-3">
                      {links.orders ? (
                        <Link
                          to={adminHref(locale, `/orders?status=${row.status}`)}
                          className="text-ink hover:text-brand hover:underline"
                        >
                          {t(`orders.statuses.${row.status as 'placed'}`)}
                        </Link>
                      ) : (
                        <span>{t(`orders.statuses.${row.status as 'placed'}`)}</span>
                      )}
                      <span className="num font-semibold">{count(row.count)}</span>
                    </div>
                    <span className="h-1.5 rounded-full bg-sand" aria-hidden="true">
                      <span
                        className="block h-full rounded-full bg-brand"
                        style={{ width: `${Math.max(2, (row.count / maxStatus) * 100)}%` }}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </AdminSection>

          <div className="flex flex-col gap-5">
            <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2">
              <StatCard
                label={t('admin.overview.ticketsWaiting')}
                value={count(overview.ticketsWaiting)}
                raw={overview.ticketsWaiting}
                testId="overview-tickets"
                hint={
                  links.tickets ? (
                    <Link to={adminHref(locale, '/tickets')} className={linkClass}>
                      {t('admin.overview.openTickets')}
                    </Link>
                  ) : null
                }
              />
              <StatCard
                label={t('admin.overview.payoutsDue')}
                value={money(overview.payoutsDue.amountMinor, 'EGP')}
                raw={overview.payoutsDue.amountMinor}
                testId="overview-payouts"
                hint={
                  <span className="flex flex-col gap-1">
                    <span>{t('admin.overview.payoutsDueHint', { count: overview.payoutsDue.count })}</span>
                    {links.payouts ? (
                      <Link to={adminHref(locale, '/payouts')} className={linkClass}>
                        {t('admin.overview.openPayouts')}
                      </Link>
                    ) : null}
                  </span>
                }
              />
            </dl>

            <AdminSection title={t('admin.overview.lowStock')}>
              <p className="text-xs text-ink-muted">
                {t('admin.overview.lowStockHint', { n: count(lowEdition) })}
              </p>
              {overview.lowStock.items.length === 0 ? (
                <p className="text-sm text-ink-muted">{t('admin.overview.lowStockNone')}</p>
              ) : (
                <ul className="flex flex-col divide-y divide-line text-sm" data-testid="overview-low-stock">
                  {overview.lowStock.items.map((item) => (
                    <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                      {links.products ? (
                        <Link
                          to={adminHref(locale, `/products/${item.id}`)}
                          className="min-w-0 truncate text-ink hover:text-brand hover:underline"
                        >
                          {language === 'ar' ? item.arName || item.name : item.name}
                        </Link>
                      ) : (
                        <span className="min-w-0 truncate">
                          {language === 'ar' ? item.arName || item.name : item.name}
                        </span>
                      )}
                      <span className="num shrink-0 font-semibold text-warning">
                        {t('admin.overview.editionsLeft', { count: item.availableEdition })}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {overview.lowStock.count > overview.lowStock.items.length ? (
                <p className="text-xs text-ink-muted">
                  {t('admin.overview.lowStockMore', {
                    count: overview.lowStock.count - overview.lowStock.items.length,
                  })}
                </p>
              ) : null}
            </AdminSection>
          </div>
        </div>
      </div>
    </AdminPage>
  );
}
