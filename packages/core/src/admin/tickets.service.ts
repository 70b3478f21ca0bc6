/**
 * The dashboard's ticket desk (issue 17): the review queue of designers' product requests and one
 * ticket with everything staff need to decide it. The decisions themselves are the domain's
 * (designers/ticket-review.service.ts, ticket-messages.service.ts); this module only reads.
 *
 * The queue pages by offset (`page`), not by keyset: it is read one status at a time, the waiting
 * tab is as long as the desk is behind (tens, not millions), and staff sort it by any column
 * (filed, decided, name, price, unread), which a single keyset cannot follow.
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { categories, products } from '../db/schema/catalog.schema.ts';
import { ticketAttachments, tickets } from '../db/schema/tickets.schema.ts';
import { parseId } from '../ids.ts';
import type { CurrencyCode, LanguageCode } from '../locale/locales.ts';
import { withoutControlCharacters } from '../locale/text-input.ts';
import { getTicketDiscussion, type TicketMessageView } from '../designers/ticket-messages.service.ts';
import { ticketErrors } from '../designers/ticket-access.ts';
import type { TicketFiles } from '../designers/ticket-files.ts';
import { parseTicketStatus, type TicketStatus, type TicketView } from '../designers/tickets.service.ts';
import { requirePermission } from './permissions.ts';

export const TICKET_QUEUE_SORTS = ['filed', 'decided', 'name', 'price', 'unread'] as const;
export type TicketQueueSort = (typeof TICKET_QUEUE_SORTS)[number];
export const TICKET_QUEUE_PAGE_SIZE = 50;
const MAX_PAGE = 10_000;
const TEXT_MAX = 200;

export interface TicketQueueFilter {
  /** waiting (the default), accepted, rejected or all; anything else is the waiting tab. */
  status?: string | null;
  /** Part of the designer's name or email. */
  designer?: string | null;
  category?: string | null;
  /** Part of the ticket's name. */
  q?: string | null;
  sort?: string | null;
  dir?: string | null;
  page?: number | string | null;
  limit?: number | null;
}

export interface TicketQueueRow {
  id: string;
  name: string;
  designer: { id: string; name: string; email: string | null };
  category: { id: string; name: string; arName: string } | null;
  basePriceMinor: number | null;
  currency: CurrencyCode;
  files: number;
  /** The designer's discussion messages staff have not read. */
  unread: number;
  createdAt: Date;
  status: TicketStatus;
  /** When it was accepted or rejected. */
  decidedAt: Date | null;
}

export interface TicketQueue {
  items: TicketQueueRow[];
  status: TicketStatus | 'all';
  sort: TicketQueueSort;
  dir: 'asc' | 'desc';
  page: number;
  hasNext: boolean;
  /** Tickets of each status under the same designer, category and name filters (the tabs). */
  counts: Record<TicketStatus, number>;
  /** The categories of the filter. */
  categories: Array<{ id: string; name: string; arName: string }>;
}

/** A search text: no control characters, at most 200 characters, trimmed; null when empty. */
const searchText = (value: unknown): string | null => {
  const text = typeof value === 'string' ? withoutControlCharacters(value).trim().slice(0, TEXT_MAX) : '';
  return text === '' ? null : text;
};

/** `%text%` for ILIKE with the pattern's own characters taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const decidedAt = sql<Date | null>`coalesce(${tickets.acceptanceDate}, ${tickets.rejectionDate})`;

const sortColumn: Record<TicketQueueSort, SQL | AnyColumn> = {
  filed: tickets.createdAt,
  decided: decidedAt,
  name: sql`lower(${tickets.name})`,
  price: tickets.basePriceMinor,
  unread: tickets.newMessage,
};

function pageOf(value: TicketQueueFilter['page']): number {
  const page = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  return Number.isSafeInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/**
 * One page of the queue. By default the waiting tab, oldest first (the designer who waited longest
 * is answered first); decided tabs newest decision first.
 */
export async function listTicketQueue(
  ctx: ServiceContext,
  filter: TicketQueueFilter = {},
): Promise<TicketQueue> {
  requirePermission(ctx, 'tickets.read');
  const asked = filter.status === 'all' ? 'all' : parseTicketStatus(filter.status);
  const status: TicketStatus | 'all' = asked === 'all' ? 'all' : (asked ?? 'waiting');
  const sort = (TICKET_QUEUE_SORTS as readonly string[]).includes(filter.sort ?? '')
    ? (filter.sort as TicketQueueSort)
    : status === 'accepted' || status === 'rejected'
      ? 'decided'
      : 'filed';
  const dir: 'asc' | 'desc' =
    filter.dir === 'asc' || filter.dir === 'desc'
      ? filter.dir
      : sort === 'filed' && (status === 'waiting' || status === 'all')
        ? 'asc'
        : sort === 'name'
          ? 'asc'
          : 'desc';
  const page = pageOf(filter.page);
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit ?? TICKET_QUEUE_PAGE_SIZE)), 100);

  const categoryRows = await ctx.db
    .select({ id: categories.id, name: categories.name, arName: categories.arName })
    .from(categories)
    .orderBy(asc(categories.displayOrder), asc(categories.name));
  const counts: Record<TicketStatus, number> = { waiting: 0, accepted: 0, rejected: 0 };
  const empty = (): TicketQueue => ({
    items: [],
    status,
    sort,
    dir,
    page,
    hasNext: false,
    counts,
    categories: categoryRows,
  });

  const conditions: SQL[] = [];
  if (filter.category) {
    const categoryId = parseId(filter.category);
    if (!categoryId) return empty();
    conditions.push(eq(tickets.categoryId, categoryId));
  }
  const designer = searchText(filter.designer);
  if (designer) {
    const pattern = containing(designer);
    conditions.push(
      or(
        ilike(users.name, pattern),
        ilike(users.email, pattern),
        ilike(sql`${users.fName} || ' ' || ${users.lName}`, pattern),
      )!,
    );
  }
  const q = searchText(filter.q);
  if (q) conditions.push(ilike(tickets.name, containing(q)));

  const countRows = await ctx.db
    .select({ status: tickets.status, total: count() })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.designerId))
    .where(conditions.length ? and(...conditions) : undefined)
    .groupBy(tickets.status);
  for (const row of countRows) counts[row.status] = Number(row.total);

  if (status !== 'all') conditions.push(eq(tickets.status, status));
  const order = dir === 'asc' ? asc : desc;
  const column = sortColumn[sort];
  const rows = await ctx.db
    .select({
      id: tickets.id,
      name: tickets.name,
      designerId: users.id,
      designerName: users.name,
      designerEmail: users.email,
      categoryId: categories.id,
      categoryName: categories.name,
      categoryArName: categories.arName,
      basePriceMinor: tickets.basePriceMinor,
      currency: tickets.currency,
      files: sql<number>`(select count(*) from ${ticketAttachments} where ${ticketAttachments.ticketId} = ${tickets.id})::int`,
      unread: tickets.newMessage,
      createdAt: tickets.createdAt,
      status: tickets.status,
      acceptanceDate: tickets.acceptanceDate,
      rejectionDate: tickets.rejectionDate,
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.designerId))
    .leftJoin(categories, eq(categories.id, tickets.categoryId))
    .where(conditions.length ? and(...conditions) : undefined)
    // Nulls (no price, not decided) last either way; the id keeps pages stable among equals.
    .orderBy(sql`${column} is null`, order(column), order(tickets.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return {
    ...empty(),
    hasNext: rows.length > limit,
    items: rows.slice(0, limit).map((row) => ({
      id: row.id,
      name: row.name,
      designer: { id: row.designerId, name: row.designerName, email: row.designerEmail },
      category: row.categoryId
        ? { id: row.categoryId, name: row.categoryName ?? '', arName: row.categoryArName ?? '' }
        : null,
      basePriceMinor: row.basePriceMinor,
      currency: row.currency,
      files: Number(row.files),
      unread: row.unread,
      createdAt: row.createdAt,
      status: row.status,
      decidedAt: row.acceptanceDate ?? row.rejectionDate,
    })),
  };
}

export interface TicketReview {
  ticket: TicketView;
  messages: TicketMessageView[];
  designer: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    mailLang: LanguageCode;
  };
  decidedBy: { id: string; name: string } | null;
  /** The product made on acceptance, with its editorial status (a draft until an admin publishes it). */
  product: {
    id: string;
    slug: string;
    status: (typeof products.$inferSelect)['status'];
    published: boolean;
  } | null;
}

/**
 * One ticket for the desk: the ticket, its discussion (opening it marks the designer's messages
 * read, as the discussion service does for staff), its designer's contact, who decided it and the
 * product it became.
 */
export async function getTicketReview(
  ctx: ServiceContext,
  ticketId: string | null | undefined,
  files: TicketFiles,
): Promise<TicketReview> {
  requirePermission(ctx, 'tickets.read');
  // Only a ticket id here (the discussion service also takes a product's id).
  const id = parseId(ticketId);
  if (!id) throw ticketErrors.notFound();
  const [row] = await ctx.db
    .select({ id: tickets.id, designerId: tickets.designerId, decidedById: tickets.decidedById })
    .from(tickets)
    .where(eq(tickets.id, id))
    .limit(1);
  if (!row) throw ticketErrors.notFound();
  const { ticket, messages } = await getTicketDiscussion(ctx, row.id, files);
  const people = await ctx.db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      mailLang: users.mailLang,
    })
    .from(users)
    .where(inArray(users.id, [row.designerId, ...(row.decidedById ? [row.decidedById] : [])]));
  const designer = people.find((person) => person.id === row.designerId)!;
  const decider = row.decidedById ? people.find((person) => person.id === row.decidedById) : undefined;
  const [product] = ticket.product
    ? await ctx.db
        .select({ status: products.status })
        .from(products)
        .where(eq(products.id, ticket.product.id))
        .limit(1)
    : [];
  return {
    ticket,
    messages,
    designer,
    decidedBy: decider ? { id: decider.id, name: decider.name } : null,
    product: ticket.product && product ? { ...ticket.product, status: product.status } : null,
  };
}
