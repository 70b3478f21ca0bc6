/**
 * The dashboard's one search box (issue 17): order numbers, people (name, email, phone), products
 * and designers, a few of each, grouped. Any staff member may search; each group is read only when
 * the staff member holds its permission, so designer support finds designers and nothing of the
 * shop's customers or orders.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import { orders } from '../db/schema/orders.schema.ts';
import { productSearchDocuments } from '../db/schema/search-documents.schema.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { normalizeSearchText } from '../search/normalize.ts';
import { can } from './permissions.ts';
import { listAdminCustomers, type AdminCustomerRow } from './customers.service.ts';

export const ADMIN_SEARCH_GROUP_SIZE = 8;

export interface AdminSearchResults {
  /** The groups the staff member may read (absent: not allowed, so not searched). */
  orders?: {
    id: string;
    orderNumber: string;
    status: string;
    currency: string;
    totalMinor: number;
    createdAt: Date;
  }[];
  customers?: AdminCustomerRow[];
  products?: { id: string; name: string; arName: string; status: string }[];
  designers?: { id: string; name: string; role: string; email: string | null }[];
}

/**
 * Order numbers are matched whole (their unique index answers at once, on a million orders), with
 * or without the `SD-` the site prints before them.
 */
function orderNumbersOf(typed: string): string[] {
  const number = typed.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z0-9-]{3,40}$/.test(number)) return [];
  return number.startsWith('SD-') ? [number] : [number, `SD-${number}`];
}

/** The results for `q`; an empty or unusable text finds nothing. Staff only (401, 403). */
export async function adminSearch(
  ctx: ServiceContext,
  q: string | null | undefined,
): Promise<AdminSearchResults> {
  const actor = ctx.user;
  if (!actor) throw accountErrors.unauthenticated();
  if (!actor.privilageType || !actor.status) throw accountErrors.forbidden();
  const typed = (q ?? '')
    .replace(/\p{Cc}/gu, ' ')
    .trim()
    .slice(0, 200);
  const results: AdminSearchResults = {};
  const name = normalizeSearchText(typed);
  const searches: Promise<void>[] = [];

  if (can(actor, 'orders.read')) {
    const numbers = orderNumbersOf(typed);
    searches.push(
      (async () => {
        results.orders = numbers.length
          ? await ctx.db
              .select({
                id: orders.id,
                orderNumber: orders.orderNumber,
                status: orders.status,
                currency: orders.currency,
                totalMinor: orders.totalMinor,
                createdAt: orders.createdAt,
              })
              .from(orders)
              .where(inArray(orders.orderNumber, numbers))
              .limit(ADMIN_SEARCH_GROUP_SIZE)
          : [];
      })(),
    );
  }
  if (can(actor, 'customers.read')) {
    searches.push(
      (async () => {
        results.customers = typed
          ? (await listAdminCustomers(ctx, { q: typed, limit: ADMIN_SEARCH_GROUP_SIZE })).items
          : [];
      })(),
    );
  }
  if (can(actor, 'products.read')) {
    searches.push(
      (async () => {
        // The search documents hold both names normalized, with a trigram index (drafts included).
        const names = productSearchDocuments.names;
        const match =
          name.length >= 3
            ? sql`${names} like ${`%${name}%`}`
            : or(
                sql`${productSearchDocuments.nameEn} like ${`${name}%`}`,
                sql`${productSearchDocuments.nameAr} like ${`${name}%`}`,
              );
        results.products = name
          ? await ctx.db
              .select({
                id: products.id,
                name: products.name,
                arName: products.arName,
                status: products.status,
              })
              .from(productSearchDocuments)
              .innerJoin(products, eq(products.id, productSearchDocuments.productId))
              .where(match)
              .orderBy(desc(productSearchDocuments.createdAt), desc(productSearchDocuments.productId))
              .limit(ADMIN_SEARCH_GROUP_SIZE)
          : [];
      })(),
    );
  }
  if (can(actor, 'designers.read')) {
    searches.push(
      (async () => {
        const stored = sql`${users}.name_search`;
        results.designers =
          name.length >= 2
            ? await ctx.db
                .select({ id: users.id, name: users.name, role: users.role, email: users.email })
                .from(users)
                .where(
                  and(
                    inArray(users.role, ['designer', 'manufacturer']),
                    name.length >= 3
                      ? sql`${stored} like ${`%${name}%`}`
                      : sql`(${stored} like ${`${name}%`} or ${stored} like ${`% ${name}%`})`,
                  ),
                )
                .orderBy(desc(users.salesNumber), desc(users.createdAt))
                .limit(ADMIN_SEARCH_GROUP_SIZE)
            : [];
      })(),
    );
  }
  await Promise.all(searches);
  return results;
}
