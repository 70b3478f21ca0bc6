import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { normalizeCodeInput } from '../locale/text-input.ts';

const MAX_CODE_LENGTH = 64;

/**
 * The condition "this code column holds the code the shopper typed", in any letter case and with
 * any digits (coupons and gift cards alike); null when nothing usable was typed, so no query runs.
 */
export function typedCodeMatch(column: AnyPgColumn, typed: string | null | undefined): SQL | null {
  const normalized = normalizeCodeInput(typed);
  if (normalized === '' || normalized.length > MAX_CODE_LENGTH) return null;
  return sql`lower(${column}) = lower(${normalized})`;
}
