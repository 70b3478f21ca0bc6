import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, PaymentSignatureError, type StoredPayment } from '../payment-provider.ts';
import { TABBY_REJECTED, TabbyProvider, tabbyOutcome } from './tabby.provider.ts';
import { startTabbyFake, type TabbyFake } from './tabby-fake.ts';
import { buildPaymentRequest, storedPayment } from './provider-fixtures.ts';

describe('TabbyProvider against the fake', () => {
  let fake: TabbyFake;
  let provider: TabbyProvider;
  const request = buildPaymentRequest({ method: 'tabby', country: 'sa', language: 'en' });

  beforeEach(async () => {
    fake = await startTabbyFake();
    provider = new TabbyProvider({ config: fake.config, timeoutMs: 500 });
  });
  afterEach(async () => {
    await fake.close();
  });

  async function created(): Promise<StoredPayment> {
    return storedPayment(request, await provider.createPayment(request));
  }

  it('creates a checkout session: the installments web_url, the Tabby payment id', async () => {
    const result = await provider.createPayment(request);
    expect(result.redirectUrl).toMatch(new RegExp(`^${fake.url}/hpp/`));
    expect(result.providerRef).toBe(fake.paymentFor(request.paymentId)?.id);
    const sent = fake.received[0];
    expect(sent?.headers.authorization).toBe(`Bearer ${fake.config.secretKey}`);
    expect(sent?.json).toMatchObject({
      payment: {
        amount: '580.50',
        currency: 'SAR',
        order: { reference_id: request.paymentId, shipping_amount: '50.00' },
      },
      lang: 'en',
      merchant_code: 'souq-sa',
      merchant_urls: {
        success: `${request.returnUrl}?status=success`,
        cancel: `${request.returnUrl}?status=cancel`,
      },
    });
  });

  it('throws a distinguishable error when Tabby rejects the shopper', async () => {
    const error = await provider
      .createPayment(
        buildPaymentRequest({
          ...request,
          customer: { ...request.customer, email: 'otp.rejected@tabby.ai' },
        }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).details.body).toMatchObject({ reason: TABBY_REJECTED });
  });

  it('refuses Egypt before calling Tabby', async () => {
    await expect(
      provider.createPayment(buildPaymentRequest({ method: 'tabby', country: 'eg' })),
    ).rejects.toBeInstanceOf(PaymentProviderError);
    expect(fake.received).toHaveLength(0);
  });

  it('retrieves CREATED as pending, AUTHORIZED as authorized, then captures once', async () => {
    const payment = await created();
    expect((await provider.retrieve(payment)).outcome).toBe('pending');
    fake.authorize(payment.providerRef!);
    expect(await provider.retrieve(payment)).toMatchObject({
      outcome: 'authorized',
      paymentId: request.paymentId,
      amountMinor: 58_050,
      currency: 'SAR',
    });
    const captured = await provider.capture(payment);
    expect(captured).toMatchObject({ outcome: 'success', trnxStatus: 'CLOSED' });
    // Again: Tabby answers the earlier capture, nothing is captured twice.
    expect((await provider.capture(payment)).outcome).toBe('success');
    expect(fake.payments.get(payment.providerRef!)?.captures).toHaveLength(1);
    expect((await provider.retrieve(payment)).outcome).toBe('success');
  });

  it('refuses to capture a payment that is not authorized', async () => {
    const payment = await created();
    await expect(provider.capture(payment)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('takes the outcome of a webhook from a retrieve, never from its body', async () => {
    const payment = await created();
    fake.authorize(payment.providerRef!);
    const webhook = fake.webhook(payment.providerRef!);
    // A forged body claiming a captured payment changes nothing: Tabby says AUTHORIZED.
    const forged = JSON.stringify({
      ...JSON.parse(webhook.body),
      status: 'closed',
      captures: [{ amount: '580.50' }],
    });
    const report = await provider.parseCallback({ ...webhook, body: forged });
    expect(report).toMatchObject({
      outcome: 'authorized',
      paymentId: request.paymentId,
      providerRef: payment.providerRef,
    });
    expect(fake.received.at(-1)?.url.pathname).toBe(`/api/v2/payments/${payment.providerRef}`);
  });

  it('refuses a webhook without the registered header, or with a wrong one', async () => {
    const payment = await created();
    const webhook = fake.webhook(payment.providerRef!);
    const name = fake.config.webhookAuthHeader!.name;
    const missing = new Headers(webhook.headers);
    missing.delete(name);
    await expect(provider.parseCallback({ ...webhook, headers: missing })).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
    const wrong = new Headers(webhook.headers);
    wrong.set(name, 'fake-webhook-secreT');
    await expect(provider.parseCallback({ ...webhook, headers: wrong })).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
    await expect(provider.parseCallback({ ...webhook, body: '{}' })).rejects.toBeInstanceOf(
      PaymentSignatureError,
    );
  });

  it('a webhook about an unknown payment is a provider error, not a report', async () => {
    const payment = await created();
    const webhook = fake.webhook(payment.providerRef!);
    const unknown = JSON.stringify({
      ...JSON.parse(webhook.body),
      id: '00000000-0000-4000-8000-000000000000',
    });
    await expect(provider.parseCallback({ ...webhook, body: unknown })).rejects.toBeInstanceOf(
      PaymentProviderError,
    );
  });

  it('refunds a captured payment once per refund id', async () => {
    const payment = await created();
    fake.authorize(payment.providerRef!);
    await provider.capture(payment);
    expect(provider.canRefund('tabby')).toBe(true);
    const first = await provider.refund(payment, 8_050, 'refund-1');
    expect(first.outcome).toBe('success');
    expect(await provider.refund(payment, 8_050, 'refund-1')).toEqual(first);
    expect(fake.payments.get(payment.providerRef!)?.refunds).toEqual([
      expect.objectContaining({ amount: '80.50', reference_id: 'refund-1' }),
    ]);
  });

  it('reads the redirect back without trusting it', async () => {
    const query = new URLSearchParams({ status: 'success', payment_id: 'tabby-id' });
    expect(await provider.parseRedirect({ method: 'GET', query, headers: new Headers(), body: '' })).toEqual({
      paymentId: null,
      providerRef: 'tabby-id',
    });
  });

  it('turns a timeout, a wrong key and an HTTP error into PaymentProviderError', async () => {
    const wrongKey = new TabbyProvider({ config: { ...fake.config, secretKey: 'sk_test_other' } });
    const unauthorized = await wrongKey.createPayment(request).catch((caught: unknown) => caught);
    expect((unauthorized as PaymentProviderError).details.status).toBe(401);
    fake.hang();
    const timeout = await provider.createPayment(request).catch((caught: unknown) => caught);
    expect(timeout).toBeInstanceOf(PaymentProviderError);
    expect((timeout as PaymentProviderError).details.timeout).toBe(true);
    fake.fail(502);
    const failed = await provider.createPayment(request).catch((caught: unknown) => caught);
    expect((failed as PaymentProviderError).details.status).toBe(502);
  });
});

describe('Tabby outcomes', () => {
  it.each([
    ['AUTHORIZED', 0, 'authorized'],
    ['CLOSED', 1, 'success'],
    ['CLOSED', 0, 'declined'],
    ['REJECTED', 0, 'rejected'],
    ['EXPIRED', 0, 'declined'],
    ['CREATED', 0, 'pending'],
    ['authorized', 0, 'authorized'],
  ] as const)('%s with %i captures -> %s', (status, captures, outcome) => {
    expect(tabbyOutcome(status, captures)).toBe(outcome);
  });
});
