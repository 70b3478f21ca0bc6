/**
 * Which payment methods a shopper may use, decided in one place (issue 18, Eligibility) from the
 * country, its currency, the basket (cash on delivery only when every product allows it) and the
 * amount left to pay, and the dashboard's switch per method and country. The checkout lists the
 * eligible ones; placeOrder asks the same function and refuses with the first reason.
 */
import { and, eq } from 'drizzle-orm';
import type { DbContext } from '../context.ts';
import { memoryCopy } from '../db/memory-copy.ts';
import { paymentMethodSettings } from '../db/schema/payments.schema.ts';
import { currencyOfCountry, type CountryCode, type CurrencyCode } from '../locale/locales.ts';
import { MINOR_PER_MAJOR } from '../money/money.ts';
import type { DomainError } from '../errors.ts';
import { cartErrors } from '../cart/cart-errors.ts';
import { PAYMENT_METHOD_INFO, PAYMENT_METHODS, type PaymentMethod } from './payment-methods.ts';
import { paymentErrors } from './payment-errors.ts';
import { unconfiguredMethods } from './payment-gateways.ts';

export type IneligibleReason =
  'country' | 'currency' | 'switchedOff' | 'codProducts' | 'minAmount' | 'maxAmount' | 'balance';

export interface EligibilityInput {
  country: CountryCode;
  currency: CurrencyCode;
  /** What is left to pay after the balances, in minor units (0: the balances pay it all). */
  amountDueMinor: number;
  /** Every product of the basket allows cash on delivery. */
  codAvailable: boolean;
  /** The methods switched off in this country (the dashboard's switches). */
  switchedOff: ReadonlySet<PaymentMethod>;
}

export interface PaymentOption {
  method: PaymentMethod;
  eligible: boolean;
  reason: IneligibleReason | null;
}

/** One method's answer: null when it may pay this bill, else why not. */
export function ineligibility(method: PaymentMethod, input: EligibilityInput): IneligibleReason | null {
  const info = PAYMENT_METHOD_INFO[method];
  if (!info.countries.includes(input.country)) return 'country';
  if (currencyOfCountry(input.country) !== input.currency) return 'currency';
  if (input.switchedOff.has(method)) return 'switchedOff';
  // The balances are tenders: they "pay" only a bill they cover in full (nothing left to collect).
  if (info.kind === 'balance') return input.amountDueMinor === 0 ? null : 'balance';
  if (input.amountDueMinor === 0) return 'balance';
  if (info.kind === 'cod') return input.codAvailable ? null : 'codProducts';
  const perMajor = MINOR_PER_MAJOR[input.currency];
  if (info.minMajor !== undefined && input.amountDueMinor < info.minMajor * perMajor) return 'minAmount';
  if (info.maxMajor !== undefined && input.amountDueMinor > info.maxMajor * perMajor) return 'maxAmount';
  return null;
}

/** Every method with its answer, in the catalogue's order. */
export const paymentOptions = (input: EligibilityInput): PaymentOption[] =>
  PAYMENT_METHODS.map((method) => {
    const reason = ineligibility(method, input);
    return { method, eligible: reason === null, reason };
  });

/** The refusal placeOrder answers for a method that may not pay this bill (SPEC.md 8's texts). */
export function ineligibilityError(
  method: PaymentMethod,
  reason: IneligibleReason,
  input: EligibilityInput,
): DomainError {
  const info = PAYMENT_METHOD_INFO[method];
  switch (reason) {
    case 'country':
    case 'currency':
      return method === 'valu' ? paymentErrors.valuOutsideEgypt() : paymentErrors.notInCountry();
    case 'switchedOff':
      return paymentErrors.switchedOff();
    case 'codProducts':
      return cartErrors.codUnavailable();
    case 'minAmount':
      return paymentErrors.amountTooLow({ minimum: info.minMajor ?? 0, currency: input.currency });
    case 'maxAmount':
      return paymentErrors.amountTooHigh({ maximum: info.maxMajor ?? 0, currency: input.currency });
    case 'balance':
      return cartErrors.paymentMethodUnavailable();
  }
}

/** Every page's footer reads the switches: kept in memory until they change (db/memory-copy.ts). */
const switchedOff = memoryCopy(['settings'], async (ctx, country: CountryCode): Promise<PaymentMethod[]> => {
  const rows = await ctx.db
    .select({ method: paymentMethodSettings.method })
    .from(paymentMethodSettings)
    .where(and(eq(paymentMethodSettings.country, country), eq(paymentMethodSettings.enabled, false)));
  return rows.map((row) => row.method as PaymentMethod);
});

/** The methods the dashboard switched off in `country`. */
export async function switchedOffMethods(ctx: DbContext, country: CountryCode): Promise<Set<PaymentMethod>> {
  // A set of its own: callers add to it.
  return new Set(await switchedOff(ctx, country));
}

/** The methods a country offers at all (the footer's marks, the FAQ): its catalogue, less the switches. */
export async function methodsOfCountry(ctx: DbContext, country: CountryCode): Promise<PaymentMethod[]> {
  const off = await unavailableMethods(ctx, country);
  return PAYMENT_METHODS.filter(
    (method) => PAYMENT_METHOD_INFO[method].countries.includes(country) && !off.has(method),
  );
}

/** Switched off in `country`, or carried by no gateway of this process (live mode without credentials). */
export async function unavailableMethods(ctx: DbContext, country: CountryCode): Promise<Set<PaymentMethod>> {
  const off = await switchedOffMethods(ctx, country);
  for (const method of unconfiguredMethods()) off.add(method);
  return off;
}

/**
 * The options a shopper sees for a bill (the checkout's method choice, getPaymentMethods): every
 * method with its answer, the switches and the gateways of this process included.
 */
export async function paymentOptionsFor(
  ctx: DbContext,
  input: Omit<EligibilityInput, 'switchedOff'>,
): Promise<PaymentOption[]> {
  return paymentOptions({ ...input, switchedOff: await unavailableMethods(ctx, input.country) });
}
