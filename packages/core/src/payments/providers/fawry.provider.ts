/**
 * Fawry "Pay at Fawry": the shopper gets a reference number and pays it in cash at any Fawry outlet
 * (or in the myFawry app) before it expires; Fawry then posts a signed server notification.
 *
 * Documentation relied on:
 * - Charge request with a reference number (PAYATFAWRY), its SHA-256 signature:
 *   https://developer.fawrystaging.com/docs/server-apis/create-payment-refno-apis
 * - Server-to-server notification V2 (POST JSON, messageSignature):
 *   https://developer.fawrystaging.com/docs/server-apis/payment-notifications/server-notification-v2
 * - Get payment status V2 (GET, signature merchantCode + merchantRefNumber + secureKey):
 *   https://developer.fawrystaging.com/docs/payment-notifications/get-payment-status-v2
 *   and the older page with the response fields and status codes:
 *   https://atfawry.com/developer-guide/payment-status.html
 * - Refund API (signature merchantCode + referenceNumber + refundAmount (2 decimals) + reason + secureKey):
 *   https://developer.fawrystaging.com/docs/server-apis/refund-issue-api
 * - The order of the concatenations and the paths under /ECommerceWeb/Fawry/payments/ were checked
 *   against the unofficial fawry-api libraries (github.com/fawry-api/fawry lib/fawry/requests/*.rb,
 *   lib/fawry/fawry_callback.rb; github.com/fawry-api/fawry-node index.js).
 *
 * Fawry answers HTTP 200 for refusals too; `statusCode` in the body says whether it worked (200).
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
import { minorToDecimalString } from '../../money/money.ts';
import { asRecord, callProvider, decimalToMinor, optionalText, text, twoDecimals } from './provider-http.ts';
import { safeEqual, sha256Hex } from './provider-crypto.ts';

export interface FawryConfig {
  /** https://atfawry.fawrystaging.com (staging) or https://www.atfawry.com (production). */
  baseUrl: string;
  merchantCode: string;
  /** The secure key (hash key) of the merchant account: every signature ends with it. */
  secureKey: string;
}

export interface FawryProviderOptions {
  config: FawryConfig;
  fetch?: FetchLike;
  timeoutMs?: number;
}

const API = '/ECommerceWeb/Fawry/payments';
export const FAWRY_PAYMENT_METHOD = 'PAYATFAWRY';

/** SHA-256 of merchantCode + merchantRefNum + customerProfileId + paymentMethod + amount (2 decimals) + secureKey. */
export function fawryChargeSignature(
  fields: {
    merchantCode: string;
    merchantRefNum: string;
    customerProfileId: string;
    paymentMethod: string;
    amount: string;
  },
  secureKey: string,
): string {
  // A card token would sit between the amount and the key; a reference payment has none.
  return sha256Hex(
    fields.merchantCode +
      fields.merchantRefNum +
      fields.customerProfileId +
      fields.paymentMethod +
      twoDecimals(fields.amount) +
      secureKey,
  );
}

/**
 * The V2 notification's messageSignature: SHA-256 of fawryRefNumber + merchantRefNumber +
 * paymentAmount (2 decimals) + orderAmount (2 decimals) + orderStatus + paymentMethod +
 * paymentRefrenceNumber (Fawry's spelling; empty when absent) + secureKey.
 */
export function fawryNotificationSignature(body: Record<string, unknown>, secureKey: string): string {
  return sha256Hex(
    text(body.fawryRefNumber) +
      text(body.merchantRefNumber) +
      twoDecimals(body.paymentAmount) +
      twoDecimals(body.orderAmount) +
      text(body.orderStatus) +
      text(body.paymentMethod) +
      text(body.paymentRefrenceNumber) +
      secureKey,
  );
}

/** Payment status V2: SHA-256 of merchantCode + merchantRefNumber + secureKey. */
export const fawryStatusSignature = (
  merchantCode: string,
  merchantRefNumber: string,
  secureKey: string,
): string => sha256Hex(merchantCode + merchantRefNumber + secureKey);

/** Refund: SHA-256 of merchantCode + referenceNumber + refundAmount (2 decimals) + reason + secureKey. */
export const fawryRefundSignature = (
  fields: { merchantCode: string; referenceNumber: string; refundAmount: string; reason: string },
  secureKey: string,
): string =>
  sha256Hex(
    fields.merchantCode +
      fields.referenceNumber +
      twoDecimals(fields.refundAmount) +
      fields.reason +
      secureKey,
  );

/**
 * Fawry's order statuses in our words. REFUNDED (and PARTIAL_REFUNDED) is money that went back:
 * never a success; it is reported as 'error' with the status text kept in trnxStatus, and the
 * service's own refund record says what was refunded.
 */
export function fawryOutcome(status: string): PaymentOutcome {
  switch (status.toUpperCase()) {
    case 'PAID':
      return 'success';
    case 'NEW':
    case 'UNPAID':
      return 'pending';
    case 'EXPIRED':
    case 'CANCELED':
    case 'CANCELLED':
      return 'declined';
    default:
      // FAILED, REFUNDED, PARTIAL_REFUNDED and anything Fawry adds later.
      return 'error';
  }
}

export class FawryProvider implements PaymentProvider {
  readonly name = 'fawry' as const;
  private readonly config: FawryConfig;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;

  constructor(options: FawryProviderOptions) {
    this.config = { ...options.config, baseUrl: options.config.baseUrl.replace(/\/+$/, '') };
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const amount = minorToDecimalString(request.amountMinor, request.currency);
    const signed = {
      merchantCode: this.config.merchantCode,
      merchantRefNum: request.paymentId,
      customerProfileId: request.customer.id,
      paymentMethod: FAWRY_PAYMENT_METHOD,
      amount,
    };
    const body = {
      ...signed,
      amount: Number(amount),
      customerName: `${request.customer.firstName} ${request.customer.lastName}`.trim(),
      customerMobile: request.customer.phone,
      customerEmail: request.customer.email,
      currencyCode: request.currency,
      language: request.language === 'ar' ? 'ar-eg' : 'en-gb',
      description: `Order ${request.orderNumber}`,
      // Milliseconds since the epoch: the reference stops being payable then.
      paymentExpiry: request.expiresAt.getTime(),
      chargeItems: chargeItems(request),
      signature: fawryChargeSignature(signed, this.config.secureKey),
    };
    const answer = await this.call('POST', `${API}/charge`, body);
    const referenceNumber = optionalText(answer.referenceNumber);
    if (referenceNumber === null) {
      throw new PaymentProviderError('fawry', 'charge answered without a reference number', { body: answer });
    }
    return { providerRef: referenceNumber, redirectUrl: null, referenceNumber };
  }

  async parseCallback(incoming: IncomingPaymentRequest): Promise<PaymentReport> {
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(incoming.body) as unknown;
    } catch {
      // An unreadable body is treated like an unsigned one below.
    }
    const body = asRecord(parsed);
    const given = body ? text(body.messageSignature) : '';
    if (!body || given === '')
      throw new PaymentSignatureError('fawry', 'notification without messageSignature');
    if (!safeEqual(given.toLowerCase(), fawryNotificationSignature(body, this.config.secureKey))) {
      throw new PaymentSignatureError('fawry');
    }
    return this.report(body);
  }

  async parseRedirect(
    incoming: IncomingPaymentRequest,
  ): Promise<{ paymentId: string | null; providerRef: string | null }> {
    // A reference payment has no browser redirect; a page of ours that links back may name the
    // payment, which only tells the service which payment to retrieve.
    const query = incoming.query;
    return {
      paymentId: query.get('merchantRefNumber') ?? query.get('merchantRefNum'),
      providerRef: query.get('referenceNumber') ?? query.get('fawryRefNumber'),
    };
  }

  async retrieve(payment: StoredPayment): Promise<PaymentReport> {
    const { merchantCode, secureKey } = this.config;
    const query = new URLSearchParams({
      merchantCode,
      merchantRefNumber: payment.id,
      signature: fawryStatusSignature(merchantCode, payment.id, secureKey),
    });
    const answer = await this.call('GET', `${API}/status/v2?${query.toString()}`);
    // The V2 answer carries the notification's fields and signature; when it does, it must verify.
    const signature = text(answer.messageSignature);
    if (
      signature !== '' &&
      !safeEqual(signature.toLowerCase(), fawryNotificationSignature(answer, secureKey))
    ) {
      throw new PaymentSignatureError('fawry', 'payment status answer signature does not verify');
    }
    return this.report(answer);
  }

  canRefund(method: PaymentMethod): boolean {
    // The refund API takes the Fawry reference number and a full or partial amount, so a paid
    // reference can be refunded through Fawry (the shopper collects it through Fawry).
    return method === 'fawry';
  }

  async refund(payment: StoredPayment, amountMinor: number, refundId: string): Promise<RefundReport> {
    const referenceNumber = payment.referenceNumber ?? payment.providerRef;
    if (!referenceNumber) throw new PaymentProviderError('fawry', 'refund needs the Fawry reference number');
    const fields = {
      merchantCode: this.config.merchantCode,
      referenceNumber,
      refundAmount: minorToDecimalString(amountMinor, payment.currency),
      // Fawry has no idempotency key: our refund id rides in the (signed) reason.
      reason: `refund ${refundId}`,
    };
    await this.call('POST', `${API}/refund`, {
      ...fields,
      refundAmount: Number(fields.refundAmount),
      signature: fawryRefundSignature(fields, this.config.secureKey),
    });
    return { refundRef: refundId, outcome: 'success' };
  }

  private report(body: Record<string, unknown>): PaymentReport {
    const status = text(body.orderStatus) || text(body.paymentStatus);
    const referenceNumber = optionalText(body.fawryRefNumber) ?? optionalText(body.referenceNumber);
    const method = optionalText(body.paymentMethod);
    return {
      paymentId: optionalText(body.merchantRefNumber),
      providerRef: referenceNumber,
      // Fawry retries a notification with a new requestId: the reference and status make one event.
      eventId: `fawry:${referenceNumber ?? text(body.merchantRefNumber)}:${status}`,
      outcome: fawryOutcome(status),
      amountMinor: decimalToMinor(body.orderAmount) ?? decimalToMinor(body.paymentAmount),
      currency: 'EGP',
      trnxId: referenceNumber,
      trnxStatus: status || null,
      source: method ? { type: method } : null,
      referenceNumber,
    };
  }

  private async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Record<string, unknown>> {
    const answer = await callProvider({
      provider: 'fawry',
      fetch: this.fetch,
      timeoutMs: this.timeoutMs,
      method,
      url: `${this.config.baseUrl}${path}`,
      body,
    });
    const record = asRecord(answer.body);
    const statusCode = record ? Number(record.statusCode ?? 200) : NaN;
    if (!record || statusCode !== 200) {
      const description = record ? text(record.statusDescription) : '';
      throw new PaymentProviderError(
        'fawry',
        `refused (${record ? String(record.statusCode) : 'no JSON'}): ${description}`,
        {
          status: answer.status,
          body: answer.body,
        },
      );
    }
    return record;
  }
}

/**
 * Fawry checks that the charge items add up to the amount. Our basket plus shipping does unless a
 * discount applies; then one line for the whole order keeps the sum exact.
 */
function chargeItems(
  request: PaymentRequest,
): Array<{ itemId: string; description: string; price: number; quantity: number }> {
  const lines = request.items.map((item) => ({
    itemId: item.id,
    description: item.name,
    price: Number(minorToDecimalString(item.unitMinor, request.currency)),
    quantity: item.quantity,
  }));
  if (request.shippingMinor > 0) {
    lines.push({
      itemId: 'shipping',
      description: 'Shipping',
      price: Number(minorToDecimalString(request.shippingMinor, request.currency)),
      quantity: 1,
    });
  }
  const sum =
    request.items.reduce((total, item) => total + item.unitMinor * item.quantity, 0) + request.shippingMinor;
  if (sum === request.amountMinor) return lines;
  return [
    {
      itemId: request.orderNumber,
      description: `Order ${request.orderNumber}`,
      price: Number(minorToDecimalString(request.amountMinor, request.currency)),
      quantity: 1,
    },
  ];
}
