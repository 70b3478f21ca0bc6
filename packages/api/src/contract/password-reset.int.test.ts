import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Database } from '@souq/core/db/client.ts';
import { passwordResetTokens } from '@souq/core/db/schema/accounts.schema.ts';
import { siteOriginOf } from '@souq/core/config/config.ts';
import { jobHandlers } from '@souq/core/jobs/job-handlers.ts';
import { runDueJobs } from '@souq/core/jobs/jobs.service.ts';
import { createFileOutbox, readOutbox } from '@souq/core/notifications/outbox.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';
import { createContractClient, createTestDatabase, expectEnvelope, type ContractClient } from '@souq/testing';
import { createAccountsRuntime, LOGIN } from '@souq/testing/accounts-contract.fixture.ts';
import { ENVELOPE_FIELDS } from '@souq/testing';
import { buildUser } from '@souq/testing/builders/index.ts';

const FORGOT = `mutation Forgot($email: String, $mailLang: String) {
  forgotPassword(email: $email, mailLang: $mailLang) { ${ENVELOPE_FIELDS} data }
}`;
const IS_FORGOT_USER = `mutation IsForgot($resetPasswordToken: String) {
  isForgotUser(resetPasswordToken: $resetPasswordToken) { ${ENVELOPE_FIELDS} data }
}`;
const RESET = `mutation Reset($password: String, $resetPasswordToken: String) {
  resetForgotPassword(password: $password, resetPasswordToken: $resetPasswordToken) { ${ENVELOPE_FIELDS} data }
}`;

let database: Database;
let runtime: AppRuntime;
let client: ContractClient;

beforeAll(async () => {
  database = await createTestDatabase();
  runtime = createAccountsRuntime(database, { env: { PUBLIC_URL: 'https://souq.example' } });
  client = createContractClient(runtime);
});
afterAll(async () => {
  await database?.close();
});

/** forgotPassword answers before the work: the link is mailed by a job, run here as the worker would. */
async function runJobs(): Promise<void> {
  await runDueJobs({
    db: database.db,
    outbox: createFileOutbox(runtime.config.dataDir),
    log: runtime.log,
    now: () => new Date(),
    baseUrl: siteOriginOf(runtime.config),
    handlers: jobHandlers,
  });
}

async function lastResetLink(
  to: string,
): Promise<{ token: string; text: string; lang: string; subject: string }> {
  await runJobs();
  const mails = (await readOutbox(runtime.config.dataDir)).flatMap((message) =>
    message.channel === 'email' && message.to === to ? [message] : [],
  );
  const mail = mails.at(-1)!;
  const token = /resetPassword\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;
  return { token, text: mail.text, lang: mail.lang, subject: mail.subject };
}

describe('forgotPassword', () => {
  it('gives the same answer for a known and an unknown email, and mails only the known one', async () => {
    const user = await buildUser(database.db, { email: 'forgot@example.com', mailLang: 'en' });
    const known = await client.operation(FORGOT, {
      variables: { email: 'forgot@example.com', mailLang: 'ar' },
    });
    const unknown = await client.operation(FORGOT, { variables: { email: 'ghost@example.com' } });
    expectEnvelope(known, { status_code: 200, dataShape: 'boolean' });
    expect(unknown).toEqual(known);
    await runJobs();
    const outbox = await readOutbox(runtime.config.dataDir);
    expect(outbox.filter((m) => m.to === 'ghost@example.com')).toHaveLength(0);
    const mail = await lastResetLink('forgot@example.com');
    // The user's mailLang wins over the argument.
    expect(mail.lang).toBe('en');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('https://souq.example/en-eg/resetPassword?token=');
    // Only a digest of the token is stored.
    const rows = await database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(mail.token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(
      60 * 60 * 1000 + 5000,
    );
  });

  it('answers 505 for an invalid email', async () => {
    expectEnvelope(await client.operation(FORGOT, { variables: { email: 'nope' } }), { status_code: 505 });
  });
});

describe('isForgotUser and resetForgotPassword', () => {
  it('verifies the token, sets the password once, then refuses the used token', async () => {
    const user = await buildUser(database.db, { email: 'reset@example.com' });
    await client.operation(FORGOT, { variables: { email: user.email } });
    const { token } = await lastResetLink('reset@example.com');
    expectEnvelope(await client.operation(IS_FORGOT_USER, { variables: { resetPasswordToken: token } }), {
      status_code: 200,
      dataShape: 'boolean',
    });
    const short = await client.operation(RESET, {
      variables: { password: 'abc', resetPasswordToken: token },
    });
    expectEnvelope(short, { status_code: 505, message_key: 'validation.minLength' });
    expectEnvelope(
      await client.operation(RESET, { variables: { password: 'new-password', resetPasswordToken: token } }),
      {
        status_code: 200,
      },
    );
    expectEnvelope(
      await client.operation(LOGIN, { variables: { email: user.email, password: 'new-password' } }),
      {
        status_code: 200,
      },
    );
    const again = await client.operation(RESET, {
      variables: { password: 'other-password', resetPasswordToken: token },
    });
    expectEnvelope(again, { status_code: 505, message: 'Error while reset password!' });
    expectEnvelope(await client.operation(IS_FORGOT_USER, { variables: { resetPasswordToken: token } }), {
      status_code: 505,
    });
  });

  it('refuses an expired token and an unknown one', async () => {
    const user = await buildUser(database.db, { email: 'expired@example.com' });
    await client.operation(FORGOT, { variables: { email: user.email } });
    const { token } = await lastResetLink('expired@example.com');
    await database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    expectEnvelope(await client.operation(IS_FORGOT_USER, { variables: { resetPasswordToken: token } }), {
      status_code: 505,
    });
    expectEnvelope(
      await client.operation(RESET, { variables: { password: 'whatever1', resetPasswordToken: 'made-up' } }),
      {
        status_code: 505,
      },
    );
  });

  it('makes an older link useless once a newer one is sent', async () => {
    const user = await buildUser(database.db, { email: 'twice@example.com' });
    await client.operation(FORGOT, { variables: { email: user.email } });
    const first = await lastResetLink('twice@example.com');
    await client.operation(FORGOT, { variables: { email: user.email } });
    const second = await lastResetLink('twice@example.com');
    expect(second.token).not.toBe(first.token);
    expectEnvelope(
      await client.operation(IS_FORGOT_USER, { variables: { resetPasswordToken: first.token } }),
      {
        status_code: 505,
      },
    );
    expectEnvelope(
      await client.operation(IS_FORGOT_USER, { variables: { resetPasswordToken: second.token } }),
      {
        status_code: 200,
      },
    );
  });
});
