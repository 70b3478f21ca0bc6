/**
 * A local stand-in for Fawry's PAYATFAWRY API, speaking the documented wire format (see the list
 * at the top of fawry.provider.ts): it checks the merchant code and every request signature the
 * way Fawry does (a wrong one is answered HTTP 200 with statusCode 9946), keeps the references in
 * memory, and produces server notifications V2 signed with the secure key.
 *
 * Its signatures are written out here on purpose, not imported from the adapter: a test of the
 * adapter against the fake then checks two spellings of the documented formula against each other.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingPaymentRequest } from '../payment-provider.ts';
import type { FawryConfig } from './fawry.provider.ts';
import { startFakeServer, type FakeAnswer, type FakeRequest, type FakeServer } from './fake-server.ts';

export type FawryFakeStatus =
  'UNPAID' | 'NEW' | 'PAID' | 'EXPIRED' | 'CANCELED' | 'FAILED' | 'REFUNDED' | 'PARTIAL_REFUNDED';

export interface FawryFakePayment {
  merchantRefNum: string;
  referenceNumber: string;
  /** Minor units, as charged. */
  amountMinor: number;
  customerMobile: string;
  customerEmail: string;
  status: FawryFakeStatus;
  paymentExpiry: number | null;
  refundedMinor: number;
  /** Refund reasons already applied (the adapter puts its refund id there). */
  refundReasons: string[];
}

export interface FawryFakeOptions {
  merchantCode?: string;
  secureKey?: string;
}

export interface FawryFake {
  url: string;
  /** A configuration for FawryProvider pointing at this fake. */
  config: FawryConfig;
  payments: Map<string, FawryFakePayment>;
  /** The payment with this merchant reference (our payment id). */
  payment(merchantRefNum: string): FawryFakePayment | undefined;
  /** The shopper pays the reference at an outlet. */
  pay(merchantRefNum: string): void;
  setStatus(merchantRefNum: string, status: FawryFakeStatus): void;
  /** A server notification V2 about the payment's current status, signed as Fawry signs it. */
  notification(merchantRefNum: string): IncomingPaymentRequest;
  /** The JSON body of that notification, for tests that tamper with fields. */
  notificationBody(merchantRefNum: string): Record<string, unknown>;
  received: FakeServer['received'];
  hang(): void;
  fail(status?: number): void;
  recover(): void;
  close(): Promise<void>;
}

const API = '/ECommerceWeb/Fawry/payments';
const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const decimal = (minor: number): string =>
  `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
const toMinor = (value: unknown): number => Math.round(Number(value) * 100);
const str = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

export async function startFawryFake(options: FawryFakeOptions = {}): Promise<FawryFake> {
  const merchantCode = options.merchantCode ?? 'fake-merchant-code==';
  const secureKey = options.secureKey ?? 'fake-secure-key';
  const payments = new Map<string, FawryFakePayment>();
  let nextReference = 900_000_001;

  const refused = (statusCode: number, statusDescription: string): FakeAnswer => ({
    status: 200,
    body: { type: 'ResponseDataModel', statusCode, statusDescription },
  });

  function notificationBody(payment: FawryFakePayment): Record<string, unknown> {
    const body: Record<string, unknown> = {
      requestId: randomUUID().replace(/-/g, ''),
      fawryRefNumber: payment.referenceNumber,
      merchantRefNumber: payment.merchantRefNum,
      customerMobile: payment.customerMobile,
      customerMail: payment.customerEmail,
      paymentAmount: Number(decimal(payment.amountMinor)),
      orderAmount: Number(decimal(payment.amountMinor)),
      fawryFees: 0,
      orderStatus: payment.status,
      paymentMethod: 'PayAtFawry',
      orderExpiryDate: payment.paymentExpiry,
    };
    if (payment.status === 'PAID') {
      body.paymentTime = Date.now();
      body.paymentRefrenceNumber = `P${payment.referenceNumber}`;
    }
    body.messageSignature = sha256(
      str(body.fawryRefNumber) +
        str(body.merchantRefNumber) +
        decimal(toMinor(body.paymentAmount)) +
        decimal(toMinor(body.orderAmount)) +
        str(body.orderStatus) +
        str(body.paymentMethod) +
        str(body.paymentRefrenceNumber) +
        secureKey,
    );
    return body;
  }

  function charge(request: FakeRequest): FakeAnswer {
    const body = (request.json ?? {}) as Record<string, unknown>;
    if (body.merchantCode !== merchantCode) return refused(9901, 'merchant code is blank or invalid');
    const expected = sha256(
      str(body.merchantCode) +
        str(body.merchantRefNum) +
        str(body.customerProfileId) +
        str(body.paymentMethod) +
        decimal(toMinor(body.amount)) +
        secureKey,
    );
    if (body.signature !== expected) return refused(9946, 'Wrong Signature');
    if (body.paymentMethod !== 'PAYATFAWRY') return refused(9935, 'unsupported payment method in this fake');
    const merchantRefNum = str(body.merchantRefNum);
    let payment = payments.get(merchantRefNum);
    if (!payment) {
      payment = {
        merchantRefNum,
        referenceNumber: String(nextReference++),
        amountMinor: toMinor(body.amount),
        customerMobile: str(body.customerMobile),
        customerEmail: str(body.customerEmail),
        status: 'UNPAID',
        paymentExpiry: typeof body.paymentExpiry === 'number' ? body.paymentExpiry : null,
        refundedMinor: 0,
        refundReasons: [],
      };
      payments.set(merchantRefNum, payment);
    }
    return {
      status: 200,
      body: {
        type: 'ChargeResponse',
        referenceNumber: payment.referenceNumber,
        merchantRefNumber: payment.merchantRefNum,
        expirationTime: payment.paymentExpiry,
        statusCode: 200,
        statusDescription: 'Operation done successfully',
      },
    };
  }

  function status(request: FakeRequest): FakeAnswer {
    const query = request.url.searchParams;
    if (query.get('merchantCode') !== merchantCode) return refused(9901, 'merchant code is blank or invalid');
    const merchantRefNumber = query.get('merchantRefNumber') ?? '';
    if (query.get('signature') !== sha256(merchantCode + merchantRefNumber + secureKey))
      return refused(9946, 'Wrong Signature');
    const payment = payments.get(merchantRefNumber);
    if (!payment) return refused(9938, 'payment not found');
    return {
      status: 200,
      body: {
        type: 'PaymentStatusResponse',
        ...notificationBody(payment),
        statusCode: 200,
        statusDescription: 'Operation done successfully',
      },
    };
  }

  function refund(request: FakeRequest): FakeAnswer {
    const body = (request.json ?? {}) as Record<string, unknown>;
    if (body.merchantCode !== merchantCode) return refused(9901, 'merchant code is blank or invalid');
    const reason = str(body.reason);
    const expected = sha256(
      str(body.merchantCode) +
        str(body.referenceNumber) +
        decimal(toMinor(body.refundAmount)) +
        reason +
        secureKey,
    );
    if (body.signature !== expected) return refused(9946, 'Wrong Signature');
    const payment = [...payments.values()].find(
      (candidate) => candidate.referenceNumber === str(body.referenceNumber),
    );
    if (!payment) return refused(9938, 'payment not found');
    const done = {
      status: 200,
      body: { type: 'ResponseDataModel', statusCode: 200, statusDescription: 'Operation done successfully' },
    };
    if (reason !== '' && payment.refundReasons.includes(reason)) return done;
    if (payment.status !== 'PAID' && payment.status !== 'PARTIAL_REFUNDED')
      return refused(9954, 'payment is not paid');
    const amount = toMinor(body.refundAmount);
    if (!(amount > 0) || payment.refundedMinor + amount > payment.amountMinor)
      return refused(9955, 'refund amount exceeds the paid amount');
    payment.refundedMinor += amount;
    payment.refundReasons.push(reason);
    payment.status = payment.refundedMinor === payment.amountMinor ? 'REFUNDED' : 'PARTIAL_REFUNDED';
    return done;
  }

  const server = await startFakeServer((request) => {
    const path = request.url.pathname;
    if (request.method === 'POST' && path === `${API}/charge`) return charge(request);
    if (request.method === 'GET' && path === `${API}/status/v2`) return status(request);
    if (request.method === 'POST' && path === `${API}/refund`) return refund(request);
    return { status: 404, body: { error: `no route ${request.method} ${path}` } };
  });

  const existing = (merchantRefNum: string): FawryFakePayment => {
    const payment = payments.get(merchantRefNum);
    if (!payment) throw new Error(`fawry fake: no payment ${merchantRefNum}`);
    return payment;
  };

  return {
    url: server.url,
    config: { baseUrl: server.url, merchantCode, secureKey },
    payments,
    payment: (merchantRefNum) => payments.get(merchantRefNum),
    pay: (merchantRefNum) => {
      existing(merchantRefNum).status = 'PAID';
    },
    setStatus: (merchantRefNum, next) => {
      existing(merchantRefNum).status = next;
    },
    notificationBody: (merchantRefNum) => notificationBody(existing(merchantRefNum)),
    notification: (merchantRefNum) => ({
      method: 'POST',
      query: new URLSearchParams(),
      headers: new Headers({ 'content-type': 'application/json' }),
      body: JSON.stringify(notificationBody(existing(merchantRefNum))),
    }),
    received: server.received,
    hang: server.hang,
    fail: (code = 500) => server.fail(code),
    recover: server.recover,
    close: server.close,
  };
}
