import { describe, expect, it } from 'vitest';
import { SESSION_TTL_SECONDS, signSessionToken } from '@souq/core/accounts/session-token.ts';
import { authenticateBearer } from './bearer.ts';
import {
  authorizationOf,
  isSameOriginRequest,
  readCookie,
  serializeSessionCookie,
  SESSION_COOKIE,
} from './session-cookie.ts';

const secret = new TextEncoder().encode('a-test-secret-of-at-least-32-characters!');
const actor = {
  id: '2f1c6a4e-8d3b-4c1a-9e2f-0a1b2c3d4e5f',
  role: 'designer' as const,
  privilageType: 'admin' as const,
  status: true,
};

describe('signSessionToken', () => {
  it('makes a token the bearer verifier (jose, HS256) accepts with the same actor and its jti', async () => {
    const jti = '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
    const token = signSessionToken(secret, actor, { jti });
    expect(await authenticateBearer(`Bearer ${token}`, secret)).toEqual({ actor, sessionId: jti });
  });

  it('expires after 30 days and carries a fresh jti each time', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const [first, second] = [
      signSessionToken(secret, actor, { now }),
      signSessionToken(secret, actor, { now }),
    ];
    expect(first).not.toBe(second);
    const payload = JSON.parse(Buffer.from(first.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      number
    >;
    expect(payload['exp']! - payload['iat']!).toBe(SESSION_TTL_SECONDS);
    expect(SESSION_TTL_SECONDS).toBe(30 * 24 * 3600);
  });

  it('is refused when expired or signed with another secret', async () => {
    const expired = signSessionToken(secret, actor, { now: new Date(Date.now() - 31 * 24 * 3600 * 1000) });
    expect(await authenticateBearer(`Bearer ${expired}`, secret)).toMatchObject({
      actor: null,
      reason: 'expired',
    });
    const other = signSessionToken(new TextEncoder().encode('another-secret-another-secret-another'), actor);
    expect(await authenticateBearer(`Bearer ${other}`, secret)).toMatchObject({
      actor: null,
      reason: 'invalid',
    });
  });
});

describe('session cookie helpers', () => {
  it('serializes HttpOnly, SameSite=Lax, Secure only when asked, and clears with Max-Age=0', () => {
    const set = serializeSessionCookie('abc', { secure: false });
    expect(set).toBe(`${SESSION_COOKIE}=abc; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_SECONDS}`);
    expect(serializeSessionCookie('abc', { secure: true })).toMatch(/; Secure$/);
    expect(serializeSessionCookie(null, { secure: true })).toBe(
      `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`,
    );
  });

  it('reads a cookie among others', () => {
    expect(readCookie(`a=1; ${SESSION_COOKIE}=tok.en.x; b=2`, SESSION_COOKIE)).toBe('tok.en.x');
    expect(readCookie('a=1', SESSION_COOKIE)).toBeNull();
    expect(readCookie(null, SESSION_COOKIE)).toBeNull();
  });

  it.each([
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'same-site' }, false],
    [{ 'sec-fetch-site': 'cross-site', origin: 'https://souq.example' }, false],
    [{ origin: 'https://souq.example' }, true],
    [{ origin: 'https://app.internal:3000' }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null' }, false],
    [{}, false],
  ])('same-origin check %j -> %s', (headers, expected) => {
    expect(
      isSameOriginRequest(new Headers(headers), 'https://app.internal:3000/graphql', 'https://souq.example'),
    ).toBe(expected);
  });

  it('prefers the Authorization header and uses the cookie only for same-origin requests', () => {
    const withBoth = new Request('https://souq.example/graphql', {
      headers: { authorization: 'Bearer h.e.ader', cookie: `${SESSION_COOKIE}=c.o.okie` },
    });
    expect(authorizationOf(withBoth)).toBe('Bearer h.e.ader');
    const sameOrigin = new Request('https://souq.example/graphql', {
      headers: { cookie: `${SESSION_COOKIE}=c.o.okie`, origin: 'https://souq.example' },
    });
    expect(authorizationOf(sameOrigin)).toBe('Bearer c.o.okie');
    const crossSite = new Request('https://souq.example/graphql', {
      headers: { cookie: `${SESSION_COOKIE}=c.o.okie`, origin: 'https://evil.example' },
    });
    expect(authorizationOf(crossSite)).toBeNull();
  });
});
