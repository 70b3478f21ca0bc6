import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { updatedAt } from './common.schema.ts';

/**
 * The site's settings: exactly one row (id = 1), typed columns so a missing value is caught by the
 * compiler instead of surfacing as undefined in a page.
 */
export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey().default(1),
    title: text('title').notNull().default(''),
    arTitle: text('ar_title').notNull().default(''),
    description: text('description').notNull().default(''),
    arDescription: text('ar_description').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    arKeywords: text('ar_keywords').notNull().default(''),
    website: text('website'),
    address: text('address'),
    arAddress: text('ar_address'),
    adminEmail: text('admin_email'),
    adminPhone: text('admin_phone'),
    otherAdminPhone: text('other_admin_phone'),
    supportEmail: text('support_email'),
    supportPhone: text('support_phone'),
    fcAccount: text('fc_account'),
    instaAccount: text('insta_account'),
    pintsAccount: text('pints_account'),
    analyticsId: text('analytics_id'),
    googleAnalytics: text('google_analytics'),
    tabFooter: text('tab_footer'),
    arTabFooter: text('ar_tab_footer'),
    footerText: text('footer_text'),
    arFooterText: text('ar_footer_text'),
    collectionTitleHeader: text('collection_title_header'),
    arCollectionTitleHeader: text('ar_collection_title_header'),
    showForCompetitionInput: boolean('show_for_competition_input').notNull().default(false),
    idesignBanner: text('idesign_banner'),
    /** Exchange rates used to report everything in EGP. */
    sarToEgp: numeric('sar_to_egp', { precision: 12, scale: 4, mode: 'number' }).notNull().default(13.2),
    aedToEgp: numeric('aed_to_egp', { precision: 12, scale: 4, mode: 'number' }).notNull().default(13.5),
    /** Cash-on-delivery fee per country, in that country's minor units. */
    codFeeEgMinor: integer('cod_fee_eg_minor').notNull().default(0),
    codFeeSaMinor: integer('cod_fee_sa_minor').notNull().default(0),
    codFeeAeMinor: integer('cod_fee_ae_minor').notNull().default(0),
    /** Flat delivery fee per country, in that country's minor units. */
    shippingFeeEgMinor: integer('shipping_fee_eg_minor').notNull().default(0),
    shippingFeeSaMinor: integer('shipping_fee_sa_minor').notNull().default(0),
    shippingFeeAeMinor: integer('shipping_fee_ae_minor').notNull().default(0),
    /**
     * The referral programme (issue 6): the discount every new user's code gives a friend at payment
     * (percent of the items after the coupon), and what its owner earns per use (a sign-up or a
     * paid order) in the currency of the use. 0 switches that part off.
     */
    referralDiscountPercent: integer('referral_discount_percent').notNull().default(0),
    referralRewardEgMinor: integer('referral_reward_eg_minor').notNull().default(0),
    referralRewardSaMinor: integer('referral_reward_sa_minor').notNull().default(0),
    referralRewardAeMinor: integer('referral_reward_ae_minor').notNull().default(0),
    commercialRegistrationNo: text('commercial_registration_no'),
    taxRegistrationNo: text('tax_registration_no'),
    /**
     * Third parties (SPEC.md section 7; docs/decisions/037). Support chat: a WhatsApp number per
     * country (international digits, e.g. 201001234567) for a click-to-chat link, or a chat widget
     * (Tawk.to `propertyId/widgetId`) whose script loads only when the shopper opens it.
     */
    whatsappEg: text('whatsapp_eg'),
    whatsappSa: text('whatsapp_sa'),
    whatsappAe: text('whatsapp_ae'),
    chatWidgetId: text('chat_widget_id'),
    /** Advertising pixels: loaded only when set and only after the shopper's consent. */
    metaPixelId: text('meta_pixel_id'),
    tiktokPixelId: text('tiktok_pixel_id'),
    snapPixelId: text('snap_pixel_id'),
    /**
     * Locale URLs (SPEC.md section 2, strategies A/B/C) and the default locale, chosen by staff
     * (issue 21, docs/decisions/046). Null: the environment's LOCALE_STRATEGY / DEFAULT_LOCALE.
     */
    localeStrategy: text('locale_strategy').$type<'A' | 'B' | 'C'>(),
    defaultLocale: text('default_locale').$type<'ar-eg' | 'ar-sa'>(),
    /**
     * The promotional styling window (SPEC.md section 9 had one end date): the storefront wears
     * the promotional styling from the start (inclusive) to the end (exclusive). Null: none.
     */
    promoStartsAt: timestamp('promo_starts_at', { withTimezone: true, precision: 3 }),
    promoEndsAt: timestamp('promo_ends_at', { withTimezone: true, precision: 3 }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('site_settings_single_row_ck', sql`${t.id} = 1`),
    check('site_settings_referral_percent_ck', sql`${t.referralDiscountPercent} between 0 and 100`),
    check('site_settings_locale_strategy_ck', sql`${t.localeStrategy} in ('A', 'B', 'C')`),
    check('site_settings_default_locale_ck', sql`${t.defaultLocale} in ('ar-eg', 'ar-sa')`),
    check('site_settings_promo_window_ck', sql`${t.promoEndsAt} > ${t.promoStartsAt}`),
    check(
      'site_settings_fees_ck',
      sql`least(${t.codFeeEgMinor}, ${t.codFeeSaMinor}, ${t.codFeeAeMinor}, ${t.shippingFeeEgMinor}, ${t.shippingFeeSaMinor}, ${t.shippingFeeAeMinor}) >= 0`,
    ),
    check('site_settings_rates_ck', sql`${t.sarToEgp} > 0 and ${t.aedToEgp} > 0`),
  ],
);

export type SiteSettings = typeof siteSettings.$inferSelect;
export type NewSiteSettings = typeof siteSettings.$inferInsert;
