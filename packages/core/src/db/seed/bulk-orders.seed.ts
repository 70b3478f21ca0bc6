import { sql, type SQL } from 'drizzle-orm';
import type { SeedDb } from './bulk.ts';

export interface BulkOrdersOptions {
  /** How many orders to add (numbered BN-1 to BN-n). */
  orders: number;
  /** How many customers place them (bench-shopper-1 to -n, made when missing; default orders/20, at least 100). */
  customers?: number;
  /** Every customer's password hash (one hash: hashing is slow on purpose). */
  passwordHash: string;
  /** The orders are spread over the two years before this date. */
  base: Date;
  /** Orders written per statement group; each group is its own set of statements. */
  chunkSize?: number;
  onProgress?: (written: number) => void;
}

/** The customer count the options ask for. */
export const bulkCustomerCount = (options: Pick<BulkOrdersOptions, 'orders' | 'customers'>) =>
  options.customers ?? Math.max(100, Math.ceil(options.orders / 20));

/** The email of the n-th bulk customer (from 1): the benchmark signs in with these. */
export const bulkCustomerEmail = (n: number) => `bench-shopper-${n}@souq.test`;

// Customers' markets, weighted as the demo's sales are: half Egypt, then Saudi Arabia, then the Emirates.
const MARKETS = `array['eg','eg','eg','sa','sa','ae']::country_code[]`;
const CITIES = `array['Cairo','Alexandria','Giza','Riyadh','Jeddah','Dubai']`;

/** A stable pseudo-random whole number 0..n-1 of a row number and a salt (the same on every run). */
const draw = (salt: string, expression: string, n: number) =>
  `(abs(hashtext('${salt}' || (${expression})::text)) % ${n})`;

/**
 * Writes a large order history in set-based SQL (generate_series, no rows built in JavaScript): a
 * million orders with their lines take minutes, where building them row by row would take hours.
 * Each order belongs to a bulk customer of its market, holds one to three lines of published
 * products priced there (their names, prices and shares snapshotted as checkout does), and has a
 * status from the whole lifecycle except pending payment (a pending order would hold stock and
 * wake the payment jobs). Amounts follow the demo's fees, so totals add up and satisfy the checks.
 */
export async function seedBulkOrders(ctx: { db: SeedDb }, options: BulkOrdersOptions): Promise<number> {
  const { db } = ctx;
  const customers = bulkCustomerCount(options);
  const chunkSize = options.chunkSize ?? 50_000;
  const run = (statement: SQL) => db.execute(statement);
  const raw = (text: string) => run(sql.raw(text));

  await run(sql`
    insert into users (id, role, name, slug, f_name, l_name, email, password_hash, country, city, fav_lang, created_at, updated_at)
    select md5('bench-customer-' || g)::uuid, 'customer', 'Shopper ' || g, 'bench-shopper-' || g,
      'Shopper', g::text, 'bench-shopper-' || g || '@souq.test', ${options.passwordHash},
      (${sql.raw(MARKETS)})[1 + g % 6]::text, (${sql.raw(CITIES)})[1 + g % 6],
      case when g % 2 = 0 then 'ar' else 'en' end::lang_code, ${options.base}::timestamptz, ${options.base}::timestamptz
    from generate_series(1, ${customers}::int) g
    on conflict do nothing`);
  if (options.orders <= 0) return 0;

  // Work tables (not temporary: a pool may run each statement on another connection).
  await raw(`drop table if exists bench_seed_sellable, bench_seed_counts, bench_seed_lines`);
  await raw(`
    create table bench_seed_sellable as
    select pp.country, (row_number() over (partition by pp.country order by p.id) - 1)::int as n,
      p.id as product_id, p.name, p.ar_name, p.designer_id, p.manufacturer_id,
      i.id as image_id, i.path as image_path, pp.currency, pp.amount_minor, pp.revenue_minor,
      pp.site_revenue_minor, pp.manufacturing_cost_minor
    from products p
    join product_prices pp on pp.product_id = p.id and pp.active
    join product_images i on i.product_id = p.id and i.primary_image
    where p.status = 'active'`);
  await raw(`create index on bench_seed_sellable (country, n)`);
  await raw(
    `create table bench_seed_counts as select country, count(*)::int as c from bench_seed_sellable group by country`,
  );
  // Without statistics the planner takes the new tables for empty and joins each line to the
  // products by scanning them all (minutes per chunk at 100,000 products instead of seconds).
  await raw(`analyze bench_seed_sellable, bench_seed_counts`);

  const baseIso = options.base.toISOString();
  // The same moment for an order and its lines, drawn from the order's number.
  const createdAt = (g: string) =>
    `'${baseIso}'::timestamptz - make_interval(mins => ${draw('t', g, 730 * 24 * 60)})`;
  for (let from = 1; from <= options.orders; from += chunkSize) {
    const to = Math.min(options.orders, from + chunkSize - 1);
    // The customer's market (customer n lives in MARKETS[1 + n % 6]), else the biggest one.
    await raw(`
      create table bench_seed_lines as
      select o.g, k, o.customer, o.country, s.product_id, s.name, s.ar_name, s.designer_id,
        s.manufacturer_id, s.image_id, s.image_path, s.currency, s.amount_minor, s.revenue_minor,
        s.site_revenue_minor, s.manufacturing_cost_minor, 1 + ${draw('q', `o.g || '-' || k`, 2)} as quantity
      from (
        select g, 1 + ${draw('u', 'g', customers)} as customer from generate_series(${from}, ${to}) g
      ) o0
      cross join lateral (
        select o0.g, o0.customer, coalesce(
          (select country from bench_seed_counts where country = (${MARKETS})[1 + o0.customer % 6]),
          (select country from bench_seed_counts order by c desc limit 1)) as country
      ) o
      cross join lateral generate_series(1, 1 + ${draw('k', 'o.g', 3)}) k
      join bench_seed_counts bc on bc.country = o.country
      join bench_seed_sellable s on s.country = o.country and s.n = ${draw('p', `o.g || '-' || k`, 2_147_483_647)} % bc.c`);
    await raw(`
      insert into orders (id, order_number, trnx_id, trnx_status, ordered_from, currency, status,
        payment_method, payment_provider, payment_status, is_paid_as_request, subtotal_minor,
        shipping_minor, cod_fees_minor, cod_amount_minor, total_minor, refunded_minor, source_data,
        customer_id, address, created_at, updated_at)
      select id, 'BN-' || g, case when cod then null else 'SBX-BN-' || g end,
        case when cod then null else 'success' end, country, currency, status,
        case when cod then 'cod' else 'card' end, case when cod then null else 'sandbox' end,
        (case
          when status = 'refunded' then 'refunded'
          when status = 'cancelled' then case when cod then 'cancelled' else 'refunded' end
          when status = 'delivered' or not cod then 'paid'
          else 'pending' end)::payment_status,
        status = 'delivered' or not cod, subtotal, shipping, fees,
        case when cod then subtotal + shipping + fees else 0 end, subtotal + shipping + fees,
        case when not cod and status in ('cancelled', 'refunded') then subtotal + shipping + fees else 0 end,
        case when cod then null else jsonb_build_object('type', 'card', 'subType', 'Visa', 'pan', (1000 + g % 9000)::text) end,
        md5('bench-customer-' || customer)::uuid,
        jsonb_build_object('fName', 'Shopper', 'lName', customer::text, 'country', country,
          'city', (${CITIES})[1 + customer % 6], 'address1', (${CITIES})[1 + customer % 6] || ' centre'),
        created, created
      from (
        select g, md5('bench-order-' || g)::uuid as id, min(customer) as customer,
          min(country::text)::country_code as country, min(currency::text)::currency_code as currency,
          sum(amount_minor * quantity)::int as subtotal,
          ${draw('cod', 'g', 100)} < 35 as cod,
          (case when min(country::text) = 'eg' then 6000 else 2500 end) as shipping,
          (case when ${draw('cod', 'g', 100)} < 35 then case when min(country::text) = 'eg' then 3000 else 1500 end else 0 end) as fees,
          (case
            when ${draw('s', 'g', 100)} < 60 then 'delivered'
            when ${draw('s', 'g', 100)} < 70 then 'placed'
            when ${draw('s', 'g', 100)} < 77 then 'in_production'
            when ${draw('s', 'g', 100)} < 82 then 'ready_for_shipping'
            when ${draw('s', 'g', 100)} < 87 then 'out_for_delivery'
            when ${draw('s', 'g', 100)} < 97 then 'cancelled'
            else 'refunded' end)::order_status as status,
          ${createdAt('g')} as created
        from bench_seed_lines group by g
      ) o`);
    await raw(`
      insert into order_lines (id, order_id, product_id, product_image_id, quantity, product_name,
        product_ar_name, image_path, unit_price_minor, currency, designer_id, manufacturer_id,
        manufacturing_cost_minor, revenue_minor, site_revenue_minor, created_at)
      select md5('bench-line-' || g || '-' || k)::uuid, md5('bench-order-' || g)::uuid, product_id,
        image_id, quantity, name, ar_name, image_path, amount_minor, currency, designer_id,
        manufacturer_id, manufacturing_cost_minor, revenue_minor, site_revenue_minor, ${createdAt('g')}
      from bench_seed_lines`);
    await raw(`drop table bench_seed_lines`);
    options.onProgress?.(to);
  }
  await raw(`drop table bench_seed_sellable, bench_seed_counts`);
  await raw(`
    update users set order_num = counted.n
    from (select customer_id, count(*)::int as n from orders group by customer_id) as counted
    where users.id = counted.customer_id and users.email like 'bench-shopper-%'`);
  return options.orders;
}
