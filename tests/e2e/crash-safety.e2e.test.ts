/**
 * Issue 14, case 1: the production server killed (SIGKILL) while checkouts run, on PGlite and on
 * PostgreSQL. After a restart on the same data: no order without its lines (nor lines without an
 * order), no stock and no wallet balance taken without an order, and each checkout that was in
 * flight, retried with its Idempotency-Key (placeOrder's `idempotencyKey`), is placed exactly once.
 * The database is read directly after the server is stopped.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@souq/core/db/client.ts';
import { selectRows } from '@souq/core/db/rows.ts';
import { products } from '@souq/core/db/schema/catalog.schema.ts';
import { startSession } from '@souq/core/accounts/session.service.ts';
import { adjustWallet, walletBalanceMinor } from '@souq/core/wallet/wallet.service.ts';
import { emptyPostgresDatabase, graphqlField } from '@souq/testing/e2e-harness.ts';
import { isPostgresReachable, startTestServer, type TestServer } from '@souq/testing';
import { seedCheckoutCatalog } from '@souq/testing/cart-checkout.fixture.ts';
import { buildCustomer } from '@souq/testing/builders/index.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

const STOCK = 1_000;
const WALLET_MINOR = 10_000_000;
const LOOPS = 3;
const KILL_AFTER_ORDERS = 4;
const KILL_DELAY_MS = 5;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const postgresReachable = await isPostgresReachable();
const JWT_SECRET = crypto.randomBytes(32).toString('base64url');

const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const ADD_TO_CART = `mutation($image: ID) { addToCart(image: $image, quantity: 1, currentCountry: "eg") { status_code message data { _id } } }`;
const PLACE = `mutation($cartId: ID, $addr: ID, $paymentMethod: String, $useWallet: Boolean, $idempotencyKey: String) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: $paymentMethod, useWallet: $useWallet, currentCountry: "eg", idempotencyKey: $idempotencyKey) {
    status_code message data { _id }
  }
}`;

interface Engine {
  name: 'pglite' | 'postgres';
  env: Record<string, string>;
  /** Opens the database directly (the server must be stopped for PGlite). */
  open(): Promise<Database>;
}

async function pgliteEngine(dataDir: string): Promise<Engine> {
  return {
    name: 'pglite',
    env: {},
    open: () => openDatabase({ dataDir: path.join(dataDir, 'db') }),
  };
}

async function postgresEngine(): Promise<Engine> {
  const { url, drop } = await emptyPostgresDatabase('souq_crash');
  cleanups.push(drop);
  return {
    name: 'postgres',
    env: { DATABASE_URL: url },
    open: () => openDatabase({ url, poolSize: 2 }),
  };
}

async function withDatabase<T>(engine: Engine, run: (database: Database) => Promise<T>): Promise<T> {
  const database = await engine.open();
  try {
    return await run(database);
  } finally {
    await database.close();
  }
}

async function crashDuringCheckouts(engine: Engine, dataDir: string) {
  const start = async () => {
    const server = await startTestServer({ dataDir, env: { ...engine.env, JWT_SECRET } });
    cleanups.push(() => server.stop('SIGKILL'));
    return server;
  };

  // 1. A small catalogue, a customer with an Egyptian address, a session, plenty of stock and a
  // funded wallet, written directly (the test fixtures: much faster than the demo marketplace).
  const prepared = await withDatabase(engine, async (database) => {
    await database.migrate();
    const now = new Date();
    const fixture = await seedCheckoutCatalog(database.db, now);
    await database.db
      .update(products)
      .set({ availableEdition: STOCK })
      .where(eq(products.id, fixture.nileId));
    const [customer, staff] = [await buildCustomer(database.db), await buildCustomer(database.db, 'Staff')];
    const admin = { ...staff!.actor, privilageType: 'admin' as const };
    await adjustWallet(testServiceContext(database.db, { user: admin, now }), {
      userId: customer.id,
      amountMinor: WALLET_MINOR,
      currency: 'EGP',
      reason: 'crash test',
    });
    const session = await startSession(database, new TextEncoder().encode(JWT_SECRET), customer.actor, {
      method: 'password',
      now,
    });
    return {
      customerId: customer.id,
      addr: customer.addressIds.eg,
      token: session.token,
      productId: fixture.nileId,
      imageId: fixture.nileImageId,
      wallet: await walletBalanceMinor(database, customer.id, 'EGP'),
    };
  });
  const { customerId, addr, token, productId, imageId } = prepared;
  const before = { wallet: prepared.wallet };
  let server: TestServer = await start();

  // 3. Checkouts in LOOPS loops (cash on delivery and wallet), killed in the middle.
  const inFlight = new Map<string, { cartId: string; paymentMethod: string | null; useWallet: boolean }>();
  let killed = false;
  let placedBeforeKill = 0;
  let signalKill: () => void = () => undefined;
  const killTime = new Promise<void>((resolve) => (signalKill = resolve));
  const loop = async (index: number) => {
    for (let attempt = 0; !killed; attempt += 1) {
      const key = `crash-${index}-${attempt}`;
      const body =
        index % 2 === 0
          ? { paymentMethod: 'cod', useWallet: false }
          : { paymentMethod: null, useWallet: true };
      try {
        const cart = await graphqlField<{ _id: string }>(server.url, ADD_TO_CART, { image: imageId }, token);
        inFlight.set(key, { cartId: cart.data._id, ...body });
        const placing = graphqlField<{ _id: string } | null>(
          server.url,
          PLACE,
          { cartId: cart.data._id, addr, idempotencyKey: key, ...body },
          token,
        );
        // Once a few orders went through (the first requests of a fresh process are slow), the
        // kill lands a few milliseconds into a checkout.
        if (placedBeforeKill >= KILL_AFTER_ORDERS) signalKill();
        const placed = await placing;
        if (placed.status_code === 200) {
          inFlight.delete(key);
          placedBeforeKill += 1;
        }
      } catch {
        return; // the server died under this request
      }
    }
  };
  const loops = Array.from({ length: LOOPS }, (_, index) => loop(index));
  await Promise.race([killTime, sleep(30_000)]);
  await sleep(KILL_DELAY_MS);
  killed = true;
  await server.stop('SIGKILL');
  await Promise.all(loops);
  expect(placedBeforeKill, 'checkouts ran before the kill').toBeGreaterThan(0);
  expect(inFlight.size, 'checkouts were cut by the kill').toBeGreaterThan(0);

  // 4. Restart on the same data: each checkout that was in flight, retried with its key, is placed once.
  server = await start();
  const retried = new Map<string, string>();
  for (const [key, request] of inFlight) {
    // The cart is filled again first: a key whose order was never placed places one now (an empty
    // cart would answer the cart's latest order instead, see RESUBMIT_WINDOW_MS).
    const cart = await graphqlField<{ _id: string }>(server.url, ADD_TO_CART, { image: imageId }, token);
    expect(cart.data._id).toBe(request.cartId);
    const variables = { addr, idempotencyKey: key, ...request };
    const first = await graphqlField<{ _id: string }>(server.url, PLACE, variables, token);
    const again = await graphqlField<{ _id: string }>(server.url, PLACE, variables, token);
    expect(first.status_code, JSON.stringify(first)).toBe(200);
    expect(again).toEqual(first);
    retried.set(key, first.data._id);
  }
  expect(await server.stop('SIGTERM')).toBe(0);

  // 5. Read the database directly.
  await withDatabase(engine, async (database) => {
    const [orphans] = await selectRows<{ orders_without_lines: number; lines_without_order: number }>(
      database.db,
      sql`select
        (select count(*)::int from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)) as orders_without_lines,
        (select count(*)::int from order_lines l where not exists (select 1 from orders o where o.id = l.order_id)) as lines_without_order`,
    );
    expect(orphans).toEqual({ orders_without_lines: 0, lines_without_order: 0 });

    const [sold] = await selectRows<{ units: number }>(
      database.db,
      sql`select coalesce(sum(quantity), 0)::int as units from order_lines where product_id = ${productId}`,
    );
    const [product] = await database.db.select().from(products).where(eq(products.id, productId));
    expect(product!.availableEdition! + sold!.units).toBe(STOCK);

    const [paid] = await selectRows<{ by_orders: number; by_entries: number; entries_without_order: number }>(
      database.db,
      sql`select
        (select coalesce(sum(wallet_amount_minor), 0)::int from orders where customer_id = ${customerId}) as by_orders,
        (select coalesce(-sum(amount_minor), 0)::int from wallet_entries where user_id = ${customerId} and reason = 'order_payment') as by_entries,
        (select count(*)::int from wallet_entries w where w.reason = 'order_payment'
           and (w.order_id is null or not exists (select 1 from orders o where o.id = w.order_id))) as entries_without_order`,
    );
    expect(paid!.entries_without_order).toBe(0);
    expect(paid!.by_entries).toBe(paid!.by_orders);
    expect(await walletBalanceMinor(database, customerId, 'EGP')).toBe(before.wallet - paid!.by_orders);

    for (const [key, orderId] of retried) {
      const rows = await selectRows<{ id: string }>(
        database.db,
        sql`select id from orders where idempotency_key = ${`${customerId}:${key}`}`,
      );
      expect(rows.map((row) => row.id)).toEqual([orderId]);
    }
  });
  return { placedBeforeKill, inFlight: inFlight.size, retried: retried.size };
}

describe('SIGKILL during checkouts', () => {
  it('on PGlite: no partial order, no stock or balance taken without an order, each retry placed once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-crash-pglite-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const outcome = await crashDuringCheckouts(await pgliteEngine(dataDir), dataDir);
    expect(outcome.placedBeforeKill).toBeGreaterThan(0);
  });

  it.skipIf(!postgresReachable)(
    'on PostgreSQL: no partial order, no stock or balance taken without an order, each retry placed once',
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-crash-postgres-'));
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      const outcome = await crashDuringCheckouts(await postgresEngine(), dataDir);
      expect(outcome.placedBeforeKill).toBeGreaterThan(0);
    },
  );
});
