/**
 * The payment gateways of a server process, from its configuration (issue 18, docs/decisions/034).
 * The server calls `configurePaymentGateways(paymentGatewaySetupOf(runtime))` once at start.
 */
import crypto from 'node:crypto';
import type { AppConfig } from '../config/config.ts';
import type { PaymentGatewaySetup } from './payment-gateways.ts';
import { liveGatewaysOf } from './payment-gateway-setup.ts';

/**
 * The sandbox's signing secret: derived from the process's JWT secret (an HMAC of a label), so it
 * is as secret as the sessions' key, the same in every process of one site, and never the key itself.
 */
export const sandboxSecretOf = (jwtSecret: Uint8Array): string =>
  crypto.createHmac('sha256', jwtSecret).update('souq/payments/sandbox-gateway/v1').digest('hex');

export function paymentGatewaySetupOf(runtime: {
  config: Pick<AppConfig, 'paymentsMode' | 'paymentGateways'>;
  jwtSecret: Uint8Array;
}): PaymentGatewaySetup {
  return {
    mode: runtime.config.paymentsMode,
    sandboxSecret: sandboxSecretOf(runtime.jwtSecret),
    live: liveGatewaysOf(runtime.config.paymentGateways),
  };
}
