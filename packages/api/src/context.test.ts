import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { isDomainError } from '@souq/core/errors.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { signTestToken } from '@souq/testing/graphql-contract.ts';
import { countryArgument, createGraphqlContext, requestLanguage } from './context.ts';

describe('countryArgument', () => {
  it.each([
    [undefined, 'eg'],
    [null, 'eg'],
    ['', 'eg'],
    ['eg', 'eg'],
    ['sa', 'sa'],
    ['ae', 'ae'],
    ['SA', 'sa'],
    [' ae ', 'ae'],
    ['egypt', 'eg'],
    ['saudi', 'sa'],
    ['emirates', 'ae'],
    ['su', 'sa'],
    ['em', 'ae'],
  ])('reads %j as %s', (value, country) => {
    expect(countryArgument(value)).toBe(country);
  });

  it.each(['fr', 'usa', '__proto__', 'toString'])('refuses %s with the 400 DomainError', (value) => {
    let thrown: unknown;
    try {
      countryArgument(value);
    } catch (error) {
      thrown = error;
    }
    expect(isDomainError(thrown)).toBe(true);
    expect(thrown).toMatchObject({
      status: 400,
      code: 'COUNTRY_NOT_AVAILABLE',
      messageKey: 'errors.country.notAvailable',
      message: 'This currency is not available in site!.',
    });
  });
});

describe('requestLanguage', () => {
  const language = (headers: Record<string, string>) => requestLanguage(new Headers(headers));
  it('defaults to Arabic', () => {
    expect(language({})).toBe('ar');
    expect(language({ 'accept-language': 'fr-FR, de;q=0.8' })).toBe('ar');
  });
  it('takes X-Lang first', () => {
    expect(language({ 'x-lang': 'en', 'accept-language': 'ar' })).toBe('en');
    expect(language({ 'x-lang': 'EN-us' })).toBe('en');
  });
  it('ignores an unknown X-Lang', () => {
    expect(language({ 'x-lang': 'fr', 'accept-language': 'en' })).toBe('en');
  });
  it('picks the best supported language of Accept-Language', () => {
    expect(language({ 'accept-language': 'en-US,en;q=0.9,ar;q=0.8' })).toBe('en');
    expect(language({ 'accept-language': 'fr;q=1, ar-EG;q=0.7, en;q=0.5' })).toBe('ar');
    expect(language({ 'accept-language': 'ar;q=0, en;q=0.1' })).toBe('en');
  });
});

describe('createGraphqlContext', () => {
  const userId = '0e7f3c7a-5a1b-4c8e-9d2f-6b3a1c0d9e8f';
  // The session check's one query (user_sessions joined to users) answers this stored user.
  const stored = { id: userId, role: 'designer', privilageType: null, status: true };
  const query: unknown = new Proxy(
    {},
    {
      get: (_target, name) =>
        name === 'then' ? (resolve: (rows: unknown[]) => void) => resolve([stored]) : () => query,
    },
  );
  const runtime = {
    db: { select: () => query } as unknown as AppRuntime['db'],
    log: pino({ level: 'silent' }),
    jwtSecret: new TextEncoder().encode('x'.repeat(40)),
  } as AppRuntime;
  const request = (headers: Record<string, string>) => new Request('http://test/graphql', { headers });

  it('builds a guest context with the Arabic-Egypt service context by default', async () => {
    const context = await createGraphqlContext(runtime, request({}));
    expect(context.user).toBeNull();
    expect(context.language).toBe('ar');
    expect(context.requestId).toMatch(/^[0-9a-f-]{36}$/);
    const service = context.serviceContext(undefined);
    expect(service).toMatchObject({
      user: null,
      country: 'eg',
      locale: 'ar-eg',
      db: runtime.db,
      now: context.now,
    });
  });

  it('reads the actor of a valid bearer token, the language and the country of the operation', async () => {
    const token = signTestToken({ jwtSecret: runtime.jwtSecret }, { id: userId, role: 'customer' });
    const context = await createGraphqlContext(
      runtime,
      request({ authorization: `Bearer ${token}`, 'accept-language': 'en', 'x-request-id': 'req-42' }),
    );
    // The stored role wins over the token's claim.
    expect(context.user).toEqual({
      id: userId,
      role: 'designer',
      privilageType: null,
      status: true,
      sessionId: expect.any(String),
    });
    expect(context.requestId).toBe('req-42');
    expect(context.serviceContext('saudi')).toMatchObject({
      country: 'sa',
      locale: 'en-sa',
      user: context.user,
    });
  });

  it('makes a guest of an expired token and never throws', async () => {
    const token = signTestToken(runtime, { id: userId }, { expiresIn: -60 });
    const context = await createGraphqlContext(runtime, request({ authorization: `Bearer ${token}` }));
    expect(context.user).toBeNull();
  });

  it('takes the request id the app server put on the response, and refuses unsafe ids', async () => {
    const fromResponse = await createGraphqlContext(runtime, request({}), {
      res: { getHeader: (name) => (name === 'x-request-id' ? 'srv-7' : undefined) },
    });
    expect(fromResponse.requestId).toBe('srv-7');
    for (const unsafe of ['<script>alert(1)</script>', 'x'.repeat(200), 'a b']) {
      const context = await createGraphqlContext(runtime, request({ 'x-request-id': unsafe }));
      expect(context.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
