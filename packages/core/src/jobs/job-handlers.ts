/**
 * Which handler runs the jobs of each queue, handed to the worker where the process is composed
 * (apps/web/server/index.ts) and to tests. The queue (jobs.service.ts) never imports this file: the
 * handlers import the queue's types and the domains that enqueue jobs, so importing them from the
 * queue would close an import cycle. A domain that needs background work writes its handler in its
 * own folder and adds one line here.
 */
import type { OutboxEmail } from '../notifications/outbox.ts';
import type { JobHandler, JobHandlers } from './jobs.service.ts';
import { PASSWORD_RESET_QUEUE, sendPasswordResetLink } from '../accounts/password-reset.job.ts';
import { sendWelcomeEmail, WELCOME_EMAIL_QUEUE } from '../accounts/welcome-email.job.ts';
import { sendOrderStatusEmail } from '../orders/order-status-email.ts';
import { ORDER_STATUS_EMAIL_QUEUE } from '../orders/order-status-events.ts';
import { deliverGiftCard, GIFT_CARD_DELIVERY_QUEUE } from '../promotions/gift-card-delivery.job.ts';
import { sendTicketEmail, TICKET_EMAIL_QUEUE } from '../designers/ticket-emails.ts';
import { SALE_EMAIL_QUEUE, sendSaleEmail } from '../designers/sale-email.job.ts';
import { MONTHLY_STATEMENT_QUEUE, sendMonthlyStatements } from '../designers/monthly-statement.job.ts';
import { ORDER_CONFIRMATION_QUEUE, sendOrderConfirmation } from '../orders/order-confirmation-email.job.ts';
import {
  LATE_PAYMENT_QUEUE,
  PAYMENT_RECONCILIATION_QUEUE,
  refundLatePayment,
  runPaymentReconciliation,
} from '../payments/payments.service.ts';
import { PAYMENT_REFUND_QUEUE, sendPaymentRefund } from '../payments/payment-refunds.service.ts';
import { PRINT_FILES_QUEUE, renderPrintFilesJob } from '../idesign/design-print.service.ts';
import { EMAIL_QUEUE } from './jobs.service.ts';

const sendQueuedEmail: JobHandler = (deps, payload) =>
  deps.outbox.sendEmail(payload as unknown as OutboxEmail);

export const jobHandlers: JobHandlers = {
  [EMAIL_QUEUE]: sendQueuedEmail,
  [ORDER_STATUS_EMAIL_QUEUE]: sendOrderStatusEmail,
  [GIFT_CARD_DELIVERY_QUEUE]: deliverGiftCard,
  [PASSWORD_RESET_QUEUE]: sendPasswordResetLink,
  [WELCOME_EMAIL_QUEUE]: sendWelcomeEmail,
  [SALE_EMAIL_QUEUE]: sendSaleEmail,
  [MONTHLY_STATEMENT_QUEUE]: sendMonthlyStatements,
  [TICKET_EMAIL_QUEUE]: sendTicketEmail,
  [ORDER_CONFIRMATION_QUEUE]: sendOrderConfirmation,
  [PAYMENT_RECONCILIATION_QUEUE]: runPaymentReconciliation,
  [LATE_PAYMENT_QUEUE]: refundLatePayment,
  [PAYMENT_REFUND_QUEUE]: sendPaymentRefund,
  [PRINT_FILES_QUEUE]: renderPrintFilesJob,
};
