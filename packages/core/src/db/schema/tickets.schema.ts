import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { categories, products } from './catalog.schema.ts';
import { createdAt, currencyCode, primaryId, timestamps } from './common.schema.ts';

export const ticketStatus = pgEnum('ticket_status', ['waiting', 'accepted', 'rejected']);

/** A designer's request to sell a new product; staff accept (it becomes a product) or reject. */
export const tickets = pgTable(
  'tickets',
  {
    id: primaryId(),
    designerId: uuid('designer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    currency: currencyCode('currency').notNull().default('EGP'),
    basePriceMinor: integer('base_price_minor'),
    status: ticketStatus('status').notNull().default('waiting'),
    acceptanceDate: timestamp('acceptance_date', { withTimezone: true }),
    rejectionDate: timestamp('rejection_date', { withTimezone: true }),
    designerStage: text('designer_stage'),
    forCompetition: boolean('for_competition').notNull().default(false),
    /** Why staff rejected it, shown to the designer and emailed in their language. */
    rejectionReason: text('rejection_reason'),
    /** The staff member who accepted or rejected it. */
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** The designer's discussion messages staff have not read yet (the staff side's badge). */
    newMessage: integer('new_message').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tickets_slug_uq').on(t.slug),
    index('tickets_designer_status_idx').on(t.designerId, t.status),
    index('tickets_status_created_idx').on(t.status, t.createdAt),
    index('tickets_category_id_idx').on(t.categoryId),
    index('tickets_product_id_idx').on(t.productId),
    index('tickets_decided_by_id_idx').on(t.decidedById),
  ],
);

export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: primaryId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_attachments_ticket_id_idx').on(t.ticketId)],
);

/**
 * The discussion of a ticket (and of its product once accepted): designer and designerSupport
 * staff. `readAt` is when the other side opened the thread after this message.
 */
export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: primaryId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Written by staff (true) or by the ticket's designer (false). */
    fromStaff: boolean('from_staff').notNull(),
    text: text('text').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_messages_ticket_created_idx').on(t.ticketId, t.createdAt),
    index('ticket_messages_author_id_idx').on(t.authorId),
  ],
);

/** Files sent in a discussion message: private (ticket-attachments/…), read through signed links. */
export const ticketMessageAttachments = pgTable(
  'ticket_message_attachments',
  {
    id: primaryId(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => ticketMessages.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    originalName: text('original_name'),
    mimeType: text('mime_type'),
    sizeBytes: integer('size_bytes'),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_message_attachments_message_id_idx').on(t.messageId)],
);

export const sellerNotificationKind = pgEnum('seller_notification_kind', [
  'sale',
  'ticket_accepted',
  'ticket_rejected',
  'ticket_reopened',
  'message',
  'payout_paid',
  'payout_rejected',
]);

/**
 * What a designer or manufacturer has not seen yet: a sale, a ticket decision, a staff message, a
 * payout. The user menu's badge counts the unread ones; opening the thing marks it read.
 */
export const sellerNotifications = pgTable(
  'seller_notifications',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: sellerNotificationKind('kind').notNull(),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    payoutId: uuid('payout_id'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('seller_notifications_user_read_idx').on(t.userId, t.readAt, t.createdAt),
    index('seller_notifications_ticket_id_idx').on(t.ticketId),
  ],
);

export type TicketMessage = typeof ticketMessages.$inferSelect;
export type TicketMessageAttachment = typeof ticketMessageAttachments.$inferSelect;
export type SellerNotification = typeof sellerNotifications.$inferSelect;
export type Ticket = typeof tickets.$inferSelect;
export type NewTicket = typeof tickets.$inferInsert;
export type TicketAttachment = typeof ticketAttachments.$inferSelect;
