import type { AppLoadContext } from 'react-router';
import type { Actor, ServiceContext } from '@souq/core/context.ts';
import { countryOf, type LocaleCode } from '@souq/core/locale/locales.ts';

/** The ServiceContext a loader or action passes to services (ARCHITECTURE.md, rules of the house). */
export function serviceContext(
  context: AppLoadContext,
  locale: LocaleCode,
  user: Actor | null = null,
): ServiceContext {
  const { db, log } = context.app;
  return { db, log, user, locale, country: countryOf(locale), now: new Date() };
}
