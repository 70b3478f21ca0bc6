/**
 * Issue 14, case 10 (sessions and CSRF) against the in-process app server: sessions end when the
 * user's rights end (logout, password change and reset, block, deactivation, role and privilege
 * change), for bearer tokens on /graphql and for the cookie on /api/me, while other users'
 * sessions continue; cookie flags; cross-site and "simple request" mutations refused.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppLoadContext } from 'react-router';
import { hashPassword } from '@souq/core/accounts/password.ts';
import { hashResetToken } from '@souq/core/accounts/password-reset.job.ts';
import { signSessionToken } from '@souq/core/accounts/session-token.ts';
import type { Database } from '@souq/core/db/client.ts';
import { addresses, passwordResetTokens, users } from '@souq/core/db/schema/accounts.schema.ts';
import { orders } from '@souq/core/db/schema/orders.schema.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { useInProcessAppServer } from '@souq/testing/app-server.fixture.ts';
import { seedCheckoutCatalog, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import { requestContext } from '../app/lib/request-context.server.ts';

const PASSWORD = 'secret-pass-1';
const ENVELOPE = 'status_code message error_code';

const app = useInProcessAppServer({ name: 'sessions' });
let database: Database;
let runtime: AppRuntime;
let url: string;
let fixture: CheckoutFixture;

beforeAll(async () => {
  ({ database, runtime, url } = app());
  fixture = await seedCheckoutCatalog(database.db, new Date());
});

interface Envelope<T = Record<string, unknown>> {
  status_code: number;
  message: string | null;
  error_code?: string | null;
  data: T | null;
}

/** One GraphQL operation over HTTP; answers the envelope of its single root field. */
async function graphql<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Envelope<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: Record<string, Envelope<T>> | null; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data!)[0]!;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function makeUser(values: Partial<typeof users.$inferInsert> = {}) {
  const suffix = crypto.randomBytes(4).toString('hex');
  const [row] = await database.db
    .insert(users)
    .values({
      role: 'customer',
      name: `Session User ${suffix}`,
      slug: `session-user-${suffix}`,
      fName: 'Session',
      lName: suffix,
      email: `session-${suffix}@souq.test`,
      passwordHash: await hashPassword(PASSWORD),
      ...values,
    })
    .returning();
  return row!;
}

/** The GraphQL login's token (SPEC.md section 7), a session of its own. */
async function login(email: string, password = PASSWORD): Promise<string> {
  const result = await graphql<{ jwt: string }>(
    `mutation($email: String, $password: String) { login(email: $email, password: $password) { ${ENVELOPE} data { jwt } } }`,
    { email, password },
  );
  expect(result.status_code, JSON.stringify(result)).toBe(200);
  return result.data!.jwt;
}

const CHANGE_ROLE_OR_STATUS = `mutation($user: ID, $role: String, $status: Boolean, $userAction: Boolean) {
  changeRoleOrStatus(user: $user, role: $role, status: $status, userAction: $userAction) { ${ENVELOPE} data { _id role status } }
}`;
const ADD_ADDRESS = `mutation($address: AddressInput) { addAddress(address: $address) { ${ENVELOPE} data { _id } } }`;
const ADD_TO_CART = `mutation($image: ID) { addToCart(image: $image, quantity: 1, currentCountry: "eg") { ${ENVELOPE} data { _id } } }`;
const PLACE_ORDER = `mutation($cartId: ID, $addr: ID) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: "cod") { ${ENVELOPE} data { _id } }
}`;
const address = { address1: '1 Nile Street', country: 'eg', city: 'Cairo', phone: '0100000000' };

describe('a blocked user with an old token (the finding of issue 14)', () => {
  it('can no longer add an address or place an order', async () => {
    const admin = await makeUser({ privilageType: 'admin' });
    const customer = await makeUser();
    const adminToken = await login(admin.email!);
    const token = await login(customer.email!);
    // Before the block: an address and a cart, as the attacker would have prepared.
    const added = await graphql<Array<{ _id: string }>>(ADD_ADDRESS, { address }, bearer(token));
    expect(added.status_code).toBe(200);
    const cart = await graphql<{ _id: string }>(ADD_TO_CART, { image: fixture.nileImageId }, bearer(token));
    expect(cart.status_code).toBe(200);

    const blocked = await graphql(
      CHANGE_ROLE_OR_STATUS,
      { user: customer.id, status: false },
      bearer(adminToken),
    );
    expect(blocked.status_code).toBe(200);

    const again = await graphql(
      ADD_ADDRESS,
      { address: { ...address, address1: '2 Nile Street' } },
      bearer(token),
    );
    expect([401, 403]).toContain(again.status_code);
    const order = await graphql(
      PLACE_ORDER,
      { cartId: cart.data!._id, addr: added.data![0]!._id },
      bearer(token),
    );
    expect([401, 403]).toContain(order.status_code);
    const rows = await database.db.select().from(addresses).where(eq(addresses.userId, customer.id));
    expect(rows).toHaveLength(1);
    expect(await database.db.select().from(orders).where(eq(orders.customerId, customer.id))).toHaveLength(0);
    // The admin's own session continues.
    const adminStill = await graphql(ADD_ADDRESS, { address }, bearer(adminToken));
    expect(adminStill.status_code).toBe(200);
  });
});

// ------------------------------------------------------------------------------------------------
// Sessions end when the user's rights end (tokens on /graphql, cookies on /api/me)
// ------------------------------------------------------------------------------------------------

const ME = `query($user: ID) { getUserById(user: $user) { ${ENVELOPE} data { _id email } } }`;

/** Whether a bearer token still speaks for `userId` on /graphql (own email visible only to them). */
async function bearerWorks(token: string, userId: string): Promise<boolean> {
  const result = await graphql<{ email: string | null }>(ME, { user: userId }, bearer(token));
  return result.status_code === 200 && result.data?.email != null;
}

/** The cookie of a token (POST /login of SPEC.md section 7 REST), as the site's login sets it. */
async function cookieOf(token: string): Promise<string> {
  const response = await fetch(`${url}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ user: token }),
  });
  expect(response.status).toBe(200);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

/** Whether a cookie still signs its holder in at /api/me (same-origin, as the pages ask). */
async function cookieWorks(cookie: string): Promise<boolean> {
  const response = await fetch(`${url}/api/me`, { headers: { cookie, 'sec-fetch-site': 'same-origin' } });
  const body = (await response.json()) as { user: unknown };
  return body.user !== null;
}

/** A user with two devices (two logins: a bearer token and a site cookie) and a bystander. */
async function twoDevices(values: Partial<typeof users.$inferInsert> = {}) {
  const user = await makeUser(values);
  const token = await login(user.email!);
  const cookie = await cookieOf(await login(user.email!));
  const other = await makeUser();
  const otherToken = await login(other.email!);
  const otherCookie = await cookieOf(await login(other.email!));
  expect(await bearerWorks(token, user.id)).toBe(true);
  expect(await cookieWorks(cookie)).toBe(true);
  return { user, token, cookie, other, otherToken, otherCookie };
}

/** Who a page load sees with this cookie (the pages' session check, in-process). */
async function pageUser(cookie: string): Promise<string | null> {
  const context = { app: runtime, clientAddress: null } as unknown as AppLoadContext;
  const request = new Request(`${url}/ar-eg/profile`, { headers: { cookie } });
  return (await requestContext(request, context).signedIn())?.user.id ?? null;
}

async function expectEnded(devices: Awaited<ReturnType<typeof twoDevices>>) {
  expect(await bearerWorks(devices.token, devices.user.id)).toBe(false);
  expect(await cookieWorks(devices.cookie)).toBe(false);
  expect(await pageUser(devices.cookie)).toBeNull();
  // Another user's sessions continue.
  expect(await bearerWorks(devices.otherToken, devices.other.id)).toBe(true);
  expect(await cookieWorks(devices.otherCookie)).toBe(true);
  expect(await pageUser(devices.otherCookie)).toBe(devices.other.id);
}

let adminToken: string;
beforeAll(async () => {
  const admin = await makeUser({ privilageType: 'admin' });
  adminToken = await login(admin.email!);
});

describe('ending sessions', () => {
  it('logout ends that session only (the cookie is cleared, the token stops working)', async () => {
    const devices = await twoDevices();
    const response = await fetch(`${url}/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, cookie: devices.cookie },
      body: '{}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^souq_session=;.*Max-Age=0/);
    expect(await cookieWorks(devices.cookie)).toBe(false);
    // The same user's other device stays signed in.
    expect(await bearerWorks(devices.token, devices.user.id)).toBe(true);
    // An app logs out with its bearer token.
    const app = await fetch(`${url}/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url, ...bearer(devices.token) },
      body: '{}',
    });
    expect(app.status).toBe(200);
    expect(await bearerWorks(devices.token, devices.user.id)).toBe(false);
    expect(await bearerWorks(devices.otherToken, devices.other.id)).toBe(true);
  });

  it('a password change ends the other sessions and keeps the one that made it', async () => {
    const devices = await twoDevices();
    const changer = await login(devices.user.email!);
    const changed = await graphql(
      `mutation($password: String, $newPassword: String) { editProfile(password: $password, newPassword: $newPassword, confirmPassword: $newPassword) { ${ENVELOPE} data { _id } } }`,
      { password: PASSWORD, newPassword: 'another-pass-2' },
      bearer(changer),
    );
    expect(changed.status_code).toBe(200);
    await expectEnded(devices);
    expect(await bearerWorks(changer, devices.user.id)).toBe(true);
    expect(await login(devices.user.email!, 'another-pass-2')).toBeTruthy();
  });

  it('a password reset ends every session', async () => {
    const devices = await twoDevices();
    const resetToken = crypto.randomBytes(32).toString('base64url');
    await database.db.insert(passwordResetTokens).values({
      userId: devices.user.id,
      tokenHash: hashResetToken(resetToken),
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const reset = await graphql(
      `mutation($password: String, $token: String) { resetForgotPassword(password: $password, resetPasswordToken: $token) { ${ENVELOPE} } }`,
      { password: 'reset-pass-3', token: resetToken },
    );
    expect(reset.status_code).toBe(200);
    await expectEnded(devices);
  });

  it('a block by staff ends every session', async () => {
    const devices = await twoDevices();
    const blocked = await graphql(
      CHANGE_ROLE_OR_STATUS,
      { user: devices.user.id, status: false },
      bearer(adminToken),
    );
    expect(blocked.status_code).toBe(200);
    await expectEnded(devices);
  });

  it('a deactivation by the user ends every session', async () => {
    const devices = await twoDevices();
    const deactivated = await graphql(
      CHANGE_ROLE_OR_STATUS,
      { user: devices.user.id, status: false, userAction: true },
      bearer(devices.token),
    );
    expect(deactivated.status_code).toBe(200);
    await expectEnded(devices);
  });

  it('a role change ends every session', async () => {
    const devices = await twoDevices();
    const changed = await graphql(
      CHANGE_ROLE_OR_STATUS,
      { user: devices.user.id, role: 'designer' },
      bearer(adminToken),
    );
    expect(changed.status_code).toBe(200);
    await expectEnded(devices);
  });

  it('a privilege taken away (by an operator in the database) applies to the next request', async () => {
    const staff = await makeUser({ privilageType: 'admin' });
    const token = await login(staff.email!);
    const victim = await makeUser();
    await database.db.update(users).set({ privilageType: null }).where(eq(users.id, staff.id));
    // The token still claims admin; the stored privilege decides.
    const refused = await graphql(CHANGE_ROLE_OR_STATUS, { user: victim.id, status: false }, bearer(token));
    expect(refused.status_code).toBe(403);
    const [row] = await database.db.select().from(users).where(eq(users.id, victim.id));
    expect(row!.status).toBe(true);
  });

  it('refuses a well-signed token without a session row (tokens from before the sessions table)', async () => {
    const user = await makeUser();
    const legacy = signSessionToken(runtime.jwtSecret, {
      id: user.id,
      role: 'customer',
      privilageType: null,
      status: true,
    });
    expect(await bearerWorks(legacy, user.id)).toBe(false);
    const response = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ user: legacy }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

// ------------------------------------------------------------------------------------------------
// Cookie flags and CSRF
// ------------------------------------------------------------------------------------------------

describe('the session cookie and cross-site requests', () => {
  it('sets HttpOnly, SameSite=Lax, Path=/ and a 30-day Max-Age (Secure only in production)', async () => {
    const user = await makeUser();
    const response = await fetch(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ user: await login(user.email!) }),
    });
    const cookie = response.headers.get('set-cookie')!;
    const attributes = cookie.split(';').map((part) => part.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${30 * 24 * 3600}`]),
    );
    expect(attributes).not.toContain('Secure');
    // Secure in production: session-routes.int.test.ts, 'marks the cookie Secure in production'.
  });

  it('refuses cross-site POST /login and /logout (403), and the session survives', async () => {
    const user = await makeUser();
    const token = await login(user.email!);
    const cookie = await cookieOf(token);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      {},
    ];
    for (const headers of crossSite) {
      const signIn = await fetch(`${url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ user: token }),
      });
      expect(signIn.status).toBe(403);
      expect(signIn.headers.get('set-cookie')).toBeNull();
      const signOut = await fetch(`${url}/logout`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
        body: 'redirectTo=/',
      });
      expect(signOut.status).toBe(403);
    }
    expect(await cookieWorks(cookie)).toBe(true);
  });

  it('serves a cross-site GraphQL mutation carrying the cookie as a guest (nothing changes)', async () => {
    const user = await makeUser();
    const cookie = await cookieOf(await login(user.email!));
    const forged = await graphql(
      CHANGE_ROLE_OR_STATUS,
      { user: user.id, status: false, userAction: true },
      { cookie, origin: 'https://evil.example' },
    );
    expect(forged.status_code).toBe(401);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe(true);
  });

  it('refuses a mutation over GET and never runs a text/plain POST (a CSRF "simple request") as the user', async () => {
    const user = await makeUser();
    const cookie = await cookieOf(await login(user.email!));
    const mutation = `mutation { changeRoleOrStatus(user: "${user.id}", status: false, userAction: true) { status_code } }`;
    const overGet = await fetch(`${url}/graphql?query=${encodeURIComponent(mutation)}`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(overGet.status).toBe(405);
    // What a cross-site HTML form or a no-preflight fetch can send: text/plain, the cookie, the
    // attacker's origin (or, in old browsers, none).
    const simpleRequests: Record<string, string>[] = [{ origin: 'https://evil.example' }, {}];
    for (const headers of simpleRequests) {
      const simple = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', cookie, ...headers },
        body: JSON.stringify({ query: mutation }),
      });
      // Yoga parses only JSON, GraphQL and multipart bodies: 415 before any resolver runs.
      expect(simple.status).toBe(415);
      expect(await simple.text()).not.toContain('"status_code":200');
    }
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.status).toBe(true);
  });

  it('page actions read the session from same-origin requests only', async () => {
    const user = await makeUser();
    const cookie = await cookieOf(await login(user.email!));
    // A fresh load context per request: the request context is kept per load context.
    const action = (headers: Record<string, string>) =>
      requestContext(
        new Request(`${url}/ar-eg/profile/edit`, { method: 'POST', headers: { cookie, ...headers } }),
        { app: runtime, clientAddress: null } as unknown as AppLoadContext,
      ).signedIn();
    const signedIn = await action({ origin: url });
    expect(signedIn?.user.id).toBe(user.id);
    // The action knows its session (a password change made there keeps it, decision 025).
    expect(signedIn?.actor.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await action({ 'sec-fetch-site': 'same-origin' }))?.user.id).toBe(user.id);
    expect(await action({ origin: 'https://evil.example' })).toBeNull();
    expect(await action({ 'sec-fetch-site': 'cross-site' })).toBeNull();
    expect(await action({})).toBeNull();
  });
});
