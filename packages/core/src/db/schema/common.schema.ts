import { sql, type SQL } from 'drizzle-orm';
import { pgEnum, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

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

/**
 * A money row keyed by country must carry that country's currency; the database refuses a mix-up
 * (an SAR amount on the Egyptian row) instead of trusting every writer.
 */
export const currencyMatchesCountry = (country: AnyPgColumn, currency: AnyPgColumn): SQL =>
  sql`(${country} = 'eg' and ${currency} = 'EGP') or (${country} = 'sa' and ${currency} = 'SAR') or (${country} = 'ae' and ${currency} = 'AED')`;
