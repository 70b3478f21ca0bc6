/**
 * An order's online payments for staff (issue 18, read-only): every attempt to pay it through a
 * gateway and every refund sent back through one, newest first. Orders paid cash on delivery or
 * by the balances have none, and say so.
 */
import type { ReactNode } from 'react';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { lookupMessage, useLocale, useT, type MessageKey } from '../../../i18n/i18n.ts';
import { useMoney } from '../../seller/seller-ui.tsx';
import { Badge, type BadgeTone } from '../../ui/badge.tsx';
import { usePaymentLabel } from './order-view.ts';

export interface OrderPaymentView {
  id: string;
  method: string;
  provider: string;
  status: string;
  outcome: string;
  amountMinor: number;
  currency: CurrencyCode;
  providerRef: string | null;
  trnxId: string | null;
  trnxStatus: string | null;
  source: { type: string | null; subType: string | null; masked: string | null } | null;
  referenceNumber: string | null;
  createdAt: string;
  expiresAt: string;
  settledAt: string | null;
}

export interface GatewayRefundView {
  id: string;
  method: string;
  provider: string;
  amountMinor: number;
  currency: CurrencyCode;
  status: string;
  providerRef: string | null;
  lastError: string | null;
  createdAt: string;
  updatedAt: string;
}

const ATTEMPT_TONES: Record<string, BadgeTone> = {
  pending: 'info',
  authorized: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
  refunded: 'neutral',
};

const REFUND_TONES: Record<string, BadgeTone> = { requested: 'info', succeeded: 'success', failed: 'danger' };

/** A catalog text when the key exists, else the stored value as it is (a gateway's own word). */
function useKnown() {
  const t = useT();
  const { language } = useLocale();
  return (key: string, fallback: string) =>
    lookupMessage(language, key) !== undefined ? t(key as MessageKey) : fallback;
}

/** A gateway's name: the catalog's for the known ones, else as it was stored. */
function useGatewayName() {
  const known = useKnown();
  return (provider: string) => known(`admin.paymentMethods.gateways.${provider}`, provider);
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** A value that reads left to right in both languages (ids, references, card digits). */
const Ltr = ({ children }: { children: ReactNode }) => (
  <bdi dir="ltr" className="num">
    {children}
  </bdi>
);

export function OrderPayments({
  method,
  payments,
  refunds,
  dateTime,
}: {
  /** The order's payment method: says why there is nothing when there is nothing. */
  method: string;
  payments: OrderPaymentView[];
  refunds: GatewayRefundView[];
  dateTime: (iso: string) => string;
}) {
  const t = useT();
  const money = useMoney();
  const known = useKnown();
  const gatewayName = useGatewayName();
  const paymentLabel = usePaymentLabel();

  if (payments.length === 0) {
    const why =
      method === 'cod'
        ? t('admin.orders.detail.payments.noneCod')
        : method === 'wallet' || method === 'giftCard'
          ? t('admin.orders.detail.payments.noneBalances')
          : t('admin.orders.detail.payments.none');
    return (
      <p className="text-sm text-ink-muted" data-testid="admin-order-payments-empty">
        {why}
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="admin-order-payments">
      <ol className="flex flex-col gap-3" aria-label={t('admin.orders.detail.payments.caption')}>
        {payments.map((payment) => (
          <li
            key={payment.id}
            className="flex flex-col gap-2 rounded-lg border border-line p-3 text-sm"
            data-testid="admin-order-payment-attempt"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">{paymentLabel(payment.method)}</span>
                <Badge size="sm" tone={ATTEMPT_TONES[payment.status] ?? 'neutral'}>
                  {known(`admin.orders.detail.payments.statuses.${payment.status}`, payment.status)}
                </Badge>
              </span>
              <span className="num font-semibold">{money(payment.amountMinor, payment.currency)}</span>
            </div>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              <Field label={t('admin.orders.detail.payments.gateway')}>{gatewayName(payment.provider)}</Field>
              <Field label={t('admin.orders.detail.payments.outcome')}>
                {known(`admin.orders.detail.payments.outcomes.${payment.outcome}`, payment.outcome)}
              </Field>
              {payment.trnxId ? (
                <Field label={t('admin.orders.detail.payments.transaction')}>
                  <Ltr>{payment.trnxId}</Ltr>
                </Field>
              ) : null}
              {payment.trnxStatus ? (
                <Field label={t('admin.orders.detail.payments.transactionStatus')}>
                  <Ltr>{payment.trnxStatus}</Ltr>
                </Field>
              ) : null}
              {payment.source ? (
                <Field label={t('admin.orders.detail.payments.source')}>
                  <Ltr>
                    {[payment.source.type, payment.source.subType, payment.source.masked]
                      .filter(Boolean)
                      .join(' · ')}
                  </Ltr>
                </Field>
              ) : null}
              {payment.referenceNumber ? (
                <Field label={t('admin.orders.detail.payments.reference')}>
                  <Ltr>{payment.referenceNumber}</Ltr>
                </Field>
              ) : null}
              {payment.providerRef ? (
                <Field label={t('admin.orders.detail.payments.gatewayRef')}>
                  <Ltr>{payment.providerRef}</Ltr>
                </Field>
              ) : null}
              <Field label={t('admin.orders.detail.payments.created')}>
                <time dateTime={payment.createdAt} className="num">
                  {dateTime(payment.createdAt)}
                </time>
              </Field>
              {payment.settledAt ? (
                <Field label={t('admin.orders.detail.payments.settled')}>
                  <time dateTime={payment.settledAt} className="num">
                    {dateTime(payment.settledAt)}
                  </time>
                </Field>
              ) : payment.status === 'pending' || payment.status === 'authorized' ? (
                <Field label={t('admin.orders.detail.payments.expires')}>
                  <time dateTime={payment.expiresAt} className="num">
                    {dateTime(payment.expiresAt)}
                  </time>
                </Field>
              ) : (
                <Field label={t('admin.orders.detail.payments.settled')}>
                  <span className="text-ink-muted">{t('admin.orders.detail.payments.notSettled')}</span>
                </Field>
              )}
            </dl>
          </li>
        ))}
      </ol>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-semibold text-ink">{t('admin.orders.detail.payments.refundsTitle')}</h3>
        {refunds.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('admin.orders.detail.payments.noRefunds')}</p>
        ) : (
          <ul
            className="flex flex-col gap-2 text-sm"
            aria-label={t('admin.orders.detail.payments.refundsCaption')}
            data-testid="admin-order-gateway-refunds"
          >
            {refunds.map((refund) => (
              <li
                key={refund.id}
                className="flex flex-col gap-1 border-t border-line pt-2 first:border-t-0 first:pt-0"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="flex flex-wrap items-center gap-2">
                    <Badge size="sm" tone={REFUND_TONES[refund.status] ?? 'neutral'}>
                      {known(`admin.orders.detail.payments.refundStatuses.${refund.status}`, refund.status)}
                    </Badge>
                    <span className="text-ink-soft">
                      {paymentLabel(refund.method)} · {gatewayName(refund.provider)}
                    </span>
                  </span>
                  <span className="num font-semibold">{money(refund.amountMinor, refund.currency)}</span>
                </div>
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  <Field label={t('admin.orders.detail.payments.requested')}>
                    <time dateTime={refund.createdAt} className="num">
                      {dateTime(refund.createdAt)}
                    </time>
                  </Field>
                  {refund.providerRef ? (
                    <Field label={t('admin.orders.detail.payments.gatewayRef')}>
                      <Ltr>{refund.providerRef}</Ltr>
                    </Field>
                  ) : null}
                  {refund.lastError ? (
                    <Field label={t('admin.orders.detail.payments.lastError')}>
                      <span className="text-danger">
                        <bdi>{refund.lastError}</bdi>
                      </span>
                    </Field>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
