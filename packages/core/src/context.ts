import type { Logger } from 'pino';
import type { AppDb } from './db/client.ts';
import { countryOf, type CountryCode, type LocaleCode } from './locale/locales.ts';

/** The signed-in person a service acts for; null for a guest. */
export interface Actor {
  id: string;
  role: 'customer' | 'designer' | 'manufacturer';
  privilageType: 'superAdmin' | 'admin' | 'designerSupport' | null;
  status: boolean;
  /**
   * The session (user_sessions row, the token's jti) the request came with; absent for actors made
   * in-process (tests, scripts). A password change keeps this one and ends the others.
   */
  sessionId?: string | null;
}

/** Every service function takes this first (ARCHITECTURE.md, rules of the house). */
export interface ServiceContext {
  db: AppDb;
  user: Actor | null;
  country: CountryCode;
  locale: LocaleCode;
  now: Date;
  log: Logger;
}

/**
 * The slice of the context a function needs when some callers have no request (the job worker, the
 * session check, scripts): still the context first, and inside `withTransaction` its `db` is the
 * transaction.
 */
export type DbContext = Pick<ServiceContext, 'db'>;
export type ClockedDbContext = Pick<ServiceContext, 'db' | 'now'>;

/**
 * The one way an entry point (a page, a GraphQL call, a REST call, the sitemap) makes the context of
 * a call: the runtime's database and a log, who acts, the locale (the country follows it) and the
 * call's one `now`.
 */
export const makeServiceContext = (
  base: { db: AppDb; log: Logger },
  user: Actor | null,
  locale: LocaleCode,
  now: Date = new Date(),
): ServiceContext => ({ db: base.db, log: base.log, user, locale, country: countryOf(locale), now });
