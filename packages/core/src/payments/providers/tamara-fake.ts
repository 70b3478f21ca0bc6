/**
 * A local stand-in for Tamara's online checkout API (see the list at the top of
 * tamara.provider.ts): Bearer API token, checkout sessions whose totals must add up, orders moving
 * new -> approved -> authorised -> fully_captured (or declined, expired, canceled), captures,
 * simplified refunds, and notifications whose tamaraToken is an HS256 JWT signed with the
 * notification key.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingPaymentRequest } from '../payment-provider.ts';
import type { TamaraConfig } from './tamara.provider.ts';
import { signHs256 } from './hs256-jwt.ts';
import { startFakeServer, type FakeAnswer, type FakeRequest, type FakeServer } from './fake-server.ts';

export type TamaraFakeStatus =
  | 'new'
  | 'approved'
  | 'authorised'
  | 'partially_captured'
  | 'fully_captured'
  | 'declined'
  | 'expired'
  | 'canceled'
  | 'partially_refunded'
  | 'fully_refunded';

export interface TamaraFakeOrder {
  orderId: string;
  checkoutId: string;
  referenceId: string;
  status: TamaraFakeStatus;
  currency: string;
  totalMinor: number;
  capturedMinor: number;
  refundedMinor: number;
  captureIds: string[];
  /** Refund comments already applied (the adapter puts its refund id there). */
  refundComments: string[];
  notificationUrl: string;
}

export interface TamaraFakeOptions {
  apiToken?: string;
  notificationKey?: string;
}

export interface TamaraNotificationOptions {
  /** event_type of the webhook; default `order_<status>`. */
  event?: string;
  /** Where the token travels: the tamaraToken query parameter (default) or an Authorization header. */
  via?: 'query' | 'header';
  /** Seconds until the token expires (negative: already expired). Default one hour. */
  expiresIn?: number;
  /** Sign with another key (a forged notification). */
  key?: string;
}

export interface TamaraFake {
  url: string;
  /** A configuration for TamaraProvider pointing at this fake. */
  config: TamaraConfig;
  orders: Map<string, TamaraFakeOrder>;
  /** The order created for our payment id (order_reference_id). */
  orderFor(referenceId: string): TamaraFakeOrder | undefined;
  /** The shopper completes Tamara's page: the order is approved. */
  approve(orderId: string): void;
  setStatus(orderId: string, status: TamaraFakeStatus): void;
  /** A notification about the order, as Tamara posts it to merchant_url.notification. */
  notification(orderId: string, options?: TamaraNotificationOptions): IncomingPaymentRequest;
  /** A notification token signed with the notification key. */
  token(options?: { expiresIn?: number; key?: string }): string;
  received: FakeServer['received'];
  hang(): void;
  fail(status?: number): void;
  recover(): void;
  close(): Promise<void>;
}

const toMinor = (value: unknown): number => Math.round(Number(value) * 100);
const money = (minor: number, currency: string): { amount: number; currency: string } => ({
  amount: minor / 100,
  currency,
});
const refused = (status: number, message: string): FakeAnswer => ({
  status,
  body: { message, errors: [{ error_code: message }] },
});
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
const COUNTRY_CURRENCY: Record<string, string> = { SA: 'SAR', AE: 'AED' };

export async function startTamaraFake(options: TamaraFakeOptions = {}): Promise<TamaraFake> {
  const apiToken = options.apiToken ?? 'fake-tamara-api-token';
  const notificationKey = options.notificationKey ?? 'fake-tamara-notification-key';
  const orders = new Map<string, TamaraFakeOrder>();
  let baseUrl = '';

  const view = (order: TamaraFakeOrder): Record<string, unknown> => ({
    order_id: order.orderId,
    order_reference_id: order.referenceId,
    status: order.status,
    payment_type: 'PAY_BY_INSTALMENTS',
    instalments: 4,
    total_amount: money(order.totalMinor, order.currency),
    captured_amount: money(order.capturedMinor, order.currency),
    refunded_amount: money(order.refundedMinor, order.currency),
  });

  function checkout(request: FakeRequest): FakeAnswer {
    const body = record(request.json);
    const total = record(body.total_amount);
    const urls = record(body.merchant_url);
    const country = String(body.country_code);
    if (typeof body.order_reference_id !== 'string' || body.order_reference_id === '')
      return refused(400, 'order_reference_id_is_required');
    if (!(country in COUNTRY_CURRENCY) || total.currency !== COUNTRY_CURRENCY[country])
      return refused(400, 'country_currency_mismatch');
    if (body.payment_type !== 'PAY_BY_INSTALMENTS') return refused(400, 'unsupported_payment_type');
    for (const key of ['success', 'failure', 'cancel', 'notification']) {
      if (typeof urls[key] !== 'string') return refused(400, `merchant_url_${key}_is_required`);
    }
    const consumer = record(body.consumer);
    if (typeof consumer.phone_number !== 'string' || typeof consumer.email !== 'string')
      return refused(400, 'consumer_is_required');
    // Tamara checks that the items, shipping, tax and discount add up to the total.
    const items = Array.isArray(body.items) ? body.items.map(record) : [];
    const sum =
      items.reduce((acc, item) => acc + toMinor(record(item.total_amount).amount), 0) +
      toMinor(record(body.shipping_amount).amount ?? 0) +
      toMinor(record(body.tax_amount).amount ?? 0) -
      toMinor(record(record(body.discount).amount).amount ?? 0);
    if (sum !== toMinor(total.amount)) return refused(400, 'total_amount_invalid_calculation');
    const order: TamaraFakeOrder = {
      orderId: randomUUID(),
      checkoutId: randomUUID(),
      referenceId: body.order_reference_id,
      status: 'new',
      currency: String(total.currency),
      totalMinor: toMinor(total.amount),
      capturedMinor: 0,
      refundedMinor: 0,
      captureIds: [],
      refundComments: [],
      notificationUrl: String(urls.notification),
    };
    orders.set(order.orderId, order);
    return {
      status: 200,
      body: {
        order_id: order.orderId,
        checkout_id: order.checkoutId,
        checkout_url: `${baseUrl}/checkout/${order.checkoutId}`,
        status: 'new',
      },
    };
  }

  function authorise(order: TamaraFakeOrder): FakeAnswer {
    if (order.status !== 'approved') return refused(409, `order_is_${order.status}`);
    order.status = 'authorised';
    return {
      status: 200,
      body: {
        order_id: order.orderId,
        status: 'authorised',
        order_expiry_time: null,
        payment_type: 'PAY_BY_INSTALMENTS',
        auto_captured: false,
      },
    };
  }

  function capture(request: FakeRequest): FakeAnswer {
    const body = record(request.json);
    const order = orders.get(String(body.order_id));
    if (!order) return refused(404, 'order_not_found');
    if (order.status !== 'authorised' && order.status !== 'partially_captured')
      return refused(409, `order_is_${order.status}`);
    const amount = toMinor(record(body.total_amount).amount);
    if (!(amount > 0) || order.capturedMinor + amount > order.totalMinor)
      return refused(400, 'capture_amount_invalid');
    if (record(body.shipping_info).shipped_at === undefined) return refused(400, 'shipping_info_is_required');
    order.capturedMinor += amount;
    const captureId = randomUUID();
    order.captureIds.push(captureId);
    order.status = order.capturedMinor === order.totalMinor ? 'fully_captured' : 'partially_captured';
    return { status: 200, body: { capture_id: captureId, order_id: order.orderId, status: order.status } };
  }

  function refund(order: TamaraFakeOrder, request: FakeRequest): FakeAnswer {
    const body = record(request.json);
    const comment = String(body.comment ?? '');
    const answer = (): FakeAnswer => ({
      status: 200,
      body: {
        order_id: order.orderId,
        refund_id: `refund-${order.refundComments.indexOf(comment) + 1}-${order.orderId}`,
        capture_id: order.captureIds[0],
        status: order.status,
        refunded_amount: money(order.refundedMinor, order.currency),
      },
    });
    if (comment !== '' && order.refundComments.includes(comment)) return answer();
    if (order.capturedMinor === 0) return refused(409, 'order_not_captured');
    const amount = toMinor(record(body.total_amount).amount);
    if (!(amount > 0) || order.refundedMinor + amount > order.capturedMinor)
      return refused(400, 'refund_amount_invalid');
    order.refundedMinor += amount;
    order.refundComments.push(comment);
    order.status = order.refundedMinor === order.totalMinor ? 'fully_refunded' : 'partially_refunded';
    return answer();
  }

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${apiToken}`) return refused(401, 'unauthorized');
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/checkout') return checkout(request);
    if (request.method === 'POST' && path === '/payments/capture') return capture(request);
    const byReference = /^\/merchants\/orders\/reference-id\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && byReference) {
      const reference = decodeURIComponent(byReference[1] ?? '');
      const order = [...orders.values()].find((candidate) => candidate.referenceId === reference);
      return order ? { status: 200, body: view(order) } : refused(404, 'order_not_found');
    }
    const match = /^\/(orders|payments\/simplified-refund)\/([^/]+)(\/authorise)?$/.exec(path);
    const order = match ? orders.get(decodeURIComponent(match[2] ?? '')) : undefined;
    if (match && !order) return refused(404, 'order_not_found');
    if (order && request.method === 'GET' && match?.[1] === 'orders' && !match[3])
      return { status: 200, body: view(order) };
    if (order && request.method === 'POST' && match?.[1] === 'orders' && match[3]) return authorise(order);
    if (order && request.method === 'POST' && match?.[1] === 'payments/simplified-refund')
      return refund(order, request);
    return refused(404, `no route ${request.method} ${path}`);
  });
  baseUrl = server.url;

  const existing = (orderId: string): TamaraFakeOrder => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`tamara fake: no order ${orderId}`);
    return order;
  };

  const token = (tokenOptions: { expiresIn?: number; key?: string } = {}): string => {
    const now = Math.floor(Date.now() / 1000);
    return signHs256(
      { iat: now, exp: now + (tokenOptions.expiresIn ?? 3600), iss: 'Tamara' },
      tokenOptions.key ?? notificationKey,
    );
  };

  return {
    url: server.url,
    config: { baseUrl: server.url, apiToken, notificationKey },
    orders,
    orderFor: (referenceId) => [...orders.values()].find((order) => order.referenceId === referenceId),
    approve: (orderId) => {
      existing(orderId).status = 'approved';
    },
    setStatus: (orderId, status) => {
      existing(orderId).status = status;
    },
    token,
    notification: (orderId, notificationOptions = {}) => {
      const order = existing(orderId);
      const signed = token(notificationOptions);
      const query = new URLSearchParams();
      const headers = new Headers({ 'content-type': 'application/json' });
      if (notificationOptions.via === 'header') headers.set('authorization', `Bearer ${signed}`);
      else query.set('tamaraToken', signed);
      const body = {
        order_id: order.orderId,
        order_reference_id: order.referenceId,
        order_number: order.referenceId,
        event_type: notificationOptions.event ?? `order_${order.status}`,
        data: { total_amount: money(order.totalMinor, order.currency) },
      };
      return { method: 'POST', query, headers, body: JSON.stringify(body) };
    },
    received: server.received,
    hang: server.hang,
    fail: (status = 500) => server.fail(status),
    recover: server.recover,
    close: server.close,
  };
}
