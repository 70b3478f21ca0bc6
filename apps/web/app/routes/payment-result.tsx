import { data, Form, redirect, useActionData, useNavigation } from 'react-router';
import { isDomainError } from '@souq/core/errors.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { cancelOrder } from '@souq/core/orders/order-lifecycle.service.ts';
import { paymentOptionsFor } from '@souq/core/payments/payment-eligibility.ts';
import {
  isOnlineMethod,
  parsePaymentMethodName,
  PAYMENT_METHOD_INFO,
  SPLIT_PAYMENTS,
} from '@souq/core/payments/payment-methods.ts';
import { getMyPayment, retryOrderPayment } from '@souq/core/payments/payments.service.ts';
import { paymentErrors } from '@souq/core/payments/payment-errors.ts';
import { cartErrors } from '@souq/core/cart/cart-errors.ts';
import { useLocale, useT } from '../i18n/i18n.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { localePath } from '../lib/locale-routing.ts';
import { formatDateTime } from '../lib/listing-view.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { paymentDestination } from '../lib/checkout.server.ts';
import {
  failed,
  formCall,
  mergeHeaders,
  PRIVATE_HEADERS,
  requireUser,
  textOf,
  type FormFailure,
} from '../lib/session.server.ts';
import { Banner } from '../components/ui/banner.tsx';
import { Button } from '../components/ui/button.tsx';
import { ButtonLink } from '../components/ui/button-link.tsx';
import { RadioGroup } from '../components/ui/radio-group.tsx';
import type { Route } from './+types/payment-result';

/** The outcomes this page tells apart (SPEC.md section 4, and an order released unpaid). */
type ResultOutcome = 'success' | 'declined' | 'rejected' | 'pending' | 'error' | 'unauthorized' | 'expired';

const FAILED = new Set(['declined', 'rejected', 'error', 'unauthorized']);

/** How often the page of a payment waiting for its gateway asks again (a meta refresh: no JavaScript). */
export const PENDING_REFRESH_SECONDS = 5;

/**
 * /:locale/payment/result/:paymentId: where a shopper lands after a gateway (through
 * /api/payments/return/:provider), for the payment's owner only. Success goes to the thank-you
 * page; pending shows the reference number to pay at an outlet, or checks again by itself; a failed
 * payment offers to try again, another online method, or cancelling the order.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireUser(rc);
  const ctx = rc.service(actor);
  let mine;
  try {
    mine = await getMyPayment(ctx, params.paymentId ?? '');
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw data('This page could not be found', { status: 404, headers: PRIVATE_HEADERS });
  }
  const { payment, order, expiresAt, amountMinor } = mine;
  const orderWaits = order.status === 'pending' && order.paymentStatus === 'pending';
  let outcome: ResultOutcome;
  if (payment.status === 'paid' || (order.paymentStatus === 'paid' && order.status !== 'pending'))
    outcome = 'success';
  else if (!orderWaits) outcome = 'expired';
  else if (payment.status === 'failed')
    outcome = FAILED.has(payment.outcome) ? (payment.outcome as ResultOutcome) : 'declined';
  else if (payment.status === 'pending' || payment.status === 'authorized') outcome = 'pending';
  else outcome = 'declined';
  if (outcome === 'success')
    throw redirect(`${localePath(locale, '/thankYou')}?order=${order.id}`, { headers: PRIVATE_HEADERS });
  const currency = order.currency as CurrencyCode;
  const retryMethods =
    outcome !== 'pending' && outcome !== 'expired'
      ? (
          await paymentOptionsFor(ctx, {
            country: order.orderedFrom,
            currency,
            amountDueMinor: amountMinor,
            codAvailable: false,
          })
        )
          .filter((option) => option.eligible && isOnlineMethod(option.method))
          .map((option) => option.method)
      : [];
  return data(
    {
      locale,
      outcome,
      paymentId: payment.paymentId,
      method: payment.method,
      referenceNumber: payment.referenceNumber,
      /** Paid later at an outlet: the page does not refresh itself, a link checks again. */
      reference: PAYMENT_METHOD_INFO[payment.method].reference,
      /** The gateway has not given its page yet (it did not answer at first): "Pay now" asks again. */
      needsStart: outcome === 'pending' && !payment.redirectUrl && !payment.referenceNumber,
      order: {
        id: order.id,
        number: order.orderNumber,
        href: localePath(locale, `/profile/orders/${order.id}`),
      },
      amount: { minor: amountMinor, currency },
      deadline: formatDateTime(locale, expiresAt, rc.digits),
      retryMethods,
      resultHref: localePath(locale, `/payment/result/${payment.paymentId}`),
      startHref: localePath(locale, `/payment/start/${payment.paymentId}`),
    },
    { headers: PRIVATE_HEADERS },
  );
}

/** intent=retry (method): a new attempt, then the gateway's page; intent=cancel: the order is cancelled. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const { locale } = rc;
  const { actor } = await requireUser(rc);
  const ctx = rc.service(actor);
  const form = await request.formData();
  const mine = await formCall(locale, () => getMyPayment(ctx, params.paymentId ?? ''));
  if (!mine.ok) return failed(mine.failure, {}, 404);
  const orderId = mine.value.order.id;
  if (textOf(form, 'intent') === 'cancel') {
    const cancelled = await formCall(locale, () => cancelOrder(ctx, { order: orderId }));
    if (!cancelled.ok) return failed(cancelled.failure);
    throw redirect(localePath(locale, `/profile/orders/${orderId}`), {
      status: 303,
      headers: PRIVATE_HEADERS,
    });
  }
  const method = parsePaymentMethodName(textOf(form, 'method'));
  const retried = await formCall(locale, async () => {
    // None chosen: SPEC.md 8's 'Please select a payment method'; a balance or cash: not here.
    if (!method) throw cartErrors.paymentMethodRequired();
    if (!isOnlineMethod(method)) throw paymentErrors.switchedOff();
    return retryOrderPayment(ctx, { order: orderId, method });
  });
  if (!retried.ok) return failed(retried.failure);
  throw redirect(await paymentDestination(rc, ctx, retried.value.id), {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  const tags: Array<Record<string, string | undefined>> = [
    ...privatePageMeta(loaderData, 'payments.result.metaTitle'),
  ];
  // A payment waiting for its gateway's word checks again by itself, without JavaScript.
  if (loaderData?.outcome === 'pending' && !loaderData.reference && !loaderData.needsStart)
    tags.push({ httpEquiv: 'refresh', content: String(PENDING_REFRESH_SECONDS) });
  return tags;
}

export default function PaymentResult({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language, digits } = useLocale();
  const { locale, outcome, method, referenceNumber, order, amount, deadline, retryMethods } = loaderData;
  const answer = useActionData() as { ok: false; error: FormFailure } | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const money = formatMoney(amount.minor, amount.currency, language, { digits });
  const isolate = (text: string) => `\u2068${text}\u2069`;
  const failedOutcome = outcome !== 'pending' && outcome !== 'expired';
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6" data-testid="payment-result" data-outcome={outcome}>
      <p className="text-sm text-ink-muted" data-testid="result-order">
        {t('payments.result.order', { number: `\u2066${order.number}\u2069` })}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink" data-testid="result-title">
        {t(`payments.result.titles.${outcome}`)}
      </h1>
      <p className="mt-3 text-ink-soft" data-testid="result-message">
        {outcome === 'pending' && referenceNumber
          ? t('payments.result.messages.pendingReference', { deadline: isolate(deadline) })
          : t(`payments.result.messages.${outcome}`, { deadline: isolate(deadline) })}
      </p>
      {answer && !answer.ok ? (
        <Banner tone="error" className="mt-4">
          {answer.error.message}
        </Banner>
      ) : null}
      {outcome === 'pending' && referenceNumber ? (
        <section
          className="mt-6 rounded-card border border-line bg-surface p-5"
          data-testid="result-reference"
        >
          <h2 className="font-bold text-ink">{t('payments.result.referenceTitle')}</h2>
          <p className="mt-3">
            <bdi
              dir="ltr"
              className="num text-3xl font-bold tracking-widest text-ink"
              data-testid="reference-number"
            >
              {referenceNumber}
            </bdi>
          </p>
          <p className="mt-3 text-sm text-ink-soft">
            {t('payments.result.referenceHow', {
              amount: isolate(money),
              provider: t(`payments.methods.${method}.name`),
              deadline: isolate(deadline),
            })}
          </p>
        </section>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {loaderData.needsStart ? (
          <ButtonLink to={loaderData.startHref} reloadDocument data-testid="pay-now">
            {t('payments.result.pay')}
          </ButtonLink>
        ) : null}
        {outcome === 'pending' ? (
          <ButtonLink to={loaderData.resultHref} variant="secondary" reloadDocument data-testid="check-again">
            {t('payments.result.checkAgain')}
          </ButtonLink>
        ) : null}
        {failedOutcome && isOnlineMethod(method) ? (
          <Form method="post" reloadDocument>
            <input type="hidden" name="method" value={method} />
            <Button type="submit" name="intent" value="retry" loading={busy} data-testid="try-again">
              {t('payments.result.tryAgain')}
            </Button>
          </Form>
        ) : null}
        <ButtonLink to={order.href} variant="secondary" data-testid="view-order">
          {t('payments.result.viewOrder')}
        </ButtonLink>
        <ButtonLink to={localePath(locale)} variant="ghost">
          {t('payments.result.continueShopping')}
        </ButtonLink>
      </div>
      {failedOutcome && retryMethods.length > 0 ? (
        <Form
          method="post"
          reloadDocument
          className="mt-8 flex flex-col gap-4 rounded-card border border-line bg-surface p-5"
          data-testid="another-method"
        >
          <RadioGroup
            name="method"
            legend={t('payments.result.anotherMethod')}
            options={retryMethods.map((value) => ({
              value,
              label: t(`payments.methods.${value}.name`),
              description: t(`payments.methods.${value}.hint`, { payments: SPLIT_PAYMENTS }),
            }))}
          />
          <Button type="submit" name="intent" value="retry" variant="secondary" data-testid="pay-another">
            {t('payments.result.pay')}
          </Button>
        </Form>
      ) : null}
      {failedOutcome || outcome === 'pending' ? (
        <Form method="post" reloadDocument className="mt-6">
          <Button type="submit" name="intent" value="cancel" variant="ghost" data-testid="cancel-order">
            {t('payments.result.cancelOrder')}
          </Button>
        </Form>
      ) : null}
    </div>
  );
}
