/**
 * The advertising pixels (Meta, TikTok, Snap), each loaded only when its id is set in the settings
 * and only after the shopper agreed (consent-banner.tsx). The vendors' published snippets, written
 * as module code (no inline script, so the page's Content-Security-Policy stays nonce-only).
 */
import type { ThirdPartyConfig } from './third-party-config.ts';
import { loadScript } from './load-script.ts';

type Queue = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
};
type PixelWindow = Window & {
  fbq?: Queue;
  _fbq?: Queue;
  ttq?: unknown[] & Record<string, unknown>;
  snaptr?: Queue;
};

function startMeta(id: string) {
  const w = window as PixelWindow;
  if (w.fbq) return;
  const fbq: Queue = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue!.push(args);
  };
  fbq.queue = [];
  Object.assign(fbq, { loaded: true, version: '2.0', push: fbq });
  w.fbq = w._fbq = fbq;
  fbq('init', id);
  fbq('track', 'PageView');
  void loadScript('https://connect.facebook.net/en_US/fbevents.js').catch(() => undefined);
}

function startTikTok(id: string) {
  const w = window as PixelWindow;
  if (w.ttq) return;
  const ttq = [] as unknown as unknown[] & Record<string, unknown>;
  const methods = [
    'page',
    'track',
    'identify',
    'instances',
    'debug',
    'on',
    'off',
    'once',
    'ready',
    'alias',
    'group',
    'enableCookie',
    'disableCookie',
  ];
  for (const method of methods) ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
  w.ttq = ttq;
  (ttq['page'] as () => void)();
  void loadScript(
    `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
  ).catch(() => undefined);
}

function startSnap(id: string) {
  const w = window as PixelWindow;
  if (w.snaptr) return;
  const snaptr: Queue = (...args: unknown[]) => {
    if (snaptr.callMethod) snaptr.callMethod(...args);
    else snaptr.queue!.push(args);
  };
  snaptr.queue = [];
  w.snaptr = snaptr;
  snaptr('init', id);
  snaptr('track', 'PAGE_VIEW');
  void loadScript('https://sc-static.net/scevent.min.js').catch(() => undefined);
}

export function startPixels(pixels: ThirdPartyConfig['pixels']): void {
  if (pixels.meta) startMeta(pixels.meta);
  if (pixels.tiktok) startTikTok(pixels.tiktok);
  if (pixels.snap) startSnap(pixels.snap);
}
