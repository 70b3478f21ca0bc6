/**
 * A local Paymob for tests: a node:http server on a free port that speaks the wire format the
 * adapter speaks (paymob.provider.ts lists the documentation pages). It accepts intentions (and
 * refuses what Paymob refuses: a wrong secret key, an unknown integration id, a missing phone number
 * or item field), answers the legacy auth and transaction inquiry from memory, accepts refunds, can
 * be told to fail or hang, and signs processed (POST) and response (GET) callbacks as Paymob does.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentMethod } from '../payment-methods.ts';
import type { IncomingPaymentRequest } from '../payment-provider.ts';
import { PAYMOB_SIGNED_FIELDS, signPaymobValues, signedValuesFromObject } from './paymob-signature.ts';
import type { PaymobConfig } from './paymob.provider.ts';

/** What a fake transaction says happened; 'rejected' is a decline on an installment integration. */
export type PaymobFakeOutcome = 'success' | 'declined' | 'rejected' | 'unauthorized' | 'pending' | 'error';

export interface PaymobFakeOptions {
  secretKey?: string;
  publicKey?: string;
  hmacSecret?: string;
  apiKey?: string;
  integrationIds?: Partial<Record<PaymentMethod, number>>;
  /** Paymob's merchant (owner) id, signed in every callback. */
  owner?: number;
}

export interface PaymobFakeIntention {
  id: string;
  orderId: number;
  clientSecret: string;
  body: Record<string, unknown>;
  integrationId: number;
  method: PaymentMethod | null;
  /** The transactions of the order, oldest first (Paymob's inquiry answers the last). */
  transactions: Array<Record<string, unknown>>;
}

/** A signed callback: what the web layer hands the adapter, and the URL Paymob would call. */
export type PaymobSignedRequest = IncomingPaymentRequest & { url: string };

export interface PaymobFake {
  url: string;
  config: PaymobConfig;
  /** Intentions by our payment id (special_reference). */
  intentions: Map<string, PaymobFakeIntention>;
  /** Every request the fake received (method, path, parsed JSON body). */
  requests: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: unknown }>;
  /** Gives the payment's transaction this outcome (a pending one moves on; otherwise a new attempt). */
  setTransaction(
    paymentId: string,
    outcome: PaymobFakeOutcome,
    patch?: Record<string, unknown>,
  ): Record<string, unknown>;
  signedProcessedCallback(paymentId: string, outcome: PaymobFakeOutcome): PaymobSignedRequest;
  signedResponseRedirect(paymentId: string, outcome: PaymobFakeOutcome): PaymobSignedRequest;
  /** The next request (to `path` when given) answers `status` with `body`. */
  failNext(options?: { status?: number; body?: unknown; path?: string }): void;
  /** The next request (to `path` when given) is never answered: the caller's timeout fires. */
  hangNext(options?: { path?: string }): void;
  close(): Promise<void>;
}

const DEFAULT_INTEGRATIONS: Partial<Record<PaymentMethod, number>> = {
  card: 4097558,
  mada: 4097559,
  applePay: 4097560,
  mobileWallet: 4097561,
  aman: 4097562,
  valu: 4097563,
  sympl: 4097564,
  souhoola: 4097565,
  contact: 4097566,
  cib: 4097567,
  cardInstallment: 4097568,
};

const SOURCES: Partial<Record<PaymentMethod, { type: string; sub_type: string; pan: string }>> = {
  card: { type: 'card', sub_type: 'MasterCard', pan: '2346' },
  mada: { type: 'card', sub_type: 'MADA', pan: '4412' },
  applePay: { type: 'card', sub_type: 'Visa', pan: '1111' },
  mobileWallet: { type: 'wallet', sub_type: 'wallet', pan: '01010101010' },
  aman: { type: 'aggregator', sub_type: 'AGGREGATOR', pan: '' },
  cardInstallment: { type: 'card', sub_type: 'Visa', pan: '0008' },
};

const GATEWAY_WORDS: Record<PaymobFakeOutcome, { message: string; code: string }> = {
  success: { message: 'Approved', code: 'APPROVED' },
  declined: { message: 'Do not honour', code: 'DECLINED' },
  rejected: { message: 'Customer is not eligible for this plan', code: 'DECLINED' },
  unauthorized: { message: '3-D Secure authentication failed', code: 'AUTHENTICATION_FAILED' },
  pending: { message: 'Pending Payment', code: '05' },
  error: { message: 'An error occurred while processing', code: 'ERROR' },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (raw === '') return null;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function answer(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

export async function startPaymobFake(options: PaymobFakeOptions = {}): Promise<PaymobFake> {
  const secretKey = options.secretKey ?? 'egy_sk_test_fake_secret';
  const publicKey = options.publicKey ?? 'egy_pk_test_fake_public';
  const hmacSecret = options.hmacSecret ?? 'FAKE_HMAC_SECRET_0123456789';
  const apiKey = options.apiKey ?? 'fake_legacy_api_key';
  const owner = options.owner ?? 302852;
  const integrationIds = options.integrationIds ?? DEFAULT_INTEGRATIONS;
  const methodOf = new Map<number, PaymentMethod>(
    Object.entries(integrationIds).map(([method, id]) => [id as number, method as PaymentMethod]),
  );

  const intentions = new Map<string, PaymobFakeIntention>();
  const byOrderId = new Map<number, PaymobFakeIntention>();
  const tokens = new Set<string>();
  const requests: PaymobFake['requests'] = [];
  const faults: Array<
    { kind: 'fail'; status: number; body: unknown; path?: string } | { kind: 'hang'; path?: string }
  > = [];
  const hanging = new Set<ServerResponse>();
  let nextOrderId = 217503754;
  let nextTransactionId = 192036465;

  const findIntention = (paymentId: string): PaymobFakeIntention => {
    const intention = intentions.get(paymentId);
    if (!intention) throw new Error(`paymob fake: no intention for payment ${paymentId}`);
    return intention;
  };

  function transactionObject(intention: PaymobFakeIntention, id: number, outcome: PaymobFakeOutcome) {
    const words = GATEWAY_WORDS[outcome];
    const source = SOURCES[intention.method ?? 'card'] ?? {
      type: intention.method ?? 'card',
      sub_type: '',
      pan: '',
    };
    return {
      id,
      pending: outcome === 'pending',
      amount_cents: intention.body.amount,
      success: outcome === 'success',
      is_auth: false,
      is_capture: false,
      is_standalone_payment: true,
      is_voided: false,
      is_refunded: false,
      is_3d_secure: source.type === 'card',
      integration_id: intention.integrationId,
      profile_id: 1,
      has_parent_transaction: false,
      order: {
        id: intention.orderId,
        merchant_order_id: intention.body.special_reference ?? null,
        amount_cents: intention.body.amount,
        currency: intention.body.currency,
      },
      created_at: new Date().toISOString().replace('Z', '000'),
      currency: intention.body.currency,
      source_data: source,
      error_occured: outcome === 'error',
      is_live: false,
      is_void: false,
      is_refund: false,
      refunded_amount_cents: 0,
      owner,
      parent_transaction: null,
      data: {
        message: words.message,
        txn_response_code: words.code,
        ...(intention.method === 'aman' && outcome === 'pending' ? { bill_reference: id } : {}),
      },
    };
  }

  function setTransaction(
    paymentId: string,
    outcome: PaymobFakeOutcome,
    patch: Record<string, unknown> = {},
  ) {
    const intention = findIntention(paymentId);
    const last = intention.transactions.at(-1);
    // A pending transaction (kiosk, wallet) moves on under its id; a finished one means a new attempt.
    const id = last && last.pending === true ? (last.id as number) : nextTransactionId++;
    const transaction = { ...transactionObject(intention, id, outcome), ...patch };
    if (last && last.id === id) intention.transactions[intention.transactions.length - 1] = transaction;
    else intention.transactions.push(transaction);
    return transaction;
  }

  function signedProcessedCallback(paymentId: string, outcome: PaymobFakeOutcome): PaymobSignedRequest {
    const intention = findIntention(paymentId);
    const obj = setTransaction(paymentId, outcome);
    const query = new URLSearchParams({ hmac: signPaymobValues(signedValuesFromObject(obj), hmacSecret) });
    const body = JSON.stringify({
      type: 'TRANSACTION',
      obj,
      issuer_bank: null,
      transaction_processed_callback_responses: '',
    });
    const target = new URL(String(intention.body.notification_url ?? 'http://localhost/callback'));
    for (const [key, value] of query) target.searchParams.set(key, value);
    return {
      method: 'POST',
      query,
      headers: new Headers({ 'Content-Type': 'application/json' }),
      body,
      url: target.toString(),
    };
  }

  function signedResponseRedirect(paymentId: string, outcome: PaymobFakeOutcome): PaymobSignedRequest {
    const intention = findIntention(paymentId);
    const obj = setTransaction(paymentId, outcome);
    const values = signedValuesFromObject(obj);
    const query = new URLSearchParams();
    // The response callback flattens the transaction into the query, the order id as `order`.
    for (const field of PAYMOB_SIGNED_FIELDS)
      query.set(field === 'order.id' ? 'order' : field, values[field]);
    query.set('merchant_order_id', String(intention.body.special_reference ?? ''));
    query.set('data.message', String((obj.data as Record<string, unknown>).message));
    query.set('txn_response_code', String((obj.data as Record<string, unknown>).txn_response_code));
    query.set('hmac', signPaymobValues(values, hmacSecret));
    const target = new URL(String(intention.body.redirection_url ?? 'http://localhost/return'));
    for (const [key, value] of query) target.searchParams.set(key, value);
    return { method: 'GET', query, headers: new Headers(), body: '', url: target.toString() };
  }

  function createIntention(request: IncomingMessage, body: unknown, response: ServerResponse): void {
    if (request.headers.authorization !== `Token ${secretKey}`) {
      return answer(response, 401, { detail: 'Invalid token.' });
    }
    if (!isRecord(body)) return answer(response, 400, { detail: 'JSON parse error' });
    const errors: Record<string, unknown> = {};
    if (!Number.isSafeInteger(body.amount) || (body.amount as number) <= 0)
      errors.amount = ['A valid integer is required.'];
    if (typeof body.currency !== 'string') errors.currency = ['This field is required.'];
    const methods = body.payment_methods;
    if (!Array.isArray(methods) || methods.length === 0) errors.payment_methods = ['This field is required.'];
    const billing = body.billing_data;
    if (!isRecord(billing)) errors.billing_data = ['This field is required.'];
    else {
      const missing = ['first_name', 'last_name', 'email', 'phone_number'].filter(
        (key) => typeof billing[key] !== 'string' || billing[key] === '',
      );
      if (missing.length > 0)
        errors.billing_data = Object.fromEntries(missing.map((key) => [key, ['This field is required.']]));
    }
    const items = Array.isArray(body.items) ? body.items : [];
    const badItem = items.find(
      (item) => !isRecord(item) || typeof item.name !== 'string' || !Number.isSafeInteger(item.amount),
    );
    if (badItem !== undefined)
      errors.items = { name: ['This field is required.'], amount: ['This field is required.'] };
    else if (items.length > 0) {
      const total = items.reduce(
        (sum: number, item: Record<string, unknown>) =>
          sum + (item.amount as number) * Number(item.quantity ?? 1),
        0,
      );
      if (total !== body.amount) errors.items = ['Items total amount does not match the intention amount.'];
    }
    if (Object.keys(errors).length > 0) return answer(response, 400, errors);
    const integrationId = (methods as unknown[])[0];
    if (typeof integrationId !== 'number' || !methodOf.has(integrationId)) {
      return answer(response, 404, {
        detail:
          'Integration ID/Name does not exist in our system . You can find the list of Integration ID’/Names from Merchant Dashboard under Developers → Payment Integrations Tab',
      });
    }
    const reference =
      typeof body.special_reference === 'string' ? body.special_reference : randomBytes(8).toString('hex');
    if (intentions.has(reference))
      return answer(response, 400, { special_reference: ['Special reference must be unique.'] });
    const intention: PaymobFakeIntention = {
      id: `pi_test_${randomBytes(16).toString('hex')}`,
      orderId: nextOrderId++,
      clientSecret: `egy_csk_test_${randomBytes(16).toString('hex')}`,
      body,
      integrationId,
      method: methodOf.get(integrationId) ?? null,
      transactions: [],
    };
    intentions.set(reference, intention);
    byOrderId.set(intention.orderId, intention);
    answer(response, 201, {
      payment_keys: [
        {
          integration: integrationId,
          key: randomBytes(24).toString('base64url'),
          gateway_type: 'VPC',
          order_id: intention.orderId,
        },
      ],
      intention_order_id: intention.orderId,
      id: intention.id,
      intention_detail: { amount: body.amount, items, currency: body.currency, billing_data: billing },
      client_secret: intention.clientSecret,
      payment_methods: [
        {
          integration_id: integrationId,
          alias: null,
          name: null,
          method_type: intention.method,
          currency: body.currency,
          live: false,
        },
      ],
      special_reference: body.special_reference ?? null,
      extras: { creation_extras: body.extras ?? null },
      confirmed: false,
      status: 'intended',
      created: new Date().toISOString(),
      card_detail: null,
      card_tokens: [],
      object: 'paymentintention',
    });
  }

  function inquiry(body: unknown, response: ServerResponse): void {
    if (!isRecord(body) || typeof body.auth_token !== 'string' || !tokens.has(body.auth_token)) {
      return answer(response, 401, { detail: 'Incorrect authentication credentials.' });
    }
    const intention =
      body.order_id !== undefined
        ? byOrderId.get(Number(body.order_id))
        : typeof body.merchant_order_id === 'string'
          ? intentions.get(body.merchant_order_id)
          : undefined;
    const last = intention?.transactions.at(-1);
    if (!last) return answer(response, 404, { detail: 'Not found.' });
    answer(response, 200, last);
  }

  function refund(request: IncomingMessage, body: unknown, response: ServerResponse): void {
    if (request.headers.authorization !== `Token ${secretKey}`)
      return answer(response, 401, { detail: 'Invalid token.' });
    if (
      !isRecord(body) ||
      !Number.isSafeInteger(body.transaction_id) ||
      !Number.isSafeInteger(body.amount_cents)
    ) {
      return answer(response, 400, { message: 'transaction_id and amount_cents are required integers' });
    }
    const intention = [...intentions.values()].find((one) =>
      one.transactions.some((txn) => txn.id === body.transaction_id),
    );
    const parent = intention?.transactions.find((txn) => txn.id === body.transaction_id);
    if (!intention || !parent) return answer(response, 404, { detail: 'Not found.' });
    if (parent.success !== true || intention.method === 'aman') {
      return answer(response, 400, { message: 'Transaction can not be refunded' });
    }
    const refunded = Number(parent.refunded_amount_cents ?? 0) + (body.amount_cents as number);
    if ((body.amount_cents as number) <= 0 || refunded > Number(parent.amount_cents)) {
      return answer(response, 400, { message: 'Refund amount exceeds the transaction amount' });
    }
    parent.is_refunded = true;
    parent.refunded_amount_cents = refunded;
    const child = {
      ...transactionObject(intention, nextTransactionId++, 'success'),
      amount_cents: body.amount_cents,
      is_refund: true,
      is_standalone_payment: false,
      has_parent_transaction: true,
      parent_transaction: parent.id,
    };
    intention.transactions.push(child);
    answer(response, 200, child);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const body = await readBody(request);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, body });
      const faultIndex = faults.findIndex((fault) => !fault.path || fault.path === url.pathname);
      if (faultIndex >= 0) {
        const fault = faults.splice(faultIndex, 1)[0]!;
        if (fault.kind === 'hang') {
          hanging.add(response);
          return;
        }
        return answer(response, fault.status, fault.body);
      }
      const route = `${request.method} ${url.pathname.replace(/\/+$/, '')}`;
      if (route === 'POST /v1/intention') return createIntention(request, body, response);
      if (route === 'POST /api/auth/tokens') {
        if (!isRecord(body) || body.api_key !== apiKey)
          return answer(response, 403, { detail: 'incorrect credentials' });
        const token = randomBytes(24).toString('base64url');
        tokens.add(token);
        return answer(response, 201, { token, profile: { id: owner } });
      }
      if (route === 'POST /api/ecommerce/orders/transaction_inquiry') return inquiry(body, response);
      if (route === 'POST /api/acceptance/void_refund/refund') return refund(request, body, response);
      if (route === 'GET /unifiedcheckout') {
        response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        return response.end('<!doctype html><title>Paymob Unified Checkout (fake)</title>');
      }
      answer(response, 404, { detail: 'Not found.' });
    })().catch((error: unknown) => answer(response, 500, { detail: String(error) }));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    config: {
      secretKey,
      publicKey,
      hmacSecret,
      apiKey,
      integrationIds: { ...integrationIds },
      baseUrl: { eg: url, sa: url, ae: url },
    },
    intentions,
    requests,
    setTransaction,
    signedProcessedCallback,
    signedResponseRedirect,
    failNext: ({ status = 500, body = { detail: 'Internal Server Error' }, path } = {}) =>
      void faults.push({ kind: 'fail', status, body, path }),
    hangNext: ({ path } = {}) => void faults.push({ kind: 'hang', path }),
    close: async () => {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
