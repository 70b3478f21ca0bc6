import crypto from 'node:crypto';
import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ServiceContext } from '../context.ts';
import { authAttempts } from '../db/schema/auth-attempts.schema.ts';
import { DomainError } from '../errors.ts';
import { LOGIN_FAILURE_STATUS } from './account-errors.ts';

/**
 * The robot check of the sign-up forms (SPEC.md section 5): an ALTCHA proof of work, self-hosted.
 * The server signs a challenge (HMAC), the browser's widget searches for the counter whose derived
 * key starts with the challenge's prefix, and the server verifies the signature, the expiry and the
 * key, then records the challenge as used so one solution opens one door.
 */
export const ROBOT_CHECK_ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per attempt and the hex prefix to find: about 4096 attempts on average. */
const COST = 100;
const KEY_PREFIX = '000';
/** Long enough to fill in a designer's sign-up form, short enough to keep the used-list small. */
export const ROBOT_CHECK_TTL_MS = 30 * 60 * 1000;
/** Used solutions are kept in the throttle table under this scope (pruned a day after expiry). */
const USED_SCOPE = 'robot-check:used';

/** The HMAC key of challenges, derived from the session secret (one secret to configure). */
export const robotCheckSecret = (jwtSecret: Uint8Array): string =>
  crypto.createHmac('sha256', jwtSecret).update('altcha-challenge').digest('hex');

/** A fresh signed challenge, as the `altcha-widget` fetches it. */
export async function createRobotChallenge(secret: string, now: Date = new Date()): Promise<Challenge> {
  return createChallenge({
    algorithm: ROBOT_CHECK_ALGORITHM,
    cost: COST,
    keyPrefix: KEY_PREFIX,
    deriveKey,
    expiresAt: new Date(now.getTime() + ROBOT_CHECK_TTL_MS),
    hmacSignatureSecret: secret,
  });
}

export const robotCheckFailed = (status = LOGIN_FAILURE_STATUS) =>
  new DomainError({
    code: 'ROBOT_CHECK_FAILED',
    messageKey: 'errors.register.robotCheck',
    message: 'Please verify that you are not a robot',
    status,
  });

interface Payload {
  challenge: Challenge;
  solution: Solution;
}

/** The widget's form value: base64 of `{ challenge, solution }`; null when it is not that. */
function decodePayload(value: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as Partial<Payload>;
    if (!parsed || typeof parsed !== 'object') return null;
    const { challenge, solution } = parsed;
    if (!challenge?.parameters || typeof challenge.signature !== 'string') return null;
    if (!solution || typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') {
      return null;
    }
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Accepts a solved challenge once: throws 'Please verify that you are not a robot' when the
 * payload is missing, forged, expired, wrong, of another algorithm, or already used.
 */
export async function verifyRobotCheck(
  ctx: ServiceContext,
  payload: string | null | undefined,
  secret: string,
  status = LOGIN_FAILURE_STATUS,
): Promise<void> {
  const decoded = payload && payload.length < 8192 ? decodePayload(payload.trim()) : null;
  if (!decoded || decoded.challenge.parameters.algorithm !== ROBOT_CHECK_ALGORITHM) {
    throw robotCheckFailed(status);
  }
  // verifySolution compares expiry with the clock; ctx.now keeps tests in control of time.
  const expiresAt = decoded.challenge.parameters.expiresAt;
  if (!expiresAt || expiresAt * 1000 < ctx.now.getTime()) throw robotCheckFailed(status);
  let verified = false;
  try {
    const result = await verifySolution({
      challenge: decoded.challenge,
      solution: decoded.solution,
      deriveKey,
      hmacSignatureSecret: secret,
    });
    verified = result.verified;
  } catch (error) {
    ctx.log.info({ err: error }, 'robot check payload refused');
  }
  if (!verified) throw robotCheckFailed(status);
  // The signature covers a random nonce, so it names the challenge; the insert is the guard.
  const [fresh] = await ctx.db
    .insert(authAttempts)
    .values({
      scope: USED_SCOPE,
      key: decoded.challenge.signature!,
      windowStart: new Date(expiresAt * 1000),
      count: 1,
    })
    .onConflictDoNothing()
    .returning({ key: authAttempts.key });
  if (!fresh) throw robotCheckFailed(status);
}
