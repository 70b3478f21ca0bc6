/**
 * The one spelling of "is this an id": every table keys its rows by UUID, so an argument that is not
 * one names nothing and is answered as "not found" before any query (a malformed id would otherwise
 * reach PostgreSQL as a cast error).
 */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
