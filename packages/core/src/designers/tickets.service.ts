/**
 * Designer tickets (SPEC.md sections 2, 3 Ticket, 5 and 7): a designer asks to sell a new product
 * (addProductForDesigner); staff accept it, which creates the product, or reject it with a reason
 * (ticket-review.service.ts); the designer follows them on the tickets page (waiting approval,
 * accepted, rejected) and may remove a rejected one. A ticket is the designer's: another designer
 * gets 404 for it, as for something that does not exist; staff of the ticket desk see every one.
 */
import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { requireActor, slugBase } from '../accounts/accounts.service.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import { missingDesignerProfileFields } from '../accounts/designer-profile.ts';
import { parseMajorAmount } from '../catalog/listing-params.ts';
import { getSettings } from '../content/settings.service.ts';
import type { Actor, ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { categories, products } from '../db/schema/catalog.schema.ts';
import {
  ticketAttachments,
  ticketMessageAttachments,
  ticketMessages,
  tickets,
  type Ticket,
  type TicketAttachment,
} from '../db/schema/tickets.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { parseId } from '../ids.ts';
import { isLanguage, type CurrencyCode } from '../locale/locales.ts';
import { assertNoControlCharacters } from '../locale/text-input.ts';
import { MINOR_PER_MAJOR } from '../money/money.ts';
import { privateFileLinkFor, removePrivateFile } from '../media/private-files.ts';
import { claimTicketFiles, ticketAttachmentErrors, type TicketFileClaim } from './ticket-attachments.ts';
import { mayReviewTickets, ticketErrors, type TicketRequiredField } from './ticket-access.ts';
import { enqueueTicketEmail } from './ticket-emails.ts';
import type { TicketFiles } from './ticket-files.ts';

export type TicketStatus = 'waiting' | 'accepted' | 'rejected';

export interface TicketAttachmentView {
  id: string;
  originalName: string | null;
  mimeType: string | null;
  sizeBytes: number | null;
  /** A signed /files/... link, null when the reader may not open it. */
  url: string | null;
}

export interface TicketView {
  id: string;
  slug: string;
  name: string;
  description: string;
  basePriceMinor: number | null;
  currency: CurrencyCode;
  status: TicketStatus;
  designerStage: string | null;
  forCompetition: boolean;
  category: { id: string; name: string; arName: string; slug: string } | null;
  designer: { id: string; name: string; slug: string };
  createdAt: Date;
  acceptanceDate: Date | null;
  rejectionDate: Date | null;
  rejectionReason: string | null;
  /** The product made on acceptance; `published` once an admin put it on sale. */
  product: { id: string; slug: string; published: boolean } | null;
  attachments: TicketAttachmentView[];
  /** Staff messages the designer has not read. */
  unreadForDesigner: number;
  /** Designer messages staff have not read. */
  newMessage: number;
}

export interface AddProductForDesignerInput {
  designer: string | null | undefined;
  category: string | null | undefined;
  designerStage?: string | null;
  ticketForCompetition?: boolean | null;
  name: string | null | undefined;
  basePrice?: number | string | null;
  description: string | null | undefined;
  attachments?: readonly string[] | null;
  /**
   * Ignored: the server's clock dates a ticket (docs/decisions/030). A client's clock may be wrong
   * or set on purpose to jump the review queue, which is ordered by date.
   */
  createdAt?: string | null;
  mailLang?: string | null;
}

const NAME_MAX = 200;
const DESCRIPTION_MAX = 10_000;
const STAGE_MAX = 200;

// ------------------------------------------------------------------------------------------------
// Reading
// ------------------------------------------------------------------------------------------------

/** Whether `actor` sees the ticket of `designerId`: its designer, or staff of the ticket desk. */
export const maySeeTicket = (actor: Actor, designerId: string): boolean =>
  mayReviewTickets(actor) || (actor.role === 'designer' && actor.id === designerId);

/** A signed link to a stored attachment for the reader, or null when they may not open it. */
function attachmentLink(
  ctx: Pick<ServiceContext, 'user' | 'now'>,
  path: string,
  designerId: string,
  files: TicketFiles,
): string | null {
  return privateFileLinkFor(ctx.user, path, { secret: files.secret, now: ctx.now, ownerId: designerId });
}

/** A stored attachment (of a ticket or of a discussion message) as its reader sees it. */
export function attachmentView(
  ctx: Pick<ServiceContext, 'user' | 'now'>,
  attachment: Pick<TicketAttachment, 'id' | 'path' | 'originalName' | 'mimeType' | 'sizeBytes'>,
  designerId: string,
  files: TicketFiles,
): TicketAttachmentView {
  return {
    id: attachment.id,
    originalName: attachment.originalName,
    mimeType: attachment.mimeType,
    sizeBytes: attachment.sizeBytes,
    url: attachmentLink(ctx, attachment.path, designerId, files),
  };
}

/** The columns a claimed upload gives its attachment row, a ticket's or a discussion message's. */
export const attachmentColumnsOf = (claim: TicketFileClaim, createdAt: Date) => ({
  path: claim.reference,
  originalName: claim.originalName,
  mimeType: claim.mimeType,
  sizeBytes: claim.sizeBytes,
  createdAt,
});

/** The views of the tickets matching `where`, newest first. */
export async function loadTicketViews(
  ctx: ServiceContext,
  where: SQL | undefined,
  files: TicketFiles,
): Promise<TicketView[]> {
  const rows = await ctx.db
    .select({
      ticket: tickets,
      category: {
        id: categories.id,
        name: categories.name,
        arName: categories.arName,
        slug: categories.slug,
      },
      designer: { id: users.id, name: users.name, slug: users.slug },
      product: {
        id: products.id,
        slug: products.slug,
        status: products.status,
        productStatus: products.productStatus,
      },
    })
    .from(tickets)
    .innerJoin(users, eq(users.id, tickets.designerId))
    .leftJoin(categories, eq(categories.id, tickets.categoryId))
    .leftJoin(products, eq(products.id, tickets.productId))
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.ticket.id);
  const [attachments, unread] = await Promise.all([
    ctx.db
      .select()
      .from(ticketAttachments)
      .where(inArray(ticketAttachments.ticketId, ids))
      .orderBy(ticketAttachments.createdAt, ticketAttachments.id),
    ctx.db
      .select({ ticketId: ticketMessages.ticketId, total: count() })
      .from(ticketMessages)
      .where(
        and(
          inArray(ticketMessages.ticketId, ids),
          eq(ticketMessages.fromStaff, true),
          isNull(ticketMessages.readAt),
        ),
      )
      .groupBy(ticketMessages.ticketId),
  ]);
  const unreadOf = new Map(unread.map((row) => [row.ticketId, Number(row.total)]));
  return rows.map(({ ticket, category, designer, product }) => ({
    id: ticket.id,
    slug: ticket.slug,
    name: ticket.name,
    description: ticket.description,
    basePriceMinor: ticket.basePriceMinor,
    currency: ticket.currency,
    status: ticket.status,
    designerStage: ticket.designerStage,
    forCompetition: ticket.forCompetition,
    category: category?.id ? category : null,
    designer,
    createdAt: ticket.createdAt,
    acceptanceDate: ticket.acceptanceDate,
    rejectionDate: ticket.rejectionDate,
    rejectionReason: ticket.rejectionReason,
    product: product?.id
      ? {
          id: product.id,
          slug: product.slug,
          // The catalogue's rule (catalog.service.ts isPublished), read from the row.
          published: product.status === 'active' && product.productStatus === true,
        }
      : null,
    attachments: attachments
      .filter((attachment) => attachment.ticketId === ticket.id)
      .map((attachment) => attachmentView(ctx, attachment, ticket.designerId, files)),
    unreadForDesigner: unreadOf.get(ticket.id) ?? 0,
    newMessage: ticket.newMessage,
  }));
}

/**
 * The ticket an argument names (a ticket id, or the id of the product it became) if the caller may
 * see it; 404 otherwise (also for another designer's, so ids of others reveal nothing).
 */
export async function findVisibleTicket(
  ctx: ServiceContext,
  ticketOrProductId: string | null | undefined,
): Promise<{ actor: Actor; ticket: Ticket }> {
  const actor = requireActor(ctx);
  const id = parseId(ticketOrProductId);
  if (!id) throw ticketErrors.notFound();
  const [ticket] = await ctx.db
    .select()
    .from(tickets)
    .where(or(eq(tickets.id, id), eq(tickets.productId, id)))
    .orderBy(desc(tickets.createdAt))
    .limit(1);
  if (!ticket || !maySeeTicket(actor, ticket.designerId)) throw ticketErrors.notFound();
  return { actor, ticket };
}

export async function getTicketView(
  ctx: ServiceContext,
  ticketId: string,
  files: TicketFiles,
): Promise<TicketView> {
  const [view] = await loadTicketViews(ctx, eq(tickets.id, ticketId), files);
  if (!view) throw ticketErrors.notFound();
  return view;
}

const STATUS_ALIASES = new Map<string, TicketStatus | null>([
  ['', null],
  ['all', null],
  ['waiting', 'waiting'],
  ['waiting approval', 'waiting'],
  ['waitingapproval', 'waiting'],
  ['pending', 'waiting'],
  ['accepted', 'accepted'],
  ['rejected', 'rejected'],
]);

/** A status filter as clients spell it ('waiting approval', 'Waiting_Approval'...); undefined when unknown. */
export function parseTicketStatus(value: string | null | undefined): TicketStatus | null | undefined {
  const key = (value ?? '').trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');
  return STATUS_ALIASES.has(key) ? STATUS_ALIASES.get(key)! : STATUS_ALIASES.get(key.replace(/ /g, ''));
}

/** The id of a designer whose tickets the caller may see (their own, or any for staff); 404 otherwise. */
export function visibleDesignerId(ctx: ServiceContext, designerId: string | null | undefined): string {
  const actor = requireActor(ctx);
  const id = parseId(designerId);
  if (!id || !maySeeTicket(actor, id)) throw ticketErrors.notFound();
  return id;
}

/** The tickets of a designer, newest first, all of them or those of one status. */
export async function getDesignerTickets(
  ctx: ServiceContext,
  input: { designer: string | null | undefined; status?: string | null },
  files: TicketFiles,
): Promise<TicketView[]> {
  const actor = requireActor(ctx);
  const designerId = visibleDesignerId(ctx, input.designer ?? (actor.role === 'designer' ? actor.id : null));
  const status = parseTicketStatus(input.status);
  if (status === undefined) throw ticketErrors.statusInvalid();
  const conditions = [eq(tickets.designerId, designerId)];
  if (status) conditions.push(eq(tickets.status, status));
  return loadTicketViews(ctx, and(...conditions), files);
}

export async function getTicketById(
  ctx: ServiceContext,
  ticketOrProductId: string | null | undefined,
  files: TicketFiles,
): Promise<TicketView> {
  const { ticket } = await findVisibleTicket(ctx, ticketOrProductId);
  return getTicketView(ctx, ticket.id, files);
}

/** Waiting tickets of a designer (the dashboard's count); the designer themselves or staff. */
export async function countPendingTickets(ctx: ServiceContext, designerId: string): Promise<number> {
  const id = visibleDesignerId(ctx, designerId);
  const [row] = await ctx.db
    .select({ total: count() })
    .from(tickets)
    .where(and(eq(tickets.designerId, id), eq(tickets.status, 'waiting')));
  return Number(row?.total ?? 0);
}

// ------------------------------------------------------------------------------------------------
// Filing
// ------------------------------------------------------------------------------------------------

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A base price in EGP major units (`150`, `99.5`, `١٥٠`) to minor units; null when absent. */
function basePriceMinorOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === ''))
    return null;
  const major = parseMajorAmount(value);
  if (major === null) throw ticketErrors.basePriceInvalid();
  return Math.round(major * MINOR_PER_MAJOR.EGP);
}

/**
 * Claimed files must not belong to a ticket or message already: the same token sent twice would
 * let removing one ticket delete the other's file.
 */
export async function assertFilesUnused(
  ctx: ServiceContext,
  claims: readonly TicketFileClaim[],
): Promise<void> {
  if (claims.length === 0) return;
  const paths = claims.map((claim) => claim.reference);
  const [onTicket, onMessage] = await Promise.all([
    ctx.db
      .select({ id: ticketAttachments.id })
      .from(ticketAttachments)
      .where(inArray(ticketAttachments.path, paths))
      .limit(1),
    ctx.db
      .select({ id: ticketMessageAttachments.id })
      .from(ticketMessageAttachments)
      .where(inArray(ticketMessageAttachments.path, paths))
      .limit(1),
  ]);
  if (onTicket.length > 0 || onMessage.length > 0) throw ticketAttachmentErrors.invalid();
}

/**
 * A designer files a product for review (SPEC.md section 7, addProductForDesigner). Staff of the
 * ticket desk may file for a designer. Required: designer, category, name and description (each
 * missing one is a field error; nothing is written); a designer with a complete profile only.
 */
export async function addProductForDesigner(
  ctx: ServiceContext,
  input: AddProductForDesignerInput,
  files: TicketFiles,
): Promise<TicketView> {
  const actor = requireActor(ctx);
  const staff = mayReviewTickets(actor);
  if (actor.role !== 'designer' && !staff) throw accountErrors.forbidden();
  const name = trimmed(input.name);
  const description = trimmed(input.description);
  const designerStage = trimmed(input.designerStage) || null;
  const missing: TicketRequiredField[] = [];
  if (!trimmed(input.designer)) missing.push('designer');
  if (!trimmed(input.category)) missing.push('category');
  if (!name) missing.push('name');
  if (!description) missing.push('description');
  if (missing.length > 0) throw ticketErrors.required(missing);
  assertNoControlCharacters({ name, description, designerStage });
  if (name.length > NAME_MAX) throw ticketErrors.tooLong('name');
  if (description.length > DESCRIPTION_MAX) throw ticketErrors.tooLong('description');
  if (designerStage && designerStage.length > STAGE_MAX) throw ticketErrors.tooLong('designerStage');

  const designerId = parseId(input.designer);
  if (!staff && designerId !== actor.id) throw accountErrors.forbidden();
  const [designer] = designerId
    ? await ctx.db.select().from(users).where(eq(users.id, designerId)).limit(1)
    : [];
  if (!designer || designer.role !== 'designer') throw accountErrors.userNotFound();
  const incomplete = missingDesignerProfileFields(designer);
  if (incomplete.length > 0) throw ticketErrors.profileIncomplete(incomplete);

  const categoryId = parseId(input.category);
  const [category] = categoryId
    ? await ctx.db
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, categoryId))
        .limit(1)
    : [];
  if (!category) throw ticketErrors.categoryNotFound();
  const basePriceMinor = basePriceMinorOf(input.basePrice);
  const settings = await getSettings(ctx);
  const forCompetition = settings.showForCompetitionInput && input.ticketForCompetition === true;
  const claims = await claimTicketFiles(ctx, input.attachments, [actor.id, designer.id], files);
  const mailLang = isLanguage(input.mailLang) ? input.mailLang : null;

  const ticketId = await withTransaction(ctx, async (tx) => {
    await assertFilesUnused(tx, claims);
    const [row] = await tx.db
      .insert(tickets)
      .values({
        designerId: designer.id,
        categoryId: category.id,
        slug: `${slugBase(name)}-${crypto.randomBytes(4).toString('hex')}`,
        name,
        description,
        currency: 'EGP',
        basePriceMinor,
        status: 'waiting',
        designerStage,
        forCompetition,
        createdAt: tx.now,
        updatedAt: tx.now,
      })
      .returning({ id: tickets.id });
    if (claims.length > 0)
      await tx.db
        .insert(ticketAttachments)
        .values(claims.map((claim) => ({ ticketId: row!.id, ...attachmentColumnsOf(claim, tx.now) })));
    await enqueueTicketEmail(tx, { ticketId: row!.id, event: 'submitted', lang: mailLang });
    return row!.id;
  });
  ctx.log.info({ ticketId, designerId: designer.id, by: actor.id }, 'ticket filed');
  return getTicketView(ctx, ticketId, files);
}

// ------------------------------------------------------------------------------------------------
// Removing
// ------------------------------------------------------------------------------------------------

/**
 * Removes a rejected ticket with its discussion and files (SPEC.md section 2: a rejected ticket can
 * be removed). Its designer or staff; any other state is 409. The files go after the commit (a
 * rolled-back removal keeps them); `files` names where they are (without it they stay on disk, for
 * callers that have no runtime at hand).
 */
export async function removeRejectedTicket(
  ctx: ServiceContext,
  ticketId: string | null | undefined,
  files?: TicketFiles,
): Promise<{ id: string }> {
  const { ticket } = await findVisibleTicket(ctx, ticketId);
  const paths = await withTransaction(ctx, async (tx) => {
    const [locked] = await tx.db
      .select({ status: tickets.status })
      .from(tickets)
      .where(eq(tickets.id, ticket.id))
      .for('update');
    if (!locked) throw ticketErrors.notFound();
    if (locked.status !== 'rejected') throw ticketErrors.notRejected();
    const stored = [
      ...(await tx.db
        .select({ path: ticketAttachments.path })
        .from(ticketAttachments)
        .where(eq(ticketAttachments.ticketId, ticket.id))),
      ...(await tx.db
        .select({ path: ticketMessageAttachments.path })
        .from(ticketMessageAttachments)
        .innerJoin(ticketMessages, eq(ticketMessages.id, ticketMessageAttachments.messageId))
        .where(eq(ticketMessages.ticketId, ticket.id))),
    ].map((row) => row.path);
    await tx.db.delete(tickets).where(eq(tickets.id, ticket.id));
    return stored;
  });
  if (files) await Promise.all(paths.map((path) => removePrivateFile(files.store, path)));
  ctx.log.info({ ticketId: ticket.id, files: paths.length }, 'rejected ticket removed');
  return { id: ticket.id };
}
