/**
 * Sentry in the browser, imported (its own chunk) only when SENTRY_DSN is set, after the page is
 * interactive. Same rules as the server (apps/web/server/error-reporting.ts): no personal data,
 * tagged with the release; no tracing, no replays.
 */
import * as Sentry from '@sentry/browser';
import type { ThirdPartyConfig } from './third-party-config.ts';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;

function scrub<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]') as T;
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = /^(cookie|cookies|authorization|email|name|phone|password|token)$/i.test(key)
      ? '[redacted]'
      : scrub(item, depth + 1);
  }
  return out as T;
}

export function startBrowserErrors(sentry: NonNullable<ThirdPartyConfig['sentry']>): void {
  Sentry.init({
    dsn: sentry.dsn,
    release: sentry.release,
    environment: sentry.environment,
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
    },
    tracesSampleRate: 0,
    beforeSend: (event) => {
      delete event.user;
      if (event.request) {
        delete event.request.cookies;
        delete event.request.headers;
        delete event.request.data;
      }
      return scrub(event);
    },
    beforeBreadcrumb: (breadcrumb) => scrub(breadcrumb),
  });
  Sentry.setTag('release', sentry.release);
}
