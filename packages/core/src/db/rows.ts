import type { SQL } from 'drizzle-orm';
import type { AppDb } from './client.ts';

/**
 * Raw SQL rows on either engine: both drivers answer `{ rows }`. Apart from client.ts, which opens
 * the databases with Node modules, so that services the web app's routes import stay bundleable.
 */
export async function selectRows<Row>(db: AppDb, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
