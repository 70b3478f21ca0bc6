/**
 * A shopper's order updates (issue 23): the badge of the user menu counts the status changes of
 * their orders that someone else made since they last opened their orders; the order's creation
 * and their own changes do not count; opening the orders resets it; another shopper's orders
 * never count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer, buildOrder, buildUser } from '@souq/testing/builders/index.ts';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { expectDomainError } from '@souq/testing/domain-error.ts';
import type { Database } from '../db/client.ts';
import type { Actor } from '../context.ts';
import { getSessionSummary } from '../accounts/session-summary.service.ts';
import { recordOrderStatusChange } from './order-status-events.ts';
import { markOrderUpdatesSeen } from './order-updates.service.ts';

let database: Database;
const start = new Date(Date.now() + 60_000);
const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
const ctx = (user: Actor | null, minutes = 0) => testServiceContext(database.db, { user, now: at(minutes) });
const badge = async (user: Actor) => (await getSessionSummary(ctx(user))).notifications;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe("a shopper's order updates", () => {
  it('counts changes made by others after the last visit to the orders, and resets there', async () => {
    const shopper = await buildCustomer(database.db, 'Mona');
    const other = await buildCustomer(database.db, 'Hany');
    const staff = await buildUser(database.db, { privilageType: 'admin' });
    const order = await buildOrder(database.db, { customer: shopper, now: at(0) });
    await buildOrder(database.db, { customer: other, now: at(0) });
    expect(await badge(shopper.actor)).toBe(0); // placing it is no news

    await recordOrderStatusChange(
      { db: database.db, now: at(1) },
      { orderId: order.order.id, from: 'placed', to: 'in_production', actorId: staff.id, email: false },
    );
    expect(await badge(shopper.actor)).toBe(1);
    expect(await badge(other.actor)).toBe(0);

    // The shopper's own change (a cancellation) is not news to them.
    await recordOrderStatusChange(
      { db: database.db, now: at(2) },
      { orderId: order.order.id, from: 'in_production', to: 'cancelled', actorId: shopper.id, email: false },
    );
    expect(await badge(shopper.actor)).toBe(1);

    await markOrderUpdatesSeen(ctx(shopper.actor, 3));
    expect(await badge(shopper.actor)).toBe(0);
  });

  it('asks for a signed-in user to mark anything seen', async () => {
    await expectDomainError(markOrderUpdatesSeen(ctx(null)));
  });
});
