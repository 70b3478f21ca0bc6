import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters of sensitive attempts (login, forgot password, OTP), per account and per
 * client address. Kept in the database so every app process behind a load balancer shares them;
 * one guarded upsert per attempt, so concurrent (aliased or batched) attempts are all counted.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    /** `login:account`, `login:ip`, `forgot:account`, `otp:phone`... */
    scope: text('scope').notNull(),
    /** The lower-cased email, the phone digits or the client address. */
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.scope, t.key, t.windowStart] }),
    index('auth_attempts_window_start_idx').on(t.windowStart),
  ],
);

export type AuthAttempt = typeof authAttempts.$inferSelect;
