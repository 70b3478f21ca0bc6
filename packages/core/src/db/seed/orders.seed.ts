import { sql } from 'drizzle-orm';
import {
  couponRedemptions,
  orderLines,
  orders,
  payouts,
  profitEntries,
  walletEntries,
  type NewOrder,
  type NewOrderLine,
  type NewProfitEntry,
} from '../schema/index.ts';
import { bulkInsert } from './bulk.ts';
import type { SampleProduct } from './catalog.seed.ts';
import type { SeededPeople } from './people.seed.ts';
import { CURRENCY_OF, type Market } from './pricing.ts';
import { daysBefore, type SeedContext } from './seed-context.ts';

/** The settings' default exchange rates (site_settings.sar_to_egp, aed_to_egp), which the seed keeps. */
const SEED_RATE_TO_EGP = { EGP: 1, SAR: 13.2, AED: 13.5 } as const;

/** Order history for the demo customers, and the designer profits and payouts that follow. */
export async function seedOrders(
  ctx: SeedContext,
  people: SeededPeople,
  sample: SampleProduct[],
  welcomeCouponId: string,
): Promise<{ orders: number; lines: number }> {
  const random = ctx.random.fork('orders');
  const shipping: Record<Market, number> = { eg: 6000, sa: 2500, ae: 2500 };
  const codFee: Record<Market, number> = { eg: 3000, sa: 1500, ae: 1500 };
  const demoDesigner = people.designers[0]!;
  const orderRows: NewOrder[] = [];
  const lineRows: NewOrderLine[] = [];
  const profitRows: NewProfitEntry[] = [];
  const redemptionRows: (typeof couponRedemptions.$inferInsert)[] = [];
  const walletRows: (typeof walletEntries.$inferInsert)[] = [];
  // The demo customer sees every status a customer can meet.
  const demoStatuses = ['delivered', 'out_for_delivery', 'ready_for_shipping', 'cancelled'] as const;
  let sequence = 100_000;

  people.customers.forEach((customer, c) => {
    const market = customer.country;
    const sellable = sample.filter((product) => product.prices[market]);
    if (sellable.length === 0) return;
    const fromDemoDesigner = sellable.filter((product) => product.designerId === demoDesigner.id);
    const count = c === 0 ? demoStatuses.length : random.int(1, 3);
    for (let n = 0; n < count; n += 1) {
      const status =
        c === 0 ? demoStatuses[n]! : random.pick(['delivered', 'delivered', 'placed', 'pending'] as const);
      const cod = random.chance(0.35);
      const id = ctx.ids.uuid();
      const createdAt = daysBefore(ctx.base, 120 - c * 9 - n * 11);
      const picks = new Set<SampleProduct>();
      // Every order holds one of the demo designer's products so their profit page has data.
      if (fromDemoDesigner.length > 0) picks.add(random.pick(fromDemoDesigner));
      for (let k = random.int(0, 2); k > 0; k -= 1) picks.add(random.pick(sellable));
      let subtotal = 0;
      for (const product of picks) {
        const price = product.prices[market]!;
        const quantity = random.int(1, 2);
        subtotal += price.amountMinor * quantity;
        const lineId = ctx.ids.uuid();
        lineRows.push({
          id: lineId,
          orderId: id,
          productId: product.id,
          productImageId: product.imageIds[0]!,
          quantity,
          productName: product.name,
          productArName: product.arName,
          imagePath: product.imagePaths[0]!,
          unitPriceMinor: price.amountMinor,
          currency: CURRENCY_OF[market],
          designerId: product.designerId,
          manufacturerId: product.manufacturerId,
          manufacturingCostMinor: price.manufacturingCostMinor,
          revenueMinor: price.revenueMinor,
          siteRevenueMinor: price.siteRevenueMinor,
          createdAt,
        });
        if (status === 'delivered') {
          // The ledger of a delivered line (docs/decisions/031): each party's earning in the order's
          // currency and in EGP at the settings' default rates.
          const currency = CURRENCY_OF[market];
          const rateToEgp = SEED_RATE_TO_EGP[currency];
          const entry = (
            profitFor: 'designer' | 'manufacturer' | 'site',
            beneficiaryId: string | null,
            perUnitMinor: number,
          ) => {
            const amountMinor = perUnitMinor * quantity;
            if (amountMinor === 0) return;
            profitRows.push({
              id: ctx.ids.uuid(),
              beneficiaryId,
              profitFor,
              entryKind: 'earning',
              orderId: id,
              orderLineId: lineId,
              productId: product.id,
              country: market,
              currency,
              amountMinor,
              amountEgpMinor: Math.round(amountMinor * rateToEgp),
              rateToEgp,
              createdAt,
            });
          };
          entry('designer', product.designerId, price.revenueMinor);
          if (product.manufacturerId)
            entry('manufacturer', product.manufacturerId, price.manufacturingCostMinor);
          entry('site', null, price.siteRevenueMinor);
        }
      }
      const useCoupon = n === 0 && c % 3 === 0;
      const discount = useCoupon ? Math.round(subtotal * 0.1) : 0;
      const fees = cod ? codFee[market] : 0;
      const total = subtotal - discount + shipping[market] + fees;
      const paid = status === 'delivered' || (!cod && status !== 'pending');
      orderRows.push({
        id,
        orderNumber: `SD-${(sequence += 1)}`,
        trnxId: cod ? null : `SBX-${ctx.ids.uuid().slice(0, 8).toUpperCase()}`,
        trnxStatus: cod ? null : 'success',
        orderedFrom: market,
        currency: CURRENCY_OF[market],
        status,
        paymentMethod: cod ? 'cod' : 'card',
        paymentProvider: cod ? null : 'sandbox',
        paymentStatus: status === 'cancelled' ? (cod ? 'cancelled' : 'refunded') : paid ? 'paid' : 'pending',
        isPaidAsRequest: paid,
        subtotalMinor: subtotal,
        discountMinor: discount,
        shippingMinor: shipping[market],
        codFeesMinor: fees,
        codAmountMinor: cod ? total : 0,
        totalMinor: total,
        couponId: useCoupon ? welcomeCouponId : null,
        couponDiscountMinor: discount,
        sourceData: cod
          ? null
          : {
              type: 'card',
              subType: random.pick(['Visa', 'MasterCard', 'Mada']),
              pan: `${random.int(1000, 9999)}`,
            },
        customerId: customer.id,
        address: {
          fName: customer.words.first.en,
          lName: customer.words.last.en,
          country: market,
          city: customer.words.city.en,
          address1: `${customer.words.city.en} centre`,
        },
        createdAt,
        updatedAt: createdAt,
      });
      if (useCoupon) {
        redemptionRows.push({
          id: ctx.ids.uuid(),
          couponId: welcomeCouponId,
          orderId: id,
          userId: customer.id,
          currency: CURRENCY_OF[market],
          discountMinor: discount,
          createdAt,
        });
      }
      if (status === 'cancelled' && !cod) {
        walletRows.push({
          id: ctx.ids.uuid(),
          userId: customer.id,
          currency: CURRENCY_OF[market],
          amountMinor: total,
          reason: 'order_refund',
          orderId: id,
          createdAt,
        });
      }
    }
  });

  const demoCustomer = people.customers[0]!;
  walletRows.push({
    id: ctx.ids.uuid(),
    userId: demoCustomer.id,
    currency: CURRENCY_OF[demoCustomer.country],
    amountMinor: 2500,
    reason: 'referral_reward',
    note: 'A friend joined with your code',
    createdAt: daysBefore(ctx.base, 40),
  });

  await bulkInsert(ctx, orders, orderRows);
  await bulkInsert(ctx, orderLines, lineRows);
  await bulkInsert(ctx, couponRedemptions, redemptionRows);
  await bulkInsert(ctx, profitEntries, profitRows);
  await bulkInsert(ctx, walletEntries, walletRows);

  // The demo designer has been paid part of what they earned and asked for a little more.
  const earned = profitRows
    .filter((row) => row.beneficiaryId === demoDesigner.id)
    .reduce((sum, row) => sum + (row.amountEgpMinor ?? 0), 0);
  const paidPart = Math.floor((earned * 0.5) / 100) * 100;
  const askedPart = Math.floor((earned * 0.2) / 100) * 100;
  await bulkInsert(
    ctx,
    payouts,
    [
      {
        amountMinor: paidPart,
        status: 'paid' as const,
        requestedAt: daysBefore(ctx.base, 30),
        paidAt: daysBefore(ctx.base, 27),
      },
      { amountMinor: askedPart, status: 'requested' as const, requestedAt: daysBefore(ctx.base, 3) },
    ]
      .filter((payout) => payout.amountMinor > 0)
      .map((payout) => ({
        id: ctx.ids.uuid(),
        beneficiaryId: demoDesigner.id,
        currency: 'EGP' as const,
        ...payout,
      })),
  );

  // Counters shown on profiles follow from the rows above and the price rows' sales.
  await ctx.db.execute(
    sql`update users set order_num = counted.n from (select customer_id, count(*)::int as n from orders group by customer_id) as counted where users.id = counted.customer_id`,
  );
  await ctx.db.execute(
    sql`update users set sales_number = counted.n from (select p.designer_id, sum(pp.sales_number)::int as n from products p join product_prices pp on pp.product_id = p.id group by p.designer_id) as counted where users.id = counted.designer_id`,
  );
  return { orders: orderRows.length, lines: lineRows.length };
}
