/**
 * Issue 14, case 3 on PostgreSQL (this file runs in the postgres project only): the server ends
 * every connection (pg_terminate_backend, as a failover or a restart does) during a burst of reads,
 * cart writes and checkouts. Every answer is a 200 or a clean 503, nothing is half-written, no
 * connection stays checked out, and the pool recovers by itself.
 */
import { eq, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { products } from '@souq/core/db/schema/catalog.schema.ts';
import { selectRows } from '@souq/core/db/rows.ts';
import { terminateBackends, withQueryLatency } from '@souq/testing/database-faults.ts';
import { ADD_TO_CART } from '@souq/testing/cart-contract.fixture.ts';
import {
  NEW_ARRIVALS,
  PLACE,
  STOCK,
  sleep,
  useDatabaseOutage,
  type Answer,
} from '@souq/testing/database-outage.fixture.ts';

const { api, uncaught, run, kindOf, expectNothingHalfWritten } = useDatabaseOutage();

describe('PostgreSQL backends terminated during reads, cart writes and checkouts', () => {
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
      ...customers.slice(0, 3).map((c) => run(ADD_TO_CART, { image: api.fixture.canvasImageId }, c.me.token)),
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
});
