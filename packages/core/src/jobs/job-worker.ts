/**
 * The in-process worker of the web server: every `pollMs` it runs the due jobs (jobs.service.ts).
 * One pass at a time; a failing pass is logged and the next one tries again. Several server
 * processes may each run one: SKIP LOCKED keeps them off each other's jobs.
 */
import type { Logger } from 'pino';
import type { AppDb } from '../db/client.ts';
import type { Outbox } from '../notifications/outbox.ts';
import { runDueJobs, type JobDeps, type JobHandlers, type JobRunContext } from './jobs.service.ts';

export interface JobWorker {
  /** Waits for the running pass, then stops polling. */
  stop(): Promise<void>;
}

export function startJobWorker(options: {
  db: AppDb;
  outbox: Outbox;
  log: Logger;
  baseUrl: string;
  files?: JobDeps['files'];
  /** Registered by the composition (apps/web/server/index.ts passes jobs/job-handlers.ts). */
  handlers: JobHandlers;
  pollMs: number;
}): JobWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const deps: JobRunContext = {
    db: options.db,
    outbox: options.outbox,
    log: options.log,
    baseUrl: options.baseUrl,
    ...(options.files ? { files: options.files } : {}),
    handlers: options.handlers,
    now: () => new Date(),
  };

  const pass = async () => {
    try {
      // Drain: a full batch means more may be due.
      while (!stopped && (await runDueJobs(deps, { limit: 20 })) === 20);
    } catch (error) {
      options.log.error({ err: error }, 'job worker pass failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(schedule);
    }, options.pollMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
