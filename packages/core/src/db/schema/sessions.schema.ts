import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.schema.ts';
import { createdAt } from './common.schema.ts';

/**
 * One row per signed-in session (a login on one device). The token's `jti` is the row's id, and
 * every authenticated request checks that the row still exists and is not expired, so logout
 * (this row), a password change, a block, a deactivation or a role change (every row of the user)
 * ends tokens at once on every app process (docs/decisions/025).
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** How the session began: password, otp, google, facebook, register, dashboard. */
    method: text('method').notNull().default('password'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('user_sessions_user_id_idx').on(t.userId),
    index('user_sessions_expires_at_idx').on(t.expiresAt),
  ],
);

export type UserSession = typeof userSessions.$inferSelect;
