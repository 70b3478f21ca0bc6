import { sql, type SQL } from 'drizzle-orm';
import { boolean, integer, pgEnum, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The three markets. Product price keys of the API (eg, su, em) map to these. */
export const countryCode = pgEnum('country_code', ['eg', 'sa', 'ae']);
/** One currency per market: eg sells in EGP, sa in SAR, ae in AED. */
export const currencyCode = pgEnum('currency_code', ['EGP', 'SAR', 'AED']);
export const langCode = pgEnum('lang_code', ['ar', 'en']);

export type CountryCodeValue = (typeof countryCode.enumValues)[number];
export type CurrencyCodeValue = (typeof currencyCode.enumValues)[number];
export type LangCodeValue = (typeof langCode.enumValues)[number];

/** Every timestamp carries its zone so the three markets read the same instant. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** The column shapes most tables repeat, written once so a table reads as what sets it apart. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** The English and Arabic names every catalogue entity carries (SPEC.md: name, arName). */
export const bilingualName = () => ({ name: text('name').notNull(), arName: text('ar_name').notNull() });
export const bilingualTitle = () => ({ title: text('title').notNull(), arTitle: text('ar_title').notNull() });
export const bilingualDescription = () => ({
  description: text('description'),
  arDescription: text('ar_description'),
});
export const displayOrder = () => integer('display_order').notNull().default(0);
/** `status` true: shown and usable; staff switch it off instead of deleting. */
export const activeStatus = () => boolean('status').notNull().default(true);

/**
 * A money row keyed by country must carry that country's currency; the database refuses a mix-up
 * (an SAR amount on the Egyptian row) instead of trusting every writer.
 */
export const currencyMatchesCountry = (country: AnyPgColumn, currency: AnyPgColumn): SQL =>
  sql`(${country} = 'eg' and ${currency} = 'EGP') or (${country} = 'sa' and ${currency} = 'SAR') or (${country} = 'ae' and ${currency} = 'AED')`;
