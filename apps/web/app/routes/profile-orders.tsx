import { data, Link } from 'react-router';
import { listOrdersByUser } from '@souq/core/orders/orders.service.ts';
import { markOrderUpdatesSeen } from '@souq/core/orders/order-updates.service.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { useLocale, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { localePath } from '../lib/locale-routing.ts';
import { mergeHeaders, PRIVATE_HEADERS, requireUser } from '../lib/session.server.ts';
import { toOrderData } from '../lib/order-view.server.ts';
import { OrderDate, OrderStatusBadge } from '../components/orders/order-details.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { EmptyState } from '../components/ui/empty-state.tsx';
import type { Route } from './+types/profile-orders';

/** profile/orders (SPEC.md section 2): the signed-in user's orders in the page's country. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireUser(rc);
  const ctx = rc.service(actor);
  const orders = await listOrdersByUser(ctx, {});
  // Seen: the header's badge stops counting these updates (issue 23).
  await markOrderUpdatesSeen(ctx);
  return data(
    { locale, orders: orders.map((order) => toOrderData(locale, order)) },
    { headers: PRIVATE_HEADERS },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'orders.metaTitle');
}

export default function ProfileOrders({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language, digits } = useLocale();
  const { locale, orders } = loaderData;
  return (
    <div className="flex flex-col gap-6" data-testid="profile-orders">
      <h2 className="text-2xl font-bold text-ink">{t('orders.title')}</h2>
      {orders.length === 0 ? (
        <EmptyState
          illustration="orders"
          title={t('orders.empty')}
          description={t('orders.emptyText')}
          action={<ButtonLink to={localePath(locale)}>{t('cart.empty.action')}</ButtonLink>}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((order) => (
            <li
              key={order.id}
              className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-line bg-surface p-4"
              data-testid="order-card"
            >
              <div className="flex flex-col gap-1 text-sm">
                <p className="font-bold text-ink">
                  {t('orders.number', { number: `\u2066${order.number}\u2069` })}
                </p>
                <p className="text-ink-muted">
                  <OrderDate iso={order.createdAt} /> · {t('orders.items', { count: order.quantity })}
                </p>
                <OrderStatusBadge status={order.status} />
              </div>
              <div className="flex items-center gap-4">
                <p className="num font-bold text-ink">
                  {formatMoney(order.totalMinor, order.currency, language, { digits })}
                </p>
                <Link
                  to={order.href}
                  className="rounded-full px-3 py-2 text-sm font-semibold text-brand hover:bg-sand"
                >
                  {t('orders.view')}
                  <span className="sr-only"> {order.number}</span>
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
