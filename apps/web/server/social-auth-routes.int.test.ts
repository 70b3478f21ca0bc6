import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { authenticateBearer } from '@souq/api/auth/bearer.ts';
import { login, register } from '@souq/core/accounts/accounts.service.ts';
import { hashPassword } from '@souq/core/accounts/password.ts';
import type { Database } from '@souq/core/db/client.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import {
  createContractRuntime,
  createTestDatabase,
  solvedRobotCheck,
  startFakeIdentityProvider,
  type FakeIdentityProvider,
} from '@souq/testing';
import { addToCart, getCartByUser } from '@souq/core/cart/cart.service.ts';
import { seedCheckoutCatalog } from '@souq/testing/cart-checkout.fixture.ts';
import { SOCIAL_COOKIE } from '@souq/api/rest/social-auth.routes.ts';
import { createRestHandler } from './rest-routes.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

let database: Database;
let idp: FakeIdentityProvider;
const servers: http.Server[] = [];

async function serve(env: Record<string, string>): Promise<{ url: string; runtime: AppRuntime }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-social-'));
  const runtime = createContractRuntime(database, { env: { DATA_DIR: dataDir, ...env } });
  const routes = createRestHandler(runtime);
  const server = http.createServer((request, response) => {
    void routes(request, response).then(
      (handled) => {
        if (!handled) response.writeHead(404).end('not served');
      },
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, runtime };
}

let site: { url: string; runtime: AppRuntime };

beforeAll(async () => {
  database = await createTestDatabase();
  idp = await startFakeIdentityProvider();
  site = await serve(idp.env);
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await idp?.close();
  await database?.close();
});
beforeEach(() => {
  idp.mode = 'ok';
});

const get = (url: string, cookie?: string) =>
  fetch(url, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** `name=value` of a Set-Cookie named `name`, or null. */
const cookieFrom = (response: Response, name: string) => {
  const line = response.headers.getSetCookie().find((value) => value.startsWith(`${name}=`));
  return line ?? null;
};
const pair = (setCookie: string | null) => setCookie?.split(';', 1)[0] ?? '';

interface Journey {
  start: Response;
  provider: Response | null;
  callback: Response;
}

/** The browser's walk: our start URL, the provider's consent (automatic), our callback. */
async function walk(
  startPath: string,
  tamper?: (callback: URL) => void,
  extraCookie?: string,
): Promise<Journey> {
  const start = await get(`${site.url}${startPath}`);
  expect(start.status).toBe(302);
  const pending = pair(cookieFrom(start, SOCIAL_COOKIE));
  const provider = await get(start.headers.get('location')!);
  expect(provider.status).toBe(302);
  const callbackUrl = new URL(provider.headers.get('location')!);
  tamper?.(callbackUrl);
  const callback = await get(callbackUrl.href, extraCookie ? `${pending}; ${extraCookie}` : pending);
  return { start, provider, callback };
}

const sessionOf = async (response: Response) => {
  const cookie = cookieFrom(response, 'souq_session');
  if (!cookie) return null;
  const token = decodeURIComponent(pair(cookie).slice('souq_session='.length));
  return (await authenticateBearer(`Bearer ${token}`, site.runtime.jwtSecret)).actor;
};

const userById = async (id: string) =>
  (await database.db.select().from(users).where(eq(users.id, id)).limit(1))[0]!;

const ctx = () => testServiceContext(database.db, { country: 'sa' });
const deps = () => ({ jwtSecret: site.runtime.jwtSecret, passwordMinLength: 6, clientAddress: null });

describe('GET /auth/{provider}/{action} and the callback (social login)', () => {
  it('signs a new person up with Google (OpenID Connect: PKCE S256, state, nonce) and sets the session cookie', async () => {
    idp.next.google = {
      sub: 'google-new-1',
      email: 'Nadia.Google@example.com',
      givenName: 'Nadia',
      familyName: 'Saleh',
      name: 'Nadia Saleh',
    };
    const journey = await walk('/auth/google/register?locale=en-sa');

    const authorize = new URL(journey.start.headers.get('location')!);
    expect(authorize.origin + authorize.pathname).toBe(`${idp.url}/google/authorize`);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('state')).toBeTruthy();
    expect(authorize.searchParams.get('nonce')).toBeTruthy();
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${site.url}/auth/google/callback`);
    expect(authorize.searchParams.get('scope')).toBe('openid email profile');
    const pending = cookieFrom(journey.start, SOCIAL_COOKIE)!;
    expect(pending).toContain('HttpOnly');
    expect(pending).toContain('SameSite=Lax');
    expect(pending).toContain('Path=/auth');

    expect(journey.callback.status).toBe(302);
    expect(journey.callback.headers.get('location')).toBe('/en-sa/?loginSuccess=true');
    // The checks are spent; the session cookie is the site's login cookie.
    expect(cookieFrom(journey.callback, SOCIAL_COOKIE)).toContain('Max-Age=0');
    const session = cookieFrom(journey.callback, 'souq_session')!;
    expect(session).toContain('HttpOnly');
    expect(session).toContain('SameSite=Lax');
    const actor = (await sessionOf(journey.callback))!;
    expect(actor.role).toBe('customer');

    const stored = await userById(actor.id);
    expect(stored).toMatchObject({
      ggId: 'google-new-1',
      email: 'nadia.google@example.com',
      fName: 'Nadia',
      lName: 'Saleh',
      passwordHash: null,
      favLang: 'en',
    });

    // SPEC.md section 8: this account has no password; login and register say so.
    await expect(
      login(ctx(), { email: 'nadia.google@example.com', password: 'anything' }, deps()),
    ).rejects.toMatchObject({
      code: 'REGISTERED_WITH_GOOGLE',
      message: 'This user is registered with a google account',
      status: 500,
    });
    await expect(
      register(
        ctx(),
        {
          fName: 'N',
          lName: 'S',
          email: 'nadia.google@example.com',
          password: 'secret-123',
          altcha: await solvedRobotCheck(site.runtime),
        },
        deps(),
      ),
    ).rejects.toMatchObject({ code: 'REGISTERED_WITH_GOOGLE' });

    // The same Google account later: the same user, no second row.
    const again = await walk('/auth/google/login?locale=ar-eg');
    expect(again.callback.headers.get('location')).toBe('/ar-eg/?loginSuccess=true');
    expect((await sessionOf(again.callback))!.id).toBe(actor.id);
  });

  it('links Facebook to an existing account with the same (confirmed) email and logs into it', async () => {
    const [existing] = await database.db
      .insert(users)
      .values({
        name: 'Password Person',
        slug: `password-person-${Date.now()}`,
        fName: 'Password',
        lName: 'Person',
        email: 'linked.person@example.com',
        passwordHash: await hashPassword('secret-123'),
      })
      .returning();
    idp.next.facebook = {
      sub: 'fb-linked-1',
      email: 'linked.person@example.com',
      givenName: 'P',
      familyName: 'P',
    };
    const journey = await walk('/auth/facebook/login?locale=en-eg');

    const dialog = new URL(journey.start.headers.get('location')!);
    expect(dialog.origin + dialog.pathname).toBe(`${idp.url}/facebook/dialog/oauth`);
    expect(dialog.searchParams.get('code_challenge_method')).toBe('S256');
    expect(dialog.searchParams.get('scope')).toBe('email public_profile');
    expect(journey.callback.headers.get('location')).toBe('/en-eg/?loginSuccess=true');
    expect((await sessionOf(journey.callback))!.id).toBe(existing!.id);
    expect((await userById(existing!.id)).fbId).toBe('fb-linked-1');
    // The password still works: linking takes nothing away.
    await expect(
      login(ctx(), { email: 'linked.person@example.com', password: 'secret-123' }, deps()),
    ).resolves.toMatchObject({ user: { id: existing!.id } });
  });

  it('makes a Facebook account without an email, which is sent to profile/edit?email=error', async () => {
    idp.next.facebook = { sub: 'fb-no-email', givenName: 'Phone', familyName: 'Only' };
    const journey = await walk('/auth/facebook/register?locale=ar-sa');
    expect(journey.callback.headers.get('location')).toBe('/ar-sa/profile/edit?email=error');
    const actor = (await sessionOf(journey.callback))!;
    expect(await userById(actor.id)).toMatchObject({ fbId: 'fb-no-email', email: null });
  });

  it('does not keep an email Google has not verified', async () => {
    idp.next.google = {
      sub: 'google-unverified',
      email: 'someone.else@example.com',
      emailVerified: false,
      givenName: 'U',
    };
    const journey = await walk('/auth/google/login?locale=en-sa');
    expect(journey.callback.headers.get('location')).toBe('/en-sa/profile/edit?email=error');
    const actor = (await sessionOf(journey.callback))!;
    expect((await userById(actor.id)).email).toBeNull();
  });

  it('sends a blocked user home with msg=blockedUser and no session', async () => {
    await database.db.insert(users).values({
      name: 'Blocked Social',
      slug: `blocked-social-${Date.now()}`,
      fName: 'Blocked',
      lName: 'Social',
      email: 'blocked.social@example.com',
      ggId: 'google-blocked',
      status: false,
    });
    idp.next.google = { sub: 'google-blocked', email: 'blocked.social@example.com' };
    const journey = await walk('/auth/google/login?locale=en-sa');
    expect(journey.callback.headers.get('location')).toBe('/en-sa/?msg=blockedUser');
    expect(cookieFrom(journey.callback, 'souq_session')).toBeNull();
  });

  it('refuses a callback whose state, nonce or checks cookie is wrong, and a cancelled consent', async () => {
    idp.next.google = { sub: 'google-attacker', email: 'attacker@example.com' };
    const failure = '/en-sa/login?social=google';

    const forgedState = await walk('/auth/google/login?locale=en-sa', (url) =>
      url.searchParams.set('state', 'forged-state'),
    );
    expect(forgedState.callback.headers.get('location')).toBe(failure);
    expect(cookieFrom(forgedState.callback, 'souq_session')).toBeNull();

    idp.mode = 'wrong-nonce';
    const wrongNonce = await walk('/auth/google/login?locale=en-sa');
    expect(wrongNonce.callback.headers.get('location')).toBe(failure);
    expect(cookieFrom(wrongNonce.callback, 'souq_session')).toBeNull();

    idp.mode = 'deny';
    const denied = await walk('/auth/google/login?locale=en-sa');
    expect(denied.callback.headers.get('location')).toBe(failure);
    expect(cookieFrom(denied.callback, 'souq_session')).toBeNull();

    // A callback without the checks cookie (another browser, a replayed link), or a forged one.
    idp.mode = 'ok';
    const start = await get(`${site.url}/auth/google/login?locale=en-sa`);
    const consent = await get(start.headers.get('location')!);
    const callbackUrl = consent.headers.get('location')!;
    const noCookie = await get(callbackUrl);
    expect(noCookie.headers.get('location')).toBe('/ar-eg/login?social=google');
    expect(cookieFrom(noCookie, 'souq_session')).toBeNull();
    const [body] = pair(cookieFrom(start, SOCIAL_COOKIE))
      .slice(SOCIAL_COOKIE.length + 1)
      .split('.');
    const forged = await get(callbackUrl, `${SOCIAL_COOKIE}=${body}.${'A'.repeat(43)}`);
    expect(cookieFrom(forged, 'souq_session')).toBeNull();
    // The code was never exchanged by these refused callbacks; the real cookie still works once.
    const exchanges = idp.tokenExchanges;
    const real = await get(callbackUrl, pair(cookieFrom(start, SOCIAL_COOKIE)));
    expect(real.headers.get('location')).toBe('/en-sa/?loginSuccess=true');
    expect(idp.tokenExchanges).toBe(exchanges + 1);
  });

  it("merges the guest cart into the user's cart and goes back to it, like the site's login", async () => {
    const now = new Date();
    const fixture = await seedCheckoutCatalog(database.db, now);
    const guest = await addToCart(testServiceContext(database.db, { country: 'eg', now }), {
      image: fixture.nileImageId,
      quantity: 2,
    });
    idp.next.google = { sub: 'google-with-cart', email: 'with.cart@example.com', givenName: 'Cart' };
    const journey = await walk('/auth/google/login?locale=en-eg', undefined, `souq_cart=${guest.id}`);
    expect(journey.callback.headers.get('location')).toBe('/en-eg/cart?loginSuccess=true');
    expect(cookieFrom(journey.callback, 'souq_cart')).toContain('Max-Age=0');
    const actor = (await sessionOf(journey.callback))!;
    const cart = await getCartByUser(
      testServiceContext(database.db, { country: 'eg', now, user: actor }),
      actor.id,
    );
    expect(cart?.lines.map(({ line }) => line.quantity)).toEqual([2]);

    // A guest cart that is gone never stops the sign-in (a new person: nothing in their cart).
    idp.next.google = { sub: 'google-cart-gone', email: 'cart.gone@example.com', givenName: 'Gone' };
    const missing = await walk(
      '/auth/google/login?locale=en-eg',
      undefined,
      'souq_cart=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.callback.headers.get('location')).toBe('/en-eg/?loginSuccess=true');
    expect(await sessionOf(missing.callback)).not.toBeNull();
  });

  it('serves nothing for a provider that is not configured, or an unknown action', async () => {
    const googleOnly = await serve({
      GOOGLE_CLIENT_ID: idp.env.GOOGLE_CLIENT_ID!,
      GOOGLE_CLIENT_SECRET: idp.env.GOOGLE_CLIENT_SECRET!,
      GOOGLE_ISSUER: idp.env.GOOGLE_ISSUER!,
    });
    expect((await get(`${googleOnly.url}/auth/facebook/login`)).status).toBe(404);
    expect((await get(`${googleOnly.url}/auth/google/login`)).status).toBe(302);
    expect((await get(`${site.url}/auth/google/logout`)).status).toBe(404);
    expect((await get(`${site.url}/auth/twitter/login`)).status).toBe(404);
  });
});
