/**
 * The process's outbox, composed from the configuration where the process is put together
 * (apps/web/server/index.ts): emails over SMTP when SMTP_URL is set, SMS through the provider
 * SMS_PROVIDER names, and the on-disk outbox (.data/outbox, shown at /dev/outbox) for whatever has
 * no real transport, which is everything by default (docs/decisions/035).
 */
import type { Logger } from 'pino';
import type { AppConfig } from '../config/config.ts';
import { createFileOutbox, type Outbox } from './outbox.ts';
import { createSmtpMailer } from './smtp-mailer.ts';
import { createUnifonicSender } from './unifonic-sms.ts';

export interface ComposedOutbox extends Outbox {
  /** Which transport each channel uses (logged at start). */
  readonly transports: { email: 'smtp' | 'outbox'; sms: 'unifonic' | 'outbox' };
  close(): void;
}

export function createOutbox(
  config: Pick<AppConfig, 'dataDir' | 'mail' | 'sms'>,
  log?: Pick<Logger, 'info'>,
): ComposedOutbox {
  const files = createFileOutbox(config.dataDir);
  const smtp = config.mail.smtpUrl
    ? createSmtpMailer({ url: config.mail.smtpUrl, ...(config.mail.from ? { from: config.mail.from } : {}) })
    : null;
  const sms = config.sms.provider === 'unifonic' ? createUnifonicSender(config.sms.unifonic) : null;
  const transports = { email: smtp ? 'smtp' : 'outbox', sms: sms ? 'unifonic' : 'outbox' } as const;
  log?.info(transports, 'message transports');
  return {
    transports,
    sendEmail: (message) => (smtp ?? files).sendEmail(message),
    sendSms: (message) => (sms ?? files).sendSms(message),
    close: () => smtp?.close(),
  };
}
