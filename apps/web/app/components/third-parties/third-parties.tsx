/**
 * The third parties of SPEC.md section 7 on every page (docs/decisions/037), none of which blocks a
 * page or runs before it is interactive: error reporting (Sentry, only with SENTRY_DSN, imported
 * when the browser is idle after hydration), the support chat (a WhatsApp link, a plain link that
 * works without JavaScript, or a chat widget whose script loads only when the shopper opens it),
 * and the advertising pixels (only when set, only after consent; declining loads nothing).
 */
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { countryOf } from '@souq/core/locale/locales.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { Button } from '../ui/button.tsx';
import { LOGIN_SUCCESS_EVENT } from '../account/account-overlay.tsx';
import { queueAnalyticsEvent, startAnalytics, type AnalyticsWindow } from './analytics.ts';
import { loadScript, whenIdle } from './load-script.ts';
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  hasPixels,
  type ThirdPartyConfig,
} from './third-party-config.ts';

type Consent = 'granted' | 'denied' | null;

function readConsent(): Consent {
  const match = document.cookie.match(new RegExp(`(?:^|; )${CONSENT_COOKIE}=(granted|denied)`));
  return (match?.[1] as Consent) ?? null;
}

function writeConsent(value: 'granted' | 'denied') {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

const consentListeners = new Set<() => void>();
const subscribeConsent = (listener: () => void) => {
  consentListeners.add(listener);
  return () => consentListeners.delete(listener);
};
/** The server has no answer: the banner is decided after hydration. */
const unknownOnServer = (): Consent | 'unknown' => 'unknown';

const startPixelsLater = (pixels: ThirdPartyConfig['pixels']) =>
  whenIdle(
    () => void import('./pixels.ts').then((module) => module.startPixels(pixels)).catch(() => undefined),
  );

export function ThirdParties({ config }: { config: ThirdPartyConfig }) {
  const t = useT();
  const { locale } = useLocale();
  // Decided in the browser: the server renders the same page for everyone (cacheable), so the
  // banner appears only after hydration, for visitors who have not answered yet.
  const consent = useSyncExternalStore(subscribeConsent, readConsent, unknownOnServer);
  const [chatLoading, setChatLoading] = useState(false);
  const pixels = hasPixels(config);

  useEffect(() => {
    if (config.sentry) {
      const sentry = config.sentry;
      whenIdle(
        () =>
          void import('./browser-errors.ts')
            .then((module) => module.startBrowserErrors(sentry))
            .catch(() => undefined),
      );
    }
  }, [config.sentry]);

  // Only after the shopper agreed (now or on an earlier visit); declining loads nothing.
  useEffect(() => {
    if (pixels && consent === 'granted') startPixelsLater(config.pixels);
  }, [pixels, consent, config.pixels]);
  useEffect(() => {
    const id = config.analytics;
    if (id && consent === 'granted') whenIdle(() => startAnalytics(window as AnalyticsWindow, id));
  }, [consent, config.analytics]);

  // loginSuccess=true (SPEC.md section 2): the header announces it in its own effect, which runs
  // after every layout effect of the page, so the listener is in place before the first one.
  useLayoutEffect(() => {
    const id = config.analytics;
    if (!id) return;
    const announce = () => queueAnalyticsEvent(window as AnalyticsWindow, id, 'login');
    window.addEventListener(LOGIN_SUCCESS_EVENT, announce);
    return () => window.removeEventListener(LOGIN_SUCCESS_EVENT, announce);
  }, [config.analytics]);

  const answer = (value: 'granted' | 'denied') => {
    writeConsent(value);
    for (const listener of consentListeners) listener();
  };

  const openWidget = async () => {
    if (!config.chatWidgetId) return;
    setChatLoading(true);
    const w = window as Window & { Tawk_API?: { onLoad?: () => void; maximize?: () => void } };
    w.Tawk_API ??= {};
    w.Tawk_API.onLoad = () => w.Tawk_API?.maximize?.();
    try {
      await loadScript(`https://embed.tawk.to/${config.chatWidgetId}`);
      w.Tawk_API.maximize?.();
    } catch {
      // The widget could not load (offline, blocked): the contact page stays the way to reach us.
    } finally {
      setChatLoading(false);
    }
  };

  const whatsapp = config.whatsapp[countryOf(locale)];
  // The chat button stays above the banner while the banner is shown.
  const bannerShown = pixels && consent === null;
  return (
    <>
      {whatsapp ? (
        <a
          href={`https://wa.me/${whatsapp}`}
          target="_blank"
          rel="noopener noreferrer"
          className={`fixed ${bannerShown ? 'bottom-36 sm:bottom-24' : 'bottom-4'} end-4 z-40 rounded-full bg-emerald-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2`}
        >
          {t('thirdParties.chat.whatsapp')}
        </a>
      ) : config.chatWidgetId ? (
        <button
          type="button"
          onClick={() => void openWidget()}
          aria-busy={chatLoading}
          className={`fixed ${bannerShown ? 'bottom-36 sm:bottom-24' : 'bottom-4'} end-4 z-40 rounded-full bg-emerald-700 px-4 py-3 text-sm font-semibold text-white shadow-lg hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2`}
        >
          {t('thirdParties.chat.open')}
        </button>
      ) : null}
      {bannerShown ? (
        <section
          aria-label={t('thirdParties.consent.label')}
          className="fixed inset-x-0 bottom-0 z-50 border-t border-stone-200 bg-white p-4 shadow-lg"
        >
          <div className="mx-auto flex max-w-5xl flex-col gap-3 sm:flex-row sm:items-center">
            <p className="flex-1 text-start text-sm text-stone-800">{t('thirdParties.consent.text')}</p>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => answer('denied')}>
                {t('thirdParties.consent.decline')}
              </Button>
              <Button size="sm" onClick={() => answer('granted')}>
                {t('thirdParties.consent.accept')}
              </Button>
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}
