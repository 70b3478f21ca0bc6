import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { hashPassword } from '../../accounts/password.ts';
import type { DbContext } from '../../context.ts';
import * as schema from '../schema/index.ts';
import { withTransaction } from '../transaction.ts';
import { refreshProductSearchDocuments } from '../../search/search-documents.ts';
import { seedCatalog } from './catalog.seed.ts';
import { seedCommunity } from './community.seed.ts';
import { seedContent } from './content.seed.ts';
import { seedContentPageIntros } from './content-pages.seed.ts';
import { renderImagePool } from './images.seed.ts';
import { seedOrders } from './orders.seed.ts';
import { DEMO_PASSWORD, seedPeople } from './people.seed.ts';
import { seedPromotions } from './promotions.seed.ts';
import { createRandom } from './random.ts';
import type { SeedContext } from './seed-context.ts';
import { seedTaxonomy } from './taxonomy.seed.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './people.seed.ts';

/** Any logger with pino's info(object, message) shape. */
export interface SeedLog {
  info(details: object, message?: string): void;
}

export interface SeedOptions {
  /** How many products to create (default 300). */
  products?: number;
  /** The same seed gives the same rows, ids and pictures (default 20260101). */
  seed?: number;
  /** Where pictures are written; paths stored in the database are relative to it. */
  uploadsDir?: string;
  log?: SeedLog;
  /** Wipe every table first instead of refusing a database that already has data. */
  force?: boolean;
  /** Today, for the offers and sale that must be running (default: the clock). */
  now?: Date;
}

export interface SeedSummary {
  users: number;
  products: number;
  prices: number;
  images: number;
  offers: number;
  features: number;
  orders: number;
  reviews: number;
  files: number;
  seconds: number;
}

/** The demo history is laid out before this fixed date, so runs are identical whenever they happen. */
export const SEED_BASE_DATE = new Date('2026-01-01T00:00:00Z');

export class SeedRefusedError extends Error {
  override name = 'SeedRefusedError';
}

const count = (ctx: DbContext, table: PgTable) => ctx.db.$count(table);

/** True when nobody has signed up and no product exists: the only state seeding writes into. */
export async function isDatabaseEmpty(database: DbContext): Promise<boolean> {
  return (await count(database, schema.users)) === 0 && (await count(database, schema.products)) === 0;
}

async function wipeAllTables({ db }: DbContext) {
  const tables = Object.values(schema).filter((value) => is(value, PgTable)) as PgTable[];
  const names = sql.join(
    tables.map((table) => sql.identifier(getTableName(table))),
    sql`, `,
  );
  await db.execute(sql`truncate table ${names} restart identity cascade`);
}

/**
 * Fills an empty database with a bilingual demo marketplace: staff and demo logins (password
 * demo1234), designers, a catalogue priced in EGP, SAR and AED, content pages and some history.
 * Everything runs in one transaction, so a failure leaves the database as it was.
 */
export async function seedDemo(database: DbContext, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const productCount = options.products ?? 300;
  if (!Number.isInteger(productCount) || productCount < 1) {
    throw new SeedRefusedError(`products must be a positive whole number, got ${String(options.products)}`);
  }
  if (!options.force && !(await isDatabaseEmpty(database))) {
    const [users, products] = [await count(database, schema.users), await count(database, schema.products)];
    throw new SeedRefusedError(
      `The database already has data (${users} users, ${products} products); seeding refused. Use --force to wipe it and seed again.`,
    );
  }
  const seed = options.seed ?? 20260101;
  const uploadsDir = path.resolve(options.uploadsDir ?? '.data/uploads');
  const root = createRandom(seed);

  const images = await renderImagePool(uploadsDir, root.fork('images'), seed);
  options.log?.info({ files: images.files, uploadsDir }, 'demo pictures rendered');
  const passwordHash = await hashPassword(DEMO_PASSWORD);

  const summary = await withTransaction(database, async (tx) => {
    if (options.force) await wipeAllTables(tx);
    const ctx: SeedContext = {
      db: tx.db,
      random: root.fork('content'),
      ids: root.fork('ids'),
      base: SEED_BASE_DATE,
      now: options.now ?? new Date(),
      images,
      passwordHash,
    };
    const people = await seedPeople(ctx);
    const taxonomy = await seedTaxonomy(ctx);
    const catalog = await seedCatalog(ctx, people, taxonomy, productCount);
    options.log?.info({ products: catalog.counts.products }, 'demo catalogue written');
    await refreshProductSearchDocuments(tx);
    const promotions = await seedPromotions(ctx, people, taxonomy);
    const content = await seedContent(ctx);
    await seedContentPageIntros(ctx);
    const orders = await seedOrders(ctx, people, catalog.sample, promotions.welcomeCouponId);
    const community = await seedCommunity(ctx, people, taxonomy, catalog.sample, content);
    return {
      users: people.all,
      ...catalog.counts,
      orders: orders.orders,
      reviews: community.reviews,
      files: images.files,
    };
  });
  return { ...summary, seconds: Math.round((performance.now() - started) / 100) / 10 };
}
