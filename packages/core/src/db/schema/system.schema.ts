import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestamps } from './common.schema.ts';

export const jobStatus = pgEnum('job_status', ['queued', 'running', 'succeeded', 'failed']);

/**
 * Background work (emails, webhooks, gift-card delivery, reconciliation). Workers claim due rows
 * with FOR UPDATE SKIP LOCKED, which the (status, run_at) index serves.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: primaryId(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: jobStatus('status').notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    ...timestamps(),
  },
  (t) => [
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
    index('jobs_queue_status_idx').on(t.queue, t.status),
    index('jobs_created_at_idx').on(t.createdAt),
  ],
);

/** Replays of a request with the same Idempotency-Key get the stored response back. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: primaryId(),
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key_uq').on(t.scope, t.key),
    index('idempotency_keys_created_at_idx').on(t.createdAt),
  ],
);

/** A provider event id seen once is never processed twice. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index('processed_webhook_events_processed_at_idx').on(t.processedAt),
  ],
);

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
export type ProcessedWebhookEvent = typeof processedWebhookEvents.$inferSelect;
