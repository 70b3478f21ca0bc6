import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '@souq/core/money/money.ts';
import { countryOf, listSeparator, timeZoneOf } from '@souq/core/locale/locales.ts';
import { formatTagOf, useLocale, useT } from '../../i18n/i18n.ts';
import { PriceBreakdown } from '../checkout/price-breakdown.tsx';
import { Badge, type BadgeTone } from '../ui/badge.tsx';
import { cx } from '../ui/cx.ts';
import { IsolatedParts } from '../ui/isolated-parts.tsx';
import { LinePicture } from './line-picture.tsx';
import type { OrderData, OrderStatus } from './order-types.ts';

const STATUS_TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'info',
  placed: 'info',
  in_production: 'brand',
  ready_for_shipping: 'warning',
  out_for_delivery: 'warning',
  delivered: 'success',
  cancelled: 'danger',
  refunded: 'neutral',
};

/**
 * The order's date in the page's language and its country's time zone (a named zone, so the server
 * and the browser agree): an order placed at 11:28 PM in Cairo is dated that day, not the next.
 */
export function OrderDate({ iso }: { iso: string }) {
  const { locale, language, digits } = useLocale();
  const text = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'medium',
    timeZone: timeZoneOf(countryOf(locale)),
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

/** A date and time in the page's language and country's time zone: order events, ticket messages. */
export function EventTime({ iso }: { iso: string }) {
  const { locale, language, digits } = useLocale();
  const text = new Intl.DateTimeFormat(formatTagOf(language, digits), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: timeZoneOf(countryOf(locale)),
  }).format(new Date(iso));
  return <time dateTime={iso}>{text}</time>;
}

/** Every status the order went through, oldest first, as an ordered list (a timeline). */
export function OrderHistory({ history }: { history: OrderData['history'] }) {
  const t = useT();
  return (
    <section aria-labelledby="order-history-heading" data-testid="order-history">
      <h2 id="order-history-heading" className="mb-3 font-bold text-ink">
        {t('orders.history.title')}
      </h2>
      <ol className="flex flex-col">
        {history.map((event, index) => {
          const last = index === history.length - 1;
          return (
            <li
              key={event.id}
              className="relative flex gap-3 pb-5 last:pb-0"
              data-testid="order-history-event"
              data-status={event.status}
              aria-current={last ? 'step' : undefined}
            >
              {last ? null : (
                <span aria-hidden="true" className="absolute start-[0.4375rem] top-5 bottom-0 w-px bg-line" />
              )}
              <span
                aria-hidden="true"
                className={cx(
                  'mt-1 size-4 shrink-0 rounded-full border-2',
                  last ? 'border-brand bg-brand' : 'border-line-strong bg-surface',
                )}
              />
              <div className="flex flex-col gap-0.5 text-sm">
                <p className="font-semibold text-ink">{t(`orders.statuses.${event.status}`)}</p>
                <p className="text-ink-muted">
                  <EventTime iso={event.at} />
                </p>
                {event.note ? <p className="text-ink-soft">{event.note}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** An order's lines, address, payment and bill, as it was placed. */
export function OrderDetails({ order, children }: { order: OrderData; children?: ReactNode }) {
  const t = useT();
  const { language, digits } = useLocale();
  const money = (minor: number) => formatMoney(minor, order.currency, language, { digits });
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]" data-testid="order-details">
      <div className="flex flex-col gap-8">
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
                <LinePicture
                  size="md"
                  designThumbnailUrl={line.design?.thumbnailUrl}
                  designAlt={t('cart.design.thumbnail', { name: line.name })}
                  designTestId="order-line-design"
                  imagePath={line.imagePath}
                />
                <div className="min-w-0 flex-1">
                  {line.href ? (
                    <Link to={line.href} className="font-semibold text-ink hover:underline">
                      {line.name}
                    </Link>
                  ) : (
                    <p className="font-semibold text-ink">{line.name}</p>
                  )}
                  {line.featuresText ? (
                    <p className="text-sm text-ink-muted" data-testid="order-line-features">
                      {line.featuresText}
                    </p>
                  ) : null}
                  <p className="num text-sm text-ink-muted">
                    {t('orders.unitPrice', { count: line.quantity, price: money(line.unitMinor) })}
                  </p>
                </div>
                <p className="num font-bold text-ink">{money(line.totalMinor)}</p>
              </li>
            ))}
          </ul>
        </section>
        {children}
      </div>
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
            <p className="mt-1 text-ink-soft" data-testid="order-address">
              <IsolatedParts parts={order.address} separator={listSeparator(language)} />
            </p>
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
            // The balances that paid are listed below the total they paid part of.
            giftCardAmountMinor: 0,
            referralDiscountMinor: order.referralDiscountMinor,
            totalMinor: order.totalMinor,
          }}
        />
        <dl className="flex flex-col gap-2 border-t border-line pt-3" data-testid="order-amounts">
          {order.giftCardAmountMinor > 0 ? (
            <div className="flex items-baseline justify-between gap-4" data-row="giftCard">
              <dt className="text-ink-soft">{t('checkout.breakdown.giftCard')}</dt>
              <dd className="num font-semibold text-success">−{money(order.giftCardAmountMinor)}</dd>
            </div>
          ) : null}
          {order.walletAmountMinor > 0 ? (
            <div className="flex items-baseline justify-between gap-4" data-row="wallet">
              <dt className="text-ink-soft">{t('checkout.breakdown.wallet')}</dt>
              <dd className="num font-semibold text-success">−{money(order.walletAmountMinor)}</dd>
            </div>
          ) : null}
          {order.paymentMethod === 'cod' ? (
            <div className="flex items-baseline justify-between gap-4" data-row="collected">
              <dt className="text-ink-soft">{t('orders.amounts.collectedOnDelivery')}</dt>
              <dd className="num font-semibold text-ink">{money(order.codAmountMinor)}</dd>
            </div>
          ) : null}
          {order.refundedMinor > 0 ? (
            <div className="flex items-baseline justify-between gap-4" data-row="refunded">
              <dt className="text-ink-soft">{t('orders.amounts.refunded')}</dt>
              <dd className="num font-semibold text-success">{money(order.refundedMinor)}</dd>
            </div>
          ) : null}
        </dl>
      </aside>
    </div>
  );
}
