/**
 * What every payment gateway adapter does (ARCHITECTURE.md, Payments; docs/decisions/034). The
 * adapters speak their provider's wire format and nothing else: which order a payment belongs to,
 * what it means for the order's state and whether a report was seen before is decided by
 * payments.service.ts, once for every provider.
 *
 * Trust: a report from `parseCallback` has had its signature checked; a redirect back
 * (`parseRedirect`) only says WHICH payment to look at, never that it is paid: the service settles
 * a redirect by `retrieve`, a server-to-server call whose answer the provider vouches for.
 */
import type { CountryCode, CurrencyCode, LanguageCode } from '../locale/locales.ts';
import type { PaymentMethod, PaymentProviderName } from './payment-methods.ts';

export type { PaymentProviderName };

/**
 * What a provider says about a payment, in the words of SPEC.md section 4 (payment outcomes), plus
 * 'authorized': the provider approved it and it waits for our capture (Tabby, Tamara).
 * 'declined' is declined or aborted by the shopper; 'rejected' is refused by the installment
 * provider; 'unauthorized' a failed 3-D Secure or wallet authentication.
 */
export type PaymentOutcome =
  'success' | 'authorized' | 'declined' | 'rejected' | 'pending' | 'error' | 'unauthorized';

/** The card or wallet the shopper paid with, as the order keeps it (SPEC.md 3: sourceData). */
export interface PaymentSource {
  type?: string;
  subType?: string;
  /** Masked by the provider (e.g. "512345xxxxxx2346"); never a full number. */
  pan?: string;
}

/** What the service asks a provider to start. Amounts are minor units of `currency`. */
export interface PaymentRequest {
  /** Our payment's id (payments.id, a UUID): the merchant reference every provider echoes back. */
  paymentId: string;
  /** The order's number, for the provider's dashboard and receipts. */
  orderNumber: string;
  method: PaymentMethod;
  amountMinor: number;
  currency: CurrencyCode;
  country: CountryCode;
  language: LanguageCode;
  customer: {
    id: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
  };
  shipping: {
    country: CountryCode;
    city: string;
    line1: string;
    building?: string | null;
    floor?: string | null;
    apartment?: string | null;
    zip?: string | null;
  };
  items: Array<{ id: string; name: string; quantity: number; unitMinor: number }>;
  shippingMinor: number;
  discountMinor: number;
  /** Where the provider sends the shopper back (our redirect handler for this provider). */
  returnUrl: string;
  /** Where the provider posts its server-to-server notification (our callback for this provider). */
  callbackUrl: string;
  /** The latest moment the payment may complete (reference numbers expire then). */
  expiresAt: Date;
}

/** What a provider answered when asked to start a payment. */
export interface CreatedPayment {
  /** The provider's id of this payment (order, session, checkout or reference id). */
  providerRef: string;
  /** The hosted page or iframe the shopper is sent to; null when there is none (Fawry reference). */
  redirectUrl: string | null;
  /** The reference number the shopper pays at a kiosk (Fawry, Aman); null otherwise. */
  referenceNumber?: string | null;
}

/** A verified report about one payment: from a callback, a redirect's retrieve, or a retrieve. */
export interface PaymentReport {
  /** Our payment id when the provider echoes it (merchant reference), else null. */
  paymentId: string | null;
  /** The provider's id of the payment (matches CreatedPayment.providerRef), else null. */
  providerRef: string | null;
  /**
   * What makes this report unique for the provider (a transaction id, a notification id, or the
   * retrieve's status): two reports with one event id are one event, applied once.
   */
  eventId: string;
  outcome: PaymentOutcome;
  amountMinor: number | null;
  currency: string | null;
  /** The provider's transaction id and its status text, kept on the order (trnxId, trnxStatus). */
  trnxId: string | null;
  trnxStatus: string | null;
  source: PaymentSource | null;
  referenceNumber?: string | null;
}

/** An HTTP request as the web layer hands it to an adapter: nothing framework-specific. */
export interface IncomingPaymentRequest {
  method: 'GET' | 'POST';
  query: URLSearchParams;
  headers: Headers;
  /** The raw body (signatures are computed over fields of the raw JSON). */
  body: string;
}

/** The payment as the service keeps it, for retrieve, capture and refund. */
export interface StoredPayment {
  id: string;
  method: PaymentMethod;
  providerRef: string | null;
  trnxId: string | null;
  referenceNumber: string | null;
  amountMinor: number;
  currency: CurrencyCode;
  country: CountryCode;
}

export interface RefundReport {
  /** The provider's id of the refund. */
  refundRef: string;
  outcome: 'success' | 'pending' | 'error';
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts a payment; throws PaymentProviderError when the provider refuses or does not answer. */
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * A server-to-server notification: verified (signature, JWT) and read. A request whose signature
   * does not verify throws PaymentSignatureError and changes nothing.
   */
  parseCallback(incoming: IncomingPaymentRequest): Promise<PaymentReport>;
  /**
   * The shopper's browser coming back: which payment it is about. A provider that signs its
   * redirect (Paymob) has the signature checked here too; the outcome is still settled by retrieve.
   */
  parseRedirect(
    incoming: IncomingPaymentRequest,
  ): Promise<{ paymentId: string | null; providerRef: string | null }>;
  /** Asks the provider for the payment's state (the reconciliation job and redirects). */
  retrieve(payment: StoredPayment): Promise<PaymentReport>;
  /**
   * Captures an 'authorized' payment (Tabby, Tamara: authorise then capture). Safe to call again:
   * the provider answers the earlier capture.
   */
  capture?(payment: StoredPayment): Promise<PaymentReport>;
  /** Whether money paid by this method can go back through the provider (else to the wallet). */
  canRefund(method: PaymentMethod): boolean;
  /** Refunds `amountMinor`; `refundId` is our id of the refund, sent as the provider's idempotency key. */
  refund(payment: StoredPayment, amountMinor: number, refundId: string): Promise<RefundReport>;
}

/** The provider did not answer, answered an error, or refused the request. */
export class PaymentProviderError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    message: string,
    readonly details: { status?: number; body?: unknown; timeout?: boolean } = {},
  ) {
    super(`${provider}: ${message}`);
    this.name = 'PaymentProviderError';
  }
}

/** A callback or redirect whose signature, token or HMAC does not verify. */
export class PaymentSignatureError extends Error {
  constructor(
    readonly provider: PaymentProviderName,
    message = 'signature does not verify',
  ) {
    super(`${provider}: ${message}`);
    this.name = 'PaymentSignatureError';
  }
}

/** How adapters reach the network: injected so tests point them at a local fake. */
export type FetchLike = (input: string | URL, init?: RequestInit) => Promise<Response>;

/** Timeout every adapter applies to one provider call (a provider that hangs leaves a payment pending). */
export const PROVIDER_TIMEOUT_MS = 15_000;
