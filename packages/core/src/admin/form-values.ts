/**
 * What the dashboard's forms post, read the same way everywhere: trimmed text, checkbox flags, and
 * whole numbers with Arabic-Indic digits accepted. Shared by the product editor's readers
 * (product-input.ts, design-stage-input.ts) and the coupon form's (coupon-input.ts), so a field means
 * the same thing in each.
 */
import { toWesternDigits } from '../locale/locales.ts';

export type Value = string | number | boolean | null | undefined;

export const text = (value: Value): string => (typeof value === 'string' ? value.trim() : '');
export const flag = (value: Value): boolean =>
  value === true || value === 'on' || value === 'true' || value === '1';
export const isBlank = (value: Value) =>
  value === null || value === undefined || (typeof value !== 'number' && text(value) === '');

/** A whole number 0..max (Arabic-Indic digits accepted), null when blank, undefined when wrong. */
export function wholeNumber(value: Value, max: number): number | null | undefined {
  if (isBlank(value)) return null;
  if (typeof value === 'number')
    return Number.isSafeInteger(value) && value >= 0 && value <= max ? value : undefined;
  const western = toWesternDigits(text(value));
  if (!/^\d{1,10}$/.test(western)) return undefined;
  const number = Number(western);
  return number <= max ? number : undefined;
}
