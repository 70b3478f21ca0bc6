/**
 * Payment requests for the adapters' tests and the integration tests that drive the fakes: one
 * realistic basket per country, overridable field by field.
 */
import type { CountryCode, CurrencyCode } from '../../locale/locales.ts';
import type { CreatedPayment, PaymentRequest, StoredPayment } from '../payment-provider.ts';

const CURRENCY: Record<CountryCode, CurrencyCode> = { eg: 'EGP', sa: 'SAR', ae: 'AED' };

export function buildPaymentRequest(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  const country = overrides.country ?? 'eg';
  return {
    paymentId: '6f1c2a9e-3b4d-4c5e-8f70-1a2b3c4d5e6f',
    orderNumber: '100042',
    method: 'fawry',
    // 2 x 250.25 + 1 x 30.00 + shipping 50.00 = 580.50
    amountMinor: 58_050,
    currency: CURRENCY[country],
    country,
    language: 'ar',
    customer: {
      id: 'c0ffee00-0000-4000-8000-000000000001',
      firstName: 'Mona',
      lastName: 'Adel',
      email: 'mona@example.com',
      phone: '+201000000001',
    },
    shipping: {
      country,
      city: 'Cairo',
      line1: '12 Tahrir St',
      building: '3',
      floor: '2',
      apartment: '5',
      zip: null,
    },
    items: [
      { id: 'p-1', name: 'Hand-painted mug', quantity: 2, unitMinor: 25_025 },
      { id: 'p-2', name: 'Tote bag', quantity: 1, unitMinor: 3_000 },
    ],
    shippingMinor: 5_000,
    discountMinor: 0,
    returnUrl: 'https://souq.example/payments/return',
    callbackUrl: 'https://souq.example/payments/callback',
    expiresAt: new Date('2030-01-02T10:00:00Z'),
    ...overrides,
  };
}

/** The payment as the service would keep it after `createPayment` answered. */
export function storedPayment(request: PaymentRequest, created: CreatedPayment): StoredPayment {
  return {
    id: request.paymentId,
    method: request.method,
    providerRef: created.providerRef,
    trnxId: null,
    referenceNumber: created.referenceNumber ?? null,
    amountMinor: request.amountMinor,
    currency: request.currency,
    country: request.country,
  };
}
