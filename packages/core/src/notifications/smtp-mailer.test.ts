import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSmtpMailer } from './smtp-mailer.ts';
import { paragraphsEmail } from './email-html.ts';

interface Received {
  from: string;
  to: string[];
  raw: string;
  secure: boolean;
  user: string | undefined;
}

/** A real SMTP server on a free port: STARTTLS (its built-in self-signed certificate) and a login. */
describe('SMTP transport', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: false,
      onAuth(auth, _session, callback) {
        if (auth.username === 'mailer' && auth.password === 'p@ss word')
          callback(null, { user: auth.username });
        else callback(new Error('Invalid username or password'));
      },
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.test')) callback(new Error('550 No such user'));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('utf8'),
            secure: session.secure,
            user: session.user as string | undefined,
          });
          callback();
        });
      },
      logger: false,
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const url = () =>
    `smtp://mailer:${encodeURIComponent('p@ss word')}@127.0.0.1:${port}?tls.rejectUnauthorized=false`;

  it('delivers an email with its text and HTML parts, upgraded to TLS, as MAIL_FROM', async () => {
    const mailer = createSmtpMailer({ url: url(), from: '"Souq Designers" <shop@souq.test>' });
    try {
      const body = paragraphsEmail('en', ['Hello Mona,', 'Your order 1042 has been delivered.'], {
        subject: 'Your order 1042: status update',
        contact: { supportEmail: 'help@souq.test', supportPhone: null },
      });
      await mailer.sendEmail({
        to: 'mona@example.com',
        subject: 'Your order 1042: status update',
        ...body,
        lang: 'en',
        template: 'order-status-delivered',
      });
    } finally {
      mailer.close();
    }
    const mail = received.at(-1)!;
    expect(mail.secure).toBe(true);
    expect(mail.user).toBe('mailer');
    expect(mail.from).toBe('shop@souq.test');
    expect(mail.to).toEqual(['mona@example.com']);
    expect(mail.raw).toMatch(/^From: "?Souq Designers"? <shop@souq\.test>/m);
    expect(mail.raw).toMatch(/^Subject: Your order 1042: status update/m);
    expect(mail.raw).toMatch(/^Content-Language: en/m);
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/);
    expect(mail.raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(mail.raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    expect(mail.raw).toContain('Your order 1042 has been delivered.');
    expect(mail.raw).toContain('<!doctype html>');
  });

  it('writes the From in the email language from the catalogs when MAIL_FROM is unset', async () => {
    const mailer = createSmtpMailer({ url: url() });
    try {
      await mailer.sendEmail({
        to: 'a@example.com',
        subject: 'مرحبا',
        text: 'نص',
        lang: 'ar',
        template: 't',
      });
    } finally {
      mailer.close();
    }
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@localhost');
    expect(mail.raw).toMatch(/^From: =\?UTF-8\?[BQ]\?.+\?= <no-reply@localhost>/m);
    expect(mail.raw).toMatch(/^Content-Language: ar/m);
  });

  it('rejects when the server refuses the message, so the job is retried', async () => {
    const mailer = createSmtpMailer({ url: url() });
    try {
      await expect(
        mailer.sendEmail({ to: 'x@refused.test', subject: 's', text: 't', lang: 'en', template: 't' }),
      ).rejects.toThrow(/550|No such user/);
    } finally {
      mailer.close();
    }
  });
});
