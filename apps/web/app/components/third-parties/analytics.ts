/**
 * Google Analytics (gtag.js) for the analytics id of the settings (SPEC.md sections 2 and 7): its
 * commands wait in `dataLayer` and the script loads only when an id is set and the shopper agreed
 * to the consent banner, as the pixels do; declining loads nothing. The login event of
 * `loginSuccess=true` is queued as soon as it happens, so it is sent once the script loads.
 */
import { loadScript } from './load-script.ts';

type Gtag = (...args: unknown[]) => void;
export type AnalyticsWindow = { dataLayer?: unknown[]; gtag?: Gtag };

/** The script of an analytics id (the vendor's published URL). */
export const analyticsScriptUrl = (id: string): string =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/** gtag's queue, made once per page with the id configured first (the vendor's snippet, as code). */
function gtagOf(target: AnalyticsWindow, id: string): Gtag {
  if (!target.gtag) {
    const dataLayer = (target.dataLayer ??= []);
    target.gtag = function gtag() {
      // gtag.js reads Arguments objects from the queue, not arrays: the snippet's own form.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    target.gtag('js', new Date());
    target.gtag('config', id);
  }
  return target.gtag;
}

/** Queues an event for the id; nothing is sent unless the script loads. */
export function queueAnalyticsEvent(
  target: AnalyticsWindow,
  id: string,
  name: string,
  params: Record<string, unknown> = {},
): void {
  gtagOf(target, id)('event', name, { ...params, send_to: id });
}

/** Loads the script (after consent), which sends what waited in the queue. */
export function startAnalytics(target: AnalyticsWindow, id: string): void {
  gtagOf(target, id);
  void loadScript(analyticsScriptUrl(id)).catch(() => undefined);
}
