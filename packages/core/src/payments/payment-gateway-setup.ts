/**
 * The payment gateways of a server process, from its configuration (README, Configuration;
 * docs/decisions/034): the server calls `configurePaymentGateways(paymentGatewaySetupOf(runtime))`
 * once at start. A gateway is live when its credentials are all set; the methods of one that is not
 * are offered nowhere in live mode. Integration ids are written `method:id` separated by commas,
 * e.g. `card:4097558,mada:4097559,valu:4097563`.
 */
import crypto from 'node:crypto';
import { parsePaymentMethodName, type PaymentMethod } from './payment-methods.ts';
import type { AppConfig, PaymentGatewayEnvironment } from '../config/config.ts';
import type { PaymentGatewaySetup } from './payment-gateways.ts';
import { FawryProvider } from './providers/fawry.provider.ts';
import { PAYMOB_BASE_URLS, PaymobProvider } from './providers/paymob.provider.ts';
import { TabbyProvider } from './providers/tabby.provider.ts';
import { TamaraProvider } from './providers/tamara.provider.ts';

/** `card:4097558,mada:4097559` → { card: 4097558, mada: 4097559 }; unknown methods are an error. */
export function parseIntegrationIds(value: string): Partial<Record<PaymentMethod, number>> {
  const ids: Partial<Record<PaymentMethod, number>> = {};
  for (const pair of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [name = '', id = ''] = pair.split(':').map((part) => part.trim());
    const method = parsePaymentMethodName(name);
    const number = Number(id);
    if (!method || !Number.isSafeInteger(number) || number <= 0)
      throw new Error(`PAYMOB_INTEGRATION_IDS: "${pair}" is not method:id`);
    ids[method] = number;
  }
  return ids;
}

/** The live gateways whose credentials are all set. */
export function liveGatewaysOf(env: PaymentGatewayEnvironment): PaymentGatewaySetup['live'] {
  const live: PaymentGatewaySetup['live'] = {};
  if (
    env.PAYMOB_SECRET_KEY &&
    env.PAYMOB_PUBLIC_KEY &&
    env.PAYMOB_HMAC_SECRET &&
    env.PAYMOB_INTEGRATION_IDS
  ) {
    const base = env.PAYMOB_BASE_URL;
    live.paymob = new PaymobProvider({
      config: {
        secretKey: env.PAYMOB_SECRET_KEY,
        publicKey: env.PAYMOB_PUBLIC_KEY,
        hmacSecret: env.PAYMOB_HMAC_SECRET,
        apiKey: env.PAYMOB_API_KEY,
        integrationIds: parseIntegrationIds(env.PAYMOB_INTEGRATION_IDS),
        baseUrl: base ? { eg: base, sa: base, ae: base } : PAYMOB_BASE_URLS,
      },
    });
  }
  if (env.FAWRY_MERCHANT_CODE && env.FAWRY_SECURE_KEY)
    live.fawry = new FawryProvider({
      config: {
        baseUrl: env.FAWRY_BASE_URL ?? 'https://www.atfawry.com',
        merchantCode: env.FAWRY_MERCHANT_CODE,
        secureKey: env.FAWRY_SECURE_KEY,
      },
    });
  if (env.TABBY_SECRET_KEY && env.TABBY_MERCHANT_CODE_SA && env.TABBY_MERCHANT_CODE_AE)
    live.tabby = new TabbyProvider({
      config: {
        baseUrl: env.TABBY_BASE_URL ?? 'https://api.tabby.ai',
        secretKey: env.TABBY_SECRET_KEY,
        merchantCodes: { sa: env.TABBY_MERCHANT_CODE_SA, ae: env.TABBY_MERCHANT_CODE_AE },
      },
    });
  if (env.TAMARA_API_TOKEN && env.TAMARA_NOTIFICATION_KEY)
    live.tamara = new TamaraProvider({
      config: {
        baseUrl: env.TAMARA_BASE_URL ?? 'https://api.tamara.co',
        apiToken: env.TAMARA_API_TOKEN,
        notificationKey: env.TAMARA_NOTIFICATION_KEY,
      },
    });
  return live;
}

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
