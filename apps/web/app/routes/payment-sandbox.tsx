import { data, Form, redirect, useNavigation } from 'react-router';
import { isDomainError } from '@souq/core/errors.ts';
import { formatMoney } from '@souq/core/money/money.ts';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { chooseSandboxOutcome } from '@souq/core/payments/payments.service.ts';
import { getSandboxPayment } from '@souq/core/payments/sandbox-page.service.ts';
import { SANDBOX_OUTCOMES, type SandboxOutcome } from '@souq/core/payments/providers/sandbox.provider.ts';
// (SANDBOX_OUTCOMES reaches the page through the loader: the provider's module is server-only.)
import { useLocale, useT } from '../i18n/i18n.ts';
import { requestContext } from '../lib/request-context.server.ts';
import { privatePageMeta } from '../lib/private-page-meta.ts';
import { mergeHeaders, PRIVATE_HEADERS, textOf } from '../lib/session.server.ts';
import { Button } from '../components/ui/button.tsx';
import { Checkbox } from '../components/ui/checkbox.tsx';
import { RadioGroup } from '../components/ui/radio-group.tsx';
import type { Route } from './+types/payment-sandbox';

/**
 * The sandbox gateway's hosted page (ARCHITECTURE.md, Payments; docs/decisions/034): it stands in
 * for a provider's page outside production. Like a real gateway's page it needs no session. The
 * tester picks an outcome of SPEC.md section 4; the choice is kept and (unless unticked) sent as the
 * gateway's signed notification, then the browser goes back the way a real gateway sends it:
 * /api/payments/return/sandbox?payment=<id>. 404 for any payment that is not a sandbox one.
 */
async function sandboxPayment(rc: ReturnType<typeof requestContext>, paymentId: string | undefined) {
  try {
    return await getSandboxPayment(rc.service(), paymentId ?? '');
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw data('This page could not be found', { status: 404, headers: PRIVATE_HEADERS });
  }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const rc = requestContext(request, context);
  const payment = await sandboxPayment(rc, params.paymentId);
  return data({ locale: rc.locale, payment, outcomes: [...SANDBOX_OUTCOMES] }, { headers: PRIVATE_HEADERS });
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const rc = requestContext(request, context);
  const payment = await sandboxPayment(rc, params.paymentId);
  const form = await request.formData();
  const wanted = textOf(form, 'outcome');
  const outcome = (SANDBOX_OUTCOMES as readonly string[]).includes(wanted)
    ? (wanted as SandboxOutcome)
    : 'declined';
  await chooseSandboxOutcome(rc.service(), {
    paymentId: payment.paymentId,
    outcome,
    notify: textOf(form, 'notify') === '1',
  });
  throw redirect(`/api/payments/return/sandbox?payment=${encodeURIComponent(payment.paymentId)}`, {
    status: 303,
    headers: PRIVATE_HEADERS,
  });
}

export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  return mergeHeaders(loaderHeaders, actionHeaders);
}

export function meta({ data: loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData, 'payments.sandbox.metaTitle');
}

export default function PaymentSandbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { language, digits } = useLocale();
  const { payment, outcomes } = loaderData;
  const navigation = useNavigation();
  const money = formatMoney(payment.amountMinor, payment.currency as CurrencyCode, language, { digits });
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6" data-testid="payment-sandbox">
      <h1 className="text-2xl font-bold tracking-tight text-ink">{t('payments.sandbox.title')}</h1>
      <p className="mt-2 text-sm text-ink-soft">{t('payments.sandbox.intro')}</p>
      <p className="mt-6 font-bold text-ink" data-testid="sandbox-order">
        {t('payments.sandbox.order', { number: `\u2066${payment.orderNumber}\u2069` })}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-line bg-surface p-4 text-sm">
        <dt className="text-ink-muted">{t('payments.sandbox.amount')}</dt>
        <dd className="num font-bold text-ink" data-testid="sandbox-amount">
          {money}
        </dd>
        <dt className="text-ink-muted">{t('payments.sandbox.method')}</dt>
        <dd className="text-ink" data-testid="sandbox-method">
          {t(`payments.methods.${payment.method}.name`)}
        </dd>
        {payment.referenceNumber ? (
          <>
            <dt className="text-ink-muted">{t('payments.sandbox.reference')}</dt>
            <dd>
              <bdi dir="ltr" className="num font-bold text-ink" data-testid="sandbox-reference">
                {payment.referenceNumber}
              </bdi>
            </dd>
          </>
        ) : null}
      </dl>
      {/* A document POST: its answer sends the browser to /api/payments/return/sandbox, a REST
          path and no page of the app (a real gateway's page sends the browser back the same way). */}
      <Form method="post" reloadDocument className="mt-6 flex flex-col gap-5" data-testid="sandbox-form">
        <RadioGroup
          name="outcome"
          legend={t('payments.sandbox.outcome')}
          defaultValue="success"
          options={outcomes.map((outcome) => ({
            value: outcome,
            label: t(`payments.sandbox.outcomes.${outcome}`),
          }))}
        />
        <Checkbox
          name="notify"
          value="1"
          defaultChecked
          label={t('payments.sandbox.notify')}
          data-testid="sandbox-notify"
        />
        <Button
          type="submit"
          size="lg"
          loading={navigation.state === 'submitting'}
          data-testid="sandbox-submit"
        >
          {t('payments.sandbox.submit')}
        </Button>
      </Form>
    </div>
  );
}
