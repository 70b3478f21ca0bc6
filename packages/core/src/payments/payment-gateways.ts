/**
 * Which gateway carries each online method in this process (docs/decisions/034). Composed once
 * where the process starts (the server reads the environment; tests point adapters at local
 * fakes) and read by the payments service. Outside live mode every method goes to the sandbox; in
 * live mode a method whose gateway has no credentials is not offered.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import type { DbContext } from '../context.ts';
import { paymentEvents } from '../db/schema/payments.schema.ts';
import { PAYMENT_METHOD_INFO, type OnlinePaymentMethod, type PaymentMethod } from './payment-methods.ts';
import type { PaymentProvider, PaymentProviderName } from './payment-provider.ts';
import {
  SANDBOX_OUTCOMES,
  SandboxProvider,
  type SandboxDecision,
  type SandboxDecisionStore,
  type SandboxOutcome,
} from './providers/sandbox.provider.ts';

export type PaymentsMode = 'sandbox' | 'live';

export interface PaymentGatewaySetup {
  mode: PaymentsMode;
  /** Signs the sandbox page's choices (any secret of the process: the sandbox is this server). */
  sandboxSecret: string;
  /** The configured real gateways (live mode), by name. */
  live: Partial<Record<Exclude<PaymentProviderName, 'sandbox'>, PaymentProvider>>;
}

let setup: PaymentGatewaySetup = { mode: 'sandbox', sandboxSecret: 'souq-sandbox', live: {} };

/** Called where the process is composed (the server, the tests). */
export function configurePaymentGateways(next: PaymentGatewaySetup): void {
  setup = next;
}

export const paymentsMode = (): PaymentsMode => setup.mode;

/** The hosted page's choices are kept as payment events of source 'sandbox-choice'. */
export const SANDBOX_CHOICE_SOURCE = 'sandbox-choice';

const decisionsIn = (ctx: DbContext): SandboxDecisionStore => ({
  async latest(paymentId) {
    const [row] = await ctx.db
      .select({ outcome: paymentEvents.outcome, eventId: paymentEvents.eventId })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.paymentId, paymentId),
          eq(paymentEvents.source, SANDBOX_CHOICE_SOURCE),
          like(paymentEvents.eventId, 'choice:%'),
        ),
      )
      .orderBy(desc(paymentEvents.receivedAt), desc(paymentEvents.eventId))
      .limit(1);
    if (!row || !(SANDBOX_OUTCOMES as readonly string[]).includes(row.outcome)) return null;
    const sequence = Number(row.eventId.split(':').at(-1)) || 0;
    return { paymentId, outcome: row.outcome as SandboxOutcome, sequence } satisfies SandboxDecision;
  },
});

export const sandboxProvider = (ctx: DbContext): SandboxProvider =>
  new SandboxProvider({ secret: setup.sandboxSecret, decisions: decisionsIn(ctx) });

/** The gateway that carries `method` now, or null when none can (live mode without its credentials). */
export function providerForMethod(ctx: DbContext, method: OnlinePaymentMethod): PaymentProvider | null {
  if (setup.mode === 'sandbox') return sandboxProvider(ctx);
  const name = PAYMENT_METHOD_INFO[method].provider;
  return (name && setup.live[name]) || null;
}

/** A gateway by the name a payment was started with (callbacks, retrieve, refunds). */
export function providerNamed(ctx: DbContext, name: string): PaymentProvider | null {
  if (name === 'sandbox') return sandboxProvider(ctx);
  return setup.live[name as Exclude<PaymentProviderName, 'sandbox'>] ?? null;
}

/** Online methods no gateway can carry in this process (offered nowhere until configured). */
export function unconfiguredMethods(): Set<PaymentMethod> {
  if (setup.mode === 'sandbox') return new Set();
  const missing = new Set<PaymentMethod>();
  for (const info of Object.values(PAYMENT_METHOD_INFO))
    if (info.provider && !setup.live[info.provider]) missing.add(info.method);
  return missing;
}
