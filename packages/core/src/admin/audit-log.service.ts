/**
 * The audit log (docs/decisions/033): every staff write records who, when, what and the entity
 * before and after, in the same transaction as the write, so a change and its record commit or roll
 * back together. Only superAdmin reads it (`audit.read`), newest first, by person and entity.
 */
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { auditLog } from '../db/schema/admin.schema.ts';
import { users } from '../db/schema/accounts.schema.ts';
import { parseId } from '../ids.ts';
import { requirePermission } from './permissions.ts';
import { decodeCursor, encodeCursor, olderThan, preciseTime } from './keyset.ts';

export interface AuditChange {
  /** `<entity>.<verb>`: `order.status`, `product.publish`, `user.block`, `wallet.adjust`. */
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** JSON-safe copy (dates as ISO text, bigints as numbers) so jsonb stores what was read. */
const plain = (value: Record<string, unknown> | null | undefined): Record<string, unknown> | null =>
  value == null
    ? null
    : (JSON.parse(
        JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? Number(inner) : inner)),
      ) as Record<string, unknown>);

/**
 * Records one staff write. Call it inside the write's transaction (`withTransaction`), with the
 * context whose `user` is the staff member.
 */
export async function recordAudit(ctx: Pick<ServiceContext, 'db' | 'user' | 'now'>, change: AuditChange) {
  await ctx.db.insert(auditLog).values({
    staffId: ctx.user?.id ?? null,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId ?? null,
    before: plain(change.before),
    after: plain(change.after),
    createdAt: ctx.now,
  });
}

export interface AuditLogEntry {
  id: string;
  at: Date;
  staffId: string | null;
  staffName: string | null;
  staffEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface AuditLogFilter {
  staffId?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  /** The `next` cursor of the previous page. */
  after?: string | null;
  limit?: number;
}

export const AUDIT_LOG_PAGE_SIZE = 50;

/** A page of the log, newest first, keyset-paged on (created_at, id). */
export async function listAuditLog(
  ctx: ServiceContext,
  filter: AuditLogFilter = {},
): Promise<{ items: AuditLogEntry[]; next: string | null }> {
  requirePermission(ctx, 'audit.read');
  const limit = Math.min(Math.max(1, Math.trunc(filter.limit ?? AUDIT_LOG_PAGE_SIZE)), 200);
  const conditions: SQL[] = [];
  const staffId = parseId(filter.staffId);
  if (filter.staffId && !staffId) return { items: [], next: null };
  if (staffId) conditions.push(eq(auditLog.staffId, staffId));
  const entityType = filter.entityType?.trim();
  if (entityType) conditions.push(eq(auditLog.entityType, entityType));
  const entityId = filter.entityId?.trim();
  if (entityId) conditions.push(eq(auditLog.entityId, entityId.toLowerCase()));
  const cursor = decodeCursor(filter.after);
  if (cursor) conditions.push(olderThan(auditLog.createdAt, auditLog.id, cursor));
  const rows = await ctx.db
    .select({
      id: auditLog.id,
      at: auditLog.createdAt,
      cursorAt: preciseTime(auditLog.createdAt),
      staffId: auditLog.staffId,
      staffFirst: users.fName,
      staffLast: users.lName,
      staffEmail: users.email,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.staffId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(({ staffFirst, staffLast, cursorAt: _cursorAt, ...row }) => ({
      ...row,
      staffName: staffFirst == null ? null : [staffFirst, staffLast].filter(Boolean).join(' '),
    })),
    next: rows.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null,
  };
}
