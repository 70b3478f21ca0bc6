/**
 * The jobs table as a queue, on PGlite and on PostgreSQL: a job exists only when its transaction
 * committed, runs once when due, is retried with a backoff and marked failed after its last
 * attempt, is taken again from a worker that died, and two workers never run one job twice.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import type { Database } from '../db/client.ts';
import { jobs } from '../db/schema/system.schema.ts';
import { withTransaction } from '../db/transaction.ts';
import type { Outbox, OutboxEmail } from '../notifications/outbox.ts';
import {
  enqueueEmail,
  enqueueJob,
  retryDelayMs,
  runDueJobs,
  STALE_LOCK_MS,
  type JobHandler,
  type JobRunContext,
} from './jobs.service.ts';
import { jobHandlers } from './job-handlers.ts';

let database: Database;
const sent: OutboxEmail[] = [];
const outbox: Outbox = {
  sendEmail: async (email) => {
    sent.push(email);
  },
  sendSms: async () => undefined,
};
let clock = new Date('2026-05-01T10:00:00Z');
const deps = (): JobRunContext => ({
  db: database.db,
  outbox,
  log: pino({ level: 'silent' }),
  now: () => clock,
  baseUrl: 'http://shop.test',
  handlers: jobHandlers,
});
const email: OutboxEmail = {
  to: 'buyer@example.com',
  subject: 'Hi',
  text: 'Hello',
  lang: 'ar',
  template: 'test',
};

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  sent.length = 0;
  clock = new Date('2026-05-01T10:00:00Z');
  await database.db.delete(jobs);
});

describe('jobs', () => {
  it('sends a queued email once it is due, and only once', async () => {
    await enqueueEmail(deps(), email, new Date('2026-05-01T12:00:00Z'));
    expect(await runDueJobs(deps())).toBe(0);
    expect(sent).toEqual([]);
    clock = new Date('2026-05-01T12:00:00Z');
    expect(await runDueJobs(deps())).toBe(1);
    expect(await runDueJobs(deps())).toBe(0);
    expect(sent).toEqual([email]);
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ status: 'succeeded', attempts: 1, lockedBy: null });
  });

  it('adds nothing when the transaction that queued it rolls back', async () => {
    await expect(
      withTransaction(deps(), async (tx) => {
        await enqueueEmail(tx, email, clock);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('retries a failing job with a growing delay and marks it failed after its last attempt', async () => {
    let calls = 0;
    const flaky: JobHandler = async () => {
      calls += 1;
      throw new Error(`refused ${calls}`);
    };
    const id = await enqueueJob(deps(), { queue: 'flaky', payload: {}, runAt: clock, maxAttempts: 3 });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await runDueJobs(deps(), { handlers: { flaky } })).toBe(1);
      const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
      if (attempt < 3) {
        expect(row).toMatchObject({ status: 'queued', attempts: attempt, lastError: `refused ${attempt}` });
        expect(row!.runAt.getTime()).toBe(clock.getTime() + retryDelayMs(attempt));
        expect(await runDueJobs(deps(), { handlers: { flaky } })).toBe(0);
        clock = row!.runAt;
      } else expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'refused 3' });
    }
    clock = new Date(clock.getTime() + 24 * 3600_000);
    expect(await runDueJobs(deps(), { handlers: { flaky } })).toBe(0);
    expect(calls).toBe(3);
  });

  it('takes again a job whose worker died while running it', async () => {
    const id = await enqueueEmail(deps(), email, clock);
    await database.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedAt: clock, lockedBy: 'dead-worker' })
      .where(eq(jobs.id, id));
    expect(await runDueJobs(deps())).toBe(0);
    clock = new Date(clock.getTime() + STALE_LOCK_MS + 1000);
    expect(await runDueJobs(deps())).toBe(1);
    expect(sent).toHaveLength(1);
    const [row] = await database.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'succeeded', attempts: 2 });
  });

  it('leaves jobs of queues it has no handler for', async () => {
    await enqueueJob(deps(), { queue: 'someone-else', payload: {}, runAt: clock });
    expect(await runDueJobs(deps())).toBe(0);
    const [row] = await database.db.select().from(jobs);
    expect(row!.status).toBe('queued');
  });

  it('runs each job once when two workers poll at the same time', async () => {
    for (let i = 0; i < 12; i += 1) await enqueueEmail(deps(), { ...email, to: `r${i}@example.com` }, clock);
    const runs = await Promise.all([
      runDueJobs(deps(), { limit: 5 }),
      runDueJobs(deps(), { limit: 5 }),
      runDueJobs(deps(), { limit: 5 }),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBe(12);
    expect(new Set(sent.map((message) => message.to)).size).toBe(12);
    expect(sent).toHaveLength(12);
  });
});
