/**
 * Error reporting (SPEC.md section 7, docs/decisions/037): when SENTRY_DSN is set, every entry the
 * server logs at error level (an unexpected failure of a page, a GraphQL resolver, a job) is sent
 * to Sentry, tagged with the request id and the release. Without SENTRY_DSN the SDK is never
 * imported. No personal data leaves: the SDK collects none (`dataCollection` all off: Sentry 11's
 * replacement of `sendDefaultPii: false`), and every event is scrubbed of cookies, authorization
 * headers, bodies, user fields and anything that looks like an email.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { AppConfig } from '@souq/core/config/config.ts';

/** The request a piece of work belongs to, for errors logged without its id. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

export interface ErrorReporter {
  report(error: unknown, context: { requestId?: string | undefined; message?: string }): void;
  flush(timeoutMs: number): Promise<void>;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu;
const PERSONAL_KEYS =
  /^(cookie|cookies|authorization|proxy-authorization|x-forwarded-for|x-real-ip|set-cookie|email|name|fname|lname|phone|password|token|jwt|address)$/i;
const REDACTED = '[redacted]';

/** Replaces emails in text, and personal keys in objects, all the way down (bounded depth). */
export function scrubValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.replace(EMAIL, '[email]');
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = PERSONAL_KEYS.test(key) ? REDACTED : scrubValue(item, depth + 1);
  }
  return out;
}

interface ScrubbableEvent {
  user?: unknown;
  server_name?: unknown;
  request?: { cookies?: unknown; data?: unknown; [key: string]: unknown };
}

/** What leaves for Sentry: no user, no cookies, no body, no auth headers, no emails anywhere. */
export function scrubEvent<T extends object>(event: T): T {
  const copy = { ...event } as ScrubbableEvent;
  delete copy.user;
  delete copy.server_name;
  if (copy.request) {
    const request = { ...copy.request };
    delete request.cookies;
    delete request.data;
    copy.request = request;
  }
  const scrubbed = scrubValue(copy) as Record<string, unknown>;
  // The SDK's own description and the runtime contexts (their `name` is "node", not a person).
  const original = event as Record<string, unknown>;
  if ('sdk' in original) scrubbed.sdk = original.sdk;
  if ('contexts' in original) scrubbed.contexts = original.contexts;
  return scrubbed as T;
}

/** Sentry 11's data collection switched off (the equivalent of `sendDefaultPii: false` before it). */
export const NO_PERSONAL_DATA = {
  userInfo: false,
  cookies: false,
  httpHeaders: false,
  httpBodies: [] as never[],
  urlQueryParams: false,
  graphQL: { document: false, variables: false },
};

export async function startErrorReporting(config: Pick<AppConfig, 'sentry'>): Promise<ErrorReporter | null> {
  if (!config.sentry) return null;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn: config.sentry.dsn,
    release: config.sentry.release,
    environment: config.sentry.environment,
    dataCollection: NO_PERSONAL_DATA,
    // Errors only: no performance tracing, no profiling, no automatic HTTP instrumentation of ours.
    tracesSampleRate: 0,
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb) as typeof breadcrumb,
  });
  return {
    report(error, context) {
      const requestId = context.requestId ?? requestScope.getStore()?.requestId;
      Sentry.withScope((scope) => {
        if (requestId) scope.setTag('request_id', requestId);
        scope.setTag('release', config.sentry!.release);
        if (error instanceof Error) Sentry.captureException(error);
        else Sentry.captureMessage(String(context.message ?? error), 'error');
      });
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
}
