/**
 * The site's settings in the dashboard (issue 21, superAdmin only: `settings.write`). The one row
 * of site_settings is edited a section at a time (texts, contacts, socials, display, money, locale,
 * promotional window): a section's form saves only its own fields, so two staff editing different
 * sections do not undo each other, and a refused field changes nothing. Every save is audited with
 * the before and after of the fields it changed. The row's change notice (migration 0019) makes
 * every process forget its copy and its cached pages, so the storefront shows the change at once.
 */
import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { siteSettings, type NewSiteSettings, type SiteSettings } from '../db/schema/settings.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { domainError } from '../errors.ts';
import { toWesternDigits, type CurrencyCode } from '../locale/locales.ts';
import { hasControlCharacters, withoutInvisibleMarks } from '../locale/text-input.ts';
import { parseMajorToMinor } from '../money/money.ts';
import { DEFAULT_SITE_SETTINGS, SETTINGS_ROW_ID } from '../content/settings.service.ts';
import { isStoredUploadPath } from '../media/upload-limits.ts';
import { recordAudit } from './audit-log.service.ts';
import { requirePermission } from './permissions.ts';

import {
  DEFAULT_LOCALE_CHOICES,
  isSettingsSection,
  LOCALE_STRATEGY_CHOICES,
  type SettingsSection,
} from './settings-options.ts';

/** The form of a section: field name -> what was typed (absent fields are empty). */
export type SettingsForm = Record<string, string | undefined>;

type Editable = Omit<SiteSettings, 'id' | 'updatedAt'>;
type Field = keyof Editable;

/** Why a field is refused; each is `admin.settings.errors.<reason>` in the catalogs. */
type Reason =
  | 'required'
  | 'tooLong'
  | 'email'
  | 'phone'
  | 'url'
  | 'rate'
  | 'money'
  | 'choice'
  | 'date'
  | 'window'
  | 'whatsapp'
  | 'text'
  | 'image'
  | 'busy';

const ENGLISH: Record<Reason, string> = {
  required: 'This field is required',
  tooLong: 'This text is too long',
  email: 'Please enter a valid email',
  phone: 'Please enter a phone number of 6 to 15 digits',
  url: 'Please enter a full address starting with https://',
  rate: 'Please enter a rate greater than zero',
  money: 'Please enter an amount of zero or more, with at most two decimals',
  choice: 'Please pick one of the choices',
  date: 'Please enter a date and time',
  window: 'The end must be after the start',
  whatsapp: 'Please enter the international number in digits, 8 to 15 of them',
  text: 'This text contains characters that are not allowed',
  image: 'This file is not a picture we can use',
  busy: 'The server is busy with other pictures: please try again in a moment',
};

export const settingsFieldError = (field: string, reason: Reason) =>
  domainError('SETTINGS_INVALID', `admin.settings.errors.${reason}`, ENGLISH[reason], 400, { field });

/** One field's reading: the value to store or the reason it is refused. */
type Reader = (raw: string) => { value: unknown } | { reason: Reason };

const clean = (raw: string) => withoutInvisibleMarks(raw).trim();

const text =
  (max: number, required = false): Reader =>
  (raw) => {
    const value = clean(raw);
    if (hasControlCharacters(value.replace(/[\r\n\t]/g, ''))) return { reason: 'text' };
    if (value.length > max) return { reason: 'tooLong' };
    if (!value) return required ? { reason: 'required' } : { value: null };
    return { value };
  };

/** The NOT NULL texts of the row (titles, descriptions, keywords): empty is ''. */
const plainText =
  (max: number): Reader =>
  (raw) => {
    const read = text(max)(raw);
    return 'value' in read ? { value: read.value ?? '' } : read;
  };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const email: Reader = (raw) => {
  const value = clean(raw).toLowerCase();
  if (!value) return { value: null };
  return value.length <= 254 && EMAIL.test(value) ? { value } : { reason: 'email' };
};

/** A contact phone as people write it: digits of any script, spaces, dashes, a leading +. */
const phone: Reader = (raw) => {
  const value = toWesternDigits(clean(raw));
  if (!value) return { value: null };
  if (!/^\+?[\d\s\-().]+$/.test(value)) return { reason: 'phone' };
  const digits = value.replace(/\D/g, '');
  if (digits.length < 6 || digits.length > 15) return { reason: 'phone' };
  return { value: `${value.startsWith('+') ? '+' : ''}${digits}` };
};

/** A click-to-chat number: international digits only (wa.me/<digits>). */
const whatsapp: Reader = (raw) => {
  const value = toWesternDigits(clean(raw)).replace(/[\s\-+()]/g, '');
  if (!value) return { value: null };
  return /^\d{8,15}$/.test(value) ? { value } : { reason: 'whatsapp' };
};

const url: Reader = (raw) => {
  const value = clean(raw);
  if (!value) return { value: null };
  try {
    const parsed = new URL(value);
    if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !parsed.hostname.includes('.')) {
      return { reason: 'url' };
    }
    return value.length <= 500 ? { value } : { reason: 'tooLong' };
  } catch {
    return { reason: 'url' };
  }
};

/** An identifier of a third party (analytics, pixels, chat widget): letters, digits, - _ / . */
const identifier: Reader = (raw) => {
  const value = clean(raw);
  if (!value) return { value: null };
  if (value.length > 100) return { reason: 'tooLong' };
  return /^[A-Za-z0-9_./-]+$/.test(value) ? { value } : { reason: 'text' };
};

/** An exchange rate: greater than zero, at most 4 decimals (numeric(12,4)). */
const rate: Reader = (raw) => {
  const value = toWesternDigits(clean(raw)).replace(/\u066b/g, '.');
  if (!/^\d{1,8}(\.\d{1,4})?$/.test(value)) return { reason: 'rate' };
  const number = Number(value);
  return number > 0 ? { value: number } : { reason: 'rate' };
};

/** A fee typed in major units of `currency`, stored in its minor units (money.ts). */
const money =
  (currency: CurrencyCode): Reader =>
  (raw) => {
    const value = clean(raw);
    if (!value) return { reason: 'money' };
    const minor = parseMajorToMinor(value, currency);
    return minor === null || minor > 2_000_000_000 ? { reason: 'money' } : { value: minor };
  };

const choice =
  (choices: readonly string[]): Reader =>
  (raw) => {
    const value = clean(raw);
    if (!value) return { value: null };
    return choices.includes(value) ? { value } : { reason: 'choice' };
  };

const flag: Reader = (raw) => ({ value: raw === 'on' || raw === 'true' || raw === '1' });

/**
 * A moment typed in a `datetime-local` field (no zone): read as UTC, as the dashboard shows it
 * (the shop sells in three time zones; one zone for staff keeps the window unambiguous).
 */
const moment: Reader = (raw) => {
  const value = toWesternDigits(clean(raw));
  if (!value) return { value: null };
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return { reason: 'date' };
  const date = new Date(`${value}${value.length === 16 ? ':00' : ''}Z`);
  return Number.isNaN(date.getTime()) ? { reason: 'date' } : { value: date };
};

/**
 * The iDesign banner: the stored path as it is, a new upload of the settings form
 * (`settings/<hex>.webp`), or empty to remove it; `saveSettingsSection` refuses any other path.
 */
const banner: Reader = (raw) => {
  const value = clean(raw);
  return value ? { value } : { value: null };
};

/** Each section's fields in form order, with their reading. */
export const SECTION_FIELDS: Record<SettingsSection, Partial<Record<Field, Reader>>> = {
  site: {
    title: plainText(200),
    arTitle: plainText(200),
    description: plainText(1000),
    arDescription: plainText(1000),
    keywords: plainText(500),
    arKeywords: plainText(500),
    website: url,
    address: text(300),
    arAddress: text(300),
    commercialRegistrationNo: text(50),
    taxRegistrationNo: text(50),
  },
  contacts: {
    adminEmail: email,
    supportEmail: email,
    adminPhone: phone,
    otherAdminPhone: phone,
    supportPhone: phone,
    whatsappEg: whatsapp,
    whatsappSa: whatsapp,
    whatsappAe: whatsapp,
    chatWidgetId: identifier,
  },
  social: {
    fcAccount: url,
    instaAccount: url,
    pintsAccount: url,
    analyticsId: identifier,
    googleAnalytics: identifier,
    metaPixelId: identifier,
    tiktokPixelId: identifier,
    snapPixelId: identifier,
  },
  display: {
    tabFooter: text(300),
    arTabFooter: text(300),
    footerText: text(1000),
    arFooterText: text(1000),
    collectionTitleHeader: text(200),
    arCollectionTitleHeader: text(200),
    showForCompetitionInput: flag,
    idesignBanner: banner,
  },
  money: {
    sarToEgp: rate,
    aedToEgp: rate,
    shippingFeeEgMinor: money('EGP'),
    shippingFeeSaMinor: money('SAR'),
    shippingFeeAeMinor: money('AED'),
    codFeeEgMinor: money('EGP'),
    codFeeSaMinor: money('SAR'),
    codFeeAeMinor: money('AED'),
  },
  locale: {
    localeStrategy: choice(LOCALE_STRATEGY_CHOICES),
    defaultLocale: choice(DEFAULT_LOCALE_CHOICES),
  },
  promo: {
    promoStartsAt: moment,
    promoEndsAt: moment,
  },
};

const readRow = async (ctx: Pick<ServiceContext, 'db'>, lock: boolean) => {
  const query = ctx.db.select().from(siteSettings).where(eq(siteSettings.id, SETTINGS_ROW_ID)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
};

/** The stored row (the defaults before anyone saved), read fresh: the editor never shows a copy. */
export async function getSettingsForEditing(ctx: ServiceContext): Promise<SiteSettings> {
  requirePermission(ctx, 'settings.write');
  return (await readRow(ctx, false)) ?? { ...DEFAULT_SITE_SETTINGS, updatedAt: new Date(0) };
}

/** Reads a section's form: the values to store, or the first refused field (in form order). */
export function readSettingsSection(section: SettingsSection, form: SettingsForm): Partial<Editable> {
  const values: Record<string, unknown> = {};
  for (const [field, read] of Object.entries(SECTION_FIELDS[section])) {
    const result = read(form[field] ?? '');
    if ('reason' in result) throw settingsFieldError(field, result.reason);
    values[field] = result.value;
  }
  if (section === 'promo') {
    const { promoStartsAt: start, promoEndsAt: end } = values as {
      promoStartsAt: Date | null;
      promoEndsAt: Date | null;
    };
    // A window has both ends or none: one end alone would style the shop forever (or never).
    if (start && !end) throw settingsFieldError('promoEndsAt', 'required');
    if (end && !start) throw settingsFieldError('promoStartsAt', 'required');
    if (start && end && end.getTime() <= start.getTime()) throw settingsFieldError('promoEndsAt', 'window');
  }
  return values as Partial<Editable>;
}

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
    : a === b;

export interface SettingsSaved {
  section: SettingsSection;
  /** The fields whose value changed (none: nothing was written). */
  changed: string[];
}

/**
 * Saves one section: validates every field first (a refusal names its field and changes nothing),
 * then writes the changed fields under the row's lock and audits `settings.update` with their
 * before and after.
 */
export async function saveSettingsSection(
  ctx: ServiceContext,
  section: string,
  form: SettingsForm,
): Promise<SettingsSaved> {
  requirePermission(ctx, 'settings.write');
  if (!isSettingsSection(section)) throw settingsFieldError('section', 'choice');
  const values = readSettingsSection(section, form);
  return withTransaction(ctx, async (tx) => {
    const stored = await readRow(tx, true);
    const current: SiteSettings = stored ?? { ...DEFAULT_SITE_SETTINGS, updatedAt: new Date(0) };
    const image = values.idesignBanner;
    if (image && image !== current.idesignBanner && !isStoredUploadPath(image, 'settings')) {
      // Only a picture re-encoded by this server (image-upload.ts) may become the banner.
      throw settingsFieldError('idesignBanner', 'image');
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(values)) {
      const old = current[field as Field];
      if (same(old, value)) continue;
      before[field] = old;
      after[field] = value;
    }
    const changed = Object.keys(after);
    if (changed.length === 0) return { section, changed };
    if (stored) {
      await tx.db
        .update(siteSettings)
        .set(after as Partial<NewSiteSettings>)
        .where(eq(siteSettings.id, SETTINGS_ROW_ID));
    } else {
      await tx.db
        .insert(siteSettings)
        .values({ id: SETTINGS_ROW_ID, ...(after as Partial<NewSiteSettings>) });
    }
    await recordAudit(tx, {
      action: 'settings.update',
      entityType: 'settings',
      entityId: String(SETTINGS_ROW_ID),
      before: { section, ...before },
      after: { section, ...after },
    });
    return { section, changed };
  });
}
