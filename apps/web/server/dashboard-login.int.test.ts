import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateBearer } from '@souq/api/auth/bearer.ts';
import { createAccountsRuntime } from '@souq/testing/accounts-contract.fixture.ts';
import { tokenFor } from '@souq/testing/contract-api.fixture.ts';
import type { Database } from '@souq/core/db/client.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { createTestDatabase, settleTestSessions } from '@souq/testing';
import { DASHBOARD_LOGIN_PATH } from '@souq/api/rest/session.routes.ts';
import { createRestHandler } from './rest-routes.ts';
import { buildUser, TEST_PASSWORD } from '@souq/testing/builders/index.ts';

/**
 * Contract of the dashboard's staff login (SPEC.md sections 6 and 7, REST "Dashboard server:
 * POST /login"), served at POST /api/admin/login (docs/decisions/008): the envelope
 * `{ status_code, message, errors, data }` with `data { token, privilageType, userId, role, status }`.
 */
let database: Database;
let runtime: AppRuntime;
let url: string;
let server: http.Server;

beforeAll(async () => {
  database = await createTestDatabase();
  runtime = createAccountsRuntime(database);
  const routes = createRestHandler(runtime);
  server = http.createServer((request, response) => {
    void routes(request, response).then((handled) => {
      if (!handled) response.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database?.close();
});

// Test tokens open their session rows in the background (signTestToken): wait for them first.
const post = async (body: unknown, headers: Record<string, string> = {}) =>
  settleTestSessions().then(() =>
    fetch(`${url}${DASHBOARD_LOGIN_PATH}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    }),
  );

const sameOrigin = () => ({ origin: url });

interface DashboardEnvelope {
  status_code: number;
  message: string;
  errors: string[] | null;
  error_code: string | null;
  message_key: string | null;
  data: { token: string; privilageType: string; userId: string; role: string; status: boolean } | null;
}

describe('POST /api/admin/login (dashboard staff login)', () => {
  it.each(['superAdmin', 'admin', 'designerSupport'] as const)(
    'logs a %s in with the SPEC body { user: token, privilageType, userId, role, status }',
    async (privilageType) => {
      const staff = await buildUser(database.db, { privilageType, role: 'designer' });
      const response = await post(
        {
          user: tokenFor(runtime, staff),
          privilageType,
          userId: staff.id,
          role: staff.role,
          status: true,
        },
        sameOrigin(),
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as DashboardEnvelope;
      expect(body).toMatchObject({
        status_code: 200,
        message: 'success',
        errors: null,
        data: { privilageType, userId: staff.id, role: 'designer', status: true },
      });
      // A fresh token for the staff member; the site's cookie is set too (same origin).
      const auth = await authenticateBearer(`Bearer ${body.data!.token}`, runtime.jwtSecret);
      expect(auth.actor).toMatchObject({ id: staff.id, privilageType });
      expect(response.headers.get('set-cookie')).toContain('souq_session=');
      expect(response.headers.get('cache-control')).toBe('no-store');
    },
  );

  it('refuses customers, designers and manufacturers: 403 "Error while login to dashboard"', async () => {
    for (const role of ['customer', 'designer', 'manufacturer'] as const) {
      const user = await buildUser(database.db, { role });
      const response = await post({ user: tokenFor(runtime, user), userId: user.id }, sameOrigin());
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        status_code: 403,
        message: 'Error while login to dashboard',
        errors: ['Error while login to dashboard'],
        message_key: 'errors.dashboard.staffOnly',
        error_code: 'STAFF_ONLY',
        data: null,
      });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
  });

  it('reads the privilege and status from the database, not from the token', async () => {
    const demoted = await buildUser(database.db, { privilageType: null });
    const forged = tokenFor(runtime, { ...demoted, privilageType: 'superAdmin' });
    expect((await post({ user: forged }, sameOrigin())).status).toBe(403);

    const blocked = await buildUser(database.db, { privilageType: 'admin', status: false });
    const response = await post({ user: tokenFor(runtime, { ...blocked, status: true }) }, sameOrigin());
    const body = (await response.json()) as DashboardEnvelope;
    expect(body).toMatchObject({ status_code: 500, error_code: 'USER_BLOCKED', data: null });
  });

  it('refuses a userId other than the token holder, a bad token and no credential', async () => {
    const staff = await buildUser(database.db, { privilageType: 'admin' });
    const other = await buildUser(database.db, { privilageType: 'superAdmin' });
    const mismatch = await post({ user: tokenFor(runtime, staff), userId: other.id }, sameOrigin());
    expect(mismatch.status).toBe(403);
    expect(((await mismatch.json()) as DashboardEnvelope).error_code).toBe('FORBIDDEN');

    const bad = await post({ user: 'not-a-token' }, sameOrigin());
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as DashboardEnvelope).error_code).toBe('UNAUTHENTICATED');

    const none = await post({}, sameOrigin());
    expect(none.status).toBe(401);
  });

  it("also takes email and password (the site login's rules and messages), staff only", async () => {
    const staff = await buildUser(database.db, { privilageType: 'designerSupport' });
    const ok = await post({ email: staff.email, password: TEST_PASSWORD }, sameOrigin());
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as DashboardEnvelope).data?.userId).toBe(staff.id);

    const wrong = await post({ email: staff.email, password: 'wrong-pass-1' }, sameOrigin());
    expect(await wrong.json()).toMatchObject({ status_code: 500, message: 'Incorrect password', data: null });

    const customer = await buildUser(database.db);
    const refused = await post({ email: customer.email, password: TEST_PASSWORD }, sameOrigin());
    expect(refused.status).toBe(403);
  });

  it('answers other origins (a dashboard app) with the token but sets no cookie there', async () => {
    const staff = await buildUser(database.db, { privilageType: 'admin' });
    const response = await post({ user: tokenFor(runtime, staff) }, { origin: 'https://dashboard.example' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as DashboardEnvelope).data?.token).toBeTruthy();
    expect(response.headers.get('set-cookie')).toBeNull();
    // The Authorization header works too.
    const bearer = await post({}, { authorization: `Bearer ${tokenFor(runtime, staff)}` });
    expect(bearer.status).toBe(200);
  });

  it("sends the menu's plain form (the site cookie) to the admin area, and others home", async () => {
    const staff = await buildUser(database.db, { privilageType: 'superAdmin' });
    const form = async (cookieUser: typeof staff, redirectTo = '/admin') => {
      const cookie = `souq_session=${tokenFor(runtime, cookieUser)}`;
      await settleTestSessions();
      return fetch(`${url}${DASHBOARD_LOGIN_PATH}`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: url,
          cookie,
        },
        body: new URLSearchParams({ redirectTo }).toString(),
      });
    };
    const staffAnswer = await form(staff);
    expect(staffAnswer.status).toBe(303);
    expect(staffAnswer.headers.get('location')).toBe('/admin');
    expect(staffAnswer.headers.get('set-cookie')).toContain('souq_session=');
    expect((await form(staff, 'https://evil.example/')).headers.get('location')).toBe('/admin');

    const customer = await buildUser(database.db);
    const customerAnswer = await form(customer);
    expect(customerAnswer.status).toBe(303);
    expect(customerAnswer.headers.get('location')).toBe('/');
    expect(customerAnswer.headers.get('set-cookie')).toBeNull();
  });
});
