/**
 * Issue 14, case 10 (sessions and CSRF) against the in-process app server: sessions end when the
 * user's rights end (logout, password change and reset, block, deactivation, role and privilege
 * change), for bearer tokens on /graphql and for the cookie on /api/me, while other users'
 * sessions continue; cookie flags; cross-site and "simple request" mutations refused.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@souq/core/accounts/password.ts';
import type { Database } from '@souq/core/db/client.ts';
import { addresses, users } from '@souq/core/db/schema/accounts.schema.ts';
import { orders } from '@souq/core/db/schema/orders.schema.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { createContractRuntime, createTestDatabase } from '@souq/testing';
import { seedCheckoutCatalog, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import { createAppServer } from './app-server.ts';

const PASSWORD = 'secret-pass-1';
const ENVELOPE = 'status_code message error_code';

let database: Database;
let runtime: AppRuntime;
let server: http.Server;
let url: string;
let fixture: CheckoutFixture;

beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-sessions-'));
  runtime = createContractRuntime(database, { env: { DATA_DIR: dataDir } });
  fs.mkdirSync(path.join(dataDir, 'no-client'));
  server = createAppServer({
    runtime,
    clientDir: path.join(dataDir, 'no-client'),
    build: () => Promise.reject(new Error('pages are not served in this test')),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fixture = await seedCheckoutCatalog(database.db, new Date());
});
afterAll(async () => {
  if (server) await new Promise((resolve) => server.close(resolve));
  await database?.close();
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
