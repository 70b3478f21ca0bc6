/**
 * Error reporting without personal data (docs/decisions/037): what leaves for Sentry has no user,
 * cookies, body, authorization header or email; without SENTRY_DSN nothing starts.
 */
import { describe, expect, it } from 'vitest';
import { scrubEvent, startErrorReporting } from './error-reporting.ts';
import { contentSecurityPolicy } from './http/security-headers.ts';
import { safeId, whatsappDigits } from '../app/components/third-parties/third-party-config.ts';

describe('error reporting', () => {
  it('is off without SENTRY_DSN (the SDK is not imported)', async () => {
    expect(await startErrorReporting({ sentry: null })).toBeNull();
  });

  it('scrubs users, cookies, bodies, auth headers and emails from an event', () => {
    const event = scrubEvent({
      message: 'login failed for layla@example.com',
      user: { id: '1', email: 'layla@example.com' },
      server_name: 'host-1',
      request: {
        url: 'https://souq.test/en-eg/login',
        cookies: { souq_session: 'abc' },
        data: { password: 'secret' },
        headers: { authorization: 'Bearer x', cookie: 'souq_session=abc', 'user-agent': 'UA' },
      },
      exception: { values: [{ value: 'duplicate key (email)=(a.b@example.org)' }] },
      extra: { name: 'Layla', phone: '0100', nested: { email: 'x@y.co' } },
      tags: { request_id: 'req-1' },
    });
    const text = JSON.stringify(event);
    expect(text).not.toMatch(/example\.(com|org)|secret|abc|Bearer|Layla|0100|host-1/);
    expect(event).not.toHaveProperty('user');
    expect(event.request).not.toHaveProperty('cookies');
    expect(event.request).not.toHaveProperty('data');
    expect(event.request.headers['user-agent']).toBe('UA');
    expect(event.tags.request_id).toBe('req-1');
  });
});

describe('third-party settings', () => {
  it('keeps the digits of a WhatsApp number and refuses odd ids', () => {
    expect(whatsappDigits('+20 100 123 4567')).toBe('201001234567');
    expect(whatsappDigits('12')).toBeNull();
    expect(safeId('123456789012345')).toBe('123456789012345');
    expect(safeId('abc/1def')).toBe('abc/1def');
    expect(safeId('"><script>')).toBeNull();
  });

  it('lets the Sentry DSN origin and the pixel hosts through the Content-Security-Policy, nothing inline', () => {
    const policy = contentSecurityPolicy('n0nce', false, 'https://o1.ingest.sentry.io');
    expect(policy).toContain("script-src 'self' 'nonce-n0nce' https://connect.facebook.net");
    expect(policy).not.toContain("unsafe-inline' https://connect");
    expect(policy).toMatch(/connect-src [^;]*https:\/\/o1\.ingest\.sentry\.io/);
  });
});
