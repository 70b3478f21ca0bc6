/**
 * The dashboard's payment method switches (issue 18) on PGlite and PostgreSQL: every method is
 * listed in each country it can be offered in (on until switched off), with the gateway that
 * carries it; a switch is upserted and audited with its before and after in one transaction; a
 * method that cannot be offered in a country is refused with a localized error; the checkout's
 * eligibility reads the switches; only superAdmin may change or read them.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { actorOf, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { paymentMethodSettings } from '../db/schema/payments.schema.ts';
import { lookupMessage } from '../locale/messages.ts';
import { switchedOffMethods, methodsOfCountry } from './payment-eligibility.ts';
import { configurePaymentGateways } from './payment-gateways.ts';
import { PAYMENT_METHOD_INFO, PAYMENT_METHODS } from './payment-methods.ts';
import type { PaymentProvider } from './payment-provider.ts';
import {
  listPaymentMethodSwitches,
  setCountryPaymentMethods,
  setPaymentMethodSwitch,
} from './payment-settings.service.ts';

let database: Database;
let superAdmin: Actor;
let admin: Actor;
let customer: Actor;
let clock = Date.parse('2026-06-01T10:00:00Z');
/** Each call a second later, so the audit rows read back in the order they were written. */
const ctx = (user: Actor | null) => testServiceContext(database.db, { user, now: new Date((clock += 1000)) });
const SANDBOX = { mode: 'sandbox' as const, sandboxSecret: 'test', live: {} };

beforeAll(async () => {
  database = await createTestDatabase();
  superAdmin = actorOf(await buildUser(database.db, { privilageType: 'superAdmin' }));
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
  customer = actorOf(await buildUser(database.db, { role: 'customer' }));
  configurePaymentGateways(SANDBOX);
});

afterEach(async () => {
  await database.db.delete(paymentMethodSettings);
  configurePaymentGateways(SANDBOX);
});

afterAll(() => database?.close());

const auditRows = () =>
  database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityType, 'paymentMethod'))
    .orderBy(auditLog.createdAt, auditLog.id);

describe('listing the switches', () => {
  it('lists every method in each country it can be offered in, all on by default', async () => {
    const list = await listPaymentMethodSwitches(ctx(superAdmin));
    expect(list.mode).toBe('sandbox');
    expect(list.countries.map((entry) => entry.country)).toEqual(['eg', 'sa', 'ae']);
    for (const { country, methods } of list.countries) {
      expect(methods.map((row) => row.method)).toEqual(
        PAYMENT_METHODS.filter((method) => PAYMENT_METHOD_INFO[method].countries.includes(country)),
      );
      expect(methods.every((row) => row.enabled && row.country === country)).toBe(true);
    }
    const egypt = list.countries[0]!.methods;
    expect(egypt.map((row) => row.method)).toContain('valu');
    expect(egypt.map((row) => row.method)).not.toContain('tabby');
    expect(list.countries[1]!.methods.map((row) => row.method)).toEqual(
      expect.arrayContaining(['mada', 'tabby', 'tamara', 'cod']),
    );
    // Every method of the catalogue appears somewhere.
    const seen = new Set(list.countries.flatMap((entry) => entry.methods.map((row) => row.method)));
    expect([...seen].sort()).toEqual([...PAYMENT_METHODS].sort());
  });

  it('names the gateway of each method and who carries it now (the sandbox outside production)', async () => {
    const find = async (method: string, country: string) =>
      (await listPaymentMethodSwitches(ctx(superAdmin))).countries
        .find((entry) => entry.country === country)!
        .methods.find((row) => row.method === method)!;
    expect(await find('fawry', 'eg')).toMatchObject({ provider: 'fawry', carriedBy: 'sandbox' });
    expect(await find('tabby', 'sa')).toMatchObject({ provider: 'tabby', carriedBy: 'sandbox' });
    expect(await find('cod', 'ae')).toMatchObject({ provider: null, carriedBy: 'site', kind: 'cod' });

    // Live mode with only Paymob configured: Paymob carries its methods, Fawry's is offered nowhere.
    configurePaymentGateways({ mode: 'live', sandboxSecret: 'x', live: { paymob: {} as PaymentProvider } });
    const live = await listPaymentMethodSwitches(ctx(superAdmin));
    expect(live.mode).toBe('live');
    expect(await find('card', 'eg')).toMatchObject({ provider: 'paymob', carriedBy: 'paymob' });
    expect(await find('fawry', 'eg')).toMatchObject({ provider: 'fawry', carriedBy: null });
  });
});

describe('switching a method', () => {
  it('switches off and on again, upserting one row and auditing each change with before and after', async () => {
    const before = (await auditRows()).length;
    expect(
      await setPaymentMethodSwitch(ctx(superAdmin), { method: 'valu', country: 'eg', enabled: false }),
    ).toEqual({ method: 'valu', country: 'eg', enabled: false, changed: true });
    expect(await switchedOffMethods(ctx(superAdmin), 'eg')).toEqual(new Set(['valu']));
    expect(await methodsOfCountry(ctx(superAdmin), 'eg')).not.toContain('valu');
    const listed = (await listPaymentMethodSwitches(ctx(superAdmin))).countries[0]!.methods;
    expect(listed.find((row) => row.method === 'valu')!.enabled).toBe(false);

    // The same switch again changes nothing and records nothing.
    expect(
      await setPaymentMethodSwitch(ctx(superAdmin), { method: 'valu', country: 'eg', enabled: false }),
    ).toMatchObject({ changed: false });

    await setPaymentMethodSwitch(ctx(superAdmin), { method: 'valu', country: 'eg', enabled: true });
    expect(await switchedOffMethods(ctx(superAdmin), 'eg')).toEqual(new Set());
    const rows = await database.db
      .select()
      .from(paymentMethodSettings)
      .where(and(eq(paymentMethodSettings.method, 'valu'), eq(paymentMethodSettings.country, 'eg')));
    expect(rows).toEqual([expect.objectContaining({ enabled: true })]);

    const audit = (await auditRows()).slice(before);
    expect(audit.map((row) => [row.action, row.entityId, row.staffId, row.before, row.after])).toEqual([
      [
        'paymentMethod.disable',
        'valu:eg',
        superAdmin.id,
        { method: 'valu', country: 'eg', enabled: true },
        { method: 'valu', country: 'eg', enabled: false },
      ],
      [
        'paymentMethod.enable',
        'valu:eg',
        superAdmin.id,
        { method: 'valu', country: 'eg', enabled: false },
        { method: 'valu', country: 'eg', enabled: true },
      ],
    ]);
  });

  it("keeps one country's switch apart from another's", async () => {
    await setPaymentMethodSwitch(ctx(superAdmin), { method: 'card', country: 'sa', enabled: false });
    expect(await switchedOffMethods(ctx(superAdmin), 'sa')).toEqual(new Set(['card']));
    expect(await switchedOffMethods(ctx(superAdmin), 'eg')).toEqual(new Set());
    expect(await switchedOffMethods(ctx(superAdmin), 'ae')).toEqual(new Set());
  });

  it('refuses a method that cannot be offered in the country, or names that are none, with localized errors', async () => {
    const before = (await auditRows()).length;
    const cases = [
      [{ method: 'valu', country: 'sa' }, 'PAYMENT_METHOD_NOT_OFFERED'],
      [{ method: 'tabby', country: 'eg' }, 'PAYMENT_METHOD_NOT_OFFERED'],
      [{ method: 'mada', country: 'ae' }, 'PAYMENT_METHOD_NOT_OFFERED'],
      [{ method: 'bitcoin', country: 'eg' }, 'PAYMENT_METHOD_UNKNOWN'],
      [{ method: 'cash', country: 'eg' }, 'PAYMENT_METHOD_UNKNOWN'],
      [{ method: 'card', country: 'fr' }, 'PAYMENT_COUNTRY_UNKNOWN'],
      [{ method: 'card', country: null }, 'PAYMENT_COUNTRY_UNKNOWN'],
    ] as const;
    for (const [input, code] of cases) {
      const error = await expectDomainError(
        setPaymentMethodSwitch(ctx(superAdmin), { ...input, enabled: false }),
      );
      expect([error.code, error.status], JSON.stringify(input)).toEqual([code, 400]);
      expect(lookupMessage('ar', error.messageKey)).toMatch(/[\u0600-\u06FF]/);
      expect(lookupMessage('en', error.messageKey)).toBeTruthy();
    }
    expect(await database.db.select().from(paymentMethodSettings)).toEqual([]);
    expect((await auditRows()).length).toBe(before);
  });

  it("saves a country's form at once: the listed methods on, the rest off, one audit row per change", async () => {
    const before = (await auditRows()).length;
    const saudi = PAYMENT_METHODS.filter((method) => PAYMENT_METHOD_INFO[method].countries.includes('sa'));
    const kept = saudi.filter((method) => method !== 'tabby' && method !== 'cod');
    expect(await setCountryPaymentMethods(ctx(superAdmin), { country: 'sa', enabled: kept })).toEqual({
      country: 'sa',
      changed: 2,
    });
    expect(await switchedOffMethods(ctx(superAdmin), 'sa')).toEqual(new Set(['tabby', 'cod']));
    expect(
      (await auditRows())
        .slice(before)
        .map((row) => row.entityId)
        .sort(),
    ).toEqual(['cod:sa', 'tabby:sa']);

    // A name that is not one of the country's methods refuses the whole save.
    const error = await expectDomainError(
      setCountryPaymentMethods(ctx(superAdmin), { country: 'sa', enabled: [...saudi, 'valu'] }),
    );
    expect(error.code).toBe('PAYMENT_METHOD_NOT_OFFERED');
    expect(await switchedOffMethods(ctx(superAdmin), 'sa')).toEqual(new Set(['tabby', 'cod']));
  });

  it('concurrent saves of one switch leave one row and audit every real change once', async () => {
    const before = (await auditRows()).length;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        setPaymentMethodSwitch(ctx(superAdmin), { method: 'fawry', country: 'eg', enabled: false }),
      ),
    );
    expect(answers.filter((answer) => answer.changed)).toHaveLength(1);
    const rows = await database.db
      .select()
      .from(paymentMethodSettings)
      .where(eq(paymentMethodSettings.method, 'fawry'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.enabled).toBe(false);
    expect((await auditRows()).length - before).toBe(1);
  });
});

describe('who may', () => {
  it('only superAdmin reads and changes the switches; admin 403, a customer 403, a guest 401', async () => {
    for (const [user, status] of [
      [admin, 403],
      [customer, 403],
      [null, 401],
    ] as const) {
      expect((await expectDomainError(listPaymentMethodSwitches(ctx(user)))).status).toBe(status);
      expect(
        (
          await expectDomainError(
            setPaymentMethodSwitch(ctx(user), { method: 'card', country: 'eg', enabled: false }),
          )
        ).status,
      ).toBe(status);
      expect(
        (await expectDomainError(setCountryPaymentMethods(ctx(user), { country: 'eg', enabled: [] }))).status,
      ).toBe(status);
    }
    expect(await database.db.select().from(paymentMethodSettings)).toEqual([]);
  });
});
