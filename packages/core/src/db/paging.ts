/**
 * The OFFSET of a 1-based page. A page number from a URL can be any size; past
 * Number.MAX_SAFE_INTEGER the product prints in exponent form (2e+21), which PostgreSQL refuses as a
 * bigint, so a far page reads as the last offset it can count: an empty page, never an error.
 */
export const pageOffset = (page: number, limit: number): number =>
  Math.min(Math.max(0, (page - 1) * limit), Number.MAX_SAFE_INTEGER);
