/**
 * The one spelling of "is this an id": every table keys its rows by UUID, so an argument that is not
 * one names nothing and is answered as "not found" before any query (a malformed id would otherwise
 * reach PostgreSQL as a cast error).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/**
 * An id as it enters (an argument, a cookie, a REST body), trimmed and lower-cased once so every
 * later step compares and queries the same spelling; null when nothing was given.
 */
export function idArgument(value: unknown): string | null {
  const id = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return id === '' ? null : id;
}

/** The id an argument names, or null when it cannot name a row (nothing given, not a UUID). */
export function parseId(value: unknown): string | null {
  const id = idArgument(value);
  return id !== null && isUuid(id) ? id : null;
}
