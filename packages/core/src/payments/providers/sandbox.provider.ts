/**
 * The sandbox gateway (ARCHITECTURE.md, Payments): the default outside production and in the demo.
 * Its "hosted page" is a page of this server (/:locale/payment/sandbox/:paymentId) where a tester
 * picks any outcome of SPEC.md section 4. It behaves like the real gateways so the same code paths
 * run: the page's choice arrives as a signed callback (HMAC-SHA256 of the raw body with the sandbox
 * secret), the way back is a redirect that only names the payment, and `retrieve` answers the last
 * choice, so a redirect whose callback was "lost" is still settled by retrieve.
 */
import crypto from 'node:crypto';
import type { PaymentMethod } from '../payment-methods.ts';
import {
  PaymentSignatureError,
  type CreatedPayment,
  type IncomingPaymentRequest,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentReport,
  type PaymentRequest,
  type RefundReport,
  type StoredPayment,
} from '../payment-provider.ts';

/** The outcomes the hosted page offers (SPEC.md 4), 'authorized' excepted: it is the gateways' own step. */
export const SANDBOX_OUTCOMES = [
  'success',
  'declined',
  'rejected',
  'pending',
  'error',
  'unauthorized',
] as const;
export type SandboxOutcome = (typeof SANDBOX_OUTCOMES)[number];

/** A choice made on the hosted page, as the sandbox keeps it. */
export interface SandboxDecision {
  paymentId: string;
  outcome: SandboxOutcome;
  /** The method paid with, so the report can name its source as a gateway would. */
  method?: PaymentMethod;
  /** Increases with every choice, so two choices of one payment are two events. */
  sequence: number;
}

/** Where the sandbox keeps the hosted page's choices (the payments service keeps them in the database). */
export interface SandboxDecisionStore {
  latest(paymentId: string): Promise<SandboxDecision | null>;
}

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

const sign = (secret: string, body: string) => crypto.createHmac('sha256', secret).update(body).digest('hex');

const safeEqual = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
};

/** A masked test card, as a gateway would report it. */
const TEST_SOURCE = { type: 'card', subType: 'MasterCard', pan: '512345xxxxxx2346' };

const sourceOf = (method: PaymentMethod) =>
  method === 'card' || method === 'mada' || method === 'applePay' || method === 'cardInstallment'
    ? { ...TEST_SOURCE, subType: method === 'mada' ? 'mada' : TEST_SOURCE.subType }
    : { type: method, subType: method };

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(private readonly options: { secret: string; decisions: SandboxDecisionStore }) {}

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const origin = new URL(request.returnUrl).origin;
    const locale = `${request.language}-${request.country}`;
    // A reference the shopper would pay at a kiosk: ten digits, stable for the payment.
    const digits = BigInt(
      `0x${crypto.createHash('sha256').update(request.paymentId).digest('hex').slice(0, 12)}`,
    );
    return {
      providerRef: `sbx_${request.paymentId}`,
      redirectUrl: `${origin}/${locale}/payment/sandbox/${request.paymentId}`,
      referenceNumber:
        request.method === 'fawry' || request.method === 'aman'
          ? (digits % 10_000_000_000n).toString().padStart(10, '9')
          : null,
    };
  }

  /** The body the hosted page posts for a choice, and its signature header. */
  signedDecision(decision: SandboxDecision): IncomingPaymentRequest {
    const body = JSON.stringify(decision);
    return {
      method: 'POST',
      query: new URLSearchParams(),
      headers: new Headers({
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: sign(this.options.secret, body),
      }),
      body,
    };
  }

  async parseCallback(incoming: IncomingPaymentRequest): Promise<PaymentReport> {
    const signature = incoming.headers.get(SANDBOX_SIGNATURE_HEADER) ?? '';
    if (!signature || !safeEqual(signature, sign(this.options.secret, incoming.body)))
      throw new PaymentSignatureError('sandbox');
    let decision: SandboxDecision;
    try {
      decision = JSON.parse(incoming.body) as SandboxDecision;
    } catch {
      throw new PaymentSignatureError('sandbox', 'body is not JSON');
    }
    if (!(SANDBOX_OUTCOMES as readonly string[]).includes(decision.outcome))
      throw new PaymentSignatureError('sandbox', 'unknown outcome');
    return this.reportOf(decision, decision.method ?? null);
  }

  async parseRedirect(incoming: IncomingPaymentRequest) {
    return { paymentId: incoming.query.get('payment'), providerRef: null };
  }

  async retrieve(payment: StoredPayment): Promise<PaymentReport> {
    const decision = await this.options.decisions.latest(payment.id);
    if (!decision)
      return this.reportOf({ paymentId: payment.id, outcome: 'pending', sequence: 0 }, payment.method);
    return this.reportOf(decision, payment.method);
  }

  canRefund(method: PaymentMethod): boolean {
    // As with the real gateways, cash paid at a kiosk does not go back the way it came.
    return method !== 'fawry' && method !== 'aman';
  }

  async refund(_payment: StoredPayment, _amountMinor: number, refundId: string): Promise<RefundReport> {
    return { refundRef: `sbx_refund_${refundId}`, outcome: 'success' };
  }

  private reportOf(decision: SandboxDecision, method: PaymentMethod | null): PaymentReport {
    const outcome: PaymentOutcome = decision.outcome;
    const trnxId = `sbx_${decision.paymentId.slice(0, 8)}_${decision.sequence}`;
    return {
      paymentId: decision.paymentId,
      // The signed body names our payment; the gateway's own id adds nothing here.
      providerRef: null,
      eventId: `${decision.paymentId}:${decision.sequence}:${outcome}`,
      outcome,
      amountMinor: null,
      currency: null,
      trnxId,
      trnxStatus: outcome,
      source: method ? sourceOf(method) : null,
    };
  }
}
