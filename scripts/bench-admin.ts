import { sql } from 'drizzle-orm';
import { startTestServer } from '@souq/testing';
import { withAdminClient } from '@souq/testing/test-database.ts';
import { openDatabase } from '@souq/core/db/client.ts';
import { seedDemo } from '@souq/core/db/seed/seed.ts';
import { selectRows } from '@souq/core/db/rows.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// `npm run bench:admin`: the dashboard's listing pages at scale (issue 17: within 300 ms p95 on
// 100,000 products and 1,000,000 orders on PostgreSQL). Seeds (once, kept for the next run) a
// PostgreSQL database with the demo marketplace of --products N products and tops its orders up to
// --orders N with bulk SQL, starts the production server on it, signs in as the demo superAdmin and
// asks each list page one request at a time, 60 times after 5 warm-ups, printing p50 and p95.
//   --database URL   (default postgres://postgres@127.0.0.1:5432/souq_bench_admin)
//   --products N (default 100000)   --orders N (default 1000000)   --fresh (drop and seed again)
const argument = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};
const count = (name: string, fallback: string) => Number(argument(name, fallback).replace(/[_,]/g, ''));
const databaseUrl = argument('database', 'postgres://postgres@127.0.0.1:5432/souq_bench_admin');
const productCount = count('products', '100000');
const orderCount = count('orders', '1000000');
const fresh = process.argv.includes('--fresh');
const TARGET_P95_MS = 300;

async function prepareDatabase() {
  const name = new URL(databaseUrl).pathname.slice(1);
  const adminUrl = Object.assign(new URL(databaseUrl), { pathname: '/postgres' }).toString();
  await withAdminClient(adminUrl, async (client) => {
    if (fresh) await client.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  });
  const database = await openDatabase({ url: databaseUrl });
  try {
    await database.migrate();
    const [{ n: products } = { n: 0 }] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from products`,
    );
    if (products < productCount) {
      const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-bench-admin-uploads-'));
      const started = performance.now();
      await seedDemo(database, { products: productCount, force: true, uploadsDir });
      console.log(`Seeded ${productCount} products in ${Math.round((performance.now() - started) / 1000)} s`);
    }
    await topUpOrders(database.db, orderCount);
    await database.db.execute(sql`analyze`);
  } finally {
    await database.close();
  }
}

/** Bulk orders (one line each, a product and customer of the demo data) up to `target`, 100,000 per statement. */
async function topUpOrders(db: Awaited<ReturnType<typeof openDatabase>>['db'], target: number) {
  const [{ n: have } = { n: 0 }] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders`,
  );
  const started = performance.now();
  for (let from = have; from < target; from += 100_000) {
    const to = Math.min(target, from + 100_000);
    await db.execute(sql`
      with customers as (select array_agg(id) as ids from users where role = 'customer' and privilage_type is null),
      catalogue as (
        select array_agg(p.id) as ids, array_agg(p.designer_id) as designers, array_agg(p.name) as names,
               array_agg(p.ar_name) as ar_names
        from (select id, designer_id, name, ar_name from products order by id limit 5000) p
      ),
      made as (
        insert into orders (order_number, ordered_from, currency, status, payment_method, payment_status,
                            subtotal_minor, shipping_minor, total_minor, customer_id, address, created_at, updated_at)
        select 'BENCH-' || lpad(g::text, 8, '0'),
               (array['eg','sa','ae'])[1 + g % 3]::country_code,
               (array['EGP','SAR','AED'])[1 + g % 3]::currency_code,
               (array['placed','placed','in_production','ready_for_shipping','out_for_delivery','delivered','delivered','delivered','cancelled','refunded'])[1 + g % 10]::order_status,
               (array['cod','card','wallet','valu'])[1 + (g / 3) % 4],
               (array['pending','paid','paid','paid'])[1 + (g / 3) % 4]::payment_status,
               10000 + g % 90000, 5000, 15000 + g % 90000,
               c.ids[1 + g % array_length(c.ids, 1)],
               jsonb_build_object('country', (array['eg','sa','ae'])[1 + g % 3], 'city', 'Cairo', 'address1', 'Street ' || g),
               now() - make_interval(secs => g * 30), now() - make_interval(secs => g * 30)
        from generate_series(${from + 1}::int, ${to}::int) g, customers c
        returning id, currency, created_at, order_number
      )
      insert into order_lines (order_id, product_id, quantity, product_name, product_ar_name, unit_price_minor,
                               currency, designer_id, revenue_minor, site_revenue_minor, created_at)
      select m.id, k.ids[i], 1, k.names[i], k.ar_names[i], 10000, m.currency, k.designers[i], 3000, 2000, m.created_at
      from made m, catalogue k,
           lateral (select 1 + (substring(m.order_number from 7)::int % array_length(k.ids, 1)) as i) pick
    `);
    process.stdout.write(`\rOrders: ${to.toLocaleString('en')} / ${target.toLocaleString('en')}`);
  }
  if (have < target)
    console.log(
      `\nAdded ${(target - have).toLocaleString('en')} orders in ${Math.round((performance.now() - started) / 1000)} s`,
    );
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: 'admin@souq.test', password: 'demo1234' }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`staff sign-in failed: ${JSON.stringify(body)}`);
  return `souq_session=${body.data.token}`;
}

async function latency(base: string, cookie: string, pathname: string) {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < 65; i += 1) {
    const started = performance.now();
    const response = await fetch(new URL(pathname, base), { headers: { cookie }, redirect: 'manual' });
    await response.arrayBuffer();
    status = response.status;
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]!;
  return { status, p50: at(50), p95: at(95) };
}

await prepareDatabase();
const server = await startTestServer({
  env: { DATABASE_URL: databaseUrl, SEED_ON_START: 'false' },
  readyTimeoutMs: 120_000,
});
try {
  const cookie = await signIn(server.url);
  const day = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  const pages = [
    '/en-eg/admin/orders',
    '/en-eg/admin/orders?status=delivered',
    '/en-eg/admin/orders?country=sa&payment=cod',
    `/en-eg/admin/orders?from=${day}&to=${day}`,
    '/en-eg/admin/orders?q=BENCH-00500000',
    '/en-eg/admin/orders?customer=customer%40souq.test',
    '/en-eg/admin/orders?designer=designer%40souq.test',
    '/en-eg/admin/orders?design=yes',
    '/en-eg/admin/products',
    '/en-eg/admin/products?status=draft',
    '/en-eg/admin/products?q=mug',
    '/en-eg/admin/products?country=ae&sort=price&dir=asc',
    '/en-eg/admin/customers',
    '/en-eg/admin/customers?q=customer',
    '/en-eg/admin/audit-log',
  ];
  console.log(
    `Dashboard lists on ${productCount.toLocaleString('en')} products and ${orderCount.toLocaleString('en')} orders (PostgreSQL), one request at a time:`,
  );
  let slow = 0;
  for (const page of pages) {
    const { status, p50, p95 } = await latency(server.url, cookie, page);
    const verdict = status !== 200 ? `status ${status}` : p95 <= TARGET_P95_MS ? 'ok' : 'SLOW';
    if (verdict !== 'ok') slow += 1;
    console.log(
      `${page.padEnd(56)} p50 ${p50.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms   ${verdict}`,
    );
  }
  console.log(
    slow
      ? `${slow} list(s) over ${TARGET_P95_MS} ms p95 or failing`
      : `Every list within ${TARGET_P95_MS} ms p95`,
  );
  if (slow) process.exitCode = 1;
} finally {
  await server.stop();
}
