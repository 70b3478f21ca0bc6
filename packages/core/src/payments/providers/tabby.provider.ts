/**
 * Tabby "pay in 4" (Saudi Arabia and the Emirates): a checkout session sends the shopper to Tabby's
 * hosted page; an approved payment is AUTHORIZED and only money we capture is settled to us.
 *
 * Trust: Tabby's webhooks carry no signature (only an optional header we choose at registration),
 * so a webhook only says WHICH payment changed; its outcome always comes from a server-side
 * retrieve (GET /api/v2/payments/{id}), as Tabby's docs require before an order is processed.
 *
 * Documentation relied on:
 * - Checkout flow, session creation and the `created` / `rejected` statuses:
 *   https://docs.tabby.ai/pay-in-4-custom-integration/checkout-flow
 * - Payment processing (verify server-to-server, capture, refund):
 *   https://docs.tabby.ai/pay-in-4-custom-integration/payment-processing.md
 * - Payment statuses (CREATED, AUTHORIZED, CLOSED with captures, REJECTED, EXPIRED) and endpoints:
 *   https://docs.tabby.ai/offline-payment-methods/pos-integration.md
 * - Webhooks (registration with an optional auth header, payload, retries):
 *   https://docs.tabby.ai/pay-in-4-custom-integration/webhooks.md
 *   https://docs.tabby.ai/api-reference/webhooks/register-a-webhook.md
 * - API hosts (api.tabby.ai for the Emirates, api.tabby.sa for Saudi Arabia):
 *   https://docs.tabby.ai/api-reference/checkout/retrieve-an-existing-checkout-session.md
 * - Capture and refund bodies (amount, reference_id as idempotency key): the API reference's
 *   capture and refund schemas as mirrored in github.com/api-evangelist/tabby (json-schema/tabby-capture-schema.json,
 *   json-schema/tabby-refund-schema.json, examples/tabby-capture-payment-example.json).
 */
import {
  PaymentProviderError,
  PaymentSignatureError,
  PROVIDER_TIMEOUT_MS,
  type CreatedPayment,
  type FetchLike,
  type IncomingPaymentRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentReport,
  type PaymentRequest,
  type RefundReport,
  type StoredPayment,
} from '../payment-provider.ts';
import type { PaymentMethod } from '../payment-methods.ts';
import type { CountryCode } from '../../locale/locales.ts';
import { minorToDecimalString } from '../../money/money.ts';
import { asRecord, callProvider, decimalToMinor, optionalText, text } from './provider-http.ts';
import { safeEqual } from './provider-crypto.ts';

export interface TabbyConfig {
  /** https://api.tabby.ai (the Emirates; also the test environment: test keys select it). */
  baseUrl: string;
  /** https://api.tabby.sa for Saudi payments in production; baseUrl when unset. */
  saudiBaseUrl?: string;
  /** The secret key (sk_... or sk_test_...), sent as a Bearer token. */
  secretKey: string;
  /** Tabby's merchant code of our store in each country. */
  merchantCodes: Record<'sa' | 'ae', string>;
  /** The header we registered the webhook with, if any: a webhook without it is refused. */
  webhookAuthHeader?: { name: string; value: string };
}

export interface TabbyProviderOptions {
  config: TabbyConfig;
  fetch?: FetchLike;
  timeoutMs?: number;
}

/** The detail a rejected session carries, so the service can tell the shopper "refused by Tabby". */
export const TABBY_REJECTED = 'rejected_by_installment_provider';

/** Tabby's payment status in our words. */
export function tabbyOutcome(status: string, captureCount: number): PaymentOutcome {
  switch (status.toUpperCase()) {
    case 'AUTHORIZED':
      return 'authorized';
    case 'CLOSED':
      // Closed with captures is paid; closed without any is an authorization we (or Tabby) voided.
      return captureCount > 0 ? 'success' : 'declined';
    case 'REJECTED':
      return 'rejected';
    case 'EXPIRED':
      return 'declined';
    case 'CREATED':
    case 'NEW':
      return 'pending';
    default:
      return 'error';
  }
}

export class TabbyProvider implements PaymentProvider {
  readonly name = 'tabby' as const;
  private readonly config: TabbyConfig;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;

  constructor(options: TabbyProviderOptions) {
    this.config = options.config;
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const country = gulfCountry(request.country);
    const amount = (minor: number): string => minorToDecimalString(minor, request.currency);
    const body = {
      payment: {
        amount: amount(request.amountMinor),
        currency: request.currency,
        description: `Order ${request.orderNumber}`,
        buyer: {
          name: `${request.customer.firstName} ${request.customer.lastName}`.trim(),
          email: request.customer.email,
          phone: request.customer.phone,
        },
        shipping_address: {
          city: request.shipping.city,
          address: [
            request.shipping.line1,
            request.shipping.building,
            request.shipping.floor,
            request.shipping.apartment,
          ]
            .filter((part) => part)
            .join(', '),
          zip: request.shipping.zip ?? '',
        },
        order: {
          reference_id: request.paymentId,
          tax_amount: '0.00',
          shipping_amount: amount(request.shippingMinor),
          discount_amount: amount(request.discountMinor),
          items: request.items.map((item) => ({
            reference_id: item.id,
            title: item.name,
            quantity: item.quantity,
            unit_price: amount(item.unitMinor),
            category: 'designer-products',
          })),
        },
        buyer_history: { registered_since: null, loyalty_level: 0 },
        order_history: [],
      },
      lang: request.language,
      merchant_code: this.config.merchantCodes[country],
      merchant_urls: {
        success: withQuery(request.returnUrl, 'success'),
        cancel: withQuery(request.returnUrl, 'cancel'),
        failure: withQuery(request.returnUrl, 'failure'),
      },
    };
    const answer = await this.call('POST', country, '/api/v2/checkout', body);
    const session = asRecord(answer) ?? {};
    const payment = asRecord(session.payment);
    if (text(session.status) === 'rejected') {
      const products = asRecord(asRecord(session.configuration)?.products);
      const reason = text(asRecord(products?.installments)?.rejection_reason) || 'not_available';
      throw new PaymentProviderError('tabby', `session rejected by the installment provider (${reason})`, {
        body: { reason: TABBY_REJECTED, rejection_reason: reason, session: answer },
      });
    }
    const available = asRecord(asRecord(session.configuration)?.available_products);
    const installments = Array.isArray(available?.installments) ? available.installments : [];
    const webUrl = optionalText(asRecord(installments[0])?.web_url);
    const paymentId = optionalText(payment?.id);
    if (webUrl === null || paymentId === null) {
      throw new PaymentProviderError('tabby', 'session without an installments web_url or payment id', {
        body: answer,
      });
    }
    return { providerRef: paymentId, redirectUrl: webUrl, referenceNumber: null };
  }

  async parseCallback(incoming: IncomingPaymentRequest): Promise<PaymentReport> {
    const expected = this.config.webhookAuthHeader;
    if (expected && !safeEqual(incoming.headers.get(expected.name) ?? '', expected.value)) {
      throw new PaymentSignatureError('tabby', `webhook without the registered ${expected.name} header`);
    }
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(incoming.body) as unknown;
    } catch {
      // Handled below: a webhook that names no payment.
    }
    const body = asRecord(parsed);
    const id = body ? optionalText(body.id) : null;
    if (id === null) throw new PaymentSignatureError('tabby', 'webhook names no payment');
    // Only the payment id is taken from the body; the currency picks the host (SAR: Saudi).
    const country: CountryCode = text(body?.currency) === 'SAR' ? 'sa' : 'ae';
    return this.report(await this.call('GET', country, `/api/v2/payments/${encodeURIComponent(id)}`));
  }

  async parseRedirect(
    incoming: IncomingPaymentRequest,
  ): Promise<{ paymentId: string | null; providerRef: string | null }> {
    // Tabby appends payment_id to the merchant URL; the status query is ours and proves nothing.
    return { paymentId: incoming.query.get('paymentId'), providerRef: incoming.query.get('payment_id') };
  }

  async retrieve(payment: StoredPayment): Promise<PaymentReport> {
    return this.report(
      await this.call(
        'GET',
        payment.country,
        `/api/v2/payments/${encodeURIComponent(this.tabbyId(payment))}`,
      ),
    );
  }

  async capture(payment: StoredPayment): Promise<PaymentReport> {
    const path = `/api/v2/payments/${encodeURIComponent(this.tabbyId(payment))}/captures`;
    try {
      // reference_id is Tabby's idempotency key: our payment id makes a second capture a no-op.
      const answer = await this.call('POST', payment.country, path, {
        amount: minorToDecimalString(payment.amountMinor, payment.currency),
        reference_id: payment.id,
      });
      return this.report(answer);
    } catch (error) {
      // A payment captured earlier (now CLOSED) refuses a new capture: its state is the answer.
      if (
        error instanceof PaymentProviderError &&
        error.details.status !== undefined &&
        error.details.status < 500
      ) {
        const report = await this.retrieve(payment);
        if (report.outcome === 'success') return report;
      }
      throw error;
    }
  }

  canRefund(method: PaymentMethod): boolean {
    return method === 'tabby';
  }

  async refund(payment: StoredPayment, amountMinor: number, refundId: string): Promise<RefundReport> {
    const answer = await this.call(
      'POST',
      payment.country,
      `/api/v2/payments/${encodeURIComponent(this.tabbyId(payment))}/refunds`,
      {
        amount: minorToDecimalString(amountMinor, payment.currency),
        reference_id: refundId,
        reason: 'Refund requested by the marketplace',
      },
    );
    const refunds = Array.isArray(asRecord(answer)?.refunds) ? (asRecord(answer)?.refunds as unknown[]) : [];
    const mine = refunds.map(asRecord).find((refund) => refund && text(refund.reference_id) === refundId);
    return { refundRef: optionalText(mine?.id) ?? refundId, outcome: 'success' };
  }

  private tabbyId(payment: StoredPayment): string {
    if (!payment.providerRef) throw new PaymentProviderError('tabby', 'the payment has no Tabby payment id');
    return payment.providerRef;
  }

  private report(answer: unknown): PaymentReport {
    const payment = asRecord(answer) ?? {};
    const status = text(payment.status).toUpperCase();
    const captures = Array.isArray(payment.captures) ? payment.captures : [];
    const id = optionalText(payment.id);
    return {
      paymentId: optionalText(asRecord(payment.order)?.reference_id),
      providerRef: id,
      eventId: `tabby:${id ?? ''}:${status}:${captures.length}`,
      outcome: tabbyOutcome(status, captures.length),
      amountMinor: decimalToMinor(payment.amount),
      currency: optionalText(payment.currency),
      trnxId: id,
      trnxStatus: status || null,
      source: { type: 'tabby', subType: 'installments' },
      referenceNumber: null,
    };
  }

  private async call(
    method: 'GET' | 'POST',
    country: CountryCode,
    path: string,
    body?: unknown,
  ): Promise<unknown> {
    const base =
      country === 'sa' && this.config.saudiBaseUrl ? this.config.saudiBaseUrl : this.config.baseUrl;
    const answer = await callProvider({
      provider: 'tabby',
      fetch: this.fetch,
      timeoutMs: this.timeoutMs,
      method,
      url: `${base.replace(/\/+$/, '')}${path}`,
      headers: { authorization: `Bearer ${this.config.secretKey}` },
      body,
    });
    return answer.body;
  }
}

function gulfCountry(country: CountryCode): 'sa' | 'ae' {
  if (country === 'sa' || country === 'ae') return country;
  throw new PaymentProviderError('tabby', `Tabby is not offered in ${country}`);
}

/** Our return URL with the outcome Tabby sends the shopper back with (only a hint for the page). */
function withQuery(url: string, status: string): string {
  const result = new URL(url);
  result.searchParams.set('status', status);
  return result.toString();
}
