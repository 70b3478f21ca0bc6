import { useEffect, useSyncExternalStore } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { LogoMark } from '../logo.tsx';
import { Icon } from '../ui/icon.tsx';

const DISMISSED_KEY = 'souq.appBannerDismissed';

let dismissedHere = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const noSubscription = () => () => undefined;

function readShown(): boolean {
  if (dismissedHere) return false;
  try {
    return window.sessionStorage.getItem(DISMISSED_KEY) !== '1';
  } catch {
    return true; // storage refused (private mode): shown until dismissed on this page
  }
}

function dismiss() {
  dismissedHere = true;
  try {
    window.sessionStorage.setItem(DISMISSED_KEY, '1');
  } catch {
    // Nothing to remember it in: it stays hidden until the tab reloads.
  }
  for (const listener of listeners) listener();
}

type Stores = { appStore: string; googlePlay: string; appGallery: string };

function storeFor(agent: string, stores: Stores): string {
  if (/iPhone|iPad|iPod/i.test(agent)) return stores.appStore;
  if (/Huawei|HMSCore/i.test(agent)) return stores.appGallery;
  return stores.googlePlay;
}

/** The room the banner takes at the bottom edge, for what floats there too (a listing's filter button). */
const BANNER_SPACE = '4.5rem';

/**
 * The mobile app banner of SPEC.md section 2, on screens below 768px. A dismissal lasts for the
 * browser session (sessionStorage). Shown only in the browser, so someone who dismissed it never
 * sees it flash, and a cached page is the same for everyone. Because it appears after the first
 * paint, it floats over the page's bottom edge instead of taking room in the flow (no layout
 * shift), in one slim row (issue 23: three lines of text took a fifth of a phone's screen). While
 * shown it sets `--app-banner-space` on the document, so other floating controls rise above it.
 */
export function AppBanner({ stores }: { stores: Stores }) {
  const t = useT();
  const shown = useSyncExternalStore(subscribe, readShown, () => false);
  const agent = useSyncExternalStore(
    noSubscription,
    () => navigator.userAgent,
    () => '',
  );
  useEffect(() => {
    const root = document.documentElement.style;
    if (shown) root.setProperty('--app-banner-space', BANNER_SPACE);
    else root.removeProperty('--app-banner-space');
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      role="region"
      aria-label={t('layout.appBanner.title')}
      className="fixed inset-x-3 bottom-3 z-40 flex items-center gap-2.5 rounded-2xl bg-ink py-2 pe-2 ps-1 text-white shadow-lg md:hidden"
      data-testid="app-banner"
    >
      <button
        type="button"
        aria-label={t('ui.dismiss')}
        onClick={dismiss}
        className="grid size-8 shrink-0 place-items-center rounded-full text-white/80 hover:bg-white/10"
      >
        <Icon name="close" size={16} />
      </button>
      <LogoMark size={36} />
      <div className="min-w-0 flex-1 leading-tight">
        <p className="truncate text-sm font-bold">{t('layout.appBanner.title')}</p>
        <p className="truncate text-xs text-white/80">{t('layout.appBanner.text')}</p>
      </div>
      <a
        href={storeFor(agent, stores)}
        rel="noopener"
        className="inline-flex h-8 shrink-0 items-center whitespace-nowrap rounded-full bg-white px-3.5 text-sm font-semibold text-ink"
      >
        {t('layout.appBanner.open')}
      </a>
    </div>
  );
}
