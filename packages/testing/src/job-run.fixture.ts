/**
 * The job worker as the integration tests run it: the real handlers over the test database, the
 * clock the test gives, links on http://shop.test, and every email recorded in `sent` (text
 * messages dropped) so a test reads what a queued job became.
 */
import pino from 'pino';
import type { AppDb } from '@souq/core/db/client.ts';
import { jobHandlers } from '@souq/core/jobs/job-handlers.ts';
import { runDueJobs, type JobDeps } from '@souq/core/jobs/jobs.service.ts';
import type { OutboxEmail } from '@souq/core/notifications/outbox.ts';

export const recordingJobDeps = (db: AppDb, sent: OutboxEmail[], now: () => Date): JobDeps => ({
  db,
  outbox: { sendEmail: async (email) => void sent.push(email), sendSms: async () => undefined },
  log: pino({ level: 'silent' }),
  now,
  baseUrl: 'http://shop.test',
});

/** One pass over the due jobs with the real handlers; how many ran. */
export const runJobsRecording = (db: AppDb, sent: OutboxEmail[], now: () => Date): Promise<number> =>
  runDueJobs({ ...recordingJobDeps(db, sent, now), handlers: jobHandlers });
