/**
 * The settings editor (issue 21) on PGlite and PostgreSQL: superAdmin only; each section saves its
 * own fields, audited with the before and after of what changed; a bad field is refused beside
 * its name and nothing is written; the storefront's settings (getSettings, kept in memory while
 * the change notices are heard) show a save at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Actor } from '../context.ts';
import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { siteSettings } from '../db/schema/settings.schema.ts';
import { listenForChanges, type ChangeListener } from '../db/change-notices.ts';
import { keepCopiesOf, stopCopiesOf } from '../db/memory-copy.ts';
import { actorOf, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import {
  getSettings,
  localeRoutingOf,
  promoStylingOn,
  toSettingsContract,
} from '../content/settings.service.ts';
import { getSettingsForEditing, saveSettingsSection } from './settings.service.ts';

let database: Database;
let superAdmin: Actor;
let admin: Actor;
const ctx = (user: Actor | null) => testServiceContext(database.db, { user });
const audits = async () => (await database.db.select({ n: count() }).from(auditLog))[0]!.n;
const row = async () => (await database.db.select().from(siteSettings))[0];

beforeAll(async () => {
  database = await createTestDatabase();
  superAdmin = actorOf(await buildUser(database.db, { privilageType: 'superAdmin' }));
  admin = actorOf(await buildUser(database.db, { privilageType: 'admin' }));
});

afterAll(() => database?.close());

describe('the settings editor', () => {
  it('is superAdmin only', async () => {
    expect((await expectDomainError(getSettingsForEditing(ctx(admin)))).status).toBe(403);
    expect((await expectDomainError(saveSettingsSection(ctx(null), 'site', {}))).status).toBe(401);
    expect((await getSettingsForEditing(ctx(superAdmin))).id).toBe(1);
  });

  it('saves a section (creating the row), audits the changed fields only, leaves other sections', async () => {
    const saved = await saveSettingsSection(ctx(superAdmin), 'money', {
      sarToEgp: '١٣٫٢٥',
      aedToEgp: '13.6',
      shippingFeeEgMinor: '50',
      shippingFeeSaMinor: '25.5',
      shippingFeeAeMinor: '0',
      codFeeEgMinor: '30',
      codFeeSaMinor: '15',
      codFeeAeMinor: '15.25',
    });
    expect(saved.changed).toEqual(
      expect.arrayContaining(['sarToEgp', 'shippingFeeSaMinor', 'codFeeAeMinor']),
    );
    expect(await row()).toMatchObject({
      sarToEgp: 13.25,
      aedToEgp: 13.6,
      shippingFeeEgMinor: 5000,
      shippingFeeSaMinor: 2550,
      shippingFeeAeMinor: 0,
      codFeeAeMinor: 1525,
      title: '',
    });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audit).toMatchObject({ staffId: superAdmin.id, entityType: 'settings', entityId: '1' });
    expect(audit!.before).toMatchObject({ section: 'money', shippingFeeSaMinor: 0 });
    expect(audit!.after).toMatchObject({ section: 'money', shippingFeeSaMinor: 2550 });
    expect(audit!.after).not.toHaveProperty('shippingFeeAeMinor');
    // The contract (getSettings of the API) answers the fees in major units.
    expect(toSettingsContract(await getSettings(ctx(null)), 'sa')).toMatchObject({
      shippingFees: 25.5,
      suShippingFees: 25.5,
      currency: 'SAR',
    });
    // The same values again: nothing is written, nothing audited.
    const before = await audits();
    const again = await saveSettingsSection(ctx(superAdmin), 'money', {
      sarToEgp: '13.25',
      aedToEgp: '13.6',
      shippingFeeEgMinor: '50.00',
      shippingFeeSaMinor: '25.50',
      shippingFeeAeMinor: '0',
      codFeeEgMinor: '30',
      codFeeSaMinor: '15',
      codFeeAeMinor: '15.25',
    });
    expect(again.changed).toEqual([]);
    expect(await audits()).toBe(before);
  });

  it('refuses a bad field beside its name and changes nothing', async () => {
    const stored = await row();
    const before = await audits();
    const cases: Array<[string, Record<string, string>, string, string]> = [
      ['money', { sarToEgp: '13', aedToEgp: '13', shippingFeeSaMinor: '-5' }, 'shippingFeeEgMinor', 'money'],
      [
        'money',
        {
          sarToEgp: '0',
          aedToEgp: '13',
          shippingFeeEgMinor: '1',
          shippingFeeSaMinor: '1',
          shippingFeeAeMinor: '1',
          codFeeEgMinor: '1',
          codFeeSaMinor: '1',
          codFeeAeMinor: '1',
        },
        'sarToEgp',
        'rate',
      ],
      ['contacts', { adminEmail: 'not-an-email' }, 'adminEmail', 'email'],
      ['contacts', { supportPhone: '12ab' }, 'supportPhone', 'phone'],
      ['contacts', { whatsappSa: '0501' }, 'whatsappSa', 'whatsapp'],
      ['site', { website: 'javascript:alert(1)' }, 'website', 'url'],
      ['social', { fcAccount: 'facebook' }, 'fcAccount', 'url'],
      ['locale', { localeStrategy: 'D' }, 'localeStrategy', 'choice'],
      [
        'promo',
        { promoStartsAt: '2026-12-01T00:00', promoEndsAt: '2026-11-01T00:00' },
        'promoEndsAt',
        'window',
      ],
      ['promo', { promoStartsAt: '2026-12-01T00:00' }, 'promoEndsAt', 'required'],
      ['promo', { promoStartsAt: 'tomorrow', promoEndsAt: '2026-11-01T00:00' }, 'promoStartsAt', 'date'],
      ['display', { idesignBanner: '../../etc/passwd' }, 'idesignBanner', 'image'],
      ['nowhere', {}, 'section', 'choice'],
    ];
    for (const [section, form, field, reason] of cases) {
      const error = await expectDomainError(saveSettingsSection(ctx(superAdmin), section, form));
      expect({ section, field: error.details?.['field'], key: error.messageKey }).toEqual({
        section,
        field,
        key: `admin.settings.errors.${reason}`,
      });
    }
    expect(await row()).toEqual(stored);
    expect(await audits()).toBe(before);
  });

  it('stores texts, contacts and switches as typed (trimmed, digits normalized, empty is none)', async () => {
    await saveSettingsSection(ctx(superAdmin), 'site', {
      title: '  Souq  ',
      arTitle: 'سوق',
      website: 'https://souq.example',
      address: '',
    });
    await saveSettingsSection(ctx(superAdmin), 'contacts', {
      adminEmail: 'Admin@Souq.Example',
      supportPhone: '+966 ٥٠ 123 4567',
      whatsappEg: '+20 100 123 4567',
    });
    await saveSettingsSection(ctx(superAdmin), 'display', {
      arFooterText: 'صُنع بحب',
      showForCompetitionInput: 'on',
    });
    expect(await row()).toMatchObject({
      title: 'Souq',
      arTitle: 'سوق',
      website: 'https://souq.example',
      address: null,
      adminEmail: 'admin@souq.example',
      supportPhone: '+966501234567',
      whatsappEg: '201001234567',
      arFooterText: 'صُنع بحب',
      showForCompetitionInput: true,
      // The money section was not touched by these saves.
      shippingFeeSaMinor: 2550,
    });
  });

  it('keeps the locale choice and the promotional window; both read back as the storefront uses them', async () => {
    await saveSettingsSection(ctx(superAdmin), 'locale', { localeStrategy: 'B', defaultLocale: 'ar-sa' });
    await saveSettingsSection(ctx(superAdmin), 'promo', {
      promoStartsAt: '2026-11-01T00:00',
      promoEndsAt: '٢٠٢٦-١٢-٠١T00:00',
    });
    const settings = await getSettings(ctx(null));
    const environment = { strategy: 'A', defaultLocale: 'ar-eg' } as const;
    expect(localeRoutingOf(settings, environment)).toEqual({ strategy: 'B', defaultLocale: 'ar-sa' });
    expect(promoStylingOn(settings, new Date('2026-11-15T00:00:00Z'))).toBe(true);
    expect(promoStylingOn(settings, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(promoStylingOn(settings, new Date('2026-10-31T23:59:59Z'))).toBe(false);
    // Emptied: the environment's choice again, and no promotional styling.
    await saveSettingsSection(ctx(superAdmin), 'locale', { localeStrategy: '', defaultLocale: '' });
    await saveSettingsSection(ctx(superAdmin), 'promo', {});
    const cleared = await getSettings(ctx(null));
    expect(localeRoutingOf(cleared, environment)).toEqual(environment);
    expect(promoStylingOn(cleared, new Date('2026-11-15T00:00:00Z'))).toBe(false);
  });

  it("reaches the storefront's memory copy of the settings at once (the row's change notice)", async () => {
    const listener: ChangeListener = await listenForChanges(database);
    keepCopiesOf(database.db);
    try {
      expect((await getSettings(ctx(null))).arFooterText).toBe('صُنع بحب');
      await saveSettingsSection(ctx(superAdmin), 'display', { arFooterText: 'نص جديد' });
      const deadline = Date.now() + 2_000;
      // PostgreSQL delivers the notice a moment after the commit; PGlite with the write itself.
      while ((await getSettings(ctx(null))).arFooterText !== 'نص جديد' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect((await getSettings(ctx(null))).arFooterText).toBe('نص جديد');
    } finally {
      stopCopiesOf(database.db);
      await listener.stop();
    }
  });
});
