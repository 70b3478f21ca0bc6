/** Coupons, written straight into the table (the admin's coupon editor is not a service yet). */
import type { AppDb } from '@souq/core/db/client.ts';
import { coupons, type Coupon, type NewCoupon } from '@souq/core/db/schema/promotions.schema.ts';
import { uniqueSuffix } from './unique.ts';

const DAY = 86_400_000;

/** An active coupon with a unique code, started the day before `now`, without an end or a discount. */
export async function buildCoupon(
  db: AppDb,
  overrides: Partial<NewCoupon> = {},
  { now = new Date() }: { now?: Date } = {},
): Promise<Coupon> {
  const code = overrides.code ?? `COUPON-${uniqueSuffix().toUpperCase()}`;
  const [coupon] = await db
    .insert(coupons)
    .values({ code, title: code, status: true, startDate: new Date(now.getTime() - DAY), ...overrides })
    .returning();
  return coupon!;
}
