/**
 * Designers as shoppers browse them: sortDesigners(sort, availableIn), getFeaturedDesigners, one
 * designer's page and the products of a designer or a manufacturer (getProductsByDesigner,
 * getProductsByManufacturer).
 *
 * A designer is listed when the account is an active designer with at least one product available
 * in the country; `productsCount` counts those products. Sorting accepts the contract's spellings
 * (`-salesNumber`, `name`, `-createdAt`, ...) and the site's; anything else is best sellers first.
 */
import { and, asc, desc, eq, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { notFound } from '../errors.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { publicProfileColumns } from '../accounts/user.mapper.ts';
import { productPrices, products } from '../db/schema/catalog.schema.ts';
import { activePriceIn, isPublished, sellsIn, summariesOfSelections } from './catalog.service.ts';
import type { ProductSummary, PublicProfileFields } from './catalog.types.ts';
import {
  LISTING_MAX_PER_PAGE,
  suggestedSelection,
  type ProductListing,
  type SuggestedProductsInput,
} from './category-listing.service.ts';
import { parsePositiveInt, type PageInfo } from './listing-params.ts';
import { listProductPage, listProducts, type ProductPageInput } from './product-listing.service.ts';
import { isUuid } from '../ids.ts';
import { parseDesignerSort, type DesignerSort } from './listing-params.ts';
import { pageOffset } from '../db/paging.ts';

export const DESIGNER_NOT_FOUND_MESSAGE = 'Designer not found';
export const DESIGNERS_DEFAULT_PER_PAGE = 24;
export const FEATURED_DESIGNERS_LIMIT = 12;

export {
  DEFAULT_DESIGNER_SORT,
  DESIGNER_SORTS,
  parseDesignerSort,
  type DesignerSort,
} from './listing-params.ts';

/** A designer in a listing or at the top of their page. */
export interface DesignerListItem extends PublicProfileFields {
  id: string;
  role: 'customer' | 'designer' | 'manufacturer';
  createdAt: Date;
  /** Products available in the context's country. */
  productsCount: number;
}

export interface DesignerListing {
  items: DesignerListItem[];
  pageInfo: PageInfo;
}

const designerNotFound = () => notFound('designer', DESIGNER_NOT_FOUND_MESSAGE);

/** Products of the outer users row (as designer) available in the country. */
// The outer column is spelled out: drizzle leaves columns unqualified in a one-table select list,
// where a bare "id" would mean the subquery's products.id.
const productsCountSql = (ctx: ServiceContext): SQL<number> =>
  sql<number>`(select count(*) from ${products} where ${products.designerId} = ${sql.identifier('users')}.${sql.identifier('id')} and ${isPublished()} and ${sellsIn(ctx.country)})::int`;

/**
 * Whether the designer sells anything in the context's country: stops at the first product, where
 * `productsCountSql > 0` counted them all (5,000 a designer at 100,000 products, issue 20).
 */
const sellsSomethingSql = (ctx: ServiceContext): SQL =>
  sql`exists (select 1 from ${products} where ${products.designerId} = ${sql.identifier('users')}.${sql.identifier('id')} and ${isPublished()} and ${sellsIn(ctx.country)})`;

const designerColumns = (ctx: ServiceContext) => ({
  ...publicProfileColumns,
  productsCount: productsCountSql(ctx),
});

const activeDesigner = (): SQL => and(eq(users.role, 'designer'), eq(users.status, true))!;

function designerOrder(ctx: ServiceContext, sort: DesignerSort): SQL[] {
  switch (sort) {
    case 'most-products':
      return [desc(productsCountSql(ctx)), desc(users.salesNumber), asc(users.id)];
    case 'newest':
      return [desc(users.createdAt), asc(users.id)];
    case 'name':
      return [asc(users.name), asc(users.id)];
    case 'best-sellers':
      return [desc(users.salesNumber), desc(users.featured), asc(users.name), asc(users.id)];
  }
}

/**
 * Active designers with products in the context's country, sorted, one page at a time
 * (sortDesigners(sort, availableIn) and the designers page).
 */
export async function sortDesigners(
  ctx: ServiceContext,
  input: { sort?: string | null; page?: number | string | null; perPage?: number | string | null } = {},
): Promise<DesignerListing> {
  const sort = parseDesignerSort(input.sort);
  const limit = parsePositiveInt(
    input.perPage ?? undefined,
    DESIGNERS_DEFAULT_PER_PAGE,
    LISTING_MAX_PER_PAGE,
  );
  const page = parsePositiveInt(input.page ?? undefined, 1);
  const where = and(activeDesigner(), sellsSomethingSql(ctx));
  const [countRows, rows] = await Promise.all([
    ctx.db
      .select({ total: sql<number>`count(*)` })
      .from(users)
      .where(where),
    ctx.db
      .select(designerColumns(ctx))
      .from(users)
      .where(where)
      .orderBy(...designerOrder(ctx, sort))
      .limit(limit)
      .offset(pageOffset(page, limit)),
  ]);
  const totalCount = Number(countRows[0]?.total ?? 0);
  const totalPages = Math.ceil(totalCount / limit);
  return {
    items: rows.map(toItem),
    pageInfo: { hasNext: page < totalPages, totalCount, totalPages, page, limit },
  };
}

/** Featured active designers with products in the country, best sellers first (getFeaturedDesigners). */
export async function getFeaturedDesigners(
  ctx: ServiceContext,
  limit = FEATURED_DESIGNERS_LIMIT,
): Promise<DesignerListItem[]> {
  const rows = await ctx.db
    .select(designerColumns(ctx))
    .from(users)
    .where(and(activeDesigner(), eq(users.featured, true), sellsSomethingSql(ctx)))
    .orderBy(desc(users.salesNumber), asc(users.name), asc(users.id))
    .limit(Math.min(LISTING_MAX_PER_PAGE, Math.max(1, Math.trunc(limit))));
  return rows.map(toItem);
}

/**
 * An active designer by slug or id, as their page shows them (productsCount in the country).
 * Unknown, not a designer or blocked: DomainError DESIGNER_NOT_FOUND (404).
 */
export async function getDesigner(ctx: ServiceContext, slugOrId: string): Promise<DesignerListItem> {
  const wanted = slugOrId.trim();
  if (!wanted) throw designerNotFound();
  const match = isUuid(wanted) ? or(eq(users.id, wanted), eq(users.slug, wanted)) : eq(users.slug, wanted);
  const [row] = await ctx.db
    .select(designerColumns(ctx))
    .from(users)
    .where(and(activeDesigner(), match))
    .limit(1);
  if (!row) throw designerNotFound();
  return toItem(row);
}

/** A page of a designer's products available in the country (newest or best sellers first). */
export async function listDesignerProducts(
  ctx: ServiceContext,
  designerId: string,
  input: ProductPageInput = {},
): Promise<ProductListing> {
  const id = designerId.trim();
  return listProductPage(ctx, isUuid(id) ? eq(products.designerId, id) : sql`false`, input);
}

/** getProductsByDesigner(designer, availableIn): at most 100, newest first; unknown ids give []. */
export async function getProductsByDesigner(
  ctx: ServiceContext,
  designerId: string,
): Promise<ProductSummary[]> {
  const id = designerId.trim();
  if (!isUuid(id)) return [];
  return listProducts(ctx, eq(products.designerId, id), LISTING_MAX_PER_PAGE);
}

export interface MoreFromDesignerInput {
  designerId: string;
  /** The product being viewed: left out. */
  productId: string;
  limit: number;
}

/**
 * "More from this designer" on a product page: the designer's other products sold in the country,
 * best sellers there first. Unknown or malformed ids give [].
 */
export async function getMoreFromDesigner(
  ctx: ServiceContext,
  input: MoreFromDesignerInput,
): Promise<ProductSummary[]> {
  return (await summariesOfSelections(ctx, [moreFromDesignerSelection(ctx, input)]))[0]!;
}

function moreFromDesignerSelection(ctx: ServiceContext, input: MoreFromDesignerInput): SQLWrapper {
  const designerId = input.designerId.trim();
  const productId = input.productId.trim();
  if (!isUuid(designerId) || !isUuid(productId)) return sql`select null::uuid where false`;
  const limit = parsePositiveInt(input.limit, 8, LISTING_MAX_PER_PAGE);
  return ctx.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(productPrices, activePriceIn(ctx.country))
    .where(and(isPublished(), eq(products.designerId, designerId), ne(products.id, productId)))
    .orderBy(desc(productPrices.salesNumber), desc(products.createdAt), desc(products.id))
    .limit(limit);
}

/**
 * The two rows under a product: suggestions (getSuggestedProducts) and more from its designer
 * (getMoreFromDesigner), in one statement.
 */
export async function getProductPageRows(
  ctx: ServiceContext,
  input: { suggested: SuggestedProductsInput; moreFromDesigner: MoreFromDesignerInput },
): Promise<{ suggested: ProductSummary[]; moreFromDesigner: ProductSummary[] }> {
  const [suggested, moreFromDesigner] = await summariesOfSelections(ctx, [
    suggestedSelection(ctx, input.suggested),
    moreFromDesignerSelection(ctx, input.moreFromDesigner),
  ]);
  return { suggested: suggested!, moreFromDesigner: moreFromDesigner! };
}

/** getProductsByManufacturer(manufacturer, availableIn): at most 100, newest first; unknown ids give []. */
export async function getProductsByManufacturer(
  ctx: ServiceContext,
  manufacturerId: string,
): Promise<ProductSummary[]> {
  const id = manufacturerId.trim();
  if (!isUuid(id)) return [];
  return listProducts(ctx, eq(products.manufacturerId, id), LISTING_MAX_PER_PAGE);
}

function toItem(row: Omit<DesignerListItem, 'productsCount'> & { productsCount: number }): DesignerListItem {
  return { ...row, productsCount: Number(row.productsCount) };
}
