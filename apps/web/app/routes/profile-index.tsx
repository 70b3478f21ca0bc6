import { data, Link, redirect } from 'react-router';
import { missingDesignerProfileFields } from '@souq/core/accounts/designer-profile.ts';
import { getSellerDashboard, type SalesPeriod } from '@souq/core/designers/profits.service.ts';
import {
  listSellerNotifications,
  markSellerNotificationsRead,
  type SellerNotificationKind,
} from '@souq/core/designers/seller-notifications.service.ts';
import { countPendingTickets } from '@souq/core/designers/tickets.service.ts';
import { countUnreadStaffMessages } from '@souq/core/designers/ticket-messages.service.ts';
import { useLocale, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { mergeHeaders, PRIVATE_HEADERS, requireUser } from '../lib/session.server.ts';
import { SalesChart } from '../components/charts/sales-chart.tsx';
import { OrderDate } from '../components/orders/order-details.tsx';
import { CountrySalesTable } from '../components/seller/country-sales-table.tsx';
import {
  PageTitle,
  ProductThumb,
  SellerSection,
  StatCard,
  useCount,
  useMoney,
} from '../components/seller/seller-ui.tsx';
import { Badge } from '../components/ui/badge.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import type { Route } from './+types/profile-index';

/** What opening the dashboard counts as seen (a staff message is seen in its discussion). */
const SEEN_ON_DASHBOARD: readonly SellerNotificationKind[] = [
  'sale',
  'ticket_accepted',
  'ticket_rejected',
  'ticket_reopened',
  'payout_paid',
  'payout_rejected',
];

/**
 * /profile: the seller dashboard for designers and manufacturers (SPEC.md section 2); customers
 * keep the profile form. The guard runs first (beside the layout's): guests go home, a user
 * without an email to profile/edit?email=error (SPEC.md section 6).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor, user } = await requireUser(rc);
  if (actor.role !== 'designer' && actor.role !== 'manufacturer') {
    throw redirect(localePath(locale, '/profile/edit'));
  }
  const ctx = rc.service(actor);
  const designer = actor.role === 'designer';
  const [dashboard, notifications, pendingTickets, unreadMessages] = await Promise.all([
    getSellerDashboard(ctx),
    listSellerNotifications(ctx, actor.id, 8),
    designer ? countPendingTickets(ctx, actor.id) : Promise.resolve(0),
    designer ? countUnreadStaffMessages(ctx, actor.id) : Promise.resolve(0),
  ]);
  // After reading the list, so the ones that were new still show as new this once.
  await markSellerNotificationsRead(ctx, actor.id, { kinds: SEEN_ON_DASHBOARD });
  return data(
    {
      locale,
      role: actor.role,
      name: user.fName || user.name,
      designerPath: designer ? `/designers/${user.slug || user.id}` : null,
      profileIncomplete: designer && missingDesignerProfileFields(user).length > 0,
      dashboard,
      pendingTickets,
      unreadMessages,
      notifications: notifications.map((row) => ({
        id: row.id,
        kind: row.kind,
        unread: row.readAt === null,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'seller.dashboard.metaTitle');
}

function PeriodFigures({ title, period, testId }: { title: string; period: SalesPeriod; testId: string }) {
  const t = useT();
  const money = useMoney();
  const count = useCount();
  return (
    <SellerSection title={title} testId={testId}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard
          raw={period.salesCount}
          label={t('seller.dashboard.sales')}
          value={count(period.salesCount)}
          testId="stat-sales"
        />
        <StatCard
          raw={period.orders}
          label={t('seller.dashboard.orders')}
          value={count(period.orders)}
          testId="stat-orders"
        />
        <StatCard
          raw={period.earnedEgpMinor}
          label={t('seller.dashboard.profit')}
          value={money(period.earnedEgpMinor, 'EGP')}
          emphasis
          testId="stat-profit"
          className="col-span-2 sm:col-span-1"
        />
      </dl>
      {period.salesCount > 0 ? (
        <CountrySalesTable rows={period.byCountry} testId={`${testId}-countries`} />
      ) : null}
    </SellerSection>
  );
}

export default function ProfileDashboard({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language } = useLocale();
  const money = useMoney();
  const count = useCount();
  const { locale, role, dashboard, notifications, designerPath } = loaderData;
  const designer = role === 'designer';
  const path = (to: string) => localePath(locale, to);
  const noSales = dashboard.allTime.salesCount === 0 && dashboard.allTime.earnedEgpMinor === 0;
  return (
    <div className="flex flex-col gap-8" data-testid="seller-dashboard" data-role={role}>
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageTitle
          title={t('seller.dashboard.welcome', { name: loaderData.name })}
          intro={t('seller.dashboard.intro')}
        />
        <div className="flex flex-wrap gap-2">
          {designer ? (
            <ButtonLink to={path('/profile/products/add')} size="sm">
              {t('seller.dashboard.addProduct')}
            </ButtonLink>
          ) : null}
          <ButtonLink to={path('/profile/profits')} size="sm" variant="secondary">
            {t('seller.dashboard.viewProfits')}
          </ButtonLink>
        </div>
      </div>

      {noSales ? (
        <EmptyState
          illustration="orders"
          title={t('seller.dashboard.emptyTitle')}
          description={t(designer ? 'seller.dashboard.emptyDesigner' : 'seller.dashboard.emptyManufacturer')}
          action={
            designer ? (
              <div className="flex flex-wrap justify-center gap-2">
                {loaderData.profileIncomplete ? (
                  <ButtonLink to={path('/profile/edit')} variant="secondary">
                    {t('seller.dashboard.completeProfile')}
                  </ButtonLink>
                ) : null}
                <ButtonLink to={path('/profile/products/add')}>{t('seller.dashboard.addProduct')}</ButtonLink>
                {designerPath ? (
                  <ButtonLink to={path(designerPath)} variant="secondary">
                    {t('seller.dashboard.shareProfile')}
                  </ButtonLink>
                ) : null}
              </div>
            ) : undefined
          }
        />
      ) : null}

      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatCard
          raw={dashboard.remainMinor}
          label={t('seller.dashboard.remain')}
          value={money(dashboard.remainMinor, 'EGP')}
          hint={
            <Link to={path('/profile/profits')} className="font-semibold text-brand hover:underline">
              {t('seller.dashboard.viewProfits')}
            </Link>
          }
          testId="stat-remain"
        />
        {designer ? (
          <>
            <StatCard
              raw={loaderData.pendingTickets}
              label={t('seller.dashboard.pendingTickets')}
              value={count(loaderData.pendingTickets)}
              hint={
                <Link to={path('/profile/tickets')} className="font-semibold text-brand hover:underline">
                  {t('seller.dashboard.viewTickets')}
                </Link>
              }
              testId="stat-pending-tickets"
            />
            <StatCard
              raw={loaderData.unreadMessages}
              label={t('seller.dashboard.unreadMessages')}
              value={count(loaderData.unreadMessages)}
              hint={
                <Link to={path('/profile/products')} className="font-semibold text-brand hover:underline">
                  {t('seller.dashboard.viewProducts')}
                </Link>
              }
              testId="stat-unread-messages"
            />
          </>
        ) : null}
      </dl>

      {/* A new seller sees what to do next, not a wall of zeros. */}
      {noSales ? null : (
        <>
          <div className="grid grid-cols-1 gap-8">
            <PeriodFigures
              title={t('seller.dashboard.thisMonth')}
              period={dashboard.thisMonth}
              testId="period-month"
            />
            <PeriodFigures
              title={t('seller.dashboard.allTime')}
              period={dashboard.allTime}
              testId="period-all"
            />
          </div>

          <SalesChart points={dashboard.monthly} title={t('seller.dashboard.chartTitle')} />
        </>
      )}

      <div className="grid grid-cols-1 gap-8 lg:grid-cols-2">
        {noSales ? null : (
          <SellerSection
            title={t('seller.dashboard.bestSellers')}
            testId="best-sellers"
            action={
              <Link to={path('/profile/sales')} className="text-sm font-semibold text-brand hover:underline">
                {t('seller.dashboard.viewSales')}
              </Link>
            }
          >
            {dashboard.bestSellers.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('seller.dashboard.noBestSellers')}</p>
            ) : (
              <ol className="flex flex-col gap-2">
                {dashboard.bestSellers.map((product, index) => {
                  const name = language === 'ar' ? product.arName || product.name : product.name;
                  return (
                    <li
                      key={product.productId}
                      className="flex items-center gap-3 rounded-card border border-line bg-surface p-2"
                      data-testid="best-seller"
                    >
                      <span className="num w-6 text-center font-bold text-ink-muted">{count(index + 1)}</span>
                      <ProductThumb image={product.image} size={48} placeholder />
                      <span className="flex min-w-0 flex-1 flex-col">
                        {product.slug ? (
                          <Link
                            to={path(`/products/${product.slug}`)}
                            className="truncate font-semibold text-ink hover:underline"
                          >
                            {name}
                          </Link>
                        ) : (
                          <span className="truncate font-semibold text-ink">{name}</span>
                        )}
                        <span className="text-xs text-ink-muted">
                          {t('seller.dashboard.pieces', { count: product.salesCount })}
                        </span>
                      </span>
                      <span className="num text-sm font-bold text-ink">
                        {money(product.earnedEgpMinor, 'EGP')}
                      </span>
                    </li>
                  );
                })}
              </ol>
            )}
          </SellerSection>
        )}

        <SellerSection title={t('seller.notifications.title')} testId="seller-notifications">
          {notifications.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('seller.notifications.empty')}</p>
          ) : (
            <ul className="flex flex-col divide-y divide-line rounded-card border border-line bg-surface">
              {notifications.map((notification) => (
                <li
                  key={notification.id}
                  className="flex items-center justify-between gap-3 px-3 py-2 text-sm"
                  data-testid="seller-notification"
                  data-kind={notification.kind}
                >
                  <span className={notification.unread ? 'font-semibold text-ink' : 'text-ink-soft'}>
                    {t(`seller.notifications.kinds.${notification.kind}`)}
                  </span>
                  <span className="flex shrink-0 items-center gap-2 text-xs text-ink-muted">
                    {notification.unread ? (
                      <Badge tone="brand" size="sm">
                        {t('seller.notifications.new')}
                      </Badge>
                    ) : null}
                    <OrderDate iso={notification.createdAt} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SellerSection>
      </div>
    </div>
  );
}
