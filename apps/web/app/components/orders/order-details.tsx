import { Link } from 'react-router';
import { formatMoney } from '@souq/core/money/money.ts';
import { formatTagOf, useLocale, useT } from '../../i18n/i18n.ts';
import { PriceBreakdown } from '../checkout/price-breakdown.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { Icon } from '../ui/icon.tsx';
import type { OrderData, OrderStatus } from './order-types.ts';

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'info',
  confirmed: 'info',
  ready_for_shipping: 'warning',
  out_for_delivery: 'warning',
  delivered: 'success',
  cancelled: 'danger',
  refunded: 'neutral',
};

/** The order's date in the page's language (UTC, so the server and the browser agree). */
export function OrderDate({ iso }: { iso: string }) {
  const { language, digits } = useLocale();
  const text = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const t = useT();
  return (
    <span data-testid="order-status" data-status={status}>
      <Badge tone={STATUS_TONES[status]}>{t(`orders.statuses.${status}`)}</Badge>
    </span>
  );
}

/** An order's lines, address, payment and bill, as it was placed. */
export function OrderDetails({ order }: { order: OrderData }) {
  const t = useT();
  const { language, digits } = useLocale();
  const money = (minor: number) => formatMoney(minor, order.currency, language, { digits });
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]" data-testid="order-details">
      <section aria-labelledby="order-lines-heading">
        <h2 id="order-lines-heading" className="mb-3 font-bold text-ink">
          {t('orders.lines')}
        </h2>
        <ul className="flex flex-col gap-3">
          {order.lines.map((line) => (
            <li
              key={line.id}
              className="flex items-center gap-4 rounded-card border border-line bg-surface p-3"
              data-testid="order-line"
            >
              <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-sand">
                {line.imagePath ? (
                  <img
                    src={`/uploads/${line.imagePath}?w=240`}
                    alt=""
                    width={64}
                    height={64}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                ) : (
                  <span className="grid size-full place-items-center text-ink-muted">
                    <Icon name="image" size={24} />
                  </span>
                )}
              </div>
              <div className="min-w-0 flex-1">
                {line.href ? (
                  <Link to={line.href} className="font-semibold text-ink hover:underline">
                    {line.name}
                  </Link>
                ) : (
                  <p className="font-semibold text-ink">{line.name}</p>
                )}
                <p className="num text-sm text-ink-muted">
                  {t('orders.unitPrice', { count: line.quantity, price: money(line.unitMinor) })}
                </p>
              </div>
              <p className="num font-bold text-ink">{money(line.totalMinor)}</p>
            </li>
          ))}
        </ul>
      </section>
      <aside className="flex flex-col gap-4 rounded-panel border border-line bg-surface p-5 text-sm">
        <div>
          <h2 className="font-bold text-ink">{t('orders.status')}</h2>
          <div className="mt-1">
            <OrderStatusBadge status={order.status} />
          </div>
        </div>
        {order.address ? (
          <div>
            <h2 className="font-bold text-ink">{t('orders.deliverTo')}</h2>
            <p className="mt-1 text-ink-soft">{order.address}</p>
          </div>
        ) : null}
        <div>
          <h2 className="font-bold text-ink">{t('orders.payment')}</h2>
          <p className="mt-1 text-ink-soft">{t(`orders.paymentMethods.${order.paymentMethod}`)}</p>
        </div>
        <PriceBreakdown
          data={{
            currency: order.currency,
            itemsBeforeOfferMinor: order.subtotalMinor,
            offerDiscountMinor: 0,
            couponCode: null,
            couponDiscountMinor: order.couponDiscountMinor,
            freeDelivery: false,
            shippingMinor: order.shippingMinor,
            codFeesMinor: order.codFeesMinor,
            giftCardAmountMinor: order.giftCardAmountMinor,
            totalMinor:
              order.paymentMethod === 'cod'
                ? order.codAmountMinor
                : order.totalMinor - order.giftCardAmountMinor,
          }}
        />
      </aside>
    </div>
  );
}
