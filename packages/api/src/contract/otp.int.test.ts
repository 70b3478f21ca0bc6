import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes } from '@souq/core/db/schema/accounts.schema.ts';
import { createFileOutbox, readOutbox } from '@souq/core/notifications/outbox.ts';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import { buildUser } from '@souq/testing/builders/index.ts';
import { tokenFor, useContractApi } from '@souq/testing/contract-api.fixture.ts';

const CREATE_OTP = envelopeDocument('mutation', 'createOtp', '$phone: String');
const VERIFY_OTP = envelopeDocument('mutation', 'verifyOtp', '$phone: String, $otp: String');

const api = useContractApi({ dataDir: true });

async function lastCode(phone: string): Promise<string> {
  const sms = (await readOutbox(api.runtime.config.dataDir))
    .filter((m) => m.channel === 'sms' && m.to === phone)
    .at(-1)!;
  return /\b(\d{4})\b/.exec(sms.text)![1]!;
}

describe('createOtp and verifyOtp', () => {
  it('sends a 4-digit code by SMS (never in the answer), stored hashed, that verifies once', async () => {
    const created = await api.client.operation(CREATE_OTP, { variables: { phone: '٠١٠٠٠٠٠٠٠١' } });
    expectEnvelope(created, { status_code: 200, dataShape: 'boolean' });
    expect(created.data).toBe(true);
    const code = await lastCode('0100000001');
    const [row] = await api.database.db.select().from(otpCodes).where(eq(otpCodes.phone, '0100000001'));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60 * 1000 + 5000);
    const ok = await api.client.operation(VERIFY_OTP, { variables: { phone: '0100000001', otp: code } });
    expectEnvelope(ok, { status_code: 200, dataShape: 'boolean' });
    const reused = await api.client.operation(VERIFY_OTP, { variables: { phone: '0100000001', otp: code } });
    expectEnvelope(reused, { status_code: 400, message_key: 'errors.otp.invalid' });
  });

  it('allows at most 5 tries per code', async () => {
    await api.client.operation(CREATE_OTP, { variables: { phone: '0100000002' } });
    const code = await lastCode('0100000002');
    const wrong = code === '0000' ? '1111' : '0000';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const result = await api.client.operation(VERIFY_OTP, {
        variables: { phone: '0100000002', otp: wrong },
      });
      expectEnvelope(result, { status_code: 400 });
    }
    const sixth = await api.client.operation(VERIFY_OTP, { variables: { phone: '0100000002', otp: code } });
    expectEnvelope(sixth, { status_code: 429 });
    expect(sixth.error_code).toBe('OTP_ATTEMPTS_EXCEEDED');
  });

  it('refuses an expired code and validates the phone', async () => {
    await api.client.operation(CREATE_OTP, { variables: { phone: '0100000003' } });
    const code = await lastCode('0100000003');
    await api.database.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(otpCodes.phone, '0100000003'));
    expectEnvelope(
      await api.client.operation(VERIFY_OTP, { variables: { phone: '0100000003', otp: code } }),
      {
        status_code: 400,
      },
    );
    expectEnvelope(await api.client.operation(CREATE_OTP, { variables: { phone: '010000000031' } }), {
      status_code: 400,
      message_key: 'validation.phoneMax',
    });
    expectEnvelope(await api.client.operation(CREATE_OTP, { variables: {} }), {
      status_code: 400,
      message: 'This field is required',
    });
  });
});

describe('the OTP fallback email', () => {
  it('emails the code to a signed-in user when the SMS cannot be sent, and fails for a guest', async () => {
    const files = createFileOutbox(api.runtime.config.dataDir);
    api.runtime.outbox = {
      sendEmail: files.sendEmail,
      sendSms: () => Promise.reject(new Error('provider down')),
    };
    try {
      const user = await buildUser(api.database.db, { mailLang: 'en', fName: 'Mona' });
      const created = await api.client.operation(CREATE_OTP, {
        token: tokenFor(api.runtime, user),
        variables: { phone: '0100000009' },
      });
      expectEnvelope(created, { status_code: 200, dataShape: 'boolean' });
      const mail = (await readOutbox(api.runtime.config.dataDir))
        .filter((m) => m.channel === 'email' && m.to === user.email)
        .at(-1);
      expect(mail).toMatchObject({ template: 'otp-fallback', lang: 'en', subject: 'Your verification code' });
      const code = /code: (\d{4})\./.exec(mail!.channel === 'email' ? mail!.text : '')![1]!;
      const ok = await api.client.operation(VERIFY_OTP, { variables: { phone: '0100000009', otp: code } });
      expectEnvelope(ok, { status_code: 200 });
      const guest = await api.client.operation(CREATE_OTP, { variables: { phone: '0100000010' } });
      expectEnvelope(guest, { status_code: 503, message_key: 'errors.otp.notSent' });
    } finally {
      delete api.runtime.outbox;
    }
  });
});
