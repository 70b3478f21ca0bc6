/**
 * Issue 14, case 3 on PGlite (this file runs in the pglite project only: PGlite runs in the process
 * and has no connection to lose): the embedded database closed under a request in flight and for
 * the next ones answers a clean 503, never 500 nor a crash.
 */
import { describe, expect, it } from 'vitest';
import { withQueryLatency } from '@souq/testing/database-faults.ts';
import { ADD_TO_CART } from '@souq/testing/cart-contract.fixture.ts';
import { NEW_ARRIVALS, PLACE, sleep, useDatabaseOutage } from '@souq/testing/database-outage.fixture.ts';

const { api, uncaught, run, kindOf } = useDatabaseOutage();

describe('a closed PGlite', () => {
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
