/**
 * Tamara "split in 4" (Saudi Arabia and the Emirates): a checkout session sends the shopper to
 * Tamara's page; an approved order must be authorised by us, then captured (only captured orders
 * are settled). Notifications carry a JWT (HS256, the merchant's notification key) in the
 * `tamaraToken` query parameter or an `Authorization: Bearer` header.
 *
 * Documentation relied on:
 * - Online order status flow (new, approved, authorised, captured, declined, expired, canceled, refunded):
 *   https://docs.tamara.co/docs/online-order-status-flow
 * - Authorise order (POST /orders/{order_id}/authorise after `approved`; auto-capture note):
 *   https://docs.tamara.co/reference/authoriseorder.md
 * - API hosts (api-sandbox.tamara.co, api.tamara.co) and tokens: https://docs.tamara.co/reference/authoriseorder.md,
 *   https://docs.tamara.co/docs/api-token-management
 * - Authorise, capture, simplified refund sequence:
 *   https://raw.githubusercontent.com/api-evangelist/tamara/refs/heads/main/arazzo/tamara-authorise-capture-refund-order-workflow.yml
 * - Field names and paths confirmed in Tamara's official PHP SDK (github.com/tamara-solution/php-sdk):
 *   Request/Checkout/CreateCheckoutRequestHandler (POST /checkout), Model/Checkout/CheckoutResponse
 *   (order_id, checkout_id, checkout_url), Request/Payment/CaptureRequestHandler (POST /payments/capture),
 *   Model/Payment/Capture, Request/Payment/SimplifiedRefundRequestHandler
 *   (POST /payments/simplified-refund/{order_id} with total_amount and comment),
 *   Notification/Authenticator (tamaraToken or Authorization: Bearer, HS256 with the notification key),
 *   Notification/Message/AuthoriseMessage and WebhookMessage (order_id, order_reference_id,
 *   order_status or event_type).
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
import type { CurrencyCode } from '../../locale/locales.ts';
import { minorToDecimalString } from '../../money/money.ts';
import { asRecord, callProvider, decimalToMinor, optionalText, text } from './provider-http.ts';
import { verifyHs256 } from './hs256-jwt.ts';

export interface TamaraConfig {
  /** https://api-sandbox.tamara.co or https://api.tamara.co */
  baseUrl: string;
  /** The merchant API token, sent as a Bearer token. */
  apiToken: string;
  /** The notification token key: notifications' JWTs are signed with it (HS256). */
  notificationKey: string;
}

export interface TamaraProviderOptions {
  config: TamaraConfig;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** The clock the token expiry is checked against (tests). */
  now?: () => Date;
}

/** An order status or notification event (order_approved, ...) of Tamara in our words. */
export function tamaraOutcome(statusOrEvent: string): PaymentOutcome {
  const status = statusOrEvent.toLowerCase().replace(/^order_/, '');
  switch (status) {
    case 'new':
    case 'updated':
      return 'pending';
    case 'approved':
    case 'authorised':
    case 'partially_captured':
      // Approved by Tamara, waiting for our authorise and capture.
      return 'authorized';
    case 'fully_captured':
    case 'captured':
      return 'success';
    case 'declined':
      return 'rejected';
    case 'expired':
    case 'canceled':
    case 'cancelled':
      return 'declined';
    default:
      // fully_refunded, partially_refunded (never a success), and anything Tamara adds later.
      return 'error';
  }
}

type Money = { amount: number; currency: CurrencyCode };

export class TamaraProvider implements PaymentProvider {
  readonly name = 'tamara' as const;
  private readonly config: TamaraConfig;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;
  private readonly now: () => Date;

  constructor(options: TamaraProviderOptions) {
    this.config = { ...options.config, baseUrl: options.config.baseUrl.replace(/\/+$/, '') };
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
    this.now = options.now ?? (() => new Date());
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    if (request.country !== 'sa' && request.country !== 'ae') {
      throw new PaymentProviderError('tamara', `Tamara is not offered in ${request.country}`);
    }
    const money = (minor: number): Money => ({
      amount: Number(minorToDecimalString(minor, request.currency)),
      currency: request.currency,
    });
    const country = request.country.toUpperCase();
    const { customer, shipping } = request;
    const body = {
      order_reference_id: request.paymentId,
      order_number: request.orderNumber,
      total_amount: money(request.amountMinor),
      description: `Order ${request.orderNumber}`,
      country_code: country,
      payment_type: 'PAY_BY_INSTALMENTS',
      instalments: 4,
      locale: request.language === 'ar' ? `ar_${country}` : 'en_US',
      items: request.items.map((item) => ({
        reference_id: item.id,
        type: 'Physical',
        name: item.name,
        sku: item.id,
        quantity: item.quantity,
        unit_price: money(item.unitMinor),
        total_amount: money(item.unitMinor * item.quantity),
      })),
      consumer: {
        first_name: customer.firstName,
        last_name: customer.lastName,
        phone_number: customer.phone,
        email: customer.email,
      },
      shipping_address: {
        first_name: customer.firstName,
        last_name: customer.lastName,
        line1: shipping.line1,
        line2: [shipping.building, shipping.floor, shipping.apartment].filter((part) => part).join(', '),
        city: shipping.city,
        country_code: shipping.country.toUpperCase(),
        postal_code: shipping.zip ?? '',
        phone_number: customer.phone,
      },
      discount: { name: 'Discount', amount: money(request.discountMinor) },
      tax_amount: money(0),
      shipping_amount: money(request.shippingMinor),
      merchant_url: {
        success: request.returnUrl,
        failure: request.returnUrl,
        cancel: request.returnUrl,
        notification: request.callbackUrl,
      },
    };
    const answer = asRecord(await this.call('POST', '/checkout', body)) ?? {};
    const orderId = optionalText(answer.order_id);
    const checkoutUrl = optionalText(answer.checkout_url);
    if (orderId === null || checkoutUrl === null) {
      throw new PaymentProviderError('tamara', 'checkout answered without order_id or checkout_url', {
        body: answer,
      });
    }
    return { providerRef: orderId, redirectUrl: checkoutUrl, referenceNumber: null };
  }

  async parseCallback(incoming: IncomingPaymentRequest): Promise<PaymentReport> {
    const authorization = incoming.headers.get('authorization') ?? '';
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
    const token = bearer ?? incoming.query.get('tamaraToken');
    if (!token) throw new PaymentSignatureError('tamara', 'notification without a tamaraToken');
    const check = verifyHs256(token, this.config.notificationKey, this.now());
    if (!check.ok) throw new PaymentSignatureError('tamara', `notification token: ${check.reason}`);
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(incoming.body) as unknown;
    } catch {
      // Handled below.
    }
    const body = asRecord(parsed);
    const orderId = body ? optionalText(body.order_id) : null;
    const event = body ? text(body.event_type) || text(body.order_status) : '';
    if (!body || orderId === null || event === '') {
      throw new PaymentProviderError('tamara', 'notification without order_id and event', {
        body: incoming.body,
      });
    }
    const data = asRecord(body.data);
    const total = asRecord(data?.total_amount);
    return {
      paymentId: optionalText(body.order_reference_id),
      providerRef: orderId,
      eventId: `tamara:${orderId}:${event}`,
      outcome: tamaraOutcome(event),
      amountMinor: decimalToMinor(total?.amount),
      currency: optionalText(total?.currency),
      trnxId: orderId,
      trnxStatus: event,
      source: { type: 'tamara', subType: 'PAY_BY_INSTALMENTS' },
      referenceNumber: null,
    };
  }

  async parseRedirect(
    incoming: IncomingPaymentRequest,
  ): Promise<{ paymentId: string | null; providerRef: string | null }> {
    // Tamara appends orderId and paymentStatus to the merchant URL; the status is only a hint.
    return { paymentId: incoming.query.get('paymentId'), providerRef: incoming.query.get('orderId') };
  }

  async retrieve(payment: StoredPayment): Promise<PaymentReport> {
    return this.report(await this.retrieveOrder(payment));
  }

  /**
   * Authorise (when Tamara approved it) then capture the whole amount. Each step is skipped when
   * the order is already past it, so a second call answers the earlier capture.
   */
  async capture(payment: StoredPayment): Promise<PaymentReport> {
    let order = await this.retrieveOrder(payment);
    const orderId = text(order.order_id);
    if (text(order.status) === 'approved') {
      await this.call('POST', `/orders/${encodeURIComponent(orderId)}/authorise`, {});
      order = await this.retrieveOrder(payment);
    }
    const status = text(order.status);
    if (status === 'authorised' || status === 'partially_captured') {
      const money = (minor: number): Money => ({
        amount: Number(minorToDecimalString(minor, payment.currency)),
        currency: payment.currency,
      });
      const captured = decimalToMinor(asRecord(order.captured_amount)?.amount) ?? 0;
      await this.call('POST', '/payments/capture', {
        order_id: orderId,
        total_amount: money(payment.amountMinor - captured),
        shipping_info: { shipped_at: this.now().toISOString(), shipping_company: 'Marketplace' },
        items: [],
        shipping_amount: money(0),
        tax_amount: money(0),
        discount_amount: money(0),
      });
      order = await this.retrieveOrder(payment);
    }
    return this.report(order);
  }

  canRefund(method: PaymentMethod): boolean {
    return method === 'tamara';
  }

  async refund(payment: StoredPayment, amountMinor: number, refundId: string): Promise<RefundReport> {
    if (!payment.providerRef) throw new PaymentProviderError('tamara', 'refund needs the Tamara order id');
    const answer = asRecord(
      await this.call('POST', `/payments/simplified-refund/${encodeURIComponent(payment.providerRef)}`, {
        total_amount: {
          amount: Number(minorToDecimalString(amountMinor, payment.currency)),
          currency: payment.currency,
        },
        // The simplified refund has no idempotency key of ours: the refund id rides in the comment.
        comment: `refund ${refundId}`,
      }),
    );
    return { refundRef: optionalText(answer?.refund_id) ?? refundId, outcome: 'success' };
  }

  private async retrieveOrder(payment: StoredPayment): Promise<Record<string, unknown>> {
    const path = payment.providerRef
      ? `/orders/${encodeURIComponent(payment.providerRef)}`
      : `/merchants/orders/reference-id/${encodeURIComponent(payment.id)}`;
    const order = asRecord(await this.call('GET', path));
    if (!order || !optionalText(order.order_id))
      throw new PaymentProviderError('tamara', 'order answer without order_id', { body: order });
    return order;
  }

  private report(answer: unknown): PaymentReport {
    const order = asRecord(answer) ?? {};
    const status = text(order.status);
    const orderId = optionalText(order.order_id);
    const total = asRecord(order.total_amount);
    return {
      paymentId: optionalText(order.order_reference_id),
      providerRef: orderId,
      eventId: `tamara:${orderId ?? ''}:${status}`,
      outcome: tamaraOutcome(status),
      amountMinor: decimalToMinor(total?.amount),
      currency: optionalText(total?.currency),
      trnxId: orderId,
      trnxStatus: status || null,
      source: { type: 'tamara', subType: text(order.payment_type) || 'PAY_BY_INSTALMENTS' },
      referenceNumber: null,
    };
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const answer = await callProvider({
      provider: 'tamara',
      fetch: this.fetch,
      timeoutMs: this.timeoutMs,
      method,
      url: `${this.config.baseUrl}${path}`,
      headers: { authorization: `Bearer ${this.config.apiToken}` },
      body,
    });
    return answer.body;
  }
}
