import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, PaymentSignatureError, type StoredPayment } from '../payment-provider.ts';
import { TamaraProvider, tamaraOutcome } from './tamara.provider.ts';
import { startTamaraFake, type TamaraFake } from './tamara-fake.ts';
import { signHs256, verifyHs256 } from './hs256-jwt.ts';
import { buildPaymentRequest, storedPayment } from './provider-fixtures.ts';

// The HS256 example published on jwt.io (secret "your-256-bit-secret"): an outside vector for the
// verifier Tamara's notification tokens go through.
const JWT_IO =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('HS256 notification tokens', () => {
  it('verifies the published jwt.io example and signs it the same way', () => {
    expect(verifyHs256(JWT_IO, 'your-256-bit-secret')).toEqual({
      ok: true,
      payload: { sub: '1234567890', name: 'John Doe', iat: 1516239022 },
    });
    // Same claims in the same order give the same token (header spelled as jwt.io spells it).
    expect(signHs256({ sub: '1234567890', name: 'John Doe', iat: 1516239022 }, 'your-256-bit-secret')).toBe(
      JWT_IO,
    );
  });

  it('refuses a wrong key, any changed part, alg none and an expired token', () => {
    expect(verifyHs256(JWT_IO, 'another-secret').ok).toBe(false);
    const [head, body, signature] = JWT_IO.split('.') as [string, string, string];
    const claims = { sub: '1234567891', name: 'John Doe', iat: 1516239022 };
    const changed = [
      `${Buffer.from('{"alg":"HS512","typ":"JWT"}').toString('base64url')}.${body}.${signature}`,
      `${head}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`,
      `${head}.${body}.${signature.slice(0, -1)}d`,
      `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${body}.`,
      `${head}.${body}`,
    ];
    for (const token of changed) expect(verifyHs256(token, 'your-256-bit-secret').ok, token).toBe(false);
    const expired = signHs256({ exp: 1_000 }, 'key');
    expect(verifyHs256(expired, 'key')).toEqual({ ok: false, reason: 'token expired' });
  });
});

describe('TamaraProvider against the fake', () => {
  let fake: TamaraFake;
  let provider: TamaraProvider;
  const request = buildPaymentRequest({ method: 'tamara', country: 'ae', language: 'ar' });

  beforeEach(async () => {
    fake = await startTamaraFake();
    provider = new TamaraProvider({ config: fake.config, timeoutMs: 500 });
  });
  afterEach(async () => {
    await fake.close();
  });

  async function created(): Promise<StoredPayment> {
    return storedPayment(request, await provider.createPayment(request));
  }

  it('creates a checkout session: checkout_url, the Tamara order id', async () => {
    const result = await provider.createPayment(request);
    expect(result.redirectUrl).toMatch(new RegExp(`^${fake.url}/checkout/`));
    expect(result.providerRef).toBe(fake.orderFor(request.paymentId)?.orderId);
    expect(fake.received[0]?.json).toMatchObject({
      order_reference_id: request.paymentId,
      total_amount: { amount: 580.5, currency: 'AED' },
      country_code: 'AE',
      locale: 'ar_AE',
      payment_type: 'PAY_BY_INSTALMENTS',
      instalments: 4,
      merchant_url: { notification: request.callbackUrl, success: request.returnUrl },
    });
  });

  it('sends totals that add up with a discount (Tamara refuses those that do not)', async () => {
    const discounted = buildPaymentRequest({
      ...request,
      paymentId: 'b2f1a9e0-0000-4000-8000-000000000002',
      discountMinor: 1_050,
      amountMinor: 57_000,
    });
    await expect(provider.createPayment(discounted)).resolves.toMatchObject({ referenceNumber: null });
  });

  it('maps retrieve: new pending, approved authorized, declined rejected, expired declined', async () => {
    const payment = await created();
    expect((await provider.retrieve(payment)).outcome).toBe('pending');
    fake.approve(payment.providerRef!);
    expect(await provider.retrieve(payment)).toMatchObject({
      outcome: 'authorized',
      paymentId: request.paymentId,
      amountMinor: 58_050,
      currency: 'AED',
    });
    fake.setStatus(payment.providerRef!, 'declined');
    expect((await provider.retrieve(payment)).outcome).toBe('rejected');
    fake.setStatus(payment.providerRef!, 'expired');
    expect((await provider.retrieve(payment)).outcome).toBe('declined');
    // By our reference when the order id was never stored.
    expect((await provider.retrieve({ ...payment, providerRef: null })).providerRef).toBe(
      payment.providerRef,
    );
  });

  it('captures an approved order: authorise then capture, once', async () => {
    const payment = await created();
    fake.approve(payment.providerRef!);
    expect(await provider.capture(payment)).toMatchObject({
      outcome: 'success',
      trnxStatus: 'fully_captured',
    });
    expect(await provider.capture(payment)).toMatchObject({ outcome: 'success' });
    const order = fake.orders.get(payment.providerRef!);
    expect(order?.captureIds).toHaveLength(1);
    expect(order?.capturedMinor).toBe(58_050);
    const paths = fake.received.map((received) => `${received.method} ${received.url.pathname}`);
    expect(paths.filter((path) => path.endsWith('/authorise'))).toHaveLength(1);
  });

  it('does not capture an order Tamara declined', async () => {
    const payment = await created();
    fake.setStatus(payment.providerRef!, 'declined');
    expect((await provider.capture(payment)).outcome).toBe('rejected');
    expect(fake.orders.get(payment.providerRef!)?.captureIds).toHaveLength(0);
  });

  it('reads a notification whose token verifies, from the query or the Authorization header', async () => {
    const payment = await created();
    fake.approve(payment.providerRef!);
    for (const via of ['query', 'header'] as const) {
      const report = await provider.parseCallback(fake.notification(payment.providerRef!, { via }));
      expect(report).toMatchObject({
        outcome: 'authorized',
        paymentId: request.paymentId,
        providerRef: payment.providerRef,
        eventId: `tamara:${payment.providerRef}:order_approved`,
        amountMinor: 58_050,
      });
    }
    const declined = await provider.parseCallback(
      fake.notification(payment.providerRef!, { event: 'order_declined' }),
    );
    expect(declined.outcome).toBe('rejected');
  });

  it('refuses a notification without a token, signed with another key, expired or altered', async () => {
    const payment = await created();
    const good = fake.notification(payment.providerRef!);
    const bad = [
      { ...good, query: new URLSearchParams() },
      fake.notification(payment.providerRef!, { key: 'not-the-notification-key' }),
      fake.notification(payment.providerRef!, { expiresIn: -5 }),
      { ...good, query: new URLSearchParams({ tamaraToken: `${good.query.get('tamaraToken') ?? ''}x` }) },
      { ...good, query: new URLSearchParams(), headers: new Headers({ authorization: 'Bearer not.a.jwt' }) },
    ];
    for (const incoming of bad)
      await expect(provider.parseCallback(incoming)).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refunds a captured order once per refund id', async () => {
    const payment = await created();
    fake.approve(payment.providerRef!);
    await provider.capture(payment);
    expect(provider.canRefund('tamara')).toBe(true);
    const first = await provider.refund(payment, 10_000, 'refund-7');
    expect(first.outcome).toBe('success');
    expect(await provider.refund(payment, 10_000, 'refund-7')).toEqual(first);
    expect(fake.orders.get(payment.providerRef!)).toMatchObject({
      refundedMinor: 10_000,
      status: 'partially_refunded',
    });
    expect((await provider.retrieve(payment)).outcome).not.toBe('success');
  });

  it('reads the redirect back without trusting it', async () => {
    const query = new URLSearchParams({ orderId: 'tamara-order', paymentStatus: 'approved' });
    expect(await provider.parseRedirect({ method: 'GET', query, headers: new Headers(), body: '' })).toEqual({
      paymentId: null,
      providerRef: 'tamara-order',
    });
  });

  it('turns a timeout, a wrong token and an HTTP error into PaymentProviderError', async () => {
    const wrongToken = new TamaraProvider({ config: { ...fake.config, apiToken: 'other' } });
    expect(
      ((await wrongToken.createPayment(request).catch((caught: unknown) => caught)) as PaymentProviderError)
        .details.status,
    ).toBe(401);
    fake.hang();
    const timeout = await provider.createPayment(request).catch((caught: unknown) => caught);
    expect(timeout).toBeInstanceOf(PaymentProviderError);
    expect((timeout as PaymentProviderError).details.timeout).toBe(true);
    fake.fail(500);
    expect(
      ((await provider.createPayment(request).catch((caught: unknown) => caught)) as PaymentProviderError)
        .details.status,
    ).toBe(500);
  });
});

describe('Tamara outcomes', () => {
  it.each([
    ['new', 'pending'],
    ['approved', 'authorized'],
    ['order_approved', 'authorized'],
    ['authorised', 'authorized'],
    ['fully_captured', 'success'],
    ['declined', 'rejected'],
    ['order_declined', 'rejected'],
    ['expired', 'declined'],
    ['canceled', 'declined'],
    ['fully_refunded', 'error'],
  ] as const)('%s -> %s', (status, outcome) => {
    expect(tamaraOutcome(status)).toBe(outcome);
  });
});
