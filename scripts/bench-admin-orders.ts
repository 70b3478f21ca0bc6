import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import pg from 'pg';
import pino from 'pino';
import type { Actor, ServiceContext } from '@souq/core/context.ts';
import { openDatabase } from '@souq/core/db/client.ts';
import {
  exportAdminOrders,
  listAdminOrders,
  type AdminOrderFilters,
} from '@souq/core/admin/orders.service.ts';

// `node --import tsx scripts/bench-admin-orders.ts [--orders 1000000] [--runs 40] [--database name] [--keep]`
//
// The dashboard's order list on PostgreSQL with N orders (issue 17: 300 ms p95 on a million):
// fills a fresh database with SQL (customers, designers, products of which 2% iDesign, orders over
// two years with one or two lines), then times listAdminOrders per filter, first page and a deep
// page, one call at a time, and reports p50 and p95 in milliseconds. --database reuses a filled one.
const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '40' },
    url: {
      type: 'string',
      default: process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test',
    },
    database: { type: 'string' },
    keep: { type: 'boolean', default: false },
  },
});
const orderCount = Number(values.orders.replace(/[_,]/g, ''));
const runs = Number(values.runs);
const adminUrl = values.url;
const name = values.database ?? `souq_bench_orders_${crypto.randomBytes(4).toString('hex')}`;
const urlOf = (database: string) => {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

if (!values.database) await admin(`create database "${name}"`);
const database = await openDatabase({ url: urlOf(name), poolSize: 2 });
const started = Date.now();
if (!values.database) {
  await database.migrate();
  const customers = Math.max(1000, Math.round(orderCount / 10));
  const raw = new pg.Client({ connectionString: urlOf(name) });
  await raw.connect();
  const run = async (label: string, sql: string) => {
    const at = Date.now();
    await raw.query(sql);
    console.log(`  ${label}: ${((Date.now() - at) / 1000).toFixed(1)} s`);
  };
  console.log(`Filling ${name} with ${orderCount} orders…`);
  await run(
    'users',
    `insert into users (id, role, name, slug, f_name, l_name, email, phone)
     select gen_random_uuid(), case when i <= 2000 then 'designer'::user_role else 'customer'::user_role end,
            'Person ' || i, 'person-' || i, 'First' || i, 'Last' || i, 'person' || i || '@bench.test',
            '010' || lpad(i::text, 8, '0')
     from generate_series(1, ${customers + 2000}) i`,
  );
  await run(
    'catalog',
    `insert into categories (id, slug, name, ar_name) values (gen_random_uuid(), 'bench', 'Bench', 'Bench');
     insert into products (id, sku, slug, name, ar_name, status, category_id, designer_id, is_idesign)
     select gen_random_uuid(), 'B-' || i, 'b-' || i, 'Product ' || i, 'Product ' || i, 'active',
            (select id from categories limit 1), d.id, i % 50 = 0
     from generate_series(1, 5000) i
     join (select id, row_number() over () as n from users where role = 'designer') d on d.n = 1 + i % 2000`,
  );
  await run(
    'orders',
    `insert into orders (id, order_number, ordered_from, currency, status, payment_method, payment_status,
                         subtotal_minor, total_minor, cod_amount_minor, customer_id, address, created_at, updated_at)
     select gen_random_uuid(), 'SD-' || upper(lpad(to_hex(i), 8, '0')),
            c.country::country_code, c.currency::currency_code,
            (array['placed','placed','in_production','ready_for_shipping','out_for_delivery','delivered','delivered','delivered','delivered','cancelled','refunded','pending'])[1 + (i * 7) % 12]::order_status,
            case when i % 100 < 70 then 'cod' when i % 100 < 95 then 'card' when i % 100 < 99 then 'wallet' else 'giftCard' end,
            'pending', 10000, 11500, 11500, cu.id,
            jsonb_build_object('country', c.country, 'city', 'Cairo', 'address1', 'Street ' || i, 'phone', '0100000000'),
            now() - (random() * interval '730 days'), now()
     from generate_series(1, ${orderCount}) i
     cross join lateral (select case when i % 10 < 6 then 'eg' when i % 10 < 9 then 'sa' else 'ae' end as country,
                                case when i % 10 < 6 then 'EGP' when i % 10 < 9 then 'SAR' else 'AED' end as currency) c
     join (select id, row_number() over () as n from users where role = 'customer') cu on cu.n = 1 + (i::bigint * 7919) % ${customers}`,
  );
  await run(
    'order lines',
    `insert into order_lines (order_id, product_id, quantity, product_name, product_ar_name, unit_price_minor,
                              currency, designer_id, created_at)
     select o.id, p.id, 1, p.name, p.ar_name, 10000, o.currency, p.designer_id, o.created_at
     from (select id, currency, created_at, row_number() over () as n from orders) o
     cross join lateral generate_series(1, 1 + (o.n % 3 = 0)::int) k
     join (select id, name, ar_name, designer_id, row_number() over () as n from products) p
       on p.n = 1 + ((o.n * 31 + k * 17) % 5000)`,
  );
  await run('analyze', 'analyze');
  await raw.end();
  console.log(`Filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const staff: Actor = { id: crypto.randomUUID(), role: 'customer', privilageType: 'admin', status: true };
const ctx = (): ServiceContext => ({
  db: database.db,
  user: staff,
  country: 'eg',
  locale: 'en-eg',
  now: new Date(),
  log: pino({ level: 'silent' }),
});

const lookup = new pg.Client({ connectionString: urlOf(name) });
await lookup.connect();
const designer = (
  await lookup.query<{ id: string }>(
    'select designer_id as id from products where not is_idesign limit 1 offset 7',
  )
).rows[0];
const customer = (
  await lookup.query<{ id: string; email: string }>(
    "select id, email from users where role = 'customer' limit 1 offset 123",
  )
).rows[0];
await lookup.end();

const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const weekAgo = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
const cases: Array<[string, AdminOrderFilters]> = [
  ['no filter', {}],
  ['status delivered', { status: 'delivered' }],
  ['status pending', { status: 'pending' }],
  ['country ae', { country: 'ae' }],
  ['payment giftCard', { payment: 'giftCard' }],
  ['payment wallet + country sa', { payment: 'wallet', country: 'sa' }],
  ['date range (a week a month ago)', { from: monthAgo, to: weekAgo }],
  ['status + date range', { status: 'placed', from: monthAgo, to: weekAgo }],
  ['customer id', { customer: customer!.id }],
  ['customer email', { customer: customer!.email }],
  ['customer name text', { customer: 'Last12' }],
  ['designer id', { designer: designer!.id }],
  ['designer name', { designer: 'Person 77' }],
  ['has design', { design: 'yes' }],
  ['has design + status refunded', { design: 'yes', status: 'refunded' }],
  ['order number prefix', { q: 'SD-000A' }],
  [
    'everything',
    { status: 'delivered', country: 'eg', payment: 'cod', from: monthAgo, to: weekAgo, design: 'no' },
  ],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

console.log(`\nlistAdminOrders on ${name}, ${runs} runs each (ms):`);
console.log('filter'.padEnd(36), 'p50'.padStart(8), 'p95'.padStart(8), 'p95 page 5'.padStart(11), 'rows');
for (const [label, filters] of cases) {
  const times: number[] = [];
  const deep: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i += 1) {
    const at = performance.now();
    const page = await listAdminOrders(ctx(), filters);
    times.push(performance.now() - at);
    rows = page.items.length;
    if (i < Math.max(5, runs / 4)) {
      // Four more pages deep, timing the fifth.
      let next = page.next;
      for (let p = 0; p < 3 && next; p += 1)
        next = (await listAdminOrders(ctx(), { ...filters, after: next })).next;
      if (next) {
        const deepAt = performance.now();
        await listAdminOrders(ctx(), { ...filters, after: next });
        deep.push(performance.now() - deepAt);
      }
    }
  }
  times.sort((a, b) => a - b);
  deep.sort((a, b) => a - b);
  console.log(
    label.padEnd(36),
    percentile(times, 50).toFixed(1).padStart(8),
    percentile(times, 95).toFixed(1).padStart(8),
    (deep.length ? percentile(deep, 95).toFixed(1) : '-').padStart(11),
    rows,
  );
}

const exportAt = performance.now();
let exported = 0;
for await (const batch of exportAdminOrders(ctx(), { country: 'ae', status: 'delivered' }))
  exported += batch.length;
console.log(
  `\nexport (ae, delivered): ${exported} rows in ${((performance.now() - exportAt) / 1000).toFixed(1)} s`,
);

await database.close();
if (!values.keep && !values.database) await admin(`drop database if exists "${name}" with (force)`);
else console.log(`kept database ${name}`);
