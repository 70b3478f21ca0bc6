import { useSyncExternalStore } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { Banner } from '../ui/banner.tsx';

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

/**
 * The mobile app banner of SPEC.md section 2, on screens below 768px. A dismissal lasts for the
 * browser session (sessionStorage). Shown only in the browser, so someone who dismissed it never
 * sees it flash, and a cached page is the same for everyone. Because it appears after the first
 * paint, it floats as a sheet over the page's bottom edge instead of taking room in the flow: the
 * content never moves under the reader (no layout shift).
 */
export function AppBanner({ stores }: { stores: Stores }) {
  const t = useT();
  const shown = useSyncExternalStore(subscribe, readShown, () => false);
  const agent = useSyncExternalStore(
    noSubscription,
    () => navigator.userAgent,
    () => '',
  );
  if (!shown) return null;
  return (
    <div className="fixed inset-x-3 bottom-3 z-40 shadow-lg md:hidden" data-testid="app-banner">
      <Banner
        tone="promo"
        title={t('layout.appBanner.title')}
        action={
          <a
            href={storeFor(agent, stores)}
            rel="noopener"
            className="inline-flex h-9 items-center rounded-full bg-white px-3.5 text-sm font-semibold text-brand"
          >
            {t('layout.appBanner.open')}
          </a>
        }
        dismissible
        onDismiss={dismiss}
      >
        {t('layout.appBanner.text')}
      </Banner>
    </div>
  );
}
