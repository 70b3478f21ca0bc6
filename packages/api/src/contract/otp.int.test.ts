import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { otpCodes } from '@souq/core/db/schema/accounts.schema.ts';
import { readOutbox } from '@souq/core/notifications/outbox.ts';
import { expectEnvelope, envelopeDocument } from '@souq/testing';
import { useContractApi } from '@souq/testing/contract-api.fixture.ts';

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
