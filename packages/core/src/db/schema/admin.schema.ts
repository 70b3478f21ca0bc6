import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { createdAt, primaryId } from './common.schema.ts';

/**
 * Every write staff make in the dashboard, append-only (docs/decisions/033): who, when, what
 * (an action such as `order.status` on an entity) and the entity's fields before and after. Only
 * superAdmin reads it; nothing updates or deletes a row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    /** The staff member; null once their account is gone (the row stays). */
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** What was done, `<entity>.<verb>`: `order.status`, `product.publish`, `user.block`. */
    action: text('action').notNull(),
    /** The kind of thing changed: order, product, ticket, user, payout, wallet. */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_staff_created_idx').on(t.staffId, t.createdAt),
    index('audit_log_entity_created_idx').on(t.entityType, t.entityId, t.createdAt),
  ],
);

export type AuditLogRow = typeof auditLog.$inferSelect;
