import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '../payment-methods.ts';
import {
  PaymentProviderError,
  PaymentSignatureError,
  type IncomingPaymentRequest,
  type PaymentRequest,
  type StoredPayment,
} from '../payment-provider.ts';
import { startPaymobFake, type PaymobFake, type PaymobFakeOutcome } from './paymob-fake.ts';
import {
  PAYMOB_SIGNED_FIELDS,
  paymobHmacString,
  signedValuesFromObject,
  signedValuesFromQuery,
} from './paymob-signature.ts';
import { PaymobProvider, type PaymobConfig } from './paymob.provider.ts';

/**
 * The sample processed callback of Paymob's HMAC page (developers.paymob.com, "HMAC Transaction
 * Callback") and the concatenated string the page prints for it. The page's sample hash is made
 * with a secret it does not publish, so the hash checked here is computed by hand below with
 * node:crypto over the documented string and a test secret.
 */
const DOCUMENTED_OBJ = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: {
    id: 217503754,
    merchant_order_id: '6b0c2a52-0d8e-4c52-9a39-1f8c3c0e9a11',
    amount_cents: 100000,
    currency: 'EGP',
  },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
  error_occured: false,
  owner: 302852,
  data: { message: 'Approved', txn_response_code: 'APPROVED' },
};
const DOCUMENTED_STRING =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const TEST_SECRET = 'TEST_HMAC_SECRET_FOR_THE_DOCUMENTED_SAMPLE';
// Computed by hand: HMAC-SHA512 over the documentation's string, not over anything our code built.
const DOCUMENTED_HMAC = createHmac('sha512', TEST_SECRET).update(DOCUMENTED_STRING).digest('hex');

const unitConfig: PaymobConfig = {
  secretKey: 'sk',
  publicKey: 'pk',
  hmacSecret: TEST_SECRET,
  integrationIds: { card: 4097558, valu: 4097563, aman: 4097562 },
  baseUrl: { eg: 'http://127.0.0.1:9', sa: 'http://127.0.0.1:9', ae: 'http://127.0.0.1:9' },
};

function post(obj: unknown, hmac: string | null): IncomingPaymentRequest {
  const query = new URLSearchParams(hmac === null ? {} : { hmac });
  return {
    method: 'POST',
    query,
    headers: new Headers(),
    body: JSON.stringify({ type: 'TRANSACTION', obj }),
  };
}

function withField(obj: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(obj);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1)!] = value;
  return copy;
}

/** A value of the same kind that differs from the original. */
function changed(value: string): string {
  if (value === 'true') return 'false';
  if (value === 'false') return 'true';
  if (/^\d+$/.test(value)) return String(Number(value) + 1);
  return `${value}x`;
}

describe('Paymob HMAC: the documented example', () => {
  it('concatenates the sample callback into exactly the documented string', () => {
    expect(paymobHmacString(signedValuesFromObject(DOCUMENTED_OBJ))).toBe(DOCUMENTED_STRING);
  });

  it('concatenates the older documentation sample (docs.paymob.com, 2020) the same way', () => {
    const older = {
      amount_cents: 100,
      created_at: '2020-03-25T18:39:44.719228',
      currency: 'EGP',
      error_occured: false,
      has_parent_transaction: false,
      id: 2556706,
      integration_id: 6741,
      is_3d_secure: true,
      is_auth: false,
      is_capture: false,
      is_refunded: false,
      is_standalone_payment: true,
      is_voided: false,
      order: { id: 4778239 },
      owner: 4705,
      pending: false,
      source_data: { pan: '2346', sub_type: 'MasterCard', type: 'card' },
      success: true,
    };
    expect(paymobHmacString(signedValuesFromObject(older))).toBe(
      '1002020-03-25T18:39:44.719228EGPfalsefalse25567066741truefalsefalsefalsetruefalse47782394705false2346MasterCardcardtrue',
    );
  });

  it('accepts the sample with the hand-computed hmac, upper-case hex too', async () => {
    const provider = new PaymobProvider({ config: unitConfig });
    const report = await provider.parseCallback(post(DOCUMENTED_OBJ, DOCUMENTED_HMAC));
    expect(report).toMatchObject({
      paymentId: DOCUMENTED_OBJ.order.merchant_order_id,
      providerRef: '217503754',
      eventId: '192036465:paid',
      outcome: 'success',
      amountMinor: 100000,
      currency: 'EGP',
      trnxId: '192036465',
      trnxStatus: 'paid',
      source: { type: 'card', subType: 'MasterCard', pan: '2346' },
    });
    await expect(
      provider.parseCallback(post(DOCUMENTED_OBJ, DOCUMENTED_HMAC.toUpperCase())),
    ).resolves.toBeTruthy();
  });

  it.each(PAYMOB_SIGNED_FIELDS)('refuses the POST callback when %s is changed', async (field) => {
    const provider = new PaymobProvider({ config: unitConfig });
    const original = signedValuesFromObject(DOCUMENTED_OBJ)[field];
    const raw = field
      .split('.')
      .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], DOCUMENTED_OBJ);
    const next = typeof raw === 'boolean' ? !raw : typeof raw === 'number' ? raw + 1 : changed(original);
    await expect(
      provider.parseCallback(post(withField(DOCUMENTED_OBJ, field, next), DOCUMENTED_HMAC)),
    ).rejects.toThrow(PaymentSignatureError);
  });

  it('refuses a missing, malformed, altered or wrong-key hmac', async () => {
    const provider = new PaymobProvider({ config: unitConfig });
    const flipped = `${DOCUMENTED_HMAC.slice(0, -1)}${DOCUMENTED_HMAC.endsWith('0') ? '1' : '0'}`;
    const otherKey = createHmac('sha512', 'another secret').update(DOCUMENTED_STRING).digest('hex');
    for (const hmac of [null, '', 'not-hex', DOCUMENTED_HMAC.slice(2), flipped, otherKey]) {
      await expect(provider.parseCallback(post(DOCUMENTED_OBJ, hmac))).rejects.toThrow(PaymentSignatureError);
    }
    const notJson: IncomingPaymentRequest = { ...post(DOCUMENTED_OBJ, DOCUMENTED_HMAC), body: '{oops' };
    await expect(provider.parseCallback(notJson)).rejects.toThrow(PaymentSignatureError);
    const token: IncomingPaymentRequest = {
      ...post(DOCUMENTED_OBJ, DOCUMENTED_HMAC),
      body: JSON.stringify({ type: 'TOKEN', obj: DOCUMENTED_OBJ }),
    };
    await expect(provider.parseCallback(token)).rejects.toThrow(PaymentSignatureError);
  });

  it('accepts the same transaction as a GET response callback and refuses any changed field', async () => {
    const provider = new PaymobProvider({ config: unitConfig });
    const values = signedValuesFromObject(DOCUMENTED_OBJ);
    const query = new URLSearchParams();
    for (const field of PAYMOB_SIGNED_FIELDS)
      query.set(field === 'order.id' ? 'order' : field, values[field]);
    query.set('merchant_order_id', DOCUMENTED_OBJ.order.merchant_order_id);
    query.set('hmac', DOCUMENTED_HMAC);
    expect(paymobHmacString(signedValuesFromQuery(query))).toBe(DOCUMENTED_STRING);
    const get = (params: URLSearchParams): IncomingPaymentRequest => ({
      method: 'GET',
      query: params,
      headers: new Headers(),
      body: '',
    });
    await expect(provider.parseRedirect(get(query))).resolves.toEqual({
      paymentId: DOCUMENTED_OBJ.order.merchant_order_id,
      providerRef: '217503754',
    });
    expect((await provider.parseCallback(get(query))).outcome).toBe('success');
    for (const field of PAYMOB_SIGNED_FIELDS) {
      const key = field === 'order.id' ? 'order' : field;
      const tampered = new URLSearchParams(query);
      tampered.set(key, changed(query.get(key) ?? ''));
      await expect(provider.parseRedirect(get(tampered)), field).rejects.toThrow(PaymentSignatureError);
    }
    const missing = new URLSearchParams(query);
    missing.delete('hmac');
    await expect(provider.parseRedirect(get(missing))).rejects.toThrow(PaymentSignatureError);
  });
});

describe('PaymobProvider against the fake Paymob', () => {
  let fake: PaymobFake;
  let provider: PaymobProvider;
  let counter = 0;

  beforeAll(async () => {
    fake = await startPaymobFake();
    provider = new PaymobProvider({ config: fake.config, timeoutMs: 300 });
  });
  afterAll(async () => {
    await fake.close();
  });

  function paymentRequest(method: PaymentMethod, overrides: Partial<PaymentRequest> = {}): PaymentRequest {
    counter += 1;
    return {
      paymentId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
      orderNumber: `SD-${1000 + counter}`,
      method,
      amountMinor: 2 * 25_000 + 5_000,
      currency: 'EGP',
      country: 'eg',
      language: 'ar',
      customer: {
        id: 'c1',
        firstName: 'Mona',
        lastName: 'Adel',
        email: 'mona@example.com',
        phone: '+201000000001',
      },
      shipping: {
        country: 'eg',
        city: 'Cairo',
        line1: '12 Tahrir St',
        building: '4',
        floor: null,
        apartment: null,
        zip: null,
      },
      items: [{ id: 'p1', name: 'Embroidered scarf', quantity: 2, unitMinor: 25_000 }],
      shippingMinor: 5_000,
      discountMinor: 0,
      returnUrl: 'https://shop.example/payments/paymob/return',
      callbackUrl: 'https://shop.example/payments/paymob/callback',
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      ...overrides,
    };
  }

  async function created(method: PaymentMethod, overrides: Partial<PaymentRequest> = {}) {
    const request = paymentRequest(method, overrides);
    const result = await provider.createPayment(request);
    const stored: StoredPayment = {
      id: request.paymentId,
      method,
      providerRef: result.providerRef,
      trnxId: null,
      referenceNumber: null,
      amountMinor: request.amountMinor,
      currency: request.currency,
      country: request.country,
    };
    return { request, result, stored };
  }

  it('creates an intention with the documented payload and sends the shopper to Unified Checkout', async () => {
    const { request, result } = await created('card');
    const intention = fake.intentions.get(request.paymentId)!;
    const sent = fake.requests.findLast((one) => one.path === '/v1/intention/')!;
    expect(sent.headers.authorization).toBe(`Token ${fake.config.secretKey}`);
    expect(sent.body).toMatchObject({
      amount: 55_000,
      currency: 'EGP',
      payment_methods: [fake.config.integrationIds.card],
      items: [
        { name: 'Embroidered scarf', amount: 25_000, quantity: 2 },
        { name: 'Shipping', amount: 5_000, quantity: 1 },
      ],
      billing_data: {
        first_name: 'Mona',
        last_name: 'Adel',
        email: 'mona@example.com',
        phone_number: '+201000000001',
        city: 'Cairo',
        country: 'EGY',
        floor: 'NA',
      },
      special_reference: request.paymentId,
      notification_url: request.callbackUrl,
      redirection_url: request.returnUrl,
    });
    expect(result.providerRef).toBe(String(intention.orderId));
    expect(result.referenceNumber).toBeNull();
    const redirect = new URL(result.redirectUrl!);
    expect(`${redirect.origin}${redirect.pathname}`).toBe(`${fake.url}/unifiedcheckout/`);
    expect(redirect.searchParams.get('publicKey')).toBe(fake.config.publicKey);
    expect(redirect.searchParams.get('clientSecret')).toBe(intention.clientSecret);
  });

  it('sends one order line when a discount makes the lines not add up', async () => {
    const { request } = await created('card', { discountMinor: 5_000, amountMinor: 50_000 });
    expect(fake.intentions.get(request.paymentId)!.body.items).toEqual([
      {
        name: `Order ${request.orderNumber}`,
        amount: 50_000,
        description: `Order ${request.orderNumber}`,
        quantity: 1,
      },
    ]);
  });

  it('turns what Paymob refuses into PaymentProviderError with its status and body', async () => {
    const wrongKey = new PaymobProvider({ config: { ...fake.config, secretKey: 'egy_sk_test_wrong' } });
    await expect(wrongKey.createPayment(paymentRequest('card'))).rejects.toMatchObject({
      name: 'PaymentProviderError',
      details: { status: 401 },
    });
    const unknownIntegration = new PaymobProvider({
      config: { ...fake.config, integrationIds: { card: 1 } },
    });
    await expect(unknownIntegration.createPayment(paymentRequest('card'))).rejects.toMatchObject({
      details: { status: 404 },
    });
    await expect(provider.createPayment(paymentRequest('tabby'))).rejects.toThrow(PaymentProviderError);
    fake.failNext({ status: 502, body: { detail: 'Bad gateway' } });
    await expect(provider.createPayment(paymentRequest('card'))).rejects.toMatchObject({
      details: { status: 502, body: { detail: 'Bad gateway' } },
    });
  });

  it('times out a call that hangs', async () => {
    fake.hangNext({ path: '/v1/intention/' });
    const error = await provider.createPayment(paymentRequest('card')).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).details.timeout).toBe(true);
  });

  it('maps every outcome of a processed callback (outcome table)', async () => {
    const table: Array<[PaymentMethod, PaymobFakeOutcome, string]> = [
      ['card', 'success', 'success'],
      ['card', 'declined', 'declined'],
      ['card', 'unauthorized', 'unauthorized'],
      ['card', 'error', 'error'],
      ['mobileWallet', 'pending', 'pending'],
      ['valu', 'rejected', 'rejected'],
      ['sympl', 'declined', 'rejected'],
      ['cardInstallment', 'rejected', 'rejected'],
      ['cardInstallment', 'unauthorized', 'unauthorized'],
    ];
    for (const [method, fakeOutcome, expected] of table) {
      const { request } = await created(method);
      const report = await provider.parseCallback(
        fake.signedProcessedCallback(request.paymentId, fakeOutcome),
      );
      expect(report.outcome, `${method} ${fakeOutcome}`).toBe(expected);
      expect(report.paymentId).toBe(request.paymentId);
    }
  });

  it('reports a kiosk reference while pending, then the payment as a second event of the same transaction', async () => {
    const { request, stored } = await created('aman');
    const pending = await provider.parseCallback(fake.signedProcessedCallback(request.paymentId, 'pending'));
    expect(pending).toMatchObject({ outcome: 'pending', referenceNumber: pending.trnxId });
    expect(pending.referenceNumber).toMatch(/^\d+$/);
    const paid = await provider.parseCallback(fake.signedProcessedCallback(request.paymentId, 'success'));
    expect(paid.trnxId).toBe(pending.trnxId);
    expect(paid.eventId).not.toBe(pending.eventId);
    expect(paid.outcome).toBe('success');
    expect(provider.canRefund('aman')).toBe(false);
    expect((await provider.retrieve(stored)).outcome).toBe('success');
  });

  it('never reads a voided or refunded transaction as a success', async () => {
    const { request } = await created('card');
    for (const patch of [
      { is_voided: true },
      { is_refunded: true },
      { is_refund: true, has_parent_transaction: true },
    ]) {
      const obj = fake.setTransaction(request.paymentId, 'success', patch);
      const hmac = createHmac('sha512', fake.config.hmacSecret)
        .update(paymobHmacString(signedValuesFromObject(obj)))
        .digest('hex');
      const report = await provider.parseCallback(post(obj, hmac));
      expect(report.outcome).toBe('declined');
      expect(report.trnxStatus).toMatch(/^(voided|refunded)/);
    }
  });

  it('verifies the signed response redirect and reads only its ids', async () => {
    const { request, result } = await created('card');
    const redirect = fake.signedResponseRedirect(request.paymentId, 'success');
    expect(redirect.url.startsWith(request.returnUrl)).toBe(true);
    await expect(provider.parseRedirect(redirect)).resolves.toEqual({
      paymentId: request.paymentId,
      providerRef: result.providerRef,
    });
    const forged = new URLSearchParams(redirect.query);
    forged.set('success', 'false');
    await expect(provider.parseRedirect({ ...redirect, query: forged })).rejects.toThrow(
      PaymentSignatureError,
    );
  });

  it('retrieves the state: no transaction yet, declined, then paid with the callback’s event id', async () => {
    const { request, stored } = await created('card');
    const none = await provider.retrieve(stored);
    expect(none).toMatchObject({ outcome: 'pending', trnxId: null, paymentId: request.paymentId });
    fake.setTransaction(request.paymentId, 'declined');
    expect((await provider.retrieve(stored)).outcome).toBe('declined');
    const callback = await provider.parseCallback(fake.signedProcessedCallback(request.paymentId, 'success'));
    const retrieved = await provider.retrieve(stored);
    expect(retrieved).toMatchObject({
      outcome: 'success',
      providerRef: stored.providerRef,
      paymentId: request.paymentId,
    });
    expect(retrieved.eventId).toBe(callback.eventId);
    // By our reference when the order id was never stored.
    expect((await provider.retrieve({ ...stored, providerRef: null })).eventId).toBe(callback.eventId);
    const inquiry = fake.requests.findLast(
      (one) => one.path === '/api/ecommerce/orders/transaction_inquiry',
    )!;
    expect(inquiry.body).toMatchObject({ merchant_order_id: request.paymentId });
    expect(typeof (inquiry.body as Record<string, unknown>).auth_token).toBe('string');
  });

  it('needs the legacy apiKey to retrieve, and reports inquiry failures', async () => {
    const { stored } = await created('card');
    const noKey = new PaymobProvider({ config: { ...fake.config, apiKey: undefined } });
    await expect(noKey.retrieve(stored)).rejects.toThrow(PaymentProviderError);
    fake.failNext({ status: 500, path: '/api/ecommerce/orders/transaction_inquiry' });
    await expect(provider.retrieve(stored)).rejects.toMatchObject({ details: { status: 500 } });
    fake.hangNext({ path: '/api/ecommerce/orders/transaction_inquiry' });
    await expect(provider.retrieve(stored)).rejects.toMatchObject({ details: { timeout: true } });
  });

  it('refunds a paid transaction in part and refuses more than was paid', async () => {
    const { request, stored } = await created('card');
    const paid = await provider.parseCallback(fake.signedProcessedCallback(request.paymentId, 'success'));
    const payment = { ...stored, trnxId: paid.trnxId };
    const refund = await provider.refund(payment, 20_000, 'refund-1');
    expect(refund.outcome).toBe('success');
    expect(refund.refundRef).not.toBe(paid.trnxId);
    const sent = fake.requests.findLast((one) => one.path === '/api/acceptance/void_refund/refund')!;
    expect(sent.headers.authorization).toBe(`Token ${fake.config.secretKey}`);
    expect(sent.body).toEqual({ transaction_id: Number(paid.trnxId), amount_cents: 20_000 });
    await expect(provider.refund(payment, 40_000, 'refund-2')).rejects.toMatchObject({
      details: { status: 400 },
    });
    await expect(provider.refund({ ...payment, trnxId: null }, 1_000, 'refund-3')).rejects.toThrow(
      PaymentProviderError,
    );
    // The refunded payment now reads as refunded, never as a new success.
    expect((await provider.retrieve(payment)).trnxStatus).toMatch(/^refunded/);
  });

  it('says which methods Paymob refunds', () => {
    const refundable: PaymentMethod[] = [
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
    ];
    for (const method of refundable) expect(provider.canRefund(method), method).toBe(true);
    for (const method of ['aman', 'fawry', 'tabby', 'cod', 'wallet'] as PaymentMethod[])
      expect(provider.canRefund(method), method).toBe(false);
  });
});

describe('PaymobProvider with one Paymob account per region', () => {
  it('creates with the country’s own keys and verifies callbacks signed by either account', async () => {
    const egypt = await startPaymobFake();
    const saudi = await startPaymobFake({
      secretKey: 'sau_sk_test_saudi',
      publicKey: 'sau_pk_test_saudi',
      hmacSecret: 'SAUDI_HMAC',
      integrationIds: { card: 11, mada: 12, applePay: 13 },
    });
    try {
      const provider = new PaymobProvider({
        config: {
          ...egypt.config,
          baseUrl: { ...egypt.config.baseUrl, sa: saudi.url },
          accounts: { sa: saudi.config },
        },
      });
      const paymentId = '00000000-0000-4000-8000-00000000aaaa';
      const created = await provider.createPayment({
        paymentId,
        orderNumber: 'SD-1',
        method: 'mada',
        amountMinor: 10_000,
        currency: 'SAR',
        country: 'sa',
        language: 'ar',
        customer: {
          id: 'c',
          firstName: 'Noura',
          lastName: 'S',
          email: 'n@example.com',
          phone: '+966500000000',
        },
        shipping: { country: 'sa', city: 'Riyadh', line1: 'King Fahd Rd' },
        items: [{ id: 'p', name: 'Abaya', quantity: 1, unitMinor: 10_000 }],
        shippingMinor: 0,
        discountMinor: 0,
        returnUrl: 'https://shop.example/r',
        callbackUrl: 'https://shop.example/c',
        expiresAt: new Date(Date.now() + 3_600_000),
      });
      expect(new URL(created.redirectUrl!).searchParams.get('publicKey')).toBe('sau_pk_test_saudi');
      expect(saudi.intentions.get(paymentId)?.body.payment_methods).toEqual([12]);
      const report = await provider.parseCallback(saudi.signedProcessedCallback(paymentId, 'success'));
      expect(report).toMatchObject({ outcome: 'success', currency: 'SAR', paymentId });
    } finally {
      await Promise.all([egypt.close(), saudi.close()]);
    }
  });
});
