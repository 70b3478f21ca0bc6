import crypto from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { authenticateBearer, bearerToken } from './bearer.ts';

const secret = new TextEncoder().encode('a-test-secret-that-is-long-enough-for-hs256');
const userId = '3f2b8c4e-1d2a-4b6c-9e8f-0a1b2c3d4e5f';

async function sign(
  claims: Record<string, unknown>,
  options: { key?: Uint8Array; exp?: number | null; alg?: string } = {},
) {
  const jwt = new SignJWT(claims)
    .setProtectedHeader({ alg: options.alg ?? 'HS256' })
    .setSubject(typeof claims.sub === 'string' ? claims.sub : userId)
    .setIssuedAt();
  if (options.exp !== null) jwt.setExpirationTime(options.exp ?? Math.floor(Date.now() / 1000) + 3600);
  return `Bearer ${await jwt.sign(options.key ?? secret)}`;
}

describe('bearerToken', () => {
  it('reads the token of a Bearer header, any case', () => {
    expect(bearerToken('Bearer a.b.c')).toBe('a.b.c');
    expect(bearerToken('bearer   a.b.c ')).toBe('a.b.c');
  });
  it('refuses other schemes and garbage', () => {
    expect(bearerToken('Basic dXNlcjpwYXNz')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer not-a-jwt')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
});

describe('authenticateBearer', () => {
  it('turns valid claims into the actor', async () => {
    const header = await sign({ role: 'designer', privilageType: 'admin', status: true });
    expect(await authenticateBearer(header, secret)).toEqual({
      actor: { id: userId, role: 'designer', privilageType: 'admin', status: true },
      sessionId: null,
    });
  });

  it('keeps a blocked status and defaults a missing privilege to null', async () => {
    const header = await sign({ role: 'customer', status: false });
    expect(await authenticateBearer(header, secret)).toEqual({
      actor: { id: userId, role: 'customer', privilageType: null, status: false },
      sessionId: null,
    });
  });

  it('answers the jti as the session id (the row authenticateSession looks up)', async () => {
    const jti = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
    const header = await sign({ role: 'customer', jti });
    expect(await authenticateBearer(header, secret)).toMatchObject({ sessionId: jti });
  });

  it.each([
    ['absent', undefined, 'absent'],
    ['not a bearer header', 'Token abc', 'malformed'],
    ['garbage', 'Bearer aaa.bbb.ccc', 'invalid'],
  ])('makes a guest of an %s header', async (_name, header, reason) => {
    expect(await authenticateBearer(header, secret)).toEqual({ actor: null, reason });
  });

  it('makes a guest of an expired token', async () => {
    const header = await sign({ role: 'customer' }, { exp: Math.floor(Date.now() / 1000) - 3600 });
    expect(await authenticateBearer(header, secret)).toEqual({ actor: null, reason: 'expired' });
  });

  it('makes a guest of a token signed with another secret', async () => {
    const header = await sign({ role: 'customer' }, { key: crypto.randomBytes(32) });
    expect(await authenticateBearer(header, secret)).toEqual({ actor: null, reason: 'invalid' });
  });

  it('makes a guest of a token without expiry', async () => {
    const header = await sign({ role: 'customer' }, { exp: null });
    expect(await authenticateBearer(header, secret)).toEqual({ actor: null, reason: 'invalid' });
  });

  it('refuses other algorithms, alg none included', async () => {
    const header = await sign({ role: 'customer' }, { alg: 'HS512' });
    expect((await authenticateBearer(header, secret)).actor).toBeNull();
    const payload = Buffer.from(JSON.stringify({ sub: userId, role: 'customer', exp: 4102444800 })).toString(
      'base64url',
    );
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    expect((await authenticateBearer(`Bearer ${none}`, secret)).actor).toBeNull();
  });

  it.each([
    ['an unknown role', { role: 'god' }],
    ['an unknown privilege', { role: 'customer', privilageType: 'root' }],
    ['a subject that is not a user id', { role: 'customer', sub: 'admin' }],
  ])('makes a guest of %s', async (_name, claims) => {
    const header = await sign(claims);
    expect(await authenticateBearer(header, secret)).toEqual({ actor: null, reason: 'claims' });
  });
});
