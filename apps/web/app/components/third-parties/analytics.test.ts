import { describe, expect, it } from 'vitest';
import { analyticsScriptUrl, queueAnalyticsEvent, type AnalyticsWindow } from './analytics.ts';
import { hasPixels, type ThirdPartyConfig } from './third-party-config.ts';
import { isOutsideShopCountries } from '../layout/main-website-notice.tsx';

const entries = (target: AnalyticsWindow) =>
  (target.dataLayer ?? []).map((entry) => [...(entry as IArguments)]);

describe('the analytics hook (issue 23)', () => {
  it('queues the login event for the id, after the id is configured, without loading anything', () => {
    const target: AnalyticsWindow = {};
    queueAnalyticsEvent(target, 'G-TEST123', 'login');
    queueAnalyticsEvent(target, 'G-TEST123', 'login');
    const queued = entries(target);
    expect(queued.map((entry) => entry[0])).toEqual(['js', 'config', 'event', 'event']);
    expect(queued[1]).toEqual(['config', 'G-TEST123']);
    expect(queued[2]).toEqual(['event', 'login', { send_to: 'G-TEST123' }]);
    // gtag.js reads Arguments objects, as the vendor's snippet pushes them.
    expect(Object.prototype.toString.call(target.dataLayer![2])).toBe('[object Arguments]');
    expect(analyticsScriptUrl('G-TEST123')).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
  });

  it('asks for consent only when something would load', () => {
    const none: ThirdPartyConfig = {
      sentry: null,
      whatsapp: {},
      chatWidgetId: null,
      pixels: { meta: null, tiktok: null, snap: null },
      analytics: null,
    };
    expect(hasPixels(none)).toBe(false);
    expect(hasPixels({ ...none, analytics: 'G-TEST123' })).toBe(true);
  });
});

describe('the main website link', () => {
  it('is offered to browsers whose time zone lies outside Egypt, Saudi Arabia and the Emirates', () => {
    expect(isOutsideShopCountries('Europe/Paris')).toBe(true);
    expect(isOutsideShopCountries('Asia/Kuwait')).toBe(true);
    expect(isOutsideShopCountries('Africa/Cairo')).toBe(false);
    expect(isOutsideShopCountries('Asia/Riyadh')).toBe(false);
    expect(isOutsideShopCountries('Asia/Dubai')).toBe(false);
    expect(isOutsideShopCountries(undefined)).toBe(false);
  });
});
