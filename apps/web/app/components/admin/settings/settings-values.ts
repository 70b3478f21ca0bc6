/**
 * The settings row as the editor's fields show it (issue 21): every value a string, fees in the
 * major units of their currency (money.ts), moments as `datetime-local` text in UTC.
 */
import type { SiteSettings } from '@souq/core/db/schema/settings.schema.ts';
import type { CurrencyCode } from '@souq/core/locale/locales.ts';
import { minorToDecimalString } from '@souq/core/money/money.ts';

const MONEY_FIELDS: Partial<Record<keyof SiteSettings, CurrencyCode>> = {
  shippingFeeEgMinor: 'EGP',
  shippingFeeSaMinor: 'SAR',
  shippingFeeAeMinor: 'AED',
  codFeeEgMinor: 'EGP',
  codFeeSaMinor: 'SAR',
  codFeeAeMinor: 'AED',
};

/** `2026-11-27T10:00` (UTC) for a datetime-local field; '' for none. */
const momentText = (value: Date | null) => (value ? value.toISOString().slice(0, 16) : '');

export function settingsValuesOf(settings: SiteSettings): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, value] of Object.entries(settings)) {
    if (field === 'id' || field === 'updatedAt') continue;
    const currency = MONEY_FIELDS[field as keyof SiteSettings];
    if (currency) values[field] = minorToDecimalString(value as number, currency);
    else if (value instanceof Date || field === 'promoStartsAt' || field === 'promoEndsAt')
      values[field] = momentText(value as Date | null);
    else if (typeof value === 'boolean') values[field] = value ? 'on' : '';
    else values[field] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}
