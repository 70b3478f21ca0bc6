import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@souq/testing/test-database.ts';
import type { ServiceContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { DomainError } from '../errors.ts';
import {
  createRobotChallenge,
  robotCheckSecret,
  ROBOT_CHECK_TTL_MS,
  verifyRobotCheck,
} from './robot-check.service.ts';
import { testServiceContext } from '@souq/testing/service-context.fixture.ts';

let database: Database;
const secret = robotCheckSecret(new TextEncoder().encode('a-test-secret-of-at-least-32-characters'));

const contextAt = (now: Date): ServiceContext => testServiceContext(database.db, { locale: 'ar-eg', now });

/** What the widget posts: base64 of the challenge and the solution found. */
async function solvedPayload(key = secret, now = new Date()): Promise<string> {
  const challenge = await createRobotChallenge(key, now);
  const solution = await solveChallenge({ challenge, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('the ALTCHA robot check', () => {
  it('accepts a solved challenge once and refuses it the second time', async () => {
    const payload = await solvedPayload();
    const ctx = contextAt(new Date());
    await expect(verifyRobotCheck(ctx, payload, secret)).resolves.toBeUndefined();
    const again = await refusal(verifyRobotCheck(ctx, payload, secret));
    expect(again.message).toBe('Please verify that you are not a robot');
    expect(again.messageKey).toBe('errors.register.robotCheck');
    expect(again.status).toBe(500);
  });

  it('refuses a missing, malformed, forged or wrong solution', async () => {
    const ctx = contextAt(new Date());
    for (const bad of [null, '', 'not base64 at all', Buffer.from('{}').toString('base64')]) {
      expect((await refusal(verifyRobotCheck(ctx, bad, secret))).code).toBe('ROBOT_CHECK_FAILED');
    }
    // Signed with another key: the signature does not hold.
    const forged = await solvedPayload(
      robotCheckSecret(new TextEncoder().encode('another-secret-of-32-characters!!')),
    );
    expect((await refusal(verifyRobotCheck(ctx, forged, secret))).code).toBe('ROBOT_CHECK_FAILED');
    // A counter that does not give the prefix.
    const decoded = JSON.parse(Buffer.from(await solvedPayload(), 'base64').toString('utf8'));
    decoded.solution.counter += 1;
    const wrong = Buffer.from(JSON.stringify(decoded)).toString('base64');
    expect((await refusal(verifyRobotCheck(ctx, wrong, secret))).code).toBe('ROBOT_CHECK_FAILED');
  });

  it('refuses an expired challenge', async () => {
    const issued = new Date();
    const payload = await solvedPayload(secret, issued);
    const later = contextAt(new Date(issued.getTime() + ROBOT_CHECK_TTL_MS + 60_000));
    expect((await refusal(verifyRobotCheck(later, payload, secret, 400))).status).toBe(400);
  });
});
