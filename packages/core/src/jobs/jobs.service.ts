/**
 * Background work in the `jobs` table (ARCHITECTURE.md, jobs): a job is added in the transaction of
 * the change that needs it, so it exists exactly when that change committed, and it survives a
 * crash of the process. Workers claim due rows with FOR UPDATE SKIP LOCKED (PostgreSQL and PGlite),
 * so two workers never run one job at once; a job whose worker died while running it is claimed
 * again once its lock is older than STALE_LOCK_MS. Handlers must be idempotent: a job may run again
 * after a crash between its work and its "succeeded" mark.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { AppDb } from '../db/client.ts';
import { jobs, type Job } from '../db/schema/system.schema.ts';
import type { Outbox, OutboxEmail } from '../notifications/outbox.ts';
import type { FileStore, FileStoreSource } from '../media/file-store.ts';

/** What a handler may use: no request, no signed-in user. */
export interface JobDeps {
  db: AppDb;
  outbox: Outbox;
  log: Logger;
  now: () => Date;
  /** The site's origin for links in emails (PUBLIC_URL, else http://localhost:PORT). */
  baseUrl: string;
  /** The file store (the runtime's config): jobs that write files (iDesign's print files) need it. */
  files?: FileStore | FileStoreSource;
}

export type JobHandler = (deps: JobDeps, payload: Record<string, unknown>) => Promise<void>;

/** Which handler runs the jobs of each queue. */
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/**
 * The worker's context: a handler's, plus the handlers. These are registered where the process is
 * composed (jobs/job-handlers.ts, passed by the server), not imported here: the queue stays below
 * the domains that enqueue jobs, with no import cycle (docs/decisions/029).
 */
export interface JobRunContext extends JobDeps {
  handlers: JobHandlers;
}

export interface NewJobInput {
  queue: string;
  payload: Record<string, unknown>;
  /** When it becomes due; services pass ctx.now (or a later instant) so tests can move the clock. */
  runAt?: Date;
  maxAttempts?: number;
}

/** A running job whose lock is older than this belongs to a worker that died: it is claimed again. */
export const STALE_LOCK_MS = 10 * 60_000;
const BACKOFF_BASE_MS = 5_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** Adds a job in the caller's transaction (inside `withTransaction`). Answers its id. */
export async function enqueueJob(ctx: Pick<JobDeps, 'db'>, job: NewJobInput): Promise<string> {
  const [row] = await ctx.db
    .insert(jobs)
    .values({
      queue: job.queue,
      payload: job.payload,
      ...(job.runAt ? { runAt: job.runAt } : {}),
      ...(job.maxAttempts ? { maxAttempts: job.maxAttempts } : {}),
    })
    .returning({ id: jobs.id });
  return row!.id;
}

export const EMAIL_QUEUE = 'email';

/** An email sent after the caller's transaction commits (queue 'email'), at `runAt` or at once. */
export function enqueueEmail(ctx: Pick<JobDeps, 'db'>, email: OutboxEmail, runAt?: Date): Promise<string> {
  return enqueueJob(ctx, { queue: EMAIL_QUEUE, payload: { ...email }, runAt });
}

/** The delay before attempt n+1 (n >= 1): 5 s, 10 s, 20 s ... at most one hour. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

const workerName = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

/** Takes up to `limit` due jobs for this worker (marks them running). */
async function claimDueJobs(db: AppDb, now: Date, limit: number, queues: string[]): Promise<Job[]> {
  if (queues.length === 0) return [];
  const staleBefore = new Date(now.getTime() - STALE_LOCK_MS);
  const claimed = await db.execute(sql`
    update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1,
      locked_at = ${now.toISOString()}::timestamptz, locked_by = ${workerName},
      updated_at = ${now.toISOString()}::timestamptz
    where ${jobs.id} in (
      select ${jobs.id} from ${jobs}
      where ${jobs.queue} in (${sql.join(
        queues.map((queue) => sql`${queue}`),
        sql`, `,
      )})
        and ((${jobs.status} = 'queued' and ${jobs.runAt} <= ${now.toISOString()}::timestamptz)
          or (${jobs.status} = 'running' and ${jobs.lockedAt} < ${staleBefore.toISOString()}::timestamptz))
      order by ${jobs.runAt}
      limit ${limit}
      for update skip locked
    )
    returning ${jobs.id}`);
  const ids = (claimed as unknown as { rows: { id: string }[] }).rows.map((row) => String(row.id));
  if (ids.length === 0) return [];
  const rows = await db.select().from(jobs).where(inArray(jobs.id, ids));
  return rows.sort((a, b) => a.runAt.getTime() - b.runAt.getTime());
}

export interface RunDueJobsOptions {
  limit?: number;
  /** Handlers by queue instead of the context's. Jobs of other queues wait. */
  handlers?: JobHandlers;
}

/**
 * Runs the jobs that are due now: each handler outside any transaction of the claim, then the job
 * is marked succeeded, or queued again after a backoff, or failed after its last attempt.
 * Answers how many jobs ran (succeeded or not).
 */
export async function runDueJobs(deps: JobRunContext, options: RunDueJobsOptions = {}): Promise<number> {
  const handlers = options.handlers ?? deps.handlers;
  const claimed = await claimDueJobs(deps.db, deps.now(), options.limit ?? 20, Object.keys(handlers));
  for (const job of claimed) {
    const handler = handlers[job.queue]!;
    try {
      await handler(deps, job.payload);
      await deps.db
        .update(jobs)
        .set({ status: 'succeeded', lockedAt: null, lockedBy: null, lastError: null, updatedAt: deps.now() })
        .where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= job.maxAttempts;
      deps.log.warn({ jobId: job.id, queue: job.queue, attempts: job.attempts, err: error }, 'job failed');
      await deps.db
        .update(jobs)
        .set({
          status: last ? 'failed' : 'queued',
          runAt: last ? job.runAt : new Date(deps.now().getTime() + retryDelayMs(job.attempts)),
          lockedAt: null,
          lockedBy: null,
          lastError: message.slice(0, 2000),
          updatedAt: deps.now(),
        })
        .where(eq(jobs.id, job.id));
    }
  }
  return claimed.length;
}
