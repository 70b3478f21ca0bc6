import { makeServiceContext, type Actor, type ServiceContext } from '@souq/core/context.ts';
import type { LocaleCode } from '@souq/core/locale/locales.ts';
import type { AppRuntime } from '@souq/core/runtime.ts';

/**
 * The service context of one REST call: the runtime's database and log, the call's time. REST
 * calls carry no locale of their own: the site's default locale unless the call names one.
 */
export function restServiceContext(
  runtime: AppRuntime,
  user: Actor | null,
  locale: LocaleCode = runtime.config.defaultLocale,
  now: Date = new Date(),
): ServiceContext {
  return makeServiceContext(runtime, user, locale, now);
}
