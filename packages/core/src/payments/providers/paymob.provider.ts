/**
 * Paymob (Egypt, Saudi Arabia, UAE): the Intention API and Unified Checkout, HMAC-signed
 * transaction callbacks, transaction inquiry and refunds.
 *
 * Documentation relied on:
 * - Create Intention: https://developers.paymob.com/paymob-docs/developers/intention-apis/create-intention
 *   (POST /v1/intention/, `Authorization: Token <secret key>`, amount in cents, payment_methods as
 *   integration ids, response id / intention_order_id / client_secret)
 * - Unified Checkout redirect: https://developers.paymob.com/paymob-docs/developers/checkout-experiences/unified-checkout-redirection
 *   (/unifiedcheckout/?publicKey=...&clientSecret=...)
 * - HMAC of transaction callbacks: https://developers.paymob.com/paymob-docs/developers/webhook-callbacks-and-hmac/hmac/hmac-transaction-callback
 * - Transaction callbacks (processed POST, response GET): https://developers.paymob.com/paymob-docs/manage-callback/transaction-callbacks
 * - Transaction inquiry by order id or reference: https://developers.paymob.com/paymob-docs/developers/transaction-inquiry-apis/transaction-inquiry/by-order-id-or-reference
 *   (POST /api/ecommerce/orders/transaction_inquiry with auth_token from POST /api/auth/tokens {api_key})
 * - Refund: https://developers.paymob.com/paymob-docs/developers/manage-payment-apis/refund ("all payment
 *   methods except Kiosk") and the Refund API, POST /api/acceptance/void_refund/refund with
 *   {transaction_id, amount_cents}, authenticated with `Authorization: Token <secret key>`
 * - Kiosk (Aman) bill reference in data.bill_reference: https://docs.paymob.com/docs/kiosk-payments
 * - Regional hosts accept / ksa / uae.paymob.com: Paymob's own integration guide,
 *   github.com/PaymobAccept/Paymob-AI-Integration-Skill (references/intention-api.md)
 */
import type { CountryCode } from '../../locale/locales.ts';
import { PAYMENT_METHOD_INFO, type PaymentMethod } from '../payment-methods.ts';
import {
  PROVIDER_TIMEOUT_MS,
  PaymentProviderError,
  PaymentSignatureError,
  type CreatedPayment,
  type FetchLike,
  type IncomingPaymentRequest,
  type PaymentProvider,
  type PaymentReport,
  type PaymentRequest,
  type RefundReport,
  type StoredPayment,
} from '../payment-provider.ts';
import { signedValuesFromObject, signedValuesFromQuery, verifyPaymobHmac } from './paymob-signature.ts';
import {
  reportFromView,
  viewFromObject,
  viewFromQuery,
  type PaymobTransactionView,
} from './paymob-transaction.ts';

/** What one Paymob account holds. Paymob accounts are per region, so each country may have its own. */
export interface PaymobCredentials {
  /** The Intention API's secret key (egy_sk_..., sau_sk_..., are_sk_...). */
  secretKey: string;
  /** The public key Unified Checkout is opened with (safe in the browser). */
  publicKey: string;
  /** The key of the callbacks' HMAC-SHA512. */
  hmacSecret: string;
  /** The legacy API key: transaction inquiry (retrieve) needs the auth token it buys. */
  apiKey?: string;
  /** One integration id per method (Paymob's dashboard, Payment Integrations). */
  integrationIds: Partial<Record<PaymentMethod, number>>;
}

export interface PaymobConfig extends PaymobCredentials {
  /** Paymob's host per country: https://accept.paymob.com (eg), https://ksa.paymob.com, https://uae.paymob.com. */
  baseUrl: Record<CountryCode, string>;
  /** A country whose payments go to another Paymob account than the default one above. */
  accounts?: Partial<Record<CountryCode, Partial<PaymobCredentials>>>;
}

export const PAYMOB_BASE_URLS: Record<CountryCode, string> = {
  eg: 'https://accept.paymob.com',
  sa: 'https://ksa.paymob.com',
  ae: 'https://uae.paymob.com',
};

/** Methods whose money Paymob can send back; a kiosk payment was cash (refund docs: all but Kiosk). */
const REFUNDABLE: ReadonlySet<PaymentMethod> = new Set([
  'card',
  'mada',
  'applePay',
  'mobileWallet',
  'valu',
  'sympl',
  'souhoola',
  'contact',
  'cib',
  'cardInstallment',
]);

/** Paymob's legacy auth token lives an hour; it is renewed ten minutes early. */
const AUTH_TOKEN_LIFETIME_MS = 50 * 60 * 1000;

// billing_data.country as Paymob's integration guide writes it (ISO 3166 alpha-3, "EGY").
const COUNTRY_ISO: Record<CountryCode, string> = { eg: 'EGY', sa: 'SAU', ae: 'ARE' };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

// Paymob's billing_data refuses empty fields; its own guides fill the unknown ones with "NA".
const orNA = (value: string | null | undefined): string =>
  value && value.trim() !== '' ? value.trim() : 'NA';

export class PaymobProvider implements PaymentProvider {
  readonly name = 'paymob' as const;
  private readonly config: PaymobConfig;
  private readonly fetch: FetchLike;
  private readonly timeoutMs: number;
  private readonly authTokens = new Map<string, { token: string; expiresAt: number }>();

  constructor(options: { config: PaymobConfig; fetch?: FetchLike; timeoutMs?: number }) {
    this.config = options.config;
    this.fetch = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const account = this.account(request.country);
    const integrationId = account.integrationIds[request.method];
    if (integrationId === undefined) {
      throw new PaymentProviderError(
        'paymob',
        `no integration id for ${request.method} in ${request.country}`,
      );
    }
    const base = this.baseUrl(request.country);
    const answer = await this.call(`${base}/v1/intention/`, {
      method: 'POST',
      headers: { Authorization: `Token ${account.secretKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(intentionBody(request, integrationId)),
    });
    const clientSecret = isRecord(answer) ? answer.client_secret : undefined;
    const orderId = isRecord(answer) ? answer.intention_order_id : undefined;
    if (typeof clientSecret !== 'string' || (typeof orderId !== 'number' && typeof orderId !== 'string')) {
      throw new PaymentProviderError(
        'paymob',
        'intention answer without client_secret or intention_order_id',
        {
          body: answer,
        },
      );
    }
    const checkout = new URL('/unifiedcheckout/', base);
    checkout.searchParams.set('publicKey', account.publicKey);
    checkout.searchParams.set('clientSecret', clientSecret);
    return {
      // Paymob's order id, not the intention id: callbacks sign it (order.id) and the inquiry takes it.
      providerRef: String(orderId),
      redirectUrl: checkout.toString(),
      // The kiosk bill reference exists only once the shopper picks kiosk on Unified Checkout; it
      // arrives with the pending transaction (data.bill_reference), not with the intention.
      referenceNumber: null,
    };
  }

  async parseCallback(incoming: IncomingPaymentRequest): Promise<PaymentReport> {
    const view = this.verified(incoming);
    return reportFromView(view, this.methodOf(view.integrationId));
  }

  async parseRedirect(
    incoming: IncomingPaymentRequest,
  ): Promise<{ paymentId: string | null; providerRef: string | null }> {
    const view = this.verified(incoming);
    return { paymentId: view.merchantOrderId, providerRef: view.orderId };
  }

  async retrieve(payment: StoredPayment): Promise<PaymentReport> {
    const account = this.account(payment.country);
    if (!account.apiKey) {
      throw new PaymentProviderError(
        'paymob',
        `no apiKey for ${payment.country}: transaction inquiry needs one`,
      );
    }
    const base = this.baseUrl(payment.country);
    const token = await this.authToken(base, account.apiKey);
    // By Paymob's order id when known (signed in callbacks); by our reference otherwise.
    const lookup = payment.providerRef
      ? { order_id: payment.providerRef }
      : { merchant_order_id: payment.id };
    const answer = await this.call(
      `${base}/api/ecommerce/orders/transaction_inquiry`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ auth_token: token, ...lookup }),
      },
      { notFoundIsEmpty: true },
    );
    const obj = isRecord(answer) && isRecord(answer.obj) ? answer.obj : answer;
    if (!isRecord(obj) || obj.id === undefined || obj.id === null) {
      // No transaction yet: the shopper has not paid (or not chosen a method) on Unified Checkout.
      return {
        paymentId: payment.id,
        providerRef: payment.providerRef,
        eventId: `${payment.providerRef ?? payment.id}:no-transaction`,
        outcome: 'pending',
        amountMinor: null,
        currency: null,
        trnxId: null,
        trnxStatus: 'no transaction',
        source: null,
      };
    }
    const view = viewFromObject(obj);
    if (
      (payment.providerRef && view.orderId && view.orderId !== payment.providerRef) ||
      (view.merchantOrderId && view.merchantOrderId !== payment.id)
    ) {
      throw new PaymentProviderError('paymob', 'inquiry answered a transaction of another order', {
        body: answer,
      });
    }
    return reportFromView(
      {
        ...view,
        merchantOrderId: view.merchantOrderId ?? payment.id,
        orderId: view.orderId ?? payment.providerRef,
      },
      payment.method,
    );
  }

  canRefund(method: PaymentMethod): boolean {
    return REFUNDABLE.has(method) && PAYMENT_METHOD_INFO[method].provider === 'paymob';
  }

  /**
   * Paymob's refund API takes no idempotency key, so `refundId` cannot be sent: the service must
   * not call refund twice for one refund (it records the refund before calling, and a retry after a
   * timeout should first look at the transaction's refunded_amount_cents).
   */
  async refund(payment: StoredPayment, amountMinor: number, _refundId: string): Promise<RefundReport> {
    if (!payment.trnxId)
      throw new PaymentProviderError('paymob', 'refund needs the paid transaction id (trnxId)');
    const transactionId = Number(payment.trnxId);
    if (!Number.isSafeInteger(transactionId)) {
      throw new PaymentProviderError('paymob', `transaction id ${payment.trnxId} is not a Paymob id`);
    }
    if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
      throw new PaymentProviderError(
        'paymob',
        `refund amount ${amountMinor} is not a positive number of cents`,
      );
    }
    const account = this.account(payment.country);
    const answer = await this.call(`${this.baseUrl(payment.country)}/api/acceptance/void_refund/refund`, {
      method: 'POST',
      headers: { Authorization: `Token ${account.secretKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ transaction_id: transactionId, amount_cents: amountMinor }),
    });
    const obj = isRecord(answer) && isRecord(answer.obj) ? answer.obj : answer;
    if (!isRecord(obj) || obj.id === undefined) {
      throw new PaymentProviderError('paymob', 'refund answer without a transaction', { body: answer });
    }
    const view = viewFromObject(obj);
    return { refundRef: view.id, outcome: view.pending ? 'pending' : view.success ? 'success' : 'error' };
  }

  /** Checks the hmac of a processed (POST) or response (GET) callback and reads its transaction. */
  private verified(incoming: IncomingPaymentRequest): PaymobTransactionView {
    const hmac = incoming.query.get('hmac');
    const secrets = this.hmacSecrets();
    if (incoming.method === 'GET') {
      if (!verifyPaymobHmac(signedValuesFromQuery(incoming.query), hmac, secrets)) {
        throw new PaymentSignatureError('paymob');
      }
      return viewFromQuery(incoming.query);
    }
    let body: unknown;
    try {
      body = JSON.parse(incoming.body);
    } catch {
      throw new PaymentSignatureError('paymob', 'callback body is not JSON');
    }
    // Card-token callbacks (type TOKEN) are signed over other fields and are not used here.
    if (!isRecord(body) || body.type !== 'TRANSACTION' || !isRecord(body.obj)) {
      throw new PaymentSignatureError('paymob', 'not a transaction callback');
    }
    if (!verifyPaymobHmac(signedValuesFromObject(body.obj), hmac, secrets)) {
      throw new PaymentSignatureError('paymob');
    }
    return viewFromObject(body.obj);
  }

  private account(country: CountryCode): PaymobCredentials {
    const { accounts, baseUrl: _baseUrl, ...defaults } = this.config;
    const own = accounts?.[country];
    return { ...defaults, ...own, integrationIds: own?.integrationIds ?? defaults.integrationIds };
  }

  private baseUrl(country: CountryCode): string {
    return this.config.baseUrl[country].replace(/\/+$/, '');
  }

  /** A callback does not say which region sent it: every configured account's secret may verify it. */
  private hmacSecrets(): string[] {
    const accounts = Object.values(this.config.accounts ?? {});
    return [...new Set([this.config.hmacSecret, ...accounts.map((account) => account?.hmacSecret)])].filter(
      (secret): secret is string => typeof secret === 'string' && secret !== '',
    );
  }

  private methodOf(integrationId: number | null): PaymentMethod | null {
    if (integrationId === null) return null;
    const accounts = [this.config, ...Object.values(this.config.accounts ?? {})];
    for (const account of accounts) {
      for (const [method, id] of Object.entries(account?.integrationIds ?? {})) {
        if (id === integrationId) return method as PaymentMethod;
      }
    }
    return null;
  }

  private async authToken(base: string, apiKey: string): Promise<string> {
    const cached = this.authTokens.get(base);
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const answer = await this.call(`${base}/api/auth/tokens`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ api_key: apiKey }),
    });
    const token = isRecord(answer) ? answer.token : undefined;
    if (typeof token !== 'string') throw new PaymentProviderError('paymob', 'auth answer without a token');
    this.authTokens.set(base, { token, expiresAt: Date.now() + AUTH_TOKEN_LIFETIME_MS });
    return token;
  }

  /** One call with the provider timeout: a timeout, a network failure or a non-2xx answer throws. */
  private async call(
    url: string,
    init: RequestInit,
    options: { notFoundIsEmpty?: boolean } = {},
  ): Promise<unknown> {
    let response: Response;
    let body: unknown;
    try {
      response = await this.fetch(url, { ...init, signal: AbortSignal.timeout(this.timeoutMs) });
      const raw = await response.text();
      try {
        body = raw === '' ? null : JSON.parse(raw);
      } catch {
        body = raw.slice(0, 2000);
      }
    } catch (error) {
      const timeout =
        error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      const path = new URL(url).pathname;
      throw new PaymentProviderError(
        'paymob',
        timeout ? `${path} timed out after ${this.timeoutMs} ms` : `${path} failed: ${String(error)}`,
        { timeout },
      );
    }
    if (response.status === 404 && options.notFoundIsEmpty) return null;
    if (!response.ok) {
      throw new PaymentProviderError('paymob', `${new URL(url).pathname} answered ${response.status}`, {
        status: response.status,
        body,
      });
    }
    return body;
  }
}

/** The Create Intention body (amounts in cents of the request's currency). */
function intentionBody(request: PaymentRequest, integrationId: number): Record<string, unknown> {
  const customer = request.customer;
  const shipping = request.shipping;
  return {
    amount: request.amountMinor,
    currency: request.currency,
    payment_methods: [integrationId],
    items: intentionItems(request),
    billing_data: {
      first_name: orNA(customer.firstName),
      last_name: orNA(customer.lastName),
      email: orNA(customer.email),
      phone_number: orNA(customer.phone),
      street: orNA(shipping.line1),
      building: orNA(shipping.building),
      floor: orNA(shipping.floor),
      apartment: orNA(shipping.apartment),
      city: orNA(shipping.city),
      state: orNA(shipping.city),
      postal_code: orNA(shipping.zip),
      country: COUNTRY_ISO[shipping.country],
    },
    customer: {
      first_name: orNA(customer.firstName),
      last_name: orNA(customer.lastName),
      email: orNA(customer.email),
    },
    // Echoed back as the order's merchant_order_id in callbacks and usable in the inquiry.
    special_reference: request.paymentId,
    notification_url: request.callbackUrl,
    redirection_url: request.returnUrl,
    expiration: Math.max(60, Math.floor((request.expiresAt.getTime() - Date.now()) / 1000)),
    extras: { order_number: request.orderNumber },
  };
}

/**
 * The basket's lines when they add up to the amount (each line's amount is its unit price, as in
 * Paymob's examples, with shipping as a line of its own); otherwise (a discount, which Paymob has no
 * negative line for) one line for the whole order, so Paymob never refuses the intention over it.
 */
function intentionItems(request: PaymentRequest): Array<Record<string, unknown>> {
  const lines = request.items.map((item) => ({
    name: item.name.slice(0, 50),
    amount: item.unitMinor,
    description: item.name.slice(0, 255),
    quantity: item.quantity,
  }));
  if (request.shippingMinor > 0) {
    lines.push({ name: 'Shipping', amount: request.shippingMinor, description: 'Shipping', quantity: 1 });
  }
  const total = lines.reduce((sum, line) => sum + line.amount * line.quantity, 0);
  if (request.discountMinor === 0 && total === request.amountMinor && lines.length > 0) return lines;
  const name = `Order ${request.orderNumber}`;
  return [{ name, amount: request.amountMinor, description: name, quantity: 1 }];
}
