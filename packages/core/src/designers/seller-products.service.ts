/**
 * The seller's products (a designer's designs, the products a manufacturer makes) with their stock,
 * sales and earning per country, and updateAvailableSales: the designer (or staff) adds editions to
 * a limited product or takes some away (docs/decisions/031 for how the arguments are read).
 */
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { tickets } from '../db/schema/tickets.schema.ts';
import { requireActor } from '../accounts/accounts.service.ts';
import { isStaff } from '../accounts/user.mapper.ts';
import { domainError } from '../errors.ts';
import { parseId } from '../ids.ts';
import { toWesternDigits, type CountryCode, type CurrencyCode } from '../locale/locales.ts';
import { sellerTarget, type SaleParty } from './profits.service.ts';
import { parseCountry } from '../locale/parse.ts';

export interface SellerProduct {
  id: string;
  slug: string;
  name: string;
  arName: string;
  image: string | null;
  status: string;
  productStatus: boolean;
  availableEdition: number | null;
  initAvailableEdition: number | null;
  sales: Record<CountryCode, number>;
  prices: Partial<Record<CountryCode, { priceMinor: number; currency: CurrencyCode; earningMinor: number }>>;
  newMessage: number;
  ticketId: string | null;
}

const fail = domainError;

export const sellerProductErrors = {
  /** Not there, or not the caller's: the same answer, so nobody learns which. */
  productNotFound: () => fail('PRODUCT_NOT_FOUND', 'errors.product.notFound', 'Product not found', 404),
  quantityInvalid: () =>
    fail(
      'QUANTITY_INVALID',
      'errors.profit.quantityInvalid',
      'The quantity must be a whole number above zero',
    ),
  editionsBelowZero: () =>
    fail(
      'EDITIONS_BELOW_ZERO',
      'errors.profit.editionsBelowZero',
      'The available editions cannot go below zero',
      409,
    ),
  unlimitedEdition: () =>
    fail(
      'EDITION_UNLIMITED',
      'errors.profit.unlimitedEdition',
      'This product has no limited edition to take pieces from',
      409,
    ),
  notSoldInCountry: () =>
    fail('NOT_SOLD_IN_COUNTRY', 'errors.profit.notSoldInCountry', 'This product is not sold in this country'),
};

const primaryImage = sql<
  string | null
>`(select ${productImages.path} from ${productImages} where ${productImages.productId} = ${products.id} order by ${productImages.primaryImage} desc, ${productImages.displayOrder} asc, ${productImages.createdAt} asc limit 1)`;

const latestTicket = sql<
  string | null
>`(select ${tickets.id} from ${tickets} where ${tickets.productId} = ${products.id} order by ${tickets.createdAt} desc limit 1)`;

async function sellerProductsWhere(
  ctx: ServiceContext,
  where: SQL,
  party: SaleParty,
): Promise<SellerProduct[]> {
  const rows = await ctx.db
    .select({ product: products, image: primaryImage, ticketId: latestTicket })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), desc(products.id));
  if (rows.length === 0) return [];
  const prices = await ctx.db
    .select()
    .from(productPrices)
    .where(
      inArray(
        productPrices.productId,
        rows.map(({ product }) => product.id),
      ),
    );
  return rows.map(({ product, image, ticketId }) => {
    const own = prices.filter((price) => price.productId === product.id);
    const sales: Record<CountryCode, number> = { eg: 0, sa: 0, ae: 0 };
    const priced: SellerProduct['prices'] = {};
    for (const price of own) {
      sales[price.country] = price.salesNumber;
      if (price.active)
        priced[price.country] = {
          priceMinor: price.amountMinor,
          currency: price.currency,
          earningMinor: party === 'designer' ? price.revenueMinor : price.manufacturingCostMinor,
        };
    }
    return {
      id: product.id,
      slug: product.slug,
      name: product.name,
      arName: product.arName,
      image,
      status: product.status,
      productStatus: product.productStatus,
      availableEdition: product.availableEdition,
      initAvailableEdition: product.initAvailableEdition,
      sales,
      prices: priced,
      newMessage: product.newMessage,
      ticketId,
    };
  });
}

/** The caller's products by default; staff (and designerSupport) may name any seller; others 404. */
export async function listSellerProducts(
  ctx: ServiceContext,
  userId?: string | null,
): Promise<SellerProduct[]> {
  const seller = await sellerTarget(ctx, userId, null);
  const column = seller.role === 'designer' ? products.designerId : products.manufacturerId;
  return sellerProductsWhere(ctx, eq(column, seller.id), seller.role);
}

/** A whole number above zero, typed in Western or Arabic-Indic digits; anything else is refused. */
function quantityOf(value: number | string | null | undefined): number {
  const text = typeof value === 'number' ? String(value) : toWesternDigits(value ?? '').trim();
  if (!/^\d{1,9}$/.test(text)) throw sellerProductErrors.quantityInvalid();
  const quantity = Number(text);
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw sellerProductErrors.quantityInvalid();
  return quantity;
}

/**
 * updateAvailableSales(product, quantity, increase, country): increase adds `quantity` to the
 * available and the initial editions; otherwise both lose it, never below zero. An unlimited product
 * (null edition) becomes limited to `quantity` by an increase and cannot be reduced. One guarded
 * UPDATE, so two concurrent reductions cannot take the stock below zero.
 */
export async function updateAvailableSales(
  ctx: ServiceContext,
  input: {
    product: string | null | undefined;
    quantity: number | string | null | undefined;
    increase?: boolean | null;
    country?: string | null;
  },
): Promise<SellerProduct> {
  const actor = requireActor(ctx);
  const productId = parseId(input.product);
  if (!productId) throw sellerProductErrors.productNotFound();
  const mine = isStaff(actor) ? undefined : eq(products.designerId, actor.id.toLowerCase());
  const [product] = await ctx.db
    .select({ id: products.id, edition: products.availableEdition })
    .from(products)
    .where(and(eq(products.id, productId), mine))
    .limit(1);
  if (!product) throw sellerProductErrors.productNotFound();
  const quantity = quantityOf(input.quantity);
  if (input.country != null && input.country.trim() !== '') {
    const country = parseCountry(input.country);
    if (!country) throw sellerProductErrors.notSoldInCountry();
    const [sold] = await ctx.db
      .select({ id: productPrices.productId })
      .from(productPrices)
      .where(
        and(
          eq(productPrices.productId, productId),
          eq(productPrices.country, country),
          eq(productPrices.active, true),
        ),
      )
      .limit(1);
    if (!sold) throw sellerProductErrors.notSoldInCountry();
  }
  const increase = input.increase === true;
  const updated = increase
    ? await ctx.db
        .update(products)
        .set({
          availableEdition: sql`coalesce(${products.availableEdition}, 0) + ${quantity}`,
          initAvailableEdition: sql`case when ${products.availableEdition} is null then ${quantity} else coalesce(${products.initAvailableEdition}, 0) + ${quantity} end`,
          updatedAt: ctx.now,
        })
        .where(and(eq(products.id, productId), mine))
        .returning({ id: products.id })
    : await ctx.db
        .update(products)
        .set({
          availableEdition: sql`${products.availableEdition} - ${quantity}`,
          initAvailableEdition: sql`greatest(coalesce(${products.initAvailableEdition}, 0) - ${quantity}, 0)`,
          updatedAt: ctx.now,
        })
        .where(
          and(
            eq(products.id, productId),
            mine,
            sql`${products.availableEdition} is not null and ${products.availableEdition} >= ${quantity}`,
          ),
        )
        .returning({ id: products.id });
  if (updated.length === 0) {
    const [now] = await ctx.db
      .select({ edition: products.availableEdition })
      .from(products)
      .where(eq(products.id, productId))
      .limit(1);
    if (!now) throw sellerProductErrors.productNotFound();
    throw now.edition === null
      ? sellerProductErrors.unlimitedEdition()
      : sellerProductErrors.editionsBelowZero();
  }
  const [view] = await sellerProductsWhere(ctx, eq(products.id, productId), 'designer');
  return view!;
}
