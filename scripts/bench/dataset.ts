import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { hashPassword } from '@souq/core/accounts/password.ts';
import { migrationsFolder, openDatabase, type Database } from '@souq/core/db/client.ts';
import { bulkCustomerEmail, seedBulkOrders } from '@souq/core/db/seed/bulk-orders.seed.ts';
import { renderImagePool } from '@souq/core/db/seed/images.seed.ts';
import { createRandom } from '@souq/core/db/seed/random.ts';
import { DEMO_PASSWORD, SEED_BASE_DATE, seedDemo } from '@souq/core/db/seed/seed.ts';
import { quoteIdentifier, testDatabaseUrl, withDatabaseName } from '@souq/testing/postgres.ts';
import { repositoryRoot } from '@souq/testing/test-server.ts';
import { FULL_SIZE, type Engine } from './options.ts';

/** Bump when what the dataset holds changes (seeders, fixtures), so old datasets are made again. */
const DATASET_VERSION = 1;
export const CHECKOUT_SHOPPERS = 100;
export const CHECKOUT_PRODUCTS = 10;
/** Editions left of each checkout product at the start of a run: half the shoppers get one. */
export const CHECKOUT_EDITIONS = 5;

export interface BenchFixtures {
  /** A best-selling product priced in Egypt and Saudi Arabia: the product page and getProductById. */
  productId: string;
  categoryId: string;
  categorySlug: string;
  /** A page of the category near its end in both markets. */
  deepPage: number;
  checkoutProducts: { id: string; imageId: string }[];
  shoppers: { email: string; addressId: string }[];
  password: string;
}

export interface Dataset {
  engine: Engine;
  key: string;
  /** The server's DATA_DIR (uploads, and the database on PGlite). */
  dataDir: string;
  databaseUrl: string | null;
  /** Seconds spent seeding in this run; null when a prepared dataset was reused. */
  seedSeconds: number | null;
  fixtures: BenchFixtures;
}

interface Marker {
  key: string;
  seedSeconds: number;
  fixtures: BenchFixtures;
}

export const cacheRoot = path.join(repositoryRoot, '.cache', 'bench');

/** The dataset's identity: its sizes and the schema (latest migration), so a stale one is not reused. */
export function datasetKey(products: number, orders: number): string {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return `p${products}-o${orders}-${journal.entries.at(-1)!.tag}-v${DATASET_VERSION}`;
}

const rowsOf = async <T>(database: Database, query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The demo seed's seed: its pictures can be drawn again from it alone. */
const DEMO_SEED = 20260101;

/**
 * The pictures of a PostgreSQL dataset prepared in another checkout (the database is shared, the
 * folder is not): the same pool the seed drew, rendered again in seconds instead of seeding again.
 */
async function ensurePictures(uploadsDir: string) {
  if (fs.existsSync(uploadsDir)) return;
  await renderImagePool(uploadsDir, createRandom(DEMO_SEED).fork('images'), DEMO_SEED);
}

/** Written once the products are in: a seeding stopped later resumes at the orders. */
const productsStage = (dataDir: string) => path.join(dataDir, 'products-seeded.json');

async function seed(database: Database, dataDir: string, products: number, orders: number) {
  const stage = productsStage(dataDir);
  let productSeconds: number;
  if (fs.existsSync(stage)) {
    productSeconds = (JSON.parse(fs.readFileSync(stage, 'utf8')) as { seconds: number }).seconds;
    console.log(`  products already seeded (in ${productSeconds} s); ${orders.toLocaleString('en')} orders…`);
    // Orders and work tables of the stopped seeding, if any got in.
    await database.db.execute(sql`delete from orders where order_number like 'BN-%'`);
    await database.db.execute(
      sql`drop table if exists bench_seed_sellable, bench_seed_counts, bench_seed_lines`,
    );
  } else {
    const started = performance.now();
    await database.migrate();
    console.log(`  seeding ${products.toLocaleString('en')} products…`);
    await seedDemo(database, { products, seed: DEMO_SEED, uploadsDir: path.join(dataDir, 'uploads') });
    productSeconds = Math.round((performance.now() - started) / 100) / 10;
    fs.writeFileSync(stage, JSON.stringify({ seconds: productSeconds }));
    console.log(`  products seeded in ${productSeconds} s; ${orders.toLocaleString('en')} orders…`);
  }
  const started = performance.now();
  await seedBulkOrders(database, {
    orders,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    base: SEED_BASE_DATE,
    onProgress: (written) => {
      if (written % 200_000 === 0 || written === orders)
        console.log(
          `    ${written.toLocaleString('en')} orders (${Math.round((performance.now() - started) / 1000)} s)`,
        );
    },
  });
  const fixtures = await pickFixtures(database);
  // A real server analyzes new tables on its own (autovacuum); do it now rather than wait.
  await database.db.execute(sql`analyze`);
  const orderSeconds = Math.round((performance.now() - started) / 100) / 10;
  console.log(`  orders seeded in ${orderSeconds} s`);
  return { fixtures, seedSeconds: Math.round((productSeconds + orderSeconds) * 10) / 10 };
}

async function pickFixtures(database: Database): Promise<BenchFixtures> {
  const sellable = sql`p.status = 'active' and p.product_status
    and exists (select 1 from product_prices x where x.product_id = p.id and x.country = 'eg' and x.active)
    and exists (select 1 from product_prices x where x.product_id = p.id and x.country = 'sa' and x.active)
    and exists (select 1 from product_images i where i.product_id = p.id and i.primary_image)`;
  const [product] = await rowsOf<{ id: string }>(
    database,
    sql`
    select p.id from products p join product_prices pp on pp.product_id = p.id and pp.country = 'eg'
    where ${sellable} and p.available_edition is null order by pp.sales_number desc, p.id limit 1`,
  );
  const [category] = await rowsOf<{ id: string; slug: string; n: number }>(
    database,
    sql`
    select c.id, c.slug, count(*)::int as n from products p join categories c on c.id = p.category_id
    where ${sellable} group by c.id, c.slug order by n desc, c.slug limit 1`,
  );
  const checkoutProducts = await rowsOf<{ id: string; imageId: string }>(
    database,
    sql`
    select p.id, i.id as "imageId" from products p
    join product_images i on i.product_id = p.id and i.primary_image
    where ${sellable} and p.is_available_for_cod and not p.is_idesign and p.id <> ${product!.id}
      and coalesce(p.max_per_order, 1) >= 1
    order by p.id limit ${CHECKOUT_PRODUCTS}`,
  );
  // One address in Egypt for each checkout shopper (the bulk customers 1..100).
  const shoppers = await rowsOf<{ email: string; addressId: string }>(
    database,
    sql`
    insert into addresses (user_id, country, city, address1, phone)
    select u.id, 'eg', 'Cairo', '1 Bench street', '0100000000' from users u
    where u.email in (${sql.join(
      Array.from({ length: CHECKOUT_SHOPPERS }, (_, i) => sql`${bulkCustomerEmail(i + 1)}`),
      sql`, `,
    )})
    returning (select email from users where id = user_id) as email, id as "addressId"`,
  );
  if (
    !product ||
    !category ||
    checkoutProducts.length < CHECKOUT_PRODUCTS ||
    shoppers.length < CHECKOUT_SHOPPERS
  )
    throw new Error('The seeded catalogue is too small for the benchmark (try more --products).');
  return {
    productId: product.id,
    categoryId: category.id,
    categorySlug: category.slug,
    deepPage: Math.max(1, Math.floor((category.n / 24) * 0.8)),
    checkoutProducts,
    shoppers: shoppers.sort((a, b) => a.email.localeCompare(b.email, 'en', { numeric: true })),
    password: DEMO_PASSWORD,
  };
}

/**
 * Puts the run's mutable state back before a server starts on the dataset: the checkout products'
 * editions, the shoppers' carts and the login counters (100 sign-ins from one address would pass
 * the address limit of a second run within 15 minutes).
 */
export async function resetForRun(dataset: Dataset): Promise<void> {
  const database = await open(dataset);
  try {
    const ids = sql.join(
      dataset.fixtures.checkoutProducts.map((product) => sql`${product.id}::uuid`),
      sql`, `,
    );
    const emails = sql.join(
      dataset.fixtures.shoppers.map((shopper) => sql`${shopper.email}`),
      sql`, `,
    );
    await database.db.execute(
      sql`update products set available_edition = ${CHECKOUT_EDITIONS}, init_available_edition = ${CHECKOUT_EDITIONS} where id in (${ids})`,
    );
    await database.db.execute(
      sql`delete from cart_lines where cart_id in (select c.id from carts c join users u on u.id = c.user_id where u.email in (${emails}))`,
    );
    await database.db.execute(sql`delete from auth_attempts`);
  } finally {
    await database.close();
  }
}

const open = (dataset: Pick<Dataset, 'databaseUrl' | 'dataDir'>) =>
  dataset.databaseUrl
    ? openDatabase({ url: dataset.databaseUrl, poolSize: 4 })
    : openDatabase({ dataDir: path.join(dataset.dataDir, 'db') });

/** The PGlite dataset: a data folder under .cache/bench, seeded once and reused while its key matches. */
async function pgliteDataset(products: number, orders: number): Promise<Dataset> {
  const key = datasetKey(products, orders);
  const dataDir = path.join(cacheRoot, `pglite-${key}`);
  const markerFile = path.join(dataDir, 'dataset.json');
  if (fs.existsSync(markerFile)) {
    const marker = JSON.parse(fs.readFileSync(markerFile, 'utf8')) as Marker;
    console.log(`PGlite: reusing ${dataDir} (seeded in ${marker.seedSeconds} s)`);
    return {
      engine: 'pglite',
      key,
      dataDir,
      databaseUrl: null,
      seedSeconds: null,
      fixtures: marker.fixtures,
    };
  }
  if (!fs.existsSync(productsStage(dataDir))) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  console.log(`PGlite: preparing ${dataDir}`);
  const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  let marker: Marker;
  try {
    marker = { key, ...(await seed(database, dataDir, products, orders)) };
    await database.db.execute(sql`checkpoint`);
  } finally {
    await database.close();
  }
  fs.writeFileSync(markerFile, JSON.stringify(marker, null, 2));
  console.log(`PGlite: seeded in ${marker.seedSeconds} s`);
  return {
    engine: 'pglite',
    key,
    dataDir,
    databaseUrl: null,
    seedSeconds: marker.seedSeconds,
    fixtures: marker.fixtures,
  };
}

/**
 * The database of a dataset: the named one for the full size, a sibling named for its sizes
 * otherwise, so that a quick run does not drop the full dataset that took long to seed.
 */
export function databaseNameFor(name: string, products: number, orders: number): string {
  return products === FULL_SIZE.products && orders === FULL_SIZE.orders
    ? name
    : `${name}_p${products}_o${orders}`;
}

/**
 * The PostgreSQL dataset: the database of BENCH_DATABASE_URL (made when missing), holding its key
 * and fixtures in a bench_dataset table, and its pictures in a folder under .cache/bench. A
 * database with another key is dropped and made again.
 */
async function postgresDataset(url: string, products: number, orders: number): Promise<Dataset> {
  const key = datasetKey(products, orders);
  const name = databaseNameFor(decodeURIComponent(new URL(url).pathname.slice(1)), products, orders);
  url = withDatabaseName(url, name);
  const testName = decodeURIComponent(new URL(testDatabaseUrl()).pathname.slice(1));
  if (!name || name === testName || name === 'postgres')
    throw new Error(
      `BENCH_DATABASE_URL must name a database of its own (not "${name || '(none)'}"): the benchmark drops and refills it.`,
    );
  const dataDir = path.join(cacheRoot, `pg-${key}`);
  const admin = new pg.Client({ connectionString: withDatabaseName(url, 'postgres') });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount! > 0;
    if (exists) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const found = await client
          .query<{ marker: Marker }>(`select marker from bench_dataset where key = $1`, [key])
          .catch(() => ({ rows: [] as { marker: Marker }[] }));
        const marker = found.rows[0]?.marker;
        if (marker) {
          console.log(`PostgreSQL: reusing database ${name} (seeded in ${marker.seedSeconds} s)`);
          await ensurePictures(path.join(dataDir, 'uploads'));
          return {
            engine: 'pg',
            key,
            dataDir,
            databaseUrl: url,
            seedSeconds: null,
            fixtures: marker.fixtures,
          };
        }
      } finally {
        await client.end();
      }
    }
    console.log(`PostgreSQL: preparing database ${name}`);
    // A seeding stopped after the products resumes in its database; anything else starts afresh.
    if (!exists || !fs.existsSync(productsStage(dataDir))) {
      if (exists) await admin.query(`drop database ${quoteIdentifier(name)} with (force)`);
      await admin.query(`create database ${quoteIdentifier(name)}`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  } finally {
    await admin.end();
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    const marker: Marker = {
      key,
      ...(await seed(database, dataDir, products, orders)),
    };
    await database.db.execute(sql`create table bench_dataset (key text primary key, marker jsonb not null)`);
    await database.db.execute(
      sql`insert into bench_dataset values (${key}, ${JSON.stringify(marker)}::jsonb)`,
    );
    console.log(`PostgreSQL: seeded in ${marker.seedSeconds} s`);
    return {
      engine: 'pg',
      key,
      dataDir,
      databaseUrl: url,
      seedSeconds: marker.seedSeconds,
      fixtures: marker.fixtures,
    };
  } finally {
    await database.close();
  }
}

export function prepareDataset(
  engine: Engine,
  url: string,
  products: number,
  orders: number,
): Promise<Dataset> {
  return engine === 'pg' ? postgresDataset(url, products, orders) : pgliteDataset(products, orders);
}
