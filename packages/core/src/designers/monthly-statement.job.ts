/**
 * The sellers' monthly statement (queue 'seller-monthly-statement', listed in jobs/job-handlers.ts).
 */
import type { JobHandler } from '../jobs/jobs.service.ts';

export const MONTHLY_STATEMENT_QUEUE = 'seller-monthly-statement';

export const sendMonthlyStatements: JobHandler = async () => {
  throw new Error('not implemented yet');
};
