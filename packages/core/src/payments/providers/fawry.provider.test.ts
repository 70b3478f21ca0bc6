import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, PaymentSignatureError } from '../payment-provider.ts';
import {
  FawryProvider,
  fawryChargeSignature,
  fawryNotificationSignature,
  fawryOutcome,
  fawryRefundSignature,
  fawryStatusSignature,
} from './fawry.provider.ts';
import { startFawryFake, type FawryFake } from './fawry-fake.ts';
import { buildPaymentRequest, storedPayment } from './provider-fixtures.ts';

// Fawry's pages publish the formulas and sample inputs (merchant code, references, the demo secure
// key 259af31f...) but no digest for them, so these vectors were computed from the documented
// concatenation with `printf '%s' ... | sha256sum`, independently of this code.
const KEY = '259af31fc2f74453b3a55739b21ae9ef';

describe('Fawry signatures (documented concatenations)', () => {
  it('signs a charge request', () => {
    expect(
      fawryChargeSignature(
        {
          merchantCode: '1tSa6uxz2nRbgY+b+cZGyA==',
          merchantRefNum: '2312465464',
          customerProfileId: '1212',
          paymentMethod: 'PAYATFAWRY',
          amount: '580.55',
        },
        KEY,
      ),
    ).toBe('710ff4ae945f50acf36dbb2629c0ff6768dda367b5d78af162865f23b3a7d67f');
  });

  it('signs a server notification V2, amounts with two decimals whatever their JSON spelling', () => {
    const body = {
      fawryRefNumber: '970177',
      merchantRefNumber: '9708f1cea8b5426cb57922df51b7f790',
      paymentAmount: 152,
      orderAmount: '150.00',
      orderStatus: 'NEW',
      paymentMethod: 'PAYATFAWRY',
    };
    expect(fawryNotificationSignature(body, KEY)).toBe(
      '4d1e302c850dc6604ee555a54dc84a3c84572c23f8b5242a23e11badd0c7f17e',
    );
  });

  it('signs a payment status and a refund request', () => {
    expect(fawryStatusSignature('1tSa6uxz2nTwlaAmt38enA==', '23124654641', KEY)).toBe(
      '3733ce7536d69e4b705d6239846303a27fe1951f648a7d2dda830c862a918316',
    );
    expect(
      fawryRefundSignature(
        {
          merchantCode: '1tSa6uxz2nTwlaAmt38enA==',
          referenceNumber: '931600239',
          refundAmount: '362.5',
          reason: 'Item not received',
        },
        KEY,
      ),
    ).toBe('9faef141d13d807730f8f42bc58d7340fbb1a97181526f2e98a1721f63da8c3a');
  });
});

describe('FawryProvider against the fake', () => {
  let fake: FawryFake;
  let provider: FawryProvider;
  const request = buildPaymentRequest();

  beforeEach(async () => {
    fake = await startFawryFake();
    provider = new FawryProvider({ config: fake.config, timeoutMs: 500 });
  });
  afterEach(async () => {
    await fake.close();
  });

  it('creates a reference payment: no redirect, the reference number to pay at an outlet', async () => {
    const created = await provider.createPayment(request);
    expect(created.redirectUrl).toBeNull();
    expect(created.referenceNumber).toMatch(/^\d{9}$/);
    expect(created.providerRef).toBe(created.referenceNumber);
    const sent = fake.received[0]?.json as Record<string, unknown>;
    expect(sent).toMatchObject({
      merchantRefNum: request.paymentId,
      paymentMethod: 'PAYATFAWRY',
      amount: 580.5,
      currencyCode: 'EGP',
      language: 'ar-eg',
    });
    expect(sent.paymentExpiry).toBe(request.expiresAt.getTime());
    const items = sent.chargeItems as Array<{ price: number; quantity: number }>;
    expect(items.reduce((sum, item) => sum + Math.round(item.price * 100) * item.quantity, 0)).toBe(
      request.amountMinor,
    );
  });

  it('sends one order line when a discount makes the basket differ from the amount', async () => {
    await provider.createPayment(buildPaymentRequest({ discountMinor: 1_000, amountMinor: 57_050 }));
    expect((fake.received[0]?.json as { chargeItems: unknown[] }).chargeItems).toEqual([
      { itemId: '100042', description: 'Order 100042', price: 570.5, quantity: 1 },
    ]);
  });

  it('reads a Fawry refusal (HTTP 200, statusCode 9946) as a provider error', async () => {
    const wrongKey = new FawryProvider({ config: { ...fake.config, secureKey: 'not-the-key' } });
    const error = await wrongKey.createPayment(request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).details.body).toMatchObject({ statusCode: 9946 });
  });

  it('retrieves: unpaid is pending, paid is success, expired is declined', async () => {
    const payment = storedPayment(request, await provider.createPayment(request));
    expect(await provider.retrieve(payment)).toMatchObject({
      outcome: 'pending',
      paymentId: request.paymentId,
      trnxStatus: 'UNPAID',
    });
    fake.pay(request.paymentId);
    const paid = await provider.retrieve(payment);
    expect(paid).toMatchObject({
      outcome: 'success',
      amountMinor: 58_050,
      currency: 'EGP',
      providerRef: payment.referenceNumber,
    });
    fake.setStatus(request.paymentId, 'EXPIRED');
    expect((await provider.retrieve(payment)).outcome).toBe('declined');
  });

  it('verifies a signed notification and reads its outcome', async () => {
    const created = await provider.createPayment(request);
    fake.pay(request.paymentId);
    const report = await provider.parseCallback(fake.notification(request.paymentId));
    expect(report).toMatchObject({
      paymentId: request.paymentId,
      providerRef: created.referenceNumber,
      referenceNumber: created.referenceNumber,
      outcome: 'success',
      amountMinor: 58_050,
      eventId: `fawry:${created.referenceNumber}:PAID`,
    });
  });

  it('rejects a notification when any signed field or the signature changes', async () => {
    await provider.createPayment(request);
    fake.pay(request.paymentId);
    const good = fake.notificationBody(request.paymentId);
    const tampered: Record<string, unknown> = {
      fawryRefNumber: '111111111',
      merchantRefNumber: 'another-payment',
      paymentAmount: 1,
      orderAmount: 1,
      orderStatus: 'NEW',
      paymentMethod: 'CARD',
      paymentRefrenceNumber: 'X1',
      messageSignature: 'a'.repeat(64),
    };
    for (const [field, value] of Object.entries(tampered)) {
      const body = JSON.stringify({ ...good, [field]: value });
      await expect(
        provider.parseCallback({
          method: 'POST',
          query: new URLSearchParams(),
          headers: new Headers(),
          body,
        }),
        field,
      ).rejects.toBeInstanceOf(PaymentSignatureError);
    }
    const { messageSignature: _dropped, ...unsigned } = good;
    await expect(
      provider.parseCallback({
        method: 'POST',
        query: new URLSearchParams(),
        headers: new Headers(),
        body: JSON.stringify(unsigned),
      }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
    await expect(
      provider.parseCallback({
        method: 'POST',
        query: new URLSearchParams(),
        headers: new Headers(),
        body: 'not json',
      }),
    ).rejects.toBeInstanceOf(PaymentSignatureError);
  });

  it('refunds a paid reference once per refund id', async () => {
    const payment = storedPayment(request, await provider.createPayment(request));
    fake.pay(request.paymentId);
    expect(provider.canRefund('fawry')).toBe(true);
    expect(await provider.refund(payment, 10_000, 'r-1')).toEqual({ refundRef: 'r-1', outcome: 'success' });
    expect(await provider.refund(payment, 10_000, 'r-1')).toEqual({ refundRef: 'r-1', outcome: 'success' });
    expect(fake.payment(request.paymentId)).toMatchObject({
      refundedMinor: 10_000,
      status: 'PARTIAL_REFUNDED',
    });
    // A refund never reads as a payment.
    fake.setStatus(request.paymentId, 'REFUNDED');
    expect((await provider.retrieve(payment)).outcome).not.toBe('success');
  });

  it('turns a timeout and an HTTP error into PaymentProviderError', async () => {
    fake.hang();
    const timeout = await provider.createPayment(request).catch((caught: unknown) => caught);
    expect(timeout).toBeInstanceOf(PaymentProviderError);
    expect((timeout as PaymentProviderError).details.timeout).toBe(true);
    fake.fail(503);
    const failed = await provider.createPayment(request).catch((caught: unknown) => caught);
    expect(failed).toBeInstanceOf(PaymentProviderError);
    expect((failed as PaymentProviderError).details.status).toBe(503);
  });

  it('names the payment from a redirect without trusting it', async () => {
    const query = new URLSearchParams({ merchantRefNumber: request.paymentId });
    expect(await provider.parseRedirect({ method: 'GET', query, headers: new Headers(), body: '' })).toEqual({
      paymentId: request.paymentId,
      providerRef: null,
    });
  });
});

describe('Fawry outcomes', () => {
  it.each([
    ['PAID', 'success'],
    ['NEW', 'pending'],
    ['UNPAID', 'pending'],
    ['EXPIRED', 'declined'],
    ['CANCELED', 'declined'],
    ['FAILED', 'error'],
    ['REFUNDED', 'error'],
    ['PARTIAL_REFUNDED', 'error'],
  ] as const)('%s -> %s', (status, outcome) => {
    expect(fawryOutcome(status)).toBe(outcome);
  });
});
