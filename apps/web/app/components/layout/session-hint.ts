/**
 * The person-dependent parts of a page (cart badge, user menu, wishlist link). An anonymous page
 * is the same for everyone and a shared cache may keep it (docs/decisions/015 and 039): it shows
 * the guest state and `GET /api/me` fills in a guest cart after hydration. A signed-in visitor's
 * page is rendered with them in it (the root loader's `viewer`), and /api/me keeps it current on
 * each navigation.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { useRouteLoaderData } from 'react-router';

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
  /** The user menu's badge: a seller's unread notifications, a shopper's unseen order updates. */
  notifications: number;
}

export const ANONYMOUS: SessionHint = { user: null, cartQuantity: 0, wishlistCount: 0, notifications: 0 };

/** What the browser last heard from /api/me; null until it asked once. */
let current: SessionHint | null = null;
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

/** The current session hint: the server's until the browser has asked, anonymous without one. */
export function useSessionHint(): SessionHint {
  const rendered =
    (useRouteLoaderData('root') as { viewer?: SessionHint | null } | undefined)?.viewer ?? ANONYMOUS;
  return useSyncExternalStore(
    subscribe,
    () => current ?? rendered,
    () => rendered,
  );
}

/** Refreshes the hint when the page (`key`) or country changes. Mount once, in the header. */
export function useSessionHintRefresh(country: string, key: string): void {
  useEffect(() => {
    void refreshSessionHint(country);
  }, [country, key]);
}
