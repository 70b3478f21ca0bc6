/**
 * The one way tests build a ServiceContext: a silent log, a clock the test chooses (the moment of
 * the call when it does not), and the locale that follows the country.
 */
import pino from 'pino';
import type { Actor, ServiceContext } from '@souq/core/context.ts';
import type { AppDb } from '@souq/core/db/client.ts';
import type { CountryCode, LocaleCode } from '@souq/core/locale/locales.ts';

export interface TestServiceContextOptions {
  user?: Actor | null;
  country?: CountryCode;
  /** Defaults to `en-<country>`. */
  locale?: LocaleCode;
  now?: Date;
}

const silentLog = pino({ level: 'silent' });

export const testServiceContext = (db: AppDb, options: TestServiceContextOptions = {}): ServiceContext => {
  const country = options.country ?? 'eg';
  return {
    db,
    user: options.user ?? null,
    country,
    locale: options.locale ?? `en-${country}`,
    now: options.now ?? new Date(),
    log: silentLog,
  };
};
