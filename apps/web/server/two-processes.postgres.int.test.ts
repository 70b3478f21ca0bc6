/**
 * Issue 19, several processes (ARCHITECTURE.md, Scale; docs/decisions/037): two production server
 * processes (the built app, as `npm start` runs it) on one fresh PostgreSQL database with one
 * JWT_SECRET. A session made on one works on the other and a logout on one ends it on both; a price
 * and the support chat's settings changed in the database show at once on the other's product page, and a product unpublished
 * through one's dashboard leaves the other's keyword suggestions at once (the 'catalog' change
 * notice, LISTEN/NOTIFY); a picture uploaded through one is served by the other from one bucket (an
 * S3-compatible server of the test's own); due jobs run exactly once between both workers; the login throttle counts
 * attempts made on both; one process killed (SIGKILL) in the middle of checkouts loses nothing and
 * the other keeps serving and places each cut checkout once when it is retried.
 *
 * The processes are shared by the cases, which run in order (the last one kills A).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '@souq/api/auth/session-cookie.ts';
import { hashPassword } from '@souq/core/accounts/password.ts';
import { startSession } from '@souq/core/accounts/session.service.ts';
import { openDatabase, type Database } from '@souq/core/db/client.ts';
import { selectRows } from '@souq/core/db/rows.ts';
import { users } from '@souq/core/db/schema/accounts.schema.ts';
import { productPrices, products } from '@souq/core/db/schema/catalog.schema.ts';
import { jobs } from '@souq/core/db/schema/system.schema.ts';
import { siteSettings } from '@souq/core/db/schema/settings.schema.ts';
import { enqueueEmail } from '@souq/core/jobs/jobs.service.ts';
import { readOutbox } from '@souq/core/notifications/outbox.ts';
import { THROTTLE_RULES } from '@souq/core/accounts/throttle.ts';
import {
  quoteIdentifier,
  startTestServer,
  testDatabaseUrl,
  withDatabaseName,
  type TestServer,
} from '@souq/testing';
import { buildCustomer } from '@souq/testing/builders/index.ts';
import { seedCheckoutCatalog, type CheckoutFixture } from '@souq/testing/cart-checkout.fixture.ts';
import { startS3Server } from '@souq/testing/s3-server.ts';
import sharp from 'sharp';

const JWT_SECRET = crypto.randomBytes(32).toString('base64url');
const PASSWORD = 'two-process-pass';
const STOCK = 500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Envelope<T> {
  status_code: number;
  message: string;
  data: T;
}

async function graphql<T>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<Envelope<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return Object.values(body.data!)[0] as Envelope<T>;
}

const LOGIN = `mutation($email: String, $password: String) { login(email: $email, password: $password) { status_code message data { _id jwt } } }`;
const ORDERS = `query($user: ID) { getOrdersByUserId(user: $user, currentCountry: "eg") { status_code message } }`;
const ADD_TO_CART = `mutation($image: ID) { addToCart(image: $image, quantity: 1, currentCountry: "eg") { status_code message data { _id } } }`;
const PLACE = `mutation($cartId: ID, $addr: ID, $idempotencyKey: String) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: "cod", currentCountry: "eg", idempotencyKey: $idempotencyKey) {
    status_code message data { _id }
  }
}`;

async function withAdmin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const cleanups: Array<() => Promise<unknown>> = [];
let database: Database;
let fixture: CheckoutFixture;
let a: TestServer;
let b: TestServer;
let staffCookie: string;
let customer: { id: string; email: string; addr: string };
let throttled: { email: string };

beforeAll(async () => {
  const name = `souq_two_${crypto.randomBytes(5).toString('hex')}`;
  await withAdmin((client) => client.query(`create database ${quoteIdentifier(name)}`));
  cleanups.push(() =>
    withAdmin((client) => client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`)),
  );
  const url = withDatabaseName(testDatabaseUrl(), name);
  database = await openDatabase({ url, poolSize: 3 });
  cleanups.push(() => database.close());
  await database.migrate();

  // The small checkout catalogue of the fixtures (the demo marketplace would take half a minute).
  const now = new Date();
  fixture = await seedCheckoutCatalog(database.db, now);
  await database.db.update(products).set({ availableEdition: STOCK }).where(eq(products.id, fixture.nileId));
  const passwordHash = await hashPassword(PASSWORD);
  const shopper = await buildCustomer(database.db, 'Two');
  const locked = await buildCustomer(database.db, 'Locked');
  await database.db.update(users).set({ passwordHash }).where(eq(users.id, shopper.id));
  await database.db.update(users).set({ passwordHash }).where(eq(users.id, locked.id));
  const [shopperRow] = await database.db.select().from(users).where(eq(users.id, shopper.id));
  const [lockedRow] = await database.db.select().from(users).where(eq(users.id, locked.id));
  customer = { id: shopper.id, email: shopperRow!.email!, addr: shopper.addressIds.eg };
  throttled = { email: lockedRow!.email! };
  const staff = await buildCustomer(database.db, 'Staff');
  await database.db.update(users).set({ privilageType: 'superAdmin' }).where(eq(users.id, staff.id));
  const staffSession = await startSession(
    database,
    new TextEncoder().encode(JWT_SECRET),
    { ...staff.actor, privilageType: 'superAdmin' },
    { method: 'password', now },
  );
  staffCookie = `${SESSION_COOKIE}=${staffSession.token}`;

  // One bucket for both (an S3-compatible server of the test's own): an upload through one process
  // is served by the other.
  const s3 = await startS3Server();
  cleanups.push(() => s3.close());

  // Two processes, each with its own data folder (outbox), one database and one signing secret.
  const start = async (label: string) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `souq-two-${label}-`));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const server = await startTestServer({
      dataDir,
      env: {
        DATABASE_URL: url,
        DATABASE_POOL_SIZE: '4',
        JWT_SECRET,
        JOBS_POLL_MS: '100',
        SEED_ON_START: 'false',
        ...s3.env,
      },
    });
    cleanups.push(() => server.stop('SIGKILL'));
    return server;
  };
  [a, b] = await Promise.all([start('a'), start('b')]);
}, 120_000);

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('two server processes on one PostgreSQL database', () => {
  it('a session made on A works on B, and a logout on B ends it on A', async () => {
    const login = await graphql<{ _id: string; jwt: string }>(a.url, LOGIN, {
      email: customer.email,
      password: PASSWORD,
    });
    expect(login.status_code, login.message).toBe(200);
    const token = login.data.jwt;
    expect((await graphql(b.url, ORDERS, { user: customer.id }, token)).status_code).toBe(200);
    expect((await graphql(b.url, ORDERS, { user: customer.id })).status_code).not.toBe(200);

    const logout = await fetch(`${b.url}/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Origin: b.url, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(logout.status).toBeLessThan(500);
    expect((await graphql(a.url, ORDERS, { user: customer.id }, token)).status_code).not.toBe(200);
  });

  it('a price changed shows at once on the other process; a product unpublished through A leaves B’s suggestions at once', async () => {
    const page = (server: TestServer) =>
      fetch(`${server.url}/en-eg/products/${fixture.nileId}`).then((response) => response.text());
    /**
     * B's page once the change notice reached it: B keeps anonymous pages (decision 039) until
     * its listening connection hears of the commit, a moment after it.
     */
    const pageOnceChanged = async (server: TestServer, shows: (html: string) => boolean) => {
      const deadline = Date.now() + 2_000;
      let html = await page(server);
      while (!shows(html) && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        html = await page(server);
      }
      return html;
    };
    expect(await page(b)).not.toContain('4,321');
    await database.db
      .update(productPrices)
      .set({ amountMinor: 432_100 })
      .where(and(eq(productPrices.productId, fixture.nileId), eq(productPrices.country, 'eg')));
    expect(await pageOnceChanged(b, (html) => html.includes('4,321'))).toContain('4,321');

    // Settings too (the support chat of SPEC.md section 7): a WhatsApp number and a pixel id set
    // in the database show at once on the other's pages; the pixel loads nothing before consent.
    expect(await page(b)).not.toContain('https://wa.me/201001234567');
    await database.db.update(siteSettings).set({ whatsappEg: '+20 100 123 4567', metaPixelId: '1234567890' });
    const withChat = await pageOnceChanged(b, (html) => html.includes('wa.me/201001234567'));
    expect(withChat).toContain('href="https://wa.me/201001234567"');
    expect(withChat).not.toMatch(/<script[^>]+(facebook|tiktok|snapchat|sc-static|tawk|sentry)/);

    // "Home" has one product (the mug): B keeps the catalogue's names in memory (catalogue-terms.ts).
    const suggestions = async () => {
      const response = await fetch(`${b.url}/en-eg/search-suggestions?q=hom`);
      const body = (await response.json()) as { keywords: { text: string }[] };
      return body.keywords.map((keyword) => keyword.text);
    };
    expect(await suggestions()).toContain('Home');
    const unpublish = await fetch(`${a.url}/en-eg/admin/products/${fixture.mugId}`, {
      method: 'POST',
      headers: {
        Cookie: staffCookie,
        Origin: a.url,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ intent: 'unpublish' }).toString(),
    });
    expect(unpublish.status, await unpublish.text().then((text) => text.slice(0, 300))).toBe(200);
    const [mug] = await database.db.select().from(products).where(eq(products.id, fixture.mugId));
    expect(mug!.status).toBe('draft');
    // The notice is delivered when A's transaction commits, before A answers; B reads it from its
    // listening connection a moment later.
    const deadline = Date.now() + 2_000;
    let seen = await suggestions();
    while (seen.includes('Home') && Date.now() < deadline) {
      await sleep(50);
      seen = await suggestions();
    }
    expect(seen).not.toContain('Home');
  });

  it('a picture uploaded through A is served by B from the shared bucket', async () => {
    const login = await graphql<{ jwt: string }>(a.url, LOGIN, { email: customer.email, password: PASSWORD });
    expect(login.status_code, login.message).toBe(200);
    const form = new FormData();
    const jpeg = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#0f5c4d' } })
      .jpeg()
      .toBuffer();
    form.append('image', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'photo.jpg');
    const uploaded = await fetch(`${a.url}/api/user/upload-one`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${login.data.jwt}` },
    });
    expect(uploaded.status).toBe(200);
    const { file } = (await uploaded.json()) as { file: { filename: string } };
    const served = await fetch(`${b.url}/uploads/${file.filename}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(200);
  });

  it('due jobs run exactly once between the two workers', async () => {
    const COUNT = 40;
    const marker = `two-process-${crypto.randomBytes(4).toString('hex')}`;
    await database.db.transaction(async (tx) => {
      for (let index = 0; index < COUNT; index += 1)
        await enqueueEmail(
          { db: tx as never },
          {
            to: `job-${index}@example.com`,
            subject: `${marker} ${index}`,
            text: 'x',
            lang: 'en',
            template: marker,
          },
        );
    });
    const deadline = Date.now() + 20_000;
    let pending = COUNT;
    while (pending > 0 && Date.now() < deadline) {
      await sleep(100);
      const [row] = await selectRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ${jobs} where ${jobs.payload}->>'template' = ${marker} and ${jobs.status} <> 'succeeded'`,
      );
      pending = row!.n;
    }
    expect(pending).toBe(0);
    const attempts = await database.db
      .select({ attempts: jobs.attempts })
      .from(jobs)
      .where(sql`${jobs.payload}->>'template' = ${marker}`);
    expect(attempts.map((row) => row.attempts)).toEqual(Array(COUNT).fill(1));
    const sent = [...(await readOutbox(a.dataDir)), ...(await readOutbox(b.dataDir))].flatMap((message) =>
      'subject' in message && message.subject.startsWith(marker) ? [message.subject] : [],
    );
    expect(sent).toHaveLength(COUNT);
    expect(new Set(sent).size).toBe(COUNT);
  });

  it('the login throttle counts the attempts made on both processes', async () => {
    const limit = THROTTLE_RULES.loginAccount.limit;
    const codes: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      const server = attempt % 2 === 0 ? a : b;
      const answer = await graphql(server.url, LOGIN, { email: throttled.email, password: 'wrong' });
      codes.push(answer.status_code);
    }
    expect(codes.slice(0, limit)).not.toContain(429);
    expect(codes.at(-1)).toBe(429);
    // The right password is refused too while the account is throttled, on either process.
    expect((await graphql(b.url, LOGIN, { email: throttled.email, password: PASSWORD })).status_code).toBe(
      429,
    );
  });

  it('A killed (SIGKILL) in the middle of checkouts loses nothing; B keeps serving and places each cut checkout once', async () => {
    const login = await graphql<{ jwt: string }>(b.url, LOGIN, { email: customer.email, password: PASSWORD });
    const token = login.data.jwt;
    const inFlight = new Map<string, string>();
    let placed = 0;
    let killed = false;
    const loop = async (index: number) => {
      for (let attempt = 0; !killed; attempt += 1) {
        const key = `two-${index}-${attempt}`;
        try {
          const cart = await graphql<{ _id: string }>(
            a.url,
            ADD_TO_CART,
            { image: fixture.nileImageId },
            token,
          );
          inFlight.set(key, cart.data._id);
          const answer = await graphql(
            a.url,
            PLACE,
            { cartId: cart.data._id, addr: customer.addr, idempotencyKey: key },
            token,
          );
          if (answer.status_code === 200) {
            inFlight.delete(key);
            placed += 1;
          }
        } catch {
          return; // A died under this request
        }
      }
    };
    const loops = [loop(0), loop(1)];
    const deadline = Date.now() + 20_000;
    while (placed < 3 && Date.now() < deadline) await sleep(20);
    await sleep(5);
    killed = true;
    await a.stop('SIGKILL');
    await Promise.all(loops);
    expect(placed).toBeGreaterThan(0);

    // B serves on, and nothing half-written is in the database.
    expect((await fetch(`${b.url}/en-eg/products/${fixture.nileId}`)).status).toBe(200);
    const [orphans] = await selectRows<{ orders_without_lines: number; lines_without_order: number }>(
      database.db,
      sql`select
        (select count(*)::int from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)) as orders_without_lines,
        (select count(*)::int from order_lines l where not exists (select 1 from orders o where o.id = l.order_id)) as lines_without_order`,
    );
    expect(orphans).toEqual({ orders_without_lines: 0, lines_without_order: 0 });
    const [sold] = await selectRows<{ units: number }>(
      database.db,
      sql`select coalesce(sum(quantity), 0)::int as units from order_lines where product_id = ${fixture.nileId}`,
    );
    const [product] = await database.db.select().from(products).where(eq(products.id, fixture.nileId));
    expect(product!.availableEdition! + sold!.units).toBe(STOCK);

    // Each checkout A was running when it died, retried on B with its key, is placed exactly once.
    for (const [key, cartId] of inFlight) {
      const cart = await graphql<{ _id: string }>(b.url, ADD_TO_CART, { image: fixture.nileImageId }, token);
      expect(cart.data._id).toBe(cartId);
      const variables = { cartId, addr: customer.addr, idempotencyKey: key };
      const first = await graphql<{ _id: string }>(b.url, PLACE, variables, token);
      const again = await graphql<{ _id: string }>(b.url, PLACE, variables, token);
      expect(first.status_code, first.message).toBe(200);
      expect(again).toEqual(first);
      const rows = await selectRows<{ id: string }>(
        database.db,
        sql`select id from orders where idempotency_key = ${`${customer.id}:${key}`}`,
      );
      expect(rows.map((row) => row.id)).toEqual([first.data._id]);
    }
  });
});
