/**
 * "You made a sale": the seller's email when an order with their products is placed (queue
 * 'seller-sale-email', listed in jobs/job-handlers.ts).
 */
import type { JobHandler } from '../jobs/jobs.service.ts';

export const SALE_EMAIL_QUEUE = 'seller-sale-email';

export const sendSaleEmail: JobHandler = async () => {
  throw new Error('not implemented yet');
};
