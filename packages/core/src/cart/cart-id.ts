/**
 * A cart id as it enters (an argument, the guest cart cookie, a REST body): normalized here once,
 * so every later step compares and queries the same spelling.
 */
import { isUuid } from '../ids.ts';

/** An id argument trimmed and lower-cased; null when nothing was given. */
export function idArgument(value: unknown): string | null {
  const id = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return id === '' ? null : id;
}

/** The cart id of an argument or a cookie, or null when it cannot name a cart. */
export function parseCartId(value: unknown): string | null {
  const id = idArgument(value);
  return id !== null && isUuid(id) ? id : null;
}
