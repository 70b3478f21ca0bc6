/**
 * The discussion of a ticket and of the product it became (profile/products/discuss/{id}): its
 * designer and staff of the ticket desk write to each other, with files. Two unread counters keep
 * the badges: `tickets.newMessage` and `products.newMessage` count the designer's messages staff
 * have not read; `users.responsesReaded` (SPEC.md's name) counts the staff replies the designer has
 * not read. Counters move by guarded SQL updates (`x = x + 1`, `greatest(x - n, 0)`), never by a
 * read-then-write, so two messages at once both count.
 */
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { requireActor } from '../accounts/accounts.service.ts';
import { recordAudit } from '../admin/audit-log.service.ts';
import { accountErrors } from '../accounts/account-errors.ts';
import type { ServiceContext } from '../context.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { products } from '../db/schema/catalog.schema.ts';
import {
  ticketMessageAttachments,
  ticketMessages,
  tickets,
  type Ticket,
} from '../db/schema/tickets.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import { parseId } from '../ids.ts';
import { assertNoControlCharacters } from '../locale/text-input.ts';
import { markSellerNotificationsRead, notifySeller } from './seller-notifications.service.ts';
import { mayReviewTickets, TICKET_MESSAGE_MAX, ticketErrors } from './ticket-access.ts';
import { claimTicketFiles } from './ticket-attachments.ts';
import { enqueueTicketEmail } from './ticket-emails.ts';
import type { TicketFiles } from './ticket-files.ts';
import {
  assertFilesUnused,
  attachmentColumnsOf,
  attachmentView,
  findVisibleTicket,
  getTicketView,
  maySeeTicket,
  type TicketAttachmentView,
  type TicketView,
  visibleDesignerId,
} from './tickets.service.ts';

export interface TicketMessageView {
  id: string;
  fromStaff: boolean;
  author: { id: string; name: string } | null;
  text: string;
  createdAt: Date;
  readAt: Date | null;
  attachments: TicketAttachmentView[];
}

/** The messages of a ticket, oldest first, with their files (links for the reader). */
async function loadMessages(
  ctx: ServiceContext,
  ticket: Ticket,
  files: TicketFiles,
): Promise<TicketMessageView[]> {
  const rows = await ctx.db
    .select({ message: ticketMessages, author: { id: users.id, name: users.name } })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.authorId))
    .where(eq(ticketMessages.ticketId, ticket.id))
    .orderBy(asc(ticketMessages.createdAt), asc(ticketMessages.id));
  if (rows.length === 0) return [];
  const attachments = await ctx.db
    .select()
    .from(ticketMessageAttachments)
    .where(
      inArray(
        ticketMessageAttachments.messageId,
        rows.map((row) => row.message.id),
      ),
    )
    .orderBy(asc(ticketMessageAttachments.createdAt), asc(ticketMessageAttachments.id));
  return rows.map(({ message, author }) => ({
    id: message.id,
    fromStaff: message.fromStaff,
    author: author?.id ? author : null,
    text: message.text,
    createdAt: message.createdAt,
    readAt: message.readAt,
    attachments: attachments
      .filter((attachment) => attachment.messageId === message.id)
      .map((attachment) => attachmentView(ctx, attachment, ticket.designerId, files)),
  }));
}

/**
 * The discussion of a ticket (a ticket id or its product's id), oldest first, as it was when opened
 * (unread messages have readAt null, counters their values before). Opening it marks the
 * other side's messages read and resets the reader's counters: the designer's unread replies (and
 * their 'message' notifications of this ticket), or staff's new-message badges of the ticket and
 * its product.
 */
export async function getTicketDiscussion(
  ctx: ServiceContext,
  ticketOrProductId: string | null | undefined,
  files: TicketFiles,
): Promise<{ ticket: TicketView; messages: TicketMessageView[] }> {
  const { actor, ticket } = await findVisibleTicket(ctx, ticketOrProductId);
  const designerReads = actor.id === ticket.designerId;
  // Read before marking: the answer shows what was new to the reader (readAt null), once.
  const [view, messages] = [
    await getTicketView(ctx, ticket.id, files),
    await loadMessages(ctx, ticket, files),
  ];
  await withTransaction(ctx, async (tx) => {
    const marked = await tx.db
      .update(ticketMessages)
      .set({ readAt: tx.now })
      .where(
        and(
          eq(ticketMessages.ticketId, ticket.id),
          eq(ticketMessages.fromStaff, designerReads),
          isNull(ticketMessages.readAt),
        ),
      )
      .returning({ id: ticketMessages.id });
    if (designerReads) {
      if (marked.length > 0)
        await tx.db
          .update(users)
          .set({ responsesReaded: sql`greatest(${users.responsesReaded} - ${marked.length}, 0)` })
          .where(eq(users.id, ticket.designerId));
      await markSellerNotificationsRead(tx, ticket.designerId, { kinds: ['message'], ticketId: ticket.id });
    } else {
      await tx.db.update(tickets).set({ newMessage: 0 }).where(eq(tickets.id, ticket.id));
      if (ticket.productId)
        await tx.db.update(products).set({ newMessage: 0 }).where(eq(products.id, ticket.productId));
    }
  });
  return { ticket: view, messages };
}

/**
 * A message in the discussion: text (at most 4000 characters, no control characters) or at least
 * one file. The designer's raises staff's badges (ticket and product); staff's raises the
 * designer's unread replies, notifies them and emails them in their mail language.
 */
export async function addTicketMessage(
  ctx: ServiceContext,
  input: {
    ticket: string | null | undefined;
    text: string | null | undefined;
    attachments?: readonly string[] | null;
  },
  files: TicketFiles,
): Promise<TicketMessageView> {
  const { actor, ticket } = await findVisibleTicket(ctx, input.ticket);
  const fromStaff = actor.id !== ticket.designerId;
  const text = typeof input.text === 'string' ? input.text.trim() : '';
  assertNoControlCharacters({ text });
  if (text.length > TICKET_MESSAGE_MAX) throw ticketErrors.messageTooLong();
  const claims = await claimTicketFiles(ctx, input.attachments, [actor.id], files);
  if (!text && claims.length === 0) throw ticketErrors.messageRequired();
  const messageId = await withTransaction(ctx, async (tx) => {
    await assertFilesUnused(tx, claims);
    const [message] = await tx.db
      .insert(ticketMessages)
      .values({ ticketId: ticket.id, authorId: actor.id, fromStaff, text, createdAt: tx.now })
      .returning({ id: ticketMessages.id });
    if (claims.length > 0)
      await tx.db
        .insert(ticketMessageAttachments)
        .values(claims.map((claim) => ({ messageId: message!.id, ...attachmentColumnsOf(claim, tx.now) })));
    if (fromStaff) {
      await tx.db
        .update(users)
        .set({ responsesReaded: sql`${users.responsesReaded} + 1` })
        .where(eq(users.id, ticket.designerId));
      await notifySeller(tx, { userId: ticket.designerId, kind: 'message', ticketId: ticket.id });
      await enqueueTicketEmail(tx, { ticketId: ticket.id, event: 'message' });
      // A staff reply speaks for the shop: the audit log keeps it beside the decisions.
      await recordAudit(tx, {
        action: 'ticket.message',
        entityType: 'ticket',
        entityId: ticket.id,
        before: { status: ticket.status },
        after: { status: ticket.status, messageId: message!.id, attachments: claims.length },
      });
    } else {
      await tx.db
        .update(tickets)
        .set({ newMessage: sql`${tickets.newMessage} + 1` })
        .where(eq(tickets.id, ticket.id));
      if (ticket.productId)
        await tx.db
          .update(products)
          .set({ newMessage: sql`${products.newMessage} + 1` })
          .where(eq(products.id, ticket.productId));
    }
    return message!.id;
  });
  const messages = await loadMessages(ctx, ticket, files);
  return messages.find((message) => message.id === messageId)!;
}

/**
 * SPEC.md section 7, addNewMessageNotification: staff's new-message badge of a product (and of the
 * ticket it came from), +1 (`increase` true or absent) or back to 0 (false). The product's designer
 * and staff of the ticket desk; anyone else gets 404 as for an unknown product.
 */
export async function addNewMessageNotification(
  ctx: ServiceContext,
  input: { product: string | null | undefined; increase?: boolean | null },
): Promise<{ id: string; newMessage: number }> {
  const actor = requireActor(ctx);
  const id = parseId(input.product);
  const [product] = id
    ? await ctx.db
        .select({ id: products.id, designerId: products.designerId })
        .from(products)
        .where(eq(products.id, id))
    : [];
  if (!product || !maySeeTicket(actor, product.designerId)) throw ticketErrors.productNotFound();
  const increase = input.increase !== false;
  return withTransaction(ctx, async (tx) => {
    const [updated] = await tx.db
      .update(products)
      .set({ newMessage: increase ? sql`${products.newMessage} + 1` : 0 })
      .where(eq(products.id, product.id))
      .returning({ id: products.id, newMessage: products.newMessage });
    await tx.db
      .update(tickets)
      .set({ newMessage: increase ? sql`${tickets.newMessage} + 1` : 0 })
      .where(eq(tickets.productId, product.id));
    return updated!;
  });
}

/**
 * SPEC.md section 7, updateResponsesNotifications: a user's unread-replies counter
 * (`responsesReaded`), +1 (`increase` true or absent) or back to 0 (false). The user themselves or
 * staff of the ticket desk (403 for anyone else).
 */
export async function updateResponsesNotifications(
  ctx: ServiceContext,
  input: { user: string | null | undefined; increase?: boolean | null },
): Promise<{ id: string; responsesReaded: number }> {
  const actor = requireActor(ctx);
  const given = input.user != null && input.user.trim() !== '';
  const userId = given ? parseId(input.user) : actor.id;
  if (userId !== actor.id && !mayReviewTickets(actor)) throw accountErrors.forbidden();
  if (!userId) throw accountErrors.userNotFound();
  const increase = input.increase !== false;
  const [updated] = await ctx.db
    .update(users)
    .set({ responsesReaded: increase ? sql`${users.responsesReaded} + 1` : 0 })
    .where(eq(users.id, userId))
    .returning({ id: users.id, responsesReaded: users.responsesReaded });
  if (!updated) throw accountErrors.userNotFound();
  return updated;
}

/** Staff replies a designer has not read, over all their tickets (the dashboard's badge). */
export async function countUnreadStaffMessages(ctx: ServiceContext, designerId: string): Promise<number> {
  const id = visibleDesignerId(ctx, designerId);
  const [row] = await ctx.db
    .select({ total: count() })
    .from(ticketMessages)
    .innerJoin(tickets, eq(tickets.id, ticketMessages.ticketId))
    .where(
      and(eq(tickets.designerId, id), eq(ticketMessages.fromStaff, true), isNull(ticketMessages.readAt)),
    );
  return Number(row?.total ?? 0);
}
