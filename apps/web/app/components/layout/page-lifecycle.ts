import { useEffect } from 'react';

const RELOADED_KEY = 'souq.chunkReloadedAt';
/** A second failure within this window is a real outage, not a new deployment: no reload loop. */
const RELOAD_GUARD_MS = 60_000;

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** Whether an error is a script chunk that could not be loaded (a deployment replaced it). */
export const isChunkLoadFailure = (reason: unknown): boolean =>
  CHUNK_FAILURE.test(reason instanceof Error ? reason.message : String(reason ?? ''));

/**
 * A failed script chunk load reloads the page once (SPEC.md section 4, loading): after a new
 * deployment the old chunk names are gone, and a fresh document names the new ones.
 */
export function useChunkReload(): void {
  useEffect(() => {
    const reloadOnce = () => {
      try {
        const last = Number(window.sessionStorage.getItem(RELOADED_KEY) ?? 0);
        if (Date.now() - last < RELOAD_GUARD_MS) return;
        window.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
      } catch {
        return; // without storage a reload could loop
      }
      window.location.reload();
    };
    const onPreloadError = (event: Event) => {
      event.preventDefault();
      reloadOnce();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason)) reloadOnce();
    };
    const onError = (event: ErrorEvent) => {
      if (isChunkLoadFailure(event.error ?? event.message)) reloadOnce();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    window.addEventListener('error', onError);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
      window.removeEventListener('error', onError);
    };
  }, []);
}

/**
 * Registers the service worker at /sw.js with scope / (SPEC.md section 2) in production builds;
 * the development server rebuilds modules the worker would otherwise keep.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
        // Not installable here (an insecure origin, a private window): the site works without it.
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }, []);
}
