import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutbox } from './outbox.ts';
import { createOutbox } from './transports.ts';

describe('the composed outbox', () => {
  it('writes to the on-disk outbox when no transport is configured', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'souq-transports-'));
    try {
      const outbox = createOutbox({
        dataDir,
        mail: { smtpUrl: undefined, from: undefined },
        sms: { provider: 'outbox' },
      });
      expect(outbox.transports).toEqual({ email: 'outbox', sms: 'outbox' });
      await outbox.sendEmail({ to: 'a@x.test', subject: 's', text: 't', lang: 'en', template: 'x' });
      await outbox.sendSms({ to: '+201000000001', text: 'code', template: 'otp' });
      expect((await readOutbox(dataDir)).map((message) => message.channel).sort()).toEqual(['email', 'sms']);
      outbox.close();
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });

  it('uses SMTP and Unifonic when they are configured', () => {
    const outbox = createOutbox({
      dataDir: os.tmpdir(),
      mail: { smtpUrl: 'smtp://127.0.0.1:9', from: undefined },
      sms: { provider: 'unifonic', unifonic: { appSid: 'sid', url: 'http://127.0.0.1:9/rest/SMS/messages' } },
    });
    expect(outbox.transports).toEqual({ email: 'smtp', sms: 'unifonic' });
    outbox.close();
  });
});
