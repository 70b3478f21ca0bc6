import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@souq/core/db/client.ts';
import { selectRows } from '@souq/core/db/rows.ts';
import { DEMO_PASSWORD } from '@souq/core/db/seed/people.seed.ts';
import { repositoryRoot, startTestServer } from '@souq/testing';
import { seededDataDir } from './seeded-data-dir.ts';

// `npm run soak` (issue 14, case 16; not in CI): the production build on a fresh embedded
// database with the demo data, under mixed load for --minutes (default 30) from 127.0.0.1 with
// --concurrency virtual shoppers (default 8): pages (home, category, product, designer; ar and
// en), search (the results page and GraphQL globalSearch), carts (addToCart, getCartBYUser as
// guests and signed-in demo customers) and checkouts (cash-on-delivery orders of signed-in
// customers). The server's RSS is sampled every 10 s. After the server stops, SQL checks that
// stock never went negative and moved exactly by what was ordered, that the wallet ledgers still
// sum (no balance below zero, nothing spent: orders are paid on delivery) and that no order lacks
// its lines. Exits non-zero when the error rate is 0.1 % or more, RSS grew 10 % or more between
// the end of the warm-up and the end, or an invariant fails.
//
// Errors: a 5xx, a network failure, an HTTP 4xx, or a GraphQL envelope of 5xx. Envelope 4xx
// answers (an edition sold out, say) are expected and counted apart. RSS growth compares the
// median of the first three samples after the warm-up (10 % of the run, at most 2 minutes, at
// least 20 s) with the median of the last three, so one sample taken mid-GC does not decide.
const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const minutes = Number(argument('minutes', '30'));
const concurrency = Number(argument('concurrency', '8'));
const durationMs = minutes * 60_000;
const warmUpMs = Math.max(20_000, Math.min(120_000, durationMs * 0.1));
const COUNTRY = 'eg';

const build = spawnSync(process.execPath, ['scripts/ensure-build.mjs'], {
  cwd: repositoryRoot,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const dataDir = await seededDataDir(300, 'souq-soak-');
const database = (): Promise<Database> => openDatabase({ dataDir: path.join(dataDir, 'db') });

/** What the load needs, and the state the invariants compare with, read before the server owns the database. */
const before = await withDatabase(async (db) => {
  const customers = await selectRows<{ email: string; address: string }>(
    db,
    sql`select u.email, (select a.id from addresses a where a.user_id = u.id and a.country = ${COUNTRY} limit 1) as address
        from users u where u.role = 'customer' and u.status and u.privilage_type is null and u.email is not null
        and exists (select 1 from addresses a where a.user_id = u.id and a.country = ${COUNTRY})
        order by u.email limit 5`,
  );
  const categories = await selectRows<{ slug: string }>(
    db,
    sql`select slug from categories order by slug limit 20`,
  );
  const designers = await selectRows<{ slug: string }>(
    db,
    sql`select slug from users where role = 'designer' and status and slug is not null order by slug limit 20`,
  );
  const images = await selectRows<{ product_id: string; id: string; cod: boolean }>(
    db,
    sql`select i.product_id, i.id, p.is_available_for_cod as cod from product_images i
        join products p on p.id = i.product_id where i.primary_image`,
  );
  return {
    customers,
    categories,
    designers,
    primaryImage: new Map(images.map((row) => [row.product_id, row.id])),
    codProducts: new Set(images.filter((row) => row.cod).map((row) => row.product_id)),
    ...(await ledgerState(db)),
  };
});

async function withDatabase<T>(work: (db: Database['db']) => Promise<T>): Promise<T> {
  const opened = await database();
  try {
    return await work(opened.db);
  } finally {
    await opened.close();
  }
}

/** Stock per limited product, wallet totals, orders without lines. */
async function ledgerState(db: Database['db']) {
  const stock = await selectRows<{ id: string; available: number }>(
    db,
    sql`select id, available_edition as available from products where available_edition is not null`,
  );
  const [wallet] = await selectRows<{ total: string; negative: number }>(
    db,
    sql`select coalesce(sum(amount_minor), 0)::text as total,
        (select count(*)::int from (select user_id, currency from wallet_entries group by user_id, currency
          having sum(amount_minor) < 0) b) as negative from wallet_entries`,
  );
  const [orphans] = await selectRows<{ orders: number; orders_total: number }>(
    db,
    sql`select (select count(*)::int from orders o where not exists (select 1 from order_lines l where l.order_id = o.id)) as orders,
        (select count(*)::int from orders) as orders_total`,
  );
  return {
    stock: new Map(stock.map((row) => [row.id, Number(row.available)])),
    walletTotal: wallet!.total,
    negativeWallets: wallet!.negative,
    ordersWithoutLines: orphans!.orders,
    orders: orphans!.orders_total,
  };
}

const server = await startTestServer({ dataDir, readyTimeoutMs: 600_000 });
// However the run ends, the server does not outlive it.
const stopServer = () => void server.stop().catch(() => undefined);
process.once('uncaughtException', (error) => {
  console.error(error);
  stopServer();
  process.exitCode = 1;
});
process.once('unhandledRejection', (error) => {
  console.error(error);
  stopServer();
  process.exitCode = 1;
});
process.once('SIGINT', () => {
  stopServer();
  process.exit(130);
});
const base = server.url;
const pid = server.process.pid!;
const startedAt = new Date();

const stats = { requests: 0, ok: 0, expected4xx: 0, errors: 0, orders: 0 };
const errorSamples = new Map<string, number>();
const expectedSamples = new Map<string, number>();
function failure(what: string) {
  stats.errors++;
  errorSamples.set(what, (errorSamples.get(what) ?? 0) + 1);
}

async function page(pathname: string) {
  stats.requests++;
  try {
    const response = await fetch(base + pathname, { redirect: 'manual' });
    await response.arrayBuffer();
    if (response.status < 400) stats.ok++;
    else failure(`GET ${pathname.replace(/\/[0-9a-f-]{36}/, '/:id')} ${response.status}`);
  } catch (error) {
    failure(`GET ${pathname} ${(error as Error).message}`);
  }
}

/** One GraphQL operation: answers its envelope (null on failure, counted). */
async function graphql<T = unknown>(
  name: string,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ status_code: number; data: T } | null> {
  stats.requests++;
  try {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as {
      data?: Record<string, { status_code: number; data: T }> | null;
    };
    const envelope = body.data ? Object.values(body.data)[0] : undefined;
    if (response.status >= 400 || !envelope) {
      failure(`${name} HTTP ${response.status}`);
      return null;
    }
    if (envelope.status_code >= 500) failure(`${name} envelope ${envelope.status_code}`);
    else if (envelope.status_code >= 400) {
      stats.expected4xx++;
      const what = `${name} ${envelope.status_code} ${(envelope as { message?: string }).message ?? ''}`;
      expectedSamples.set(what, (expectedSamples.get(what) ?? 0) + 1);
    } else stats.ok++;
    return envelope;
  } catch (error) {
    failure(`${name} ${(error as Error).message}`);
    return null;
  }
}

const E = 'status_code message';
const LOGIN = `mutation($email: String, $password: String) { login(email: $email, password: $password) { ${E} data { _id jwt } } }`;
const NEW_ARRIVALS = `query($availableIn: String) { getNewArrivals(availableIn: $availableIn) { ${E} data { _id } } }`;
const SEARCH = `query($searchText: String, $filter: SearchFilter) { globalSearch(searchText: $searchText, filter: $filter, limit: 7) { ${E} data { products { _id } hasMore } } }`;
const ADD = `mutation($cart: ID, $image: ID, $quantity: Int, $currentCountry: String) { addToCart(cart: $cart, image: $image, quantity: $quantity, currentCountry: $currentCountry) { ${E} data { _id } } }`;
const CART = `query($currentCountry: String) { getCartBYUser(currentCountry: $currentCountry) { ${E} data { _id storedProduct { _id image { _id } } } } }`;
const REMOVE = `mutation($cart: ID, $image: ID, $currentCountry: String) { removeFromCart(cart: $cart, image: $image, currentCountry: $currentCountry) { ${E} } }`;
const PLACE = `mutation($cartId: ID, $addr: ID, $key: String) { placeOrder(cartId: $cartId, addr: $addr, paymentMethod: "cod", currentCountry: "${COUNTRY}", idempotencyKey: $key) { ${E} data { _id } } }`;
const WORDS = [
  'mug',
  'كوب',
  'nile',
  'غروب النيل',
  'poster',
  'بوستر',
  'hoodie',
  'notebo',
  'calligrafy',
  'cairo',
];

const arrivals = await graphql<{ _id: string }[]>('getNewArrivals', NEW_ARRIVALS, {
  availableIn: COUNTRY,
});
const products = arrivals?.data ?? [];
// The primary picture of each product for sale in eg (addToCart takes a picture).
const images = products.flatMap((product) => before.primaryImage.get(product._id) ?? []);
// Signed-in customers check out their carts cash on delivery: they add only what can be paid so.
const codImages = products.flatMap((product) =>
  before.codProducts.has(product._id) ? (before.primaryImage.get(product._id) ?? []) : [],
);
if (products.length === 0 || codImages.length === 0)
  throw new Error('The demo catalogue has no product for sale in eg.');

type Customer = { token: string; address: string; busy: boolean };
const customers: Customer[] = [];
for (const row of before.customers) {
  const login = await graphql<{ jwt: string }>('login', LOGIN, { email: row.email, password: DEMO_PASSWORD });
  if (login?.status_code === 200)
    customers.push({ token: login.data.jwt, address: row.address, busy: false });
}
if (customers.length === 0) throw new Error('No demo customer could sign in.');

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)]!;
const locale = () => pick(['ar-eg', 'en-eg']);

async function browse() {
  const kind = pick(['home', 'category', 'product', 'product', 'designer']);
  if (kind === 'home') return page(`/${locale()}/`);
  if (kind === 'category' && before.categories.length)
    return page(`/${locale()}/categories/${pick(before.categories).slug}`);
  if (kind === 'designer' && before.designers.length)
    return page(`/${locale()}/designers/${pick(before.designers).slug}`);
  return page(`/${locale()}/products/${pick(products)._id}`);
}

async function search() {
  const word = pick(WORDS);
  if (Math.random() < 0.5) return page(`/${locale()}/search?v=${encodeURIComponent(word)}`);
  await graphql('globalSearch', SEARCH, { searchText: word, filter: { availableIn: COUNTRY } });
}

const guestCarts = new Map<number, string>();
async function cart(shopper: number) {
  const customer = Math.random() < 0.5 ? customers.find((c) => !c.busy) : undefined;
  if (!customer) {
    const added = await graphql<{ _id: string }>('addToCart (guest)', ADD, {
      cart: guestCarts.get(shopper) ?? null,
      image: pick(images),
      quantity: 1,
      currentCountry: COUNTRY,
    });
    // A full cart (the per-order limit) is left behind: the shopper starts another.
    if (added?.status_code === 200) guestCarts.set(shopper, added.data._id);
    else guestCarts.delete(shopper);
    return;
  }
  customer.busy = true;
  try {
    const mine = await graphql<{ _id: string }>(
      'getCartBYUser',
      CART,
      { currentCountry: COUNTRY },
      customer.token,
    );
    if (mine?.status_code === 200 && Math.random() < 0.3) {
      await graphql(
        'addToCart (customer)',
        ADD,
        { cart: mine.data._id, image: pick(codImages), quantity: 1, currentCountry: COUNTRY },
        customer.token,
      );
    }
  } finally {
    customer.busy = false;
  }
}

async function checkout() {
  const customer = customers.find((c) => !c.busy);
  if (!customer) return;
  customer.busy = true;
  try {
    const mine = await graphql<{ _id: string; storedProduct: { image: { _id: string } | null }[] }>(
      'getCartBYUser',
      CART,
      { currentCountry: COUNTRY },
      customer.token,
    );
    if (mine?.status_code !== 200) return;
    if (mine.data.storedProduct.length === 0) {
      const added = await graphql(
        'addToCart (checkout)',
        ADD,
        { cart: mine.data._id, image: pick(codImages), quantity: 1, currentCountry: COUNTRY },
        customer.token,
      );
      if (added?.status_code !== 200) return;
    }
    const placed = await graphql(
      'placeOrder',
      PLACE,
      { cartId: mine.data._id, addr: customer.address, key: crypto.randomUUID() },
      customer.token,
    );
    if (placed?.status_code === 200) stats.orders++;
    else if (placed) {
      // A cart that cannot be ordered (a line sold out, or not payable on delivery) is emptied, so
      // the customer's next checkout starts afresh.
      for (const line of mine.data.storedProduct) {
        if (!line.image) continue;
        await graphql(
          'removeFromCart',
          REMOVE,
          { cart: mine.data._id, image: line.image._id, currentCountry: COUNTRY },
          customer.token,
        );
      }
    }
  } finally {
    customer.busy = false;
  }
}

function rssMb(): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return null;
  }
}
const samples: { at: number; mb: number }[] = [];
const started = performance.now();
const sampler = setInterval(() => {
  const mb = rssMb();
  if (mb !== null) samples.push({ at: performance.now() - started, mb });
}, 10_000);
const progress = setInterval(() => {
  const elapsed = Math.round((performance.now() - started) / 1000);
  console.log(
    `${elapsed} s: ${stats.requests} requests, ${stats.errors} errors, ${stats.orders} orders, RSS ${rssMb()} MB`,
  );
}, 60_000);

console.log(
  `Soak: ${minutes} min against ${base} with ${concurrency} shoppers (${customers.length} signed in), warm-up ${warmUpMs / 1000} s`,
);
const deadline = started + durationMs;
await Promise.all(
  Array.from({ length: concurrency }, async (_, shopper) => {
    while (performance.now() < deadline) {
      const roll = Math.random();
      if (roll < 0.5) await browse();
      else if (roll < 0.7) await search();
      else if (roll < 0.92) await cart(shopper);
      else await checkout();
    }
  }),
);
clearInterval(sampler);
clearInterval(progress);
const finalRss = rssMb();
if (finalRss !== null) samples.push({ at: performance.now() - started, mb: finalRss });

const exitCode = await server.stop();
const after = await withDatabase(async (db) => {
  const state = await ledgerState(db);
  const ordered = await selectRows<{ product_id: string; quantity: number }>(
    db,
    sql`select l.product_id, sum(l.quantity)::int as quantity from order_lines l join orders o on o.id = l.order_id
        where o.created_at >= ${startedAt.toISOString()} and l.product_id is not null group by l.product_id`,
  );
  return { ...state, ordered: new Map(ordered.map((row) => [row.product_id, Number(row.quantity)])) };
});

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const warm = samples.filter((sample) => sample.at >= warmUpMs);
const startRss = median(warm.slice(0, 3).map((sample) => sample.mb));
const endRss = median(warm.slice(-3).map((sample) => sample.mb));
const growth = ((endRss - startRss) / startRss) * 100;
const errorRate = (stats.errors / Math.max(1, stats.requests)) * 100;

const invariants: [string, boolean][] = [];
let stockMoves = true;
let negativeStock = false;
for (const [id, available] of after.stock) {
  if (available < 0) negativeStock = true;
  const was = before.stock.get(id);
  if (was !== undefined && was - available !== (after.ordered.get(id) ?? 0)) stockMoves = false;
}
invariants.push(['stock never negative', !negativeStock]);
invariants.push(['stock moved by exactly the quantities ordered', stockMoves]);
invariants.push(['no wallet balance below zero', after.negativeWallets === 0]);
invariants.push([
  'wallet ledgers sum as before (orders paid on delivery)',
  after.walletTotal === before.walletTotal,
]);
invariants.push(['no order without lines', after.ordersWithoutLines === 0]);
invariants.push([
  `orders placed are in the database (${after.orders - before.orders} new)`,
  after.orders - before.orders === stats.orders,
]);

console.log('\nSoak results');
console.log(`  duration          ${minutes} min, ${concurrency} shoppers, server exit code ${exitCode}`);
console.log(
  `  requests          ${stats.requests} (${(stats.requests / (durationMs / 1000)).toFixed(1)}/s), orders placed ${stats.orders}`,
);
console.log(`  expected 4xx      ${stats.expected4xx} (envelopes such as a sold-out edition)`);
for (const [what, count] of expectedSamples) console.log(`    ${count} × ${what}`);
console.log(`  errors            ${stats.errors} (${errorRate.toFixed(3)} %)`);
for (const [what, count] of errorSamples) console.log(`    ${count} × ${what}`);
console.log(
  `  RSS               ${startRss} MB after warm-up, ${endRss} MB at the end (${growth.toFixed(1)} %); samples ${samples.map((s) => s.mb).join(' ')}`,
);
for (const [name, holds] of invariants) console.log(`  ${holds ? '✓' : '✖'} ${name}`);

const failed = errorRate >= 0.1 || !(growth < 10) || invariants.some(([, holds]) => !holds);
if (!failed) fs.rmSync(dataDir, { recursive: true, force: true });
else console.log(`  data kept in ${dataDir}`);
process.exit(failed ? 1 : 0);
