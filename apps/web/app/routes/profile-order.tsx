import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { useEffect } from 'react';
import { getOrderById } from '@souq/core/orders/orders.service.ts';
import { cancelOrder } from '@souq/core/orders/order-lifecycle.service.ts';
import { t as translate, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { localePath } from '../lib/locale-routing.ts';
import { failed, formCall, mergeHeaders, PRIVATE_HEADERS, requireUser } from '../lib/session.server.ts';
import { orNotFound } from '../lib/catalog-view.ts';
import { toOrderData } from '../lib/order-view.server.ts';
import { OrderDate, OrderDetails, OrderHistory } from '../components/orders/order-details.tsx';
import { Banner } from '../components/ui/banner.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { FormField } from '../components/ui/form-field.tsx';
import { Textarea } from '../components/ui/textarea.tsx';
import { useToast } from '../components/ui/toast.tsx';
import type { Route } from './+types/profile-order';

const REASON_MAX = 500;

/**
 * profile/orders/{id}: one of the user's orders with its lines, totals and status history. While
 * the customer may cancel it, `?cancel=1` shows the confirmation (a page of its own, so it works
 * without JavaScript) whose form posts the cancellation here.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireUser(rc);
  const order = await orNotFound(getOrderById(rc.service(actor), params.id));
  const search = new URL(request.url).searchParams;
  const view = toOrderData(locale, order);
  return data(
    {
      locale,
      order: view,
      confirmCancel: search.get('cancel') === '1' && view.cancellable,
      cancelled: search.get('cancelled') === '1' && view.status === 'cancelled',
    },
    { headers: PRIVATE_HEADERS },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireUser(rc);
  const form = await request.formData();
  const reason = String(form.get('reason') ?? '').trim();
  if (reason.length > REASON_MAX)
    return failed({
      message: translate(locale, 'orders.cancel.reasonTooLong', { n: REASON_MAX }),
      field: 'reason',
      code: 'REASON_TOO_LONG',
    });
  const result = await formCall(locale, () => cancelOrder(rc.service(actor), { order: params.id, reason }));
  if (!result.ok) return failed(result.failure);
  throw redirect(localePath(locale, `/profile/orders/${result.value.order.id}?cancelled=1`), {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
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
  const toast = useToast();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { locale, order, confirmCancel, cancelled } = loaderData;
  const orderPath = localePath(locale, `/profile/orders/${order.id}`);
  const error = answer && !answer.ok ? answer.error : null;

  useEffect(() => {
    if (cancelled) toast.success(t('orders.cancel.done'));
  }, [cancelled, toast, t]);
  useEffect(() => {
    if (error) toast.error(error.message);
  }, [error, toast]);

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
        <div className="flex flex-wrap gap-2">
          {order.cancellable && !confirmCancel ? (
            <ButtonLink
              to={`${orderPath}?cancel=1`}
              variant="ghost"
              size="sm"
              data-testid="order-cancel-start"
            >
              {t('orders.cancel.action')}
            </ButtonLink>
          ) : null}
          <ButtonLink to={localePath(locale, '/profile/orders')} variant="secondary" size="sm">
            {t('orders.back')}
          </ButtonLink>
        </div>
      </div>

      {cancelled ? (
        <Banner tone="success">
          <span data-testid="order-cancelled-notice">{t('orders.cancel.done')}</span>
        </Banner>
      ) : null}
      {error && !confirmCancel ? <Banner tone="error">{error.message}</Banner> : null}

      {confirmCancel ? (
        <section
          aria-labelledby="order-cancel-heading"
          className="flex flex-col gap-4 rounded-panel border border-danger/25 bg-surface p-5"
          data-testid="order-cancel-confirm"
        >
          <h2 id="order-cancel-heading" className="text-lg font-bold text-ink">
            {t('orders.cancel.confirmTitle')}
          </h2>
          <p className="text-sm text-ink-soft">{t('orders.cancel.confirmText')}</p>
          {error ? <Banner tone="error">{error.message}</Banner> : null}
          <Form method="post" action={`${orderPath}?cancel=1`} className="flex flex-col gap-4">
            <FormField
              label={t('orders.cancel.reason')}
              hint={t('orders.cancel.reasonHint')}
              error={error?.field === 'reason' ? error.message : undefined}
            >
              <Textarea name="reason" rows={3} maxLength={REASON_MAX} />
            </FormField>
            <div className="flex flex-wrap gap-3">
              <Button
                type="submit"
                variant="danger"
                disabled={navigation.state === 'submitting'}
                data-testid="order-cancel-submit"
              >
                {t('orders.cancel.confirm')}
              </Button>
              <ButtonLink to={orderPath} variant="secondary">
                {t('orders.cancel.keep')}
              </ButtonLink>
            </div>
          </Form>
        </section>
      ) : null}

      <OrderDetails order={order}>
        <OrderHistory history={order.history} />
      </OrderDetails>
    </div>
  );
}
