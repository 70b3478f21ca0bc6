/**
 * getOrdersByDesignerId(designerId, currentCountry): the lines of the seller's products in orders
 * (a designer's designs, or the products a manufacturer makes), newest first, with the order's
 * number, date, country and display status. Never the customer: no name, address, email or phone
 * leaves this file. Orders still pending payment are not sales yet and are left out.
 */
import { and, count, desc, eq, isNull, ne, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { orderLines, orders } from '../db/schema/orders.schema.ts';
import type { CountryCode, CurrencyCode } from '../locale/locales.ts';
import { displayStatus } from '../orders/order-lifecycle.service.ts';
import { sellerColumn, sellerTarget } from './profits.service.ts';
import { parseCountry } from '../locale/parse.ts';
import { parsePositiveInt } from '../catalog/listing-params.ts';
import { pageOffset } from '../db/paging.ts';

export interface SellerOrderLine {
  orderId: string;
  orderNumber: string;
  /** The order line (iDesign's print files are per line). */
  lineId: string;
  orderedAt: Date;
  country: CountryCode;
  currency: CurrencyCode;
  /** The display status. */
  status: string;
  productId: string | null;
  productSlug: string | null;
  productName: string;
  productArName: string;
  imagePath: string | null;
  quantity: number;
  unitPriceMinor: number;
  /** revenue×qty (designer) or cost×qty (manufacturer). */
  earningMinor: number;
  features: { property: string; arProperty: string; value: string; arValue: string }[];
}

export const SELLER_ORDERS_MAX_LIMIT = 50;
const DEFAULT_LIMIT = 20;

/**
 * The seller themselves or staff (superAdmin, admin, designerSupport); anyone else 404. A valid
 * currentCountry (eg, sa, ae, or egypt, saudi, emirates) keeps that market's orders; without one, or with one that names no
 * market (as getOrdersByUserId reads it: an unknown country is no filter of its own), every market.
 */
export async function getOrdersByDesignerId(
  ctx: ServiceContext,
  input: {
    designerId: string | null | undefined;
    country?: string | null;
    page?: number | null;
    limit?: number | null;
  },
): Promise<{ items: SellerOrderLine[]; total: number; page: number; pages: number; limit: number }> {
  const seller = await sellerTarget(ctx, input.designerId, null);
  const country = parseCountry(input.country);
  const limit = parsePositiveInt(input.limit, DEFAULT_LIMIT, SELLER_ORDERS_MAX_LIMIT);
  const page = parsePositiveInt(input.page, 1);
  const where = and(
    eq(sellerColumn(seller.role), seller.id),
    isNull(orderLines.giftCardId),
    ne(orders.status, 'pending'),
    country ? eq(orders.orderedFrom, country) : undefined,
  ) as SQL;
  const [counted] = await ctx.db
    .select({ total: count() })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(where);
  const total = Number(counted?.total ?? 0);
  const rows = await ctx.db
    .select({
      orderId: orders.id,
      orderNumber: orders.orderNumber,
      orderedAt: orders.createdAt,
      country: orders.orderedFrom,
      status: orders.status,
      line: orderLines,
      productSlug: products.slug,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id), desc(orderLines.id))
    .limit(limit)
    .offset(pageOffset(page, limit));
  const perUnit = (line: (typeof rows)[number]['line']) =>
    seller.role === 'designer' ? line.revenueMinor : line.manufacturingCostMinor;
  return {
    items: rows.map(({ line, ...row }) => ({
      orderId: row.orderId,
      orderNumber: row.orderNumber,
      lineId: line.id,
      orderedAt: row.orderedAt,
      country: row.country,
      currency: line.currency,
      status: displayStatus(row.status),
      productId: line.productId,
      productSlug: row.productSlug,
      productName: line.productName,
      productArName: line.productArName,
      imagePath: line.imagePath,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      earningMinor: perUnit(line) * line.quantity,
      features: line.features.map(({ property, arProperty, value, arValue }) => ({
        property,
        arProperty,
        value,
        arValue,
      })),
    })),
    total,
    page,
    pages: Math.max(1, Math.ceil(total / limit)),
    limit,
  };
}
