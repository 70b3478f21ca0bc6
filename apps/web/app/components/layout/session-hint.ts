/**
 * The person-dependent parts of a page (cart badge, user menu, wishlist link) come from
 * `GET /api/me` in the browser, so the HTML of a public page is the same for everyone and a shared
 * cache may keep it (docs/decisions/015-locale-urls-and-page-cache.md). Server rendering and the
 * first client render show the anonymous state; the answer fills it in after hydration.
 */
import { useEffect, useSyncExternalStore } from 'react';

/** The JSON of `GET /api/me` (packages/api/src/rest/me.routes.ts). */
export interface SessionHint {
  user: {
    firstName: string;
    role: 'customer' | 'designer' | 'manufacturer';
    privilageType: 'superAdmin' | 'admin' | 'designerSupport' | null;
    image: string | null;
  } | null;
  /** Pieces in the cart of the page's country. */
  cartQuantity: number;
  wishlistCount: number;
  /** A designer's or manufacturer's unread notifications (the user menu's badge). */
  notifications: number;
}

export const ANONYMOUS: SessionHint = { user: null, cartQuantity: 0, wishlistCount: 0, notifications: 0 };

let current: SessionHint = ANONYMOUS;
let inFlight: AbortController | null = null;
const listeners = new Set<() => void>();

const publish = (next: SessionHint) => {
  current = next;
  for (const listener of listeners) listener();
};

/** Asks the server again (after a login, logout or cart change, and on each navigation). */
export async function refreshSessionHint(country: string): Promise<void> {
  inFlight?.abort();
  const controller = new AbortController();
  inFlight = controller;
  try {
    const response = await fetch(`/api/me?country=${encodeURIComponent(country)}`, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
      signal: controller.signal,
    });
    if (response.ok) publish((await response.json()) as SessionHint);
  } catch {
    // Offline or aborted: the page keeps what it showed; the next navigation asks again.
  } finally {
    if (inFlight === controller) inFlight = null;
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current session hint; anonymous until the browser has asked. */
export function useSessionHint(): SessionHint {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => ANONYMOUS,
  );
}

/** Refreshes the hint when the page (`key`) or country changes. Mount once, in the header. */
export function useSessionHintRefresh(country: string, key: string): void {
  useEffect(() => {
    void refreshSessionHint(country);
  }, [country, key]);
}
