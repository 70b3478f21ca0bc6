/**
 * Email over SMTP (docs/decisions/035): nodemailer's pooled SMTP transport, connected as SMTP_URL
 * says. `smtps://` opens with TLS (implicit TLS, port 465 by default); `smtp://` starts in clear and
 * upgrades with STARTTLS whenever the server offers it (port 587 or 25). The user and password ride
 * in the URL (percent-encoded); nodemailer's connection options may follow as query parameters.
 *
 * A refused or failed delivery rejects: the job that sends it (jobs/jobs.service.ts) is queued again
 * with a backoff, and the request that caused the email was answered long before.
 */
import type { OutboxEmail } from './outbox.ts';
import { translate } from '../locale/messages.ts';

export interface EmailSender {
  sendEmail(message: OutboxEmail): Promise<void>;
  /** Closes the pooled connections (server shutdown, tests). */
  close(): void;
}

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 */
  url: string;
  /** MAIL_FROM: `"Name" <address>` or a bare address; unset = the site's name in the email's language and no-reply@localhost. */
  from?: string;
  /** Connections kept open at most (the pool). */
  maxConnections?: number;
}

export const DEFAULT_MAIL_ADDRESS = 'no-reply@localhost';

/** The From header of an email in `lang` when MAIL_FROM is unset: the site's full name from the catalogs. */
export const defaultMailFrom = (lang: OutboxEmail['lang']) => ({
  name: translate(lang, 'brand.name'),
  address: DEFAULT_MAIL_ADDRESS,
});

export function createSmtpMailer(options: SmtpMailerOptions): EmailSender {
  // nodemailer is loaded only by a process that sends over SMTP (about 2 MB of heap otherwise).
  const transport = import('nodemailer').then(({ default: nodemailer }) =>
    nodemailer.createTransport({
      url: options.url,
      pool: true,
      maxConnections: options.maxConnections ?? 3,
      // Fail a stuck delivery well within a job's life; the queue retries it.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    }),
  );
  // A failed load rejects each sending (the job is retried), not the process.
  transport.catch(() => undefined);
  return {
    async sendEmail(message) {
      const opened = await transport;
      await opened.sendMail({
        from: options.from ?? defaultMailFrom(message.lang),
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        headers: { 'Content-Language': message.lang, 'X-Souq-Template': message.template },
      });
    },
    close() {
      void transport.then((opened) => opened.close());
    },
  };
}
