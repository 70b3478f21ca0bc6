/**
 * The payment methods of the API contract (issue 18, "Method names"), which provider carries each,
 * and the older spellings clients still send. One list: the checkout, the GraphQL lists, the
 * footer's marks and the dashboard's switches all read it.
 */
import type { CountryCode } from '../locale/locales.ts';

/** The gateways (payment-provider.ts re-exports it: the provider interface names its methods). */
/**
 * The parts Tabby and Tamara split a bill into (their pay-in-4 plans): the texts that name it take
 * it as an argument (`payments.methods.*.hint`), so it is written in the page's digits.
 */
export const SPLIT_PAYMENTS = 4;

export type PaymentProviderName = 'sandbox' | 'paymob' | 'fawry' | 'tabby' | 'tamara';

export const PAYMENT_METHODS = [
  'card',
  'mada',
  'applePay',
  'mobileWallet',
  'wallet',
  'giftCard',
  'fawry',
  'aman',
  'valu',
  'sympl',
  'souhoola',
  'tabby',
  'tamara',
  'cardInstallment',
  'contact',
  'cib',
  'cod',
] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Paid on the provider's page or app after the order is placed ('pending payment' until then). */
export type OnlinePaymentMethod = Exclude<PaymentMethod, 'wallet' | 'giftCard' | 'cod'>;

export interface PaymentMethodInfo {
  method: PaymentMethod;
  /** 'online' goes through a gateway; 'balance' is the site's own money; 'cod' is cash at the door. */
  kind: 'online' | 'balance' | 'cod';
  /** The gateway that carries it in production (the sandbox stands in for all outside production). */
  provider: Exclude<PaymentProviderName, 'sandbox'> | null;
  /** Where it can be offered at all (a switch in the settings can still turn it off there). */
  countries: readonly CountryCode[];
  /** An installment or buy-now-pay-later plan: the provider may reject the shopper (SPEC.md 4). */
  installment: boolean;
  /** Paid later at a kiosk or outlet with a reference number: the order waits longer for it. */
  reference: boolean;
  /** The smallest and largest bill the provider accepts, in major units of the country's currency. */
  minMajor?: number;
  maxMajor?: number;
}

const ALL: readonly CountryCode[] = ['eg', 'sa', 'ae'];
const EGYPT: readonly CountryCode[] = ['eg'];
const GULF: readonly CountryCode[] = ['sa', 'ae'];

const online = (
  method: OnlinePaymentMethod,
  provider: PaymentMethodInfo['provider'],
  countries: readonly CountryCode[],
  extra: Partial<PaymentMethodInfo> = {},
): PaymentMethodInfo => ({
  method,
  kind: 'online',
  provider,
  countries,
  installment: false,
  reference: false,
  ...extra,
});

/**
 * The catalogue. Limits are the providers' published ones for merchants of our size (Tabby and
 * Tamara split in four from a small basket; Egyptian installment providers from a few hundred
 * pounds); the dashboard's switches can only narrow them.
 */
export const PAYMENT_METHOD_INFO: Record<PaymentMethod, PaymentMethodInfo> = {
  card: online('card', 'paymob', ALL),
  // mada is Saudi Arabia's debit network.
  mada: online('mada', 'paymob', ['sa']),
  applePay: online('applePay', 'paymob', ALL),
  mobileWallet: online('mobileWallet', 'paymob', EGYPT),
  fawry: online('fawry', 'fawry', EGYPT, { reference: true }),
  aman: online('aman', 'paymob', EGYPT, { reference: true }),
  valu: online('valu', 'paymob', EGYPT, { installment: true, minMajor: 500 }),
  sympl: online('sympl', 'paymob', EGYPT, { installment: true, minMajor: 500 }),
  souhoola: online('souhoola', 'paymob', EGYPT, { installment: true, minMajor: 500 }),
  contact: online('contact', 'paymob', EGYPT, { installment: true, minMajor: 500 }),
  cib: online('cib', 'paymob', EGYPT, { installment: true, minMajor: 1000 }),
  cardInstallment: online('cardInstallment', 'paymob', EGYPT, { installment: true, minMajor: 1000 }),
  tabby: online('tabby', 'tabby', GULF, { installment: true, minMajor: 50, maxMajor: 5000 }),
  tamara: online('tamara', 'tamara', GULF, { installment: true, minMajor: 50, maxMajor: 5000 }),
  wallet: {
    method: 'wallet',
    kind: 'balance',
    provider: null,
    countries: ALL,
    installment: false,
    reference: false,
  },
  giftCard: {
    method: 'giftCard',
    kind: 'balance',
    provider: null,
    countries: ALL,
    installment: false,
    reference: false,
  },
  cod: { method: 'cod', kind: 'cod', provider: null, countries: ALL, installment: false, reference: false },
};

export const isOnlineMethod = (method: PaymentMethod): method is OnlinePaymentMethod =>
  PAYMENT_METHOD_INFO[method].kind === 'online';

/** Spellings older clients send, lower-cased without spaces, dashes or underscores. */
const ALIASES: Record<string, PaymentMethod> = {
  cash: 'cod',
  cashondelivery: 'cod',
  prepaid: 'wallet',
  visa: 'card',
  mastercard: 'card',
  creditcard: 'card',
  applepay: 'applePay',
  vodafonecash: 'mobileWallet',
  mobilewallet: 'mobileWallet',
  ewallet: 'mobileWallet',
  kiosk: 'aman',
  giftcard: 'giftCard',
  cardinstallment: 'cardInstallment',
  installment: 'cardInstallment',
  installments: 'cardInstallment',
};

const CANONICAL = new Map<string, PaymentMethod>(
  PAYMENT_METHODS.map((method) => [method.toLowerCase(), method]),
);

/** The method a client named, or null when the name is none of them (or its aliases). */
export function parsePaymentMethodName(value: string | null | undefined): PaymentMethod | null {
  const name = (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
  if (name === '') return null;
  return CANONICAL.get(name) ?? ALIASES[name] ?? null;
}
