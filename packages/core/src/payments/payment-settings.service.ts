/**
 * The dashboard's payment method switches (issue 18: "each method can be switched off in
 * settings"). A switch is one (method, country) of the catalogue (payment-methods.ts): only where
 * the method can be offered at all. No row in payment_method_settings means on; the checkout reads
 * the switches through `switchedOffMethods` (payment-eligibility.ts). Only superAdmin changes them
 * (`settings.write`), and every change is audited in its own transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { paymentMethodSettings } from '../db/schema/payments.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { domainError } from '../errors.ts';
import { COUNTRIES, isCountry, type CountryCode } from '../locale/locales.ts';
import { recordAudit } from '../admin/audit-log.service.ts';
import { requirePermission } from '../admin/permissions.ts';
import { paymentsMode, unconfiguredMethods, type PaymentsMode } from './payment-gateways.ts';
import {
  PAYMENT_METHOD_INFO,
  PAYMENT_METHODS,
  type PaymentMethod,
  type PaymentMethodInfo,
  type PaymentProviderName,
} from './payment-methods.ts';

export const paymentSettingsErrors = {
  unknownMethod: () =>
    domainError(
      'PAYMENT_METHOD_UNKNOWN',
      'admin.paymentMethods.errors.unknownMethod',
      'There is no such payment method',
    ),
  unknownCountry: () =>
    domainError(
      'PAYMENT_COUNTRY_UNKNOWN',
      'admin.paymentMethods.errors.unknownCountry',
      'The shop does not sell in this country',
    ),
  notOffered: () =>
    domainError(
      'PAYMENT_METHOD_NOT_OFFERED',
      'admin.paymentMethods.errors.notOffered',
      'This payment method cannot be offered in this country',
    ),
};

export interface PaymentMethodSwitch {
  method: PaymentMethod;
  country: CountryCode;
  enabled: boolean;
  kind: PaymentMethodInfo['kind'];
  /** The gateway that carries it in production; null for the balances and cash on delivery. */
  provider: Exclude<PaymentProviderName, 'sandbox'> | null;
  /**
   * Who carries it in this process now: the sandbox outside production, the gateway in live mode
   * (null when its credentials are missing: offered nowhere until configured), 'site' for the
   * balances and cash on delivery.
   */
  carriedBy: PaymentProviderName | 'site' | null;
  installment: boolean;
  reference: boolean;
}

export interface PaymentMethodSwitches {
  mode: PaymentsMode;
  /** Per country of the shop, its methods in the catalogue's order. */
  countries: Array<{ country: CountryCode; methods: PaymentMethodSwitch[] }>;
}

const offeredIn = (method: PaymentMethod, country: CountryCode) =>
  PAYMENT_METHOD_INFO[method].countries.includes(country);

function carrierOf(info: PaymentMethodInfo, mode: PaymentsMode, unconfigured: Set<PaymentMethod>) {
  if (info.kind !== 'online') return 'site' as const;
  if (mode === 'sandbox') return 'sandbox' as const;
  return unconfigured.has(info.method) ? null : info.provider;
}

/** Every method x every country it can be offered in, with its switch and its gateway. */
export async function listPaymentMethodSwitches(ctx: ServiceContext): Promise<PaymentMethodSwitches> {
  requirePermission(ctx, 'settings.write');
  const rows = await ctx.db
    .select({
      method: paymentMethodSettings.method,
      country: paymentMethodSettings.country,
      enabled: paymentMethodSettings.enabled,
    })
    .from(paymentMethodSettings);
  const stored = new Map(rows.map((row) => [`${row.method}:${row.country}`, row.enabled]));
  const mode = paymentsMode();
  const unconfigured = unconfiguredMethods();
  return {
    mode,
    countries: COUNTRIES.map((country) => ({
      country,
      methods: PAYMENT_METHODS.filter((method) => offeredIn(method, country)).map((method) => {
        const info = PAYMENT_METHOD_INFO[method];
        return {
          method,
          country,
          enabled: stored.get(`${method}:${country}`) ?? true,
          kind: info.kind,
          provider: info.provider,
          carriedBy: carrierOf(info, mode, unconfigured),
          installment: info.installment,
          reference: info.reference,
        };
      }),
    })),
  };
}

export interface PaymentMethodSwitchInput {
  method: string | null | undefined;
  country: string | null | undefined;
  enabled: boolean;
}

/** The method and country of a switch, or the refusal: an unknown name, or a pair never offered. */
function switchOf(input: { method: string | null | undefined; country: string | null | undefined }) {
  const method = (input.method ?? '').trim();
  if (!(PAYMENT_METHODS as readonly string[]).includes(method)) throw paymentSettingsErrors.unknownMethod();
  const country = (input.country ?? '').trim().toLowerCase();
  if (!isCountry(country)) throw paymentSettingsErrors.unknownCountry();
  if (!offeredIn(method as PaymentMethod, country)) throw paymentSettingsErrors.notOffered();
  return { method: method as PaymentMethod, country };
}

/**
 * Writes the switches of `changes` (already validated) in `tx`, one audit row per real change.
 * Each write is guarded so it only happens when it changes something (switching off: insert, or
 * update a row that is on; switching on: update a row that is off; no row is already on), and
 * answers a row only then: two staff saving one switch at once change it, and audit it, once.
 */
async function writeSwitches(
  tx: ServiceContext,
  changes: Array<{ method: PaymentMethod; country: CountryCode; enabled: boolean }>,
): Promise<number> {
  let changed = 0;
  for (const { method, country, enabled } of changes) {
    const key = and(eq(paymentMethodSettings.method, method), eq(paymentMethodSettings.country, country));
    const written = enabled
      ? await tx.db
          .update(paymentMethodSettings)
          .set({ enabled: true, updatedAt: tx.now })
          .where(and(key, eq(paymentMethodSettings.enabled, false)))
          .returning({ method: paymentMethodSettings.method })
      : await tx.db
          .insert(paymentMethodSettings)
          .values({ method, country, enabled: false, updatedAt: tx.now })
          .onConflictDoUpdate({
            target: [paymentMethodSettings.method, paymentMethodSettings.country],
            set: { enabled: false, updatedAt: tx.now },
            setWhere: eq(paymentMethodSettings.enabled, true),
          })
          .returning({ method: paymentMethodSettings.method });
    if (written.length === 0) continue;
    changed += 1;
    await recordAudit(tx, {
      action: enabled ? 'paymentMethod.enable' : 'paymentMethod.disable',
      entityType: 'paymentMethod',
      entityId: `${method}:${country}`,
      before: { method, country, enabled: !enabled },
      after: { method, country, enabled },
    });
  }
  return changed;
}

/** Switches one method on or off in one country (superAdmin); audited when it changes. */
export async function setPaymentMethodSwitch(
  ctx: ServiceContext,
  input: PaymentMethodSwitchInput,
): Promise<{ method: PaymentMethod; country: CountryCode; enabled: boolean; changed: boolean }> {
  requirePermission(ctx, 'settings.write');
  const { method, country } = switchOf(input);
  const enabled = input.enabled === true;
  const changed = await withTransaction(ctx, (tx) => writeSwitches(tx, [{ method, country, enabled }]));
  return { method, country, enabled, changed: changed > 0 };
}

/**
 * The dashboard's form of one country: `enabled` names the methods left on, every other method of
 * the country is switched off, all in one transaction. A name that is not one of the country's
 * methods refuses the whole save.
 */
export async function setCountryPaymentMethods(
  ctx: ServiceContext,
  input: { country: string | null | undefined; enabled: readonly string[] },
): Promise<{ country: CountryCode; changed: number }> {
  requirePermission(ctx, 'settings.write');
  const country = (input.country ?? '').trim().toLowerCase();
  if (!isCountry(country)) throw paymentSettingsErrors.unknownCountry();
  const on = new Set(input.enabled.map((method) => switchOf({ method, country }).method));
  const changes = PAYMENT_METHODS.filter((method) => offeredIn(method, country)).map((method) => ({
    method,
    country,
    enabled: on.has(method),
  }));
  const changed = await withTransaction(ctx, (tx) => writeSwitches(tx, changes));
  return { country, changed };
}
