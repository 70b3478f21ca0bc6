/**
 * Which handler runs the jobs of each queue. A domain that needs background work writes its
 * handler in its own folder and adds one line here.
 */
import type { OutboxEmail } from '../notifications/outbox.ts';
import type { JobHandler } from './jobs.service.ts';
import { PASSWORD_RESET_QUEUE, sendPasswordResetLink } from '../accounts/password-reset.job.ts';
import { sendOrderStatusEmail } from '../orders/order-status-email.ts';
import { deliverGiftCard, GIFT_CARD_DELIVERY_QUEUE } from '../promotions/gift-card-delivery.job.ts';

const sendQueuedEmail: JobHandler = (payload, deps) =>
  deps.outbox.sendEmail(payload as unknown as OutboxEmail);

export const jobHandlers: Record<string, JobHandler> = {
  email: sendQueuedEmail,
  'order-status-email': sendOrderStatusEmail,
  [GIFT_CARD_DELIVERY_QUEUE]: deliverGiftCard,
  [PASSWORD_RESET_QUEUE]: sendPasswordResetLink,
};
