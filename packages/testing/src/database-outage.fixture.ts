/**
 * Issue 14, case 3, shared by its two engine files: database-outage.postgres.int.test.ts (the
 * server ends every connection during a burst) and database-outage.pglite.int.test.ts (the embedded
 * database is closed under a request). An answer is 'ok' or a clean 503, never 500 nor a crash.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { products } from '@souq/core/db/schema/catalog.schema.ts';
import { selectRows } from '@souq/core/db/rows.ts';
import { ENVELOPE_FIELDS, useCartContract } from './cart-contract.fixture.ts';
import { productListQuery } from './catalog-pages-contract.fixture.ts';

export const PLACE = `mutation PlaceOrder($cartId: ID, $addr: ID, $idempotencyKey: String) {
  placeOrder(cartId: $cartId, addr: $addr, paymentMethod: "cod", idempotencyKey: $idempotencyKey) {
    ${ENVELOPE_FIELDS} data { _id items { quantity } }
  }
}`;
export const NEW_ARRIVALS = productListQuery('getNewArrivals');
export const UNAVAILABLE = {
  status_code: 503,
  message: 'The service is temporarily unavailable. Please try again in a moment.',
  errors: ['The service is temporarily unavailable. Please try again in a moment.'],
  message_key: 'errors.service.unavailable',
  error_code: 'SERVICE_UNAVAILABLE',
  data: null,
};
export const STOCK = 1000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Answer {
  http: number;
  retryAfter: string | null;
  errors: Array<{ message: string; extensions?: Record<string, unknown> }> | undefined;
  envelope: { status_code: number; error_code: string | null; data: unknown } | undefined;
}

/** The cart contract's server and database, the errors nobody caught, and the helpers over them. */
export function useDatabaseOutage() {
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

  return { api, uncaught, run, kindOf, expectNothingHalfWritten };
}
