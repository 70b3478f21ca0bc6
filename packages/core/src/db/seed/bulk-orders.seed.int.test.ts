import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openCheckoutDatabase } from '@souq/testing/cart-checkout.fixture.ts';
import { testDatabaseKind } from '@souq/testing/test-database.ts';
import type { Database } from '../client.ts';
import { bulkCustomerEmail, seedBulkOrders } from './bulk-orders.seed.ts';

const base = new Date('2026-01-01T00:00:00Z');
let database: Database;

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  ({ database } = await openCheckoutDatabase(base));
  await seedBulkOrders(database, { orders: 700, customers: 120, passwordHash: 'x', base, chunkSize: 300 });
});
afterAll(async () => database?.close());

describe(`the bulk order seeder on ${testDatabaseKind()}`, () => {
  it('writes the orders asked for, each with one to three lines, for its customers', async () => {
    const [counts] = await rowsOf<{ orders: number; customers: number; lineless: number; lines: number }>(sql`
      select (select count(*)::int from orders where order_number like 'BN-%') as orders,
        (select count(*)::int from users where email like 'bench-shopper-%') as customers,
        (select count(*)::int from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)) as lineless,
        (select count(*)::int from order_lines) as lines`);
    expect(counts).toMatchObject({ orders: 700, customers: 120, lineless: 0 });
    expect(counts!.lines).toBeGreaterThan(700);
    expect(counts!.lines).toBeLessThanOrEqual(2100);
    const [first] = await rowsOf<{ email: string }>(
      sql`select email from users where slug = 'bench-shopper-1'`,
    );
    expect(first?.email).toBe(bulkCustomerEmail(1));
  });

  it('keeps every order consistent: market, currency, totals from its lines and fees', async () => {
    const wrong = await rowsOf<{ id: string }>(sql`
      select o.id from orders o join users u on u.id = o.customer_id and u.email like 'bench-shopper-%'
      where o.order_number like 'BN-%' and (
        o.subtotal_minor <> (select sum(unit_price_minor * quantity) from order_lines l where l.order_id = o.id)
        or o.total_minor <> o.subtotal_minor + o.shipping_minor + o.cod_fees_minor
        or exists (select 1 from order_lines l where l.order_id = o.id and l.currency <> o.currency)
        or (o.payment_method = 'cod') <> (o.cod_amount_minor = o.total_minor)
        or o.status = 'pending')`);
    expect(wrong).toEqual([]);
  });

  it('spreads the orders over statuses and markets', async () => {
    const statuses = await rowsOf<{ status: string }>(sql`select distinct status::text from orders`);
    expect(statuses.map((row) => row.status)).toEqual(
      expect.arrayContaining(['delivered', 'cancelled', 'placed']),
    );
    const markets = await rowsOf<{ market: string }>(
      sql`select distinct ordered_from::text as market from orders`,
    );
    expect(markets.length).toBeGreaterThan(1);
  });
});
