/**
 * Staff decide a waiting ticket (whoever holds 'tickets.decide': superAdmin, admin,
 * designerSupport). Accepting creates, in the same transaction as the decision, a DRAFT product
 * prefilled from the ticket (its designer, category, names, description, stage, the prices staff
 * gave or the designer's base price), its images, its search document, the ticket's link to it, the
 * designer's notification and email; an admin completes and publishes it in the products editor.
 * Either all of it exists or none. A ticket is decided once: the second decision (two staff at once
 * included) is 409, until a rejected ticket is reopened. Every decision leaves an audit row.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../admin/audit-log.service.ts';
import { requirePermission } from '../admin/permissions.ts';
import { parseMajorAmount } from '../catalog/listing-params.ts';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { categories, productPrices, products } from '../db/schema/catalog.schema.ts';
import { productImages } from '../db/schema/media.schema.ts';
import { tickets, type Ticket } from '../db/schema/tickets.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { parseId } from '../ids.ts';
import { COUNTRIES, currencyOfCountry, type CountryCode } from '../locale/locales.ts';
import { assertNoControlCharacters } from '../locale/text-input.ts';
import { isStoredUploadPath } from '../media/upload-limits.ts';
import { MINOR_PER_MAJOR } from '../money/money.ts';
import { refreshProductSearchDocuments } from '../search/search-documents.ts';
import { notifySeller } from './seller-notifications.service.ts';
import { REJECTION_REASON_MAX, ticketErrors } from './ticket-access.ts';
import { enqueueTicketEmail } from './ticket-emails.ts';
import type { TicketFiles } from './ticket-files.ts';
import { getTicketView, type TicketView } from './tickets.service.ts';

/** Major units of that country's currency. */
export interface CountryPriceInput {
  price: number | string;
  revenue?: number | string | null;
  siteRevenue?: number | string | null;
  manufacturingCost?: number | string | null;
}

export interface AcceptTicketInput {
  ticket: string | null | undefined;
  /**
   * The countries staff price now (any number, none included): without any, the country of the
   * ticket's currency gets the designer's base price, for the editor to correct.
   */
  prices?: Partial<Record<CountryCode, CountryPriceInput>> | null;
  /** Public upload names (as /api/user/upload-one answers them), the first is the primary image. */
  images?: readonly string[] | null;
  availableEdition?: number | null;
  manufacturer?: string | null;
  /** The English name; the ticket's name when absent. */
  name?: string | null;
  /** The Arabic name; the ticket's name when absent. */
  arName?: string | null;
  arDescription?: string | null;
}

const MAX_IMAGES = 20;

const NAME_MAX = 200;

const requireReviewer = (ctx: ServiceContext) => requirePermission(ctx, 'tickets.decide');

/** A ticket by id for a reviewer (404 when there is none). */
async function ticketFor(ctx: ServiceContext, ticketId: string | null | undefined): Promise<Ticket> {
  const id = parseId(ticketId);
  const [ticket] = id ? await ctx.db.select().from(tickets).where(eq(tickets.id, id)).limit(1) : [];
  if (!ticket) throw ticketErrors.notFound();
  return ticket;
}

/** Locks the ticket in the transaction and refuses one already decided. */
async function lockWaiting(tx: ServiceContext, ticketId: string): Promise<Ticket> {
  const [locked] = await tx.db.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
  if (!locked) throw ticketErrors.notFound();
  if (locked.status !== 'waiting') throw ticketErrors.alreadyDecided();
  return locked;
}

const minorOf = (value: unknown, field: string, required: boolean): number => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    if (required) throw ticketErrors.priceInvalid(field);
    return 0;
  }
  const major = parseMajorAmount(value);
  if (major === null) throw ticketErrors.priceInvalid(field);
  // EGP, SAR and AED share 100 minor units; rounding drops float noise (19.99 * 100).
  return Math.round(major * MINOR_PER_MAJOR.EGP);
};

interface PriceRow {
  country: CountryCode;
  amountMinor: number;
  revenueMinor: number;
  siteRevenueMinor: number;
  manufacturingCostMinor: number;
}

/** The rows of the prices staff gave (none is allowed: the product is a draft). */
function priceRowsOf(prices: AcceptTicketInput['prices']): PriceRow[] {
  const rows: PriceRow[] = [];
  for (const country of COUNTRIES) {
    const given = prices?.[country];
    if (!given) continue;
    const field = `prices.${country}`;
    rows.push({
      country,
      amountMinor: minorOf(given.price, `${field}.price`, true),
      revenueMinor: minorOf(given.revenue, `${field}.revenue`, false),
      siteRevenueMinor: minorOf(given.siteRevenue, `${field}.siteRevenue`, false),
      manufacturingCostMinor: minorOf(given.manufacturingCost, `${field}.manufacturingCost`, false),
    });
  }
  return rows;
}

/** The designer's base price as the one price of the country of its currency (EGP: Egypt). */
function basePriceRow(ticket: Ticket): PriceRow[] {
  const country = COUNTRIES.find((candidate) => currencyOfCountry(candidate) === ticket.currency);
  if (ticket.basePriceMinor === null || !country) return [];
  return [
    {
      country,
      amountMinor: ticket.basePriceMinor,
      revenueMinor: 0,
      siteRevenueMinor: 0,
      manufacturingCostMinor: 0,
    },
  ];
}

function imagesOf(images: readonly string[] | null | undefined): string[] {
  const paths = [
    ...new Set((images ?? []).map((image) => (typeof image === 'string' ? image.trim() : ''))),
  ].filter(Boolean);
  if (paths.length > MAX_IMAGES || paths.some((path) => !isStoredUploadPath(path, 'avatars')))
    throw ticketErrors.imageInvalid();
  return paths;
}

function editionOf(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
    throw ticketErrors.editionInvalid();
  return value;
}

const optionalText = (value: string | null | undefined): string | null => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
};

/**
 * Accepts a waiting ticket: a draft product is made from it (status 'draft': not on sale until an
 * admin publishes it in the products editor), the designer notified and emailed.
 */
export async function acceptTicket(
  ctx: ServiceContext,
  input: AcceptTicketInput,
  files: TicketFiles,
): Promise<TicketView> {
  const actor = requireReviewer(ctx);
  const ticket = await ticketFor(ctx, input.ticket);
  const priceRows = priceRowsOf(input.prices);
  const images = imagesOf(input.images);
  const availableEdition = editionOf(input.availableEdition);
  const enName = optionalText(input.name);
  const arName = optionalText(input.arName);
  const arDescription = optionalText(input.arDescription);
  assertNoControlCharacters({ name: enName, arName, arDescription });
  if (enName && enName.length > NAME_MAX) throw ticketErrors.tooLong('name');
  if (arName && arName.length > NAME_MAX) throw ticketErrors.tooLong('arName');
  const manufacturerId = input.manufacturer ? parseId(input.manufacturer) : null;
  if (input.manufacturer) {
    const [manufacturer] = manufacturerId
      ? await ctx.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, manufacturerId), eq(users.role, 'manufacturer')))
          .limit(1)
      : [];
    if (!manufacturer) throw ticketErrors.manufacturerNotFound();
  }

  await withTransaction(ctx, async (tx) => {
    const locked = await lockWaiting(tx, ticket.id);
    const [category] = locked.categoryId
      ? await tx.db.select({ id: categories.id }).from(categories).where(eq(categories.id, locked.categoryId))
      : [];
    if (!category) throw ticketErrors.categoryNotFound();
    const suffix = crypto.randomBytes(4).toString('hex');
    const [taken] = await tx.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.slug, locked.slug))
      .limit(1);
    const [product] = await tx.db
      .insert(products)
      .values({
        sku: `TK-${suffix.toUpperCase()}-${locked.id.slice(0, 8).toUpperCase()}`,
        slug: taken ? `${locked.slug}-${suffix}` : locked.slug,
        name: enName ?? locked.name,
        arName: arName ?? locked.name,
        description: locked.description,
        arDescription: arDescription ?? locked.description,
        // A draft: the catalogue shows 'active' only (catalog.service.ts isPublished), which the
        // products editor sets once both languages, prices and images are complete.
        status: 'draft',
        productStatus: true,
        designerStage: locked.designerStage,
        availableEdition,
        initAvailableEdition: availableEdition,
        categoryId: category.id,
        designerId: locked.designerId,
        manufacturerId,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning({ id: products.id });
    const productId = product!.id;
    const rows = priceRows.length > 0 ? priceRows : basePriceRow(locked);
    if (rows.length > 0)
      await tx.db.insert(productPrices).values(
        rows.map((row) => ({
          productId,
          country: row.country,
          currency: currencyOfCountry(row.country),
          amountMinor: row.amountMinor,
          revenueMinor: row.revenueMinor,
          siteRevenueMinor: row.siteRevenueMinor,
          manufacturingCostMinor: row.manufacturingCostMinor,
        })),
      );
    if (images.length > 0)
      await tx.db.insert(productImages).values(
        images.map((path, index) => ({
          productId,
          path,
          primaryImage: index === 0,
          displayOrder: index,
          createdAt: tx.now,
        })),
      );
    await tx.db
      .update(tickets)
      .set({
        status: 'accepted',
        acceptanceDate: tx.now,
        decidedById: actor.id,
        productId,
        updatedAt: tx.now,
      })
      .where(and(eq(tickets.id, locked.id), eq(tickets.status, 'waiting')));
    await refreshProductSearchDocuments(tx, [productId]);
    await notifySeller(tx, { userId: locked.designerId, kind: 'ticket_accepted', ticketId: locked.id });
    await enqueueTicketEmail(tx, { ticketId: locked.id, event: 'accepted' });
    await recordAudit(tx, {
      action: 'ticket.accept',
      entityType: 'ticket',
      entityId: locked.id,
      before: { status: locked.status },
      after: { status: 'accepted', productId, productStatus: 'draft' },
    });
  });
  ctx.log.info({ ticketId: ticket.id, by: actor.id }, 'ticket accepted');
  return getTicketView(ctx, ticket.id, files);
}

/** Rejects a waiting ticket with a reason, shown to the designer and emailed in their language. */
export async function rejectTicket(
  ctx: ServiceContext,
  input: { ticket: string | null | undefined; reason: string | null | undefined },
  files: TicketFiles,
): Promise<TicketView> {
  const actor = requireReviewer(ctx);
  const ticket = await ticketFor(ctx, input.ticket);
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reason) throw ticketErrors.reasonRequired();
  assertNoControlCharacters({ reason });
  if (reason.length > REJECTION_REASON_MAX) throw ticketErrors.reasonTooLong();
  await withTransaction(ctx, async (tx) => {
    const locked = await lockWaiting(tx, ticket.id);
    await tx.db
      .update(tickets)
      .set({
        status: 'rejected',
        rejectionDate: tx.now,
        rejectionReason: reason,
        decidedById: actor.id,
        updatedAt: tx.now,
      })
      .where(and(eq(tickets.id, locked.id), eq(tickets.status, 'waiting')));
    await notifySeller(tx, { userId: locked.designerId, kind: 'ticket_rejected', ticketId: locked.id });
    await enqueueTicketEmail(tx, { ticketId: locked.id, event: 'rejected', reason });
    await recordAudit(tx, {
      action: 'ticket.reject',
      entityType: 'ticket',
      entityId: locked.id,
      before: { status: locked.status },
      after: { status: 'rejected', rejectionReason: reason },
    });
  });
  ctx.log.info({ ticketId: ticket.id, by: actor.id }, 'ticket rejected');
  return getTicketView(ctx, ticket.id, files);
}

/**
 * Puts a rejected ticket back in the queue (staff changed their mind, or the designer fixed what
 * was asked in the discussion): waiting again, without its reason and decision date, and the
 * designer is told. Only a rejected ticket (409 otherwise: an accepted one already has its product).
 */
export async function reopenTicket(
  ctx: ServiceContext,
  ticketId: string | null | undefined,
): Promise<{ id: string; status: 'waiting' }> {
  const actor = requireReviewer(ctx);
  const ticket = await ticketFor(ctx, ticketId);
  await withTransaction(ctx, async (tx) => {
    const [locked] = await tx.db.select().from(tickets).where(eq(tickets.id, ticket.id)).for('update');
    if (!locked) throw ticketErrors.notFound();
    if (locked.status !== 'rejected') throw ticketErrors.notReopenable();
    await tx.db
      .update(tickets)
      .set({
        status: 'waiting',
        rejectionDate: null,
        rejectionReason: null,
        decidedById: null,
        updatedAt: tx.now,
      })
      .where(and(eq(tickets.id, locked.id), eq(tickets.status, 'rejected')));
    await notifySeller(tx, { userId: locked.designerId, kind: 'ticket_reopened', ticketId: locked.id });
    await recordAudit(tx, {
      action: 'ticket.reopen',
      entityType: 'ticket',
      entityId: locked.id,
      before: {
        status: locked.status,
        rejectionReason: locked.rejectionReason,
        rejectionDate: locked.rejectionDate,
      },
      after: { status: 'waiting' },
    });
  });
  ctx.log.info({ ticketId: ticket.id, by: actor.id }, 'ticket reopened');
  return { id: ticket.id, status: 'waiting' };
}
