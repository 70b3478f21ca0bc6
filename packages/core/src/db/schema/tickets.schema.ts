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
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('tickets_slug_uq').on(t.slug),
    index('tickets_designer_status_idx').on(t.designerId, t.status),
    index('tickets_status_created_idx').on(t.status, t.createdAt),
    index('tickets_category_id_idx').on(t.categoryId),
    index('tickets_product_id_idx').on(t.productId),
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

export type Ticket = typeof tickets.$inferSelect;
export type NewTicket = typeof tickets.$inferInsert;
export type TicketAttachment = typeof ticketAttachments.$inferSelect;
