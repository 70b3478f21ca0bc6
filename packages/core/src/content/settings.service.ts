import { eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { memoryCopy } from '../db/memory-copy.ts';
import { siteSettings, type SiteSettings } from '../db/schema/settings.schema.ts';
import { currencyOfCountry, type CountryCode, type CurrencyCode } from '../locale/locales.ts';
import { toMajorUnits } from '../money/money.ts';

/** The single settings row is id 1 (the table refuses any other id). */
export const SETTINGS_ROW_ID = 1;

/**
 * What the site runs on before an administrator saved settings: the column defaults of
 * settings.schema.ts. Reading never writes, so a replica or a fresh database still answers.
 */
export const DEFAULT_SITE_SETTINGS: Readonly<SiteSettings> = Object.freeze({
  id: SETTINGS_ROW_ID,
  title: '',
  arTitle: '',
  description: '',
  arDescription: '',
  keywords: '',
  arKeywords: '',
  website: null,
  address: null,
  arAddress: null,
  adminEmail: null,
  adminPhone: null,
  otherAdminPhone: null,
  supportEmail: null,
  supportPhone: null,
  fcAccount: null,
  instaAccount: null,
  pintsAccount: null,
  analyticsId: null,
  googleAnalytics: null,
  tabFooter: null,
  arTabFooter: null,
  footerText: null,
  arFooterText: null,
  collectionTitleHeader: null,
  arCollectionTitleHeader: null,
  showForCompetitionInput: false,
  idesignBanner: null,
  sarToEgp: 13.2,
  aedToEgp: 13.5,
  codFeeEgMinor: 0,
  codFeeSaMinor: 0,
  codFeeAeMinor: 0,
  shippingFeeEgMinor: 0,
  shippingFeeSaMinor: 0,
  shippingFeeAeMinor: 0,
  referralDiscountPercent: 0,
  referralRewardEgMinor: 0,
  referralRewardSaMinor: 0,
  referralRewardAeMinor: 0,
  commercialRegistrationNo: null,
  taxRegistrationNo: null,
  whatsappEg: null,
  whatsappSa: null,
  whatsappAe: null,
  chatWidgetId: null,
  metaPixelId: null,
  tiktokPixelId: null,
  snapPixelId: null,
  localeStrategy: null,
  defaultLocale: null,
  promoStartsAt: null,
  promoEndsAt: null,
  updatedAt: new Date(0),
});

/** Every page reads the row: kept in memory until the settings change (db/memory-copy.ts). */
const settingsRow = memoryCopy(
  ['settings'],
  async (ctx, id: number): Promise<SiteSettings | null> => {
    const [row] = await ctx.db.select().from(siteSettings).where(eq(siteSettings.id, id)).limit(1);
    return row ?? null;
  },
  // The server reads it too, for the locale strategy (apps/web/server/locale-settings.ts).
  { shareAs: 'site-settings' },
);

/** The site settings (SPEC.md section 3, Settings). Public: every visitor's page needs them. */
export async function getSettings(ctx: ServiceContext): Promise<SiteSettings> {
  const row = await settingsRow(ctx, SETTINGS_ROW_ID);
  if (row) return row;
  ctx.log.warn('site_settings has no row yet: serving the defaults');
  return { ...DEFAULT_SITE_SETTINGS, updatedAt: new Date(DEFAULT_SITE_SETTINGS.updatedAt) };
}

/** Fees of the contract are numbers in major units (25.5 EGP), as existing clients display them. */
const toMajor = toMajorUnits;

const COD_FEE: Record<CountryCode, (s: SiteSettings) => number> = {
  eg: (s) => s.codFeeEgMinor,
  sa: (s) => s.codFeeSaMinor,
  ae: (s) => s.codFeeAeMinor,
};
const SHIPPING_FEE: Record<CountryCode, (s: SiteSettings) => number> = {
  eg: (s) => s.shippingFeeEgMinor,
  sa: (s) => s.shippingFeeSaMinor,
  ae: (s) => s.shippingFeeAeMinor,
};

/** The settings under the names of the GraphQL contract (SPEC.md section 3). */
export interface SettingsContract {
  _id: string;
  title: string;
  arTitle: string;
  description: string;
  arDescription: string;
  keywords: string;
  arKeywords: string;
  website: string | null;
  address: string | null;
  arAddress: string | null;
  adminEmail: string | null;
  adminPhone: string | null;
  otherAdminPhone: string | null;
  supportEmail: string | null;
  supportPhone: string | null;
  fcAccount: string | null;
  instaAccount: string | null;
  pintsAccount: string | null;
  analyticsId: string | null;
  googleAnalytics: string | null;
  tabFooter: string | null;
  arTabFooter: string | null;
  footerText: string | null;
  arFooterText: string | null;
  collectionTitleHeader: string | null;
  arCollectionTitleHeader: string | null;
  showForCompetitionInput: boolean;
  idesignBanner: string | null;
  sarToEgp: number;
  aedToEgp: number;
  /** Cash-on-delivery fee of the requested country, in its major units. */
  codFees: number;
  egCodFees: number;
  suCodFees: number;
  emCodFees: number;
  /** Flat delivery fee of the requested country, in its major units. */
  shippingFees: number;
  egShippingFees: number;
  suShippingFees: number;
  emShippingFees: number;
  /** The currency of the requested country (EGP, SAR, AED) that codFees and shippingFees are in. */
  currency: CurrencyCode;
  commercialRegistrationNo: string | null;
  taxRegistrationNo: string | null;
  updatedAt: string;
}

export function toSettingsContract(settings: SiteSettings, country: CountryCode): SettingsContract {
  const { id, codFeeEgMinor, codFeeSaMinor, codFeeAeMinor, updatedAt, ...texts } = settings;
  const { shippingFeeEgMinor, shippingFeeSaMinor, shippingFeeAeMinor, ...withSiteChoices } = texts;
  // The locale choice and the promotional window are the site's own, not fields of the contract.
  const {
    localeStrategy: _strategy,
    defaultLocale: _defaultLocale,
    promoStartsAt: _promoStartsAt,
    promoEndsAt: _promoEndsAt,
    ...rest
  } = withSiteChoices;
  return {
    ...rest,
    _id: String(id),
    codFees: toMajor(COD_FEE[country](settings), currencyOfCountry(country)),
    egCodFees: toMajor(codFeeEgMinor, 'EGP'),
    suCodFees: toMajor(codFeeSaMinor, 'SAR'),
    emCodFees: toMajor(codFeeAeMinor, 'AED'),
    shippingFees: toMajor(SHIPPING_FEE[country](settings), currencyOfCountry(country)),
    egShippingFees: toMajor(shippingFeeEgMinor, 'EGP'),
    suShippingFees: toMajor(shippingFeeSaMinor, 'SAR'),
    emShippingFees: toMajor(shippingFeeAeMinor, 'AED'),
    currency: currencyOfCountry(country),
    updatedAt: updatedAt.toISOString(),
  };
}

/** The locale URLs the site runs on (SPEC.md section 2, strategies A/B/C) and its default locale. */
export interface LocaleRoutingChoice {
  strategy: 'A' | 'B' | 'C';
  defaultLocale: 'ar-eg' | 'ar-sa';
}

/**
 * What staff chose in the settings (issue 21, docs/decisions/046), each part falling back to the
 * environment's LOCALE_STRATEGY / DEFAULT_LOCALE (`fallback`) while unset.
 */
export function localeRoutingOf(
  settings: Pick<SiteSettings, 'localeStrategy' | 'defaultLocale'>,
  fallback: LocaleRoutingChoice,
): LocaleRoutingChoice {
  return {
    strategy: settings.localeStrategy ?? fallback.strategy,
    defaultLocale: settings.defaultLocale ?? fallback.defaultLocale,
  };
}

/**
 * Whether the storefront wears the promotional styling at `now` (SPEC.md section 9, made a window
 * in the settings by issue 21): from the start, inclusive, to the end, exclusive. Cached pages
 * follow within the page cache's lifetime (a minute), as everything that changes with the clock.
 */
export function promoStylingOn(
  settings: Pick<SiteSettings, 'promoStartsAt' | 'promoEndsAt'>,
  now: Date,
): boolean {
  const { promoStartsAt: start, promoEndsAt: end } = settings;
  if (!start || !end) return false;
  return start.getTime() <= now.getTime() && now.getTime() < end.getTime();
}
