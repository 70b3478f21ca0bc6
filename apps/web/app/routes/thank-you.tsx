import { data, redirect } from 'react-router';
import { getOrderById } from '@souq/core/orders/orders.service.ts';
import { isDomainError } from '@souq/core/errors.ts';
import { useT } from '../i18n/i18n.ts';
import { localePath } from '../lib/locale-routing.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { mergeHeaders, PRIVATE_HEADERS, requireUser } from '../lib/session.server.ts';
import { toOrderData } from '../lib/order-view.server.ts';
import { OrderDetails } from '../components/orders/order-details.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { Icon } from '../components/ui/icon.tsx';
import type { Route } from './+types/thank-you';

/** thankYou?order={id} (SPEC.md section 2): the order just placed, for its customer only. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireUser(rc);
  const orderId = new URL(request.url).searchParams.get('order');
  try {
    const order = await getOrderById(rc.service(actor), orderId);
    return data({ locale, order: toOrderData(locale, order) }, { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw redirect(localePath(locale, '/profile/orders'), { headers: PRIVATE_HEADERS });
  }
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'checkout.thankYou.metaTitle');
}

export default function ThankYou({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { locale, order } = loaderData;
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8" data-testid="thank-you">
      <div className="flex flex-col items-center text-center">
        <span className="grid size-16 place-items-center rounded-full bg-success-soft text-success">
          <Icon name="check-circle" size={36} />
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink">{t('checkout.thankYou.title')}</h1>
        <p className="mt-2 max-w-lg text-ink-soft">
          {t(order.paymentMethod === 'cod' ? 'checkout.thankYou.text' : 'checkout.thankYou.textPaid')}
        </p>
        <p className="mt-4 text-sm text-ink-muted">
          {t('checkout.thankYou.orderNumber')}:{' '}
          <bdi dir="ltr" className="num font-bold text-ink" data-testid="order-number">
            {order.number}
          </bdi>
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <ButtonLink to={order.href}>{t('checkout.thankYou.viewOrder')}</ButtonLink>
          <ButtonLink to={localePath(locale)} variant="secondary">
            {t('checkout.thankYou.continue')}
          </ButtonLink>
        </div>
      </div>
      <div className="mt-10">
        <OrderDetails order={order} />
      </div>
    </div>
  );
}
