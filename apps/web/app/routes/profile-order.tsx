import { data } from 'react-router';
import { getOrderById } from '@souq/core/orders/orders.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { localePath, requireLocale } from '../lib/locale-routing.ts';
import { serviceContext } from '../lib/service-context.server.ts';
import { mergeHeaders, PRIVATE_HEADERS, requireUser } from '../lib/session.server.ts';
import { orNotFound } from '../lib/catalog-view.ts';
import { toOrderData } from '../lib/order-view.server.ts';
import { OrderDate, OrderDetails } from '../components/orders/order-details.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import type { Route } from './+types/profile-order';

/** profile/orders/{id}: one of the user's orders with its lines, totals and status. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const locale = requireLocale(params.locale);
  const { actor } = await requireUser(request, context, locale);
  const order = await orNotFound(getOrderById(serviceContext(context, locale, actor), params.id));
  return data({ locale, order: toOrderData(locale, order) }, { headers: PRIVATE_HEADERS });
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  if (!loaderData) return [];
  return [
    { title: translate(loaderData.locale, 'orders.number', { number: loaderData.order.number }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function ProfileOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, order } = loaderData;
  return (
    <div className="flex flex-col gap-6" data-testid="profile-order">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-bold text-ink">
            {t('orders.number', { number: `\u2066${order.number}\u2069` })}
          </h2>
          <p className="text-sm text-ink-muted">
            {t('orders.placedOn', { date: '' }).trim()} <OrderDate iso={order.createdAt} />
          </p>
        </div>
        <ButtonLink to={localePath(locale, '/profile/orders')} variant="secondary" size="sm">
          {t('orders.back')}
        </ButtonLink>
      </div>
      <OrderDetails order={order} />
    </div>
  );
}
