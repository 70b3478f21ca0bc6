/**
 * Issue 14, case 8 (brute force and throttles) at the service level, where the clock is the service
 * context's `now`: sliding windows (no burst across a fixed-window boundary), per address and per
 * account, the owner's known device passing a full account limit, the sign-up gate per address,
 * and OTP expiry, single use and attempt limit.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { createFileOutbox, readOutbox } from '../notifications/outbox.ts';
import { createTestDatabase, solvedRobotCheck, createContractRuntime } from '@souq/testing';
import type { AppRuntime } from '../runtime.ts';
import { login, register, type SessionDeps } from './accounts.service.ts';
import { signKnownDevice } from './known-device.ts';
import { createOtp, OTP_MAX_ATTEMPTS, OTP_TTL_MS, verifyOtp } from './otp.service.ts';
import { countAttempt, slidingCount, THROTTLE_RULES } from './throttle.ts';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';
import { buildUser } from '@souq/testing/builders/index.ts';

let database: Database;
let runtime: AppRuntime;

beforeAll(async () => {
  database = await createTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'souq-throttle-'));
  runtime = createContractRuntime(database, { env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await database?.close();
});

const at = (iso: string): ServiceContext => testServiceContext(database.db, { now: new Date(iso) });
const deps = (clientAddress: string | null, knownDevice: string | null = null): SessionDeps => ({
  jwtSecret: runtime.jwtSecret,
  passwordMinLength: 6,
  clientAddress,
  knownDevice,
});
const codeOf = async (run: Promise<unknown>): Promise<number | 'ok'> => {
  try {
    await run;
    return 'ok';
  } catch (error) {
    return (error as { status: number }).status;
  }
};

const createUser = (email: string, password = 'owner-pass-1') =>
  buildUser(database.db, { email, password, mailLang: 'en' });

describe('sliding windows', () => {
  it('weights the previous window by the part of it still inside the sliding window', () => {
    const rule = { scope: 's', limit: 10, windowSeconds: 600 };
    // 25 % into the current window: 75 % of the previous window's count still counts.
    expect(slidingCount(rule, new Date('2026-01-01T00:02:30Z'), 2, 8)).toBe(8);
    expect(slidingCount(rule, new Date('2026-01-01T00:00:00Z'), 0, 8)).toBe(8);
    expect(slidingCount(rule, new Date('2026-01-01T00:09:59.999Z'), 1, 8)).toBeCloseTo(1, 2);
  });

  it('refuses a burst across a fixed-window boundary (the hole of fixed windows)', async () => {
    const rule = THROTTLE_RULES.loginAccount; // 10 per 15 minutes
    const key = 'boundary@example.com';
    // The limit, spent in the last second of one fixed window...
    for (let i = 0; i < rule.limit; i += 1) {
      expect(await countAttempt({ db: database.db, now: new Date('2026-01-01T00:14:59Z') }, rule, key)).toBe(
        false,
      );
    }
    // ...leaves nothing at the start of the next: a fixed window allowed ten more here.
    expect(await countAttempt({ db: database.db, now: new Date('2026-01-01T00:15:01Z') }, rule, key)).toBe(
      true,
    );
    // Once the sliding window has moved past the burst, attempts are allowed again.
    expect(await countAttempt({ db: database.db, now: new Date('2026-01-01T00:29:58Z') }, rule, key)).toBe(
      false,
    );
  });
});

describe('login: per account, per address, and the owner on a known device', () => {
  it('locks a stranger out after the account limit, but not the owner on a device that logged in before', async () => {
    const owner = await createUser('owner.device@example.com');
    const now = '2026-02-01T10:00:00Z';
    // An attacker spends the account's limit from many addresses (no address limit is reached).
    for (let i = 0; i < THROTTLE_RULES.loginAccount.limit; i += 1) {
      expect(
        await codeOf(
          login(at(now), { email: owner.email, password: `guess-${i}` }, deps(`198.51.100.${i + 1}`)),
        ),
      ).toBe(500);
    }
    const right = { email: owner.email!, password: 'owner-pass-1' };
    // The right password from an unknown device: refused while the window lasts (429).
    expect(await codeOf(login(at(now), right, deps('203.0.113.50')))).toBe(429);
    // A known-device mark of someone else, or a forged one, does not help.
    const other = signKnownDevice(runtime.jwtSecret, crypto.randomUUID());
    expect(await codeOf(login(at(now), right, deps('203.0.113.50', other)))).toBe(429);
    expect(await codeOf(login(at(now), right, deps('203.0.113.50', `${owner.id}.forged`)))).toBe(429);
    // A wrong password from the owner's known device is still refused.
    const mark = signKnownDevice(runtime.jwtSecret, owner.id);
    expect(await codeOf(login(at(now), { ...right, password: 'wrong' }, deps('203.0.113.50', mark)))).toBe(
      429,
    );
    // The owner's known device with the right password gets in.
    const session = await login(at(now), right, deps('203.0.113.50', mark));
    expect(session.user.id).toBe(owner.id);
  });

  it('limits one address across many accounts (credential stuffing), known device or not', async () => {
    const owner = await createUser('owner.stuffed@example.com');
    const address = '192.0.2.77';
    const now = '2026-02-02T10:00:00Z';
    // The address's attempts across accounts (counted as login counts them; a scrypt each is slow).
    for (let i = 0; i < THROTTLE_RULES.loginAddress.limit - 1; i += 1) {
      await countAttempt({ db: database.db, now: new Date(now) }, THROTTLE_RULES.loginAddress, address);
    }
    expect(await codeOf(login(at(now), { email: 'spray@example.com', password: 'x' }, deps(address)))).toBe(
      500,
    );
    const mark = signKnownDevice(runtime.jwtSecret, owner.id);
    expect(
      await codeOf(login(at(now), { email: owner.email, password: 'owner-pass-1' }, deps(address, mark))),
    ).toBe(429);
    // Another address is not affected.
    expect(
      await codeOf(login(at(now), { email: owner.email, password: 'owner-pass-1' }, deps('192.0.2.78'))),
    ).toBe('ok');
  });
});

describe('register: the sign-up gate', () => {
  const person = (i: number) => ({
    fName: 'Gate',
    lName: `Test ${i}`,
    email: `gate.${i}.${crypto.randomBytes(3).toString('hex')}@example.com`,
    password: 'abcdef',
  });

  it('requires the robot check on the service itself', async () => {
    const refused = await codeOf(register(at('2026-03-01T10:00:00Z'), person(0), deps(null)));
    expect(refused).toBe(500);
  });

  it(`refuses more than ${THROTTLE_RULES.registerAddress.limit} sign-ups an hour from one address`, async () => {
    const address = '198.51.100.200';
    const now = '2026-03-02T10:00:00Z';
    const codes: (number | 'ok')[] = [];
    for (let i = 0; i <= THROTTLE_RULES.registerAddress.limit; i += 1) {
      const altcha = await solvedRobotCheck(runtime);
      codes.push(await codeOf(register(at(now), { ...person(i), altcha }, deps(address))));
    }
    expect(codes.slice(0, -1)).toEqual(Array(THROTTLE_RULES.registerAddress.limit).fill('ok'));
    expect(codes.at(-1)).toBe(429);
    // An hour and a half later the sliding window has let go.
    const later = await codeOf(
      register(
        at('2026-03-02T11:30:00Z'),
        { ...person(99), altcha: await solvedRobotCheck(runtime) },
        deps(address),
      ),
    );
    expect(later).toBe('ok');
  });
});

describe('OTP: expiry, single use and attempt limit, with the service clock', () => {
  const outbox = () => createFileOutbox(runtime.config.dataDir);
  const lastCode = async (phone: string) => {
    const sms = (await readOutbox(runtime.config.dataDir)).filter((m) => m.to === phone).at(-1)!;
    return /\b(\d{4})\b/.exec(sms.text)![1]!;
  };

  it('expires a code after ten minutes, uses it once, and counts at most five tries', async () => {
    const phone = '0101111222';
    await createOtp(at('2026-04-01T10:00:00Z'), { phone }, { outbox: outbox(), clientAddress: null });
    const code = await lastCode(phone);
    const expired = new Date(new Date('2026-04-01T10:00:00Z').getTime() + OTP_TTL_MS + 1000).toISOString();
    expect(await codeOf(verifyOtp(at(expired), { phone, otp: code }, { clientAddress: null }))).not.toBe(
      'ok',
    );

    await createOtp(at('2026-04-01T11:00:00Z'), { phone }, { outbox: outbox(), clientAddress: null });
    const fresh = await lastCode(phone);
    expect(
      await codeOf(verifyOtp(at('2026-04-01T11:01:00Z'), { phone, otp: fresh }, { clientAddress: null })),
    ).toBe('ok');
    expect(
      await codeOf(verifyOtp(at('2026-04-01T11:01:00Z'), { phone, otp: fresh }, { clientAddress: null })),
    ).not.toBe('ok');

    await createOtp(at('2026-04-01T12:00:00Z'), { phone }, { outbox: outbox(), clientAddress: null });
    const right = await lastCode(phone);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 0; i < OTP_MAX_ATTEMPTS; i += 1) {
      await codeOf(verifyOtp(at('2026-04-01T12:01:00Z'), { phone, otp: wrong }, { clientAddress: null }));
    }
    // The sixth try is refused even with the right code.
    expect(
      await codeOf(verifyOtp(at('2026-04-01T12:01:00Z'), { phone, otp: right }, { clientAddress: null })),
    ).not.toBe('ok');
  });

  it('limits createOtp and verifyOtp per address across phones', async () => {
    const address = '203.0.113.99';
    const now = '2026-04-02T10:00:00Z';
    const created: (number | 'ok')[] = [];
    for (let i = 0; i <= THROTTLE_RULES.otpCreateAddress.limit; i += 1) {
      created.push(
        await codeOf(
          createOtp(
            at(now),
            { phone: `0103${String(i).padStart(6, '0')}` },
            { outbox: outbox(), clientAddress: address },
          ),
        ),
      );
    }
    expect(created.at(-1)).toBe(429);
    expect(created.slice(0, -1).every((code) => code === 'ok')).toBe(true);
    const verified: (number | 'ok')[] = [];
    for (let i = 0; i <= THROTTLE_RULES.otpVerifyAddress.limit; i += 1) {
      verified.push(
        await codeOf(
          verifyOtp(
            at(now),
            { phone: `0104${String(i % 50).padStart(6, '0')}`, otp: '1234' },
            { clientAddress: address },
          ),
        ),
      );
    }
    expect(verified.at(-1)).toBe(429);
  });
});
