import { data, Link } from 'react-router';
import { getAdminOrder } from '@souq/core/admin/orders.service.ts';
import { orderLineDesigns } from '@souq/core/idesign/design-print.service.ts';
import { cancelOrder, changeOrderStatus, refundOrder } from '@souq/core/orders/order-lifecycle.service.ts';
import {
  countryOf,
  languageOf,
  listSeparator,
  timeZoneOf,
  toWesternDigits,
} from '@souq/core/locale/locales.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import { t as translate, useT } from '../../i18n/i18n.ts';
import { can, requireAdmin } from '../../lib/admin.server.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { requestContext } from '../../lib/request-context.server.ts';
import { failed, formCall, mergeHeaders, PRIVATE_HEADERS, textOf } from '../../lib/session.server.ts';
import { orNotFound, textIn } from '../../lib/catalog-view.ts';
import { featuresLabel } from '../../lib/feature-label.ts';
import { addressPartsOf } from '../../components/checkout/address-text.ts';
import { IsolatedParts } from '../../components/ui/isolated-parts.tsx';
import { adminMeta } from '../../components/admin/admin-meta.ts';
import { AdminPage, AdminSection } from '../../components/admin/admin-page.tsx';
import { OrderActions } from '../../components/admin/orders/order-actions.tsx';
import { OrderLinesTable, OrderTotals } from '../../components/admin/orders/order-sections.tsx';
import { OrderPayments } from '../../components/admin/orders/order-payments.tsx';
import { ordersPath, useAdminDateTime, usePaymentLabel } from '../../components/admin/orders/order-view.ts';
import { OrderStatusBadge } from '../../components/orders/order-details.tsx';
import { useMoney } from '../../components/seller/seller-ui.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { buttonClasses } from '../../components/ui/button-styles.ts';
import type { Route } from './+types/order';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { service, actor } = await requireAdmin(rc, 'orders.read');
  const order = await orNotFound(getAdminOrder(service, params.id));
  // iDesign: each design line's preview and print files (issue 22).
  const designs = await orderLineDesigns(service, order.id);
  const language = languageOf(rc.locale);
  return data(
    {
      locale: rc.locale,
      timeZone: timeZoneOf(countryOf(rc.locale)),
      canWrite: can(actor, 'orders.write'),
      order: {
        ...order,
        createdAt: order.createdAt.toISOString(),
        separator: listSeparator(language),
        addressParts: order.address
          ? [...addressPartsOf(order.address), translate(rc.locale, `countries.${order.address.country}`)]
          : null,
        lines: order.lines.map((line) => ({
          ...line,
          design: designs.get(line.id) ?? null,
          shownName: textIn(language, line.name, line.arName) ?? '',
          featuresText: featuresLabel(line.features, language),
        })),
        // Orders placed before the history was kept show their status since they were placed.
        history: (order.history.length > 0
          ? order.history
          : [{ id: order.id, from: null, to: order.status, note: null, at: order.createdAt, actor: null }]
        ).map((event) => ({ ...event, at: event.at.toISOString() })),
        refunds: order.refunds.map((refund) => ({ ...refund, at: refund.at.toISOString() })),
        onlinePayments: order.onlinePayments.map((payment) => ({
          ...payment,
          createdAt: payment.createdAt.toISOString(),
          expiresAt: payment.expiresAt.toISOString(),
          settledAt: payment.settledAt?.toISOString() ?? null,
        })),
        gatewayRefunds: order.gatewayRefunds.map((refund) => ({
          ...refund,
          createdAt: refund.createdAt.toISOString(),
          updatedAt: refund.updatedAt.toISOString(),
        })),
      },
    },
    { headers: PRIVATE_HEADERS },
  );
}

export type AdminOrderPageData = Route.ComponentProps['loaderData'];

/** One staff action per post: intent status (move along), cancel (with a reason) or refund. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { service } = await requireAdmin(rc, 'orders.write');
  const form = await request.formData();
  const intent = textOf(form, 'intent');
  const order = params.id;
  if (intent === 'status') {
    const status = textOf(form, 'status');
    const result = await formCall(locale, () =>
      changeOrderStatus(service, { order, status, note: textOf(form, 'note') }),
    );
    if (!result.ok) return failed(result.failure, { intent });
    return data(
      {
        ok: true as const,
        intent,
        message: translate(locale, 'admin.orders.actions.done.status', {
          status: translate(
            locale,
            `orders.statuses.${status === 'confirmed' ? 'placed' : (status as 'placed')}`,
          ),
        }),
      },
      { headers: PRIVATE_HEADERS },
    );
  }
  if (intent === 'cancel') {
    const result = await formCall(locale, () =>
      cancelOrder(service, { order, reason: textOf(form, 'reason') }),
    );
    if (!result.ok) return failed(result.failure, { intent });
    return data(
      { ok: true as const, intent, message: translate(locale, 'admin.orders.actions.done.cancelled') },
      { headers: PRIVATE_HEADERS },
    );
  }
  if (intent === 'refund') {
    const amountText = toWesternDigits(textOf(form, 'amount'))
      .trim()
      .replace('\u066B', '.')
      .replace(',', '.');
    // Empty: everything that is left; anything else is the service's to judge (NaN is refused there).
    const amount = amountText === '' ? null : Number(amountText);
    const result = await formCall(locale, () =>
      refundOrder(service, { order, to: textOf(form, 'to'), amount, note: textOf(form, 'note') }),
    );
    if (!result.ok) {
      const field = ['ORDER_REFUND_TOO_LARGE', 'WALLET_INVALID_AMOUNT'].includes(result.failure.code)
        ? 'amount'
        : result.failure.field;
      return failed({ ...result.failure, field }, { intent });
    }
    const refunded = result.value.order;
    return data(
      {
        ok: true as const,
        intent,
        message: translate(locale, 'admin.orders.actions.done.refunded', {
          amount: formatMoney(refunded.refundedMinor, refunded.currency, languageOf(locale)),
        }),
      },
      { headers: PRIVATE_HEADERS },
    );
  }
  return failed({
    message: translate(locale, 'errors.order.invalidStatus'),
    field: null,
    code: 'UNKNOWN_INTENT',
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return adminMeta(loaderData, 'admin.orders.title');
}

export default function AdminOrder({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const money = useMoney();
  const paymentLabel = usePaymentLabel();
  const { locale, order, canWrite, timeZone } = loaderData;
  const dateTime = useAdminDateTime(timeZone);
  const printHref = (doc: 'invoice' | 'packing') => ordersPath(locale, `/${order.id}/print?doc=${doc}`);
  const source = order.payment.source;

  return (
    <AdminPage
      title={t('admin.orders.detail.title', { number: `\u2066${order.number}\u2069` })}
      breadcrumbs={[{ label: t('admin.orders.title'), href: ordersPath(locale) }]}
      description={
        <span className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={order.status} />
          <span className="num">
            {t('admin.orders.detail.placedOn', { date: dateTime(order.createdAt) })}
          </span>
          <span>· {t(`countries.${order.country}`)}</span>
        </span>
      }
      actions={
        <>
          <Link
            to={printHref('invoice')}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="order-print-invoice"
          >
            {t('admin.orders.detail.invoice')}
          </Link>
          <Link
            to={printHref('packing')}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            data-testid="order-print-packing"
          >
            {t('admin.orders.detail.packingSlip')}
          </Link>
        </>
      }
    >
      {canWrite ? (
        <AdminSection title={t('admin.orders.detail.actions')}>
          <OrderActions order={order} />
        </AdminSection>
      ) : null}
      <div className="grid gap-5 lg:grid-cols-[1fr_22rem]">
        <div className="flex min-w-0 flex-col gap-5">
          <AdminSection title={t('admin.orders.detail.lines')}>
            <OrderLinesTable order={order} />
          </AdminSection>
          <AdminSection title={t('admin.orders.detail.history')}>
            <ol className="flex flex-col gap-3" data-testid="admin-order-history">
              {order.history.map((event) => (
                <li
                  key={event.id}
                  className="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-s-2 border-line ps-3 text-sm"
                >
                  <OrderStatusBadge status={event.to} />
                  <time dateTime={event.at} className="num text-ink-muted">
                    {dateTime(event.at)}
                  </time>
                  <span className="text-ink-soft">
                    {event.actor
                      ? t('admin.orders.detail.by', { name: event.actor.name })
                      : t('admin.orders.detail.bySystem')}
                  </span>
                  {event.actor?.staff ? <Badge size="sm">{t('admin.orders.detail.staff')}</Badge> : null}
                  {event.note ? <p className="basis-full text-ink-soft">{event.note}</p> : null}
                </li>
              ))}
            </ol>
          </AdminSection>
          <AdminSection title={t('admin.orders.detail.refunds')}>
            {order.refunds.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('admin.orders.detail.noRefunds')}</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm" data-testid="admin-order-refunds">
                {order.refunds.map((refund, index) => (
                  <li key={index} className="flex flex-wrap items-baseline justify-between gap-2">
                    <span>
                      {t(`admin.orders.detail.refundTo.${refund.to}`)}
                      {refund.staffName
                        ? ` · ${t('admin.orders.detail.by', { name: refund.staffName })}`
                        : ''}
                      {' · '}
                      <time className="num text-ink-muted" dateTime={refund.at}>
                        {dateTime(refund.at)}
                      </time>
                    </span>
                    <span className="num font-semibold">{money(refund.amountMinor, order.currency)}</span>
                  </li>
                ))}
              </ul>
            )}
          </AdminSection>
          <AdminSection title={t('admin.orders.detail.payments.title')}>
            <OrderPayments
              method={order.payment.method}
              payments={order.onlinePayments}
              refunds={order.gatewayRefunds}
              dateTime={dateTime}
            />
          </AdminSection>
        </div>
        <div className="flex flex-col gap-5">
          <AdminSection title={t('admin.orders.detail.totals')}>
            <OrderTotals order={order} />
          </AdminSection>
          <AdminSection title={t('admin.orders.detail.payment')}>
            <dl
              className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm"
              data-testid="admin-order-payment"
            >
              <dt className="text-ink-muted">{t('admin.orders.detail.method')}</dt>
              <dd>{paymentLabel(order.payment.method)}</dd>
              <dt className="text-ink-muted">{t('admin.orders.detail.paymentStatus')}</dt>
              <dd>{t(`admin.orders.paymentStatuses.${order.payment.status as 'paid'}`)}</dd>
              {order.payment.provider ? (
                <>
                  <dt className="text-ink-muted">{t('admin.orders.detail.provider')}</dt>
                  <dd>
                    <bdi dir="ltr">{order.payment.provider}</bdi>
                  </dd>
                </>
              ) : null}
              {order.payment.transactionId ? (
                <>
                  <dt className="text-ink-muted">{t('admin.orders.detail.transaction')}</dt>
                  <dd className="num break-all">
                    <bdi dir="ltr">
                      {order.payment.transactionId}
                      {order.payment.transactionStatus ? ` (${order.payment.transactionStatus})` : ''}
                    </bdi>
                  </dd>
                </>
              ) : null}
              {source ? (
                <>
                  <dt className="text-ink-muted">{t('admin.orders.detail.source')}</dt>
                  <dd className="num">
                    <bdi dir="ltr">
                      {[source.type, source.subType, source.pan ? `•••• ${source.pan}` : null]
                        .filter(Boolean)
                        .join(' · ')}
                    </bdi>
                  </dd>
                </>
              ) : null}
            </dl>
          </AdminSection>
          <AdminSection title={t('admin.orders.detail.customer')}>
            {order.customer ? (
              <dl
                className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm"
                data-testid="admin-order-customer"
              >
                <dt className="sr-only">{t('admin.orders.detail.customer')}</dt>
                <dd className="col-span-2 font-semibold">
                  <Link
                    to={localePath(locale, `/admin/customers/${order.customer.id}`)}
                    className="text-brand hover:underline"
                  >
                    <bdi>{order.customer.name}</bdi>
                  </Link>
                </dd>
                {order.customer.email ? (
                  <>
                    <dt className="text-ink-muted">{t('admin.orders.detail.email')}</dt>
                    <dd className="break-all">
                      <bdi dir="ltr">{order.customer.email}</bdi>
                    </dd>
                  </>
                ) : null}
                {order.customer.phone ? (
                  <>
                    <dt className="text-ink-muted">{t('admin.orders.detail.phone')}</dt>
                    <dd className="num">
                      <bdi dir="ltr">{order.customer.phone}</bdi>
                    </dd>
                  </>
                ) : null}
                <dt className="text-ink-muted">{t('admin.orders.detail.mailLang')}</dt>
                <dd>{t(`languages.${order.customer.mailLang}`)}</dd>
              </dl>
            ) : (
              <p className="text-sm text-ink-muted">—</p>
            )}
          </AdminSection>
          <AdminSection title={t('admin.orders.detail.address')}>
            <p className="text-sm text-ink-soft" data-testid="admin-order-address">
              {order.addressParts ? (
                <IsolatedParts parts={order.addressParts} separator={order.separator} />
              ) : (
                t('admin.orders.detail.noAddress')
              )}
              {order.address?.phone ? (
                <span className="num mt-1 block">
                  <bdi dir="ltr">{order.address.phone}</bdi>
                </span>
              ) : null}
            </p>
          </AdminSection>
        </div>
      </div>
    </AdminPage>
  );
}
