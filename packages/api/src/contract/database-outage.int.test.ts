/**
 * Issue 14, case 3: the database goes away under load. On PostgreSQL the server ends every
 * connection (pg_terminate_backend, as a failover or a restart does) during a burst of reads, cart
 * writes and checkouts; on PGlite the embedded database is closed under a request. Every answer is
 * a 200 or a clean 503 envelope, never 500 nor a crash, nothing is half-written, and on PostgreSQL
 * the pool recovers by itself.
 */
import { eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '@souq/core/db/schema/catalog.schema.ts';
import { selectRows } from '@souq/core/db/client.ts';
import { testDatabaseKind } from '@souq/testing';
import { terminateBackends, withQueryLatency } from '@souq/testing/database-faults.ts';
import { ADD_TO_CART, ENVELOPE_FIELDS, useCartContract } from './cart-contract.setup.ts';
import { productListQuery } from './catalog-pages-contract.setup.ts';

const PLACE = `mutation PlaceOrder($cartId: ID, $addr: ID, $idempotencyKey: String) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: "cod", idempotencyKey: $idempotencyKey) {
    ${ENVELOPE_FIELDS} data { _id items { quantity } }
  }
}`;
const NEW_ARRIVALS = productListQuery('getNewArrivals');
const UNAVAILABLE = {
  status_code: 503,
  message: 'The service is temporarily unavailable. Please try again in a moment.',
  errors: ['The service is temporarily unavailable. Please try again in a moment.'],
  message_key: 'errors.service.unavailable',
  error_code: 'SERVICE_UNAVAILABLE',
  data: null,
};
const STOCK = 1000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const api = useCartContract();

const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
beforeAll(() => {
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
});
afterAll(() => {
  process.off('uncaughtException', onUncaught);
  process.off('unhandledRejection', onUncaught);
});

interface Answer {
  http: number;
  retryAfter: string | null;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
  envelope: { status_code: number; error_code: string | null; data: unknown } | undefined;
}

async function run(query: string, variables: Record<string, unknown>, token?: string): Promise<Answer> {
  const response = await api.client.execute<Record<string, Answer['envelope']>>(query, {
    variables,
    ...(token ? { token } : {}),
  });
  return {
    http: response.status,
    retryAfter: response.headers.get('retry-after'),
    errors: response.body.errors as Answer['errors'],
    envelope: Object.values(response.body.data ?? {})[0],
  };
}

/**
 * What an answer was: 'ok' (200 and its envelope 200), 'unavailable' (a clean 503: the envelope's
 * status_code 503 when a resolver met the outage, or HTTP 503 with the one SERVICE_UNAVAILABLE error
 * when the request's session could not even be read), or the answer itself, which fails the test.
 */
function kindOf(answer: Answer): 'ok' | 'unavailable' | Answer {
  if (answer.http === 200 && !answer.errors && answer.envelope?.status_code === 200) return 'ok';
  if (answer.http === 200 && !answer.errors && answer.envelope?.status_code === 503) {
    expect(answer.envelope).toMatchObject(UNAVAILABLE);
    return 'unavailable';
  }
  if (answer.http === 503 && answer.envelope === undefined && answer.errors?.length === 1) {
    expect(answer.errors[0]).toMatchObject({
      message: UNAVAILABLE.message,
      extensions: { code: 'SERVICE_UNAVAILABLE', message_key: 'errors.service.unavailable' },
    });
    expect(answer.retryAfter).toBe('5');
    return 'unavailable';
  }
  return answer;
}

/** Every order has its lines and the stock taken equals the quantities ordered. */
async function expectNothingHalfWritten() {
  const db = api.database.db;
  const [orphans] = await selectRows<{ orders_without_lines: number; lines_without_order: number }>(
    db,
    sql`select
      (select count(*)::int from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)) as orders_without_lines,
      (select count(*)::int from order_lines l where not exists (select 1 from orders o where o.id = l.order_id)) as lines_without_order`,
  );
  expect(orphans).toEqual({ orders_without_lines: 0, lines_without_order: 0 });
  const [{ ordered }] = (await selectRows<{ ordered: number }>(
    db,
    sql`select coalesce(sum(quantity), 0)::int as ordered from order_lines where product_id = ${api.fixture.nileId}`,
  )) as [{ ordered: number }];
  const [product] = await db
    .select({ available: products.availableEdition })
    .from(products)
    .where(eq(products.id, api.fixture.nileId));
  expect(product!.available! + ordered).toBe(STOCK);
}

describe.skipIf(testDatabaseKind() !== 'postgres')(
  'PostgreSQL backends terminated during reads, cart writes and checkouts (PostgreSQL only: PGlite has no connection to lose, see the PGlite test below)',
  () => {
    it('answers 200 or a clean 503, never 500; nothing is half-written; the pool recovers; the process lives', async () => {
      await api.database.db
        .update(products)
        .set({ availableEdition: STOCK })
        .where(eq(products.id, api.fixture.nileId));
      const customers = await Promise.all(
        Array.from({ length: 6 }, async (_, index) => {
          const me = await api.signIn();
          const cart = await api.add({ image: api.fixture.nileImageId, quantity: 1 + (index % 2) }, me.token);
          return { me, cart, key: `outage-${index}` };
        }),
      );
      const place = (customer: (typeof customers)[number]) =>
        run(
          PLACE,
          { cartId: customer.cart._id, addr: customer.me.addressIds.eg, idempotencyKey: customer.key },
          customer.me.token,
        );
      const burst = () => [
        ...Array.from({ length: 4 }, () => run(NEW_ARRIVALS, {})),
        ...customers
          .slice(0, 3)
          .map((c) => run(ADD_TO_CART, { image: api.fixture.canvasImageId }, c.me.token)),
        ...customers.map(place),
      ];

      // 10 ms more per statement keeps transactions open long enough to be cut in the middle.
      const removeLatency = withQueryLatency(api.database, 10);
      const answers: Answer[] = [];
      let terminated = 0;
      try {
        for (let round = 0; round < 3; round += 1) {
          const inFlight = burst();
          // Twice per round, at different moments: sessions being read, carts and orders being written.
          for (const wait of [20 + round * 20, 60]) {
            await sleep(wait);
            terminated += await terminateBackends(api.database.location);
          }
          answers.push(...(await Promise.all(inFlight)));
        }
      } finally {
        removeLatency();
      }
      expect(terminated).toBeGreaterThan(0);

      const kinds = answers.map(kindOf);
      for (const kind of kinds) expect(['ok', 'unavailable']).toContain(kind);
      expect(
        kinds.filter((kind) => kind === 'unavailable').length,
        'some requests were cut by the outage',
      ).toBeGreaterThan(0);
      await expectNothingHalfWritten();

      // The pool recovered: everything answers again, and each checkout retried with its key is
      // placed exactly once.
      for (const answer of await Promise.all(burst())) expect(kindOf(answer)).toBe('ok');
      const orders = await Promise.all(customers.map(place));
      const ids = orders.map((answer) => (answer.envelope!.data as { _id: string })._id);
      expect(new Set(ids).size).toBe(customers.length);
      const [{ count }] = (await selectRows<{ count: number }>(
        api.database.db,
        sql`select count(*)::int as count from orders`,
      )) as [{ count: number }];
      expect(count).toBe(customers.length);
      await expectNothingHalfWritten();
      // No connection is held by a request that failed (a BEGIN cut by the outage used to keep
      // its client checked out for good, until the pool had none left).
      const pool = (api.database.db as unknown as { $client: Pool }).$client;
      await expect.poll(() => pool.totalCount - pool.idleCount, { timeout: 5_000 }).toBe(0);
      expect(uncaught).toEqual([]);
    });
  },
);

describe.skipIf(testDatabaseKind() !== 'pglite')('a closed PGlite (PGlite only)', () => {
  it('answers reads, cart writes and checkouts with a clean 503, never 500 nor a crash', async () => {
    const me = await api.signIn();
    const cart = await api.add({ image: api.fixture.nileImageId }, me.token);
    // Closed under a request in flight (a shutdown racing a request), then for the next ones.
    const removeLatency = withQueryLatency(api.database, 20);
    const inFlight = run(
      PLACE,
      { cartId: cart._id, addr: me.addressIds.eg, idempotencyKey: 'closed' },
      me.token,
    );
    await sleep(30);
    await api.database.close();
    removeLatency();
    const answers = [
      await inFlight,
      await run(NEW_ARRIVALS, {}),
      await run(ADD_TO_CART, { image: api.fixture.canvasImageId }, me.token),
      await run(PLACE, { cartId: cart._id, addr: me.addressIds.eg, idempotencyKey: 'closed' }, me.token),
    ];
    // The request in flight either finished before the close or was refused cleanly.
    expect(['ok', 'unavailable']).toContain(kindOf(answers[0]!));
    for (const answer of answers.slice(1)) expect(kindOf(answer)).toBe('unavailable');
    expect(uncaught).toEqual([]);
  });
});
