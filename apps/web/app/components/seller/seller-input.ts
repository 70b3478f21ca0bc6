import { toWesternDigits } from '@souq/core/locale/locales.ts';

/**
 * An amount as people type it (SPEC.md section 5: Arabic-Indic digits are accepted): the Arabic
 * decimal mark and group separators too. Answers the plain decimal text, or null unless it is a
 * positive amount with at most two decimals.
 */
export function parseAmount(text: string): string | null {
  const plain = toWesternDigits(text)
    .replace(/\u066b/g, '.')
    .replace(/[\s,\u066c]/g, '');
  return /^\d+(\.\d{1,2})?$/.test(plain) && Number(plain) > 0 ? plain : null;
}

/** A whole quantity of at least 1 (Arabic-Indic digits too), or null. */
export function parseQuantity(text: string): number | null {
  const plain = toWesternDigits(text).trim();
  return /^\d{1,6}$/.test(plain) && Number(plain) >= 1 ? Number(plain) : null;
}
