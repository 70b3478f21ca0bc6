/**
 * Dashboard lists keep their whole state in the URL (filters, sort, cursor), so a filtered view can
 * be bookmarked and shared: these build a list's links from the current one.
 */

/** `search` with `changes` applied (null removes a parameter); the cursor resets unless given. */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  if (!('after' in changes)) params.delete('after');
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name);
    else params.set(name, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '?';
}

export type SortDirection = 'asc' | 'desc';

export interface ListSort<Key extends string = string> {
  key: Key;
  direction: SortDirection;
}

/** The sort a list asks for (`?sort=total&dir=asc`), one of `allowed`, else `fallback`. */
export function parseSort<Key extends string>(
  params: URLSearchParams,
  allowed: readonly Key[],
  fallback: ListSort<Key>,
): ListSort<Key> {
  const key = params.get('sort');
  const direction = params.get('dir');
  if (!key || !(allowed as readonly string[]).includes(key)) return fallback;
  return { key: key as Key, direction: direction === 'asc' ? 'asc' : 'desc' };
}
