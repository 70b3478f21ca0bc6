/**
 * Which products the signed-in shopper has hearted, known only in the browser: public pages are
 * the same HTML for everyone (a shared cache keeps them), so hearts render empty on the server and
 * are filled from `GET /:locale/wishlist-state` after hydration, once the session hint
 * (components/layout/session-hint.ts) says someone is signed in.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import { localePath } from '../../lib/locale-routing.ts';
import { useSessionHint } from '../layout/session-hint.ts';

const EMPTY: ReadonlySet<string> = new Set();
/** Hearted product ids; null until the browser has asked the server. */
let hearted: ReadonlySet<string> | null = null;
let loading: Promise<void> | null = null;
let loadedSignedIn = false;
const listeners = new Set<() => void>();

function publish(next: ReadonlySet<string> | null) {
  hearted = next;
  for (const listener of listeners) listener();
}

/** Marks one product after a toggle, before (or without) asking the server again. */
export function setWishlisted(productId: string, wishlisted: boolean) {
  const next = new Set(hearted ?? EMPTY);
  if (wishlisted) next.add(productId);
  else next.delete(productId);
  publish(next);
}

async function load(locale: LocaleCode): Promise<void> {
  try {
    const response = await fetch(localePath(locale, '/wishlist-state'), {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return;
    const body = (await response.json()) as { productIds?: unknown };
    if (Array.isArray(body.productIds)) {
      publish(new Set(body.productIds.filter((id): id is string => typeof id === 'string')));
    }
  } catch {
    // Offline: hearts stay as they are; a later page asks again.
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The hearted product ids, or null while unknown (on the server, for guests, before the answer).
 * The first heart on a page asks the server once the session hint knows the shopper is signed in;
 * a sign-out forgets the set.
 */
export function useWishlistIds(locale: LocaleCode): ReadonlySet<string> | null {
  const signedIn = useSessionHint().user !== null;
  useEffect(() => {
    if (!signedIn) {
      if (loadedSignedIn) {
        loadedSignedIn = false;
        publish(null);
      }
      return;
    }
    if (loadedSignedIn || loading) return;
    loadedSignedIn = true;
    loading = load(locale).finally(() => {
      loading = null;
    });
  }, [signedIn, locale]);
  return useSyncExternalStore(
    subscribe,
    () => hearted,
    () => null,
  );
}
