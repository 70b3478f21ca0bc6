/**
 * A local stand-in for Tabby's checkout and payments API (see the list at the top of
 * tabby.provider.ts): Bearer secret key, merchant codes, decimal-string amounts, sessions that are
 * `created` or `rejected`, payments that move CREATED -> AUTHORIZED -> CLOSED, captures and refunds
 * idempotent by reference_id, and webhooks carrying the header registered for them.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingPaymentRequest } from '../payment-provider.ts';
import type { TabbyConfig } from './tabby.provider.ts';
import { startFakeServer, type FakeAnswer, type FakeRequest, type FakeServer } from './fake-server.ts';

export type TabbyFakeStatus = 'CREATED' | 'AUTHORIZED' | 'CLOSED' | 'REJECTED' | 'EXPIRED';

interface Movement {
  id: string;
  amount: string;
  reference_id: string;
  created_at: string;
}

export interface TabbyFakePayment {
  id: string;
  sessionId: string;
  status: TabbyFakeStatus;
  amount: string;
  currency: string;
  referenceId: string;
  merchantCode: string;
  captures: Movement[];
  refunds: Movement[];
}

export interface TabbyFakeOptions {
  secretKey?: string;
  merchantCodes?: Record<'sa' | 'ae', string>;
  /** The webhook header the fake sends (and the config expects); null for none. */
  webhookAuthHeader?: { name: string; value: string } | null;
}

export interface TabbyFake {
  url: string;
  /** A configuration for TabbyProvider pointing at this fake. */
  config: TabbyConfig;
  payments: Map<string, TabbyFakePayment>;
  /** The payment created for our payment id (order.reference_id). */
  paymentFor(referenceId: string): TabbyFakePayment | undefined;
  /** The shopper completes Tabby's page: the payment is AUTHORIZED. */
  authorize(tabbyPaymentId: string): void;
  setStatus(tabbyPaymentId: string, status: TabbyFakeStatus): void;
  /** Sessions for this buyer email are rejected (Tabby's test buyer otp.rejected@tabby.ai always is). */
  rejectBuyer(email: string): void;
  /** A webhook about the payment as Tabby posts it, with the registered auth header. */
  webhook(tabbyPaymentId: string): IncomingPaymentRequest;
  received: FakeServer['received'];
  hang(): void;
  fail(status?: number): void;
  recover(): void;
  close(): Promise<void>;
}

const toMinor = (amount: string): number => Math.round(Number(amount) * 100);
const decimal = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const error = (status: number, message: string): FakeAnswer => ({
  status,
  body: { status: 'error', errorType: 'bad_data', error: message },
});

export async function startTabbyFake(options: TabbyFakeOptions = {}): Promise<TabbyFake> {
  const secretKey = options.secretKey ?? 'sk_test_fake-secret';
  const merchantCodes = options.merchantCodes ?? { sa: 'souq-sa', ae: 'souq-ae' };
  const webhookAuthHeader =
    options.webhookAuthHeader === undefined
      ? { name: 'X-Tabby-Webhook-Auth', value: 'fake-webhook-secret' }
      : options.webhookAuthHeader;
  const payments = new Map<string, TabbyFakePayment>();
  const rejectedBuyers = new Set<string>(['otp.rejected@tabby.ai']);
  // Known once the server listens; only read while answering requests.
  let baseUrl = '';

  const view = (payment: TabbyFakePayment): Record<string, unknown> => ({
    id: payment.id,
    created_at: new Date().toISOString(),
    status: payment.status,
    is_test: true,
    amount: payment.amount,
    currency: payment.currency,
    order: { reference_id: payment.referenceId },
    captures: payment.captures,
    refunds: payment.refunds,
  });

  function checkout(request: FakeRequest): FakeAnswer {
    const body = (request.json ?? {}) as Record<string, unknown>;
    const payment = (body.payment ?? {}) as Record<string, unknown>;
    const buyer = (payment.buyer ?? {}) as Record<string, unknown>;
    const order = (payment.order ?? {}) as Record<string, unknown>;
    const urls = (body.merchant_urls ?? {}) as Record<string, unknown>;
    if (!Object.values(merchantCodes).includes(String(body.merchant_code)))
      return error(400, 'merchant_code is not valid');
    if (typeof payment.amount !== 'string' || !AMOUNT.test(payment.amount))
      return error(400, 'payment.amount must be a decimal string');
    if (payment.currency !== 'SAR' && payment.currency !== 'AED')
      return error(400, 'payment.currency is not supported');
    if (typeof buyer.email !== 'string' || typeof buyer.phone !== 'string')
      return error(400, 'buyer.email and buyer.phone are required');
    if (typeof order.reference_id !== 'string' || order.reference_id === '')
      return error(400, 'order.reference_id is required');
    if (
      typeof urls.success !== 'string' ||
      typeof urls.cancel !== 'string' ||
      typeof urls.failure !== 'string'
    ) {
      return error(400, 'merchant_urls success, cancel and failure are required');
    }
    const sessionId = randomUUID();
    if (rejectedBuyers.has(buyer.email)) {
      return {
        status: 200,
        body: {
          id: sessionId,
          status: 'rejected',
          configuration: {
            available_products: {},
            products: {
              installments: { type: 'installments', is_available: false, rejection_reason: 'not_available' },
            },
          },
          payment: null,
        },
      };
    }
    const created: TabbyFakePayment = {
      id: randomUUID(),
      sessionId,
      status: 'CREATED',
      amount: payment.amount,
      currency: payment.currency,
      referenceId: order.reference_id,
      merchantCode: String(body.merchant_code),
      captures: [],
      refunds: [],
    };
    payments.set(created.id, created);
    return {
      status: 200,
      body: {
        id: sessionId,
        status: 'created',
        payment: view(created),
        configuration: {
          available_products: {
            installments: [{ web_url: `${baseUrl}/hpp/${sessionId}?lang=${String(body.lang)}` }],
          },
          products: { installments: { type: 'installments', is_available: true, rejection_reason: null } },
        },
      },
    };
  }

  function capture(payment: TabbyFakePayment, body: Record<string, unknown>): FakeAnswer {
    const reference = String(body.reference_id ?? '');
    if (reference !== '' && payment.captures.some((done) => done.reference_id === reference))
      return { status: 200, body: view(payment) };
    if (payment.status !== 'AUTHORIZED') return error(400, `cannot capture a ${payment.status} payment`);
    if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount))
      return error(400, 'amount must be a decimal string');
    const captured = payment.captures.reduce((sum, done) => sum + toMinor(done.amount), 0);
    if (captured + toMinor(body.amount) > toMinor(payment.amount))
      return error(400, 'capture exceeds the authorized amount');
    payment.captures.push({
      id: randomUUID(),
      amount: body.amount,
      reference_id: reference,
      created_at: new Date().toISOString(),
    });
    if (captured + toMinor(body.amount) === toMinor(payment.amount)) payment.status = 'CLOSED';
    return { status: 200, body: view(payment) };
  }

  function refund(payment: TabbyFakePayment, body: Record<string, unknown>): FakeAnswer {
    const reference = String(body.reference_id ?? '');
    if (reference !== '' && payment.refunds.some((done) => done.reference_id === reference))
      return { status: 200, body: view(payment) };
    if (payment.captures.length === 0) return error(400, 'only a captured payment can be refunded');
    if (typeof body.amount !== 'string' || !AMOUNT.test(body.amount))
      return error(400, 'amount must be a decimal string');
    const captured = payment.captures.reduce((sum, done) => sum + toMinor(done.amount), 0);
    const refunded = payment.refunds.reduce((sum, done) => sum + toMinor(done.amount), 0);
    if (refunded + toMinor(body.amount) > captured) return error(400, 'refund exceeds the captured amount');
    payment.refunds.push({
      id: randomUUID(),
      amount: decimal(toMinor(body.amount)),
      reference_id: reference,
      created_at: new Date().toISOString(),
    });
    return { status: 200, body: view(payment) };
  }

  const server = await startFakeServer((request) => {
    if (request.headers.authorization !== `Bearer ${secretKey}`)
      return { status: 401, body: { status: 'error', errorType: 'not_authorized' } };
    const path = request.url.pathname;
    if (request.method === 'POST' && path === '/api/v2/checkout') return checkout(request);
    const match = /^\/api\/v2\/payments\/([^/]+)(\/captures|\/refunds)?$/.exec(path);
    const payment = match ? payments.get(decodeURIComponent(match[1] ?? '')) : undefined;
    if (match && !payment) return error(404, 'payment not found');
    if (payment && request.method === 'GET' && !match?.[2]) return { status: 200, body: view(payment) };
    const body = (request.json ?? {}) as Record<string, unknown>;
    if (payment && request.method === 'POST' && match?.[2] === '/captures') return capture(payment, body);
    if (payment && request.method === 'POST' && match?.[2] === '/refunds') return refund(payment, body);
    return error(404, `no route ${request.method} ${path}`);
  });

  baseUrl = server.url;

  const existing = (id: string): TabbyFakePayment => {
    const payment = payments.get(id);
    if (!payment) throw new Error(`tabby fake: no payment ${id}`);
    return payment;
  };

  return {
    url: server.url,
    config: {
      baseUrl: server.url,
      secretKey,
      merchantCodes,
      ...(webhookAuthHeader ? { webhookAuthHeader } : {}),
    },
    payments,
    paymentFor: (referenceId) =>
      [...payments.values()].find((payment) => payment.referenceId === referenceId),
    authorize: (id) => {
      existing(id).status = 'AUTHORIZED';
    },
    setStatus: (id, status) => {
      existing(id).status = status;
    },
    rejectBuyer: (email) => {
      rejectedBuyers.add(email);
    },
    webhook: (id) => {
      const payment = existing(id);
      const headers = new Headers({ 'content-type': 'application/json' });
      if (webhookAuthHeader) headers.set(webhookAuthHeader.name, webhookAuthHeader.value);
      // Tabby's webhook spells the status in lower case.
      const body = { ...view(payment), status: payment.status.toLowerCase() };
      return { method: 'POST', query: new URLSearchParams(), headers, body: JSON.stringify(body) };
    },
    received: server.received,
    hang: server.hang,
    fail: (status = 500) => server.fail(status),
    recover: server.recover,
    close: server.close,
  };
}
