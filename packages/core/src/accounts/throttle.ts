import { and, eq, lt, sql } from 'drizzle-orm';
import type { ClockedDbContext, DbContext } from '../context.ts';
import { authAttempts } from '../db/schema/auth-attempts.schema.ts';
import { accountErrors } from './account-errors.ts';

/** How many attempts one key may make in one window. */
export interface ThrottleRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * The limits of the sensitive calls, per account (email or phone) and per client address, over a
 * sliding window (docs/decisions/026). Every attempt counts (a GraphQL operation, aliased or
 * batched, is one attempt), successful or not; a successful login clears its account counter.
 */
export const THROTTLE_RULES = {
  loginAccount: { scope: 'login:account', limit: 10, windowSeconds: 15 * MINUTE },
  loginAddress: { scope: 'login:ip', limit: 100, windowSeconds: 15 * MINUTE },
  forgotAccount: { scope: 'forgot:account', limit: 5, windowSeconds: HOUR },
  forgotAddress: { scope: 'forgot:ip', limit: 30, windowSeconds: HOUR },
  otpCreatePhone: { scope: 'otp-create:phone', limit: 5, windowSeconds: HOUR },
  otpCreateAddress: { scope: 'otp-create:ip', limit: 30, windowSeconds: HOUR },
  otpVerifyPhone: { scope: 'otp-verify:phone', limit: 10, windowSeconds: 15 * MINUTE },
  otpVerifyAddress: { scope: 'otp-verify:ip', limit: 100, windowSeconds: 15 * MINUTE },
  // Image uploads (issue 14): each costs up to seconds of CPU; a designer's catalogue work fits.
  uploadAccount: { scope: 'upload:account', limit: 60, windowSeconds: HOUR },
  uploadAddress: { scope: 'upload:ip', limit: 120, windowSeconds: HOUR },
  registerAddress: { scope: 'register:ip', limit: 10, windowSeconds: HOUR },
} as const satisfies Record<string, ThrottleRule>;

const windowStartOf = (now: Date, rule: ThrottleRule) => {
  const size = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / size) * size);
};

/**
 * The sliding-window count at `now` from two fixed windows: all of the current window's attempts,
 * plus the previous window's weighted by the part of it still inside the sliding window (a burst
 * at the end of one fixed window still counts at the start of the next). No per-attempt rows.
 */
export function slidingCount(rule: ThrottleRule, now: Date, current: number, previous: number): number {
  const size = rule.windowSeconds * 1000;
  const elapsed = (now.getTime() - windowStartOf(now, rule).getTime()) / size;
  return current + previous * (1 - elapsed);
}

/**
 * Counts one attempt of `key` under `rule` (one atomic upsert, so concurrent attempts are all
 * counted) and answers whether the sliding window's limit is passed, without throwing.
 */
export async function countAttempt(ctx: ClockedDbContext, rule: ThrottleRule, key: string): Promise<boolean> {
  const { db, now } = ctx;
  const start = windowStartOf(now, rule);
  const [row] = await db
    .insert(authAttempts)
    .values({ scope: rule.scope, key, windowStart: start, count: 1 })
    .onConflictDoUpdate({
      target: [authAttempts.scope, authAttempts.key, authAttempts.windowStart],
      set: { count: sql`${authAttempts.count} + 1` },
    })
    .returning({ count: authAttempts.count });
  const current = row?.count ?? 0;
  if (current > rule.limit) return true;
  const [before] = await db
    .select({ count: authAttempts.count })
    .from(authAttempts)
    .where(
      and(
        eq(authAttempts.scope, rule.scope),
        eq(authAttempts.key, key),
        eq(authAttempts.windowStart, new Date(start.getTime() - rule.windowSeconds * 1000)),
      ),
    )
    .limit(1);
  return slidingCount(rule, now, current, before?.count ?? 0) > rule.limit;
}

/**
 * Counts one attempt of `key` under `rule` and throws the 429 DomainError once over the limit; no
 * key (an unknown client address) counts nothing.
 */
export async function hitThrottle(
  ctx: ClockedDbContext,
  rule: ThrottleRule,
  key: string | null | undefined,
): Promise<void> {
  if (!key) return;
  if (await countAttempt(ctx, rule, key)) throw accountErrors.tooManyAttempts();
}

/** Counts one attempt under each (rule, key) pair; all are counted even when one is over. */
export async function hitThrottles(
  ctx: ClockedDbContext,
  pairs: readonly (readonly [ThrottleRule, string | null | undefined])[],
): Promise<void> {
  let refused: unknown = null;
  for (const [rule, key] of pairs) {
    if (!key) continue;
    try {
      await hitThrottle(ctx, rule, key);
    } catch (error) {
      refused ??= error;
    }
  }
  if (refused) throw refused;
}

/** Forgets the counters of `key` under `rule` (a successful login). */
export async function clearThrottle(ctx: DbContext, rule: ThrottleRule, key: string): Promise<void> {
  await ctx.db
    .delete(authAttempts)
    .where(and(sql`${authAttempts.scope} = ${rule.scope}`, sql`${authAttempts.key} = ${key}`));
}

/** Deletes windows older than a day (a periodic job may call it). */
export async function pruneThrottle(ctx: ClockedDbContext): Promise<void> {
  await ctx.db
    .delete(authAttempts)
    .where(lt(authAttempts.windowStart, new Date(ctx.now.getTime() - 24 * HOUR * 1000)));
}
